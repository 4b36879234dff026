/**
 * A CSV a spreadsheet opens correctly (docs/adding-an-entity.md, "Export";
 * src/components/entity/exportCsv.ts): on a portrait touch tablet in Arabic, the
 * withdrawals list is exported and the file read back with Papa Parse as a spreadsheet
 * does: UTF-8 with a byte order mark, every amount a plain number of OMR with 3 decimals
 * equal to the stored baisa, every supplier their name (not their id), the status a
 * translated word, the creation time in ISO 8601, and no cell with a direction mark or
 * an Arabic-Indic digit.
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, skipReason } from './browser';
import { rows } from './table';
import arEntity from '@/locales/ar/entity.json';
import arWithdrawals from '@/locales/ar/withdrawals.json';

const ADMIN = demoAccount('admin@demo.om');
const WAIT = { timeout: 30_000 };
/** Direction marks (LRM, RLM, ALM, embeddings, overrides, isolates). */
const MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** Arabic-Indic and Eastern Arabic-Indic digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe.skipIf(skipReason() !== '')('a CSV export a spreadsheet opens correctly', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('exports the withdrawals in Arabic with amounts as numbers and suppliers as names', async () => {
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/withdraw');
    try {
      await rows(page).first().waitFor(WAIT);
      const [download] = await Promise.all([
        page.waitForEvent('download', WAIT),
        page.getByRole('button', { name: arEntity['list.export'] }).click(),
      ]);
      const bytes = readFileSync(await download.path());
      // UTF-8 with its byte order mark (EF BB BF).
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString('utf8').slice(1);
      const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      const amount = arWithdrawals['withdrawal.amount'];
      const supplier = arWithdrawals['withdrawal.supplier'];
      const status = arWithdrawals['withdrawal.status'];
      expect(parsed.meta.fields).toEqual(expect.arrayContaining(['id', amount, supplier, status]));
      expect(parsed.data.length).toBeGreaterThan(0);

      const db = adminFirestore(E2E_PROJECT_ID);
      const stored = await db.getAll(...parsed.data.map((row) => db.doc(`withdrawals/${row['id'] ?? ''}`)));
      const supplierIds = [...new Set(stored.map((doc) => String(doc.get('supplierId'))))];
      const suppliers = await db.getAll(...supplierIds.map((id) => db.doc(`users/${id}`)));
      const names = new Map(suppliers.map((doc) => [doc.id, String(doc.get('name'))]));

      parsed.data.forEach((row, index) => {
        const doc = stored[index];
        expect(doc?.exists).toBe(true);
        for (const cell of Object.values(row)) {
          expect(cell).not.toMatch(MARKS);
          expect(cell).not.toMatch(ARABIC_DIGITS);
        }
        // An amount is a number a spreadsheet reads: OMR, 3 decimals, "." and nothing else.
        const cell = row[amount] ?? '';
        expect(cell).toMatch(/^[0-9]+\.[0-9]{3}$/);
        expect(Math.round(Number(cell) * 1000)).toBe(doc?.get('amount'));
        // The supplier by name, never by id.
        expect(row[supplier]).toBe(names.get(String(doc?.get('supplierId'))));
        expect(row[supplier]).not.toBe(doc?.get('supplierId'));
        // The status as an Arabic word.
        expect(row[status]).toBe(
          (arWithdrawals as Readonly<Record<string, string>>)[`withdrawal.statuses.${String(doc?.get('status'))}`],
        );
        expect(row[arEntity['common.createdAt']]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      });
      // The numbers are numbers once typed as a spreadsheet types them.
      const typed = Papa.parse<Record<string, unknown>>(csv, {
        header: true,
        skipEmptyLines: true,
        dynamicTyping: true,
      });
      expect(typed.data.every((row) => typeof row[amount] === 'number')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
