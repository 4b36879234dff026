/**
 * Every screen on a portrait and a landscape tablet in Arabic (820x1180, 1180x820,
 * touch) and on a desktop in English (1440x900), in headless Chromium
 * (docs/adding-an-entity.md, lists on tablets). For each menu screen's list, and one
 * document's page where there is one: every action of each table's first row is on
 * screen (inside the viewport and the table's visible area), and at least 44 px on a
 * touch screen; no value in a table is cut at its start (a truncated value is its own
 * box in its own direction, ending in an ellipsis); and the page does not scroll
 * sideways (only a table may).
 *
 * One browser; one sign-in per device; screens are opened inside the running panel
 * (as its menu does), not by reloading it. On a touch screen every control on screen
 * (buttons, links, fields, selects, tabs, check boxes, pagination, breadcrumbs, the app
 * bar) is measured, and the palette and a date picker are opened and measured too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_ITEMS } from '@/config/navigation';
import arCommon from '@/locales/ar/common.json';
import arEntity from '@/locales/ar/entity.json';
import arPalette from '@/locales/ar/palette.json';
import enCommon from '@/locales/en/common.json';
import enEntity from '@/locales/en/entity.json';
import enPalette from '@/locales/en/palette.json';
import { demoAccount, launchBrowser, signIn, skipReason } from './browser';

const ADMIN = demoAccount('admin@demo.om');
/** Where the palette's and the date picker's screenshots go (optional). */
const SHOTS = process.env['SHOTS_DIR'] ?? '';

/** The devices: a portrait and a landscape tablet in Arabic, a desktop in English. */
const DEVICES = [
  { name: 'portrait tablet, Arabic', width: 820, height: 1180, locale: 'ar', touch: true },
  { name: 'landscape tablet, Arabic', width: 1180, height: 820, locale: 'ar', touch: true },
  { name: 'desktop, English', width: 1440, height: 900, locale: 'en', touch: false },
] as const;

/** Screens without a document page of their own (one page, a form, a dialog editor). */
const NO_DETAIL = new Set(['/dashboard', '/about', '/translation', '/imageGallery']);

/** How long a screen may take to show its data on a busy machine. */
const WAIT = { timeout: 30_000 };

/**
 * True once the screen has shown its content: its own heading, no progress bar or skeleton on screen, every table showing rows
 * or its empty text, and the names of referenced documents in (the count of isolated
 * values has not changed since the previous poll).
 */
const READY = `(() => {
  const main = document.querySelector('main');
  // The new screen's heading, not the one of the screen left behind (marked by visit).
  if (!main || ![...main.querySelectorAll('h1, h2')].some((h) => !h.__left)) return false;
  // Nothing on screen still loading (a chart's drawing further down the page renders
  // only as it comes near the viewport: its skeleton there is not a wait).
  const busy = [...main.querySelectorAll('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root, [data-grid-skeleton], [aria-busy="true"]')];
  if (busy.some((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; })) return false;
  for (const table of main.querySelectorAll('[data-list-table]')) {
    if (!table.querySelector('tbody tr')) return false;
  }
  const count = main.querySelectorAll('bdi, [dir="auto"]').length + ':' + location.pathname;
  const stable = window.__tabletCount === count;
  window.__tabletCount = count;
  return stable;
})()`;

/**
 * What a person would see wrong on the page, as sentences (none when all is well).
 * Runs in the page; `touch` asks for 44 px actions.
 */
const PROBLEMS = (touch: boolean) => `(() => {
  const problems = [];
  const rtl = /[\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufeff]/;
  const ltr = /[A-Za-z\\u00c0-\\u024f]/;
  const strong = (text) => {
    for (const ch of text) {
      if (rtl.test(ch)) return 'rtl';
      if (ltr.test(ch)) return 'ltr';
    }
    return null;
  };
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + vw);
  }
  const main = document.querySelector('main');
  if (main && main.scrollWidth > main.clientWidth + 1) {
    problems.push('the content is wider than its area: ' + main.scrollWidth + ' > ' + main.clientWidth);
  }
  // Every control on screen, not only the rows' actions: 44 px on a touch screen (inputs
  // and selects by their field's box, a check box by its touch area; a table's rows open
  // with a tap anywhere on them).
  if (${touch}) {
    const controls = document.querySelectorAll(
      'button, a[href], input, select, textarea, [role="button"], [role="combobox"], [role="tab"], [role="checkbox"], [role="switch"], [role="link"], [role="menuitem"], [role="option"]',
    );
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"]')) continue;
      const target =
        control.matches('input[type="checkbox"], input[type="radio"]') ? control.parentElement :
        control.closest('.MuiInputBase-root') || control;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= vh || r.right <= 0 || r.left >= vw) continue;
      const style = getComputedStyle(target);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (control.getAttribute('aria-label') || control.textContent || control.getAttribute('name') || control.tagName).trim().slice(0, 40);
        const where = (control.className && typeof control.className === 'string' ? control.className.split(' ')[0] + ' ' : '') + 'in ' + (control.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? '?');
        problems.push('the control "' + name + '" (' + control.tagName.toLowerCase() + ', ' + where + ') is ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' px on a touch screen');
      }
    }
  }
  for (const grid of document.querySelectorAll('main [data-list-table]')) {
    const label = grid.querySelector('table')?.getAttribute('aria-label') || 'table';
    const area = (grid.querySelector('.MuiTableContainer-root') || grid).getBoundingClientRect();
    const row = grid.querySelector('tbody tr[data-id]');
    if (row) {
      const cell = row.querySelector('[data-row-actions]');
      const controls = cell ? [...cell.querySelectorAll('button, a')] : [];
      for (const control of controls) {
        const r = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') || control.textContent.trim();
        const left = Math.max(0, area.left), right = Math.min(vw, area.right);
        if (r.left < left - 1 || r.right > right + 1 || r.top < 0 || r.bottom > Math.max(vh, area.bottom)) {
          problems.push(label + ': the action "' + name + '" is out of view (' + Math.round(r.left) + '–' + Math.round(r.right) + ' of ' + Math.round(left) + '–' + Math.round(right) + ')');
        }
        if (${touch} && (r.width < 44 || r.height < 44)) {
          problems.push(label + ': the action "' + name + '" is ' + Math.round(r.width) + 'x' + Math.round(r.height) + ' px on a touch screen');
        }
      }
    }
    for (const cell of grid.querySelectorAll('tbody td')) {
      if (cell.querySelector('[data-row-actions], input[type="checkbox"]')) continue;
      const isolated = [...cell.querySelectorAll('bdi, [dir="auto"]')];
      for (const el of isolated) {
        if (el.scrollWidth <= el.clientWidth + 1) continue;
        const style = getComputedStyle(el);
        const own = strong(el.textContent || '');
        if (own && style.direction !== own) {
          problems.push(label + ': "' + el.textContent + '" is cut in the wrong direction (' + style.direction + ')');
        }
        if (style.textOverflow !== 'ellipsis' || style.overflowX !== 'hidden') {
          problems.push(label + ': "' + el.textContent + '" overflows without an ellipsis at its end');
        }
      }
      if (isolated.length === 0 && cell.scrollWidth > cell.clientWidth + 1) {
        const own = strong(cell.textContent || '');
        const page = getComputedStyle(cell).direction;
        if (own && own !== page) {
          problems.push(label + ': "' + cell.textContent + '" (' + own + ') is cut at its start in a ' + page + ' cell');
        }
      }
    }
  }
  return problems;
})()`;

/** Opens a path inside the running panel, as its menu links do (no reload). */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    for (const heading of document.querySelectorAll('main h1, main h2')) Object.assign(heading, { __left: true });
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  try {
    await page.waitForFunction(READY, undefined, { ...WAIT, polling: 150 });
  } catch (error) {
    // Say what the screen still showed: its headings and what was still loading.
    const seen = await page.evaluate(`(() => {
      const main = document.querySelector('main');
      if (!main) return 'no main element';
      const headings = [...main.querySelectorAll('h1, h2')].map((h) => h.textContent).join(' | ');
      const busy = [...main.querySelectorAll('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root, [data-grid-skeleton], [aria-busy="true"]')]
        .map((e) => e.className.split(' ')[0] + ' in ' + (e.closest('[aria-label]')?.getAttribute('aria-label') ?? '?'))
        .join(', ');
      return location.pathname + ': headings ' + headings + '; loading: ' + (busy || 'nothing');
    })()`);
    throw new Error(`${path} did not show its content: ${String(seen)}`, { cause: error });
  }
}

describe.skipIf(skipReason() !== '')('every screen on tablets and on a desktop', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(DEVICES)('$name ($width x $height)', (device) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      const viewport = { width: device.width, height: device.height };
      context = await browser.newContext({ viewport, locale: 'en-GB', hasTouch: device.touch });
      page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/`);
      await signIn(page, ADMIN.email, ADMIN.password);
      if (device.locale === 'ar') {
        await page.evaluate(() => localStorage.setItem('locale', 'ar'));
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, WAIT);
      }
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(NAV_ITEMS.map((item) => item.path))('%s: its list and a document are usable', async (path) => {
      await visit(page, path);
      expect(await page.evaluate(PROBLEMS(device.touch)), `${path} at ${device.width}x${device.height}`).toEqual([]);
      if (NO_DETAIL.has(path)) return;
      const id = await page.evaluate(() => document.querySelector('main tbody tr[data-id]')?.getAttribute('data-id'));
      if (!id) return;
      const detail = `${path}/id/${encodeURIComponent(id)}`;
      await visit(page, detail);
      expect(await page.evaluate(PROBLEMS(device.touch)), `${detail} at ${device.width}x${device.height}`).toEqual([]);
    });

    it.runIf(device.touch)('the palette and a date picker: every target at least 44 px', async () => {
      const texts =
        device.locale === 'ar'
          ? { common: arCommon, entity: arEntity, palette: arPalette }
          : { common: enCommon, entity: enEntity, palette: enPalette };
      await visit(page, '/allOrders');
      await page.getByRole('banner').getByRole('button', { name: texts.common['navbar.search'], exact: true }).tap();
      const box = page.getByRole('combobox', { name: texts.palette['palette.label'] });
      await box.fill('a');
      await page.getByRole('dialog').getByRole('option').first().waitFor(WAIT);
      expect(await page.evaluate(PROBLEMS(true)), 'the palette').toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-${device.width}x${device.height}.png` });
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      // A date picker on a touch screen opens its calendar in a dialog (the filters may
      // be folded behind their button on a narrow screen).
      const from = page.getByTestId('order-from');
      if (!(await from.isVisible())) {
        await page.getByRole('button', { name: texts.entity['list.filters'] }).tap();
        await from.waitFor();
      }
      await from.getByRole('button').tap();
      const calendar = page.getByRole('dialog');
      await calendar.locator('.MuiPickerDay-root').first().waitFor();
      // Its opening transition ends (what a person sees, and a still screenshot).
      await page.evaluate(() =>
        Promise.allSettled(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished),
        ),
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/date-picker-${device.width}x${device.height}.png` });
      expect(await page.evaluate(PROBLEMS(true)), 'the date picker').toEqual([]);
      await page.keyboard.press('Escape');
      await calendar.waitFor({ state: 'detached' });
    });
  });
});
