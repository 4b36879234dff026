/**
 * firestore.rules, the audit trail (docs/access.md, "Audit trail"): an audited change
 * (here a coupon decision, audited on decisions) is refused without its entry; the
 * entry must record the change truly (caller, server time, document, menu path,
 * values before and after, every changed field); entries are read by the holders of
 * the document's menu path and All, and never changed or deleted.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { couponEntity } from '../../src/entities/coupon';
import { auditEntryData, decisionData, stored } from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

const OWNER = 'couponOwner';
const approve = couponEntity.transitions?.['approve'];
if (!approve) throw new Error('coupon has no approve transition');
const before = { status: 'pending' };
const written = { status: 'approved' };

const rules = setUpRulesFile(() => ({
  [`users/${OWNER}`]: { type: 'employee', Access: ['/coupon'] },
  'coupons/COUPON1': stored('coupons', 'COUPON1', before),
  'coupons/COUPON2': stored('coupons', 'COUPON2', before),
}));

/**
 * Approves coupons/{id} in one batch with an entry (`entry` overrides its fields;
 * null: no entry at all) and `extra` on the coupon.
 * @returns the batch's commit and the entry's id
 */
function approveWith(
  db: Firestore,
  uid: string,
  options: { id?: string; entry?: DocumentData | null; extra?: DocumentData; entryId?: string } = {},
): Promise<void> {
  const id = options.id ?? 'COUPON1';
  const batch = writeBatch(db);
  const ref = options.entryId ? doc(db, 'auditLog', options.entryId) : doc(collection(db, 'auditLog'));
  if (options.entry !== null) {
    batch.set(ref, {
      ...auditEntryData('coupons', id, uid, { before, written, action: 'decision' }),
      ...options.entry,
    });
  }
  batch.update(doc(db, 'coupons', id), { ...decisionData(approve!, uid), auditId: ref.id, ...options.extra });
  return batch.commit();
}

describe('an audited change', () => {
  it('is accepted with its entry, which its path holders and All read', async () => {
    await assertSucceeds(approveWith(dbAs(rules.env, OWNER), OWNER));
    const coupon = (await getDoc(doc(dbAs(rules.env, OWNER), 'coupons', 'COUPON1'))).data();
    expect(coupon?.['status']).toBe('approved');
    const entryId = String(coupon?.['auditId']);
    const entry = (await getDoc(doc(dbAs(rules.env, UID.admin), 'auditLog', entryId))).data();
    expect(entry).toMatchObject({
      action: 'decision',
      collection: 'coupons',
      docId: 'COUPON1',
      path: '/coupon',
      actor: OWNER,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
    expect(entry?.['at']).toBeInstanceOf(Timestamp);
    await assertSucceeds(getDoc(doc(dbAs(rules.env, OWNER), 'auditLog', entryId)));
    await assertSucceeds(
      getDocs(query(collection(dbAs(rules.env, OWNER), 'auditLog'), where('path', '==', '/coupon'))),
    );
  });

  it('is refused without its entry, or naming an entry that already exists', async () => {
    await assertFails(approveWith(dbAs(rules.env, OWNER), OWNER, { entry: null }));
    await assertFails(approveWith(dbAs(rules.env, OWNER), OWNER, { entry: null, extra: { auditId: 'nowhere' } }));
    await assertSucceeds(approveWith(dbAs(rules.env, OWNER), OWNER, { id: 'COUPON2', entryId: 'OLD' }));
    // C1 names the entry C2's approval already wrote.
    const batch = writeBatch(dbAs(rules.env, OWNER));
    batch.update(doc(dbAs(rules.env, OWNER), 'coupons', 'COUPON1'), {
      ...decisionData(approve!, OWNER),
      auditId: 'OLD',
    });
    await assertFails(batch.commit());
  });

  it('is refused when its entry does not record it truly', async () => {
    const forged: DocumentData[] = [
      { actor: UID.admin },
      { at: Timestamp.fromMillis(Date.now() - 60_000) },
      { docId: 'COUPON2' },
      { collection: 'faqs' },
      { path: '/dashboard' },
      { before: { status: 'approved' } },
      { after: { status: 'rejected' } },
      { after: {} },
      { subjectId: UID.customer },
      { action: 'drop table' },
      { reason: 'x'.repeat(501) },
      { extra: true },
    ];
    for (const entry of forged) await assertFails(approveWith(dbAs(rules.env, OWNER), OWNER, { entry }));
    await assertSucceeds(approveWith(dbAs(rules.env, OWNER), OWNER));
  });

  it('cannot be written alone, changed or deleted, even by All', async () => {
    const admin = dbAs(rules.env, UID.admin);
    await assertFails(
      setDoc(doc(admin, 'auditLog', 'LONE'), {
        ...auditEntryData('coupons', 'COUPON1', UID.admin, { before, written, action: 'decision' }),
      }),
    );
    await assertSucceeds(approveWith(dbAs(rules.env, OWNER), OWNER, { entryId: 'E1' }));
    await assertFails(updateDoc(doc(admin, 'auditLog', 'E1'), { reason: 'rewritten' }));
    await assertFails(updateDoc(doc(admin, 'auditLog', 'E1'), { at: serverTimestamp() }));
    await assertFails(deleteDoc(doc(admin, 'auditLog', 'E1')));
  });

  it('is read by nobody outside its path and All', async () => {
    await assertSucceeds(approveWith(dbAs(rules.env, OWNER), OWNER, { entryId: 'E1' }));
    for (const uid of [UID.limited, UID.translator, UID.customer, UID.fakeAdmin, UID.hr]) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'auditLog', 'E1')));
    }
    // An unfiltered list is All's only.
    await assertFails(getDocs(collection(dbAs(rules.env, OWNER), 'auditLog')));
    await assertSucceeds(getDocs(collection(dbAs(rules.env, UID.admin), 'auditLog')));
  });
});
