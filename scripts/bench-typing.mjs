#!/usr/bin/env node
/**
 * Typing benchmark (part of `npm run bench`, docs/performance.md "Typing in a list's
 * search"): how long one keystroke takes from the key press to the frame that shows it,
 * in a list's search box (/coupon, signed in as admin@demo.om) and, for comparison, in
 * a plain field (the login form's e-mail). Builds the panel, seeds the demo data into
 * its own emulator project (demo-bench-typing) and serves it with `vite preview`, then
 * types in Debian's headless Chromium through playwright-core.
 *
 * How a keystroke is timed, in the page: a capture listener on `keydown` takes the
 * event's time stamp; after React has handled the key (the input event renders
 * synchronously), a requestAnimationFrame callback and the task after it mark the
 * moment the next frame is painted. That is the keystroke's share of Interaction to
 * Next Paint (the target: one frame, 16 ms, on a desktop). Prints the minimum, median and
 * maximum of each field over TYPING_KEYS keystrokes (default 40); never fails on them.
 * Measured on a busy machine the figures grow with the load: compare runs with farm-bench
 * or on a quiet machine.
 */
/* global window, requestAnimationFrame -- the functions passed to page.evaluate run in the page */
import { existsSync } from 'node:fs';
import { hasJava } from './lib/emulators.mjs';
import { runInsideEmulators, seedAndServePanel } from './lib/panel.mjs';
import { CHROMIUM_PATH, launchChromium } from './lib/chromium.mjs';

const PROJECT_ID = 'demo-bench-typing';
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const KEYS = Number(process.env.TYPING_KEYS ?? 40);
const ADMIN = { email: 'admin@demo.om', password: 'Admin#2026' };

if (!process.env.TYPING_INSIDE_EMULATORS) {
  if (!hasJava() || !existsSync(CHROMIUM_PATH)) {
    console.log('Typing benchmark: SKIPPED (needs Java for the emulators and Chromium at ' + CHROMIUM_PATH + ').');
    process.exit(0);
  }
}
runInsideEmulators({
  script: 'scripts/bench-typing.mjs',
  projectId: PROJECT_ID,
  offset: OFFSET,
  insideFlag: 'TYPING_INSIDE_EMULATORS',
});

// ---- Inside `firebase emulators:exec` ----------------------------------------------

const { server, baseUrl } = await seedAndServePanel({
  projectId: PROJECT_ID,
  offset: OFFSET,
  outDirName: 'typing-dist',
  port: 4517 + OFFSET,
});

/** Installed in the page: times each keystroke to the frame after it (see above). */
function installKeystrokeTimer() {
  window.__keystrokes = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => setTimeout(() => window.__keystrokes.push(performance.now() - start), 0));
    },
    { capture: true },
  );
}

/**
 * Types KEYS letters into a field, one at a time, each after the previous one's frame.
 * @returns the keystrokes' durations in ms
 */
async function typeInto(page, field) {
  await page.evaluate(installKeystrokeTimer);
  await field.click();
  const text = 'summer sale coupon for eid and national day offers '.repeat(3).slice(0, KEYS);
  for (const char of text) {
    const before = await page.evaluate(() => window.__keystrokes.length);
    await page.keyboard.type(char);
    await page.waitForFunction((n) => window.__keystrokes.length > n, before);
  }
  return page.evaluate(() => window.__keystrokes.slice());
}

function figures(name, durations) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(34)} ${String(sorted.length).padStart(3)} keys   min ${ms(sorted[0])}   median ${ms(at(0.5))}   p90 ${ms(at(0.9))}   max ${ms(sorted.at(-1))}`,
  );
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${baseUrl}/`);
  console.log('\nTyping: one keystroke, from the key press to the next frame (desktop, 1440x900)');
  figures('a plain field (login e-mail)', await typeInto(page, page.getByLabel('Email')));
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  await page.goto(`${baseUrl}/coupon`);
  await page.locator('.MuiDataGrid-row[data-id], tr[data-id]').first().waitFor({ timeout: 60_000 });
  figures("a list's search (/coupon)", await typeInto(page, page.getByRole('searchbox').first()));
} finally {
  await browser.close();
  await server.close();
}
