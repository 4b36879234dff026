/**
 * Accessibility in a real browser: axe-core on every working screen (login, dashboard,
 * translation, each entity screen's list, detail page, edit form and delete dialog,
 * people's pages with their related lists, and an order opened from a customer's
 * page), in English and Arabic, light and dark: no serious or critical violation.
 * Contrast is checked by axe's color-contrast rule (WCAG AA, 4.5:1 for text).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { buildCustomers } from '../../scripts/seed-data/build';
import { regularCustomer } from '../../scripts/seed-data/orders';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { animationsDone, launchBrowser, networkQuiet, openPage, skipReason } from './browser';
import ordersAr from '@/locales/ar/orders.json';
import ordersEn from '@/locales/en/orders.json';
import { cell, rows } from './table';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');

/** The entity screens: each list has rows in the demo data. */
const ENTITY_SCREENS = ['/coupon', '/SubscriptionPackages', '/Category', '/Cities', '/FAQs', '/articles'];

/** @returns the serious and critical violations on the page, as readable lines. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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

/** Waits for the app's route progress and data to settle. */
async function settle(page: Page): Promise<void> {
  await networkQuiet(page).catch(() => {});
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // MUI's transitions (dialogs, ripples) ended.
  await animationsDone(page);
}

/**
 * People's pages with their related lists (docs/access.md "A person's page"): the
 * seed's regular customer (orders), a supplier (products, sub-categories, fines and
 * rewards, orders) and a rider with fines and rewards (their totals, reports, orders).
 * @returns the pages' paths
 */
async function personPages(): Promise<string[]> {
  const fines = await adminFirestore(E2E_PROJECT_ID)
    .collection('prizesFines')
    .where('personType', '==', 'rider')
    .limit(1)
    .get();
  const riderId = String(fines.docs[0]?.get('personId') ?? '');
  if (!riderId) throw new Error('The demo data has no rider with fines or rewards');
  const customer = regularCustomer({ customers: buildCustomers() });
  return [`/user/id/${customer.id}`, '/supplier/id/supplier-001', `/rider/id/${riderId}`];
}

const COMBOS = [
  { locale: 'en', mode: 'light' },
  { locale: 'ar', mode: 'dark' },
  { locale: 'ar', mode: 'light' },
  { locale: 'en', mode: 'dark' },
] as const;

describe.skipIf(skipReason() !== '')('accessibility (axe-core) in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { locale, mode } of COMBOS) {
    // About 35 axe runs with their page loads: far more than the default time of an e2e test
    // (several minutes on a busy 2-core machine).
    it(`has no serious or critical violation in ${locale}, ${mode} mode`, { timeout: 600_000 }, async () => {
      if (!ADMIN) throw new Error('No demo account admin@demo.om');
      const { context, page } = await openPage(browser, '/');
      await page.evaluate(
        (chosen) => {
          localStorage.setItem('locale', chosen.locale);
          localStorage.setItem(
            'settings',
            JSON.stringify({ mode: chosen.mode, themeColor: '#0f766e', contentWidth: 'boxed' }),
          );
        },
        { locale, mode },
      );
      await page.reload();
      await settle(page);
      const found = await violations(page, 'login');
      await page.locator('input[name="email"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/dashboard');
      await settle(page);
      found.push(...(await violations(page, 'dashboard')));
      const origin = new URL(page.url()).origin;
      await page.goto(`${origin}/translation`);
      await settle(page);
      found.push(...(await violations(page, '/translation')));
      // The image gallery: a grid of pictures, not a table.
      await page.goto(`${origin}/imageGallery`);
      await page.locator('main .MuiImageList-root img').first().waitFor();
      await settle(page);
      found.push(...(await violations(page, '/imageGallery')));

      for (const path of ENTITY_SCREENS) {
        await page.goto(`${origin}${path}`);
        await page.getByRole('table').waitFor();
        await rows(page).first().waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} list`)));

        // A plain cell opens the row (a cell with a link opens the record it links to).
        await rows(page)
          .first()
          .getByRole('cell')
          .filter({ hasNot: page.locator('a, button, input, [data-row-actions]') })
          .first()
          .click();
        await page.waitForURL(`**${path}/id/**`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} detail`)));

        await page.locator('main button.MuiButton-colorError').last().click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} dialog`)));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });

        await page.goto(`${page.url()}/edit`);
        await page.locator('form').waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} form`)));
        // Leave without changes: no unsaved-changes question.
      }

      // Each part of a person's page, one tab at a time (only the chosen one is mounted).
      for (const path of await personPages()) {
        await page.goto(`${origin}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const tabs = page.locator('main [role="tab"]');
        await tabs.first().waitFor();
        const count = await tabs.count();
        for (let index = 0; index < count; index += 1) {
          const tab = tabs.nth(index);
          await tab.click();
          await page.waitForFunction(
            (i) => document.querySelectorAll('main [role="tab"]')[i]?.getAttribute('aria-selected') === 'true',
            index,
          );
          await page.locator('main [role="tabpanel"]').waitFor();
          // Not settle(): once an orders tab has opened the live listener, the network is
          // never idle again; the tab's own loading (skeletons, progress) is what ends.
          await page
            .locator('main [role="tabpanel"] [role="progressbar"]:visible')
            .first()
            .waitFor({ state: 'hidden', timeout: 5_000 })
            .catch(() => {});
          await animationsDone(page);
          found.push(...(await violations(page, `${path} person, tab ${(await tab.textContent()) ?? index}`)));
        }
      }
      // An order opened from the customer's page, under the customer's trail.
      const customerPage = (await personPages())[0] ?? '';
      await page.goto(`${origin}${customerPage}?tab=orders`);
      const firstOrder = rows(page.locator('main')).first();
      await firstOrder.waitFor();
      await settle(page);
      const orderId = (await firstOrder.getAttribute('data-id')) ?? '';
      const main = page.locator('main');
      const totalPrice = (locale === 'ar' ? ordersAr : ordersEn)['order.totalPrice'];
      await (await cell(main, main.locator(`tbody tr[data-id="${orderId}"]`), totalPrice)).click();
      await page.waitForURL(`**${customerPage}/orders/id/${orderId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      found.push(...(await violations(page, 'order under a customer')));
      expect(found).toEqual([]);
      await context.close();
    });
  }
});

if (skipReason()) {
  describe('accessibility (axe-core) in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
