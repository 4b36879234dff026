/**
 * The screen sweep (docs/testing.md "The screen sweep"): one pass per (language, device)
 * that opens each page once and applies every check to it (tests/e2e/sweep-checks.ts).
 * Devices: a desktop in English (1440x900), a portrait tablet in Arabic (820x1180, touch)
 * and a landscape tablet in Arabic (1180x820, touch).
 *
 * On every device, for each menu screen's list and the page of its first document:
 * every action of each table's first row is on screen (inside the viewport and the
 * table's visible area), and at least 44 px on a touch screen; no value in a table is
 * cut at its start; the page does not scroll sideways (only a table may); on a touch
 * screen every control on screen is at least 44 px, the palette's and a date picker's
 * too (docs/adding-an-entity.md, lists on tablets).
 *
 * On the English desktop and the Arabic portrait tablet, axe-core too (no serious or
 * critical violation; contrast is axe's color-contrast rule, WCAG AA 4.5:1): the login
 * screen, the dashboard, the translation screen, the image gallery, each entity screen's
 * list, document page, delete dialog and edit form, people's pages with each of their
 * tabs (the seed's regular customer, a supplier, a rider with fines and rewards), an order
 * opened from the customer's page, and in Arabic the menu opened as a drawer. Every WCAG
 * 2.1 A and AA rule runs in the light theme, then the theme is switched to dark in place
 * and the rules that read colours run again.
 *
 * One browser; one sign-in per device; screens are opened inside the running panel (as
 * its menu does), not by reloading it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_ITEMS } from '@/config/navigation';
import arCommon from '@/locales/ar/common.json';
import arEntity from '@/locales/ar/entity.json';
import arOrders from '@/locales/ar/orders.json';
import arPalette from '@/locales/ar/palette.json';
import enCommon from '@/locales/en/common.json';
import enEntity from '@/locales/en/entity.json';
import enOrders from '@/locales/en/orders.json';
import enPalette from '@/locales/en/palette.json';
import { buildCustomers } from '../../scripts/seed-data/build';
import { regularCustomer } from '../../scripts/seed-data/orders';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { animationsDone, demoAccount, launchBrowser, signIn, skipReason } from './browser';
import {
  axeBothThemes,
  moveTo,
  newTally,
  problems,
  recordTally,
  themeSettings,
  visit,
  waitReady,
  WAIT,
} from './sweep-checks';
import { cell, rows } from './table';

const ADMIN = demoAccount('admin@demo.om');
/** Where the palette's and the date picker's screenshots go (optional). */
const SHOTS = process.env['SHOTS_DIR'] ?? '';

/** The devices; `axe` marks the one of each language on which axe-core runs. */
const DEVICES = [
  { name: 'desktop, English', width: 1440, height: 900, locale: 'en', touch: false, axe: true },
  { name: 'portrait tablet, Arabic', width: 820, height: 1180, locale: 'ar', touch: true, axe: true },
  { name: 'landscape tablet, Arabic', width: 1180, height: 820, locale: 'ar', touch: true, axe: false },
] as const;

/** The time of a test that runs axe on several pages, each in both themes. */
const LONG = { timeout: 300_000 };

/** Screens without a document page of their own (one page, a form, a dialog editor). */
const NO_DETAIL = new Set(['/dashboard', '/about', '/translation', '/imageGallery']);

/** The entity screens whose list, document page, delete dialog and edit form axe checks. */
const ENTITY_SCREENS = new Set(['/coupon', '/SubscriptionPackages', '/Category', '/Cities', '/FAQs', '/articles']);

/** The other screens axe checks (their one page). */
const AXE_PAGES = new Set(['/dashboard', '/translation', '/imageGallery']);

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

describe.skipIf(skipReason() !== '')('the screen sweep', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(DEVICES)('$name ($width x $height)', (device) => {
    const texts =
      device.locale === 'ar'
        ? { common: arCommon, entity: arEntity, orders: arOrders, palette: arPalette }
        : { common: enCommon, entity: enEntity, orders: enOrders, palette: enPalette };
    const tally = newTally();
    const at = `at ${device.width}x${device.height}`;
    let context: BrowserContext;
    let page: Page;

    /** Every check this device asks of the page open now; axe when `axe` names the page. */
    async function check(where: string, axe?: boolean): Promise<string[]> {
      tally.pages += 1;
      const found = (await problems(page, device.touch, tally)).map((p) => `${where} ${at}: ${p}`);
      if (axe && device.axe) found.push(...(await axeBothThemes(page, `${where} ${at}`, tally)));
      return found;
    }

    beforeAll(async () => {
      const viewport = { width: device.width, height: device.height };
      context = await browser.newContext({ viewport, locale: 'en-GB', hasTouch: device.touch });
      page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/`);
      await page.evaluate(
        ({ locale, settings }) => {
          localStorage.setItem('locale', locale);
          localStorage.setItem('settings', settings);
        },
        { locale: device.locale, settings: themeSettings('light') },
      );
      await page.reload();
      await page.locator('input[name="email"]').waitFor(WAIT);
    });
    afterAll(async () => {
      recordTally(device.name, tally);
      await context?.close();
    });

    it('the login screen', LONG, async () => {
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await animationsDone(page);
      expect(await check('login', true)).toEqual([]);
    });

    describe('signed in', () => {
      beforeAll(async () => {
        // The login form is filled in English (signIn's labels), the locale set afterwards.
        if (device.locale !== 'en') {
          await page.evaluate(() => localStorage.setItem('locale', 'en'));
          await page.reload();
        }
        await signIn(page, ADMIN.email, ADMIN.password);
        if (device.locale !== 'en') {
          await page.evaluate((locale) => localStorage.setItem('locale', locale), device.locale);
          await page.reload();
          await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, WAIT);
        }
      });

      // A screen with axe: its list, document, dialog and form, each in both themes (several
      // minutes on a busy 2-core machine).
      it.each(NAV_ITEMS.map((item) => item.path))('%s: its list and a document are usable', LONG, async (path) => {
        await visit(page, path);
        // The image gallery: a grid of pictures, not a table.
        if (path === '/imageGallery') await page.locator('main .MuiImageList-root img').first().waitFor(WAIT);
        const entity = ENTITY_SCREENS.has(path);
        const found = await check(entity ? `${path} list` : path, entity || AXE_PAGES.has(path));
        if (!NO_DETAIL.has(path)) {
          const id = await page.evaluate(() =>
            document.querySelector('main tbody tr[data-id]')?.getAttribute('data-id'),
          );
          if (id) {
            const detail = `${path}/id/${encodeURIComponent(id)}`;
            await visit(page, detail);
            found.push(...(await check(entity ? `${path} detail` : detail, entity)));
            if (entity && device.axe) {
              await page.locator('main button.MuiButton-colorError').last().click();
              await page.getByRole('dialog').waitFor(WAIT);
              found.push(...(await check(`${path} dialog`, true)));
              await page.keyboard.press('Escape');
              await page.getByRole('dialog').waitFor({ state: 'hidden' });
              // Leave without changes: no unsaved-changes question.
              await visit(page, `${detail}/edit`);
              await page.locator('main form').waitFor(WAIT);
              found.push(...(await check(`${path} form`, true)));
            }
          }
        }
        expect(found).toEqual([]);
      });

      it.runIf(device.axe)("people's pages, each of their tabs", { timeout: 900_000 }, async () => {
        const found: string[] = [];
        for (const path of await personPages()) {
          await visit(page, path);
          const tabs = page.locator('main [role="tab"]');
          await tabs.first().waitFor(WAIT);
          const count = await tabs.count();
          for (let index = 0; index < count; index += 1) {
            const tab = tabs.nth(index);
            await tab.click();
            await page.waitForFunction(
              (i) => document.querySelectorAll('main [role="tab"]')[i]?.getAttribute('aria-selected') === 'true',
              index,
            );
            await page.locator('main [role="tabpanel"]').waitFor(WAIT);
            const name = `${path} person, tab ${(await tab.textContent()) ?? index}`;
            await waitReady(page, name);
            found.push(...(await check(name, true)));
          }
        }
        expect(found).toEqual([]);
      });

      it.runIf(device.axe)("an order opened from its customer's page", LONG, async () => {
        const customerPage = (await personPages())[0] ?? '';
        await visit(page, `${customerPage}?tab=orders`);
        const main = page.locator('main');
        const orderId = (await rows(main).first().getAttribute('data-id')) ?? '';
        const total = await cell(
          main,
          main.locator(`tbody tr[data-id="${orderId}"]`),
          texts.orders['order.totalPrice'],
        );
        await moveTo(page, 'the order', () => total.click());
        await page.waitForURL(`**${customerPage}/orders/id/${orderId}`);
        expect(await check('order under a customer', true)).toEqual([]);
      });

      it.runIf(device.axe && device.touch)('the menu opened as a drawer', async () => {
        await page.getByRole('button', { name: texts.common['navbar.openMenu'], exact: true }).tap();
        const drawer = page.getByRole('navigation', { name: texts.common['navbar.menu'], exact: true });
        await drawer.waitFor(WAIT);
        await animationsDone(page);
        const found = await check('the menu drawer', true);
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'hidden' });
        expect(found).toEqual([]);
      });

      it.runIf(device.touch)('the palette and a date picker: every target at least 44 px', async () => {
        await visit(page, '/allOrders');
        await page.getByRole('banner').getByRole('button', { name: texts.common['navbar.search'], exact: true }).tap();
        const box = page.getByRole('combobox', { name: texts.palette['palette.label'] });
        await box.fill('a');
        await page.getByRole('dialog').getByRole('option').first().waitFor(WAIT);
        tally.pages += 1;
        expect(await problems(page, true, tally), 'the palette').toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/palette-${device.width}x${device.height}.png` });
        await page.keyboard.press('Escape');
        await box.waitFor({ state: 'detached' });
        // A date picker on a touch screen opens its calendar in a dialog (the filters may
        // be folded behind their button on a narrow screen).
        const from = page.getByTestId('order-from');
        if (!(await from.isVisible())) {
          await page.getByRole('button', { name: texts.entity['list.filters'] }).tap();
          await from.waitFor();
          // What a person waits for: the filters done unfolding (a height transition).
          await animationsDone(page);
        }
        await from.getByRole('button').tap();
        const calendar = page.getByRole('dialog');
        try {
          await calendar.locator('.MuiPickerDay-root').first().waitFor();
        } catch (error) {
          // CI met it once (stop 58): the calendar's days never showed. Say what the page
          // showed then: its dialogs (hidden from assistive technology or not), the focus
          // and the field's button.
          const seen = await page
            .evaluate(() => {
              const dialogs = [...document.querySelectorAll('[role="dialog"]')].map(
                (d) =>
                  `${d.closest('[aria-hidden="true"]') ? 'aria-hidden ' : ''}${d.querySelectorAll('.MuiPickerDay-root').length} days "${(d.textContent ?? '').slice(0, 40)}"`,
              );
              const active = document.activeElement;
              const button = document.querySelector('[data-testid="order-from"] button');
              return `dialogs: [${dialogs.join('; ')}]; focus: ${active?.tagName ?? ''} ${active?.getAttribute('aria-label') ?? ''}; button: ${button?.outerHTML.slice(0, 120) ?? 'none'}`;
            })
            .catch((reason: unknown) => String(reason));
          throw new Error(`The date picker's calendar did not open: ${seen}`, { cause: error });
        }
        // Its opening transition ends (what a person sees, and a still screenshot).
        await animationsDone(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/date-picker-${device.width}x${device.height}.png` });
        tally.pages += 1;
        expect(await problems(page, true, tally), 'the date picker').toEqual([]);
        await page.keyboard.press('Escape');
        await calendar.waitFor({ state: 'detached' });
      });
    });
  });
});

if (skipReason()) {
  describe('the screen sweep', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
