/**
 * Reading a statement as a person and their tools would (issue 49 item 5; shared by
 * tests/e2e/statement.test.ts, cash-order.test.ts and company-handover.test.ts): the figures
 * the Statement tab shows, its CSV read back as a spreadsheet reads it, its printed PDF's
 * text, and the riders' cash a delivery company's page shows.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type en from '@/locales/en/statements.json';
import { openTab } from './browser';

/** The statement texts of one language. */
export type StatementTexts = typeof en;

const WAIT = { timeout: 30_000 };

/** The figures the Statement tab shows (data-baisa of its parts). */
export async function shownFigures(page: Page) {
  const statement = page.getByTestId('statement');
  await statement.getByTestId('statement-closing').waitFor(WAIT);
  await statement.getByTestId('statement-entries').waitFor(WAIT);
  const baisa = async (testId: string) => Number(await statement.getByTestId(testId).getAttribute('data-baisa'));
  const rows = await statement
    .getByTestId('statement-entries')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-baisa'))));
  const subtotals = await statement
    .getByTestId('statement-subtotals')
    .locator('tr')
    .evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-baisa'))));
  return {
    opening: await baisa('statement-opening'),
    closing: await baisa('statement-closing'),
    rows,
    subtotals,
  };
}

/**
 * The riders' cash a delivery company's page shows (its account tab opened), as drawn now:
 * the caller opens or reloads the page first.
 * @param page a delivery company's page, in the language of `texts`
 * @param texts the statement texts of that language (the tab's label)
 * @param dir the page's direction in that language
 * @returns the cash, in baisa (data-baisa)
 */
export async function companyCashShown(page: Page, texts: StatementTexts, dir: 'ltr' | 'rtl'): Promise<number> {
  await page.waitForFunction((expected) => document.documentElement.dir === expected, dir);
  await openTab(page, texts['deliveryCompanyAccount.title']);
  const cash = page.getByTestId('company-cash');
  await cash.waitFor(WAIT);
  return Number(await cash.getAttribute('data-baisa'));
}

/** Exports the CSV and reads it back as a spreadsheet would: opening, entries' amounts, closing (OMR numbers). */
export async function exportedCsv(page: Page, texts: StatementTexts) {
  const [download] = await Promise.all([
    page.waitForEvent('download', WAIT),
    page.getByRole('button', { name: texts['statement.csv'] }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { dynamicTyping: true, skipEmptyLines: true });
  const table = parsed.data as unknown as (string | number | null)[][];
  const [, openingRow, ...rest] = table;
  const closingRow = rest.pop();
  const amounts = rest.map((row) => row[4]);
  for (const value of [...amounts, openingRow?.[5], closingRow?.[5]]) expect(typeof value).toBe('number');
  return {
    opening: Number(openingRow?.[5]),
    amounts: amounts.map(Number),
    closing: Number(closingRow?.[5]),
  };
}

/**
 * Prints the page to PDF (Chromium, print media) and reads its text back with pdftotext.
 * @param file where the PDF is written
 * @returns the PDF's text, laid out as printed
 * @throws Error naming the package when pdftotext is not installed
 */
export async function printedText(page: Page, file: string): Promise<string> {
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }));
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error('pdftotext is not installed: apt-get install poppler-utils (.ci/run installs it)', {
      cause: error,
    });
  }
}
