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
 * (as its menu does), not by reloading it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_ITEMS } from '@/config/navigation';
import { demoAccount, launchBrowser, signIn, skipReason } from './browser';

const ADMIN = demoAccount('admin@demo.om');

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
  const busy = [...main.querySelectorAll('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root')];
  if (busy.some((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < window.innerHeight; })) return false;
  for (const grid of main.querySelectorAll('.MuiDataGrid-root')) {
    if (!grid.querySelector('.MuiDataGrid-row, [class*="MuiDataGrid-overlay"]')) return false;
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
  for (const grid of document.querySelectorAll('main .MuiDataGrid-root')) {
    const label = grid.getAttribute('aria-label') || 'table';
    const area = (grid.querySelector('.MuiDataGrid-virtualScroller') || grid).getBoundingClientRect();
    const row = grid.querySelector('.MuiDataGrid-row');
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
    for (const cell of grid.querySelectorAll('[role="gridcell"]')) {
      if (cell.matches('[data-field="__actions"], [data-field="__check__"]')) continue;
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
      const busy = [...main.querySelectorAll('.MuiLinearProgress-root, .MuiCircularProgress-root, .MuiSkeleton-root')]
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
      const id = await page.evaluate(() => document.querySelector('main .MuiDataGrid-row')?.getAttribute('data-id'));
      if (!id) return;
      const detail = `${path}/id/${encodeURIComponent(id)}`;
      await visit(page, detail);
      expect(await page.evaluate(PROBLEMS(device.touch)), `${detail} at ${device.width}x${device.height}`).toEqual([]);
    });
  });
});
