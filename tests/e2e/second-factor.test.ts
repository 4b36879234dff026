/**
 * The second factor in headless Chromium (docs/access.md, "Second factor"; issue 51 item
 * 1): an employee with an SMS second factor enrolled signs in with e-mail and password,
 * then the code the Auth emulator sent (read from its REST endpoint, as a phone would get
 * it); a wrong code says so and keeps what was typed, "Back" keeps the e-mail and
 * password; the right code opens the dashboard with a session whose ID token says it was
 * signed in with a second factor (stamped on the users document). No fixed sleep: every
 * step waits for what the page shows or for the emulator's answer.
 * With SECOND_FACTOR_SHOTS=<folder>, screenshots of the code step are saved there
 * (1440x900 English; 820x1180 Arabic, touch).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import common from '@/locales/en/common.json';
import arCommon from '@/locales/ar/common.json';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, signInWithForm, skipReason, TABLET } from './browser';
import { adminAuth, nextCode, smsCodes } from './sms';
import { createStaff, type TestStaff } from './staff';

const SHOTS = process.env['SECOND_FACTOR_SHOTS'];
const tag = Date.now().toString(36);
const ENROLLED: TestStaff = {
  uid: `mfa-${tag}`,
  email: `mfa-${tag}@example.om`,
  password: 'mfa-password-1',
  name: 'Second Factor Tester',
  phone: '+96890000201',
  Access: ['/FAQs'],
};
const ENROLLING: TestStaff = {
  uid: `enrol-${tag}`,
  email: `enrol-${tag}@example.om`,
  password: 'enrol-password-1',
  name: 'Enrolling Tester',
  phone: '+96890000202',
  Access: ['/FAQs'],
};
/** The phone ENROLLING enrols. */
const ENROL_PHONE = '+96890000288';
/** The phone the factor sends codes to (apart from the users document's phone). */
const FACTOR_PHONE = '+96890000299';

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe.skipIf(skipReason())('Second factor', () => {
  let browser: Browser;

  beforeAll(async () => {
    await createStaff(ENROLLED);
    await adminAuth().updateUser(ENROLLED.uid, {
      emailVerified: true,
      multiFactor: {
        enrolledFactors: [{ uid: 'sms-1', phoneNumber: FACTOR_PHONE, factorId: 'phone', displayName: 'Phone' }],
      },
    });
    await createStaff(ENROLLING);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('an enrolled employee signs in with the SMS code; a wrong code is refused and nothing typed is lost', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}/`);
      await page.getByLabel('Email').fill(ENROLLED.email);
      await page.getByLabel('Password').fill(ENROLLED.password);
      let sent = (await smsCodes(FACTOR_PHONE)).length;
      await page.getByRole('button', { name: common['login.submit'] }).click();
      const step = page.getByTestId('second-factor-step');
      await step.getByText(common['secondFactor.signIn.sent']).waitFor({ timeout: 30_000 });
      const code = await nextCode(FACTOR_PHONE, sent);
      expect(code).toMatch(/^\d{6}$/);

      // A wrong code: refused with the translated message, the typed code kept.
      const wrong = code === '000000' ? '111111' : '000000';
      const field = page.getByTestId('second-factor-code');
      await field.fill(wrong);
      await page.getByRole('button', { name: common['secondFactor.signIn.submit'] }).click();
      await step.getByText(common['secondFactor.error.wrongCode']).waitFor({ timeout: 20_000 });
      expect(await field.inputValue()).toBe(wrong);
      await shot(page, 'sign-in-code-en');

      // Back: the e-mail and password are still there; signing in again sends a new code.
      await page.getByRole('button', { name: common['secondFactor.back'] }).click();
      expect(await page.getByLabel('Email').inputValue()).toBe(ENROLLED.email);
      expect(await page.getByLabel('Password').inputValue()).toBe(ENROLLED.password);
      sent = (await smsCodes(FACTOR_PHONE)).length;
      await page.getByRole('button', { name: common['login.submit'] }).click();
      await step.getByText(common['secondFactor.signIn.sent']).waitFor({ timeout: 30_000 });
      const second = await nextCode(FACTOR_PHONE, sent);
      await field.fill(second);
      await page.getByRole('button', { name: common['secondFactor.signIn.submit'] }).click();
      await page.waitForURL('**/dashboard', { timeout: 30_000 });

      // The session was signed in with the second factor (the sign-in stamp says so).
      await expect
        .poll(
          async () => (await adminFirestore(E2E_PROJECT_ID).doc(`users/${ENROLLED.uid}`).get()).get('secondFactor'),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows the code step in Arabic on a touch tablet with 44 px targets', async () => {
    const context = await browser.newContext({
      viewport: TABLET,
      locale: 'en-GB',
      hasTouch: true,
    });
    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}/`);
      await page.locator('input[type="email"]').fill(ENROLLED.email);
      await page.locator('input[type="password"]').fill(ENROLLED.password);
      await page.locator('form button[type="submit"]').click();
      const step = page.getByTestId('second-factor-step');
      await step.getByText(arCommon['secondFactor.signIn.sent']).waitFor({ timeout: 30_000 });
      for (const button of await step.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await shot(page, 'sign-in-code-ar');
    } finally {
      await context.close();
    }
  });

  it('enrols an SMS second factor from the account menu after the e-mail is verified, then signs in with it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}/`);
      await signInWithForm(page, ENROLLING.email, ENROLLING.password);
      const openDialog = async () => {
        await page.getByRole('button', { name: common['navbar.accountMenu'] }).click();
        await page.getByRole('menuitem', { name: common['secondFactor.enrol.menu'] }).click();
        return page.getByRole('dialog', { name: common['secondFactor.enrol.title'] });
      };
      // Not verified yet: the dialog says what to do, and sends the link.
      let dialog = await openDialog();
      await dialog.getByTestId('second-factor-unverified').waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: common['secondFactor.enrol.sendVerification'] }).click();
      await dialog.getByText(common['secondFactor.enrol.verificationSent'], { exact: false }).waitFor();
      await shot(page, 'enrol-unverified-en');
      await dialog.getByRole('button', { name: common['secondFactor.enrol.close'] }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The link opened (the Admin SDK marks the e-mail verified): the dialog, opened again, enrols.
      await adminAuth().updateUser(ENROLLING.uid, { emailVerified: true });
      dialog = await openDialog();
      const phoneField = dialog.getByLabel(common['secondFactor.enrol.phone']);
      await phoneField.waitFor({ timeout: 20_000 });
      await phoneField.fill('9123');
      await dialog.getByRole('button', { name: common['secondFactor.enrol.sendCode'] }).click();
      await dialog.getByText(common['secondFactor.error.phoneFormat']).waitFor();
      await phoneField.fill(ENROL_PHONE);
      const before = (await smsCodes(ENROL_PHONE)).length;
      await dialog.getByRole('button', { name: common['secondFactor.enrol.sendCode'] }).click();
      const codeField = dialog.getByLabel(common['secondFactor.code']);
      await codeField.waitFor({ timeout: 20_000 });
      const code = await nextCode(ENROL_PHONE, before);
      await codeField.fill(code);
      await shot(page, 'enrol-code-en');
      await dialog.getByRole('button', { name: common['secondFactor.enrol.confirm'] }).click();
      await dialog.getByText(common['secondFactor.enrol.added']).waitFor({ timeout: 20_000 });
      await dialog.getByTestId('second-factor-enrolled').waitFor();
      expect(await dialog.getByTestId('second-factor-enrolled').innerText()).toContain(ENROL_PHONE);
      await shot(page, 'enrol-enrolled-en');
      const account = await adminAuth().getUser(ENROLLING.uid);
      expect(account.multiFactor?.enrolledFactors.map((factor) => factor.factorId)).toEqual(['phone']);
      await dialog.getByRole('button', { name: common['secondFactor.enrol.close'] }).click();

      // Signed out, the next sign-in asks for the code.
      await page.getByRole('button', { name: common['navbar.accountMenu'] }).click();
      await page.getByRole('menuitem', { name: common['user.logout'] }).click();
      await page.getByLabel('Email').waitFor({ timeout: 20_000 });
      await page.getByLabel('Email').fill(ENROLLING.email);
      await page.getByLabel('Password').fill(ENROLLING.password);
      const sent = (await smsCodes(ENROL_PHONE)).length;
      await page.getByRole('button', { name: common['login.submit'] }).click();
      await page
        .getByTestId('second-factor-step')
        .getByText(common['secondFactor.signIn.sent'])
        .waitFor({ timeout: 30_000 });
      await page.getByTestId('second-factor-code').fill(await nextCode(ENROL_PHONE, sent));
      await page.getByRole('button', { name: common['secondFactor.signIn.submit'] }).click();
      await page.waitForURL('**/dashboard', { timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('removes the factor from the account menu on an Arabic touch tablet, with 44 px targets', async () => {
    const context = await browser.newContext({
      viewport: TABLET,
      locale: 'en-GB',
      hasTouch: true,
    });
    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    const page = await context.newPage();
    try {
      await page.goto(`${inject('baseUrl')}/`);
      await page.locator('input[type="email"]').fill(ENROLLED.email);
      await page.locator('input[type="password"]').fill(ENROLLED.password);
      const sent = (await smsCodes(FACTOR_PHONE)).length;
      await page.locator('form button[type="submit"]').click();
      // The code is read once the step says it was sent (as a person reads the SMS then):
      // the step's code is the one of its last send.
      const step = page.getByTestId('second-factor-step');
      await step.getByText(arCommon['secondFactor.signIn.sent']).waitFor({ timeout: 30_000 });
      const code = await nextCode(FACTOR_PHONE, sent);
      // One SMS per sign-in: the step sends its code once, however often it is drawn.
      expect(await smsCodes(FACTOR_PHONE)).toHaveLength(sent + 1);
      await page.getByTestId('second-factor-code').fill(code);
      await page.getByRole('button', { name: arCommon['secondFactor.signIn.submit'] }).click();
      await page.waitForURL('**/dashboard', { timeout: 30_000 });
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });

      await page.getByRole('button', { name: arCommon['navbar.accountMenu'] }).click();
      await page.getByRole('menuitem', { name: arCommon['secondFactor.enrol.menu'] }).click();
      const dialog = page.getByRole('dialog', { name: arCommon['secondFactor.enrol.title'] });
      await dialog.getByTestId('second-factor-enrolled').waitFor({ timeout: 20_000 });
      for (const button of await dialog.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await shot(page, 'enrol-enrolled-ar');
      // Signed in with the factor a moment ago: Firebase needs no new sign-in to remove it.
      await dialog.getByRole('button', { name: arCommon['secondFactor.enrol.remove'] }).click();
      await dialog.getByText(arCommon['secondFactor.enrol.removed']).waitFor({ timeout: 20_000 });
      await dialog.getByLabel(arCommon['secondFactor.enrol.phone']).waitFor();
      await shot(page, 'enrol-phone-ar');
      const account = await adminAuth().getUser(ENROLLED.uid);
      expect(account.multiFactor?.enrolledFactors ?? []).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
