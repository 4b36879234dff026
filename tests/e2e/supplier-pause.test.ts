/**
 * Pausing a supplier that does not accept orders (issue 50, "Timers that act";
 * docs/data-model.md "Supplier pause") in headless Chromium: a supplier leaving two
 * orders unaccepted past the rider order timer is proposed on the late orders board; one
 * tap pauses it for 30 minutes (stored, audited); its page says until when; once the
 * time passes the page shows it taking orders again by itself, with nothing written
 * (the test shortens the stored pause as the clock would). In Arabic on a touch tablet,
 * the employee pauses from the supplier's page and resumes it at once.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { backendOrder } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  demoAccount,
  launchBrowser,
  openInPanel,
  openSignedIn,
  openTab,
  settled,
  skipReason,
} from './browser';
import { seriousViolations } from './axe';
import ar from '@/locales/ar/pause.json';
import en from '@/locales/en/pause.json';

const ADMIN = demoAccount('admin@demo.om');
/** Screenshots for a person to look at (not compared). */
const SHOTS = resolve(import.meta.dirname, '../../.cache/live-map');
/** Longer than a tick of the board (15 s) plus the orders' remaining wait. */
const LATE_WAIT = { timeout: 45_000 };

/** Two pending orders of `supplierId`, placed 3 minutes ago (the seed's timer: 60 s); their ids. */
async function unaccepted(supplierId: string, prefix: string): Promise<string[]> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const ids: string[] = [];
  for (const n of [1, 2]) {
    const id = `${prefix}-${n}-${Date.now().toString(36)}`;
    ids.push(id);
    await db
      .collection('orders')
      .doc(id)
      .set({ ...backendOrder({ status: 'pending', at: new Date(Date.now() - 3 * 60_000) }), supplierId });
  }
  return ids;
}

describe.skipIf(skipReason() !== '')('supplier pause in headless Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: proposed on the board, paused with one tap, and taking orders again by itself when the time passes', async () => {
    const supplierId = 'supplier-004';
    const db = adminFirestore(E2E_PROJECT_ID);
    await db.collection('supplierPauses').doc(supplierId).delete();
    const name = String((await db.collection('users').doc(supplierId).get()).get('name'));
    const [orderId] = await unaccepted(supplierId, 'e2e-pause');
    // With App info's proposals turned off, the board lists the late orders and proposes nothing.
    await db.doc('appInfo/main').update({ proposePauses: false });
    let opened: { context: BrowserContext; page: Page };
    try {
      opened = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/allOrders/late', {
        viewport: { width: 1440, height: 900 },
      });
      await opened.page.getByText(orderId!).first().waitFor(LATE_WAIT);
      // The board done loading before a proposal is looked for by its absence.
      await settled(opened.page);
      expect(await opened.page.getByTestId('pause-proposal').count()).toBe(0);
    } finally {
      await db.doc('appInfo/main').update({ proposePauses: true });
    }
    const { context, page } = opened;
    await page.reload();
    const proposal = page.getByTestId('pause-proposal').filter({ hasText: name });
    await proposal.waitFor(LATE_WAIT);
    await proposal.getByRole('button', { name: en['pause.proposeOne'].replace('{{duration}}', '30 minutes') }).click();
    await proposal.getByTestId('pause-chip').waitFor();
    const stored = await db.collection('supplierPauses').doc(supplierId).get();
    const until = (stored.get('pausedUntil') as Timestamp).toMillis();
    expect(until - Date.now()).toBeGreaterThan(25 * 60_000);
    expect(until - Date.now()).toBeLessThan(35 * 60_000);
    expect(stored.get('auditId')).toBeTruthy();

    // The supplier's page says so; when the time passes it takes orders again by itself.
    await openInPanel(page, `/supplier/id/${supplierId}?tab=pause`);
    const section = page.getByTestId('pause-section');
    await section.getByTestId('pause-chip').waitFor();
    await page.screenshot({ path: `${SHOTS}/supplier-pause-en-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);
    const updatedAt = stored.get('updatedAt') as Timestamp;
    // As the clock would: the pause now ends 10 s from now (no other write follows).
    await stored.ref.update({ pausedUntil: Timestamp.fromMillis(Date.now() + 10_000) });
    await section.getByTestId('pause-active').waitFor({ timeout: 40_000 });
    expect(await section.getByTestId('pause-chip').count()).toBe(0);
    const after = await db.collection('supplierPauses').doc(supplierId).get();
    expect((after.get('updatedAt') as Timestamp).isEqual(updatedAt)).toBe(true);
    await context.close();
  });

  it('in Arabic on a touch tablet: paused from the supplier’s page, then resumed at once', async () => {
    const supplierId = 'supplier-005';
    await adminFirestore(E2E_PROJECT_ID).collection('supplierPauses').doc(supplierId).delete();
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/supplier/id/${supplierId}`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await openTab(page, ar['pause.section']);
    const section = page.getByTestId('pause-section');
    await section.getByTestId('pause-active').waitFor();
    await section.getByRole('button', { name: ar['pause.pause'] }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ar['pause.submit'], exact: true }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await section.getByTestId('pause-chip').waitFor();
    await page.screenshot({ path: `${SHOTS}/supplier-pause-ar-820.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await section.getByRole('button', { name: ar['pause.resume'] }).tap();
    await section.getByTestId('pause-active').waitFor();
    const stored = await adminFirestore(E2E_PROJECT_ID).collection('supplierPauses').doc(supplierId).get();
    expect(stored.get('pausedUntil')).toBeNull();
    await context.close();
  });
});
