/**
 * What a person did is kept, in headless Chromium (issue 34, items 8, 12, 13 and 14):
 * the palette's search box has the focus whenever the palette opens (Ctrl+K after the
 * avatar menu switched the language; the top bar's button tapped once on an Arabic touch
 * tablet); a saved view opened from its chip keeps its search; a filter chosen just
 * before a search typed fast keeps both; saving a person's edit returns to their page;
 * the row actions button says what it opens, and a confirmation asked from inside the
 * palette is reachable by assistive technology.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomers } from '../../scripts/seed-data/build';
import { regularCustomer } from '../../scripts/seed-data/orders';
import { addCoupons } from './coupons';
import {
  arabicTablet,
  chooseOption,
  demoAccount,
  launchBrowser,
  openSignedIn,
  settled,
  skipReason,
  TABLET,
} from './browser';
import { column, rows } from './table';
import arCommon from '@/locales/ar/common.json';
import arPalette from '@/locales/ar/palette.json';
import common from '@/locales/en/common.json';
import coupons from '@/locales/en/coupons.json';
import entity from '@/locales/en/entity.json';
import palette from '@/locales/en/palette.json';
import people from '@/locales/en/people.json';
import views from '@/locales/en/views.json';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const RIDER = 'rider-003';

/** How long a poll waits for the emulator's answers on a busy machine. */
const WAIT = { timeout: 15_000 };

/** The codes the coupon list shows, once every row's code cell is filled. */
async function codes(page: Page): Promise<string[]> {
  await rows(page).first().waitFor();
  const cells = await column(page, 'Code');
  const texts = await cells.allInnerTexts();
  return texts.every(Boolean) ? texts.sort() : [];
}

describe.skipIf(skipReason() !== '')('what a person did is kept, in headless Chromium', { retry: 0 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Ctrl+K after the avatar menu switched the language puts the typing in the search box', async () => {
    const { page, context } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard', {
      viewport: { width: 1440, height: 900 },
    });
    // The avatar menu, to switch to Arabic and back: the menus have been used.
    await page.getByRole('button', { name: common['navbar.accountMenu'] }).click();
    await page.getByRole('menuitem', { name: common['user.arabic'] }).click();
    await page.getByRole('button', { name: arCommon['navbar.accountMenu'] }).click();
    await page.getByRole('menuitem', { name: arCommon['user.english'] }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: common['navbar.search'] }).waitFor();

    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: palette['palette.label'] });
    await box.waitFor();
    // A person types as soon as the box shows.
    await page.keyboard.type('order-r0001');
    expect(await box.inputValue()).toBe('order-r0001');
    await page.getByRole('option', { name: /order-r0001/ }).waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });

    // Once more after the avatar menu was opened and closed with Escape.
    await page.getByRole('button', { name: common['navbar.accountMenu'] }).click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+K');
    await box.waitFor();
    await page.keyboard.type('coupon');
    expect(await box.inputValue()).toBe('coupon');
    await context.close();
  });

  it('one tap on the search button of an Arabic touch tablet puts the typing in the search box', async () => {
    const { page, context } = await arabicTablet(browser, ADMIN.email, ADMIN.password);
    const button = page.getByRole('button', { name: arCommon['navbar.search'], exact: true });
    await button.waitFor();
    await button.tap();
    const box = page.getByRole('combobox', { name: arPalette['palette.label'] });
    await box.waitFor();
    await page.keyboard.type('order-r0001');
    expect(await box.inputValue()).toBe('order-r0001');
    await page.getByRole('option', { name: /order-r0001/ }).waitFor();
    await context.close();
  });

  it('a saved view opened from its chip keeps its search, filter and sort', { timeout: 90_000 }, async () => {
    const tag = await addCoupons('VIEW', 4, 'alternating');
    const { page, context } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/coupon?q=${tag}&f.status=approved&sort=code.asc`,
      { viewport: { width: 1440, height: 900 } },
    );
    const origin = new URL(page.url()).origin;
    const approved = [`${tag}02`, `${tag}04`];
    await expect.poll(() => codes(page), WAIT).toEqual(approved);
    const name = `Kept search ${tag}`;
    await page.getByRole('button', { name: views['views.save'] }).click();
    const dialog = page.getByRole('dialog', { name: views['views.saveTitle'] });
    await dialog.getByLabel(views['views.name']).fill(name);
    await messageAfter(page, views['views.saved'], () =>
      dialog.getByRole('button', { name: 'Save', exact: true }).click(),
    );

    await page.goto(`${origin}/coupon`);
    await rows(page).first().waitFor();
    const search = page.getByRole('searchbox', { name: entity['common.search'] });
    expect(await search.inputValue()).toBe('');
    await page.getByRole('link', { name }).click();
    // The box shows the view's search, and the list its rows: the search was applied.
    await expect.poll(() => search.inputValue(), WAIT).toBe(tag);
    await expect.poll(() => codes(page), WAIT).toEqual(approved);
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(tag);
    expect(url.searchParams.get('f.status')).toBe('approved');
    expect(url.searchParams.get('sort')).toBe('code.asc');
    // Still the view: its chip is the current one.
    expect(await page.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('a filter chosen just before a search typed fast keeps both', { timeout: 90_000 }, async () => {
    const tag = await addCoupons('FAST', 4, 'alternating');
    const { page, context } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/coupon`, {
      viewport: { width: 1440, height: 900 },
    });
    await rows(page).first().waitFor();
    // The list, its pager and count drawn, before the filter is chosen (as a person waits).
    await settled(page);
    // Every query the list writes from now on (to see a filter dropped even for a moment).
    await page.evaluate(() => {
      const written: string[] = [];
      Object.assign(window, { written });
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          written.push(String(url ?? ''));
          original(data, unused, url);
        };
      }
    });
    // A tablet's speed (the list's re-render after the filter takes as long as there) and
    // a fast typist: the search's timer fires before the filter's render is on screen.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await chooseOption(
      page.getByRole('combobox', { name: coupons['coupon.status'] }),
      coupons['coupon.statuses.approved'],
    );
    const search = page.getByRole('searchbox', { name: entity['common.search'] });
    await search.pressSequentially(tag, { delay: 60 });
    await expect.poll(() => codes(page), WAIT).toEqual([`${tag}02`, `${tag}04`]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe(tag);
    expect(url.searchParams.get('f.status')).toBe('approved');
    expect(await search.inputValue()).toBe(tag);
    const written = await page.evaluate(() => (window as unknown as { written: string[] }).written);
    expect(written.length).toBeGreaterThan(1);
    expect(written.filter((query) => !query.includes('f.status=approved'))).toEqual([]);
    await context.close();
  });

  it("saving a person's edit returns to the person's page", async () => {
    const { page, context } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/rider/id/${RIDER}`, {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByRole('link', { name: people['people.edit'], exact: true }).click();
    await page.getByRole('heading', { name: people['people.editType.rider'], exact: true }).waitFor();
    await page.getByLabel(entity['person.phone'], { exact: true }).fill('9123 4568');
    await page.getByRole('button', { name: entity['common.save'] }).click();
    await page.waitForURL((url) => url.pathname === `/rider/id/${RIDER}`);
    await page.getByText('+96891234568').first().waitFor();
    await context.close();
  });

  it('the row actions button says what it opens; a confirmation over the palette is reachable', async () => {
    // A touch tablet in English, at the coupons.
    const { page, context } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/coupon', {
      viewport: TABLET,
      hasTouch: true,
      locale: 'en',
    });
    const button = rows(page).locator('[data-row-actions] button').first();
    await button.waitFor();
    const popup = await button.getAttribute('aria-haspopup');
    await button.tap();
    if (popup === 'menu' || popup === 'true') {
      // A menu: every action in it is a menu item.
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect(await menu.getByRole('button').count()).toBe(0);
      expect(await menu.getByRole('menuitem').count()).toBeGreaterThan(0);
    } else {
      expect(popup).toBe('dialog');
      const dialog = page.getByRole('dialog', { name: entity['common.actions'] });
      await dialog.waitFor();
      expect(await button.getAttribute('aria-controls')).toBe(await dialog.getAttribute('id'));
      expect(await dialog.getByRole('button', { name: entity['common.edit'] }).count()).toBe(1);
    }
    await page.keyboard.press('Escape');

    // A confirmation asked from the palette: a dialog over a dialog, announced.
    const customer = regularCustomer({ customers: buildCustomers() });
    await page.getByRole('button', { name: common['navbar.search'] }).tap();
    const box = page.getByRole('combobox', { name: palette['palette.label'] });
    await box.fill(customer.name);
    await page.getByRole('option', { name: new RegExp(customer.name) }).waitFor();
    await page
      .getByRole('group', { name: /^Actions for/ })
      .getByRole('button', { name: people['people.block'] })
      .tap();
    const confirm = page.getByRole('dialog', { name: people['people.block'] });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: entity['common.cancel'] }).tap();
    await confirm.waitFor({ state: 'detached' });
    // Back in the palette, its box reachable again.
    await box.waitFor();
    await context.close();
  });
});
