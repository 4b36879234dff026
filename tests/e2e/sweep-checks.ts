/**
 * The checks of the screen sweep (tests/e2e/sweep.test.ts, docs/testing.md "The screen
 * sweep"), applied to each page the sweep opens:
 * - axe-core: every WCAG 2.1 A and AA rule in the light theme, then the rules that read
 *   colours again in the dark theme, switched in place (no serious or critical violation);
 * - what a person would see wrong (PROBLEMS): the page scrolling sideways, a row's action
 *   out of view, a value cut at its start, and on a touch screen every control on screen
 *   under 44 px;
 * and the tally of what was checked (pages, axe rules, controls measured), written per
 * device to `.cache/e2e-sweep-<offset>.json` so that a change of the sweep can show that
 * nothing was dropped.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { animationsDone, pushPath } from './browser';
import { runAxe } from './axe';

/** The WCAG rules that read colours: all that can differ between the light and dark themes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** How long a screen may take to show its data on a busy machine. */
export const WAIT = { timeout: 30_000 };

/** What one device's sweep checked (printed and written at its end). */
export interface Tally {
  /** Page states checked (a list, a document, a dialog, a form, a tab, the palette...). */
  pages: number;
  /** axe runs with every WCAG 2.1 A and AA rule (light theme). */
  axeAll: number;
  /** axe runs with the colour rules (dark theme). */
  axeColour: number;
  /** Rules axe evaluated, summed over the runs (passed, violated, incomplete or inapplicable). */
  axeRules: number;
  /** Runs of PROBLEMS (sideways scroll, actions in view, cut values, touch targets). */
  problemRuns: number;
  /** Controls measured for 44 px on a touch screen (every control on screen, per run). */
  touchTargets: number;
  /** Actions of tables' first rows checked to be in view. */
  rowActions: number;
  /** Table cells checked for a value cut at its start. */
  cells: number;
}

/** An empty tally. */
export const newTally = (): Tally => ({
  pages: 0,
  axeAll: 0,
  axeColour: 0,
  axeRules: 0,
  problemRuns: 0,
  touchTargets: 0,
  rowActions: 0,
  cells: 0,
});

/** Where the tallies of this run go, one key per device. */
export const TALLY_FILE = resolve(
  import.meta.dirname,
  '..',
  '..',
  '.cache',
  `e2e-sweep-${process.env.EMULATOR_PORT_OFFSET ?? 0}.json`,
);

/** Adds one device's tally to the run's file (read by a person or the coordinator; not an assertion). */
export function recordTally(device: string, tally: Tally): void {
  mkdirSync(dirname(TALLY_FILE), { recursive: true });
  let all: Record<string, Tally> = {};
  try {
    all = JSON.parse(readFileSync(TALLY_FILE, 'utf8')) as Record<string, Tally>;
  } catch {
    // First device of the run.
  }
  all[device] = tally;
  writeFileSync(TALLY_FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`Sweep ${device}: ${JSON.stringify(tally)}`);
}

/**
 * True once the screen has shown its content: its own heading, no progress bar or skeleton on screen, every table showing rows
 * or its empty text, and the names of referenced documents in (the count of isolated
 * values has not changed since the previous poll).
 */
export const READY = `(() => {
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
  const count = main.querySelectorAll('bdi, [dir="auto"]').length + ':' + location.pathname + location.search;
  const stable = window.__tabletCount === count;
  window.__tabletCount = count;
  return stable;
})()`;

/**
 * What a person would see wrong on the page, as sentences (none when all is well), and
 * how much was measured. Runs in the page; `touch` asks for 44 px controls.
 */
const PROBLEMS = (touch: boolean) => `(() => {
  const problems = [];
  let targets = 0, rowActions = 0, cells = 0;
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
      targets += 1;
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
        rowActions += 1;
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
      cells += 1;
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
  return { problems, targets, rowActions, cells };
})()`;

/**
 * Runs PROBLEMS on the page and adds what it measured to the tally.
 * @param touch whether 44 px targets are asked (a touch screen)
 * @returns the problems found, as sentences (empty when all is well)
 */
export async function problems(page: Page, touch: boolean, tally: Tally): Promise<string[]> {
  const found = (await page.evaluate(PROBLEMS(touch))) as {
    problems: string[];
    targets: number;
    rowActions: number;
    cells: number;
  };
  tally.problemRuns += 1;
  tally.touchTargets += found.targets;
  tally.rowActions += found.rowActions;
  tally.cells += found.cells;
  return found.problems;
}

/**
 * Waits until the screen shows its content (READY), polling every 150 ms.
 * @param what the screen's name for the error
 * @throws Error naming the screen's headings and what was still loading when it did not come
 */
export async function waitReady(page: Page, what: string): Promise<void> {
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
      return location.pathname + location.search + ': headings ' + headings + '; loading: ' + (busy || 'nothing');
    })()`);
    throw new Error(`${what} did not show its content: ${String(seen)}`, { cause: error });
  }
}

/**
 * Marks the screen's headings as left behind, runs `move` (a client navigation, a tap on
 * a row) and waits until the screen it leads to shows its content (READY).
 */
export async function moveTo(page: Page, what: string, move: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('main h1, main h2')) Object.assign(heading, { __left: true });
  });
  await move();
  await waitReady(page, what);
}

/**
 * Opens a path inside the running panel, as its menu links do (no reload), and waits for
 * its content (also when the panel already shows it, as after a sign-in).
 */
export async function visit(page: Page, path: string): Promise<void> {
  const here = await page.evaluate(() => window.location.pathname + window.location.search);
  if (here === path) return waitReady(page, path);
  await moveTo(page, path, () => pushPath(page, path));
}

/**
 * Runs axe-core on the page.
 * @param rules the axe rules to run (default: every WCAG 2.1 A and AA rule)
 * @returns the serious and critical violations on the page, as readable lines
 */
async function violations(page: Page, where: string, tally: Tally, rules?: readonly string[]): Promise<string[]> {
  // Only violations are read: axe lists every rule it ran under passes, incomplete or
  // inapplicable too, but with one element each instead of all (its resultTypes option).
  const result = await runAxe(page, { ...(rules ? { rules } : {}), violationsOnly: true });
  if (rules) tally.axeColour += 1;
  else tally.axeAll += 1;
  tally.axeRules +=
    result.passes.length + result.violations.length + result.incomplete.length + result.inapplicable.length;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** The theme's settings as the panel stores them (AppThemeProvider). */
export const themeSettings = (mode: 'light' | 'dark') =>
  JSON.stringify({ mode, themeColor: '#0f766e', contentWidth: 'boxed' });

/**
 * Switches the panel's theme mode in place, as a change in another tab does (the storage
 * event AppThemeProvider follows), and waits until the page is drawn in it.
 */
async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((settings) => {
    localStorage.setItem('settings', settings);
    window.dispatchEvent(new StorageEvent('storage', { key: 'settings', newValue: settings }));
  }, themeSettings(mode));
  await page.waitForFunction((chosen) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r + g + b < 200 === (chosen === 'dark');
  }, mode);
  await animationsDone(page);
}

/**
 * The axe checks of one page in both themes: every rule in light, the colour rules in
 * dark. The page, its text and its structure are the same in both themes; only the
 * colours differ. The page is checked first in the theme it shows and left in the other
 * one (the next page starts there), which saves a switch per page.
 * @returns the violations found, each line naming the page and the theme
 */
export async function axeBothThemes(page: Page, where: string, tally: Tally): Promise<string[]> {
  await animationsDone(page);
  const dark = await page.evaluate(() => localStorage.getItem('settings')?.includes('"mode":"dark"') ?? false);
  const light = async () => violations(page, `${where} (light)`, tally);
  const colours = async () => violations(page, `${where} (dark)`, tally, COLOUR_RULES);
  const found = await (dark ? colours() : light());
  await setMode(page, dark ? 'light' : 'dark');
  found.push(...(await (dark ? light() : colours())));
  return found;
}
