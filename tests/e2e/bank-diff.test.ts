/**
 * A pending bank change marks what it changes (issue 34 item 8), in headless Chromium:
 * with a proposal that changes two digits of a supplier's account number, the proposed
 * IBAN shows the confirmed one's characters plain and its new ones marked, the same in English on a desktop and
 * in Arabic on a touch tablet. Screenshots go to SHOTS_DIR when it is set.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { omanIban } from '../../scripts/seed-data/random';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import arPeople from '@/locales/ar/people.json';
import enPeople from '@/locales/en/people.json';

const ADMIN = demoAccount('admin@demo.om');
const SHOTS = process.env['SHOTS_DIR'] ?? '';
/** A supplier no other e2e test changes: its account gets a pending proposal here. */
const SUPPLIER = 'supplier-006';

/**
 * Proposes, as the Admin SDK, the confirmed details with two digits of the account
 * number changed (a valid IBAN of the same bank), proposed by the finance employee.
 */
async function proposeTwoDigits(): Promise<void> {
  const ref = adminFirestore(E2E_PROJECT_ID).doc(`supplierBanks/${SUPPLIER}`);
  const stored = (await ref.get()).data() ?? {};
  const iban = String(stored['iban']);
  const accountNumber = iban.slice(7);
  const changed = `${accountNumber.slice(0, 10)}${(Number(accountNumber.slice(10, 12)) + 37) % 100}`.padEnd(12, '0');
  const proposedAccountNumber = `${changed}${accountNumber.slice(12)}`;
  await ref.update({
    proposedAccountHolder: stored['accountHolder'],
    proposedAccountNumber,
    proposedIban: omanIban(iban.slice(4, 7), proposedAccountNumber),
    proposedBankName: stored['bankName'],
    proposedBy: demoAccount('finance@demo.om').uid,
    proposedAt: Timestamp.now(),
  });
}

/**
 * Checks the proposal's IBAN against the stored documents: the text is the proposed
 * IBAN, and what is not marked is what it keeps of the confirmed one, in order.
 */
async function checkIban(page: Page, title: string): Promise<void> {
  const stored = (await adminFirestore(E2E_PROJECT_ID).doc(`supplierBanks/${SUPPLIER}`).get()).data() ?? {};
  const confirmed = String(stored['iban']);
  const proposed = String(stored['proposedIban']);
  const region = page.getByRole('region', { name: title });
  const iban = region.locator('bdi[data-changed]').filter({ hasText: proposed.slice(0, 4) });
  await iban.waitFor();
  expect(await iban.textContent()).toBe(proposed);
  const parts = await iban.evaluate((bdi) =>
    [...bdi.children].map((part) => ({ marked: part.tagName === 'MARK', text: part.textContent ?? '' })),
  );
  const kept = parts
    .filter((part) => !part.marked)
    .map((part) => part.text)
    .join('');
  const marked = parts
    .filter((part) => part.marked)
    .map((part) => part.text)
    .join('');
  expect(marked.length).toBeGreaterThan(0);
  expect(kept.length + marked.length).toBe(proposed.length);
  // What is kept appears in the confirmed IBAN in the same order.
  let at = 0;
  for (const ch of kept) {
    at = confirmed.indexOf(ch, at) + 1;
    expect(at).toBeGreaterThan(0);
  }
}

describe.skipIf(skipReason() !== '')('a pending bank change in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await proposeTwoDigits();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('marks the changed characters in English on a desktop', async () => {
    const { context, page } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/supplier/id/${SUPPLIER}?tab=bank`,
      { viewport: { width: 1440, height: 900 } },
    );
    await checkIban(page, enPeople['people.bankProposal.pendingTitle']);
    if (SHOTS) {
      const region = page.getByRole('region', { name: enPeople['people.bankProposal.pendingTitle'] });
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'bank-diff-en-1440.png') });
    }
    await context.close();
  });

  it('marks the changed characters in Arabic on a touch tablet', async () => {
    const { context, page } = await arabicTablet(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/supplier/id/${SUPPLIER}?tab=bank`,
    );
    await checkIban(page, arPeople['people.bankProposal.pendingTitle']);
    if (SHOTS) {
      const region = page.getByRole('region', { name: arPeople['people.bankProposal.pendingTitle'] });
      await region.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, 'bank-diff-ar-820.png') });
    }
    await context.close();
  });
});

if (skipReason()) {
  describe('a pending bank change in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
