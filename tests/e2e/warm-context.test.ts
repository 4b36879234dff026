/**
 * A signed-in context kept for the file's next test of the same account
 * (tests/e2e/contextPool.ts; docs/testing.md "A context kept warm"), and the Hosting
 * headers the preview server sends as Hosting does (firebase.json; docs/deploy.md,
 * "12. Caching"): the kept context and its page start the panel from the cache, signed
 * in, with nothing of the earlier test's storage; a page its test listened on is closed,
 * and a context whose test added a route is closed, not kept.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, launchBrowser, networkQuiet, openSignedIn, skipReason } from './browser';

const ADMIN = demoAccount('admin@demo.om');
/**
 * Options no other file signs in with (a browser set to Muscat's time): the first start
 * here is in a new context whichever files ran before in this process.
 */
const MUSCAT = { timezoneId: 'Asia/Muscat' } as const;

/**
 * How the page's JavaScript files arrived, by file: the bytes that came over the network
 * (0: from the browser's cache). Only files whose load ended are listed.
 */
async function scriptTransfers(page: Page): Promise<Map<string, number>> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).transferSize] as const),
  );
  return new Map(entries);
}

/** How many of `transfers` came over the network, and how many from the cache. */
function counted(transfers: ReadonlyMap<string, number>): { fetched: number; cached: number } {
  const sizes = [...transfers.values()];
  return { fetched: sizes.filter((size) => size > 0).length, cached: sizes.filter((size) => size === 0).length };
}

describe.skipIf(skipReason() !== '')('a signed-in context kept warm', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("starts the next test's panel from the cache, signed in, with the earlier test's storage gone", async () => {
    const first = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', MUSCAT);
    await networkQuiet(first.page);
    const firstLoad = await scriptTransfers(first.page);
    expect(counted(firstLoad).fetched).toBeGreaterThan(0);
    // What an earlier test leaves behind: the panel switched to Arabic, a key of its own.
    await first.page.evaluate(() => {
      localStorage.setItem('locale', 'ar');
      localStorage.setItem('left-by-an-earlier-test', '1');
      sessionStorage.setItem('left-by-an-earlier-test', '1');
    });
    await first.context.close();

    const second = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', MUSCAT);
    expect(second.context).toBe(first.context);
    // The page too, with its renderer process: it had nothing on it that outlives a navigation.
    expect(second.page).toBe(first.page);
    await second.page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
    await networkQuiet(second.page);
    expect(await second.page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await second.page.evaluate(() => localStorage.getItem('left-by-an-earlier-test'))).toBeNull();
    expect(await second.page.evaluate(() => sessionStorage.getItem('left-by-an-earlier-test'))).toBeNull();
    // Every file the first test's page had loaded comes from the cache. Files the first page
    // had not finished (a menu link's prefetch still on its way when the test ended) may
    // come over the network: the earlier test never had them.
    const secondLoad = await scriptTransfers(second.page);
    const again = [...secondLoad].filter(([file]) => firstLoad.has(file));
    expect(again.filter(([, size]) => size > 0)).toEqual([]);
    expect(again.length).toBeGreaterThan(counted(firstLoad).fetched / 2);
    // The shell itself is asked again (no-cache), so a new deploy reaches the next load.
    const shell = await second.page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).transferSize,
    );
    expect(shell).toBeGreaterThan(0);
    await second.context.close();
  });

  it('keeps the context but not the page of a test that listened on the page', async () => {
    const first = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', MUSCAT);
    first.page.on('console', () => undefined);
    await first.context.close();
    const second = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', MUSCAT);
    expect(second.context).toBe(first.context);
    expect(second.page).not.toBe(first.page);
    expect(first.page.isClosed()).toBe(true);
    await second.context.close();
  });

  it('closes a context whose test added a route, and opens a new one for the next', async () => {
    const first = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', MUSCAT);
    await first.context.route('**/no-such-file', (route) => route.abort());
    await first.context.close();
    const second = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', MUSCAT);
    expect(second.context).not.toBe(first.context);
    expect(counted(await scriptTransfers(second.page))).toMatchObject({ cached: 0 });
    await second.context.close();
  });
});

if (skipReason()) {
  describe('a signed-in context kept warm', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
