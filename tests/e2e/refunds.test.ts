/**
 * Refunds in headless Chromium (issue 32 part 3; docs/access.md "Refunds"): the finance
 * employee proposes a partial refund of a delivered order from its page (an amount above
 * what is left is refused with the amount left), sees Approve disabled on it (maker-
 * checker); the administrator approves it, and the supplier's earned and available
 * amounts on their Payment and bank tab fall by the amount, the order's refunded sum
 * rises. In Arabic on a touch tablet, the administrator approves a seeded pending refund
 * and its amounts read in Arabic. In both, approving a pending refund that has become
 * more than what is left of its order is refused with the amount left, written as the
 * panel writes OMR amounts (issue 48, item 1: no "{{left}}"). Screenshots go to
 * SHOTS_DIR when it is set.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, chooseOption, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import arEntity from '@/locales/ar/entity.json';
import ar from '@/locales/ar/orders.json';
import enEntity from '@/locales/en/entity.json';
import en from '@/locales/en/orders.json';
import enPeople from '@/locales/en/people.json';
import { messageAfter } from './messages';

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
};
const FINANCE = account('finance@demo.om');
const ADMIN = account('admin@demo.om');
const SHOTS = process.env['SHOTS_DIR'] ?? '';

/** An amount in baisa as the panel writes it in a locale (e.g. "OMR 1.500"). */
const money = (baisa: number, locale: string) => formatCurrency(baisaToOmr(baisa), locale);

async function accountOf(supplierId: string): Promise<{ earned: number; available: number; released: number }> {
  const data = (await adminFirestore(E2E_PROJECT_ID).doc(`supplierAccounts/${supplierId}`).get()).data() ?? {};
  return { earned: Number(data['earned']), available: Number(data['available']), released: Number(data['released']) };
}

async function orderOf(id: string): Promise<{ supplierId: string; totalPrice: number; refundedAmount: number }> {
  const data = (await adminFirestore(E2E_PROJECT_ID).doc(`orders/${id}`).get()).data() ?? {};
  return {
    supplierId: String(data['supplierId']),
    totalPrice: Number(data['totalPrice']),
    refundedAmount: Number(data['refundedAmount'] ?? 0),
  };
}

/**
 * A second pending refund of the same order as `fromId`, for `amount` baisa (written as
 * the proposer wrote the first): approving it must be refused once the first is approved.
 * @param extra fields that differ from the first (who bears it)
 * @returns its id
 */
async function pendingCopy(fromId: string, amount: number, extra: Record<string, unknown> = {}): Promise<string> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const data = (await db.doc(`refunds/${fromId}`).get()).data() ?? {};
  const id = `${fromId}-again-${Date.now().toString(36)}`;
  await db
    .doc(`refunds/${id}`)
    .set({ ...data, amount, status: 'pending', decidedAt: null, decidedBy: null, decisionReason: null, ...extra });
  return id;
}

/** The refusal's text saying `left` (baisa) is what is left of the order, spaces as one. */
function aboveLeft(texts: typeof en, left: number, locale: string): string {
  return texts['refund.validation.aboveLeft'].replace('{{left, currency}}', money(left, locale)).replace(/\s+/g, ' ');
}

/**
 * Approves the refund on a page that read the order before another approval and expects
 * the write's refusal saying `left` (baisa) is what is left.
 */
async function approveRefused(page: Page, texts: typeof en, left: number, locale: string) {
  await page.getByRole('button', { name: texts['refund.approve'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(texts['refund.approveConfirm']).waitFor();
  await dialog.getByRole('button', { name: texts['refund.approve'] }).click();
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: texts['refund.validation.aboveLeft'].split('(')[0]?.trim() ?? '' });
  await refusal.waitFor();
  const said = await refusal.innerText();
  expect(said).not.toContain('{{');
  expect(said.replace(/\s+/g, ' ')).toContain(aboveLeft(texts, left, locale));
}

/**
 * Expects the refund's page to say before anyone clicks that its amount is more than
 * `left` (baisa) is left of the order (canOnDocument with the order read): Approve is
 * disabled, described by the reason, which is written under the heading.
 */
async function approveOfferedNot(page: Page, texts: typeof en, left: number, locale: string) {
  const reason = page
    .locator('p')
    .filter({ hasText: texts['refund.validation.aboveLeft'].split('(')[0]?.trim() ?? '' })
    .first();
  await reason.waitFor();
  const said = await reason.innerText();
  expect(said).not.toContain('{{');
  expect(said.replace(/\s+/g, ' ')).toContain(aboveLeft(texts, left, locale));
  const approve = page.getByRole('button', { name: texts['refund.approve'] });
  expect(await approve.isDisabled()).toBe(true);
  const described = await approve.getAttribute('aria-describedby');
  expect(described).toBeTruthy();
  expect((await page.locator(`[id="${described ?? ''}"]`).innerText()).replace(/\s+/g, ' ')).toContain(
    aboveLeft(texts, left, locale),
  );
}

/** A seeded delivered order of at least 2 OMR that has no refund yet. */
async function unrefundedOrder(): Promise<string> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const delivered = await db.collection('orders').where('status', '==', 'delivered').limit(60).get();
  for (const order of delivered.docs) {
    if (Number(order.get('totalPrice')) < 2_000 || order.get('refundedAmount')) continue;
    const refunds = await db.collection('refunds').where('orderId', '==', order.id).limit(1).get();
    if (refunds.empty) return order.id;
  }
  throw new Error('The demo data has no delivered order without a refund');
}

/** A seeded cancelled order paid as `paymentMethod` (issue 45: only money that was paid is refunded). */
async function cancelledOrder(paymentMethod: 'cash' | 'card'): Promise<string> {
  const found = await adminFirestore(E2E_PROJECT_ID)
    .collection('orders')
    .where('status', '==', 'cancelledByUser')
    .where('paymentMethod', '==', paymentMethod)
    .limit(1)
    .get();
  const order = found.docs[0];
  if (!order) throw new Error(`The demo data has no cancelled ${paymentMethod} order`);
  return order.id;
}

describe.skipIf(skipReason() !== '')('refunds in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("one employee proposes a partial refund, another approves it, and the supplier's amounts fall", async () => {
    const orderId = await unrefundedOrder();
    const order = await orderOf(orderId);
    // Half the total, in whole 100 baisa.
    const amount = Math.round(order.totalPrice / 200) * 100;
    const before = await accountOf(order.supplierId);

    const maker = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/allOrders/id/${orderId}`, {
      viewport: { width: 1440, height: 900 },
    });
    await maker.page.getByRole('link', { name: en['order.refund'], exact: true }).click();
    await maker.page.waitForURL('**/refunds/new?*');
    const amountField = maker.page.getByLabel(en['refund.amount']);
    // More than the order's total: refused, saying what is left.
    await amountField.fill(String(baisaToOmr(order.totalPrice + 1_000)));
    await maker.page.getByRole('button', { name: enEntity['common.save'], exact: true }).click();
    await maker.page.getByText(money(order.totalPrice, 'en'), { exact: false }).first().waitFor();
    await amountField.fill(String(baisaToOmr(amount)));
    await chooseOption(
      maker.page.getByRole('combobox', { name: en['refund.reason'] }),
      en['refund.reasons.missingItems'],
    );
    await maker.page.getByLabel(en['refund.note']).fill('The laban was missing from the bag.');
    if (SHOTS) await maker.page.screenshot({ path: join(SHOTS, 'refund-form-en-1440.png'), fullPage: true });
    await messageAfter(maker.page, en['refund.created'], () =>
      maker.page.getByRole('button', { name: enEntity['common.save'], exact: true }).click(),
    );

    const proposed = await adminFirestore(E2E_PROJECT_ID)
      .collection('refunds')
      .where('orderId', '==', orderId)
      .limit(1)
      .get();
    const refund = proposed.docs[0];
    if (!refund) throw new Error('no refund was written');
    expect(refund.data()).toMatchObject({
      amount,
      status: 'pending',
      reason: 'missingItems',
      chargedTo: 'supplier',
      supplierId: order.supplierId,
      createdBy: FINANCE.uid,
    });
    // The proposer may not approve it.
    await openInPanel(maker.page, `/refunds/id/${refund.id}`);
    const makerApprove = maker.page.getByRole('button', { name: en['refund.approve'] });
    await makerApprove.waitFor();
    expect(await makerApprove.isDisabled()).toBe(true);
    await maker.context.close();

    const checker = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/refunds/id/${refund.id}`, {
      viewport: { width: 1440, height: 900 },
    });
    const approve = checker.page.getByRole('button', { name: en['refund.approve'] });
    await approve.waitFor();
    expect(await approve.isDisabled()).toBe(false);
    await expect
      .poll(() => checker.page.getByTestId('supplier-available').textContent())
      .toContain(money(before.available, 'en'));
    await approve.click();
    const dialog = checker.page.getByRole('dialog');
    await dialog.getByText(en['refund.approveConfirm']).waitFor();
    await messageAfter(checker.page, en['refund.approvedMessage'], () =>
      dialog.getByRole('button', { name: en['refund.approve'] }).click(),
    );
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'refund-approved-en-1440.png'), fullPage: true });

    expect(await accountOf(order.supplierId)).toEqual({
      earned: before.earned - amount,
      available: before.available - amount,
      released: before.released,
    });
    expect((await orderOf(orderId)).refundedAmount).toBe(amount);

    // Another pending refund of the order, now more than what is left: not offered, saying why.
    const left = order.totalPrice - amount;
    const again = await pendingCopy(refund.id, left + 500);
    await openInPanel(checker.page, `/refunds/id/${again}`);
    await approveOfferedNot(checker.page, en, left, 'en');
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'refund-above-left-en-1440.png'), fullPage: true });
    expect((await orderOf(orderId)).refundedAmount).toBe(amount);

    // The supplier's Payment and bank tab shows the new amounts.
    await openInPanel(checker.page, `/supplier/id/${order.supplierId}?tab=bank`);
    const payment = checker.page.getByRole('region', { name: enPeople['people.payment'] });
    await expect.poll(() => payment.textContent()).toContain(money(before.earned - amount, 'en'));
    expect(await payment.textContent()).toContain(money(before.available - amount, 'en'));
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'supplier-payment-en-1440.png'), fullPage: true });

    // The order's page shows the refunded sum and the refund, approved.
    await openInPanel(checker.page, `/allOrders/id/${orderId}`);
    await expect
      .poll(() => checker.page.getByTestId('order-refunded').first().textContent())
      .toContain(money(amount, 'en'));
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'order-refunds-en-1440.png'), fullPage: true });
    await checker.context.close();
  });

  it('offers no refund of a cancelled cash order, saying why in English and Arabic; a cancelled card order is offered', async () => {
    const cash = await cancelledOrder('cash');
    const card = await cancelledOrder('card');
    const maker = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/allOrders/id/${cash}`, {
      viewport: { width: 1440, height: 900 },
    });
    const origin = new URL(maker.page.url()).origin;
    const why = maker.page.getByText(en['order.refundNeverPaid']);
    await why.waitFor();
    const button = maker.page.getByRole('button', { name: en['order.refund'], exact: true });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBe(await why.getAttribute('id'));
    if (SHOTS) await maker.page.screenshot({ path: join(SHOTS, 'refund-never-paid-en-1440.png'), fullPage: true });
    // The form reached by its address refuses it too, keeping what was typed.
    await maker.page.goto(`${origin}/refunds/new?orderId=${cash}`);
    await maker.page.getByLabel(en['refund.amount']).fill('1');
    await maker.page.getByRole('button', { name: enEntity['common.save'], exact: true }).click();
    await maker.page.getByText(en['refund.validation.neverPaid']).waitFor();
    expect(await maker.page.getByLabel(en['refund.amount']).inputValue()).toBe('1');
    await openInPanel(maker.page, `/allOrders/id/${card}`);
    await maker.page.getByRole('link', { name: en['order.refund'], exact: true }).waitFor();
    await maker.context.close();

    const { context, page } = await arabicTablet(browser, FINANCE.email, FINANCE.password, `/allOrders/id/${cash}`);
    await page.getByText(ar['order.refundNeverPaid']).waitFor();
    expect(await page.getByRole('button', { name: ar['order.refund'], exact: true }).isDisabled()).toBe(true);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'refund-never-paid-ar-820-touch.png'), fullPage: true });
    await context.close();
  });

  it('approves a pending refund in Arabic on a tablet, its amounts reading in Arabic', async () => {
    const id = 'refund-003';
    const stored = (await adminFirestore(E2E_PROJECT_ID).doc(`refunds/${id}`).get()).data() ?? {};
    expect(stored['status']).toBe('pending');
    const amount = Number(stored['amount']);
    const orderId = String(stored['orderId']);
    const order = await orderOf(orderId);
    const before = await accountOf(order.supplierId);

    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/refunds/id/${id}`);
    const origin = new URL(page.url()).origin;
    // The same refund again, above what will be left of the order once this one is approved,
    // opened in a second page first: what that page read still fits, so it offers Approve
    // (borne by the platform, so the supplier's available amount does not limit it).
    const left = order.totalPrice - order.refundedAmount - amount;
    const again = await pendingCopy(id, left + 1, { chargedTo: 'platform' });
    const stale = await context.newPage();
    await stale.goto(`${origin}/refunds/id/${again}`);
    await expect
      .poll(() => stale.getByTestId('order-refunded').textContent())
      .toContain(money(order.refundedAmount, 'ar'));
    expect(await stale.getByRole('button', { name: ar['refund.approve'] }).isDisabled()).toBe(false);
    const available = page.getByTestId('supplier-available');
    await expect.poll(() => available.textContent()).toContain(money(before.available, 'ar'));
    expect(await page.getByTestId('order-refunded').textContent()).toContain(money(order.refundedAmount, 'ar'));
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('button', { name: ar['refund.approve'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(ar['refund.approveConfirm']).waitFor();
    await messageAfter(page, ar['refund.approvedMessage'], () =>
      dialog.getByRole('button', { name: ar['refund.approve'] }).click(),
    );
    await expect.poll(() => available.textContent()).toContain(money(before.available - amount, 'ar'));
    expect(await page.getByTestId('supplier-earned').textContent()).toContain(money(before.earned - amount, 'ar'));
    await expect
      .poll(() => page.getByTestId('order-refunded').textContent())
      .toContain(money(order.refundedAmount + amount, 'ar'));
    // Decided once: Approve is no longer offered.
    await expect.poll(() => page.getByRole('button', { name: ar['refund.approve'] }).count()).toBe(0);
    expect(await page.getByText(arEntity['common.save']).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'refund-approved-ar-820-touch.png'), fullPage: true });

    // The page read before: its approval is refused by the write, in Arabic, with the amount.
    await approveRefused(stale, ar, left, 'ar');
    expect((await orderOf(orderId)).refundedAmount).toBe(order.refundedAmount + amount);
    // Opened now, the page says so before anyone taps.
    await openInPanel(page, `/refunds/id/${again}`);
    await approveOfferedNot(page, ar, left, 'ar');
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'refund-above-left-ar-820-touch.png'), fullPage: true });
    await context.close();
  });
});
