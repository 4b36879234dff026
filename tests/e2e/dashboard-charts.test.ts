/**
 * The dashboard's order charts in headless Chromium (spec §1; docs/data-model.md
 * "Dashboard"): an admin sees orders per day, revenue per day and orders by status, each
 * also as a table for screen readers whose numbers equal the database's; a person
 * without /allOrders sees no chart; the counter cards keep their height as counts arrive.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  demoAccount,
  launchBrowser,
  networkQuiet,
  openPage,
  openSignedIn,
  scrollThrough,
  signIn,
  skipReason,
} from './browser';
import { DASHBOARD_DAYS } from '@/config/constants';
import common from '@/locales/en/common.json';
import orders from '@/locales/en/orders.json';

const ADMIN = demoAccount('admin@demo.om');

const TRANSLATOR = demoAccount('translator@demo.om');

describe.skipIf(skipReason() !== '')('dashboard charts in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an admin the three order charts with their numbers readable as tables', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard');
    // The per-day titles are plurals: their English "other" form for the dashboard's days.
    const perDay = (key: 'ordersPerDay' | 'revenuePerDay') =>
      common[`dashboard.charts.${key}_other`].replace('{{count, number}}', String(DASHBOARD_DAYS));
    for (const name of [perDay('ordersPerDay'), perDay('revenuePerDay'), common['dashboard.charts.byStatus']]) {
      await page.getByRole('region', { name }).waitFor({ timeout: 30_000 });
    }
    // Their code and their tables come as the cards near the viewport.
    await scrollThrough(page);
    const byStatus = page.getByRole('table', { name: common['dashboard.charts.byStatus'] });
    await byStatus.waitFor({ state: 'attached', timeout: 30_000 });
    const db = adminFirestore(E2E_PROJECT_ID);
    const delivered = (await db.collection('orders').where('status', '==', 'delivered').count().get()).data().count;
    expect(delivered).toBeGreaterThan(0);
    const row = byStatus.getByRole('row', { name: new RegExp(`^${orders['order.statuses.delivered']} `) });
    expect((await row.getByRole('cell').innerText()).replace(/,/g, '')).toBe(String(delivered));
    // Thirty days, one row each, and drawn charts (SVG) beside the tables.
    const perDayTable = page.getByRole('table', { name: perDay('ordersPerDay') });
    await expect.poll(() => perDayTable.locator('tbody tr').count(), { timeout: 30_000 }).toBe(30);
    // The drawings follow the tables (their own chunk, drawn once the page is idle and
    // their card is near the viewport).
    await scrollThrough(page);
    await expect
      .poll(() => page.locator('svg.MuiChartsSurface-root, .MuiChartsSurface-root').count(), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    // The drawings are hidden from assistive technology (the tables say it): nothing in
    // them takes the keyboard's focus (Lighthouse's aria-hidden-focus).
    expect(await page.locator('[aria-hidden="true"] [tabindex]:not([tabindex="-1"])').count()).toBe(0);
    await context.close();
  });

  it.each([
    { width: 820, height: 1180, locale: 'ar', touch: true },
    { width: 1180, height: 820, locale: 'ar', touch: true },
    { width: 1440, height: 900, locale: 'en', touch: false },
  ])(
    'labels the days and counts of every chart at $width x $height in $locale, mirrored in Arabic, in its digits',
    async (device) => {
      const rtl = device.locale === 'ar';
      const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard', {
        viewport: { width: device.width, height: device.height },
        hasTouch: device.touch,
        ...(rtl ? { locale: 'ar' } : {}),
      });
      if (rtl) await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      const charts = page.locator('.MuiChartsSurface-root');
      // The charts' code (their tables) loads, and each drawing renders, as their cards
      // come near the viewport (on a tablet the counters fill the first screen).
      await scrollThrough(page);
      await page.locator('table').first().waitFor({ state: 'attached', timeout: 30_000 });
      await scrollThrough(page);
      await expect.poll(() => charts.count(), { timeout: 30_000 }).toBe(3);
      for (let index = 0; index < 3; index += 1) {
        const chart = charts.nth(index);
        await chart.scrollIntoViewIfNeeded();
        // Each chart's x axis (days, or counts for the statuses) names its ticks on screen:
        // whole labels (no ellipsis), in the language's digits, inside the viewport.
        const labels = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
        await expect.poll(() => labels.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
        const shown = await labels.evaluateAll((all) =>
          all.map((label) => {
            const box = label.getBoundingClientRect();
            return {
              text: label.textContent ?? '',
              left: box.left,
              right: box.right,
              width: box.width,
              height: box.height,
            };
          }),
        );
        for (const label of shown) {
          expect(label.text, `chart ${index}`).toMatch(/^[^٠-٩…]*[0-9][^٠-٩…]*$/); // 0–9 in both languages (docs/numbers.md)
          expect(label.width).toBeGreaterThan(0);
          expect(label.height).toBeGreaterThan(0);
          expect(label.left).toBeGreaterThanOrEqual(0);
          expect(label.right).toBeLessThanOrEqual(device.width);
        }
        // Mirrored in Arabic: the days (or counts) run from right to left, the first on the
        // right, and the value (or status) axis stands on the right of the drawing.
        const first = shown[0];
        const last = shown[shown.length - 1];
        const axis = await chart.locator('.MuiChartsAxis-directionY').boundingBox();
        if (!first || !last || !axis) throw new Error(`chart ${index} has no axes`);
        expect(first.left > last.left, `chart ${index} runs right to left`).toBe(rtl);
        expect(axis.x > first.left, `chart ${index} has its y axis on the right`).toBe(rtl);
      }
      await context.close();
    },
  );

  it('keeps each counter card at its height as the counts arrive on a phone (no layout shift)', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard', {
      viewport: { width: 412, height: 823 },
    });
    // The counts are held back, so the cards are measured with their skeletons.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/:runAggregationQuery/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const cards = page.locator('[data-counter]');
    await cards.first().locator('.MuiSkeleton-root').waitFor();
    const heights = () => cards.evaluateAll((all) => all.map((card) => card.getBoundingClientRect().height));
    const before = await heights();
    expect(before.length).toBeGreaterThan(1);
    release();
    await expect
      .poll(() => page.locator('[data-counter] [data-testid="counter-value"]').count(), { timeout: 30_000 })
      .toBe(before.length);
    expect(await heights()).toEqual(before);
    await context.close();
  });

  it("paints the charts' named cards on a phone and loads their code only as they come near the view", async () => {
    const { context, page } = await openPage(browser, '/', { width: 412, height: 823 });
    // The charts' code (queries, tables, cards): its chunk, or a preload of it.
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/OrderChartsContent-[^/]*\.js$/.test(request.url())) requested.push(request.url());
    });
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.locator('[data-counter] [data-testid="counter-value"]').first().waitFor({ timeout: 30_000 });
    await networkQuiet(page);
    // Below twelve counters: the three cards are there, each a region named by its
    // title with its skeleton, and nothing of their code has been asked for.
    const names = [
      common['dashboard.charts.ordersPerDay_other'].replace('{{count, number}}', String(DASHBOARD_DAYS)),
      common['dashboard.charts.revenuePerDay_other'].replace('{{count, number}}', String(DASHBOARD_DAYS)),
      common['dashboard.charts.byStatus'],
    ];
    for (const name of names) {
      const region = page.getByRole('region', { name });
      expect(await region.count(), name).toBe(1);
      expect(await region.locator('.MuiSkeleton-root').count(), name).toBe(1);
    }
    const first = await page.getByRole('region', { name: names[0] }).boundingBox();
    expect(first?.y ?? 0).toBeGreaterThan(823 + 300);
    expect(requested).toEqual([]);
    // Scrolled towards them, the code loads once and the cards fill in.
    await scrollThrough(page);
    await page
      .getByRole('table', { name: common['dashboard.charts.byStatus'] })
      .waitFor({ state: 'attached', timeout: 30_000 });
    expect(requested).toHaveLength(1);
    await context.close();
  });

  it('shows no chart to a person without /allOrders', async () => {
    const { context, page } = await openSignedIn(browser, TRANSLATOR.email, TRANSLATOR.password, '/dashboard');
    await page.getByRole('heading', { name: common['navbar.dashboard'], level: 1 }).waitFor();
    // Every read of the dashboard answered: a chart would have come with them.
    await networkQuiet(page);
    expect(await page.getByRole('region', { name: common['dashboard.charts.byStatus'] }).count()).toBe(0);
    await context.close();
  });
});
