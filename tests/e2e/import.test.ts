/**
 * CSV import in headless Chromium on the seeded demo data (docs/import.md), as a holder of
 * /Products (catalogue@demo.om): real-looking Omani products in Arabic and English,
 * saved by a spreadsheet in Windows-1256 (Arabic Excel: semicolons, CRLF) and in UTF-8
 * with a byte order mark (tests/fixtures/import). The dry run lists the problems by row,
 * field and message and they download as a CSV with a reason column; the fixed file
 * imports; the same file again only skips; the rows are found by an Arabic search for a
 * word that the product's name writes with an attached "و".
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { demoAccount, launchBrowser, openSignedIn, skipReason, TABLET } from './browser';
import { seriousViolations } from './axe';

const CATALOGUE = demoAccount('catalogue@demo.om');
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'import');
const WAIT = { timeout: 60_000 };

/** @returns the serious and critical axe-core violations inside the import dialog. */
async function dialogViolations(page: Page): Promise<string[]> {
  return seriousViolations(page, { include: '[role="dialog"]' });
}

/** Chooses a fixture file in the open import dialog. */
async function chooseFile(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(join(FIXTURES, name));
  await page.getByRole('dialog').getByText(`${name} (`).waitFor(WAIT);
}

/** Saves a screenshot under SHOTS_DIR when it is set (a person looks at them; not in git). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // Once the dialog has faded in.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every((e) => getComputedStyle(e).opacity === '1'),
  );
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** The rows of the dry run's problem table, as its cells read. */
async function problemRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Rows with problems' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

describe.skipIf(skipReason() !== '')('CSV import in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // First: its dry run writes nothing, and the next test's import would make its rows stored ones.
  it('reads in Arabic on a portrait tablet: Arabic-Indic counts, actions on screen and large enough to touch', async () => {
    const { context, page } = await openSignedIn(browser, CATALOGUE.email, CATALOGUE.password, '/Products', {
      viewport: TABLET,
      hasTouch: true,
      locale: 'ar',
      browserLocale: 'ar',
    });
    await page.getByRole('heading', { name: 'المنتجات', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'استيراد CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'استيراد من ملف CSV' });
    await dialog.waitFor(WAIT);
    await shoot(page, 'import-open-820-ar');
    await dialog.locator('input[type=file]').setInputFiles(join(FIXTURES, 'products-windows-1256-errors.csv'));
    await dialog.getByText('الملف: products-windows-1256-errors.csv (Windows-1256)').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'فحص الملف' }).click();
    await dialog.getByText('في 3 صفوف مشكلات ولن تُستورد').waitFor(WAIT);
    await dialog.getByText('ستُنشأ 4 صفوف جديدة').waitFor();
    const rows = await page
      .getByRole('table', { name: 'الصفوف التي فيها مشكلات' })
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['6', 'السعر الأصلي'],
      ['7', 'المورّد'],
      ['8', 'الكمية'],
    ]);
    expect(rows[1]?.[2]).toBe('لا يوجد سجل باسم «Muscat Spice Traders»: اكتب اسمه أو معرّفه كما يظهر في اللوحة');
    await shoot(page, 'import-dry-run-820-ar');
    expect(await dialogViolations(page)).toEqual([]);
    // Every action of the dialog is inside the screen and at least 44 px high.
    for (const name of [
      'إغلاق',
      'فحص الملف',
      'استيراد 4 صفوف',
      'تنزيل الصفوف التي لم تُستورد (CSV)',
      'اختيار ملف آخر',
    ]) {
      const button = dialog.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(820);
    }
    await context.close();
  });

  it('imports Windows-1256 and UTF-8 files after a dry run, without duplicates, found by an Arabic search', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const { context, page } = await openSignedIn(browser, CATALOGUE.email, CATALOGUE.password, '/Products', {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a CSV file' });
    await dialog.waitFor(WAIT);

    // The Arabic Excel file: its encoding told, its Arabic column titles matched.
    await chooseFile(page, 'products-windows-1256-errors.csv');
    await dialog.getByText('products-windows-1256-errors.csv (Windows-1256)').waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Original price' }).textContent()).toBe('السعر الأصلي');
    expect(await dialog.getByRole('combobox', { name: 'Supplier' }).textContent()).toBe('المورّد');
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('4 new rows will be created').waitFor(WAIT);
    await dialog.getByText('3 rows have problems and will not be imported').waitFor();
    expect(await dialogViolations(page)).toEqual([]);
    expect(await problemRows(page)).toEqual([
      ['6', 'Original price', 'Please enter a number'],
      ['7', 'Supplier', 'No record is named “Muscat Spice Traders”: write its name or id as the panel shows it'],
      ['8', 'Quantity', 'The quantity must be a whole number of 0 or more'],
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download rows not imported (CSV)' }).click(),
    ]);
    await shoot(page, 'import-dry-run-1440-en');
    const failed = readFileSync(await download.path(), 'utf8');
    expect(failed.charCodeAt(0)).toBe(0xfeff);
    const lines = failed.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/السعر الأصلي.*,Reason$/);
    expect(lines[2]).toContain('Muscat Spice Traders');
    expect(lines[2]).toContain('Supplier: No record is named “Muscat Spice Traders”');
    // A dry run writes nothing.
    const halwa = db.collection('products').where('nameEn', '==', 'Omani Halwa with Saffron');
    expect((await halwa.get()).size).toBe(0);

    // The fixed file: every row passes, and the import writes them.
    await chooseFile(page, 'products-windows-1256.csv');
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('7 new rows will be created').waitFor(WAIT);
    await dialog.getByText('0 rows have problems and will not be imported').waitFor();
    await dialog.getByRole('button', { name: 'Import 7 rows' }).click();
    await dialog.getByText('Import finished').waitFor(WAIT);
    await dialog.getByText('7 rows created').waitFor();
    expect((await halwa.get()).docs[0]?.data()).toMatchObject({ price: 4500, quantity: 120, active: true });

    // The UTF-8 file with a byte order mark, English titles, Arabic-Indic digits.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await chooseFile(page, 'products-utf8-bom.csv');
    await dialog.getByText('products-utf8-bom.csv (UTF-8)').waitFor();
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('4 new rows will be created').waitFor(WAIT);
    await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
    await dialog.getByText('4 rows created').waitFor(WAIT);
    await shoot(page, 'import-done-1440-en');
    // Running it again adds nothing: every row is already stored.
    await chooseFile(page, 'products-utf8-bom.csv');
    await dialog.getByRole('button', { name: 'Check the file' }).click();
    await dialog.getByText('4 rows are already stored and will be skipped').waitFor(WAIT);
    expect(await dialog.getByRole('button', { name: 'Import 0 rows' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const lime = (await db.collection('products').where('nameEn', '==', 'Dried Omani Lime').get()).docs;
    expect(lime.map((d) => d.data())).toEqual([expect.objectContaining({ price: 850, quantity: 200 })]);

    // «السمر» finds «عسل السدر والسمر»: the word is stored without its attached «و».
    await page.getByRole('searchbox', { name: 'Search' }).fill('السمر');
    await page.getByRole('row').filter({ hasText: 'Sidr and Samar Honey' }).waitFor(WAIT);
    await page.getByRole('searchbox', { name: 'Search' }).fill('الهيل');
    await page.getByRole('row').filter({ hasText: 'Omani Halwa with Saffron' }).first().waitFor(WAIT);

    // Each import that created rows is one audit entry with its counts.
    const entries = await db.collection('auditLog').where('action', '==', 'import').get();
    expect(entries.docs.map((d) => d.data()['after'])).toEqual(
      expect.arrayContaining([
        { created: 7, skipped: 0, failed: 0 },
        { created: 4, skipped: 0, failed: 0 },
      ]),
    );
    await context.close();
  });
});
