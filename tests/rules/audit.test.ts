/**
 * firestore.rules, the audit trail (docs/access.md, "Audit trail"): an audited change
 * (here a coupon decision, audited on decisions) is refused without its entry; the
 * entry must record the change truly (caller, server time, document, menu path,
 * values before and after, every changed field, the author's name `byName` as their users
 * document holds it); entries are read by the holders of
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
import { authorName, dbAs, UID, setUpRulesFile } from './helpers';

const OWNER = 'couponOwner';
/** A holder of /coupon among other paths. */
const SEVERAL = 'couponSeveral';
const approve = couponEntity.transitions?.['approve'];
if (!approve) throw new Error('coupon has no approve transition');
const before = { status: 'pending' };
const written = { status: 'approved' };

const rules = setUpRulesFile(() => ({
  [`users/${OWNER}`]: { type: 'employee', name: 'Coupon Owner', Access: ['/coupon'] },
  [`users/${SEVERAL}`]: { type: 'employee', name: 'سعيد البلوشي', Access: ['/user', '/coupon', '/Products'] },
  'coupons/COUPON1': stored('coupons', 'COUPON1', before),
  'coupons/COUPON3': stored('coupons', 'COUPON3', before),
  'coupons/COUPON2': stored('coupons', 'COUPON2', before),
}));

/**
 * Approves coupons/{id} in one batch with an entry (`entry` overrides its fields;
 * null: no entry at all) and `extra` on the coupon.
 * @returns the batch's commit and the entry's id
 */
async function approveWith(
  db: Firestore,
  uid: string,
  options: { id?: string; entry?: DocumentData | null; extra?: DocumentData; entryId?: string } = {},
): Promise<void> {
  const id = options.id ?? 'COUPON1';
  const batch = writeBatch(db);
  const ref = options.entryId ? doc(db, 'auditLog', options.entryId) : doc(collection(db, 'auditLog'));
  if (options.entry !== null) {
    batch.set(ref, {
      ...auditEntryData('coupons', id, uid, { before, written, action: 'decision', byName: await authorName(db, uid) }),
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
        ...auditEntryData('coupons', 'COUPON1', UID.admin, { before, written, action: 'decision', byName: '' }),
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

describe("a decision's entry carries exactly its decisionReason (issue 45)", () => {
  const NOTE = 'Checked with the supplier by phone.';
  // Every kind of caller: an All holder, a holder of /coupon only, a holder of several paths.
  const callers = [
    { uid: UID.admin, kind: 'All holder', coupon: 'COUPON1' },
    { uid: OWNER, kind: '/coupon only', coupon: 'COUPON2' },
    { uid: SEVERAL, kind: '/coupon among several paths', coupon: 'COUPON3' },
  ];

  it.each(callers)('a reason told otherwise than stamped is refused, the same one accepted ($kind)', async (caller) => {
    const db = dbAs(rules.env, caller.uid);
    const id = caller.coupon;
    // The history would tell a reason the decision was not given, or hide the one it was.
    await assertFails(approveWith(db, caller.uid, { id, entry: { reason: NOTE } }));
    await assertFails(approveWith(db, caller.uid, { id, extra: { decisionReason: NOTE } }));
    await assertFails(
      approveWith(db, caller.uid, { id, entry: { reason: 'Another reason.' }, extra: { decisionReason: NOTE } }),
    );
    await assertSucceeds(approveWith(db, caller.uid, { id, entry: { reason: NOTE }, extra: { decisionReason: NOTE } }));
  });
});

/** An entry about users/{uid} (a users change is audited with its type's path). */
function userEntry(uid: string, actor: string, byName: string, change: DocumentData = {}): DocumentData {
  return {
    action: 'block',
    collection: 'users',
    docId: uid,
    path: '/user',
    subjectId: uid,
    before: { blocked: false },
    after: { blocked: true },
    reason: null,
    actor,
    byName,
    at: serverTimestamp(),
    ...change,
  };
}

/**
 * One batch: the entry `entryId` (unless null) and, unless `target` is null, an update of
 * users/{uid} with `target` plus the stamps and auditId naming the entry.
 */
async function userBatch(
  db: Firestore,
  actor: string,
  uid: string,
  options: { entry?: DocumentData | null; target?: DocumentData | null; entryId?: string },
): Promise<void> {
  const batch = writeBatch(db);
  const ref = doc(db, 'auditLog', options.entryId ?? `E-${Math.random().toString(36).slice(2)}`);
  if (options.entry !== null) batch.set(ref, userEntry(uid, actor, await authorName(db, actor), options.entry));
  if (options.target !== null) {
    batch.update(doc(db, 'users', uid), {
      ...options.target,
      auditId: ref.id,
      updatedAt: serverTimestamp(),
      updatedBy: actor,
    });
  }
  return batch.commit();
}

describe('the author’s name (byName) an entry records', () => {
  // Every kind of caller: an All holder, a holder of the path only, a holder of several paths.
  const callers = [
    { uid: UID.admin, kind: 'All holder', coupon: 'COUPON1' },
    { uid: OWNER, kind: '/coupon only', coupon: 'COUPON2' },
    { uid: SEVERAL, kind: '/coupon among several paths', coupon: 'COUPON3' },
  ];

  it.each(callers)('is the name of the caller’s users document, a forged one refused ($kind)', async (caller) => {
    const db = dbAs(rules.env, caller.uid);
    const own = await authorName(db, caller.uid);
    expect(own).not.toBe('');
    const other = caller.uid === UID.admin ? await authorName(dbAs(rules.env, OWNER), OWNER) : 'employee person';
    // Another staff member's name, a made-up one, none, the right one padded, not a text.
    const forged: DocumentData[] = [
      { byName: other },
      { byName: 'Somebody Else' },
      { byName: '' },
      { byName: `${own} ` },
      { byName: null },
      { byName: [own] },
    ];
    for (const entry of forged) {
      await assertFails(approveWith(db, caller.uid, { id: caller.coupon, entry }));
    }
    // Without the field at all.
    const batch = writeBatch(db);
    const ref = doc(collection(db, 'auditLog'));
    const { byName: _byName, ...withoutName } = auditEntryData('coupons', caller.coupon, caller.uid, {
      before,
      written,
      action: 'decision',
      byName: own,
    });
    batch.set(ref, withoutName);
    batch.update(doc(db, 'coupons', caller.coupon), { ...decisionData(approve!, caller.uid), auditId: ref.id });
    await assertFails(batch.commit());

    await assertSucceeds(approveWith(db, caller.uid, { id: caller.coupon }));
    const coupon = (await getDoc(doc(db, 'coupons', caller.coupon))).data();
    const entry = (await getDoc(doc(db, 'auditLog', String(coupon?.['auditId'])))).data();
    expect(entry).toMatchObject({ actor: caller.uid, byName: own });
  });

  it('is checked on a person’s change too (All holder; a forged name refused)', async () => {
    const db = dbAs(rules.env, UID.admin);
    await assertFails(
      userBatch(db, UID.admin, UID.customer, { entry: { byName: 'Forged' }, target: { blocked: true } }),
    );
    await assertSucceeds(userBatch(db, UID.admin, UID.customer, { target: { blocked: true } }));
  });
});

describe('an audit entry is accepted only with the change it describes', () => {
  // limited holds /user (and /Products); hr holds /Admins; OWNER holds /coupon only.
  it('the honest change: blocking a customer with its entry', async () => {
    await assertSucceeds(
      userBatch(dbAs(rules.env, UID.limited), UID.limited, UID.customer, { target: { blocked: true } }),
    );
  });

  it('a lone entry is refused, about a person outside one’s Access or inside it', async () => {
    for (const uid of [OWNER, UID.limited, UID.admin]) {
      await assertFails(userBatch(dbAs(rules.env, uid), uid, UID.customer, { target: null }));
    }
  });

  it('an entry beside an edit that changes only auditId (no recorded field changes) is refused', async () => {
    const db = dbAs(rules.env, UID.limited);
    // It claims a block that did not happen…
    await assertFails(userBatch(db, UID.limited, UID.customer, { target: {} }));
    // …or records the unchanged value as before and after, or nothing at all.
    await assertFails(
      userBatch(db, UID.limited, UID.customer, {
        target: {},
        entry: { before: { blocked: false }, after: { blocked: false } },
      }),
    );
    await assertFails(userBatch(db, UID.limited, UID.customer, { target: {}, entry: { before: {}, after: {} } }));
    // A real change of another field does not carry a false record of this one.
    await assertFails(
      userBatch(db, UID.limited, UID.customer, { target: { name: 'Renamed' }, entry: { action: 'update' } }),
    );
    await assertSucceeds(
      userBatch(db, UID.limited, UID.customer, {
        target: { name: 'Renamed' },
        entry: { action: 'update', before: { name: 'user person' }, after: { name: 'Renamed' } },
      }),
    );
  });

  it('an entry named by an earlier edit’s auditId cannot be written later on its own', async () => {
    const db = dbAs(rules.env, UID.limited);
    // A plain edit cannot leave auditId naming an entry that does not exist yet (every
    // edit of a person is audited in its own write)…
    await assertFails(
      updateDoc(doc(db, 'users', UID.customer), {
        auditId: 'PLANTED',
        updatedAt: serverTimestamp(),
        updatedBy: UID.limited,
      }),
    );
    // …nor is that entry accepted on its own.
    await assertFails(
      setDoc(doc(db, 'auditLog', 'PLANTED'), userEntry(UID.customer, UID.limited, await authorName(db, UID.limited))),
    );
  });

  it('a refused entry about a person one may not write tells nothing about their fields', async () => {
    // OWNER (/coupon) guesses the customer's blocked flag; hr (/Admins) an administrator's
    // Access. Right and wrong guesses are refused alike.
    const guesses: [string, string, DocumentData][] = [
      [OWNER, UID.customer, { before: { blocked: false }, after: { blocked: true } }],
      [OWNER, UID.customer, { before: { blocked: true }, after: { blocked: false } }],
      [UID.hr, UID.admin, { path: '/Admins', before: { Access: ['All'] }, after: { Access: [] } }],
      [UID.hr, UID.admin, { path: '/Admins', before: { Access: ['/user'] }, after: { Access: [] } }],
    ];
    for (const [actor, uid, entry] of guesses) {
      const target = entry['after'] as DocumentData;
      await assertFails(userBatch(dbAs(rules.env, actor), actor, uid, { entry, target: null }));
      await assertFails(userBatch(dbAs(rules.env, actor), actor, uid, { entry, target }));
    }
  });
});
