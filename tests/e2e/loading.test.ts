/**
 * Honest loading (issue 34 item 7; docs/performance.md "Errors"), in headless Chromium:
 * a slow answer is "Still loading…" with a spinner, never "Cannot reach the server";
 * that message comes only when a request failed ("You are offline" when the browser
 * is); a list shows its structure (its header titles and row skeletons) at once; and
 * axe-core finds no serious violation at any moment of the loading (checked while the
 * reads are held, again as they are let through, and once everything is in), in
 * English on a desktop and in Arabic on a touch tablet.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import arCommon from '@/locales/ar/common.json';
import arCoupons from '@/locales/ar/coupons.json';
import enCommon from '@/locales/en/common.json';
import enCoupons from '@/locales/en/coupons.json';
import { arabicTablet, launchBrowser, openSignedIn, skipReason } from './browser';
import { rows } from './table';
import { seriousViolations } from './axe';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');
if (!ADMIN) throw new Error('No demo account admin@demo.om');

/** Firestore's queries and counts (the profile's document read at sign-in goes through). */
const READS = /:runQuery|:runAggregationQuery/;

/** @returns the serious and critical axe violations now, as readable lines. */
async function violations(page: Page, moment: string): Promise<string[]> {
  return (await seriousViolations(page)).map((v) => `${moment}: ${v}`);
}

/**
 * Holds every Firestore read of the page until `release` is called.
 * @returns release, and how many reads are held now
 */
async function holdReads(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(READS, async (route) => {
    held++;
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

const LANGUAGES = [
  {
    name: 'English on a desktop',
    common: enCommon,
    code: enCoupons['coupon.code'],
    open: (browser: Browser, path: string, watch: (page: Page) => unknown) =>
      openSignedIn(browser, ADMIN.email, ADMIN.password, path, { viewport: { width: 1440, height: 900 }, watch }),
  },
  {
    name: 'Arabic on a touch tablet',
    common: arCommon,
    code: arCoupons['coupon.code'],
    open: (browser: Browser, path: string, watch: (page: Page) => unknown) =>
      arabicTablet(browser, ADMIN.email, ADMIN.password, path, watch),
  },
] as const;

describe.skipIf(skipReason() !== '')('honest loading in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(LANGUAGES)('$name', (language) => {
    it('a slow dashboard says "Still loading", never that the server is unreachable', { timeout: 90_000 }, async () => {
      // Held from the start of the page (the panel's first reads): no counter read yet.
      let release = () => {};
      const { context, page } = await language.open(browser, '/dashboard', async (opening) => {
        ({ release } = await holdReads(opening));
      });
      const counters = page.locator('[data-counter]');
      await counters.first().locator('.MuiSkeleton-root').waitFor();
      const found = await violations(page, 'counters held');
      // What a person waits for: the words that say the wait is long.
      await counters.first().getByRole('status').getByText(language.common['common.stillLoading']).waitFor();
      found.push(...(await violations(page, 'counters slow')));
      expect(await page.getByText(language.common['error.network']).count()).toBe(0);
      release();
      await counters.first().getByTestId('counter-value').waitFor();
      found.push(...(await violations(page, 'counters arriving')));
      // Every counter's held read answers after the release: under a busy machine some take
      // a few seconds (expect.poll's default second was too short in a CI run).
      await expect
        .poll(() => page.getByText(language.common['common.stillLoading']).count(), { timeout: 20_000 })
        .toBe(0);
      expect(await page.getByText(language.common['error.network']).count()).toBe(0);
      expect(found).toEqual([]);
      await context.close();
    });

    it(
      'a list shows its structure at once, and passes axe at every moment of its loading',
      { timeout: 90_000 },
      async () => {
        // Held from the start of the page (the panel's first reads): no row read yet.
        let release = () => {};
        const { context, page } = await language.open(browser, '/coupon', async (opening) => {
          ({ release } = await holdReads(opening));
        });
        const skeleton = page.locator('[data-grid-skeleton]');
        // The header's titles show before any row is read.
        await skeleton.getByText(language.code, { exact: true }).waitFor();
        expect(await skeleton.getAttribute('role')).toBe('progressbar');
        const found = await violations(page, 'list held');
        await page
          .locator('[data-list-grid]')
          .getByRole('status')
          .getByText(language.common['common.stillLoading'])
          .waitFor();
        found.push(...(await violations(page, 'list slow')));
        release();
        // Checked again and again while the rows arrive, until they are all in.
        let checks = 0;
        while ((await rows(page).count()) === 0 || checks < 2) {
          found.push(...(await violations(page, `list arriving (${checks})`)));
          checks++;
        }
        await rows(page).first().waitFor();
        // Every counter's held read answers after the release: under a busy machine some take
        // a few seconds (expect.poll's default second was too short in a CI run).
        await expect
          .poll(() => page.getByText(language.common['common.stillLoading']).count(), { timeout: 20_000 })
          .toBe(0);
        found.push(...(await violations(page, 'list in')));
        expect(found).toEqual([]);
        await context.close();
      },
    );
  });

  it(
    'says "Cannot reach the server" when a read fails, and "You are offline" when the browser is',
    { timeout: 90_000 },
    async () => {
      // Refused from the start of the page: the counters' first reads fail.
      const { context, page } = await LANGUAGES[0].open(browser, '/dashboard', (opening) =>
        opening.route(/:runAggregationQuery/, (route) => route.abort('connectionrefused')),
      );
      const counter = page.locator('[data-counter]').first();
      const alert = counter.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe(enCommon['error.network']);
      await context.setOffline(true);
      await counter.getByRole('button', { name: enCommon['common.retry'] }).click();
      await counter.getByRole('alert').getByText(enCommon['error.offline']).waitFor();
      await context.setOffline(false);
      await page.unroute(/:runAggregationQuery/);
      await counter.getByRole('button', { name: enCommon['common.retry'] }).click();
      await counter.getByTestId('counter-value').waitFor();
      await context.close();
    },
  );
});

if (skipReason()) {
  describe('honest loading in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
