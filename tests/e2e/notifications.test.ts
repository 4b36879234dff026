/**
 * Notifications and password resets in headless Chromium (docs/access.md
 * "Notifications", "Passwords"): an admin sends a notification from a rider's page and
 * sees it listed there, stored with its audit entry; a password-reset e-mail sent from
 * an employee's page reaches the Auth emulator.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { AUTH_HOST, E2E_PROJECT_ID } from '../support/emulators';
import { demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import en from '@/locales/en/people.json';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const CATALOGUE = demoAccount('catalogue@demo.om');

/** The e-mails the Auth emulator has "sent" (its out-of-band codes), for one address. */
async function resetEmailsTo(email: string): Promise<number> {
  const response = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${E2E_PROJECT_ID}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return (body.oobCodes ?? []).filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET').length;
}

describe.skipIf(skipReason() !== '')('notifications and password resets in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("sends a notification from a rider's page and lists it there, audited", async () => {
    const { context, page } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/rider/id/rider-001?tab=notifications`,
    );
    const list = page.getByRole('region', { name: en['notification.listTitle'] });
    // The seed sent this rider two notifications of their own.
    await list.getByText('Summer midday break').waitFor();

    await page.getByRole('button', { name: en['notification.send'] }).click();
    const dialog = page.getByRole('dialog');
    // Nothing typed: the dialog stays open with its messages, nothing is sent.
    await dialog.getByRole('button', { name: en['notification.sendButton'] }).click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: en['notification.title'] }).getAttribute('aria-invalid'))
      .toBe('true');
    await dialog.getByRole('textbox', { name: en['notification.title'] }).fill('Eid shifts');
    await dialog.getByRole('textbox', { name: en['notification.description'] }).fill('Extra shifts pay double on Eid.');
    await messageAfter(page, en['notification.sent'], () =>
      dialog.getByRole('button', { name: en['notification.sendButton'] }).click(),
    );
    await list.getByText('Eid shifts').waitFor();

    const db = adminFirestore(E2E_PROJECT_ID);
    const stored = await db.collection('notifications').where('title', '==', 'Eid shifts').get();
    expect(stored.size).toBe(1);
    const data = stored.docs[0]?.data() ?? {};
    expect(data).toMatchObject({ audience: 'rider', userId: 'rider-001', createdBy: ADMIN.uid });
    const entry = await db.doc(`auditLog/${String(data['auditId'])}`).get();
    expect(entry.get('subjectId')).toBe('rider-001');
    await context.close();
  });

  it("sends a password-reset e-mail from an employee's page", async () => {
    const before = await resetEmailsTo(CATALOGUE.email);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Admins/id/${CATALOGUE.uid}`);
    await page.getByRole('button', { name: en['people.passwordReset'] }).click();
    await messageAfter(page, en['people.passwordResetSent'].replace('{{email}}', CATALOGUE.email), () =>
      page.getByRole('dialog').getByRole('button', { name: en['people.passwordResetSend'] }).click(),
    );
    await expect.poll(() => resetEmailsTo(CATALOGUE.email)).toBe(before + 1);
    await context.close();
  });
});
