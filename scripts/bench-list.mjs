#!/usr/bin/env node
/**
 * List benchmark in the browser (part of `npm run bench`, docs/performance.md "A list's
 * first visit and its search"; issue 33 items 1, 3 and 5). Builds the panel, seeds the
 * demo data into its own emulator project (demo-bench-list), serves it with `vite
 * preview` and measures in Debian's headless Chromium through playwright-core, signed in
 * as admin@demo.om:
 *
 * 1. **A list's first visit at a 4× slower CPU** (LIST_PATH, default /coupon; a phone's
 *    viewport, 412x823 as Lighthouse's mobile preset; no network throttling): the
 *    browser's cache is cleared, then a Chromium performance trace (CDP Tracing, through
 *    playwright-core's `browser.startTracing`) is taken with
 *    `Emulation.setCPUThrottlingRate` 4 from the navigation to one quiet second after the
 *    first page's last row came into the DOM (rows that arrive in slices count to the
 *    last; the long tasks just after them count too). From the renderer's main thread (top-level `RunTask`
 *    events) it prints the longest task, the total blocking time (the sum over the tasks
 *    of their time beyond 50 ms), the tasks over 50 ms with what ran in them and the
 *    style rules inserted in each task (Emotion's bursts, docs/performance.md). A
 *    returning staff member's visit: the session is kept, only the cache is cleared.
 *    LIST_RUNS visits (default 3), each printed, and their median.
 * 2. **A search's result** (desktop 1440x900, no throttling): terms typed at 120 ms a
 *    key into the list's search; the time from the last key's press to the frame that
 *    shows only matching rows (each row's text holds the term), or none and the grid's
 *    "nothing found" overlay. Each term is new to the
 *    list (no cached answer). The list's search waits for a pause in typing
 *    (SEARCH_DELAY_MS in src/components/entity/EntityTable.tsx) before it queries:
 *    that pause is inside the figure.
 *
 * The machine's load average (os.loadavg(), 1 minute) is printed before and after each
 * part: figures taken with a load above 2 are marked unreliable (other work shares the
 * CPU, and every task counts longer). Prints; never fails on the figures.
 */
/* global window, document, requestAnimationFrame, MutationObserver, CSSStyleSheet -- page.evaluate code */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { hasJava } from './lib/emulators.mjs';
import { runInsideEmulators, seedAndServePanel } from './lib/panel.mjs';
import { CHROMIUM_PATH, launchChromium } from './lib/chromium.mjs';

const PROJECT_ID = 'demo-bench-list';
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const LIST_PATH = process.env.LIST_PATH ?? '/coupon';
const RUNS = Math.max(1, Number(process.env.LIST_RUNS ?? 3) || 3);
const CPU_SLOWDOWN = 4;
/** Terms matching some of the seeded coupons' codes, each new to the list's cache. */
const TERMS = (process.env.LIST_TERMS ?? 'welcome,weekend,ramadan,grill,national').split(',');
const ADMIN = { email: 'admin@demo.om', password: 'Admin#2026' };
/** The load average (1 minute) above which a figure is marked unreliable. */
const LOAD_LIMIT = 2;

if (!process.env.LIST_INSIDE_EMULATORS) {
  if (!hasJava() || !existsSync(CHROMIUM_PATH)) {
    console.log('List benchmark: SKIPPED (needs Java for the emulators and Chromium at ' + CHROMIUM_PATH + ').');
    process.exit(0);
  }
}
runInsideEmulators({
  script: 'scripts/bench-list.mjs',
  projectId: PROJECT_ID,
  offset: OFFSET,
  insideFlag: 'LIST_INSIDE_EMULATORS',
});

// ---- Inside `firebase emulators:exec` ----------------------------------------------

const { server, baseUrl } = await seedAndServePanel({
  projectId: PROJECT_ID,
  offset: OFFSET,
  outDirName: 'bench-list-dist',
  port: 4617 + OFFSET,
});

/** @returns the 1-minute load average, e.g. "1.23" */
const load = () => loadavg()[0].toFixed(2);
/** @returns "load a → b" with " UNRELIABLE (load above 2)" when either is above the limit */
function loadNote(before, after) {
  const high = Number(before) > LOAD_LIMIT || Number(after) > LOAD_LIMIT;
  return `load ${before} → ${after}${high ? ` UNRELIABLE (load above ${LOAD_LIMIT})` : ''}`;
}
const ms = (v) => `${Math.round(v)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Installed before the page's scripts: marks the first page of rows as complete once no
 * row has been added for QUIET_MS (a grid that takes its rows in slices is measured to
 * its last slice, and the quiet second after it counts too); `__rowsDone` is when the
 * last row came (performance.now(), ms).
 */
function markFirstRows() {
  const QUIET_MS = 1000;
  const rows = () => document.querySelectorAll('.MuiDataGrid-row[data-id], tr[data-id]').length;
  let count = 0;
  let changed = 0;
  const observer = new MutationObserver(() => {
    const now = rows();
    if (now !== count) {
      count = now;
      changed = performance.now();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  const timer = setInterval(() => {
    if (count === 0 || performance.now() - changed < QUIET_MS) return;
    clearInterval(timer);
    observer.disconnect();
    window.__rowsDone = changed;
    performance.mark('bench:rows-visible');
  }, 100);
}

/**
 * Installed before the page's scripts: counts the style rules inserted
 * (`CSSStyleSheet.prototype.insertRule`, which Emotion uses in a production build), in
 * bursts: the rules inserted in one task (until a message posted at the first one is
 * handled). `window.__ruleBursts` holds each burst's rule count, in order.
 */
function countStyleRules() {
  const insertRule = CSSStyleSheet.prototype.insertRule;
  const bursts = (window.__ruleBursts = []);
  let open = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (open = false);
  CSSStyleSheet.prototype.insertRule = function (...args) {
    if (!open) {
      open = true;
      bursts.push(0);
      channel.port2.postMessage(0);
    }
    bursts[bursts.length - 1]++;
    return insertRule.apply(this, args);
  };
}

/**
 * The renderer main thread's top-level tasks between the navigation and the mark.
 * @param {Array<object>} events the trace's events
 * @returns {{ tasks: Array<{ start: number, dur: number, what: string }>, window: number } | null}
 *   start and dur in ms (start from the navigation), or null without the mark
 */
function tasksOf(events) {
  const mark = events.find((e) => e.name === 'bench:rows-visible');
  if (!mark) return null;
  const { pid } = mark;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? mark.tid;
  const starts = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && e.ts <= mark.ts);
  const nav = starts.at(-1)?.ts;
  if (nav === undefined) return null;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  const runTasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ts + e.dur >= nav && e.ts <= mark.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Top-level only: a RunTask inside another (a nested loop) is part of it.
  const top = [];
  for (const task of runTasks) {
    const last = top.at(-1);
    if (last && task.ts < last.ts + last.dur) continue;
    top.push(task);
  }
  const inside = (task) => onMain.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
  const describe = (task) => {
    const children = inside(task);
    const sum = (names) => children.filter((e) => names.includes(e.name)).reduce((s, e) => s + e.dur, 0) / 1000;
    const scripts = children
      .filter((e) =>
        ['EvaluateScript', 'FunctionCall', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame'].includes(e.name),
      )
      .sort((a, b) => b.dur - a.dur);
    const script = scripts[0];
    const url = script?.args?.data?.url ?? script?.args?.data?.stackTrace?.[0]?.url ?? '';
    const name = url ? url.replace(baseUrl, '').replace(/-[\w-]{8}\.js$/, '.js') : '';
    const parts = [];
    if (script) parts.push(`${script.name}${name ? ` ${name}` : ''} ${ms(script.dur / 1000)}`);
    const style = sum(['UpdateLayoutTree', 'RecalculateStyles']);
    const layout = sum(['Layout']);
    if (style >= 5) parts.push(`style ${ms(style)}`);
    if (layout >= 5) parts.push(`layout ${ms(layout)}`);
    return parts.join(', ');
  };
  return {
    window: (mark.ts - nav) / 1000,
    tasks: top
      .map((t) => ({ start: (t.ts - nav) / 1000, dur: t.dur / 1000, task: t }))
      .map((t) => ({
        start: t.start,
        dur: t.dur,
        what: t.dur > 50 ? describe(t.task) : '',
      })),
  };
}

const browser = await launchChromium();

/** Signs in through the login form of a new page of `context`. */
async function signIn(context) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  return page;
}

try {
  // ---- 1. First visit at a 4× slower CPU ----
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await signIn(phone);
  const cdp = await phone.newCDPSession(page);
  await page.addInitScript(markFirstRows);
  await page.addInitScript(countStyleRules);
  console.log(
    `\nList first visit: ${LIST_PATH} at a ${CPU_SLOWDOWN}× slower CPU (412x823 phone, no network throttling), ` +
      "from the navigation to a quiet second after the first page's last row",
  );
  const loadBefore = load();
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'toplevel'],
    });
    await page.goto(`${baseUrl}${LIST_PATH}`);
    await page.waitForFunction(() => performance.getEntriesByName('bench:rows-visible').length > 0, null, {
      timeout: 120_000,
      polling: 100,
    });
    const rowsDone = await page.evaluate(() => window.__rowsDone);
    const bursts = await page.evaluate(() => window.__ruleBursts);
    const trace = JSON.parse(String(await browser.stopTracing()));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const found = tasksOf(trace.traceEvents ?? trace);
    if (!found) {
      console.log(`  run ${run}: the trace holds no navigation or no rows mark; skipped`);
      continue;
    }
    const long = found.tasks.filter((t) => t.dur > 50);
    const longest = Math.max(0, ...found.tasks.map((t) => t.dur));
    const tbt = long.reduce((sum, t) => sum + t.dur - 50, 0);
    // The last row's time (performance.now() counts from the navigation's start).
    runs.push({ longest, tbt, window: rowsDone });
    console.log(
      `  run ${run}: page of rows in after ${ms(rowsDone)}   longest task ${ms(longest)}   total blocking time ${ms(tbt)}   ` +
        `${long.length} tasks over 50 ms (load ${load()})`,
    );
    for (const t of long.sort((a, b) => b.dur - a.dur).slice(0, 6)) {
      console.log(`      ${ms(t.dur).padStart(7)} at ${ms(t.start).padStart(8)}  ${t.what}`);
    }
    // Bursts of more than 3 rules (a component's rules; smaller ones are a single chip's).
    const big = bursts.filter((n) => n > 3);
    console.log(
      `      style rules inserted, by task: ${big.join(' + ')} (${bursts.reduce((sum, n) => sum + n, 0)} in all)`,
    );
  }
  if (runs.length) {
    console.log(
      `  median of ${runs.length}: page of rows in after ${ms(median(runs.map((r) => r.window)))}   longest task ` +
        `${ms(median(runs.map((r) => r.longest)))}   total blocking time ${ms(median(runs.map((r) => r.tbt)))}   ` +
        loadNote(loadBefore, load()),
    );
  }
  await phone.close();

  // ---- 2. A search's result, desktop, no throttling ----
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const list = await signIn(desktop);
  await list.goto(`${baseUrl}${LIST_PATH}`);
  await list.locator('.MuiDataGrid-row[data-id], tr[data-id]').first().waitFor({ timeout: 60_000 });
  const box = list.getByRole('searchbox').first();
  console.log(
    `\nList search: ${LIST_PATH}, desktop 1440x900, no throttling; terms typed at 120 ms a key, ` +
      'from the last key to the frame showing only matching rows',
  );
  const searchBefore = load();
  const times = [];
  for (const term of TERMS) {
    await box.fill('');
    // The whole list again (not only rows matching the next term) before typing it.
    await list.waitForFunction(
      (wanted) => {
        const rows = [...document.querySelectorAll('.MuiDataGrid-row[data-id], tr[data-id]')];
        return rows.length > 0 && !rows.every((row) => row.textContent.toLowerCase().includes(wanted));
      },
      term.toLowerCase(),
      { timeout: 60_000, polling: 50 },
    );
    await list.evaluate((wanted) => {
      window.__searchShown = null;
      window.__lastKey = 0;
      window.addEventListener('keydown', (e) => (window.__lastKey = e.timeStamp), { capture: true });
      // Only matching rows, or none and the list's "nothing found".
      const matches = () => {
        const rows = [...document.querySelectorAll('.MuiDataGrid-row[data-id], tr[data-id]')];
        if (rows.length === 0) return document.querySelector('.MuiDataGrid-overlay, [data-list-empty]') !== null;
        return rows.every((row) => row.textContent.toLowerCase().includes(wanted));
      };
      const observer = new MutationObserver(() => {
        if (!window.__lastKey || !matches() || window.__searchShown !== null) return;
        const typed = document.querySelector('input[type="search"]')?.value.toLowerCase();
        if (typed !== wanted) return;
        observer.disconnect();
        window.__searchShown = -1;
        requestAnimationFrame(() => setTimeout(() => (window.__searchShown = performance.now() - window.__lastKey), 0));
      });
      observer.observe(document.querySelector('main') ?? document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    }, term.toLowerCase());
    await box.click();
    await list.keyboard.type(term, { delay: 120 });
    await list.waitForFunction(() => typeof window.__searchShown === 'number' && window.__searchShown > 0, null, {
      timeout: 60_000,
      polling: 50,
    });
    const shown = await list.evaluate(() => window.__searchShown);
    times.push(shown);
    console.log(`  "${term}": ${ms(shown)} (load ${load()})`);
  }
  console.log(
    `  median of ${times.length}: ${ms(median(times))} from the last key to the result   ${loadNote(searchBefore, load())}`,
  );
  await desktop.close();
} finally {
  await browser.close();
  await server.close();
}
