/**
 * Columns by priority (issue 34, docs/adding-an-entity.md "Columns by priority"), in
 * headless Chromium against the emulators: on a portrait tablet in Arabic (820x1180,
 * touch) the columns that matter are on screen without scrolling sideways (a coupon's
 * state, a withdrawal's status, date, amount and supplier name, an order's date, amount
 * and status), and the supplier names arrive; on a desktop in English (1440x900) a list
 * fits its box too: the columns that matter show, the least important fold away into
 * the Columns menu (where showing one brings it back), and nothing runs off the edge.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabicTablet, demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import { column, rows } from './table';

const ADMIN = demoAccount('admin@demo.om');
/** How long a screen may take to show its data on a busy machine. */
const WAIT = { timeout: 30_000 };

/** The lists and the headers each must show, by device. */
const LISTS = [
  {
    path: '/coupon',
    heading: { ar: 'الكوبونات', en: 'Coupons' },
    tablet: ['رمز الكوبون', 'نسبة الخصم', 'تاريخ الانتهاء', 'الحالة'],
    desktop: ['Code', 'Title', 'Discount in percentage', 'Expiry date', 'State', 'Created'],
    // The title in the other language ranks one lower for an English reader.
    folded: ['Title in Arabic'],
  },
  {
    path: '/withdraw',
    heading: { ar: 'سجل السحوبات', en: 'Withdraw History' },
    tablet: ['المورّد', 'المبلغ', 'الحالة', 'تاريخ الإنشاء'],
    desktop: ['Supplier', 'Amount', 'Account holder name', 'Status', 'Decided on', 'Created'],
    folded: ['Bank name'],
  },
  {
    path: '/allOrders',
    heading: { ar: 'إجمالي الطلبات', en: 'Total orders' },
    tablet: ['رقم الطلب', 'السعر الإجمالي', 'الحالة', 'تاريخ الإنشاء'],
    desktop: ['Order ID', 'Customer', 'Supplier', 'Total price', 'Status', 'Payment method', 'Created'],
    folded: [],
  },
] as const;

/**
 * Opens a list inside the running panel, as its menu does, and waits for its heading,
 * then its rows (those of the list left behind are gone with its heading).
 */
async function openList(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor(WAIT);
  await rows(page.locator('main')).first().waitFor(WAIT);
}

/**
 * The header titles of the list's table, each with whether it lies wholly inside the
 * window and the table's visible (scrolling) area.
 */
async function headers(page: Page): Promise<{ title: string; inView: boolean }[]> {
  return page.evaluate(() => {
    const grid = document.querySelector('main [data-list-table]');
    if (!grid) return [];
    const area = (grid.querySelector('.MuiTableContainer-root') ?? grid).getBoundingClientRect();
    const left = Math.max(0, area.left);
    const right = Math.min(document.documentElement.clientWidth, area.right);
    return [...grid.querySelectorAll('thead th')].map((header) => {
      const r = header.getBoundingClientRect();
      return {
        title: header.textContent?.trim() ?? '',
        inView: r.width > 0 && r.left >= left - 1 && r.right <= right + 1,
      };
    });
  });
}

describe.skipIf(skipReason() !== '')('the columns that matter, on a tablet in Arabic and on a desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe('portrait tablet in Arabic (820x1180, touch)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      // Opened at the first list, which its test then loads again as each list is loaded.
      ({ context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, LISTS[0].path));
      await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, WAIT);
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(LISTS)('$path shows what matters on screen, with no sideways scroll', async (list) => {
      await openList(page, list.path, list.heading.ar);
      const shown = await headers(page);
      for (const title of list.tablet) {
        expect(shown.find((h) => h.title === title)?.inView, `${list.path}: "${title}" on screen`).toBe(true);
      }
      // Every column left in the row is on screen: nothing is cut at the window's edge.
      expect(shown.filter((h) => h.title && !h.inView).map((h) => h.title)).toEqual([]);
      // The first row's values of those columns fill in (a name shows a placeholder while it is read).
      const cells = rows(page.locator('main'))
        .first()
        .getByRole('cell')
        .filter({ hasNot: page.locator('[data-row-actions], input[type="checkbox"]') });
      const empty = async () => {
        const found: string[] = [];
        for (const [index, cell] of (await cells.all()).entries()) {
          if (!(await cell.textContent())?.trim()) found.push(`cell ${index + 1}`);
        }
        return found;
      };
      await expect.poll(empty, { ...WAIT, message: `${list.path}: the first row's empty cells` }).toEqual([]);
    });

    it('/withdraw names the supplier on every row', async () => {
      await openList(page, '/withdraw', 'سجل السحوبات');
      const cells = await column(page.locator('main'), 'المورّد');
      // What a person waits for: each supplier's name in its cell (a link to the supplier).
      await expect
        .poll(async () => (await cells.allTextContents()).filter((t) => t.trim() === '').length, WAIT)
        .toBe(0);
      expect(await cells.count()).toBeGreaterThan(0);
      expect(await cells.getByRole('link').count()).toBe(await cells.count());
    });
  });

  describe('desktop in English (1440x900)', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, LISTS[0].path, {
        viewport: { width: 1440, height: 900 },
      }));
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(LISTS)('$path fits: what matters on screen, the rest in the Columns menu', async (list) => {
      await openList(page, list.path, list.heading.en);
      const shown = await headers(page);
      for (const title of list.desktop) {
        expect(shown.find((h) => h.title === title)?.inView, `${list.path} at 1440 px: "${title}" on screen`).toBe(
          true,
        );
      }
      expect(shown.filter((h) => h.title && !h.inView).map((h) => h.title)).toEqual([]);
      for (const title of list.folded) expect(shown.map((h) => h.title)).not.toContain(title);
      if (list.folded.length === 0) return;
      // A folded column waits in the Columns menu, unticked; ticking it shows it again.
      const main = page.locator('main');
      await main.getByRole('button', { name: 'Columns' }).click();
      const item = page.getByRole('menuitemcheckbox', { name: list.folded[0] });
      await expect.poll(() => item.getAttribute('aria-checked'), WAIT).toBe('false');
      await item.click();
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await headers(page)).map((h) => h.title), WAIT).toContain(list.folded[0]);
    });
  });
});
