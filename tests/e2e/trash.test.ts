/**
 * Undo and the Trash in headless Chromium on the seeded panel (docs/data-model.md
 * "Trash"), as a person does it: a coupon deleted, the tab closed, the Trash opened in a
 * new tab and the coupon restored exactly (compared with the Admin SDK); Undo from the
 * delete's message; a sub-category deleted and restored with its category's counter
 * right; a category's image kept in Storage until it is deleted forever.
 * With TRASH_SHOTS=<folder>, screenshots of the Trash and the Undo message are saved
 * there (1440x900 English; 820x1180 Arabic, touch).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { bucketOf, fileMetadata, STORAGE_HOST } from '../support/storage';
import {
  chooseOption,
  demoAccount,
  launchBrowser,
  openInPanel,
  openSignedIn,
  settled,
  skipReason,
  TABLET,
} from './browser';
import people from '@/locales/en/people.json';

const ADMIN = demoAccount('admin@demo.om');
const SHOTS = process.env['TRASH_SHOTS'];
const db = () => adminFirestore(E2E_PROJECT_ID);
const tag = Date.now().toString(36).toUpperCase();
/** A fresh suffix per attempt (a retry must not meet the trash entries of the first). */
const fresh = () =>
  `${tag}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** A copy of a seeded approved coupon under a new code, with redemptions counted. */
async function seedCoupon(code: string): Promise<FirebaseFirestore.DocumentData> {
  const seeded = await db().collection('coupons').where('status', '==', 'approved').limit(1).get();
  const source = seeded.docs[0]?.data();
  if (!source) throw new Error('No seeded approved coupon');
  const data = {
    ...source,
    code,
    titleEn: `Trash test ${code}`,
    titleAr: `تجربة ${code}`,
    usedCount: 4,
    totalCount: 40,
  };
  await db().doc(`coupons/${code}`).set(data);
  return (await db().doc(`coupons/${code}`).get()).data() ?? {};
}

/** Deletes the document shown on a detail page through its Delete button and confirmation. */
async function deleteFromPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the Trash from the menu and restores the entry titled `title`. */
async function restoreFromTrash(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Trash', exact: true }).click();
  await page.waitForURL('**/trash');
  await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Restore' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await page.getByText('Restored', { exact: true }).waitFor();
}

describe.skipIf(skipReason() !== '')('undo and the Trash in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('restores a coupon deleted in a closed tab exactly, from the Trash of a new tab', async () => {
    const run = fresh();
    const code = `TRASH${run}`;
    const before = await seedCoupon(code);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/coupon/id/${code}`, {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByRole('heading', { name: `Trash test ${code}`, level: 1 }).waitFor();
    await deleteFromPage(page);
    await page.getByText('Coupon deleted successfully').waitFor();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await shot(page, 'undo-en-1440x900');
    expect((await db().doc(`coupons/${code}`).get()).exists).toBe(false);
    // Taken before the close: a page leaves for about:blank as it closes (browser.ts `leave`).
    const origin = new URL(page.url()).origin;
    await page.close();

    // A new tab: a start of the panel.
    const tab = await context.newPage();
    await tab.goto(`${origin}/dashboard`);
    await restoreFromTrash(tab, `Trash test ${code}`);
    expect((await db().doc(`coupons/${code}`).get()).data()).toEqual(before);
    expect((await db().collection('trash').where('docId', '==', code).get()).size).toBe(0);
    // The /Admins trail names both steps and filters by each (not "Other change").
    await openInPanel(tab, '/Admins');
    const trail = tab.getByRole('region', { name: people['people.history.whole'] });
    // As a person does: the list and the trail drawn, nothing moving, before a filter is
    // chosen (a click on a filter while the list above it still loaded once missed it).
    await trail.getByTestId('audit-row').first().waitFor();
    await settled(tab);
    for (const action of ['delete', 'restore'] as const) {
      const name = people[`people.actions.${action}`];
      await chooseOption(trail.getByRole('combobox', { name: people['people.history.action'] }), name);
      // The filter applied: every row shown is of that action (the newest rows, this test's
      // own, are of it before the filter too), and the list has stopped loading.
      await trail.getByRole('button', { name: people['audit.clearFilters'] }).waitFor();
      await expect
        .poll(async () => {
          const shown = await trail.getByTestId('audit-row').allInnerTexts();
          return shown.length > 0 && shown.every((text) => text.includes(name));
        })
        .toBe(true);
      await settled(tab);
      await trail.getByTestId('audit-row').filter({ hasText: code }).filter({ hasText: name }).first().waitFor();
      expect(await trail.getByText(people['audit.otherAction']).count()).toBe(0);
    }
    await context.close();
  }, 180_000);

  it('undoes a delete from its message', async () => {
    const run = fresh();
    const code = `UNDO${run}`;
    const before = await seedCoupon(code);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/coupon/id/${code}`);
    await page.getByRole('heading', { name: `Trash test ${code}`, level: 1 }).waitFor();
    await deleteFromPage(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Restored', { exact: true }).waitFor();
    expect((await db().doc(`coupons/${code}`).get()).data()).toEqual(before);
    await context.close();
  }, 120_000);

  it('restores a deleted sub-category with its category counting it again', async () => {
    const run = fresh();
    const categoryId = `trash-category-${run}`;
    const subId = `trash-sub-${run}`;
    const seededCategory = (await db().collection('categories').limit(1).get()).docs[0]?.data() ?? {};
    const seededSub = (await db().collection('subCategories').limit(1).get()).docs[0]?.data() ?? {};
    await db()
      .doc(`categories/${categoryId}`)
      .set({
        ...seededCategory,
        nameEn: `Trash category ${run}`,
        image: null,
        subCategoryCount: 1,
        lastCountedChild: subId,
      });
    await db()
      .doc(`subCategories/${subId}`)
      .set({ ...seededSub, name: `Trash sub ${run}`, categoryId });
    const sub = (await db().doc(`subCategories/${subId}`).get()).data();

    const { context, page } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/Category/id/${categoryId}/subCategories/id/${subId}`,
    );
    await page.getByRole('heading', { name: `Trash sub ${run}`, level: 1 }).waitFor();
    await deleteFromPage(page);
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    expect((await db().doc(`categories/${categoryId}`).get()).get('subCategoryCount')).toBe(0);
    await restoreFromTrash(page, `Trash sub ${run}`);
    expect((await db().doc(`subCategories/${subId}`).get()).data()).toEqual(sub);
    const category = (await db().doc(`categories/${categoryId}`).get()).data();
    expect(category).toMatchObject({ subCategoryCount: 1, lastCountedChild: subId });
    await context.close();
  }, 180_000);

  it('keeps a deleted category’s image until an All holder deletes it forever', async () => {
    const run = fresh();
    const categoryId = `trash-image-${run}`;
    const image = `categories/${categoryId}/e2e.webp`;
    const url = `http://${STORAGE_HOST}/v0/b/${bucketOf(E2E_PROJECT_ID)}/o?name=${encodeURIComponent(image)}`;
    const upload = await fetch(url, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/webp' },
      body: new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 69, 66, 80]),
    });
    expect(upload.ok).toBe(true);
    const seededCategory = (await db().collection('categories').limit(1).get()).docs[0]?.data() ?? {};
    const name = `Trash image ${run}`;
    await db()
      .doc(`categories/${categoryId}`)
      .set({ ...seededCategory, nameEn: name, image, subCategoryCount: 0, lastCountedChild: null });

    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Category/id/${categoryId}`, {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await deleteFromPage(page);
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    expect(await fileMetadata(E2E_PROJECT_ID, image)).not.toBeNull();

    await page.getByRole('navigation').getByRole('link', { name: 'Trash', exact: true }).click();
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    await shot(page, 'trash-en-1440x900');
    await page.getByRole('button', { name: `Delete forever: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText('Deleted forever', { exact: true }).waitFor();
    await expect.poll(() => fileMetadata(E2E_PROJECT_ID, image)).toBeNull();
    expect((await db().collection('trash').where('docId', '==', categoryId).get()).size).toBe(0);
    await context.close();
  }, 180_000);

  it.runIf(Boolean(SHOTS))(
    'screenshots the Trash and the Undo message in Arabic on a tablet',
    async () => {
      const run = fresh();
      const code = `SHOTAR${run}`;
      await seedCoupon(code);
      const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/coupon/id/${code}`, {
        viewport: TABLET,
        hasTouch: true,
        locale: 'ar',
        browserLocale: 'ar',
      });
      await page.getByRole('heading', { name: `تجربة ${code}`, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'حذف', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'حذف', exact: true }).click();
      await page.getByRole('button', { name: 'تراجع' }).waitFor();
      await shot(page, 'undo-ar-820x1180-touch');
      await openInPanel(page, '/trash');
      await page.getByRole('heading', { name: 'سلة المحذوفات', level: 1 }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      await shot(page, 'trash-ar-820x1180-touch');
      await context.close();
    },
    180_000,
  );
});
