/**
 * Content and service screens in headless Chromium (spec §2–§4, §8; docs/data-model.md):
 * an advertisement deactivated after its confirmation, as the content editor sees it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openPage, signIn, skipReason } from './browser';
import enAds from '@/locales/en/advertisements.json';

/** Signs a demo account in and returns its page. */
async function signedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  const opened = await openPage(browser, '/');
  await signIn(opened.page, account.email, account.password);
  return opened;
}

const go = (page: Page, path: string) => page.goto(`${new URL(page.url()).origin}${path}`);

describe.skipIf(skipReason() !== '')('content and service screens in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('deactivates an active advertisement after its confirmation', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const id = 'advertisement-grill-weekend';
    expect((await db.doc(`advertisements/${id}`).get()).get('active')).toBe(true);
    const { context, page } = await signedIn(browser, 'content@demo.om');
    await go(page, `/advertise/id/${id}`);
    await page.getByRole('heading', { name: 'Weekend mixed grill' }).waitFor();
    await page.getByText(enAds['advertisement.states.active'], { exact: true }).first().waitFor();

    await page.getByRole('button', { name: enAds['advertisement.deactivate'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(enAds['advertisement.deactivateConfirm']).waitFor();
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await db.doc(`advertisements/${id}`).get()).get('active')).toBe(true);

    await page.getByRole('button', { name: enAds['advertisement.deactivate'] }).click();
    await dialog.getByRole('button', { name: enAds['advertisement.deactivate'] }).click();
    await page.getByText(enAds['advertisement.deactivated']).waitFor();
    await page.getByRole('button', { name: enAds['advertisement.activate'] }).waitFor();
    const stored = (await db.doc(`advertisements/${id}`).get()).data() ?? {};
    expect(stored['active']).toBe(false);
    expect(stored['decidedBy']).toBeTruthy();

    // The list shows it Inactive, and an expired one as Expired.
    await go(page, '/advertise');
    const row = page.getByRole('row').filter({ hasText: 'Weekend mixed grill' });
    await row.getByText(enAds['advertisement.states.inactive'], { exact: true }).first().waitFor();
    const expired = page.getByRole('row').filter({ hasText: 'New phones with one-year warranty' });
    await expired.getByText(enAds['advertisement.states.expired'], { exact: true }).waitFor();
    await context.close();
  });
});
