/**
 * Coupons in headless Chromium (spec §2–§5, §8): a coupon created with the panel in
 * Arabic and found in the list by its code; two people editing the same coupon, the
 * second told about the conflict and keeping what they typed. Also the subscription
 * package form's free switch and 9-year limit (spec §5, §9).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { couponEntity } from '@/entities/coupon';
import { chooseOption, launchBrowser, openSignedIn, skipReason } from './browser';
import { fillRequired } from './forms';
import { rows } from './table';
import en from '@/locales/en/coupons.json';
import ar from '@/locales/ar/coupons.json';
import arEntity from '@/locales/ar/entity.json';
import enEntity from '@/locales/en/entity.json';
import enPackages from '@/locales/en/subscriptionPackages.json';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');
if (!ADMIN) throw new Error('No demo account admin@demo.om');
const CONFLICT = 'Someone else changed this record while you were editing it. Reload it and try again.';

/** Signs the admin in and returns the page open at `path`, in Arabic when asked (kept in localStorage). */
function adminPage(browser: Browser, path: string, arabic = false): Promise<{ context: BrowserContext; page: Page }> {
  return openSignedIn(browser, ADMIN?.email ?? '', ADMIN?.password ?? '', path, arabic ? { locale: 'ar' } : {});
}

describe.skipIf(skipReason() !== '')('coupons in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a coupon with the panel in Arabic and finds it by its code', async () => {
    const { context, page } = await adminPage(browser, '/coupon', true);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('link', { name: ar['coupon.new'] }).click();
    await page.waitForURL('**/coupon/new');
    await page.getByRole('heading', { name: ar['coupon.new'] }).waitFor();

    // Saving the empty form shows the messages in Arabic and stays.
    await page.getByRole('button', { name: arEntity['common.save'] }).click();
    await page.getByText(arEntity['validation.date']).waitFor();
    expect(new URL(page.url()).pathname).toBe('/coupon/new');

    const code = `AR${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel(ar['coupon.titleEn'], { exact: true }).fill('Oman summer sale');
    await page.getByLabel(ar['coupon.titleAr'], { exact: true }).fill('تخفيضات صيف عُمان');
    await page.getByLabel(ar['coupon.code'], { exact: true }).fill(code.toLowerCase());
    await page.getByLabel(ar['coupon.discountPercent'], { exact: true }).fill('15');
    await page.getByLabel(ar['coupon.totalCount'], { exact: true }).fill('250');
    // The expiry date: a day of next month in the (Arabic) calendar.
    await page.getByRole('button', { name: arEntity['date.pick'] }).click();
    await page.getByRole('button', { name: arEntity['date.nextMonth'] }).click();
    // The calendar's days are in 0–9 in Arabic too (docs/numbers.md).
    const day15 = page.getByRole('gridcell', { name: '15', exact: true });
    await expect.poll(() => day15.count()).toBe(1); // the month slide is over
    await day15.click();
    // Any other required field of the definition, from its sample.
    await fillRequired(page, couponEntity, ar);
    await page.getByRole('button', { name: arEntity['common.save'] }).click();

    await page.getByText(ar['coupon.added']).waitFor();
    await page.waitForURL((url) => url.pathname === '/coupon');
    await page.getByRole('searchbox', { name: arEntity['common.search'] }).fill(code.slice(0, 8));
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    // Only the header row and the coupon are left once the search has run.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    // A new coupon waits for approval: Pending, not Expired, until its date passes.
    expect(await row.innerText()).toContain(ar['coupon.states.pending']);
    expect(await row.innerText()).not.toContain(ar['coupon.states.expired']);

    const stored = (await adminFirestore(E2E_PROJECT_ID).doc(`coupons/${code}`).get()).data() ?? {};
    expect(stored).toMatchObject({
      code,
      titleAr: 'تخفيضات صيف عُمان',
      discountPercent: 15,
      totalCount: 250,
      usedCount: 0,
      status: 'pending',
    });
    expect(stored['expiryDate'].toDate().getDate()).toBe(15);

    // The same code again is refused with the translated message.
    await page.getByRole('link', { name: ar['coupon.new'] }).click();
    await page.getByLabel(ar['coupon.code'], { exact: true }).fill(code);
    await page.getByLabel(ar['coupon.titleEn'], { exact: true }).click();
    await page.getByText(ar['coupon.validation.codeTaken']).waitFor();
    await context.close();
  });

  it('a step none of the selected coupons starts from is disabled in the selection bar, and says why', async () => {
    const { context, page } = await adminPage(browser, '/coupon?f.status=approved');
    const first = rows(page).first();
    await first.waitFor();
    await first.getByRole('checkbox').check();
    // An approved coupon is not approved again (its rows offer Reject only): the bar's
    // Approve is disabled, described by the reason; its Reject is not.
    const bar = page.getByText(enEntity['list.clearSelection']).locator('..');
    const approve = bar.getByRole('button', { name: en['coupon.approve'], exact: true });
    expect(await approve.isDisabled()).toBe(true);
    const why = await approve.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${why}"]`).textContent()).toBe(enEntity['list.noneApplies']);
    expect(await bar.getByRole('button', { name: en['coupon.reject'], exact: true }).isDisabled()).toBe(false);
    await context.close();
  });

  it('tells the second of two editors about the conflict and keeps what they typed', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const id = 'NATIONALDAY20';
    expect((await db.doc(`coupons/${id}`).get()).exists).toBe(true);
    const first = await adminPage(browser, `/coupon/id/${id}/edit`);
    const second = await adminPage(browser, `/coupon/id/${id}/edit`);
    for (const { page } of [first, second]) {
      await page.getByRole('heading', { name: en['coupon.edit'] }).waitFor();
      await expect(page.getByLabel(en['coupon.code'], { exact: true }).isDisabled()).resolves.toBe(true);
    }
    const title = (page: Page) => page.getByLabel(en['coupon.titleEn'], { exact: true });
    await expect(title(second.page).inputValue()).resolves.toBe('National Day celebration');

    await title(first.page).fill('National Day: first editor');
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.page.getByText(en['coupon.updated']).waitFor();
    await first.page.waitForURL((url) => url.pathname === '/coupon');

    await title(second.page).fill('National Day: second editor');
    await second.page.getByLabel(en['coupon.discountPercent'], { exact: true }).fill('22');
    await second.page.getByRole('button', { name: 'Save', exact: true }).click();
    await second.page.getByRole('alert').filter({ hasText: CONFLICT }).waitFor();
    expect(new URL(second.page.url()).pathname).toBe(`/coupon/id/${id}/edit`);
    await expect(title(second.page).inputValue()).resolves.toBe('National Day: second editor');
    await expect(second.page.getByLabel(en['coupon.discountPercent'], { exact: true }).inputValue()).resolves.toBe(
      '22',
    );
    expect((await db.doc(`coupons/${id}`).get()).get('titleEn')).toBe('National Day: first editor');
    await first.context.close();
    await second.context.close();
  });

  it('adds a free subscription package: price 0 and locked, duration at most 9 years', async () => {
    const { context, page } = await adminPage(browser, '/SubscriptionPackages/new');
    await page.getByRole('heading', { name: enPackages['subscriptionPackage.new'] }).waitFor();
    const price = page.getByLabel(enPackages['subscriptionPackage.price'], { exact: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(enPackages['subscriptionPackage.validation.priceRequired']).waitFor();
    await page.getByText(enPackages['subscriptionPackage.validation.durationRequired']).waitFor();

    const title = `Trial ${Date.now().toString(36)}`;
    await page.getByLabel(enPackages['subscriptionPackage.titleEn'], { exact: true }).fill(title);
    await page.getByLabel(enPackages['subscriptionPackage.titleAr'], { exact: true }).fill('باقة تجريبية');
    await price.fill('5');
    await page.getByLabel(enPackages['subscriptionPackage.isFree']).check();
    await expect.poll(() => price.inputValue()).toBe('0');
    expect(await price.isDisabled()).toBe(true);
    await page.getByLabel(enPackages['subscriptionPackage.duration'], { exact: true }).fill('109');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(enPackages['subscriptionPackage.validation.durationMax']).waitFor();
    await chooseOption(
      page.getByRole('combobox', { name: enPackages['subscriptionPackage.durationUnit'] }),
      enPackages['subscriptionPackage.units.days'],
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(enPackages['subscriptionPackage.added']).waitFor();
    await page.waitForURL((url) => url.pathname === '/SubscriptionPackages');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.innerText()).toContain(enPackages['subscriptionPackage.free']);
    expect(await row.innerText()).toContain('109 days');
    await context.close();
  });
});

if (skipReason()) {
  describe('coupons in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
