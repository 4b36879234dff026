/**
 * Reviews on a person's page, in headless Chromium (docs/access.md "Reviews"): a
 * /supplier holder sees a supplier's reviews newest first under the average of the
 * shown ones, hides an abusive one with a reason (the average follows, the database
 * holds the decision and its audit entry about the supplier), and shows it again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { demoAccount, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import { rows } from './table';
import { formatNumber } from '@/lib/format';
import entity from '@/locales/en/entity.json';
import reviews from '@/locales/en/reviews.json';
import { messageAfter } from './messages';

const WAIT = { timeout: 15_000 };
const SUPPLIER = 'supplier-001';

/** The average rating of the supplier's shown reviews, and their ids newest first, from the database. */
async function shownReviews(): Promise<{ average: number; ids: string[] }> {
  const snapshot = await adminFirestore(E2E_PROJECT_ID)
    .collection('reviews')
    .where('subjectId', '==', SUPPLIER)
    .orderBy('createdAt', 'desc')
    .get();
  const shown = snapshot.docs.filter((d) => d.get('status') === 'visible');
  const average = shown.reduce((sum, d) => sum + Number(d.get('rating')), 0) / shown.length;
  return { average, ids: shown.map((d) => d.id) };
}

const oneDecimal = (value: number) => formatNumber(value, 'en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe.skipIf(skipReason() !== '')("reviews on a supplier's page in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a /supplier holder hides an abusive review with a reason and shows it again; the average follows', async () => {
    const before = await shownReviews();
    expect(before.ids.length).toBeGreaterThan(10);
    const holder = demoAccount('finance@demo.om');
    const { context, page } = await openSignedIn(
      browser,
      holder.email,
      holder.password,
      `/supplier/id/${SUPPLIER}?tab=reviews`,
      {
        viewport: { width: 1440, height: 900 },
      },
    );
    const region = page.getByRole('region', { name: reviews['review.title'] });
    const summary = region.getByTestId('review-summary');
    await expect.poll(() => summary.textContent(), WAIT).toContain(oneDecimal(before.average));
    // Newest first: the first row is the newest review.
    await expect.poll(() => rows(region).first().getAttribute('data-id'), WAIT).toBe(before.ids[0]);

    const target = before.ids[0] ?? '';
    await openInPanel(page, `/supplier/id/${SUPPLIER}/reviews/id/${encodeURIComponent(target)}`);
    await page.getByRole('button', { name: reviews['review.hide'] }).click();
    const dialog = page.getByRole('dialog');
    const reason = 'Insults the supplier without a word about the order';
    await dialog.getByLabel(entity['common.reason']).fill(reason);
    await messageAfter(page, reviews['review.hidden'], () =>
      dialog.getByRole('button', { name: reviews['review.hide'] }).click(),
    );

    const stored = await adminFirestore(E2E_PROJECT_ID).doc(`reviews/${target}`).get();
    expect(stored.get('status')).toBe('hidden');
    expect(stored.get('decisionReason')).toBe(reason);
    const entry = await adminFirestore(E2E_PROJECT_ID)
      .doc(`auditLog/${String(stored.get('auditId'))}`)
      .get();
    expect(entry.get('subjectId')).toBe(SUPPLIER);
    expect(entry.get('path')).toBe('/supplier');

    const after = await shownReviews();
    expect(after.ids).not.toContain(target);
    await openInPanel(page, `/supplier/id/${SUPPLIER}?tab=reviews`);
    await expect.poll(() => summary.textContent(), WAIT).toContain(oneDecimal(after.average));

    await openInPanel(page, `/supplier/id/${SUPPLIER}/reviews/id/${encodeURIComponent(target)}`);
    await page.getByRole('button', { name: reviews['review.show'] }).click();
    await messageAfter(page, reviews['review.shown'], () =>
      page.getByRole('dialog').getByRole('button', { name: reviews['review.show'] }).click(),
    );
    expect((await adminFirestore(E2E_PROJECT_ID).doc(`reviews/${target}`).get()).get('status')).toBe('visible');
    await context.close();
  });
});
