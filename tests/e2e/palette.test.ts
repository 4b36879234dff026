/**
 * The command palette and saved views in headless Chromium (docs/access.md, "Command
 * palette", "Saved views"): Ctrl+K finds an order by its id and a customer by a phone
 * typed in Arabic-Indic digits, and opens them, with the keyboard only and no axe
 * violation; a saved view reopens its list with the same rows and columns; a view an
 * All holder publishes is seen, and opened with the same rows, by another holder of the
 * screen, who cannot edit or delete it. A screen's name typed at 30 ms a key, then Enter
 * on its highlighted result, opens that screen every time, however late the records'
 * results arrive (issue 48, item 5): in English on a desktop, in Arabic on a tablet.
 * Screenshots go to SHOTS_DIR when set.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomers } from '../../scripts/seed-data/build';
import { regularCustomer } from '../../scripts/seed-data/orders';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  demoAccount,
  launchBrowser,
  networkQuiet,
  openInPanel,
  openSignedIn,
  skipReason,
} from './browser';
import { rows } from './table';
import palette from '@/locales/en/palette.json';
import views from '@/locales/en/views.json';
import common from '@/locales/en/common.json';
import arCommon from '@/locales/ar/common.json';
import arPalette from '@/locales/ar/palette.json';
import { seriousViolations } from './axe';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const CATALOGUE = demoAccount('catalogue@demo.om');

/** Latin digits as Arabic-Indic ones (٠-٩). */
const arabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** Opens the palette with the shortcut and types `text`. */
async function search(page: Page, text: string) {
  // The shortcut listens once the signed-in shell is on screen.
  await page.getByRole('button', { name: common['navbar.search'] }).waitFor();
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: palette['palette.label'] });
  await box.waitFor();
  await box.fill(text);
  return box;
}

const SHOTS = process.env['SHOTS_DIR'] ?? '';

/**
 * Opens the palette, types a screen's name at 30 ms a key as a person does, moves to
 * the screen's result with the arrow keys if it is not the highlighted one, and presses
 * Enter: the screen at `path` must open. With `settle`, waits for every source's results
 * first (they arrive after the highlight); else presses Enter as soon as it is highlighted.
 */
async function openScreenByName(
  page: Page,
  texts: { search: string; label: string; count: RegExp },
  name: string,
  path: string,
  settle: boolean,
  shot = '',
) {
  await page.getByRole('button', { name: texts.search }).waitFor();
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: texts.label });
  await box.waitFor();
  await page.keyboard.type(name, { delay: 30 });
  const option = page.getByRole('option', { name, exact: true });
  await option.waitFor();
  for (let i = 0; i < 40 && (await option.getAttribute('aria-selected')) !== 'true'; i++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await option.getAttribute('aria-selected')).toBe('true');
  if (settle) await page.getByRole('status').filter({ hasText: texts.count }).waitFor({ state: 'attached' });
  // What Enter opens is what is highlighted, now.
  expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
  if (shot) await page.screenshot({ path: shot });
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Goes back to `path` as a person's Back button or gesture does: in the panel, without
 * loading it again (a new page load of the dashboard costs its 60 aggregation queries and
 * the whole start of the panel, docs/testing.md "A page's start").
 * @param path the path the tab's history holds before the current one
 * @throws Error when the address is not `path` within 30 s
 */
async function backTo(page: Page, path: string) {
  await page.goBack();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * The ids of the list's rows in order, once the list has settled (every request
 * answered, no loading overlay): the same rows are the same documents in the same order.
 */
async function rowIds(page: Page): Promise<string[]> {
  const found = rows(page);
  await found.first().waitFor();
  await networkQuiet(page);
  await page.locator('table[aria-busy="true"]').waitFor({ state: 'detached' });
  return found.evaluateAll((found) => found.map((row) => row.getAttribute('data-id') ?? ''));
}

/** The list table's column headers. */
async function headers(page: Page): Promise<string[]> {
  return (await page.locator('main thead th').allInnerTexts()).map((text) => text.trim());
}

/** Saves the list on screen as a view. */
async function saveView(page: Page, name: string, publish = false) {
  await page.getByRole('button', { name: views['views.save'] }).click();
  const dialog = page.getByRole('dialog', { name: views['views.saveTitle'] });
  await dialog.getByLabel(views['views.name']).fill(name);
  if (publish) await dialog.getByLabel(views['views.publish']).check();
  await messageAfter(page, views['views.saved'], () =>
    dialog.getByRole('button', { name: 'Save', exact: true }).click(),
  );
}

describe.skipIf(skipReason() !== '')('command palette and saved views in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Ctrl+K finds an order by id and a customer by a phone in Arabic-Indic digits, and opens them', async () => {
    const { page, context } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard');

    const box = await search(page, 'order-r0001');
    const order = page.getByRole('option', { name: /order-r0001/ });
    await order.waitFor();
    expect(await page.getByRole('group', { name: palette['palette.group.orders'] }).isVisible()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Results: 1' }).waitFor({ state: 'attached' });
    // The active option is announced through the combobox.
    expect(await box.getAttribute('aria-activedescendant')).toBe(await order.getAttribute('id'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/allOrders/id/order-r0001');
    await page
      .getByRole('heading', { name: /order-r0001/ })
      .first()
      .waitFor();

    // A customer by phone: local number, Arabic-Indic digits, with a leading zero.
    const customer = regularCustomer({ customers: buildCustomers() });
    const local = customer.phone.replace(/^\+968/, '');
    await search(page, arabicIndic(`0${local}`));
    const person = page.getByRole('option', { name: new RegExp(customer.name) });
    await person.waitFor();
    // Keyboard only: the people group comes first, Escape-free; Enter opens the active one.
    await expect.poll(() => person.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/user/id/${customer.id}`);
    await page.getByRole('heading', { name: customer.name }).first().waitFor();

    // Escape closes it.
    await search(page, 'coupon');
    await page.getByRole('option', { name: common['navbar.coupon'] }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: palette['palette.label'] }).waitFor({ state: 'detached' });
    await context.close();
  });

  it(
    'opens the highlighted screen typed at 30 ms a key, in English and in Arabic on a tablet',
    { timeout: 120_000 },
    async () => {
      const english = { search: common['navbar.search'], label: palette['palette.label'], count: /^Results: \d/ };
      const desktop = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard', {
        viewport: { width: 1440, height: 900 },
      });
      for (let attempt = 0; attempt < 4; attempt++) {
        if (attempt > 0) await backTo(desktop.page, '/dashboard');
        const shot = SHOTS && attempt === 3 ? join(SHOTS, 'palette-screen-en-1440.png') : '';
        await openScreenByName(desktop.page, english, common['navbar.coupon'], '/coupon', attempt % 2 === 1, shot);
      }

      // A word both a product and a person are found by: the people's answer is held until
      // the product shows highlighted, then arrives above it. Enter still opens the product.
      const db = adminFirestore(E2E_PROJECT_ID);
      const words = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) =>
        new Set(docs.flatMap((d) => (d.get('searchPrefixes') as string[] | undefined) ?? []));
      const productWords = words((await db.collection('products').get()).docs);
      const term = [...words((await db.collection('users').get()).docs)]
        .filter((word) => /^[a-z]{4,}$/.test(word) && productWords.has(word))
        .sort()[0];
      if (!term) throw new Error('No word finds both a product and a person in the demo data');
      let release = () => {};
      const released = new Promise<void>((done) => (release = done));
      await desktop.page.route('**/documents:runQuery*', async (route) => {
        const body = route.request().postData() ?? '';
        if (body.includes('"users"') && body.includes(term)) await released;
        await route.continue();
      });
      await backTo(desktop.page, '/dashboard');
      const box = await search(desktop.page, term);
      const product = desktop.page
        .getByRole('group', { name: palette['palette.group.products'] })
        .getByRole('option')
        .first();
      await product.waitFor();
      await expect.poll(() => product.getAttribute('aria-selected')).toBe('true');
      const chosen = await product.getAttribute('id');
      release();
      await desktop.page
        .getByRole('group', { name: palette['palette.group.people'] })
        .getByRole('option')
        .first()
        .waitFor();
      expect(await box.getAttribute('aria-activedescendant')).toBe(chosen);
      expect(await product.getAttribute('aria-selected')).toBe('true');
      await desktop.page.keyboard.press('Enter');
      await desktop.page.waitForURL((url) => url.pathname.startsWith('/Products/id/'));
      await desktop.context.close();

      const count = new RegExp(`^${arPalette['palette.count'].replace('{{n}}', '').trim()}`);
      const arabic = { search: arCommon['navbar.search'], label: arPalette['palette.label'], count };
      const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password);
      for (let attempt = 0; attempt < 4; attempt++) {
        if (attempt > 0) await backTo(page, '/dashboard');
        const shot = SHOTS && attempt === 3 ? join(SHOTS, 'palette-screen-ar-820-touch.png') : '';
        // «الكوبونات», never «المدن» (the screen listed before it).
        await openScreenByName(page, arabic, arCommon['navbar.coupon'], '/coupon', attempt % 2 === 1, shot);
      }
      await context.close();
    },
  );

  it('searches only within the caller’s Access', { timeout: 60_000 }, async () => {
    const { page, context } = await openSignedIn(browser, CATALOGUE.email, CATALOGUE.password, '/dashboard');
    // The top bar's button opens it too (tablets).
    await page.getByRole('button', { name: common['navbar.search'] }).click();
    await page.getByRole('combobox', { name: palette['palette.label'] }).fill('order-r0001');
    await page.getByText(palette['palette.none'].replace('{{term}}', 'order-r0001')).first().waitFor();
    expect(await page.getByRole('group', { name: palette['palette.group.orders'] }).count()).toBe(0);
    await context.close();
  });

  it('a saved view reopens with the same rows and columns', { timeout: 90_000 }, async () => {
    const { page, context } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/coupon?f.status=approved&sort=expiryDate.asc&cols=type`,
    );
    const ids = await rowIds(page);
    const columns = await headers(page);
    expect(ids.length).toBeGreaterThan(0);
    expect(columns).toContain('Type');
    const name = `Approved by expiry ${Date.now().toString(36)}`;
    await saveView(page, name);
    const chip = page.getByRole('link', { name });
    expect(await chip.getAttribute('aria-current')).toBe('page');

    await openInPanel(page, '/coupon');
    await rows(page).first().waitFor();
    expect(await headers(page)).not.toContain('Type');
    await page.getByRole('link', { name }).click();
    await page.waitForURL((url) => url.searchParams.get('f.status') === 'approved');
    await expect.poll(() => rowIds(page), { timeout: 15_000 }).toEqual(ids);
    expect(await headers(page)).toEqual(columns);
    await context.close();
  });

  it(
    'a published view is seen by another holder of the screen, who cannot change it',
    { timeout: 90_000 },
    async () => {
      const admin = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Products?sort=price.asc&size=25`);
      const rows = await rowIds(admin.page);
      const name = `Cheapest first ${Date.now().toString(36)}`;
      await saveView(admin.page, name, true);
      await admin.context.close();

      const other = await openSignedIn(browser, CATALOGUE.email, CATALOGUE.password, '/Products');
      const chip = other.page.getByRole('link', { name: new RegExp(name) });
      await chip.waitFor();
      await chip.click();
      await other.page.waitForURL((url) => url.searchParams.get('sort') === 'price.asc');
      await expect.poll(() => rowIds(other.page), { timeout: 15_000 }).toEqual(rows);
      await other.page.getByRole('button', { name: /Options of the view/ }).click();
      await other.page.getByRole('menuitem', { name: views['views.copyLink'] }).waitFor();
      expect(await other.page.getByRole('menuitem', { name: views['views.delete'] }).count()).toBe(0);
      expect(await other.page.getByRole('menuitem', { name: views['views.rename'] }).count()).toBe(0);
      await other.context.close();
    },
  );
});
