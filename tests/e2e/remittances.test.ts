/**
 * Cash remittances in headless Chromium (issue 49 item 4; docs/data-model.md
 * `remittances`): the finance employee records the cash a rider handed over (English,
 * desktop 1440×900: the menu entry under Withdraw History, the recording form with the
 * rider picker, an amount in OMR to 3 decimals, method, reference and note); Confirm is
 * then disabled for him with the reason written (maker-checker). The administrator
 * confirms it in Arabic on a touch tablet (820×1180); the rider's cash held
 * falls by exactly the amount, remitted rises by it, and one `cashRemitted` ledger entry
 * names the remittance. The same two record and confirm a payout to a delivery company
 * (`payouts`): its fees owed fall and its paid out rises by exactly the amount, with one
 * `payout` entry. Screenshots go to SHOTS_DIR when it is set.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  chooseOption,
  demoAccount,
  launchBrowser,
  openInPanel,
  openPage,
  signIn,
  skipReason,
} from './browser';
import { formatCurrency } from '@/lib/format';
import arMoney from '@/locales/ar/money.json';
import arWithdrawals from '@/locales/ar/withdrawals.json';
import enCommon from '@/locales/en/common.json';
import enEntity from '@/locales/en/entity.json';
import enMoney from '@/locales/en/money.json';
import en from '@/locales/en/withdrawals.json';
import { messageAfter } from './messages';

const SHOTS = process.env['SHOTS_DIR'] ?? '';
const db = () => adminFirestore(E2E_PROJECT_ID);

/** The remittance recorded: 12.345 OMR, typed as a person types it. */
const AMOUNT_TYPED = '12.345';
const AMOUNT = 12_345;

async function cashOf(riderId: string): Promise<{ cashHeld: number; remitted: number }> {
  const data = (await db().doc(`riderAccounts/${riderId}`).get()).data() ?? {};
  return { cashHeld: Number(data['cashHeld']), remitted: Number(data['remitted']) };
}

/** The seeded rider holding the most cash (at least the amount), with their name. */
async function richestRider(): Promise<{ id: string; name: string }> {
  const accounts = await db().collection('riderAccounts').orderBy('cashHeld', 'desc').limit(1).get();
  const account = accounts.docs[0];
  if (!account || Number(account.get('cashHeld')) < AMOUNT) throw new Error('No seeded rider holds enough cash');
  const name = String((await db().doc(`users/${account.id}`).get()).get('name'));
  return { id: account.id, name };
}

/**
 * The two staff members of both tests, the seed's demo accounts (their sessions are
 * shared with the other tests of the run: no form sign-in of their own): finance
 * records, the administrator confirms (maker-checker).
 */
const financeStaff = () => ({ maker: demoAccount('finance@demo.om'), checker: demoAccount('admin@demo.om') });

async function companyAccountOf(companyId: string): Promise<{ available: number; paidOut: number }> {
  const data = (await db().doc(`deliveryCompanyAccounts/${companyId}`).get()).data() ?? {};
  return { available: Number(data['available']), paidOut: Number(data['paidOut']) };
}

/** The seeded delivery company owed the most fees (at least the amount), with its name. */
async function mostOwedCompany(): Promise<{ id: string; name: string }> {
  const accounts = await db().collection('deliveryCompanyAccounts').orderBy('available', 'desc').limit(1).get();
  const account = accounts.docs[0];
  if (!account || Number(account.get('available')) < PAYOUT) throw new Error('No seeded company is owed enough');
  const name = String((await db().doc(`users/${account.id}`).get()).get('name'));
  return { id: account.id, name };
}

/** The payout recorded: 4.250 OMR. */
const PAYOUT_TYPED = '4.25';
const PAYOUT = 4_250;

describe.skipIf(skipReason() !== '')('cash remittances and payouts in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("records as the finance employee, confirms as the administrator: the rider's cash held falls by the amount", async () => {
    const { maker, checker } = financeStaff();
    const rider = await richestRider();
    const before = await cashOf(rider.id);
    const reference = `TRF-E2E-${Date.now()}`;

    // The maker, in English on a desktop, through the menu.
    const desk = await openPage(browser, '/', { width: 1440, height: 900 });
    const page = desk.page;
    await signIn(page, maker.email, maker.password);
    await page.getByRole('link', { name: enCommon['navbar.remittances'] }).click();
    await page.waitForURL('**/withdraw/remittances');
    // The list's own heading first: the dashboard (with its chart tables) stays shown while
    // the screen's code loads.
    await page.getByRole('heading', { level: 1, name: enCommon['navbar.remittances'] }).waitFor();
    await page.getByRole('table').waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'remittances-list-en-1440.png'), fullPage: true });
    await page.getByRole('link', { name: enMoney['remittance.newTitle'] }).click();
    await page.waitForURL('**/withdraw/remittances/new');
    const riderField = page.getByRole('combobox', { name: en['remittance.rider'] });
    await riderField.click();
    await riderField.fill(rider.name.slice(0, 5));
    await page.getByRole('option', { name: rider.name }).first().click();
    // More than the rider holds is refused before anything is written.
    await page.getByLabel(en['remittance.amount'], { exact: true }).fill(String((before.cashHeld + 1000) / 1000));
    await chooseOption(
      page.getByRole('combobox', { name: en['remittance.method'] }),
      en['remittance.methods.bankTransfer'],
    );
    await page.getByLabel(en['remittance.reference']).fill(reference);
    await page.getByLabel(en['remittance.note']).fill('Handed over at the Seeb office');
    await page.getByRole('button', { name: enEntity['common.save'], exact: true }).click();
    await page
      .getByText(en['remittance.validation.aboveHeld'].replace(/\s*\(.*$/, ''))
      .first()
      .waitFor();
    expect((await db().collection('remittances').where('reference', '==', reference).get()).size).toBe(0);
    await page.getByLabel(en['remittance.amount'], { exact: true }).fill(AMOUNT_TYPED);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'remittance-new-en-1440.png'), fullPage: true });
    await messageAfter(page, enEntity['message.inserted'], () =>
      page.getByRole('button', { name: enEntity['common.save'], exact: true }).click(),
    );

    const recorded = await db().collection('remittances').where('reference', '==', reference).get();
    expect(recorded.size).toBe(1);
    const remittance = recorded.docs[0]!;
    expect(remittance.data()).toMatchObject({
      riderId: rider.id,
      amount: AMOUNT,
      method: 'bankTransfer',
      status: 'pending',
      createdBy: maker.uid,
    });
    // Recording moves nothing.
    expect(await cashOf(rider.id)).toEqual(before);

    // Her own: Confirm is disabled, the reason written beside it.
    await openInPanel(page, `/withdraw/remittances/id/${remittance.id}`);
    const own = page.getByRole('button', { name: en['remittance.approve'] });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    await page.getByText(enEntity['decision.makerReason']).first().waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'remittance-maker-en-1440.png'), fullPage: true });
    await desk.context.close();

    // The checker, in Arabic on a touch tablet.
    const tablet = await arabicTablet(
      browser,
      checker.email,
      checker.password,
      `/withdraw/remittances/id/${remittance.id}`,
    );
    const held = tablet.page.getByTestId('rider-cash-held');
    await expect.poll(() => held.textContent()).toContain(formatCurrency(before.cashHeld / 1000, 'ar'));
    const confirm = tablet.page.getByRole('button', { name: arWithdrawals['remittance.approve'], exact: true });
    await confirm.waitFor();
    expect(await confirm.isDisabled()).toBe(false);
    await tablet.page.getByText(arMoney['remittance.riderCash']).waitFor();
    await confirm.tap();
    const dialog = tablet.page.getByRole('dialog');
    await dialog.getByText(arWithdrawals['remittance.approveConfirm']).waitFor();
    await messageAfter(tablet.page, arWithdrawals['remittance.approvedMessage'], () =>
      dialog.getByRole('button', { name: arWithdrawals['remittance.approve'], exact: true }).tap(),
    );
    await expect.poll(() => held.textContent()).toContain(formatCurrency((before.cashHeld - AMOUNT) / 1000, 'ar'));
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'remittance-confirmed-ar-820.png'), fullPage: true });
    if (SHOTS) {
      await openInPanel(tablet.page, '/withdraw/remittances');
      await tablet.page.getByRole('table').waitFor();
      await tablet.page.screenshot({ path: join(SHOTS, 'remittances-list-ar-820.png'), fullPage: true });
    }
    await tablet.context.close();

    expect(await cashOf(rider.id)).toEqual({
      cashHeld: before.cashHeld - AMOUNT,
      remitted: before.remitted + AMOUNT,
    });
    expect((await db().doc(`remittances/${remittance.id}`).get()).data()).toMatchObject({
      status: 'approved',
      decidedBy: checker.uid,
    });
    const entries = await db().collection('ledger').where('causeId', '==', remittance.id).get();
    expect(entries.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        accountCollection: 'riderAccounts',
        accountId: rider.id,
        kind: 'cashRemitted',
        amounts: { cashHeld: -AMOUNT, remitted: AMOUNT },
        balances: { cashHeld: before.cashHeld - AMOUNT, remitted: before.remitted + AMOUNT },
        by: checker.uid,
      }),
    ]);
  });

  it("records a payout as the finance employee, confirms it as the administrator: the company's fees owed fall by it", async () => {
    const { maker, checker } = financeStaff();
    const company = await mostOwedCompany();
    const before = await companyAccountOf(company.id);
    const reference = `PAY-E2E-${Date.now()}`;

    const desk = await openPage(browser, '/', { width: 1440, height: 900 });
    const page = desk.page;
    await signIn(page, maker.email, maker.password);
    await page.getByRole('link', { name: enCommon['navbar.payouts'] }).click();
    await page.waitForURL('**/withdraw/payouts');
    // The list's own heading first: the dashboard (with its chart tables) stays shown while
    // the screen's code loads.
    await page.getByRole('heading', { level: 1, name: enCommon['navbar.payouts'] }).waitFor();
    await page.getByRole('table').waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'payouts-list-en-1440.png'), fullPage: true });
    await page.getByRole('link', { name: enMoney['payout.newTitle'] }).click();
    await page.waitForURL('**/withdraw/payouts/new');
    const companyField = page.getByRole('combobox', { name: en['payout.company'] });
    await companyField.click();
    await companyField.fill(company.name.slice(0, 5));
    await page.getByRole('option', { name: company.name }).first().click();
    // More than the company is owed is refused before anything is written.
    await page.getByLabel(en['payout.amount'], { exact: true }).fill(String((before.available + 1000) / 1000));
    await chooseOption(page.getByRole('combobox', { name: en['payout.method'] }), en['payout.methods.bankTransfer']);
    await page.getByLabel(en['payout.reference']).fill(reference);
    await page.getByRole('button', { name: enEntity['common.save'], exact: true }).click();
    await page
      .getByText(en['payout.validation.aboveAvailable'].replace(/\s*\(.*$/, ''))
      .first()
      .waitFor();
    expect((await db().collection('payouts').where('reference', '==', reference).get()).size).toBe(0);
    await page.getByLabel(en['payout.amount'], { exact: true }).fill(PAYOUT_TYPED);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'payout-new-en-1440.png'), fullPage: true });
    await messageAfter(page, enEntity['message.inserted'], () =>
      page.getByRole('button', { name: enEntity['common.save'], exact: true }).click(),
    );
    const recorded = await db().collection('payouts').where('reference', '==', reference).get();
    expect(recorded.size).toBe(1);
    const payout = recorded.docs[0]!;
    expect(payout.data()).toMatchObject({
      deliveryCompanyId: company.id,
      amount: PAYOUT,
      method: 'bankTransfer',
      status: 'pending',
      createdBy: maker.uid,
    });
    expect(await companyAccountOf(company.id)).toEqual(before);
    await openInPanel(page, `/withdraw/payouts/id/${payout.id}`);
    const own = page.getByRole('button', { name: en['payout.approve'] });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    await desk.context.close();

    const tablet = await arabicTablet(browser, checker.email, checker.password, `/withdraw/payouts/id/${payout.id}`);
    const owed = tablet.page.getByTestId('company-available');
    await expect.poll(() => owed.textContent()).toContain(formatCurrency(before.available / 1000, 'ar'));
    const confirm = tablet.page.getByRole('button', { name: arWithdrawals['payout.approve'], exact: true });
    await confirm.waitFor();
    await confirm.tap();
    const dialog = tablet.page.getByRole('dialog');
    await dialog.getByText(arWithdrawals['payout.approveConfirm']).waitFor();
    await messageAfter(tablet.page, arWithdrawals['payout.approvedMessage'], () =>
      dialog.getByRole('button', { name: arWithdrawals['payout.approve'], exact: true }).tap(),
    );
    await expect.poll(() => owed.textContent()).toContain(formatCurrency((before.available - PAYOUT) / 1000, 'ar'));
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'payout-confirmed-ar-820.png'), fullPage: true });
    if (SHOTS) {
      await openInPanel(tablet.page, '/withdraw/payouts');
      await tablet.page.getByRole('table').waitFor();
      await tablet.page.screenshot({ path: join(SHOTS, 'payouts-list-ar-820.png'), fullPage: true });
    }
    await tablet.context.close();

    expect(await companyAccountOf(company.id)).toEqual({
      available: before.available - PAYOUT,
      paidOut: before.paidOut + PAYOUT,
    });
    const entries = await db().collection('ledger').where('causeId', '==', payout.id).get();
    expect(entries.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        accountCollection: 'deliveryCompanyAccounts',
        accountId: company.id,
        kind: 'payout',
        amounts: { available: -PAYOUT, paidOut: PAYOUT },
        balances: { available: before.available - PAYOUT, paidOut: before.paidOut + PAYOUT },
        by: checker.uid,
      }),
    ]);
  });
});
