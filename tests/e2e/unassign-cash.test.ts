/**
 * Un-assigning a rider past the rider order timer (issue 50 item 3) and the riders' cash
 * held (issue 49 item 3), in headless Chromium (docs/data-model.md "Dispatch",
 * "riderAccounts/{riderUid} and remittances"):
 * - an order assigned to a rider minutes ago (past the seed's 60-second timer) shows on
 *   the late board as not taken on; "Un-assign rider", confirmed, clears the rider and the
 *   order is back among the orders waiting for a rider (English, desktop 1440×900); from
 *   the order's page on a touch tablet in Arabic (820×1180), and its timeline says so;
 * - the "Cash held" list shows riders by cash held, most first, with their company, the
 *   over-limit flag, call and WhatsApp links and "Record remittance" (the form with the
 *   rider chosen); the late board's "Must remit" block lists those at the limit.
 * The test writes its own orders, riders, company and accounts (rules disabled: the
 * Admin SDK) and removes the people and accounts afterwards. Screenshots go to SHOTS_DIR
 * when it is set.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { backendOrder, firstRiderOf } from '../support/orders';
import {
  animationsDone,
  arabicTablet,
  demoAccount,
  launchBrowser,
  openInPanel,
  openSignedIn,
  skipReason,
} from './browser';
import { formatCurrency } from '@/lib/format';
import arCash from '@/locales/ar/cash.json';
import arOrders from '@/locales/ar/orders.json';
import enCash from '@/locales/en/cash.json';
import enWithdrawals from '@/locales/en/withdrawals.json';
import en from '@/locales/en/orders.json';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const SHOTS = process.env['SHOTS_DIR'] ?? '';
const COMPANY = 'delivery-company-001';
/** Longer than a tick of the board (15 s). */
const BOARD_WAIT = { timeout: 45_000 };
const db = () => adminFirestore(E2E_PROJECT_ID);
const RUN = Date.now().toString(36);

/** This test's delivery company and riders (their accounts hold more than any seeded one). */
const CASH_COMPANY = { id: `e2e-cash-co-${RUN}`, name: 'Najm Express' };
const CASH_RIDERS = [
  { id: `e2e-cash-r1-${RUN}`, name: 'Hamad Al-Busaidi', phone: '+96891234501', cashHeld: 9_250_500 },
  { id: `e2e-cash-r2-${RUN}`, name: 'Yousuf Al-Kindi', phone: '+96891234502', cashHeld: 8_100_250 },
] as const;

/**
 * An open order assigned to the company's first rider `minutes` ago, placed 30 minutes
 * ago (as the backend and an earlier assignment left it).
 */
async function assignedOrder(id: string, riderId: string, minutes: number): Promise<void> {
  const placed = new Date(Date.now() - 30 * 60_000);
  await db()
    .doc(`orders/${id}`)
    .set({
      ...backendOrder({ status: 'accepted', at: placed, deliveryStatus: 'assigned' }),
      deliveryCompanyId: COMPANY,
      riderId,
      assignedAt: Timestamp.fromMillis(Date.now() - minutes * 60_000),
    });
}

/** Waits until the stored order is back without a rider. */
async function waitUnassigned(id: string): Promise<void> {
  await expect
    .poll(async () => {
      const data = (await db().doc(`orders/${id}`).get()).data() ?? {};
      return [data['deliveryStatus'], data['riderId'], data['deliveryCompanyId'], data['assignedAt']];
    })
    .toEqual(['unassigned', null, null, null]);
}

describe.skipIf(skipReason() !== '')('un-assigning after the rider order timer, and the cash held', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    const now = Timestamp.now();
    const batch = db().batch();
    batch.set(db().doc(`users/${CASH_COMPANY.id}`), {
      type: 'deliveryCompany',
      name: CASH_COMPANY.name,
      blocked: false,
      createdAt: now,
      updatedAt: now,
    });
    for (const rider of CASH_RIDERS) {
      batch.set(db().doc(`users/${rider.id}`), {
        type: 'rider',
        name: rider.name,
        phone: rider.phone,
        blocked: false,
        deliveryCompanyId: CASH_COMPANY.id,
        createdAt: now,
        updatedAt: now,
      });
      batch.set(db().doc(`riderAccounts/${rider.id}`), {
        riderId: rider.id,
        cashHeld: rider.cashHeld,
        remitted: 0,
        createdAt: now,
        updatedAt: now,
        createdBy: 'server',
        updatedBy: 'server',
      });
    }
    await batch.commit();
  });
  afterAll(async () => {
    await browser?.close();
    const batch = db().batch();
    for (const rider of CASH_RIDERS) {
      batch.delete(db().doc(`users/${rider.id}`));
      batch.delete(db().doc(`riderAccounts/${rider.id}`));
    }
    batch.delete(db().doc(`users/${CASH_COMPANY.id}`));
    await batch.commit();
  });

  it('in English on a desktop: the late board un-assigns an expired assignment, back to waiting for a rider', async () => {
    const { riderId } = await firstRiderOf(E2E_PROJECT_ID, COMPANY);
    const id = `e2e-unassign-${RUN}`;
    await assignedOrder(id, riderId, 5);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/allOrders/late`, {
      viewport: { width: 1440, height: 900 },
    });
    const row = page.getByTestId('late-order').filter({ hasText: id });
    await row.getByText(en['late.queue.notTakenOn']).waitFor(BOARD_WAIT);
    // The block of riders who must remit lists this test's riders, most cash first.
    const block = page.getByTestId('must-remit');
    await block.getByText(CASH_RIDERS[0].name).waitFor();
    const listed = await block.getByTestId('must-remit-rider').allInnerTexts();
    expect(listed[0]).toContain(CASH_RIDERS[0].name);
    expect(listed[1]).toContain(CASH_RIDERS[1].name);
    if (SHOTS) {
      await animationsDone(page);
      await page.screenshot({ path: join(SHOTS, 'late-unassign-en-1440.png'), fullPage: true });
    }
    await row.getByRole('button', { name: en['order.unassign'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(id, { exact: false }).waitFor();
    await messageAfter(page, en['order.unassignedMessage'].replace('{{id}}', id), () =>
      dialog.getByRole('button', { name: en['order.unassign'] }).click(),
    );
    await waitUnassigned(id);
    // Placed 30 minutes ago without a rider: late in the unassigned queue, without the button.
    await row.getByText(en['late.queue.unassigned']).waitFor(BOARD_WAIT);
    await expect.poll(() => row.getByText(en['late.queue.notTakenOn']).count()).toBe(0);
    expect(await row.getByRole('button', { name: en['order.unassign'] }).count()).toBe(0);
    await row.getByRole('button', { name: en['order.assign'], exact: true }).waitFor();
    await context.close();
  });

  it('the order page waits for the timer, then un-assigns in Arabic on a touch tablet; the timeline says so', async () => {
    const { riderId } = await firstRiderOf(E2E_PROJECT_ID, COMPANY);
    const waiting = `e2e-unassign-wait-${RUN}`;
    const expired = `e2e-unassign-ar-${RUN}`;
    // Assigned just now: the rider still has the timer (60 s in the seed).
    await db()
      .doc(`orders/${waiting}`)
      .set({
        ...backendOrder({ status: 'accepted', at: new Date(), deliveryStatus: 'assigned' }),
        deliveryCompanyId: COMPANY,
        riderId,
        assignedAt: Timestamp.now(),
      });
    await assignedOrder(expired, riderId, 3);
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/allOrders/id/${waiting}`);
    await page.getByTestId('unassign-wait').waitFor();
    expect(await page.getByRole('button', { name: arOrders['order.unassign'] }).count()).toBe(0);
    await openInPanel(page, `/allOrders/id/${expired}`);
    const button = page.getByRole('button', { name: arOrders['order.unassign'] });
    await button.waitFor();
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('لم يرد المندوب على الاتصال');
    if (SHOTS) {
      await animationsDone(page);
      await page.screenshot({ path: join(SHOTS, 'order-unassign-ar-820.png') });
    }
    await dialog.getByRole('button', { name: arOrders['order.unassign'] }).click();
    await waitUnassigned(expired);
    await page.getByText(arOrders['order.events.unassigned']).waitFor();
    await page.getByText('لم يرد المندوب على الاتصال').first().waitFor();
    await page.getByRole('button', { name: arOrders['order.assign'], exact: true }).waitFor();
    if (SHOTS) {
      await animationsDone(page);
      await page.screenshot({ path: join(SHOTS, 'order-unassigned-ar-820.png'), fullPage: true });
    }
    await context.close();
  });

  it('the Cash held list: riders by cash held with company, flag, call and WhatsApp links, and Record remittance', async () => {
    const limit = Number((await db().doc('appInfo/main').get()).get('riderCashLimit'));
    expect(limit).toBeGreaterThan(0);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/withdraw/cash-held`, {
      viewport: { width: 1440, height: 900 },
    });
    const rows = page.getByTestId('cash-held-row');
    await rows.first().getByText(CASH_RIDERS[0].name).waitFor();
    const [first, second] = [rows.nth(0), rows.nth(1)];
    await second.getByText(CASH_RIDERS[1].name).waitFor();
    await first.getByText(CASH_COMPANY.name).waitFor();
    await first.getByText(formatCurrency(CASH_RIDERS[0].cashHeld / 1000, 'en')).waitFor();
    await first.getByText(enCash['cash.overLimit']).waitFor();
    const tel = first.getByRole('link', { name: new RegExp(CASH_RIDERS[0].phone.replace('+', '\\+')) });
    expect(await tel.getAttribute('href')).toBe(`tel:${CASH_RIDERS[0].phone}`);
    const chat = first.locator('a[href^="https://wa.me/"]');
    expect(await chat.getAttribute('href')).toBe(`https://wa.me/${CASH_RIDERS[0].phone.slice(1)}`);
    // Sorted: each row holds no more than the one above it.
    const amounts = await page.getByTestId('cash-held-amount').allInnerTexts();
    const baisa = amounts.map((text) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 1000));
    expect(baisa).toEqual([...baisa].sort((a, b) => b - a));
    expect(baisa.slice(0, 2)).toEqual([CASH_RIDERS[0].cashHeld, CASH_RIDERS[1].cashHeld]);
    if (SHOTS) {
      await animationsDone(page);
      await page.screenshot({ path: join(SHOTS, 'cash-held-en-1440.png') });
    }
    await first.getByRole('link', { name: enCash['cash.record'] }).click();
    await page.waitForURL(`**/withdraw/remittances/new?rider=${CASH_RIDERS[0].id}`);
    const riderField = page.getByRole('combobox', { name: enWithdrawals['remittance.rider'] });
    await expect.poll(() => riderField.inputValue()).toBe(CASH_RIDERS[0].name);
    await context.close();

    const tablet = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/withdraw/cash-held`);
    const arRows = tablet.page.getByTestId('cash-held-row');
    await arRows.first().getByText(CASH_RIDERS[0].name).waitFor();
    await arRows.first().getByText(arCash['cash.overLimit']).waitFor();
    await arRows
      .first()
      .getByText(formatCurrency(CASH_RIDERS[0].cashHeld / 1000, 'ar'))
      .waitFor();
    const record = arRows.first().getByRole('link', { name: arCash['cash.record'] });
    expect((await record.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    if (SHOTS) {
      await animationsDone(tablet.page);
      await tablet.page.screenshot({ path: join(SHOTS, 'cash-held-ar-820.png') });
      await openInPanel(tablet.page, '/allOrders/late');
      await tablet.page.getByTestId('must-remit').waitFor();
      await animationsDone(tablet.page);
      await tablet.page.screenshot({ path: join(SHOTS, 'late-board-ar-820.png'), fullPage: true });
    }
    await tablet.context.close();
  });
});
