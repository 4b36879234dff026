/**
 * firestore.rules, the audit entry of a CSV import (docs/import.md): one entry with the
 * import's counts, written by a holder of the collection's screen in the same write as a
 * row the import wrote (the data layer's recordImport writes the last created row again).
 * Refused: another role's entry, forged or malformed counts, an entry without a row
 * written by the caller in the same write, a collection the definitions do not import.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { stored } from './fixtures';
import { dbAs, setUpRulesFile, UID } from './helpers';

const OWNER = 'productsOwner';
const COUPONS = 'couponsOwner';

const rules = setUpRulesFile(() => ({
  [`users/${OWNER}`]: { type: 'employee', Access: ['/Products'] },
  [`users/${COUPONS}`]: { type: 'employee', Access: ['/coupon'] },
  'products/SEEDED': stored('products'),
  'banners/SEEDED': stored('banners'),
}));

/** The entry recordImport writes (`entry` overrides fields). */
function entryData(uid: string, entry: DocumentData = {}): DocumentData {
  return {
    action: 'import',
    collection: 'products',
    docId: 'SEEDED',
    path: '/Products',
    subjectId: null,
    before: null,
    after: { created: 120, skipped: 3, failed: 2 },
    reason: null,
    actor: uid,
    at: serverTimestamp(),
    ...entry,
  };
}

/**
 * Writes an import entry, with (unless `touch` is false) the row it names written again by
 * the caller in the same batch, as recordImport does.
 */
function recordWith(
  db: Firestore,
  uid: string,
  options: { entry?: DocumentData; touch?: boolean; target?: string } = {},
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(collection(db, 'auditLog')), entryData(uid, options.entry));
  if (options.touch !== false) {
    batch.update(doc(db, options.target ?? 'products/SEEDED'), { updatedAt: serverTimestamp(), updatedBy: uid });
  }
  return batch.commit();
}

describe('the audit entry of a CSV import', () => {
  it('is accepted from a holder of the screen (or All) with a row they wrote in the same write', async () => {
    await assertSucceeds(recordWith(dbAs(rules.env, OWNER), OWNER));
    await assertSucceeds(recordWith(dbAs(rules.env, UID.admin), UID.admin));
    const product = (await getDoc(doc(dbAs(rules.env, OWNER), 'products', 'SEEDED'))).data();
    expect(product?.['updatedBy']).toBe(UID.admin);
  });

  it('is refused from another role, even with a row of its own screen written with it', async () => {
    await assertFails(recordWith(dbAs(rules.env, COUPONS), COUPONS));
    await assertFails(recordWith(dbAs(rules.env, COUPONS), COUPONS, { touch: false }));
    await assertFails(recordWith(dbAs(rules.env, UID.hr), UID.hr));
    await assertFails(recordWith(dbAs(rules.env, UID.noAccess), UID.noAccess));
    await assertFails(recordWith(dbAs(rules.env, UID.fakeAdmin), UID.fakeAdmin));
    await assertFails(recordWith(dbAs(rules.env, UID.supplier), UID.supplier));
  });

  it('is refused without a real import: no row written by the caller in the same write', async () => {
    await assertFails(recordWith(dbAs(rules.env, OWNER), OWNER, { touch: false }));
    await assertFails(recordWith(dbAs(rules.env, OWNER), OWNER, { entry: { docId: 'MISSING' }, touch: false }));
  });

  it('is refused with forged or malformed counts', async () => {
    const db = dbAs(rules.env, OWNER);
    for (const after of [
      { created: 0, skipped: 10, failed: 0 },
      { created: -1, skipped: 0, failed: 0 },
      { created: 1.5, skipped: 0, failed: 0 },
      { created: '5', skipped: 0, failed: 0 },
      { created: 5, skipped: 0 },
      { created: 5, skipped: 0, failed: 0, updated: 3 },
      { created: 20_000_000, skipped: 0, failed: 0 },
      { nameEn: 'Dates' },
    ]) {
      await assertFails(recordWith(db, OWNER, { entry: { after } }));
    }
  });

  it('is refused with another author, path, action, a reason or a before', async () => {
    const db = dbAs(rules.env, OWNER);
    await assertFails(recordWith(db, OWNER, { entry: { actor: UID.admin } }));
    await assertFails(recordWith(db, OWNER, { entry: { path: '/coupon' } }));
    await assertFails(recordWith(db, OWNER, { entry: { path: 'All' } }));
    await assertFails(recordWith(db, OWNER, { entry: { action: 'imports' } }));
    await assertFails(recordWith(db, OWNER, { entry: { reason: 'bulk' } }));
    await assertFails(recordWith(db, OWNER, { entry: { before: {} } }));
    await assertFails(recordWith(db, OWNER, { entry: { subjectId: 'SEEDED' } }));
    await assertFails(recordWith(db, OWNER, { entry: { extra: true } }));
  });

  it('is refused for a collection the definitions do not import', async () => {
    const db = dbAs(rules.env, UID.admin);
    const entry = { collection: 'banners', path: '/banners' };
    await assertFails(recordWith(db, UID.admin, { entry, target: 'banners/SEEDED' }));
    // The same write of the row alone is accepted: the entry is what is refused.
    const batch = writeBatch(db);
    batch.update(doc(db, 'banners/SEEDED'), { updatedAt: serverTimestamp(), updatedBy: UID.admin });
    await assertSucceeds(batch.commit());
  });
});
