/**
 * Orders found the way people ask (issue 32, item 5), in headless Chromium: the
 * /allOrders look-up by the beginning of an order id opens the order; a customer's
 * phone typed in Arabic-Indic digits, without +968, lists that customer's orders; and
 * on an Arabic touch tablet a rider's name lists the rider's orders, through the
 * picker that then shows them. Enter after the beginning of an order id that only one
 * order begins with opens that order (issue 48, item 5): on a desktop once the
 * suggestion shows, on the Arabic tablet at once, typed in Arabic-Indic digits.
 * Every result is checked against the emulator. Screenshots go to SHOTS_DIR when set.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import en from '@/locales/en/orders.json';
import ar from '@/locales/ar/orders.json';
import arCommon from '@/locales/ar/entity.json';

const ADMIN = demoAccount('admin@demo.om');
/** How long a person waits for a look-up or a page (expect.poll's default is 1 s). */
const WAIT = { timeout: 20_000 };

/** Latin digits as Arabic-Indic ones (٠–٩), as an Arabic keyboard types them. */
const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

const SHOTS = process.env['SHOTS_DIR'] ?? '';

/**
 * An order whose id has a beginning, shorter than it and holding a digit, that no other
 * order's id begins with (e.g. "order-106" when order-1060 is the only order of its ten).
 * @returns the order's id and the shortest such beginning
 * @throws Error when no order has one
 */
async function orderWithOwnPrefix(): Promise<{ id: string; prefix: string }> {
  const ids = (await adminFirestore(E2E_PROJECT_ID).collection('orders').select().get()).docs.map((d) => d.id);
  for (const id of [...ids].sort()) {
    for (let length = /\d/.exec(id)?.index ?? id.length; length < id.length; length++) {
      const prefix = id.slice(0, length + 1);
      if (prefix === id) break;
      if (ids.filter((other) => other.startsWith(prefix)).length === 1) return { id, prefix };
    }
  }
  throw new Error('No order id has a beginning of its own');
}

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
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/allOrders`, {
      viewport: { width: 1440, height: 900 },
    });
    const box = page.getByRole('combobox', { name: en['order.search.label'] });

    await box.fill(someOrder.id);
    const listbox = page.getByRole('listbox');
    await expect.poll(() => listbox.getByText(en['order.search.orders']).count(), WAIT).toBe(1);
    await listbox.getByRole('option', { name: new RegExp(someOrder.id) }).click();
    await page.waitForURL(`**/allOrders/id/${someOrder.id}`);

    // Enter after the beginning of an order's id that no other order's id begins with.
    const own = await orderWithOwnPrefix();
    await openInPanel(page, '/allOrders');
    await box.fill(own.prefix);
    await listbox.getByRole('option', { name: new RegExp(own.id) }).waitFor(WAIT);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'order-search-prefix-en-1440.png') });
    await box.press('Enter');
    await page.waitForURL(`**/allOrders/id/${own.id}`);

    // The customer of that order, by their phone as people type it: local, Arabic digits.
    const customerId = String(someOrder.get('userId'));
    const customer = await db.collection('users').doc(customerId).get();
    const phone = String(customer.get('phone'));
    expect(phone).toMatch(/^\+968\d{8}$/);
    await openInPanel(page, '/allOrders');
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
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/allOrders`);
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

    // The beginning of an order's id in Arabic-Indic digits, and the keyboard's search
    // key (Enter) at once, before the look-up answers: the order opens when it does.
    const own = await orderWithOwnPrefix();
    await openInPanel(page, '/allOrders');
    await box.tap();
    await box.fill(arabicDigits(own.prefix));
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'order-search-prefix-ar-820-touch.png') });
    await box.press('Enter');
    await page.waitForURL(`**/allOrders/id/${own.id}`, WAIT);
    await context.close();
  }, 120_000);
});
