/**
 * Accessibility in a real browser: axe-core on every working screen (login, dashboard,
 * translation, each entity screen's list, detail page, edit form and delete dialog,
 * people's pages with their related lists, and an order opened from a customer's
 * page), in English and Arabic, light and dark: no serious or critical violation.
 * Contrast is checked by axe's color-contrast rule (WCAG AA, 4.5:1 for text).
 * One sweep per language visits each page once (docs/testing.md): every axe rule in the
 * light theme, then the theme switched to dark in place (as another tab's toggle does)
 * and the rules that read colours run again, then back to light. The page, its text and
 * its structure are the same in both themes; only the colours differ.
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

/** The WCAG rules that read colours: all that can differ between the light and dark themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * @param rules the axe rules to run (default: every WCAG 2.1 A and AA rule)
 * @returns the serious and critical violations on the page, as readable lines
 */
async function violations(page: Page, where: string, rules?: readonly string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const result = await (
    rules ? axe.withRules([...rules]) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
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

/**
 * Switches the panel's theme mode in place, as a change in another tab does (the storage
 * event AppThemeProvider follows), and waits until the page is drawn in it.
 */
async function setMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((chosen) => {
    const settings = JSON.stringify({ mode: chosen, themeColor: '#0f766e', contentWidth: 'boxed' });
    localStorage.setItem('settings', settings);
    window.dispatchEvent(new StorageEvent('storage', { key: 'settings', newValue: settings }));
  }, mode);
  await page.waitForFunction((chosen) => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []).map(Number);
    return r + g + b < 200 === (chosen === 'dark');
  }, mode);
  await animationsDone(page);
}

/**
 * The checks of one page in both themes: every rule in light, the colour rules in dark.
 * @returns the violations found, each line naming the page and the theme
 */
async function bothThemes(page: Page, where: string): Promise<string[]> {
  const found = await violations(page, `${where} (light)`);
  await setMode(page, 'dark');
  found.push(...(await violations(page, `${where} (dark)`, COLOUR_RULES)));
  await setMode(page, 'light');
  return found;
}

const LOCALES = ['en', 'ar'] as const;

describe.skipIf(skipReason() !== '')('accessibility (axe-core) in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const locale of LOCALES) {
    // About 60 pages, each checked in both themes: far more than the default time of an
    // e2e test (several minutes on a busy 2-core machine).
    it(`has no serious or critical violation in ${locale}, light and dark`, { timeout: 900_000 }, async () => {
      if (!ADMIN) throw new Error('No demo account admin@demo.om');
      const { context, page } = await openPage(browser, '/');
      await page.evaluate(
        (chosen) => {
          localStorage.setItem('locale', chosen.locale);
          localStorage.setItem(
            'settings',
            JSON.stringify({ mode: 'light', themeColor: '#0f766e', contentWidth: 'boxed' }),
          );
        },
        { locale },
      );
      await page.reload();
      await settle(page);
      const found = await bothThemes(page, 'login');
      await page.locator('input[name="email"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/dashboard');
      await settle(page);
      found.push(...(await bothThemes(page, 'dashboard')));
      const origin = new URL(page.url()).origin;
      await page.goto(`${origin}/translation`);
      await settle(page);
      found.push(...(await bothThemes(page, '/translation')));
      // The image gallery: a grid of pictures, not a table.
      await page.goto(`${origin}/imageGallery`);
      await page.locator('main .MuiImageList-root img').first().waitFor();
      await settle(page);
      found.push(...(await bothThemes(page, '/imageGallery')));

      for (const path of ENTITY_SCREENS) {
        await page.goto(`${origin}${path}`);
        await page.getByRole('table').waitFor();
        await rows(page).first().waitFor();
        await settle(page);
        found.push(...(await bothThemes(page, `${path} list`)));

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
        found.push(...(await bothThemes(page, `${path} detail`)));

        await page.locator('main button.MuiButton-colorError').last().click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        found.push(...(await bothThemes(page, `${path} dialog`)));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });

        await page.goto(`${page.url()}/edit`);
        await page.locator('form').waitFor();
        await settle(page);
        found.push(...(await bothThemes(page, `${path} form`)));
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
          found.push(...(await bothThemes(page, `${path} person, tab ${(await tab.textContent()) ?? index}`)));
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
      found.push(...(await bothThemes(page, 'order under a customer')));
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
