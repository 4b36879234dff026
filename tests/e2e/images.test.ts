/**
 * Images on Cloud Storage in headless Chromium (docs/data-model.md, "Images"): a
 * category image is picked, shrunk, uploaded and its thumbnail shows in the list, also
 * after a reload; replacing it removes the old file from Storage; an over-size file
 * and a file that is not a picture each get their message and nothing is written; and
 * storage.rules itself refuses an upload by someone without the owning Access.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { AUTH_HOST, E2E_PROJECT_ID } from '../support/emulators';
import { bucketOf, fileMetadata, listFiles, STORAGE_HOST } from '../support/storage';
import { demoAccount, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
/** Holds /imageGallery, /articles… but not /Category. */
const CONTENT = demoAccount('content@demo.om');
const PHOTO = resolve(import.meta.dirname, '..', '..', 'scripts', 'seed-data', 'images', 'category-groceries.jpg');
const OTHER_PHOTO = resolve(import.meta.dirname, '..', '..', 'scripts', 'seed-data', 'images', 'category-pharmacy.jpg');

/** Whether the first image in a locator has loaded real pixels. */
async function loadedImage(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

describe.skipIf(skipReason() !== '')('Images on Storage in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads a category image, lists its thumbnail (also after a reload) and replaces it', async () => {
    const name = `Spices ${Date.now().toString(36)}`;
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Category/new`);
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (Arabic)').fill('بهارات');
    await page.getByTestId('image-input-image').setInputFiles(PHOTO);
    // A preview at once, then the upload finishes.
    await page.getByRole('img', { name: 'Preview of category-groceries.jpg' }).waitFor();
    await page.getByText('Image uploaded. Save to keep it.').waitFor({ timeout: 30_000 });
    await messageAfter(page, 'Insert Successfully', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    await page.waitForURL('**/Category');

    const db = adminFirestore(E2E_PROJECT_ID);
    const saved = await db.collection('categories').where('nameEn', '==', name).get();
    expect(saved.size).toBe(1);
    const doc = saved.docs[0];
    const first = String(doc?.get('image'));
    expect(first).toMatch(new RegExp(`^categories/${doc?.id}/[0-9]+-[a-z0-9]+\\.webp$`));
    const meta = await fileMetadata(E2E_PROJECT_ID, first);
    expect(meta?.contentType).toBe('image/webp');
    expect(Number(meta?.size)).toBeGreaterThan(0);

    // The list shows a 48 px thumbnail (never the full picture's size) that loads.
    await page.getByRole('searchbox').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.locator('img').waitFor();
    await expect.poll(() => loadedImage(page, `tbody tr:has-text("${name}") img`), { timeout: 15_000 }).toBe(true);
    expect(await row.locator('img').getAttribute('width')).toBe('48');
    expect(await row.locator('img').getAttribute('loading')).toBe('lazy');
    await page.reload();
    await page.getByRole('row').filter({ hasText: name }).locator('img').waitFor();
    await expect.poll(() => loadedImage(page, `tbody tr:has-text("${name}") img`), { timeout: 15_000 }).toBe(true);

    // Replace it: after the save the old file is gone from Storage, the new one is there.
    await openInPanel(page, `/Category/id/${doc?.id}/edit`);
    await page.getByRole('img', { name: 'Current image' }).waitFor();
    await page.getByTestId('image-input-image').setInputFiles(OTHER_PHOTO);
    await page.getByText('Image uploaded. Save to keep it.').waitFor({ timeout: 30_000 });
    // Until the document is saved, the old file stays (the document still points at it).
    expect(await fileMetadata(E2E_PROJECT_ID, first)).not.toBeNull();
    await messageAfter(page, 'Update Successfully', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    const second = String((await db.doc(`categories/${doc?.id}`).get()).get('image'));
    expect(second).not.toBe(first);
    expect(await fileMetadata(E2E_PROJECT_ID, second)).not.toBeNull();
    await expect.poll(() => fileMetadata(E2E_PROJECT_ID, first), { timeout: 10_000 }).toBeNull();
    expect(await listFiles(E2E_PROJECT_ID, `categories/${doc?.id}/`)).toEqual([second]);

    // The detail page shows it large.
    await openInPanel(page, `/Category/id/${doc?.id}`);
    await page.getByRole('img', { name }).waitFor();
    await context.close();
    // About a minute on a busy machine: several pages, two uploads and their checks.
  }, 180_000);

  it('refuses an over-size file and a file that is not a picture, with their messages, writing nothing', async () => {
    const before = await listFiles(E2E_PROJECT_ID, 'categories/');
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Category/new`);
    await page.getByLabel('Name (English)').fill('Kept while refusing');
    const input = page.getByTestId('image-input-image');
    // A 21 MiB photo, over the 20 MiB a picked file may have (MAX_SOURCE_BYTES), picked from
    // the disk as a person picks it: a sparse file, whose bytes the browser reads only if the
    // panel asks (it refuses on the size alone). Sent as a buffer, its 28 MB of base64 went
    // through Playwright's protocol into the page, and beside another test run took over
    // 30 s (CI133).
    const folder = mkdtempSync(join(tmpdir(), 'images-e2e-'));
    const huge = join(folder, 'huge.jpg');
    writeFileSync(huge, '');
    truncateSync(huge, 21 * 1024 * 1024);
    try {
      await input.setInputFiles(huge);
      await page
        .getByRole('alert')
        .filter({ hasText: 'This photo is too large: pick one of at most 20 megabytes.' })
        .waitFor();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is not a picture. Choose a JPEG, PNG, WebP or GIF image.' })
      .waitFor();
    // What was typed is kept; nothing reached Storage.
    expect(await page.getByLabel('Name (English)').inputValue()).toBe('Kept while refusing');
    expect(await listFiles(E2E_PROJECT_ID, 'categories/')).toEqual(before);
    await context.close();
  });

  it('uploads three pictures to the gallery at once, each with its own progress, and deletes one', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const before = (await db.collection('gallery').count().get()).data().count;
    const { context, page } = await openSignedIn(browser, CONTENT.email, CONTENT.password, '/imageGallery');
    await page.getByRole('heading', { name: 'Image Gallery', level: 1 }).waitFor();
    await page.getByTestId('gallery-item').first().waitFor();
    const files = ['gallery-nizwa-fort.jpg', 'gallery-halwa.jpg', 'banner-national-day.jpg'].map((f) =>
      resolve(import.meta.dirname, '..', '..', 'scripts', 'seed-data', 'images', f),
    );
    await page.getByTestId('gallery-input').setInputFiles(files);
    // One line per file, each ending "Added to the gallery".
    await expect.poll(() => page.getByTestId('gallery-upload').count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('gallery-upload').filter({ hasText: 'Added to the gallery' }).count(), {
        timeout: 60_000,
      })
      .toBe(3);
    expect((await db.collection('gallery').count().get()).data().count).toBe(before + 3);
    const newest = await db.collection('gallery').orderBy('createdAt', 'desc').limit(3).get();
    for (const doc of newest.docs) {
      const path = String(doc.get('image'));
      expect(path).toMatch(new RegExp(`^gallery/${doc.id}/`));
      expect(await fileMetadata(E2E_PROJECT_ID, path)).not.toBeNull();
    }

    // Delete the newest after "Are you sure you want to delete this?": the document goes to
    // the trash, and its file stays in Storage until the entry is deleted forever
    // (docs/data-model.md "Trash").
    const victim = newest.docs[0];
    const victimPath = String(victim?.get('image'));
    const victimName = victimPath.split('/').pop() ?? '';
    await page.getByRole('button', { name: `Delete: ${victimName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this?').waitFor();
    await messageAfter(page, 'Deleted Successfully', () => dialog.getByRole('button', { name: 'Delete' }).click());
    expect((await db.doc(`gallery/${victim?.id}`).get()).exists).toBe(false);
    const trashed = await db.collection('trash').where('docId', '==', victim?.id).get();
    expect(trashed.docs.map((d) => d.get('data')?.image)).toEqual([victimPath]);
    expect(await fileMetadata(E2E_PROJECT_ID, victimPath)).not.toBeNull();
    await context.close();
  }, 180_000);

  it('storage.rules refuses an upload by someone without the owning Access, not only the panel', async () => {
    const app = initializeApp(
      { apiKey: 'demo-api-key', projectId: E2E_PROJECT_ID, storageBucket: bucketOf(E2E_PROJECT_ID) },
      `images-e2e-${Date.now()}`,
    );
    try {
      const auth = getAuth(app);
      connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
      const storage = getStorage(app);
      const [host = '127.0.0.1', port = '9199'] = STORAGE_HOST.split(':');
      connectStorageEmulator(storage, host, Number(port));
      const bytes = readFileSync(PHOTO);
      const path = `categories/category-groceries/forged-${Date.now()}.jpg`;
      await signInWithEmailAndPassword(auth, CONTENT.email, CONTENT.password);
      await expect(uploadBytes(ref(storage, path), bytes, { contentType: 'image/jpeg' })).rejects.toMatchObject({
        code: 'storage/unauthorized',
      });
      expect(await fileMetadata(E2E_PROJECT_ID, path)).toBeNull();
      // The same person may upload to the gallery, which /imageGallery owns.
      const gallery = `gallery/e2e-${Date.now()}/photo.jpg`;
      await uploadBytes(ref(storage, gallery), bytes, { contentType: 'image/jpeg' });
      expect(await fileMetadata(E2E_PROJECT_ID, gallery)).not.toBeNull();
    } finally {
      await deleteApp(app);
    }
  });
});
