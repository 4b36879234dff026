/**
 * The second factor required, in headless Chromium (docs/access.md, "Second factor"; issue
 * 51 item 1, its "done when"): one administrator with full access proposes requiring a
 * second factor on About App and cannot confirm their own proposal (the button is disabled
 * and says why); a second one confirms it. A refund employee whose session was signed in
 * without a factor is told before approving that the approval needs one; approving anyway
 * is refused, and the dialog comes back with the refusal, the step-up offer and the note
 * typed kept; after the step-up (password, then the SMS code the Auth emulator sent) the
 * same approval succeeds with that note. In Arabic on a touch tablet, the notice and the
 * setting read in Arabic with 44 px targets, and two administrators turn the requirement
 * off again. Every wait is for what the page shows or the emulator's answer.
 * With SHOTS_DIR set, screenshots of the setting, the refused dialog and the step-up.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SECOND_FACTOR_PROPOSAL, SECOND_FACTOR_SETTING } from '@/config/secondFactor';
import arAbout from '@/locales/ar/about.json';
import arCommon from '@/locales/ar/common.json';
import arOrders from '@/locales/ar/orders.json';
import about from '@/locales/en/about.json';
import common from '@/locales/en/common.json';
import orders from '@/locales/en/orders.json';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openInPanel, openPage, signInWithForm, skipReason, TABLET } from './browser';
import { adminAuth, nextCode, smsCodes } from './sms';
import { createStaff, type TestStaff } from './staff';
import { messageAfter } from './messages';

const SHOTS = process.env['SHOTS_DIR'] ?? '';
const tag = Date.now().toString(36);
const staff = (role: string, Access: TestStaff['Access'], phone: string): TestStaff => ({
  uid: `su-${role}-${tag}`,
  email: `su-${role}-${tag}@example.om`,
  password: `${role}-password-1`,
  name: `Step-up ${role}`,
  phone,
  Access,
});
const ADMIN_A = staff('a', ['All'], '+96890000311');
const ADMIN_B = staff('b', ['All'], '+96890000312');
const REFUNDER = staff('refunds', ['/refunds'], '+96890000313');
/** The phone REFUNDER's second factor sends codes to. */
const FACTOR_PHONE = '+96890000399';

const db = () => adminFirestore(E2E_PROJECT_ID);
const settingDoc = () => db().doc(`${SECOND_FACTOR_SETTING.collection}/${SECOND_FACTOR_SETTING.id}`);
const proposalDoc = () => db().doc(`${SECOND_FACTOR_SETTING.collection}/${SECOND_FACTOR_PROPOSAL}`);

/**
 * Pending refunds of 0.100 OMR another employee proposed (the seeded refund's maker), written for this test (the seed's
 * pending refunds are approved by the tests before it), each copied from a seeded refund
 * whose order has that much left to refund.
 * @returns their ids
 */
async function pendingRefunds(count: number): Promise<string[]> {
  const found = await db().collection('refunds').limit(40).get();
  const ids: string[] = [];
  for (const refund of found.docs) {
    const order =
      (
        await db()
          .doc(`orders/${String(refund.get('orderId'))}`)
          .get()
      ).data() ?? {};
    const left = Number(order['totalPrice'] ?? 0) - Number(order['refundedAmount'] ?? 0);
    if (left < 1_000) continue;
    const id = `step-up-${tag}-${ids.length + 1}-${Date.now().toString(36)}`;
    await db()
      .doc(`refunds/${id}`)
      .set({
        ...refund.data(),
        amount: 100,
        status: 'pending',
        decidedAt: null,
        decidedBy: null,
        decisionReason: null,
      });
    ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error('The demo data has too few refunds of orders with money left');
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Signs `who` in on a fresh page (English desktop unless a context is given) and opens `path`. */
async function signedIn(browser: Browser, who: TestStaff, path: string) {
  const opened = await openPage(browser, '/', { width: 1440, height: 900 });
  await signInWithForm(opened.page, who.email, who.password);
  await openInPanel(opened.page, path);
  return opened;
}

/** Every button of `scope` is at least 44 px high (touch). */
async function touchSized(scope: Locator): Promise<void> {
  for (const button of await scope.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
}

describe.skipIf(skipReason() !== '')('the second factor required, with the step-up', () => {
  let browser: Browser;

  beforeAll(async () => {
    await Promise.all([createStaff(ADMIN_A), createStaff(ADMIN_B), createStaff(REFUNDER)]);
    await Promise.all([settingDoc().delete(), proposalDoc().delete()]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    // The other browser tests approve without a second factor: the setting is left off.
    await Promise.all([settingDoc().delete(), proposalDoc().delete()]);
    await browser?.close();
  });

  it('two administrators require it; a refund approval is refused, then made after the step-up with its note', async () => {
    const [refundId] = await pendingRefunds(1);
    // The refund employee signs in before a factor is enrolled: a session without one.
    const refunder = await signedIn(browser, REFUNDER, `/refunds/id/${refundId}`);
    await adminAuth().updateUser(REFUNDER.uid, {
      emailVerified: true,
      multiFactor: {
        enrolledFactors: [{ uid: 'sms-su', phoneNumber: FACTOR_PHONE, factorId: 'phone', displayName: 'Phone' }],
      },
    });

    // Administrator A proposes; their own Confirm is disabled and says why.
    const a = await signedIn(browser, ADMIN_A, '/about');
    await a.page.getByRole('button', { name: about['secondFactor.policy.proposeOn'] }).click();
    await a.page.getByTestId('second-factor-proposal').waitFor();
    const ownConfirm = a.page.getByRole('button', { name: about['secondFactor.policy.confirm'] });
    expect(await ownConfirm.isDisabled()).toBe(true);
    await a.page.getByText(about['secondFactor.policy.ownProposal']).waitFor();
    await shot(a.page, 'second-factor-proposed-en');
    await a.context.close();
    expect((await settingDoc().get()).exists).toBe(false);

    // Administrator B confirms: required.
    const b = await signedIn(browser, ADMIN_B, '/about');
    await b.page.getByTestId('second-factor-proposal').waitFor();
    await b.page.getByRole('button', { name: about['secondFactor.policy.confirm'] }).click();
    await b.page
      .getByTestId('second-factor-state')
      .getByText(about['secondFactor.policy.on'], { exact: true })
      .waitFor();
    await shot(b.page, 'second-factor-required-en');
    await b.context.close();
    expect((await settingDoc().get()).data()).toMatchObject({ proposedBy: ADMIN_A.uid, confirmedBy: ADMIN_B.uid });

    // The refund employee: told before, refused when trying anyway, the note kept.
    const page = refunder.page;
    await page.reload();
    await page.getByRole('button', { name: orders['refund.approve'] }).click();
    const dialog = page.getByRole('dialog', { name: orders['refund.approve'] });
    await dialog.getByText(common['secondFactor.stepUp.needed']).waitFor();
    const note = 'Checked with the customer by phone.';
    await dialog.getByLabel(orders['refund.approveNote']).fill(note);
    await dialog.getByRole('button', { name: orders['refund.approve'] }).click();
    await dialog.getByText(common['secondFactor.stepUp.refused']).waitFor({ timeout: 20_000 });
    expect(await dialog.getByLabel(orders['refund.approveNote']).inputValue()).toBe(note);
    expect((await db().doc(`refunds/${refundId}`).get()).get('status')).toBe('pending');
    await shot(page, 'step-up-refused-en');

    // The step-up: a wrong password is refused, then the password and the SMS code.
    await dialog.getByRole('button', { name: common['secondFactor.stepUp.open'] }).click();
    const stepUp = page.getByRole('dialog', { name: common['secondFactor.stepUp.title'] });
    const password = stepUp.getByLabel(common['secondFactor.enrol.password']);
    await password.fill('not-the-password');
    await stepUp.getByRole('button', { name: common['secondFactor.enrol.continue'] }).click();
    await stepUp.getByText(common['secondFactor.stepUp.wrongPassword']).waitFor({ timeout: 20_000 });
    await password.fill(REFUNDER.password);
    const sent = (await smsCodes(FACTOR_PHONE)).length;
    await stepUp.getByRole('button', { name: common['secondFactor.enrol.continue'] }).click();
    await stepUp.getByText(common['secondFactor.signIn.sent']).waitFor({ timeout: 30_000 });
    const code = await nextCode(FACTOR_PHONE, sent);
    expect(await smsCodes(FACTOR_PHONE)).toHaveLength(sent + 1);
    await shot(page, 'step-up-code-en');
    await stepUp.getByTestId('second-factor-code').fill(code);
    await stepUp.getByRole('button', { name: common['secondFactor.stepUp.submit'] }).click();
    await dialog.getByText(common['secondFactor.stepUp.verified']).waitFor({ timeout: 20_000 });
    expect(await dialog.getByLabel(orders['refund.approveNote']).inputValue()).toBe(note);

    // The same approval, accepted, with the note kept.
    await messageAfter(page, orders['refund.approvedMessage'], () =>
      dialog.getByRole('button', { name: orders['refund.approve'] }).click(),
    );
    expect((await db().doc(`refunds/${refundId}`).get()).data()).toMatchObject({
      status: 'approved',
      decidedBy: REFUNDER.uid,
      decisionReason: note,
    });
    await refunder.context.close();
  });

  it('reads in Arabic on a touch tablet, and two administrators turn it off again', async () => {
    await settingDoc().set({ proposedBy: ADMIN_A.uid, confirmedBy: ADMIN_B.uid, at: new Date() });
    const [refundId] = await pendingRefunds(1);
    const tablet = async (who: TestStaff, path: string) => {
      const context = await browser.newContext({
        viewport: TABLET,
        locale: 'en-GB',
        hasTouch: true,
      });
      await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
      const page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/`);
      await page.locator('input[type="email"]').fill(who.email);
      await page.locator('input[type="password"]').fill(who.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL('**/dashboard', { timeout: 30_000 });
      await openInPanel(page, path);
      return { context, page };
    };

    // A session signed in with the factor is asked for nothing more; one without is told.
    await adminAuth().updateUser(REFUNDER.uid, { multiFactor: { enrolledFactors: [] } });
    const refunder = await tablet(REFUNDER, `/refunds/id/${refundId}`);
    await refunder.page.getByRole('button', { name: arOrders['refund.approve'] }).click();
    const dialog = refunder.page.getByRole('dialog', { name: arOrders['refund.approve'] });
    await dialog.getByText(arCommon['secondFactor.stepUp.needed']).waitFor();
    await touchSized(dialog);
    await shot(refunder.page, 'step-up-needed-ar');
    await dialog.getByRole('button', { name: arCommon['secondFactor.stepUp.open'] }).click();
    const stepUp = refunder.page.getByRole('dialog', { name: arCommon['secondFactor.stepUp.title'] });
    await stepUp.getByLabel(arCommon['secondFactor.enrol.password']).fill(REFUNDER.password);
    await stepUp.getByRole('button', { name: arCommon['secondFactor.enrol.continue'] }).click();
    // No factor enrolled: told to add one first, nothing approved.
    await stepUp.getByText(arCommon['secondFactor.stepUp.noFactor']).waitFor({ timeout: 20_000 });
    await touchSized(stepUp);
    await shot(refunder.page, 'step-up-no-factor-ar');
    await refunder.context.close();
    expect((await db().doc(`refunds/${refundId}`).get()).get('status')).toBe('pending');

    const a = await tablet(ADMIN_A, '/about');
    await a.page.getByRole('button', { name: arAbout['secondFactor.policy.proposeOff'] }).click();
    await a.page.getByTestId('second-factor-proposal').waitFor();
    await a.page.getByText(arAbout['secondFactor.policy.ownProposal']).waitFor();
    await touchSized(a.page.locator('section[aria-labelledby="second-factor-policy-title"]'));
    await shot(a.page, 'second-factor-proposed-ar');
    await a.context.close();

    const b = await tablet(ADMIN_B, '/about');
    await b.page.getByRole('button', { name: arAbout['secondFactor.policy.confirm'] }).click();
    await b.page
      .getByTestId('second-factor-state')
      .getByText(arAbout['secondFactor.policy.off'], { exact: true })
      .waitFor();
    await shot(b.page, 'second-factor-off-ar');
    await b.context.close();
    expect((await settingDoc().get()).exists).toBe(false);
    expect((await proposalDoc().get()).exists).toBe(false);
  });
});
