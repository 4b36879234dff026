/**
 * Side-menu badges in headless Chromium (spec §9; src/config/navigation.ts `badge`):
 * beside Coupons, Withdraw History, Banners and Contact Us the admin sees the number of
 * items waiting, equal to what the database holds; a person without those paths sees
 * neither the entries nor their counts.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import { NAV_ITEMS, type NavItem } from '@/config/navigation';
import common from '@/locales/en/common.json';

const ADMIN = demoAccount('admin@demo.om');
const TRANSLATOR = demoAccount('translator@demo.om');
const BADGED = (NAV_ITEMS as readonly NavItem[]).filter((item) => item.badge);

/** The badge text of a menu link ('' when it shows none). */
async function badgeOf(page: Page, label: string): Promise<string> {
  const link = page.getByRole('navigation').first().getByRole('link', { name: label });
  const texts = (await link.innerText()).split('\n').map((s) => s.trim());
  return texts[1] ?? '';
}

describe.skipIf(skipReason() !== '')('side-menu badges in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the admin how many items wait on each badged screen', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard');
    // A pending coupon past its expiry waits for nothing: the coupons badge leaves it out
    // (src/config/badges.ts `until`).
    const past = db.collection('coupons').doc('E2EPASTPENDING');
    await past.set({
      code: 'E2EPASTPENDING',
      titleEn: 'Past',
      titleAr: 'منتهٍ',
      discountPercent: 5,
      type: 'general',
      totalCount: 10,
      usedCount: 0,
      expiryDate: Timestamp.fromMillis(Date.now() - 86_400_000),
      supplierId: null,
      status: 'pending',
    });
    for (const item of BADGED) {
      const badge = item.badge;
      if (!badge) continue;
      let counted = db.collection(badge.collection).where(badge.field, '==', badge.value);
      if (badge.until) counted = counted.where(badge.until, '>', Timestamp.now());
      const expected = (await counted.count().get()).data().count;
      expect(expected, item.path).toBeGreaterThan(0);
      const label = (common as Record<string, string>)[item.labelKey] ?? '';
      await expect.poll(() => badgeOf(page, label), { timeout: 15_000 }).toBe(expected > 99 ? '99+' : String(expected));
      // Read out with its meaning, not as a bare number.
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: `${label} ${expected} ${expected === 1 ? 'item' : 'items'} pending` })
        .waitFor();
    }
    await past.delete();
    await context.close();
  });

  it('counts nothing for a person without those screens', async () => {
    const { context, page } = await openSignedIn(browser, TRANSLATOR.email, TRANSLATOR.password, '/dashboard');
    await page.getByRole('navigation').first().getByRole('link').first().waitFor();
    const texts = await page.getByRole('navigation').first().getByRole('link').allInnerTexts();
    expect(texts.join(' ')).not.toMatch(/pending/);
    await context.close();
  });
});
