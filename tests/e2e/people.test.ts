/**
 * People in headless Chromium (docs/access.md, "People"): an employee created with two
 * menu paths signs in elsewhere and sees exactly those items; once blocked, their next
 * action is refused. A rider is blocked and unblocked after confirmations. Searching
 * suppliers by IBAN finds nothing for a /Products holder, who may not see it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { demoAccount, launchBrowser, openSignedIn, openTab, skipReason } from './browser';
import { messageAfter } from './messages';
import en from '@/locales/en/people.json';
import common from '@/locales/en/common.json';
import entity from '@/locales/en/entity.json';

const ADMIN = demoAccount('admin@demo.om');
const CATALOGUE = demoAccount('catalogue@demo.om');

/** The side menu's link labels, in order. */
async function menuItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link').first().waitFor();
  // The label only: a link may also hold its badge's count ("3", "3 pending").
  return (await nav.getByRole('link').allInnerTexts()).map((s) => (s.split('\n')[0] ?? '').trim()).filter(Boolean);
}

async function confirmDialog(page: Page, label: string, message: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await messageAfter(page, message, () => dialog.getByRole('button', { name: label, exact: true }).click());
}

describe.skipIf(skipReason() !== '')('people in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates an employee with two menu paths, who sees exactly those; blocked, their next action is refused', async () => {
    const admin = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Admins`);
    const origin = new URL(admin.page.url()).origin;
    await admin.page.getByRole('link', { name: en['people.newEmployee'] }).click();
    await admin.page.getByRole('heading', { name: en['people.newEmployee'] }).waitFor();
    const email = `e2e.${Date.now().toString(36)}@demo.om`;
    const password = 'Welcome#2026';
    await admin.page.getByLabel(entity['person.name'], { exact: true }).fill('Hamed Al-Amri');
    await admin.page.getByLabel(entity['person.email'], { exact: true }).fill(email);
    await admin.page.getByLabel(en['people.initialPassword'], { exact: true }).fill(password);
    await admin.page.getByLabel(common['navbar.coupon'], { exact: true }).check();
    await admin.page.getByLabel(common['navbar.faqs'], { exact: true }).check();
    await messageAfter(admin.page, en['people.employeeCreated'], () =>
      admin.page.getByRole('button', { name: en['people.createEmployee'] }).click(),
    );
    await admin.page.waitForURL((url) => /^\/Admins\/id\/[^/]+$/.test(url.pathname));
    const uid = new URL(admin.page.url()).pathname.split('/')[3] ?? '';
    // The creator is still signed in, and the creation is in the person's history.
    await admin.page.getByRole('heading', { name: 'Hamed Al-Amri' }).waitFor();
    await openTab(admin.page, en['people.history.title']);
    await admin.page.getByRole('cell', { name: en['people.actions.create'] }).waitFor();

    const employee = await openSignedIn(browser, email, password, '/dashboard');
    expect(await menuItems(employee.page)).toEqual([
      common['navbar.dashboard'],
      common['navbar.coupon'],
      common['navbar.faqs'],
      common['navbar.translation'],
      common['navbar.trash'],
    ]);

    await admin.page.getByRole('button', { name: en['people.block'] }).click();
    await confirmDialog(admin.page, en['people.block'], en['people.blocked']);
    expect((await adminFirestore(E2E_PROJECT_ID).doc(`users/${uid}`).get()).get('blocked')).toBe(true);

    // Their next action: opening the coupons list signs them out, and the login page says
    // the account can no longer use the panel (docs/access.md, "Sessions").
    await employee.page.goto(`${origin}/coupon`);
    const notice = employee.page.getByTestId('sign-out-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(common['session.signedOut.blocked']);
    expect(await employee.page.locator('main').count()).toBe(0);
    await admin.context.close();
    await employee.context.close();
  });

  it('blocks and unblocks a rider after confirmations', async () => {
    const { context, page } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/rider/id/rider-001?tab=history`,
    );
    // An All holder may also change the type (after a confirmation, in a dialog).
    await page.getByRole('button', { name: en['people.changeType'] }).waitFor();
    await page.getByRole('button', { name: en['people.block'] }).click();
    await confirmDialog(page, en['people.block'], en['people.blocked']);
    await page.getByRole('button', { name: en['people.unblock'] }).click();
    await confirmDialog(page, en['people.unblock'], en['people.unblocked']);
    await page.getByRole('button', { name: en['people.block'] }).waitFor();
    expect((await adminFirestore(E2E_PROJECT_ID).doc('users/rider-001').get()).get('blocked')).toBe(false);
    // Both changes are in the rider's history.
    await expect.poll(() => page.getByRole('cell', { name: en['people.actions.block'], exact: true }).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('cell', { name: en['people.actions.unblock'], exact: true }).count())
      .toBe(1);
    await context.close();
  });

  it('searching suppliers by IBAN finds nothing for a /Products holder', async () => {
    const bank = (await adminFirestore(E2E_PROJECT_ID).doc('supplierBanks/supplier-001').get()).data();
    const iban = String(bank?.['iban'] ?? '');
    expect(iban).toMatch(/^OM/);
    // The catalogue employee has no /supplier: the screen itself is refused…
    const { context, page } = await openSignedIn(
      browser,
      CATALOGUE.email,
      CATALOGUE.password,
      `/supplier?search=${iban}`,
    );
    await page.getByText(common['page.noAccess.title']).waitFor();
    await context.close();
    // …and a /supplier holder searching by IBAN finds no supplier either (it is not searchable).
    const financeAccount = demoAccount('finance@demo.om');
    const finance = await openSignedIn(browser, financeAccount.email, financeAccount.password, '/supplier');
    await finance.page.getByRole('searchbox', { name: entity['common.search'] }).fill(iban.slice(0, 10));
    // A search that finds nothing says "No results" (spec §8), not "No people found".
    await finance.page.getByText(common['common.noResults']).waitFor();
    expect(await finance.page.getByText(en['people.notFound']).count()).toBe(0);
    await finance.context.close();
  });
});
