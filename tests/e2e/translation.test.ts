/**
 * The translation editor in headless Chromium (spec §2, §3, §5, §6): a translator
 * (Access ['/dashboard'] only) opens /translation from the menu, finds the menu's own
 * key, edits its English text and sees the side menu change at once, without a reload;
 * then restores it. Also: the form's messages, adding a dotted key (stored flat) and
 * deleting it after the confirmation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import enCommon from '@/locales/en/common.json';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openPage, signIn, skipReason } from './browser';

const TRANSLATOR = DEMO_ACCOUNTS.find((a) => a.email === 'translator@demo.om');
const KEY = 'navbar.translation';
const NEW_KEY = 'e2e.sample.greeting';

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
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Update Successfully').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
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
    await browser?.close();
  });

  it('edits the menu label of /translation and the side menu shows it at once, then restores it', async () => {
    const { context, page } = await openPage(browser, '/');
    await signIn(page, TRANSLATOR?.email ?? '', TRANSLATOR?.password ?? '');
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
    const { context, page } = await openPage(browser, '/');
    await signIn(page, TRANSLATOR?.email ?? '', TRANSLATOR?.password ?? '');
    await page.goto(`${new URL(page.url()).origin}/translation`);
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
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Insert Successfully').first().waitFor();
    expect(await storedEnglish(NEW_KEY)).toBe('Hello');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: 'Search' }).fill('اختبار تلقائي');
    const row = page.getByRole('row').filter({ hasText: NEW_KEY });
    await row.waitFor();
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted Successfully').first().waitFor();
    await page.getByText('No translations found').waitFor();
    expect(await storedEnglish(NEW_KEY)).toBeUndefined();
    await context.close();
  });
});

if (skipReason()) {
  describe('the translation editor in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
