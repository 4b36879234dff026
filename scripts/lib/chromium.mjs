/**
 * The Chromium the benchmarks drive (Debian's /usr/bin/chromium; CHROMIUM_PATH
 * overrides) and the flags they start it with, in one place for `npm run bench` and
 * `npm run lighthouse`.
 */

/** Where Chromium is. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, measurable browser: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts headless Chromium through playwright-core.
 * @returns the browser (close it when done)
 */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
