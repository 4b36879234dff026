/**
 * Withdrawals in headless Chromium (spec §4; docs/data-model.md `withdrawals`): the
 * finance employee approves a pending request after the confirmation and sees the
 * supplier's available amount fall and the released amount rise by the amount; another
 * request is rejected with a reason, which its page then shows, amounts unchanged.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openSignedIn, skipReason } from './browser';
import en from '@/locales/en/withdrawals.json';
import enEntity from '@/locales/en/entity.json';
import { messageAfter } from './messages';

const FINANCE = DEMO_ACCOUNTS.find((a) => a.email === 'finance@demo.om');
if (!FINANCE) throw new Error('No demo account finance@demo.om');

/** OMR of an amount in baisa as the English panel groups it, e.g. 1,234.500. */
const omr = (baisa: number) => (baisa / 1000).toLocaleString('en-US', { minimumFractionDigits: 3 });

async function accountOf(supplierId: string): Promise<{ available: number; released: number }> {
  const data = (await adminFirestore(E2E_PROJECT_ID).doc(`supplierAccounts/${supplierId}`).get()).data() ?? {};
  return { available: Number(data['available']), released: Number(data['released']) };
}

async function withdrawal(id: string): Promise<{ supplierId: string; amount: number; status: string }> {
  const data = (await adminFirestore(E2E_PROJECT_ID).doc(`withdrawals/${id}`).get()).data() ?? {};
  return { supplierId: String(data['supplierId']), amount: Number(data['amount']), status: String(data['status']) };
}

describe.skipIf(skipReason() !== '')('withdrawals in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("approves a request and shows the supplier's amounts moved", async () => {
    const request = await withdrawal('withdrawal-004');
    expect(request.status).toBe('pending');
    const before = await accountOf(request.supplierId);
    const { context, page } = await openSignedIn(
      browser,
      FINANCE?.email ?? '',
      FINANCE?.password ?? '',
      `/withdraw/id/withdrawal-004`,
    );
    const available = page.getByTestId('supplier-available');
    await expect.poll(() => available.textContent()).toContain(omr(before.available));

    await page.getByRole('button', { name: en['withdrawal.approve'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en['withdrawal.approveConfirm']).waitFor();
    await messageAfter(page, en['withdrawal.approvedMessage'], () =>
      dialog.getByRole('button', { name: en['withdrawal.approve'] }).click(),
    );

    await expect.poll(() => available.textContent()).toContain(omr(before.available - request.amount));
    expect(await page.getByTestId('supplier-released').textContent()).toContain(omr(before.released + request.amount));
    expect(await accountOf(request.supplierId)).toEqual({
      available: before.available - request.amount,
      released: before.released + request.amount,
    });
    // Decided once: no decision is offered any more (once the page has shown the decision).
    await expect.poll(() => page.getByRole('button', { name: en['withdrawal.approve'] }).count()).toBe(0);
    await context.close();
  });

  it('rejects a request with a reason, amounts unchanged', async () => {
    const request = await withdrawal('withdrawal-005');
    const before = await accountOf(request.supplierId);
    const { context, page } = await openSignedIn(
      browser,
      FINANCE?.email ?? '',
      FINANCE?.password ?? '',
      `/withdraw/id/withdrawal-005`,
    );
    await page.getByRole('button', { name: en['withdrawal.reject'] }).click();
    const dialog = page.getByRole('dialog');
    const reason = 'The IBAN does not match the trade licence';
    await dialog.getByLabel(enEntity['common.reason']).fill(reason);
    await messageAfter(page, en['withdrawal.rejectedMessage'], () =>
      dialog.getByRole('button', { name: en['withdrawal.reject'] }).click(),
    );
    await page.locator('dl').getByText(reason).waitFor();
    expect((await withdrawal('withdrawal-005')).status).toBe('rejected');
    expect(await accountOf(request.supplierId)).toEqual(before);
    await context.close();
  });
});
