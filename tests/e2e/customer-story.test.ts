/**
 * A customer's whole story (issue 50, item 5; docs/data-model.md "A customer's story"):
 * a customer with four delivered orders, three of them refunded, and a fourth refund
 * proposed. The administrator's refund dialog (Approve) flags the customer (3 of their
 * last 4 orders refunded, at or above App info's 30 %), so the person deciding sees it,
 * in English on a desktop and in Arabic on a touch tablet; the customer's page shows their
 * figures (orders, value, refunded orders and sum, share, cancellations) and the flag; the
 * order's page shows the flag too. Screenshots in .cache/timeline/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { backendOrder } from '../support/orders';
import {
  arabicTablet,
  demoAccount,
  launchBrowser,
  networkQuiet,
  openInPanel,
  openSignedIn,
  openTab,
  skipReason,
} from './browser';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency, formatNumber } from '@/lib/format';
import ar from '@/locales/ar/orders.json';
import en from '@/locales/en/orders.json';
import enEntity from '@/locales/en/entity.json';

const ADMIN = demoAccount('admin@demo.om');
const FINANCE = demoAccount('finance@demo.om');
const SHOTS = resolve(import.meta.dirname, '../../.cache/timeline');
const MINUTE = 60_000;
/** Each order's total (baisa): backendOrder's 3.500 line and 1.000 delivery fee. */
const TOTAL = 4500;
const REFUNDED = 1000;

interface Customer {
  readonly id: string;
  readonly name: string;
  /** The newest order, with the pending refund. */
  readonly lastOrder: string;
  readonly refundId: string;
}

/** A new customer (a copy of the seed's first) with four delivered orders, three refunded, and a pending refund. */
async function oftenRefunded(prefix: string): Promise<Customer> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const id = `${prefix}-${Date.now().toString(36)}`;
  const name = `Often Refunded ${prefix}`;
  const seedCustomer = (await db.doc('users/user-0001').get()).data() ?? {};
  await db.doc(`users/${id}`).set({ ...seedCustomer, name, email: `${id}@example.om`, searchPrefixes: [] });
  const orders: string[] = [];
  for (let index = 0; index < 4; index++) {
    const orderId = `${id}-order-${index}`;
    const at = new Date(Date.now() - (240 - index * 30) * MINUTE);
    await db.doc(`orders/${orderId}`).set({
      ...backendOrder({ status: 'delivered', deliveryStatus: 'delivered', at }),
      userId: id,
      paymentMethod: 'card',
      refundedAmount: index < 3 ? REFUNDED : 0,
    });
    orders.push(orderId);
  }
  const lastOrder = orders[3] ?? '';
  const refundId = `${lastOrder}-refund`;
  const now = Timestamp.now();
  await db.doc(`refunds/${refundId}`).set({
    orderId: lastOrder,
    supplierId: 'supplier-001',
    amount: REFUNDED,
    reason: 'missingItems',
    note: '',
    chargedTo: 'platform',
    status: 'pending',
    createdAt: now,
    updatedAt: now,
    createdBy: FINANCE.uid,
    updatedBy: FINANCE.uid,
    editedBy: FINANCE.uid,
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
  });
  return { id, name, lastOrder, refundId };
}

/** The flag's words for 3 refunded of 4 orders at the 30 % setting, in a locale. */
function flagWords(texts: typeof en, locale: string): string {
  return texts['customerStory.flag']
    .replace('{{refunded}}', formatNumber(3, locale))
    .replace('{{orders}}', formatNumber(4, locale))
    .replace('{{share}}', formatNumber(0.75, locale, { style: 'percent', maximumFractionDigits: 0 }))
    .replace('{{limit}}', formatNumber(0.3, locale, { style: 'percent', maximumFractionDigits: 2 }));
}

/** On the refund's page, asks to approve it, and returns the dialog's flag (the dialog left open). */
async function approveDialogFlag(page: Page, texts: typeof en): Promise<string> {
  await page.getByRole('button', { name: texts['refund.approve'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(texts['refund.approveConfirm']).waitFor();
  const flag = dialog.getByTestId('refund-flag');
  await flag.waitFor();
  return flag.innerText();
}

describe.skipIf(skipReason() !== '')("a customer's whole story", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: the refund dialog, the order page and the customer page flag the customer', async () => {
    const customer = await oftenRefunded('e2e-refunded');
    const { context, page } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/refunds/id/${customer.refundId}`,
      {
        viewport: { width: 1440, height: 900 },
      },
    );
    expect(await approveDialogFlag(page, en)).toContain(flagWords(en, 'en'));
    await page.screenshot({ path: `${SHOTS}/refund-flag-en-1440.png` });
    // Cancelled: nothing decided.
    await page.getByRole('dialog').getByRole('button', { name: enEntity['common.cancel'] }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await openInPanel(page, `/allOrders/id/${customer.lastOrder}`);
    await page.getByTestId('refund-flag').waitFor();

    await openInPanel(page, `/user/id/${customer.id}`);
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor();
    await openTab(page, en['customerStory.title']);
    const story = page.getByTestId('customer-story');
    await story.getByTestId('refund-flag').waitFor();
    const text = await story.innerText();
    const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), 'en');
    for (const [label, value] of [
      [en['customerStory.orders'], '4'],
      [en['customerStory.value'], money(4 * TOTAL)],
      [en['customerStory.refundedOrders'], '3'],
      [en['customerStory.refunded'], money(3 * REFUNDED)],
      [en['customerStory.refundShare'], '75%'],
      [en['customerStory.cancelled'], '0'],
    ] as const) {
      expect(text).toMatch(new RegExp(`${label}\\s+${value.replace(/[.]/g, '\\.')}`));
    }
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/customer-story-en-1440.png` });
    await context.close();
  });

  it('in Arabic on a touch tablet: the refund dialog flags the customer in Arabic', async () => {
    const customer = await oftenRefunded('e2e-refunded-ar');
    const { context, page } = await arabicTablet(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/refunds/id/${customer.refundId}`,
    );
    expect(await approveDialogFlag(page, ar as typeof en)).toContain(flagWords(ar as typeof en, 'ar'));
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.screenshot({ path: `${SHOTS}/refund-flag-ar-820.png` });
    await page.getByRole('dialog').getByRole('button', { name: ar['refund.approve'] }).waitFor();
    await openInPanel(page, `/user/id/${customer.id}`);
    await openTab(page, ar['customerStory.title']);
    await page.getByTestId('customer-story').getByTestId('refund-flag').waitFor();
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/customer-story-ar-820.png` });
    await context.close();
  });
});
