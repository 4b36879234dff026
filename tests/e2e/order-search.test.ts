/**
 * Orders found the way people ask (issue 32, item 5), in headless Chromium: the
 * /allOrders look-up by the beginning of an order id opens the order; a customer's
 * phone typed in Arabic-Indic digits, without +968, lists that customer's orders; and
 * on an Arabic touch tablet a rider's name lists the rider's orders, through the
 * picker that then shows them. Every result is checked against the emulator.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openPage, signIn, skipReason } from './browser';
import en from '@/locales/en/orders.json';
import ar from '@/locales/ar/orders.json';
import arCommon from '@/locales/ar/entity.json';

const ADMIN = demoAccount('admin@demo.om');
/** How long a person waits for a look-up or a page (expect.poll's default is 1 s). */
const WAIT = { timeout: 20_000 };

/** Latin digits as Arabic-Indic ones (٠–٩), as an Arabic keyboard types them. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The orders of the list's first page, by the ids their rows link to. */
async function shownOrderIds(page: Page): Promise<string[]> {
  await page.locator('tbody tr[data-id]').first().waitFor();
  return page.locator('tbody tr[data-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-id') ?? ''));
}

describe.skipIf(skipReason() !== '')('finding orders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens an order by the beginning of its id, and lists a customer’s orders by a phone in Arabic digits', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const someOrder = (await db.collection('orders').orderBy('createdAt', 'desc').limit(1).get()).docs[0];
    if (!someOrder) throw new Error('The seed has no orders');
    const { context, page } = await openPage(browser, '/', { width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/allOrders`);
    const box = page.getByRole('combobox', { name: en['order.search.label'] });

    await box.fill(someOrder.id);
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.getByText(en['order.search.orders']).count(), WAIT).toBe(1);
    await listbox.getByRole('option', { name: new RegExp(someOrder.id) }).click();
    await page.waitForURL(`**/allOrders/id/${someOrder.id}`);

    // The customer of that order, by their phone as people type it: local, Arabic digits.
    const customerId = String(someOrder.get('userId'));
    const customer = await db.collection('users').doc(customerId).get();
    const phone = String(customer.get('phone'));
    expect(phone).toMatch(/^\+968\d{8}$/);
    await page.goto(`${origin}/allOrders`);
    await box.fill(arabicDigits(phone.slice(4)));
    await expect.poll(() => listbox.getByText(en['order.search.party.user']).count(), WAIT).toBe(1);
    await listbox.getByRole('option', { name: new RegExp(String(customer.get('name'))) }).click();
    await page.waitForURL((url) => url.searchParams.get('f.userId') === customerId);
    const theirs = new Set(
      (await db.collection('orders').where('userId', '==', customerId).get()).docs.map((d) => d.id),
    );
    await expect.poll(async () => (await shownOrderIds(page)).every((id) => theirs.has(id)), WAIT).toBe(true);
    // The pager counts all of them: "1–10 of 19".
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').innerText(), WAIT)
      .toMatch(new RegExp(`[^0-9]${theirs.size}$`));
    await expect
      .poll(() => page.getByRole('combobox', { name: en['order.customer'] }).inputValue(), WAIT)
      .toBe(String(customer.get('name')));
    await context.close();
  }, 120_000);

  it('on an Arabic tablet, lists a rider’s orders by the rider’s name', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const assigned = (await db.collection('orders').where('riderId', '!=', null).limit(1).get()).docs[0];
    if (!assigned) throw new Error('The seed has no order with a rider');
    const riderId = String(assigned.get('riderId'));
    const rider = await db.collection('users').doc(riderId).get();
    const name = String(rider.get('name'));
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password);
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/allOrders`);
    const box = page.getByRole('combobox', { name: ar['order.search.label'] });
    await box.tap();
    await box.fill(name);
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.getByText(ar['order.search.party.rider']).count(), WAIT).toBe(1);
    const option = listbox.getByRole('option', { name: new RegExp(name) }).first();
    expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await option.tap();
    await page.waitForURL((url) => url.searchParams.get('f.riderId') === riderId);
    const theirs = new Set((await db.collection('orders').where('riderId', '==', riderId).get()).docs.map((d) => d.id));
    await expect.poll(async () => (await shownOrderIds(page)).every((id) => theirs.has(id)), WAIT).toBe(true);
    // The tablet folds the filters behind "Filters (1)": the chosen rider is there.
    await page.getByRole('button', { name: arCommon['list.filtersCount'].replace('{{n}}', '1') }).tap();
    await expect.poll(() => page.getByRole('combobox', { name: ar['order.rider'] }).inputValue(), WAIT).toBe(name);
    await context.close();
  }, 120_000);
});
