/**
 * Editing people and bank details under maker-checker in headless Chromium
 * (docs/access.md, "People" and "Bank details"): an administrator edits a rider's phone,
 * typed with Arabic-Indic digits, and sees it saved in E.164; a /supplier holder
 * proposes an IBAN, cannot confirm it themselves, and another staff member confirms it.
 * The person form and the supplier page are axe-clean. With SHOTS_DIR set, it also
 * saves screenshots of both at 1440x900 in English and 820x1180 in Arabic (touch).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  demoAccount,
  launchBrowser,
  openInPanel,
  openSignedIn,
  settled,
  signIn,
  skipReason,
  TABLET,
} from './browser';
import ar from '@/locales/ar/people.json';
import en from '@/locales/en/people.json';
import entity from '@/locales/en/entity.json';
import { seriousViolations } from './axe';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const FINANCE = demoAccount('finance@demo.om');
const RIDER = 'rider-002';
const SUPPLIER = 'supplier-001';
const IBAN = 'OM810180000001299123456';

/** Serious and critical axe violations, as readable lines. */
async function violations(page: Page): Promise<string[]> {
  return seriousViolations(page);
}

/** Screenshots of a page at desktop (English) and tablet (Arabic, touch) sizes, when SHOTS_DIR is set. */
async function shots(browser: Browser, path: string, name: string, waitFor: string[]): Promise<void> {
  const dir = process.env['SHOTS_DIR'];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [locale, viewport, touch] of [
    ['en', { width: 1440, height: 900 }, false],
    ['ar', TABLET, true],
  ] as const) {
    const context = await browser.newContext({
      viewport,
      hasTouch: touch,
      locale: locale === 'ar' ? 'ar-OM' : 'en-GB',
    });
    await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    await signIn(page, ADMIN.email, ADMIN.password).catch(async () => {
      // Arabic login labels: sign in by the fields' order.
      await page.locator('input').nth(0).fill(ADMIN.email);
      await page.locator('input[type="password"]').fill(ADMIN.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/dashboard');
    });
    await openInPanel(page, path);
    await page
      .locator(waitFor[locale === 'en' ? 0 : 1] ?? 'h1')
      .first()
      .waitFor();
    await settled(page);
    await page.screenshot({ path: join(dir, `${name}-${locale}-${viewport.width}.png`), fullPage: true });
    await context.close();
  }
}

describe.skipIf(skipReason() !== '')('editing people in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("edits a rider's phone typed with Arabic-Indic digits: saved in E.164, shown, audited", async () => {
    const { page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/rider/id/${RIDER}`);
    await page.getByRole('link', { name: en['people.edit'], exact: true }).click();
    await page.getByRole('heading', { name: en['people.editType.rider'], exact: true }).waitFor();
    // The sign-in e-mail is shown, not editable, with how it is changed.
    const email = page.getByLabel(entity['person.email'], { exact: true });
    expect(await email.isDisabled()).toBe(true);
    await page.getByText(en['people.emailHelp']).waitFor();
    expect(await violations(page)).toEqual([]);
    const phone = page.getByLabel(entity['person.phone'], { exact: true });
    await phone.fill('٩١٢٣ ٤٥٦٧');
    await page.getByRole('button', { name: entity['common.save'] }).click();
    // Saving returns to the rider's page.
    await page.waitForURL((url) => url.pathname === `/rider/id/${RIDER}`);
    await openInPanel(page, `/rider/id/${RIDER}`);
    await page.getByText('+96891234567').first().waitFor();
    const stored = (await adminFirestore(E2E_PROJECT_ID).doc(`users/${RIDER}`).get()).data() ?? {};
    expect(stored['phone']).toBe('+96891234567');
    expect(typeof stored['auditId']).toBe('string');
    const entry = (
      await adminFirestore(E2E_PROJECT_ID)
        .doc(`auditLog/${String(stored['auditId'])}`)
        .get()
    ).data();
    expect(entry).toMatchObject({ action: 'update', actor: 'admin-uid', after: { phone: '+96891234567' } });
    await shots(browser, `/rider/id/${RIDER}/edit`, 'person-edit', ['form', 'form']);

    // The same form in Arabic on a touch tablet: axe-clean too.
    const { context: tablet, page: arabic } = await arabicTablet(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/rider/id/${RIDER}/edit`,
    );
    await arabic.getByRole('heading', { name: ar['people.editType.rider'], exact: true }).waitFor();
    await arabic.getByText(ar['people.emailHelp']).waitFor();
    expect(await violations(arabic)).toEqual([]);
    await tablet.close();
  });

  it('proposes an IBAN as one staff member; the proposer cannot confirm; another confirms it', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const before = (await db.doc(`supplierBanks/${SUPPLIER}`).get()).data() ?? {};
    const finance = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/supplier/id/${SUPPLIER}?tab=bank`);
    await finance.page.getByRole('button', { name: en['people.bankProposal.propose'] }).click();
    const dialog = finance.page.getByRole('dialog');
    await dialog.getByLabel(entity['supplierAccount.accountHolder'], { exact: true }).fill('Salim Al Harthy');
    await dialog.getByLabel(entity['supplierAccount.accountNumber'], { exact: true }).fill('0000001299123456');
    // A wrong check digit is refused with a message; nothing typed is lost.
    const iban = dialog.getByLabel(entity['supplierAccount.iban'], { exact: true });
    await iban.fill('OM82 0180 0000 0129 9123 456');
    await dialog.getByLabel(entity['supplierAccount.bankName'], { exact: true }).fill('Bank Dhofar');
    await dialog.getByRole('button', { name: en['people.bankProposal.submit'] }).click();
    await dialog.getByText(en['supplierAccount.validation.ibanCheck']).waitFor();
    await iban.fill('OM81 0180 0000 0129 9123 456');
    await messageAfter(finance.page, en['people.bankProposal.proposed'], () =>
      dialog.getByRole('button', { name: en['people.bankProposal.submit'] }).click(),
    );
    const pending = finance.page.getByRole('region', { name: en['people.bankProposal.pendingTitle'] });
    await pending.getByText(IBAN).waitFor();
    // The proposer's own confirm and reject are disabled, and say why.
    expect(await pending.getByRole('button', { name: en['people.bankProposal.confirm'] }).isDisabled()).toBe(true);
    expect(await pending.getByRole('button', { name: en['people.bankProposal.reject'] }).isDisabled()).toBe(true);
    await pending.getByText(en['people.bankProposal.notYours']).waitFor();
    expect(await violations(finance.page)).toEqual([]);
    const proposed = (await db.doc(`supplierBanks/${SUPPLIER}`).get()).data() ?? {};
    expect(proposed).toMatchObject({ iban: before['iban'], proposedIban: IBAN, proposedBy: FINANCE.uid });

    const admin = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/supplier/id/${SUPPLIER}?tab=bank`);
    const seen = admin.page.getByRole('region', { name: en['people.bankProposal.pendingTitle'] });
    await seen.getByText(IBAN).waitFor();
    // Someone else's proposal is decided first: nobody proposes over it (the rules refuse it).
    await admin.page.getByText(en['people.bankProposal.decideFirst']).waitFor();
    expect(await admin.page.getByRole('button', { name: en['people.bankProposal.propose'] }).count()).toBe(0);
    await shots(browser, `/supplier/id/${SUPPLIER}?tab=bank`, 'supplier-page', [
      `text=${en['people.bankProposal.pendingTitle']}`,
      'h1',
    ]);
    await seen.getByRole('button', { name: en['people.bankProposal.confirm'] }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: en['people.bankProposal.confirm'] }).click();
    await admin.page.getByText(en['people.bankProposal.confirmed']).waitFor();
    await admin.page.getByRole('region', { name: en['people.bank'] }).getByText(IBAN).waitFor();
    const confirmed = (await db.doc(`supplierBanks/${SUPPLIER}`).get()).data() ?? {};
    expect(confirmed).toMatchObject({ iban: IBAN, bankName: 'Bank Dhofar', proposedIban: '', proposedBy: null });
    const entry = (await db.doc(`auditLog/${String(confirmed['auditId'])}`).get()).data();
    expect(entry).toMatchObject({
      action: 'bank.confirm',
      actor: ADMIN.uid,
      before: { iban: before['iban'], proposedIban: IBAN },
      after: { iban: IBAN, proposedIban: '' },
    });
  });
});
