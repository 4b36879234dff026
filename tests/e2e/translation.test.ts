/**
 * The translation editor in headless Chromium (spec §2, §3, §5, §6): a translator
 * (Access ['/dashboard'] only) opens /translation from the menu, finds the menu's own
 * key, edits its English text and sees the side menu change at once, without a reload;
 * then restores it. Also: the form's messages, adding a dotted key (stored flat) and
 * deleting it after the confirmation. The translator's workflow (docs/access.md,
 * "Translation"): English and Arabic side by side, the "Missing in Arabic" filter, an
 * administrator's export, then the import of the changed file with its dry run, and a
 * one-step restore from a key's history. With SHOTS_DIR set, screenshots of /translation
 * (1440x900 English, 820x1180 Arabic on a touch screen) are saved there.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import enCommon from '@/locales/en/common.json';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  chooseOption,
  demoAccount,
  launchBrowser,
  openInPanel,
  openSignedIn,
  signIn,
  skipReason,
  TABLET,
} from './browser';
import { messageAfter } from './messages';

const TRANSLATOR = DEMO_ACCOUNTS.find((a) => a.email === 'translator@demo.om');
const KEY = 'navbar.translation';
const NEW_KEY = 'e2e.sample.greeting';
const ADMIN = demoAccount('admin@demo.om');
/** Keys of the workflow test: one in both languages, one in English only. */
const BOTH = 'e2e.workflow.both';
const ONLY_EN = 'e2e.workflow.onlyEnglish';
const TEXTS = { en: 'Old English text', ar: 'نص عربي قديم', newAr: 'نص عربي جديد', onlyEn: 'Only in English' };
const SHOTS = process.env['SHOTS_DIR'] ?? '';

/** Saves a screenshot of the page when SHOTS_DIR is set. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** The seeded English text of KEY (the bundled default). */
const original = enCommon[KEY];

const englishDoc = () => adminFirestore(E2E_PROJECT_ID).doc('Translation/English');
const arabicDoc = () => adminFirestore(E2E_PROJECT_ID).doc('Translation/Arabic');
const storedEnglish = async (key: string): Promise<unknown> =>
  ((await englishDoc().get()).get('english') as Record<string, unknown> | undefined)?.[key];

/** Searches the editor and opens the Edit dialog of the row of `key`. */
async function openEdit(page: Page, key: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(key);
  const row = page.getByRole('row').filter({ hasText: key });
  await row.first().waitFor();
  await row.first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit translation' });
  await dialog.waitFor();
  return dialog;
}

/** Changes the English text of `key` through the dialog and waits for the success message. */
async function setEnglish(page: Page, key: string, text: string) {
  const dialog = await openEdit(page, key);
  await dialog.getByLabel('English').fill(text);
  await messageAfter(page, 'Update Successfully', () =>
    dialog.getByRole('button', { name: 'Save', exact: true }).click(),
  );
  await dialog.waitFor({ state: 'detached' });
}

const storedArabic = async (key: string): Promise<unknown> =>
  ((await arabicDoc().get()).get('arabic') as Record<string, unknown> | undefined)?.[key];

/** Removes the workflow test's keys from both documents. */
async function removeWorkflowKeys() {
  for (const [ref, field] of [
    [englishDoc(), 'english'],
    [arabicDoc(), 'arabic'],
  ] as const) {
    await ref
      .update(new FieldPath(field, BOTH), FieldValue.delete(), new FieldPath(field, ONLY_EN), FieldValue.delete())
      .catch(() => undefined);
  }
}

describe.skipIf(skipReason() !== '')('the translation editor in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    if (!TRANSLATOR) throw new Error('No demo account translator@demo.om');
    expect(await storedEnglish(KEY)).toBe(original);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Whatever happened, leave the shared demo data as it was.
    await englishDoc()
      .update(new FieldPath('english', KEY), original, new FieldPath('english', NEW_KEY), FieldValue.delete())
      .catch(() => undefined);
    await arabicDoc()
      .update(new FieldPath('arabic', NEW_KEY), FieldValue.delete())
      .catch(() => undefined);
    await removeWorkflowKeys();
    await browser?.close();
  });

  it('edits the menu label of /translation and the side menu shows it at once, then restores it', async () => {
    const { context, page } = await openSignedIn(
      browser,
      TRANSLATOR?.email ?? '',
      TRANSLATOR?.password ?? '',
      '/dashboard',
    );
    const menu = page.getByRole('navigation');
    await menu.getByRole('link', { name: original }).click();
    await page.waitForURL('**/translation');
    await page.getByRole('heading', { name: original }).waitFor();
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { e2eNoReload: true }));

    const renamed = 'Texts and labels';
    await setEnglish(page, KEY, renamed);
    await menu.getByRole('link', { name: renamed }).waitFor();
    expect(await menu.getByRole('link', { name: original, exact: true }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
    expect(await storedEnglish(KEY)).toBe(renamed);
    // Stored as one flat key of the map, not as nested maps.
    expect((await englishDoc().get()).get('english.navbar')).toBeUndefined();

    await setEnglish(page, KEY, original);
    await menu.getByRole('link', { name: original, exact: true }).waitFor();
    expect(await storedEnglish(KEY)).toBe(original);
    expect(new URL(page.url()).pathname).toBe('/translation');
    await context.close();
  });

  it('validates the form, adds a dotted key and deletes it after the confirmation', async () => {
    const { context, page } = await openSignedIn(
      browser,
      TRANSLATOR?.email ?? '',
      TRANSLATOR?.password ?? '',
      `/translation`,
    );
    await page.getByRole('button', { name: 'Add translation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add translation' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Please input some text').waitFor();
    await dialog.getByText('Please Input English Word').waitFor();
    await dialog.getByText('Please Input Arabic Word').waitFor();
    await dialog.getByLabel('Key').fill(KEY);
    await dialog.getByLabel('English').fill('Hello');
    await dialog.getByLabel('Arabic').fill('تحية اختبار تلقائي');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText(/This key already exists/).waitFor();

    await dialog.getByLabel('Key').fill(NEW_KEY);
    await messageAfter(page, 'Insert Successfully', () =>
      dialog.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    expect(await storedEnglish(NEW_KEY)).toBe('Hello');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search' }).fill('اختبار تلقائي');
    const row = page.getByRole('row').filter({ hasText: NEW_KEY });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this?').waitFor();
    await messageAfter(page, 'Deleted Successfully', () =>
      page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click(),
    );
    await page.getByText('No translations found').waitFor();
    expect(await storedEnglish(NEW_KEY)).toBeUndefined();
    await context.close();
  });

  it('opens a dialog whose code is still loading at once, says so while it is slow, then shows the dialog', async () => {
    const { context, page } = await openSignedIn(
      browser,
      TRANSLATOR?.email ?? '',
      TRANSLATOR?.password ?? '',
      '/dashboard',
    );
    // The add/edit dialog's code (loaded on demand) is held back until `release`.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/TranslationDialog-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await openInPanel(page, '/translation');
    await page.getByRole('button', { name: 'Add translation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add translation' });
    await dialog.getByRole('progressbar', { name: 'Loading…' }).waitFor();
    await dialog.getByRole('status').filter({ hasText: 'Still loading…' }).waitFor();
    release();
    await dialog.getByLabel('Key').waitFor();
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });

  it('shows English and Arabic side by side, filters the keys missing in Arabic, imports an exported file after its dry run, and restores from the history', async () => {
    await removeWorkflowKeys();
    await englishDoc().update(
      new FieldPath('english', BOTH),
      TEXTS.en,
      new FieldPath('english', ONLY_EN),
      TEXTS.onlyEn,
    );
    await arabicDoc().update(new FieldPath('arabic', BOTH), TEXTS.ar);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/translation`, {
      viewport: { width: 1440, height: 900 },
    });
    const search = page.getByRole('searchbox', { name: 'Search' });

    // Side by side: one row per key, each text in its own direction.
    await search.fill('e2e.workflow');
    const both = page.getByRole('row').filter({ hasText: BOTH });
    await both.waitFor();
    expect(await both.locator('[dir="ltr"][lang="en"]').textContent()).toBe(TEXTS.en);
    expect(await both.locator('[dir="rtl"][lang="ar"]').textContent()).toBe(TEXTS.ar);
    const onlyEnglish = page.getByRole('row').filter({ hasText: ONLY_EN });
    await onlyEnglish.getByText('Missing', { exact: true }).waitFor();
    await shot(page, 'translation-en-1440');

    // Missing in Arabic: the English-only key stays, the translated one goes; kept in the URL.
    await chooseOption(page.getByRole('combobox', { name: 'Show' }), /^Missing in Arabic/);
    await page.waitForURL(/show=missingAr/);
    await both.waitFor({ state: 'detached' });
    await onlyEnglish.waitFor();

    // Export every key, then change the file: a new Arabic text, a missing one filled, a misspelt key.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const exported = readFileSync(await download.path(), 'utf8');
    expect(exported.startsWith('\uFEFFkey,english,arabic\r\n')).toBe(true);
    const table = Papa.parse<string[]>(exported.slice(1), { skipEmptyLines: true }).data;
    expect(table.find((row) => row[0] === BOTH)).toEqual([BOTH, TEXTS.en, TEXTS.ar]);
    expect(table.find((row) => row[0] === 'navbar.translation')?.[2]).toMatch(/[\u0600-\u06FF]/);
    expect(table.length).toBeGreaterThan(300);
    // The rows of this test only, so that other tests' keys cannot change the counts.
    const changed = Papa.unparse([
      ['key', 'english', 'arabic'],
      [BOTH, TEXTS.en, TEXTS.newAr],
      [ONLY_EN, TEXTS.onlyEn, 'بالإنجليزية فقط سابقًا'],
      ['e2e.workflow.bothh', 'Typo', 'خطأ'],
      ['navbar.translation', original, ''],
    ]);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import translations from a CSV file' });
    await dialog.getByTestId('translation-import-file').setInputFiles({
      name: 'translations-changed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${changed}`, 'utf8'),
    });
    await dialog.getByText('Dry run of translations-changed.csv').waitFor();
    for (const chip of ['Changed: 1', 'Added: 1', 'Unknown keys: 1', 'Unchanged: 1', 'Problems: 0']) {
      await dialog.getByText(chip, { exact: true }).waitFor();
    }
    const diffRow = dialog.getByRole('row').filter({ hasText: BOTH });
    await diffRow.locator('del').filter({ hasText: TEXTS.ar }).waitFor();
    await diffRow.locator('ins').filter({ hasText: TEXTS.newAr }).waitFor();
    await dialog.getByRole('row').filter({ hasText: 'e2e.workflow.bothh' }).getByText('Unknown key').waitFor();
    // Nothing is written by the dry run.
    expect(await storedArabic(BOTH)).toBe(TEXTS.ar);
    await shot(page, 'translation-import-dry-run-en-1440');

    await dialog.getByRole('button', { name: 'Apply 2 changes' }).click();
    await dialog.getByText('Import finished: 2 keys updated.').waitFor();
    expect(await storedArabic(BOTH)).toBe(TEXTS.newAr);
    expect(await storedArabic(ONLY_EN)).toBe('بالإنجليزية فقط سابقًا');
    expect(await storedArabic('e2e.workflow.bothh')).toBeUndefined();
    const records = await adminFirestore(E2E_PROJECT_ID)
      .collection('translationImports')
      .where('fileName', '==', 'translations-changed.csv')
      .get();
    expect(records.docs.map((d) => d.get('status'))).toContain('done');
    expect(records.docs.at(-1)?.get('counts')).toEqual({ added: 1, changed: 1, unchanged: 1, unknown: 1, problems: 0 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Filled in: no longer missing in Arabic.
    await onlyEnglish.waitFor({ state: 'detached' });

    // The key's history: restore the Arabic text the import replaced, in one step.
    await chooseOption(page.getByRole('combobox', { name: 'Show' }), /^All keys/);
    await both.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: new RegExp(`History of ${BOTH}`) });
    const change = history.getByRole('listitem').filter({ hasText: TEXTS.newAr }).first();
    await change.getByText(/From a CSV import/).waitFor();
    await change.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore this text?' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Text restored').first().waitFor();
    expect(await storedArabic(BOTH)).toBe(TEXTS.ar);
    await history.getByRole('button', { name: 'Close' }).click();
    await both.locator('[dir="rtl"]').filter({ hasText: TEXTS.ar }).waitFor();
    await context.close();
  });

  it.skipIf(!SHOTS)('is laid out for an Arabic tablet (screenshots)', async () => {
    const context = await browser.newContext({
      viewport: TABLET,
      locale: 'en-GB',
      hasTouch: true,
    });
    // An English text without its Arabic one (the workflow test's import filled it in).
    await englishDoc().update(new FieldPath('english', ONLY_EN), TEXTS.onlyEn);
    await arabicDoc().update(new FieldPath('arabic', ONLY_EN), FieldValue.delete());
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    // A load, not openInPanel: the panel reads its language when it starts.
    await page.goto(`${new URL(page.url()).origin}/translation?show=missingAr`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('row').filter({ hasText: ONLY_EN }).waitFor();
    await shot(page, 'translation-ar-820-touch');
    await openInPanel(page, '/translation');
    await page.locator('main tbody tr[data-key]').first().waitFor();
    await shot(page, 'translation-ar-820-touch-all');
    // The history of the workflow test's key (its import and restore), when it ran first.
    await page.getByRole('searchbox').fill(BOTH);
    await page.getByRole('row').filter({ hasText: BOTH }).getByRole('button', { name: 'السجل' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).waitFor();
    await shot(page, 'translation-history-ar-820-touch');
    await page.getByRole('dialog').getByRole('button', { name: 'إغلاق' }).click();
    await page.getByRole('button', { name: 'استيراد CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('translation-import-file').setInputFiles({
      name: 'ترجمات.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        Papa.unparse([
          ['key', 'english', 'arabic'],
          ['navbar.translation', original, 'النصوص والترجمة'],
          ['navbar.dashbord', 'Dashboard', 'لوحة'],
          ['bad key', 'x', 'س'],
        ]),
        'utf8',
      ),
    });
    await dialog.getByRole('table').waitFor();
    await shot(page, 'translation-import-ar-820-touch');
    await context.close();
  });
});

if (skipReason()) {
  describe('the translation editor in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
