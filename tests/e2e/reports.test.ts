/**
 * The daily sales report (issue 32, item 6; docs/data-model.md "Daily sales report") in
 * headless Chromium. The backend (Admin SDK) writes orders on two days no seed order
 * falls on, with one placed at 00:15 Muscat time (still the previous day in UTC) and one
 * cancelled; the report for those days shows the right count and sums per day (in
 * Muscat days, cancelled orders left out, refunds on their approval day, those charged
 * to the supplier taken from what it is owed), its per-day CSV opens with numbers as
 * numbers, and the settlement per supplier names the supplier. On an Arabic tablet the
 * same figures read as Arabic amounts, and the CSV keeps Latin digits.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { backendOrder } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openPage, signIn, skipReason } from './browser';
import en from '@/locales/en/reports.json';
import ar from '@/locales/ar/reports.json';
import { formatNumber } from '@/lib/format';

const ADMIN = demoAccount('admin@demo.om');
const WAIT = { timeout: 30_000 };
/** Direction marks and Arabic-Indic digits: never in a CSV cell. */
const MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;
const SUPPLIER = 'supplier-001';

/** A delivered (or other) order of SUPPLIER placed at `iso`: items `subtotal`, 1.000 delivery, 0.500 coupon, 0.250 VAT (baisa). */
const order = (iso: string, subtotal: number, status = 'delivered') =>
  backendOrder({
    status,
    at: new Date(iso),
    price: subtotal,
    couponDiscount: 500,
    vat: 250,
    couponCode: 'SAVE',
    deliveryStatus: status === 'delivered' ? 'delivered' : 'unassigned',
  });

/** The rows of the table named `caption` (body and footer), each cell's text with plain spaces. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor(WAIT);
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim())),
    );
}

/** Downloads a CSV through `button` and parses it as a spreadsheet does. */
async function download(page: Page, button: string): Promise<string[][]> {
  const [file] = await Promise.all([
    page.waitForEvent('download', WAIT),
    page.getByRole('button', { name: button }).click(),
  ]);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  for (const cell of parsed.data.flat()) {
    expect(cell).not.toMatch(MARKS);
    expect(cell).not.toMatch(ARABIC_DIGITS);
  }
  return parsed.data;
}

describe.skipIf(skipReason() !== '')('the daily sales report', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    const db = adminFirestore(E2E_PROJECT_ID);
    // 2024-02-29 and 2024-03-01 in Muscat (UTC+4); the seed's orders are of the last 60 days.
    const orders: [string, Record<string, unknown>][] = [
      ['report-a', order('2024-02-29T06:00:00Z', 10_000)],
      ['report-b', order('2024-02-29T19:30:00Z', 2_500)], // 23:30 in Muscat
      ['report-c', order('2024-02-29T20:15:00Z', 4_000)], // 00:15 on 1 March in Muscat
      ['report-d', order('2024-02-29T08:00:00Z', 9_999, 'cancelledByUser')],
    ];
    await Promise.all(orders.map(([id, data]) => db.doc(`orders/${id}`).set(data)));
    // Approved refunds count on the day of their approval: 0.250 borne by the platform on
    // 29 February, 1.000 charged to the supplier on 1 March (Muscat).
    const refund = (orderId: string, amount: number, chargedTo: string, iso: string) => ({
      orderId,
      supplierId: SUPPLIER,
      amount,
      reason: 'damaged',
      note: '',
      chargedTo,
      status: 'approved',
      createdAt: Timestamp.fromDate(new Date(iso)),
      decidedAt: Timestamp.fromDate(new Date(iso)),
    });
    await db.doc('refunds/report-r1').set(refund('report-a', 250, 'platform', '2024-02-29T10:00:00Z'));
    await db.doc('refunds/report-r2').set(refund('report-c', 1000, 'supplier', '2024-03-01T10:00:00Z'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows each Muscat day’s delivered orders and sums, exports them as numbers, and settles per supplier', async () => {
    const { context, page } = await openPage(browser, '/', { width: 1440, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password);
    const origin = new URL(page.url()).origin;
    await page.getByRole('link', { name: 'Daily sales report' }).click();
    await page.getByRole('heading', { level: 1, name: en['report.title'] }).waitFor(WAIT);
    await page.goto(`${origin}/reports?from=2024-02-29&to=2024-03-01`);
    const rows = await tableRows(page, en['report.perDay']);
    // Day, orders, items, coupon discounts, delivery fees, VAT, collected, refunds charged
    // to the supplier and borne by the platform, payable (items less the supplier's refunds).
    expect(rows).toEqual([
      [
        expect.stringContaining('Feb 29'),
        '2',
        '12.500',
        '1.000',
        '2.000',
        '0.500',
        '14.000',
        '0.000',
        '0.250',
        '12.500',
      ],
      [expect.stringContaining('Mar 1'), '1', '4.000', '0.500', '1.000', '0.250', '4.750', '1.000', '0.000', '3.000'],
      [en['report.total'], '3', '16.500', '1.500', '3.000', '0.750', '18.750', '1.000', '0.250', '15.500'],
    ]);

    const csv = await download(page, en['report.exportDays']);
    expect(csv).toEqual([
      [
        en['report.day'],
        en['report.orders'],
        ...[
          'items',
          'couponDiscounts',
          'deliveryFees',
          'vat',
          'collected',
          'refundsBySupplier',
          'refundsByPlatform',
          'payable',
        ].map((key) => `${(en as Record<string, string>)[`report.${key}`]} (OMR)`),
      ],
      ['2024-02-29', '2', '12.500', '1.000', '2.000', '0.500', '14.000', '0.000', '0.250', '12.500'],
      ['2024-03-01', '1', '4.000', '0.500', '1.000', '0.250', '4.750', '1.000', '0.000', '3.000'],
      [en['report.total'], '3', '16.500', '1.500', '3.000', '0.750', '18.750', '1.000', '0.250', '15.500'],
    ]);

    await page.getByRole('button', { name: en['report.settle'] }).click();
    const name = String((await adminFirestore(E2E_PROJECT_ID).doc(`users/${SUPPLIER}`).get()).get('name'));
    const settlement = await tableRows(page, en['report.perSupplier']);
    expect(settlement).toEqual([
      [name, '3', '16.500', '1.500', '3.000', '0.750', '18.750', '1.000', '0.250', '15.500'],
      [en['report.total'], '3', '16.500', '1.500', '3.000', '0.750', '18.750', '1.000', '0.250', '15.500'],
    ]);
    const settled = await download(page, en['report.exportSuppliers']);
    expect(settled[1]).toEqual([name, '3', '16.500', '1.500', '3.000', '0.750', '18.750', '1.000', '0.250', '15.500']);
    await context.close();
  }, 180_000);

  it('reads in Arabic on a tablet, with Latin digits in its CSV', async () => {
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password);
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/reports?from=2024-02-29&to=2024-03-01`);
    const rows = await tableRows(page, ar['report.perDay']);
    expect(rows[2]?.[0]).toBe(ar['report.total']);
    expect(rows[2]?.[6]).toBe(formatNumber(18.75, 'ar', { minimumFractionDigits: 3 }));
    const csv = await download(page, ar['report.exportDays']);
    expect(csv[1]).toEqual([
      '2024-02-29',
      '2',
      '12.500',
      '1.000',
      '2.000',
      '0.500',
      '14.000',
      '0.000',
      '0.250',
      '12.500',
    ]);
    expect(csv[3]?.[0]).toBe(ar['report.total']);
    await context.close();
  }, 120_000);
});
