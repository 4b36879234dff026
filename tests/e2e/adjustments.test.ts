/**
 * Adjustments and a delivery company's fine in headless Chromium (issue 49 item 1;
 * docs/data-model.md "adjustments", "Rewards and fines move balances"):
 * - the finance employee records a decrease of a rider's balance (English, desktop
 *   1440×900: the menu entry under Withdraw History, the form with whose account, the
 *   rider picker, direction, amount in OMR to 3 decimals and the reason); more than the
 *   rider owes is refused by the form; Approve is disabled for her (maker-checker). The
 *   administrator approves it in Arabic on a touch tablet (820×1180): what the rider owes
 *   falls by exactly the amount, one `adjustment` ledger entry names it, and the rider's
 *   statement lists it with a link to the adjustment;
 * - a delivery company's fine above what the platform owes it is refused at approval with
 *   the translated reason, in English on a desktop and Arabic on a tablet; nothing moves.
 * Screenshots go to SHOTS_DIR when it is set.
 */
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
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
  openSignedIn,
  signIn,
  skipReason,
} from './browser';
import { seriousViolations } from './axe';
import { formatCurrency } from '@/lib/format';
import arAdjustments from '@/locales/ar/adjustments.json';
import arPrizesFines from '@/locales/ar/prizesFines.json';
import enAdjustments from '@/locales/en/adjustments.json';
import enCommon from '@/locales/en/common.json';
import enEntity from '@/locales/en/entity.json';
import enPrizesFines from '@/locales/en/prizesFines.json';
import { messageAfter } from './messages';

const SHOTS = process.env['SHOTS_DIR'] ?? '';
const db = () => adminFirestore(E2E_PROJECT_ID);

/** The decrease recorded: 2.345 OMR off what the rider owes. */
const AMOUNT_TYPED = '2.345';
const AMOUNT = 2_345;

async function cashHeldOf(riderId: string): Promise<number> {
  return Number((await db().doc(`riderAccounts/${riderId}`).get()).get('cashHeld'));
}

/** The seeded rider owing the most (at least the amount), with their name. */
async function mostOwingRider(): Promise<{ id: string; name: string }> {
  const accounts = await db().collection('riderAccounts').orderBy('cashHeld', 'desc').limit(1).get();
  const account = accounts.docs[0];
  if (!account || Number(account.get('cashHeld')) < AMOUNT) throw new Error('No seeded rider owes enough');
  const name = String((await db().doc(`users/${account.id}`).get()).get('name'));
  return { id: account.id, name };
}

/** The recorder (finance) and the approver (administrator): the seed's demo accounts. */
const financeStaff = () => ({ maker: demoAccount('finance@demo.om'), checker: demoAccount('admin@demo.om') });

describe.skipIf(skipReason() !== '')('adjustments and company fines in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('records a decrease as finance, approves it as the administrator: what the rider owes falls by it', async () => {
    const { maker, checker } = financeStaff();
    const rider = await mostOwingRider();
    const before = await cashHeldOf(rider.id);
    const reason = `A cash order counted twice (e2e ${Date.now()})`;

    const desk = await openPage(browser, '/', { width: 1440, height: 900 });
    const page = desk.page;
    await signIn(page, maker.email, maker.password);
    await page.getByRole('link', { name: enCommon['navbar.adjustments'] }).click();
    await page.waitForURL('**/withdraw/adjustments');
    await page.getByRole('heading', { level: 1, name: enCommon['navbar.adjustments'] }).waitFor();
    await page.getByRole('link', { name: enAdjustments['adjustment.newTitle'] }).click();
    await page.waitForURL('**/withdraw/adjustments/new');
    await chooseOption(
      page.getByRole('combobox', { name: enAdjustments['adjustment.personType'] }),
      enAdjustments['adjustment.personTypes.rider'],
    );
    const personField = page.getByRole('combobox', { name: enAdjustments['adjustment.person'] });
    await personField.click();
    await personField.fill(rider.name.slice(0, 5));
    await page.getByRole('option', { name: rider.name }).first().click();
    await chooseOption(
      page.getByRole('combobox', { name: enAdjustments['adjustment.direction'] }),
      enAdjustments['adjustment.directions.decrease'],
    );
    await page.getByLabel(enAdjustments['adjustment.reason']).fill(reason);
    // More than the rider owes is refused before anything is written.
    await page.getByLabel(enAdjustments['adjustment.amount'], { exact: true }).fill(String((before + 1000) / 1000));
    await page.getByRole('button', { name: enEntity['common.save'], exact: true }).click();
    await page
      .getByText(enAdjustments['adjustment.validation.decreaseAbove.rider'].replace(/\s*\{\{.*$/, ''))
      .first()
      .waitFor();
    expect((await db().collection('adjustments').where('reason', '==', reason).get()).size).toBe(0);
    await page.getByLabel(enAdjustments['adjustment.amount'], { exact: true }).fill(AMOUNT_TYPED);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'adjustment-new-en-1440.png'), fullPage: true });
    await messageAfter(page, enEntity['message.inserted'], () =>
      page.getByRole('button', { name: enEntity['common.save'], exact: true }).click(),
    );

    const recorded = await db().collection('adjustments').where('reason', '==', reason).get();
    expect(recorded.size).toBe(1);
    const adjustment = recorded.docs[0]!;
    expect(adjustment.data()).toMatchObject({
      personType: 'rider',
      personId: rider.id,
      direction: 'decrease',
      amount: AMOUNT,
      status: 'pending',
      createdBy: maker.uid,
    });
    expect(await cashHeldOf(rider.id)).toBe(before);
    // The list shows the new row (the rider's name) before it is photographed.
    await page.getByRole('table').getByText(rider.name).first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'adjustments-list-en-1440.png'), fullPage: true });

    // Her own: Approve is disabled, the reason written beside it.
    await openInPanel(page, `/withdraw/adjustments/id/${adjustment.id}`);
    const own = page.getByRole('button', { name: enAdjustments['adjustment.approve'] });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
    await page.getByText(enEntity['decision.makerReason']).first().waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'adjustment-maker-en-1440.png'), fullPage: true });
    await desk.context.close();

    // The administrator, in Arabic on a touch tablet.
    const tablet = await arabicTablet(
      browser,
      checker.email,
      checker.password,
      `/withdraw/adjustments/id/${adjustment.id}`,
    );
    const balance = tablet.page.getByTestId('adjustment-balance');
    await expect.poll(() => balance.textContent()).toContain(formatCurrency(before / 1000, 'ar'));
    const approve = tablet.page.getByRole('button', { name: arAdjustments['adjustment.approve'], exact: true });
    await approve.waitFor();
    await approve.tap();
    const dialog = tablet.page.getByRole('dialog');
    await dialog.getByText(arAdjustments['adjustment.approveConfirm']).waitFor();
    await messageAfter(tablet.page, arAdjustments['adjustment.approvedMessage'], () =>
      dialog.getByRole('button', { name: arAdjustments['adjustment.approve'], exact: true }).tap(),
    );
    await expect.poll(() => balance.textContent()).toContain(formatCurrency((before - AMOUNT) / 1000, 'ar'));
    expect(await seriousViolations(tablet.page)).toEqual([]);
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'adjustment-approved-ar-820.png'), fullPage: true });

    // The rider's statement lists it, linking to the adjustment.
    await tablet.page.getByRole('link', { name: arAdjustments['adjustment.statementLink'] }).tap();
    await tablet.page.waitForURL(`**/rider/id/${rider.id}?tab=statement`);
    const link = tablet.page.locator(`a[href$="/withdraw/adjustments/id/${adjustment.id}"]`);
    await link.first().waitFor();
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'adjustment-statement-ar-820.png'), fullPage: true });
    await openInPanel(tablet.page, '/withdraw/adjustments');
    await tablet.page.getByRole('table').waitFor();
    expect(await seriousViolations(tablet.page)).toEqual([]);
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'adjustments-list-ar-820.png'), fullPage: true });
    await tablet.context.close();

    expect(await cashHeldOf(rider.id)).toBe(before - AMOUNT);
    const entries = await db().collection('ledger').where('causeId', '==', adjustment.id).get();
    expect(entries.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        accountCollection: 'riderAccounts',
        accountId: rider.id,
        kind: 'adjustment',
        amounts: { cashHeld: -AMOUNT },
        balances: { cashHeld: before - AMOUNT },
        causeCollection: 'adjustments',
        by: checker.uid,
      }),
    ]);
  });

  it("refuses a delivery company's fine above what it is owed, with the reason, in English and Arabic", async () => {
    const accounts = await db().collection('deliveryCompanyAccounts').orderBy('available', 'desc').limit(1).get();
    const account = accounts.docs[0];
    if (!account) throw new Error('No seeded company account');
    const available = Number(account.get('available'));
    // A pending fine, 1.000 OMR more than the company is owed, made by a staff member of
    // its own (not the seed's finance employee, whose pending ones other tests pick), and
    // deleted at the end: the other tests of the run see the seed as it was.
    const id = `e2e-company-fine-${Date.now()}`;
    const maker = 'e2e-fine-maker';
    const at = Timestamp.now();
    await db()
      .doc(`prizesFines/${id}`)
      .set({
        name: 'Lost parcel',
        reason: 'A parcel was lost on the way.',
        value: available + 1_000,
        type: 'fine',
        date: at,
        personType: 'deliveryCompany',
        personId: account.id,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
        createdBy: maker,
        updatedBy: maker,
        editedBy: maker,
      });
    try {
      await refuseIn(id);
    } finally {
      await db().doc(`prizesFines/${id}`).delete();
    }
    expect(Number((await db().doc(`deliveryCompanyAccounts/${account.id}`).get()).get('available'))).toBe(available);
  });

  /** Approving fine `id` is refused with the company's reason, in English on a desktop and Arabic on a tablet. */
  async function refuseIn(id: string): Promise<void> {
    const { checker } = financeStaff();
    const refused = enPrizesFines['prizeFine.validation.companyFineAboveAvailable'].split('{{')[0]!.trim();

    const desk = await openSignedIn(browser, checker.email, checker.password, `/prizesFines/id/${id}`, {
      viewport: { width: 1440, height: 900 },
    });
    await desk.page.getByRole('button', { name: enPrizesFines['prizeFine.approve'], exact: true }).click();
    const dialog = desk.page.getByRole('dialog');
    await dialog.getByRole('button', { name: enPrizesFines['prizeFine.approve'], exact: true }).click();
    await desk.page.getByText(refused).first().waitFor();
    if (SHOTS) await desk.page.screenshot({ path: join(SHOTS, 'company-fine-refused-en-1440.png'), fullPage: true });
    await desk.context.close();

    const tablet = await arabicTablet(browser, checker.email, checker.password, `/prizesFines/id/${id}`);
    await tablet.page.getByRole('button', { name: arPrizesFines['prizeFine.approve'], exact: true }).tap();
    const arDialog = tablet.page.getByRole('dialog');
    await arDialog.getByRole('button', { name: arPrizesFines['prizeFine.approve'], exact: true }).tap();
    const arRefused = arPrizesFines['prizeFine.validation.companyFineAboveAvailable'].split('{{')[0]!.trim();
    await tablet.page.getByText(arRefused).first().waitFor();
    if (SHOTS) await tablet.page.screenshot({ path: join(SHOTS, 'company-fine-refused-ar-820.png'), fullPage: true });
    await tablet.context.close();

    expect((await db().doc(`prizesFines/${id}`).get()).get('status')).toBe('pending');
  }
});
