/**
 * firestore.rules, the trash (docs/data-model.md "Trash", docs/access.md "Trash"): a
 * delete must move the document to its trash entry in the same write, the entry holding
 * exactly the deleted document; a restore writes back exactly that data and removes the
 * entry in the same write (a child counted on its parent again); entries are read by
 * their path's holders and All, never edited, and deleted forever only by All holders;
 * each step is audited.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { trashEntryId, trashStepAuditId } from '../../src/lib/data/trashModel';
import { stored, trashInBatch } from './fixtures';
import { authorName, dbAs, ownerDb, seed, setUpRulesFile, UID } from './helpers';

const COUPONS = 'couponOwner';
const CATALOGUE = 'categoryOwner';
const COUPON = stored('coupons', 'SAVE10', { status: 'approved', usedCount: 3, auditId: 'A1' });
const CATEGORY = stored('categories', 'CAT', { subCategoryCount: 1, lastCountedChild: 'SUB' });
const SUB = stored('subCategories', 'SUB', { categoryId: 'CAT' });
const PLACES = 'cityOwner';
const CITY = stored('cities', 'CITY', { areaCount: 1, lastCountedChild: 'AR' });
const AREA = stored('areas', 'AR', { cityId: 'CITY' });

/** The counted children of the definitions (a parent field and counter), each with its parent, as seeded. */
const CHILDREN = [
  {
    owner: CATALOGUE,
    children: 'subCategories',
    id: 'SUB',
    data: SUB,
    parents: 'categories',
    parentId: 'CAT',
    counter: 'subCategoryCount',
  },
  { owner: PLACES, children: 'areas', id: 'AR', data: AREA, parents: 'cities', parentId: 'CITY', counter: 'areaCount' },
] as const;
type Child = (typeof CHILDREN)[number];

const rules = setUpRulesFile(() => ({
  [`users/${COUPONS}`]: { type: 'employee', Access: ['/coupon'] },
  [`users/${CATALOGUE}`]: { type: 'employee', Access: ['/Category'] },
  'coupons/SAVE10': COUPON,
  'categories/CAT': CATEGORY,
  'subCategories/SUB': SUB,
  [`users/${PLACES}`]: { type: 'employee', Access: ['/Cities'] },
  'cities/CITY': CITY,
  'areas/AR': AREA,
}));

/** Deletes coupons/SAVE10 moving `data` (default: the stored coupon) to the trash; `entry` overrides its fields. */
async function deleteCoupon(
  db: Firestore,
  uid: string,
  options: { data?: DocumentData; entry?: DocumentData; trash?: boolean; remove?: boolean } = {},
) {
  const batch = writeBatch(db);
  const byName = await authorName(db, uid);
  if (options.trash !== false) {
    trashInBatch(batch, db, 'coupons', 'SAVE10', uid, options.data ?? COUPON, options.entry, byName);
  }
  if (options.remove !== false) batch.delete(doc(db, 'coupons', 'SAVE10'));
  return batch.commit();
}

/** Deletes a counted child, uncounting it from its parent, moving it to the trash. */
async function deleteChild(db: Firestore, uid: string, child: Child = CHILDREN[0]) {
  const batch = writeBatch(db);
  batch.update(doc(db, child.parents, child.parentId), {
    [child.counter]: increment(-1),
    lastCountedChild: child.id,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  trashInBatch(batch, db, child.children, child.id, uid, child.data, {}, await authorName(db, uid));
  batch.delete(doc(db, child.children, child.id));
  return batch.commit();
}

/** The audit entry of a restore or purge of `entryId`. */
function stepAudit(
  step: 'restore' | 'purge',
  entry: DocumentData,
  entryId: string,
  uid: string,
  byName: string,
): DocumentData {
  return {
    action: step,
    collection: entry['collection'],
    docId: entry['docId'],
    path: entry['path'],
    subjectId: null,
    before: null,
    after: {},
    reason: null,
    actor: uid,
    byName,
    at: serverTimestamp(),
    trashId: entryId,
  };
}

/** Reads an entry with the rules off. */
async function entryOf(entryId: string): Promise<DocumentData> {
  const data = (await getDoc(doc(ownerDb(rules.env), 'trash', entryId))).data();
  if (!data) throw new Error(`no entry ${entryId}`);
  return data;
}

/** Restores `entryId` as the data layer does (`data` replaces what is written back). */
async function restore(
  db: Firestore,
  uid: string,
  entryId: string,
  options: { data?: DocumentData; keepEntry?: boolean; audit?: boolean; parent?: Child } = {},
) {
  const entry = await entryOf(entryId);
  const batch = writeBatch(db);
  batch.set(doc(db, String(entry['collection']), String(entry['docId'])), options.data ?? entry['data']);
  if (options.parent) {
    batch.update(doc(db, options.parent.parents, options.parent.parentId), {
      [options.parent.counter]: increment(1),
      lastCountedChild: entry['docId'],
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
  }
  if (!options.keepEntry) batch.delete(doc(db, 'trash', entryId));
  if (options.audit !== false) {
    batch.set(
      doc(db, 'auditLog', trashStepAuditId('restore', entryId, entry['deletedAt'])),
      stepAudit('restore', entry, entryId, uid, await authorName(db, uid)),
    );
  }
  return batch.commit();
}

async function purge(db: Firestore, uid: string, entryId: string) {
  const entry = await entryOf(entryId);
  const batch = writeBatch(db);
  batch.delete(doc(db, 'trash', entryId));
  batch.set(
    doc(db, 'auditLog', trashStepAuditId('purge', entryId, entry['deletedAt'])),
    stepAudit('purge', entry, entryId, uid, await authorName(db, uid)),
  );
  return batch.commit();
}

const COUPON_ENTRY = trashEntryId('coupons', 'SAVE10', COUPON);
const SUB_ENTRY = trashEntryId('subCategories', 'SUB', SUB);

describe('a delete', () => {
  it('moves the document to the trash exactly, with its audit entry, which its holders and All read', async () => {
    await assertSucceeds(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS));
    const entry = (await getDoc(doc(dbAs(rules.env, COUPONS), 'trash', COUPON_ENTRY))).data();
    expect(entry).toMatchObject({ collection: 'coupons', docId: 'SAVE10', path: '/coupon', deletedBy: COUPONS });
    expect(entry?.['data']).toEqual(COUPON);
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.admin), 'trash', COUPON_ENTRY)));
    const list = query(collection(dbAs(rules.env, COUPONS), 'trash'), where('path', '==', '/coupon'));
    expect((await getDocs(list)).size).toBe(1);
    const audit = (await getDoc(doc(dbAs(rules.env, UID.admin), 'auditLog', String(entry?.['auditId'])))).data();
    expect(audit).toMatchObject({ action: 'delete', collection: 'coupons', docId: 'SAVE10', actor: COUPONS });
  });

  it('is refused without the trash entry', async () => {
    await assertFails(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS, { trash: false }));
    await assertFails(deleteCoupon(dbAs(rules.env, UID.admin), UID.admin, { trash: false }));
  });

  it('is refused when the entry differs from the deleted document', async () => {
    const forged = { ...COUPON, status: 'pending' };
    // The same version's id, other data.
    await assertFails(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS, { entry: { data: forged } }));
    // Other data, other id: the delete finds no entry of the document as it is.
    await assertFails(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS, { data: forged }));
    await assertFails(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS, { entry: { collection: 'faqs' } }));
  });

  it('refuses an entry with a forged author, time, path, expiry or audit entry', async () => {
    const db = dbAs(rules.env, COUPONS);
    for (const entry of [
      { deletedBy: UID.admin },
      { deletedAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { path: '/Category' },
      { expiresAt: Timestamp.fromMillis(Date.now() + 24 * 3600 * 1000) },
      { expiresAt: Timestamp.fromMillis(Date.now() + 400 * 24 * 3600 * 1000) },
      { auditId: 'elsewhere' },
      { extra: true },
    ]) {
      await assertFails(deleteCoupon(db, COUPONS, { entry }));
    }
  });

  it('refuses an entry without the delete (the document stays)', async () => {
    await assertFails(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS, { remove: false }));
  });

  it('refuses an entry for a collection outside the caller’s Access', async () => {
    // /Category cannot delete a coupon, nor trash one alongside any delete of its own.
    await assertFails(deleteCoupon(dbAs(rules.env, CATALOGUE), CATALOGUE));
    await assertFails(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS, { remove: false, entry: { path: '/coupon' } }));
    await assertFails(deleteChild(dbAs(rules.env, COUPONS), COUPONS));
  });
});

describe('an entry', () => {
  it('is never edited, and read only by its path holders and All', async () => {
    await assertSucceeds(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS));
    await assertFails(updateDoc(doc(dbAs(rules.env, COUPONS), 'trash', COUPON_ENTRY), { 'data.status': 'pending' }));
    await assertFails(
      updateDoc(doc(dbAs(rules.env, UID.admin), 'trash', COUPON_ENTRY), { expiresAt: Timestamp.now() }),
    );
    await assertFails(getDoc(doc(dbAs(rules.env, CATALOGUE), 'trash', COUPON_ENTRY)));
    await assertFails(getDocs(collection(dbAs(rules.env, COUPONS), 'trash')));
    await assertSucceeds(getDocs(collection(dbAs(rules.env, UID.admin), 'trash')));
    // A missing entry is refused like someone else's (nobody learns whether an entry they
    // may not read exists), but to All holders, who read every entry.
    await assertFails(getDoc(doc(dbAs(rules.env, COUPONS), 'trash', 'gone')));
    await assertFails(getDoc(doc(dbAs(rules.env, CATALOGUE), 'trash', 'gone')));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.admin), 'trash', 'gone')));
    await assertFails(getDoc(doc(dbAs(rules.env, UID.customer), 'trash', 'gone')));
  });
});

describe('a restore', () => {
  it('writes back exactly the data and removes the entry, audited', async () => {
    await assertSucceeds(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS));
    await assertSucceeds(restore(dbAs(rules.env, COUPONS), COUPONS, COUPON_ENTRY));
    const back = (await getDoc(doc(dbAs(rules.env, COUPONS), 'coupons', 'SAVE10'))).data();
    expect(back).toEqual(COUPON);
    // Gone: refused to its path holder like any entry they may not read (All holders see it missing).
    await assertFails(getDoc(doc(dbAs(rules.env, COUPONS), 'trash', COUPON_ENTRY)));
    expect((await getDoc(doc(dbAs(rules.env, UID.admin), 'trash', COUPON_ENTRY))).exists()).toBe(false);
  });

  it('is refused with changed data, keeping the entry, without its audit, or by others', async () => {
    await assertSucceeds(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS));
    const db = dbAs(rules.env, COUPONS);
    await assertFails(restore(db, COUPONS, COUPON_ENTRY, { data: { ...COUPON, status: 'approved', usedCount: 0 } }));
    await assertFails(restore(db, COUPONS, COUPON_ENTRY, { data: { ...COUPON, extra: 1 } }));
    await assertFails(restore(db, COUPONS, COUPON_ENTRY, { keepEntry: true }));
    await assertFails(restore(db, COUPONS, COUPON_ENTRY, { audit: false }));
    await assertFails(restore(dbAs(rules.env, CATALOGUE), CATALOGUE, COUPON_ENTRY));
    // Removing the entry alone (not All) is neither a restore nor a purge.
    const batch = writeBatch(db);
    batch.delete(doc(db, 'trash', COUPON_ENTRY));
    await assertFails(batch.commit());
  });

  it('is refused while a document of that id exists again', async () => {
    await assertSucceeds(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS));
    await seed(rules.env, { 'coupons/SAVE10': stored('coupons', 'SAVE10') });
    await assertFails(restore(dbAs(rules.env, COUPONS), COUPONS, COUPON_ENTRY));
  });

  for (const child of CHILDREN) {
    it(`counts a restored ${child.children} document on its ${child.parents} parent again, and is refused without the step`, async () => {
      const db = dbAs(rules.env, child.owner);
      const entryId = trashEntryId(child.children, child.id, child.data);
      await assertSucceeds(deleteChild(db, child.owner, child));
      expect((await getDoc(doc(db, child.parents, child.parentId))).get(child.counter)).toBe(0);
      await assertFails(restore(db, child.owner, entryId));
      await assertSucceeds(restore(db, child.owner, entryId, { parent: child }));
      expect((await getDoc(doc(db, child.parents, child.parentId))).get(child.counter)).toBe(1);
      expect((await getDoc(doc(db, child.children, child.id))).data()).toEqual(child.data);
    });
  }

  it('of a sub-category whose category is gone is refused', async () => {
    const db = dbAs(rules.env, CATALOGUE);
    await assertSucceeds(deleteChild(db, CATALOGUE));
    await seed(rules.env, {});
    await deleteDoc(doc(ownerDb(rules.env), 'categories', 'CAT'));
    await assertFails(restore(db, CATALOGUE, SUB_ENTRY, { parent: CHILDREN[0] }));
    await assertFails(restore(db, CATALOGUE, SUB_ENTRY));
  });
});

describe('a purge', () => {
  it('is for All holders only, audited', async () => {
    await assertSucceeds(deleteCoupon(dbAs(rules.env, COUPONS), COUPONS));
    await assertFails(purge(dbAs(rules.env, COUPONS), COUPONS, COUPON_ENTRY));
    const deletedAt: unknown = (await entryOf(COUPON_ENTRY))['deletedAt'];
    const admin = dbAs(rules.env, UID.admin);
    const batch = writeBatch(admin);
    batch.delete(doc(admin, 'trash', COUPON_ENTRY));
    await assertFails(batch.commit());
    await assertSucceeds(purge(admin, UID.admin, COUPON_ENTRY));
    expect((await getDoc(doc(admin, 'trash', COUPON_ENTRY))).exists()).toBe(false);
    const audit = await getDoc(doc(admin, 'auditLog', trashStepAuditId('purge', COUPON_ENTRY, deletedAt)));
    expect(audit.data()).toMatchObject({ action: 'purge', collection: 'coupons', docId: 'SAVE10', actor: UID.admin });
  });
});
