/**
 * Dispatch and late orders in headless Chromium (issue 32, parts 1 and 2;
 * docs/data-model.md "Dispatch", "Late and stuck orders"), as an operations employee
 * works: an order the backend wrote waits past App info's rider order timer and shows
 * on the late-orders board and in the menu's badge; the employee assigns a rider of the
 * order's delivery company, and the order's page shows the rider live. In English on a
 * desktop, and in Arabic on a touch tablet.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { backendOrder as storedOrder, firstRiderOf } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, chooseOption, demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import arCommon from '@/locales/ar/common.json';
import arOrders from '@/locales/ar/orders.json';
import enCommon from '@/locales/en/common.json';
import en from '@/locales/en/orders.json';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
/** Longer than a tick of the board (15 s) plus the order's remaining wait. */
const LATE_WAIT = { timeout: 45_000 };
const COMPANY = 'delivery-company-001';
const OTHER_RIDER = 'rider-006';

/** An order of supplier-001 (Muscat) as the backend writes it, placed `ageMs` ago, without a rider. */
const backendOrder = (status: string, ageMs: number) => storedOrder({ status, at: new Date(Date.now() - ageMs) });

/** A rider of the company, as stored (name), and its company's name. */
async function people(): Promise<{ rider: string; riderId: string; company: string; other: string }> {
  const other = await adminFirestore(E2E_PROJECT_ID).collection('users').doc(OTHER_RIDER).get();
  return { ...(await firstRiderOf(E2E_PROJECT_ID, COMPANY)), other: String(other.get('name')) };
}

/** The late orders' count of the menu's badge (its data-count), once it shows. */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('late-badge').first();
  await badge.waitFor({ state: 'attached' });
  return Number(await badge.getAttribute('data-count'));
}

describe.skipIf(skipReason() !== '')('dispatch and late orders in headless Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: a pending order past its timer shows on the board and in the badge; a rider of its company is assigned and the order page shows it live', async () => {
    const id = `e2e-late-${Date.now().toString(36)}`;
    // Placed 45 s ago: late once the rider order timer (60 s in the seed) has passed.
    await adminFirestore(E2E_PROJECT_ID).collection('orders').doc(id).set(backendOrder('pending', 45_000));
    const { rider, riderId, company, other } = await people();
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard');
    const origin = new URL(page.url()).origin;

    // The order's page, open in its own tab while the employee works on the board.
    const orderPage = await context.newPage();
    await orderPage.goto(`${origin}/allOrders/id/${id}`);
    await orderPage.getByRole('heading', { name: `${en['order.id']} ${id}` }).waitFor();

    await page.getByRole('link', { name: enCommon['navbar.lateOrders'] }).click();
    await page.getByRole('heading', { name: en['late.title'] }).waitFor();
    const row = page.getByTestId('late-order').filter({ hasText: id });
    await row.waitFor(LATE_WAIT);
    await row.getByText(en['late.queue.notAccepted']).waitFor();
    // The badge counts what the board lists.
    await expect
      .poll(async () => (await badgeCount(page)) === (await page.getByTestId('late-order').count()))
      .toBe(true);
    expect(await badgeCount(page)).toBeGreaterThan(0);

    // Assign: the company's riders only (a rider of another company is not offered).
    await row.getByRole('button', { name: en['order.assign'] }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(dialog.getByRole('combobox', { name: en['order.deliveryCompany'] }), company);
    await dialog.getByRole('radio', { name: new RegExp(rider) }).check();
    expect(await dialog.getByRole('radio', { name: new RegExp(other) }).count()).toBe(0);
    await dialog.getByRole('status').getByText(rider).waitFor();
    await messageAfter(page, en['order.assignedMessage'].replace('{{rider}}', rider), () =>
      dialog.getByRole('button', { name: en['order.assignSubmit'] }).click(),
    );
    await dialog.waitFor({ state: 'hidden' });

    // The order's page shows the rider without a reload; the order is stored assigned.
    await orderPage.getByTestId('order-rider').getByText(rider).waitFor({ timeout: 20_000 });
    await orderPage.getByText(en['order.deliveryStatuses.assigned']).waitFor();
    const stored = await adminFirestore(E2E_PROJECT_ID).collection('orders').doc(id).get();
    expect(stored.get('riderId')).toBe(riderId);
    expect(stored.get('deliveryCompanyId')).toBe(COMPANY);
    expect(stored.get('deliveryStatus')).toBe('assigned');
    await context.close();
  });

  it('in Arabic on a tablet: an order without a rider shows on the board and in the badge; assigned from its page, the rider shows live', async () => {
    const id = `e2e-late-ar-${Date.now().toString(36)}`;
    // Accepted 15 minutes ago and still without a rider (alert after 10 minutes in the seed).
    await adminFirestore(E2E_PROJECT_ID)
      .collection('orders')
      .doc(id)
      .set(backendOrder('accepted', 15 * 60_000));
    const { rider, company } = await people();
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/allOrders/late`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { name: arOrders['late.title'] }).waitFor();
    const row = page.getByTestId('late-order').filter({ hasText: id });
    await row.waitFor(LATE_WAIT);
    await row.getByText(arOrders['late.queue.unassigned']).waitFor();
    // Its heading reads «رقم الطلب» then the id, a space between (the link is a flex box on
    // touch, which dropped the space between its two parts).
    expect(await row.getByRole('heading', { level: 2 }).innerText()).toBe(`${arOrders['order.id']} ${id}`);

    // The menu (a drawer on a tablet) shows the count beside "Late orders".
    await page.getByRole('button', { name: arCommon['navbar.openMenu'] }).click();
    const link = page.getByRole('link', { name: new RegExp(arCommon['navbar.lateOrders']) });
    await link.waitFor();
    await expect
      .poll(async () => (await badgeCount(page)) === (await page.getByTestId('late-order').count()))
      .toBe(true);
    await page.keyboard.press('Escape');

    // From the order's page.
    await row.getByRole('link').first().click();
    await page.waitForURL(`**/allOrders/id/${id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(id) }).waitFor();
    await page.getByRole('button', { name: arOrders['order.assign'] }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(dialog.getByRole('combobox', { name: arOrders['order.deliveryCompany'] }), company);
    await dialog.getByRole('radio', { name: new RegExp(rider) }).check();
    await messageAfter(page, arOrders['order.assignedMessage'].replace('{{rider}}', rider), () =>
      dialog.getByRole('button', { name: arOrders['order.assignSubmit'] }).click(),
    );
    await page.getByTestId('order-rider').getByText(rider).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: arOrders['order.reassign'] }).waitFor();
    await context.close();
  });
});
