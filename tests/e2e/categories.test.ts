/**
 * /Category in headless Chromium on the seeded demo data (spec §2, §4, §5, §8): a
 * category that still has sub-categories is not deleted ("Please delete first all
 * SubCategory..."); a sub-category added from a category's page is listed there.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openSignedIn, skipReason } from './browser';
import { messageAfter } from './messages';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');
/** A seeded category with five sub-categories (scripts/seed-data/catalogue.ts). */
const GROCERIES = { id: 'category-groceries', name: 'Groceries' };

describe.skipIf(skipReason() !== '')('/Category in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('refuses to delete a category that still has sub-categories', async () => {
    if (!ADMIN) throw new Error('No demo admin account');
    const db = adminFirestore(E2E_PROJECT_ID);
    const before = (await db.doc(`categories/${GROCERIES.id}`).get()).data() ?? {};
    expect(before['subCategoryCount']).toBeGreaterThan(0);

    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/Category');
    await page.getByRole('heading', { name: 'Category', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: GROCERIES.name });
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    // The refusal is said before anything is asked (spec §5), and nothing is deleted.
    await dialog.getByText('Please delete first all SubCategory...').waitFor();
    expect(await dialog.getByText('Are you sure you want to delete this?').count()).toBe(0);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect((await db.doc(`categories/${GROCERIES.id}`).get()).exists).toBe(true);
    // While the dialog closes, MUI keeps the page aria-hidden: wait for it to go.
    await dialog.waitFor({ state: 'hidden' });
    expect(await row.count()).toBe(1);
    await context.close();
  });

  it('adds a sub-category from a category page and lists it there', async () => {
    if (!ADMIN) throw new Error('No demo admin account');
    const name = `Organic Honey ${Date.now().toString(36)}`;
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Category`);
    await page.getByRole('row').filter({ hasText: GROCERIES.name }).getByRole('cell').first().click();
    await page.waitForURL(`**/Category/id/${GROCERIES.id}`);
    await page.getByRole('heading', { name: GROCERIES.name, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Sub-categories' }).waitFor();
    await page.getByRole('link', { name: 'New sub-category' }).click();
    await page.waitForURL(`**/Category/id/${GROCERIES.id}/subCategories/new`);

    // The category is preset from the page it was opened from; the rest is asked for.
    const categoryField = page.getByRole('combobox', { name: 'Category' });
    await expect.poll(() => categoryField.inputValue(), { timeout: 15_000 }).toBe(GROCERIES.name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please input some text').waitFor();
    await page.getByText('Please select both category and supplier').waitFor();

    await page.getByLabel('Name', { exact: true }).fill(name);
    const supplierField = page.getByRole('combobox', { name: 'Supplier' });
    await supplierField.click();
    await supplierField.fill('Mawaleh');
    await page.getByRole('option', { name: 'Al Mawaleh Fresh Market' }).click();
    await messageAfter(page, 'Insert Successfully', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    await page.waitForURL(`**/Category/id/${GROCERIES.id}`);
    const added = page.getByRole('row').filter({ hasText: name });
    await added.waitFor();
    await added.getByText('Al Mawaleh Fresh Market').waitFor();

    const stored = await adminFirestore(E2E_PROJECT_ID).collection('subCategories').where('name', '==', name).get();
    expect(stored.docs.map((d) => d.get('categoryId'))).toEqual([GROCERIES.id]);
    await context.close();
  });
});

if (skipReason()) {
  describe('/Category in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
