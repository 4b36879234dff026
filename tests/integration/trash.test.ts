/**
 * The trash through the data layer against the emulators and the real rules
 * (docs/data-model.md "Trash"): a delete moves the document to the trash exactly (read
 * back with the Admin SDK), a restore puts it back exactly, a sub-category's category
 * counts it down and up again and refuses it once the category is gone, each holder
 * lists only their collections' entries (expired ones hidden), All holders delete
 * forever (images then leave Storage) and purge the expired; every step is audited.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoryEntity, subCategoryEntity } from '@/entities/category';
import { couponEntity } from '@/entities/coupon';
import { createOne, deleteOne, transitionOne } from '@/lib/data/api';
import {
  countExpiredTrash,
  listTrash,
  purgeExpiredTrash,
  purgeTrashEntry,
  restoreTrashEntry,
  trashCutoff,
} from '@/lib/data/trash';
import { adminDb, INTEGRATION_PROJECT, signInStaff, switchStaff } from '../support/staff';
import { bucketOf, fileMetadata, STORAGE_HOST } from '../support/storage';
import { transitionOf } from '../support/transitions';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const coupon = (code: string) => ({
  ...couponEntity.emptyValues,
  titleEn: `Offer ${code}`,
  titleAr: `عرض ${code}`,
  code,
  discountPercent: 15,
  type: 'general' as const,
  totalCount: 100,
  expiryDate: inDays(30),
});

async function stored(path: string) {
  return (await adminDb().doc(path).get()).data();
}

/** The audit entries of a trash entry's steps (read past the rules). */
async function steps(trashId: string): Promise<string[]> {
  const snapshot = await adminDb().collection('auditLog').where('trashId', '==', trashId).get();
  return snapshot.docs.map((d) => String(d.get('action'))).sort();
}

/** Stores a file in Storage past the rules. */
async function putFile(path: string): Promise<void> {
  const url = `http://${STORAGE_HOST}/v0/b/${bucketOf(INTEGRATION_PROJECT)}/o?name=${encodeURIComponent(path)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/webp' },
    body: new Uint8Array([82, 73, 70, 70]),
  });
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
}

describe('the trash', () => {
  beforeEach(async () => {
    await signInStaff(['/coupon']);
  });

  it('keeps a deleted coupon exactly and restores it exactly, each step audited', async () => {
    const id = await createOne(couponEntity, coupon('KEEP10'));
    // Approved by another staff member than its maker (docs/access.md, "Money and trust").
    await switchStaff('checker-1', ['/coupon']);
    await transitionOne(couponEntity, id, transitionOf(couponEntity, 'approve'));
    await switchStaff('staff-1', ['/coupon']);
    await adminDb().doc(`coupons/${id}`).update({ usedCount: 7 });
    const before = await stored(`coupons/${id}`);
    const entryId = await deleteOne(couponEntity, id);
    expect(await stored(`coupons/${id}`)).toBeUndefined();
    const entry = await stored(`trash/${entryId}`);
    expect(entry).toMatchObject({ collection: 'coupons', docId: id, path: '/coupon', deletedBy: 'staff-1' });
    expect(entry?.['data']).toEqual(before);
    const { rows } = await listTrash(['/coupon'], 10);
    expect(rows.map((row) => row.id)).toEqual([entryId]);
    await restoreTrashEntry(entryId);
    expect(await stored(`coupons/${id}`)).toEqual(before);
    expect(await stored(`trash/${entryId}`)).toBeUndefined();
    expect(await steps(entryId)).toEqual(['delete', 'restore']);
    await expect(restoreTrashEntry(entryId)).rejects.toMatchObject({ messageKey: 'trash.error.gone' });
  });

  it('refuses a restore while the code is in use again', async () => {
    const id = await createOne(couponEntity, coupon('TWICE'));
    const entryId = await deleteOne(couponEntity, id);
    await createOne(couponEntity, coupon('TWICE'));
    await expect(restoreTrashEntry(entryId)).rejects.toMatchObject({ messageKey: 'trash.error.exists' });
    // The new one goes to the trash beside the old one.
    const second = await deleteOne(couponEntity, id);
    expect(second).not.toBe(entryId);
    expect((await listTrash(['/coupon'], 10)).rows).toHaveLength(2);
  });

  it('shows each holder their collections only; All every entry', async () => {
    await deleteOne(couponEntity, await createOne(couponEntity, coupon('MINE')));
    await switchStaff('faq-1', ['/FAQs']);
    expect((await listTrash(['/FAQs'], 10)).rows).toEqual([]);
    await expect(listTrash(['/coupon'], 10)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(listTrash('all', 10)).rejects.toMatchObject({ code: 'permission-denied' });
    await switchStaff('admin-1', ['All']);
    expect((await listTrash('all', 10)).rows.map((row) => row.docId)).toEqual(['MINE']);
  });

  it('pages newest first by cursor', async () => {
    for (const code of ['PAGE1', 'PAGE2', 'PAGE3'])
      await deleteOne(couponEntity, await createOne(couponEntity, coupon(code)));
    const first = await listTrash(['/coupon'], 2);
    expect(first.rows.map((row) => row.docId)).toEqual(['PAGE3', 'PAGE2']);
    const second = await listTrash(['/coupon'], 2, first.next);
    expect(second.rows.map((row) => row.docId)).toEqual(['PAGE1']);
    expect(second.next).toBeNull();
  });

  it('keeps counters right: a sub-category counts down and up; refused once its category is gone', async () => {
    await switchStaff('catalogue-1', ['/Category']);
    await adminDb().doc('users/sup-1').set({ type: 'supplier', name: 'Supplier', email: 's@example.com' });
    const categoryId = await createOne(categoryEntity, {
      ...categoryEntity.emptyValues,
      nameEn: 'Fruit',
      nameAr: 'فواكه',
      image: '',
    });
    const subId = await createOne(subCategoryEntity, { name: 'Dates', categoryId, supplierId: 'sup-1' });
    const sub = await stored(`subCategories/${subId}`);
    expect(await stored(`categories/${categoryId}`)).toMatchObject({ subCategoryCount: 1 });
    const entryId = await deleteOne(subCategoryEntity, subId);
    expect(await stored(`categories/${categoryId}`)).toMatchObject({ subCategoryCount: 0 });
    await restoreTrashEntry(entryId, subCategoryEntity.hierarchy?.parent);
    expect(await stored(`categories/${categoryId}`)).toMatchObject({ subCategoryCount: 1, lastCountedChild: subId });
    expect(await stored(`subCategories/${subId}`)).toEqual(sub);
    // Gone category: the sub-category stays in the trash with a clear refusal.
    const again = await deleteOne(subCategoryEntity, subId);
    await deleteOne(categoryEntity, categoryId);
    await expect(restoreTrashEntry(again, subCategoryEntity.hierarchy?.parent)).rejects.toMatchObject({
      messageKey: 'trash.error.parentGone',
    });
    expect(await stored(`trash/${again}`)).toBeDefined();
  });

  // The files leaving Storage on a purge are checked end to end (tests/e2e/trash.test.ts):
  // here the Storage rules' look-ups of users documents read another emulator project.
  it('keeps images while in the trash; only All holders delete an entry forever', async () => {
    await switchStaff('admin-1', ['All']);
    const id = 'CATIMG';
    const image = `categories/${id}/photo.webp`;
    await putFile(image);
    await createOne(categoryEntity, { ...categoryEntity.emptyValues, nameEn: 'Img', nameAr: 'صورة', image }, id);
    const entryId = await deleteOne(categoryEntity, id);
    expect(await fileMetadata(INTEGRATION_PROJECT, image)).not.toBeNull();
    await switchStaff('catalogue-1', ['/Category']);
    await expect(purgeTrashEntry(entryId)).rejects.toMatchObject({ code: 'permission-denied' });
    await switchStaff('admin-1', ['All']);
    await purgeTrashEntry(entryId);
    expect(await stored(`trash/${entryId}`)).toBeUndefined();
    expect(await steps(entryId)).toEqual(['delete', 'purge']);
  });

  it('hides expired entries; All holders count and purge them', async () => {
    const entryId = await deleteOne(couponEntity, await createOne(couponEntity, coupon('OLD')));
    const old = Timestamp.fromDate(new Date(trashCutoff(new Date()).getTime() - 86_400_000));
    await adminDb().doc(`trash/${entryId}`).update({ deletedAt: old, expiresAt: old });
    expect((await listTrash(['/coupon'], 10)).rows).toEqual([]);
    await expect(countExpiredTrash()).rejects.toMatchObject({ code: 'permission-denied' });
    await switchStaff('admin-1', ['All']);
    expect(await countExpiredTrash()).toBe(1);
    expect(await purgeExpiredTrash()).toBe(1);
    expect(await countExpiredTrash()).toBe(0);
    expect(await stored(`trash/${entryId}`)).toBeUndefined();
  });
});
