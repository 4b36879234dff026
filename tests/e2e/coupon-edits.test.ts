/**
 * Coupon edits that never take a coupon out of use by mistake (docs/access.md, "Money and
 * trust"; src/lib/data/edits.ts), on a portrait touch tablet (820×1180) in Arabic: editing
 * only the title of an approved coupon keeps it approved (Active) with its expiry exactly
 * as stored, and the pending count does not rise; saving with no change writes nothing and
 * says so; an expired coupon offers neither Approve nor Reject while a pending one does.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openInPanel, skipReason } from './browser';
import ar from '@/locales/ar/coupons.json';
import arEntity from '@/locales/ar/entity.json';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const WAIT = { timeout: 30_000 };
/** Seeded coupons (scripts/seed-data/catalogue.ts): approved and running, approved but expired, pending. */
const APPROVED = 'WELCOME10';
const EXPIRED = 'EID25';
const PENDING = 'HALWA5';

describe.skipIf(skipReason() !== '')('coupon edits in Arabic on a touch tablet', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const db = adminFirestore(E2E_PROJECT_ID);
  const coupon = (code: string) => db.collection('coupons').doc(code);
  const pendingCount = async () =>
    (await db.collection('coupons').where('status', '==', 'pending').count().get()).data().count;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Opened on the coupons (not the dashboard no test reads): each test moves from there.
    ({ context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/coupon'));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /** Opens a coupon's edit form in Arabic and waits for its values. */
  async function openEdit(code: string): Promise<void> {
    await openInPanel(page, `/coupon/id/${code}/edit`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl', undefined, WAIT);
    await expect.poll(() => page.getByLabel(ar['coupon.titleAr'], { exact: true }).inputValue(), WAIT).not.toBe('');
  }

  it('keeps an approved coupon Active when only its title is edited', async () => {
    const before = (await coupon(APPROVED).get()).data();
    expect(before?.['status']).toBe('approved');
    const pending = await pendingCount();
    await openEdit(APPROVED);
    const title = page.getByLabel(ar['coupon.titleAr'], { exact: true });
    await title.fill(`${await title.inputValue()} الجديد`);
    await page.getByRole('button', { name: arEntity['common.save'] }).tap();
    await page.getByText(ar['coupon.updated']).waitFor(WAIT);
    const after = (await coupon(APPROVED).get()).data();
    expect(after?.['titleAr']).toMatch(/الجديد$/);
    expect(after?.['status']).toBe('approved');
    expect(after?.['expiryDate'].toMillis()).toBe(before?.['expiryDate'].toMillis());
    expect(await pendingCount()).toBe(pending);
    // Its page, with the new title (not what the panel read before the save), still shows it Active.
    await openInPanel(page, `/coupon/id/${APPROVED}`);
    await page.getByText(String(after?.['titleAr'])).first().waitFor(WAIT);
    await page.getByText(ar['coupon.states.active'], { exact: true }).first().waitFor(WAIT);
  });

  it('writes nothing and says so when a coupon is saved with no change', async () => {
    const before = (await coupon(APPROVED).get()).data();
    await openEdit(APPROVED);
    await messageAfter(page, arEntity['message.noChanges'], () =>
      page.getByRole('button', { name: arEntity['common.save'] }).tap(),
    );
    const after = (await coupon(APPROVED).get()).data();
    expect(after?.['updatedAt'].toMillis()).toBe(before?.['updatedAt'].toMillis());
    expect(after?.['status']).toBe('approved');
  });

  it('offers no decision on an expired coupon, and both on a pending one', async () => {
    await openInPanel(page, `/coupon/id/${EXPIRED}`);
    await page.getByText(ar['coupon.states.expired'], { exact: true }).first().waitFor(WAIT);
    expect(await page.getByRole('button', { name: ar['coupon.reject'], exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: ar['coupon.approve'], exact: true }).count()).toBe(0);
    await openInPanel(page, `/coupon/id/${PENDING}`);
    await page.getByRole('button', { name: ar['coupon.reject'], exact: true }).waitFor(WAIT);
    expect(await page.getByRole('button', { name: ar['coupon.approve'], exact: true }).count()).toBe(1);
  });
});
