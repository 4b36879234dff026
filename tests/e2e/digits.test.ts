/**
 * One digit system in both languages (docs/numbers.md, docs/adding-an-entity.md "Numbers
 * and dates"): on a portrait tablet in Arabic, what the panel writes on the dashboard
 * (counters, chart titles, the charts' ticks), a list (its footer and page sizes, prices,
 * dates), a document and a form with a date (number fields, the date field and its
 * calendar) is in 0–9, never in Arabic-Indic digits (٠–٩) nor with Arabic's decimal sign
 * and separator (٫ ٬), which look alike in the panel's font. User content (names, codes,
 * ids, a policy's text) keeps its own digits: it is shown in its own direction
 * (dir="auto" or bdi) or typed in a text field.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabicTablet, demoAccount, launchBrowser, scrollThrough, showInPanel, skipReason } from './browser';
import { rows } from './table';
import arEntity from '@/locales/ar/entity.json';

const ADMIN = demoAccount('admin@demo.om');
const WAIT = { timeout: 30_000 };

/**
 * The visible texts with an Arabic-Indic or Persian digit or Arabic's decimal sign or
 * separator that the panel wrote (run in the page), each as "element: text": text nodes
 * outside user content, and the values of number fields.
 */
const ARABIC_DIGITS = `(() => {
  const found = [];
  const userContent = '[dir="auto"], bdi, [contenteditable="true"]:not([inputmode]), script, style';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (!/[\\u0660-\\u066C\\u06F0-\\u06F9]/.test(node.data)) continue;
    const element = node.parentElement;
    if (!element || element.closest(userContent)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    found.push(element.tagName.toLowerCase() + ': ' + node.data.trim());
  }
  for (const input of document.querySelectorAll('input[inputmode="numeric"], input[inputmode="decimal"]')) {
    if (/[\\u0660-\\u066C\\u06F0-\\u06F9]/.test(input.value)) found.push('input ' + input.name + ': ' + input.value);
  }
  return found;
})()`;

describe.skipIf(skipReason() !== '')('one digit system, 0–9, in Arabic too', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /**
   * Opens a path and waits until nothing on screen is loading any more (a dashboard
   * chart further down draws as it nears the viewport).
   */
  async function open(path: string): Promise<void> {
    await showInPanel(page, path);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, WAIT);
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return (
          main !== null &&
          main.querySelector('h1') !== null &&
          ![
            ...main.querySelectorAll(
              '.MuiSkeleton-root, [data-grid-skeleton], [aria-busy="true"], .MuiLinearProgress-root, .MuiCircularProgress-root',
            ),
          ].some((el) => {
            const r = el.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight;
          })
        );
      },
      undefined,
      WAIT,
    );
  }

  it('writes the dashboard in 0–9: counters, chart titles, ticks and tooltips', async () => {
    await open('/dashboard');
    // The charts' code (their tables) loads as their cards come near the viewport, then
    // each drawing renders as its card does: scrolled through once for each.
    await scrollThrough(page);
    await page
      .locator('main table')
      .first()
      .waitFor({ state: 'attached', ...WAIT });
    await scrollThrough(page);
    // The drawings follow the counts (their own chunk, drawn once the page is idle).
    await expect.poll(() => page.locator('.MuiChartsAxis-tickLabel').count(), WAIT).toBeGreaterThan(10);
    await page.locator('[data-counter] [data-testid="counter-value"]').first().waitFor(WAIT);
    // A tooltip: the orders of a day.
    const surface = page.locator('.MuiChartsSurface-root').first();
    await surface.scrollIntoViewIfNeeded();
    const box = await surface.boundingBox();
    if (!box) throw new Error('the first chart has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.locator('.MuiChartsTooltip-root').waitFor(WAIT);
    expect(await page.locator('.MuiChartsTooltip-root').innerText()).toMatch(/[0-9]/);
    expect(await page.evaluate(ARABIC_DIGITS)).toEqual([]);
  });

  it("writes a list's numbers, footer and page sizes in 0–9", async () => {
    await open('/allOrders');
    await rows(page).first().waitFor(WAIT);
    const footer = await page.locator('.MuiTablePagination-root').innerText();
    expect(footer).toMatch(/[0-9]/);
    expect(await page.evaluate(ARABIC_DIGITS)).toEqual([]);
  });

  it('writes a document and its form in 0–9: number fields, the date field and its calendar', async () => {
    await open('/coupon/id/NATIONALDAY20');
    expect(await page.evaluate(ARABIC_DIGITS)).toEqual([]);
    await open('/coupon/id/NATIONALDAY20/edit');
    const count = page.locator('input[name="totalCount"]');
    expect(await count.inputValue()).toMatch(/^[0-9]+$/);
    // Typed in Arabic-Indic digits (an Arabic keyboard), written in 0–9.
    await count.fill('٢٥٠');
    expect(await count.inputValue()).toBe('250');
    // The date field: day, month, year in 0–9.
    const date = page.locator('.MuiPickersSectionList-root').first();
    expect((await date.innerText()).replace(/\s/g, '')).toMatch(/^[0-9]{2}\/[0-9]{2}\/[0-9]{4}$/);
    await page.getByRole('button', { name: arEntity['date.pick'] }).click();
    await page.getByRole('grid').waitFor(WAIT);
    expect(await page.evaluate(ARABIC_DIGITS)).toEqual([]);
  });
});
