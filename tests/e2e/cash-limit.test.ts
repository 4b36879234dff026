/**
 * Cash limits in the assign dialog (issue 49 item 3; docs/data-model.md "Cash limits"), in
 * headless Chromium: a rider of a delivery company collects cash on a delivered order, as
 * the marketplace's server writes it (the order, `cashHeld + total` and its
 * `cashCollected` ledger entry in one batch), until they hold App info's `riderCashLimit`;
 * the assign dialog of a new order then shows that rider with the cash held and why, not
 * selectable, and another rider of the company with their cash held, selectable. In
 * English on a desktop (1440×900) and in Arabic on a touch tablet (820×1180).
 * Screenshots go to SHOTS_DIR when it is set.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { backendOrder } from '../support/orders';
import {
  animationsDone,
  arabicTablet,
  chooseOption,
  demoAccount,
  launchBrowser,
  openSignedIn,
  skipReason,
} from './browser';
import { formatCurrency } from '@/lib/format';
import arOrders from '@/locales/ar/orders.json';
import en from '@/locales/en/orders.json';

const ADMIN = demoAccount('admin@demo.om');
const SHOTS = process.env['SHOTS_DIR'] ?? '';
/** In Muscat, like the order's supplier (the company's riders are within the radius). */
const COMPANY = 'delivery-company-001';
const db = () => adminFirestore(E2E_PROJECT_ID);

interface Rider {
  readonly id: string;
  readonly name: string;
}

/**
 * Two unblocked riders of the company, and the company's name: the second and third by
 * name (the first is the one dispatch.test.ts assigns; its cash stays as seeded), or the
 * second and first when there are only two.
 */
async function ridersOf(companyId: string): Promise<{ company: string; over: Rider; under: Rider }> {
  const found = await db()
    .collection('users')
    .where('type', '==', 'rider')
    .where('deliveryCompanyId', '==', companyId)
    .where('blocked', '==', false)
    .orderBy('name')
    .limit(3)
    .get();
  const [first, over, third] = found.docs.map((d) => ({ id: d.id, name: String(d.get('name')) }));
  const under = third ?? first;
  if (!over || !under) throw new Error(`The seed has fewer than two unblocked riders of ${companyId}`);
  const company = String((await db().doc(`users/${companyId}`).get()).get('name'));
  return { company, over, under };
}

/** What a rider holds now, baisa (no account: 0). */
async function cashHeld(riderId: string): Promise<number> {
  return Number((await db().doc(`riderAccounts/${riderId}`).get()).get('cashHeld') ?? 0);
}

/**
 * A delivered cash order of `rider` worth `total` baisa, written as the server writes one
 * (docs/data-model.md "riderAccounts"): the order, the account's cashHeld raised, the entry.
 */
async function collect(rider: Rider, total: number): Promise<void> {
  const id = `e2e-cash-${Date.now().toString(36)}`;
  const before = await cashHeld(rider.id);
  const order = backendOrder({ status: 'delivered', at: new Date(), price: total - 1000, deliveryStatus: 'delivered' });
  const batch = db().batch();
  batch.set(db().doc(`orders/${id}`), { ...order, deliveryCompanyId: COMPANY, riderId: rider.id });
  batch.set(
    db().doc(`riderAccounts/${rider.id}`),
    {
      riderId: rider.id,
      cashHeld: before + total,
      remitted: FieldValue.increment(0),
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: 'server',
    },
    { merge: true },
  );
  batch.set(db().doc(`ledger/cash-${id}`), {
    accountCollection: 'riderAccounts',
    accountId: rider.id,
    kind: 'cashCollected',
    amounts: { cashHeld: total },
    balances: { cashHeld: before + total },
    causeCollection: 'orders',
    causeId: id,
    by: 'server',
    at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
}

/** On the order's page, opens its assign dialog and picks the company; returns the dialog. */
async function assignDialog(page: Page, assign: string, company: string) {
  await page.getByRole('button', { name: assign, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(dialog.getByRole('combobox').first(), company);
  return dialog;
}

describe.skipIf(skipReason() !== '')('cash limits in the assign dialog', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a rider at the cash limit is shown with the cash held and why, and not offered; another is', async () => {
    const limit = Number((await db().doc('appInfo/main').get()).get('riderCashLimit'));
    expect(limit).toBeGreaterThan(0);
    const { company, over, under } = await ridersOf(COMPANY);
    const short = limit - (await cashHeld(over.id));
    if (short > 0) await collect(over, short);
    const overHeld = await cashHeld(over.id);
    const underHeld = await cashHeld(under.id);
    expect(overHeld).toBeGreaterThanOrEqual(limit);
    expect(underHeld).toBeLessThan(limit);
    const orderId = `e2e-limit-${Date.now().toString(36)}`;
    await db()
      .doc(`orders/${orderId}`)
      .set(backendOrder({ status: 'accepted', at: new Date() }));

    const orderPath = `/allOrders/id/${orderId}`;
    const desk = await openSignedIn(browser, ADMIN.email, ADMIN.password, orderPath, {
      viewport: { width: 1440, height: 900 },
    });
    const dialog = await assignDialog(desk.page, en['order.assign'], company);
    const omr = (baisa: number, locale: string) => formatCurrency(baisa / 1000, locale);
    const overText = en['order.overCashLimit']
      .replace('{{amount, currency}}', omr(overHeld, 'en'))
      .replace('{{limit, currency}}', omr(limit, 'en'));
    await dialog.getByTestId(`rider-cash-${over.id}`).getByText(overText).waitFor();
    expect(await dialog.getByRole('radio', { name: new RegExp(over.name) }).isDisabled()).toBe(true);
    const underText = en['order.cashHeld'].replace('{{amount, currency}}', omr(underHeld, 'en'));
    await dialog.getByTestId(`rider-cash-${under.id}`).getByText(underText).waitFor();
    const offered = dialog.getByRole('radio', { name: new RegExp(under.name) });
    await expect.poll(() => offered.isDisabled()).toBe(false);
    await offered.check();
    await dialog.getByRole('status').getByText(under.name).waitFor();
    const submit = dialog.getByRole('button', { name: en['order.assignSubmit'] });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    if (SHOTS) {
      await animationsDone(desk.page);
      await desk.page.screenshot({ path: join(SHOTS, 'assign-cash-en-1440.png') });
    }
    await desk.context.close();

    const tablet = await arabicTablet(browser, ADMIN.email, ADMIN.password, orderPath);
    const arDialog = await assignDialog(tablet.page, arOrders['order.assign'], company);
    const arOver = arOrders['order.overCashLimit']
      .replace('{{amount, currency}}', omr(overHeld, 'ar'))
      .replace('{{limit, currency}}', omr(limit, 'ar'));
    await arDialog.getByTestId(`rider-cash-${over.id}`).getByText(arOver).waitFor();
    expect(await arDialog.getByRole('radio', { name: new RegExp(over.name) }).isDisabled()).toBe(true);
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'assign-cash-ar-820.png') });
    await tablet.context.close();
  });
});
