/**
 * Subscription durations in years (spec §9) in headless Chromium: a package of 2 years
 * is saved as such and shown as "2 years" in English and "سنتان" in Arabic; 10 years is
 * refused with the 9-year message.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { chooseOption, demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import { formatUnit } from '@/lib/format';
import enPackages from '@/locales/en/subscriptionPackages.json';

const ADMIN = demoAccount('admin@demo.om');

describe.skipIf(skipReason() !== '')('subscription durations in years in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('saves a package of 2 years and shows it in years; refuses 10 years', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/SubscriptionPackages/new`);
    const origin = new URL(page.url()).origin;
    await page.getByRole('heading', { name: enPackages['subscriptionPackage.new'] }).waitFor();
    const title = `Years ${Date.now().toString(36)}`;
    await page.getByLabel(enPackages['subscriptionPackage.titleEn'], { exact: true }).fill(title);
    await page.getByLabel(enPackages['subscriptionPackage.titleAr'], { exact: true }).fill('باقة السنوات');
    await page.getByLabel(enPackages['subscriptionPackage.price'], { exact: true }).fill('120');
    await chooseOption(
      page.getByRole('combobox', { name: enPackages['subscriptionPackage.durationUnit'] }),
      enPackages['subscriptionPackage.units.years'],
    );
    const duration = page.getByLabel(enPackages['subscriptionPackage.duration'], { exact: true });
    await duration.fill('10');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(enPackages['subscriptionPackage.validation.durationMax']).waitFor();
    await duration.fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(enPackages['subscriptionPackage.added']).waitFor();
    await page.waitForURL((url) => url.pathname === '/SubscriptionPackages');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain('2 years');

    const stored = await adminFirestore(E2E_PROJECT_ID)
      .collection('subscriptionPackages')
      .where('titleEn', '==', title)
      .get();
    expect(stored.docs[0]?.data()).toMatchObject({ duration: 2, durationUnit: 'years' });

    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
    // A load, not openInPanel: the panel reads its language when it starts.
    await page.goto(`${origin}/SubscriptionPackages/id/${stored.docs[0]?.id ?? ''}`);
    await page.getByText(formatUnit(2, 'year', 'ar', 'long')).waitFor();
    await context.close();
  });
});

if (skipReason()) {
  describe('subscription durations in years in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
