/**
 * Issue 30, item 4 (forged history refused), each a class closed everywhere, tested as an
 * attack and as the legitimate write, by an All holder, a holder of only the path and a
 * holder of several paths (docs/access.md, "Audit trail" and "People"):
 * - an import entry never stands for an edit or a decision (isImportAuditEntry);
 * - an entry records at least one real change, under an action naming it (isEditRecorded,
 *   isActionOf): no "blocked: fraud" beside no block, no "rejected" beside an edit;
 * - a Translation text must hold a letter, digit, punctuation mark or symbol (isVisibleText);
 * - people are created under safe ids only, never deleted, and a rider's delivery
 *   company or a supplier's package must exist when it changes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  FieldPath,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../../src/config/collections';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { decide, decisionData, employeeCreate, stored, transitionsOf } from './fixtures';
import { authorName, dbAs, ownerDb, seed, setUpRulesFile, UID } from './helpers';

const STAFF = {
  coupons: 'couponsOnly',
  people: 'peopleOnly',
  fines: 'finesOnly',
  hr: 'hrOnly',
  translator: 'translatorOnly',
  several: 'several',
} as const;
const employee = (Access: string[]) => ({ type: 'employee', name: 'Staff', email: 's@example.com', Access });

const rules = setUpRulesFile(() => ({
  [`users/${STAFF.coupons}`]: employee(['/coupon']),
  [`users/${STAFF.people}`]: employee(['/user']),
  [`users/${STAFF.fines}`]: employee(['/prizesFines']),
  [`users/${STAFF.hr}`]: employee(['/Admins']),
  [`users/${STAFF.translator}`]: employee(['/dashboard']),
  [`users/${STAFF.several}`]: employee(['/coupon', '/user', '/rider', '/supplier', '/prizesFines', '/Admins']),
  'coupons/SEEDED': stored('coupons', 'SEEDED', { status: 'pending' }),
  'prizesFines/SEEDED': stored('prizesFines', 'SEEDED', { status: 'approved' }),
  'subscriptionPackages/GOLD': { name: 'Gold' },
  'Translation/English': { english: { 'navbar.dashboard': 'Dashboard' } },
}));

/** Puts a document back as it was seeded (each caller tries on the same state). */
const reseed = (path: string, data: DocumentData) => seed(rules.env, { [path]: data });

/** Reads a document with the rules off. */
async function read(path: string): Promise<DocumentData | null> {
  return (await getDoc(doc(ownerDb(rules.env), path))).data() ?? null;
}

/**
 * One write of `coll/id` naming an audit entry created with it: `written` on the
 * document (with auditId and the stamps) and the entry (`entry` overrides its fields;
 * by default it records the write as the data layer does, under `action`).
 */
async function audited(
  db: Firestore,
  actor: string,
  coll: string,
  id: string,
  written: DocumentData,
  action: string,
  entry: DocumentData = {},
): Promise<void> {
  const before = (await read(`${coll}/${id}`)) ?? {};
  const batch = writeBatch(db);
  const ref = doc(collection(db, 'auditLog'));
  const recorded = Object.fromEntries(Object.entries(written).filter(([k]) => !['decidedAt'].includes(k)));
  batch.set(ref, {
    action,
    collection: coll,
    docId: id,
    path: auditPath(coll as CollectionName, { ...before, ...written }),
    subjectId: coll === 'users' ? id : null,
    ...changedFields(before, recorded),
    reason: null,
    actor,
    byName: await authorName(db, actor),
    at: serverTimestamp(),
    ...entry,
  });
  batch.update(doc(db, coll, id), { ...written, auditId: ref.id, updatedAt: serverTimestamp(), updatedBy: actor });
  return batch.commit();
}

/** What recordImport's entry holds, about coll/id. */
const importEntry = (coll: string, id: string, path: string) => ({
  action: 'import',
  collection: coll,
  docId: id,
  path,
  subjectId: null,
  before: null,
  after: { created: 1, skipped: 0, failed: 0 },
  reason: null,
});

describe('an import entry never records a decision (class 1)', () => {
  const callers = [UID.admin, STAFF.coupons, STAFF.several];
  const approve = transitionsOf('coupons')['approve']!;

  it('refuses a coupon approved beside an "import {created: 1}" entry', async () => {
    for (const uid of callers) {
      const db = dbAs(rules.env, uid);
      await assertFails(
        audited(
          db,
          uid,
          'coupons',
          'SEEDED',
          decisionData(approve, uid),
          'import',
          importEntry('coupons', 'SEEDED', '/coupon'),
        ),
      );
    }
    expect((await read('coupons/SEEDED'))?.['status']).toBe('pending');
  });

  it('accepts the approval recorded as a decision, from each of them', async () => {
    for (const uid of callers) {
      await reseed('coupons/SEEDED', stored('coupons', 'SEEDED', { status: 'pending' }));
      await assertSucceeds(decide(dbAs(rules.env, uid), 'coupons', uid, 'SEEDED', approve));
      expect((await read('coupons/SEEDED'))?.['status']).toBe('approved');
    }
  });
});

describe('an entry records a real change under its true action (class 2)', () => {
  const callers = [UID.admin, STAFF.people, STAFF.several];

  it('refuses "blocked, reason: fraud" beside no block', async () => {
    for (const uid of callers) {
      const db = dbAs(rules.env, uid);
      const fraud = { reason: 'fraud' };
      // An edit of auditId alone, the entry recording bookkeeping or nothing.
      await assertFails(audited(db, uid, 'users', UID.customer, {}, 'block', { ...fraud, before: {}, after: {} }));
      await assertFails(
        audited(db, uid, 'users', UID.customer, {}, 'block', { ...fraud, before: {}, after: { updatedBy: uid } }),
      );
      // A real edit of the name recorded as a block, and a block recorded as an update.
      await assertFails(audited(db, uid, 'users', UID.customer, { name: 'Renamed' }, 'block', fraud));
      await assertFails(audited(db, uid, 'users', UID.customer, { blocked: true }, 'update'));
      // An unblock that blocks.
      await assertFails(audited(db, uid, 'users', UID.customer, { blocked: true }, 'unblock'));
    }
    expect((await read(`users/${UID.customer}`))?.['blocked']).toBe(false);
  });

  it('accepts the true block and the true edit from each of them', async () => {
    for (const uid of callers) {
      await reseed(`users/${UID.customer}`, {
        name: 'user person',
        email: 'user@example.com',
        type: 'user',
        blocked: false,
      });
      const db = dbAs(rules.env, uid);
      await assertSucceeds(audited(db, uid, 'users', UID.customer, { blocked: true }, 'block', { reason: 'fraud' }));
      await assertSucceeds(audited(db, uid, 'users', UID.customer, { name: `Renamed by ${uid}` }, 'update'));
    }
  });

  it('refuses a fake "rejected" on a fine: an edit recorded as a decision, or nothing recorded', async () => {
    for (const uid of [UID.admin, STAFF.fines, STAFF.several]) {
      const db = dbAs(rules.env, uid);
      await assertFails(
        audited(db, uid, 'prizesFines', 'SEEDED', {}, 'decision', { before: {}, after: {}, reason: 'Rejected: fraud' }),
      );
      await assertFails(
        audited(db, uid, 'prizesFines', 'SEEDED', { name: 'Renamed' }, 'decision', { reason: 'Rejected: fraud' }),
      );
      // The true rejection of a pending one is accepted (an approved one is never rejected).
      await reseed('prizesFines/SEEDED', stored('prizesFines', 'SEEDED', { status: 'pending' }));
      await assertSucceeds(decide(db, 'prizesFines', uid, 'SEEDED', transitionsOf('prizesFines')['reject']!));
      await reseed('prizesFines/SEEDED', stored('prizesFines', 'SEEDED', { status: 'approved' }));
      await assertFails(decide(db, 'prizesFines', uid, 'SEEDED', transitionsOf('prizesFines')['reject']!));
    }
  });
});

describe('a Translation text holds something visible (class 3)', () => {
  const invisible = ['\u034F', '\uFE0F', '\uFE00\uFE01\uFE02', '\u2800', '\u180B', '\u3164', '\u200B', ' \u00A0'];

  /** One key's change with its history entry, as the editor writes it. */
  async function setText(uid: string, text: string): Promise<void> {
    const db = dbAs(rules.env, uid);
    const before = ((await read('Translation/English'))?.['english'] ?? {}) as Record<string, string>;
    const batch = writeBatch(db);
    const history = doc(collection(db, 'translationHistory'));
    batch.set(history, {
      key: 'navbar.dashboard',
      language: 'English',
      before: before['navbar.dashboard'] ?? null,
      after: text,
      by: uid,
      at: serverTimestamp(),
    });
    batch.update(
      doc(db, 'Translation', 'English'),
      new FieldPath('english', 'navbar.dashboard'),
      text,
      'historyId',
      history.id,
    );
    return batch.commit();
  }

  it('refuses a text of invisible characters from any staff member, accepts a visible one', async () => {
    const callers = [UID.admin, STAFF.translator, STAFF.several];
    const emoji = ['🙂', '👍', '🌙'];
    const arabic = ['لوحة التحكم', 'الطلبات', 'المنتجات'];
    for (const [i, uid] of callers.entries()) {
      for (const text of invisible) await assertFails(setText(uid, text));
      await assertSucceeds(setText(uid, `Dashboard ${uid}`));
      await assertSucceeds(setText(uid, `\u034F${uid}\uFE0F`));
      await assertSucceeds(setText(uid, emoji[i]!));
      await assertSucceeds(setText(uid, arabic[i]!));
    }
  });
});

describe('people documents (class 4 and the decisions)', () => {
  it('creates an employee under a safe id only', async () => {
    for (const uid of [UID.admin, STAFF.hr, STAFF.several]) {
      for (const id of ['a.b', 'with space', 'ümlaut', 'x'.repeat(101)])
        await assertFails(employeeCreate(dbAs(rules.env, uid), uid, id));
      await assertSucceeds(employeeCreate(dbAs(rules.env, uid), uid, `NewEmployee_${uid}-1`));
    }
  });

  it('deletes no person, not even by an All holder (blocking is the way)', async () => {
    for (const uid of [UID.admin, STAFF.people, STAFF.several]) {
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'users', UID.customer)));
    }
    await assertFails(setDoc(doc(dbAs(rules.env, UID.admin), 'users', UID.customer), { type: 'user' }));
  });

  it('sets a rider delivery company and a supplier package that exist, nothing else', async () => {
    for (const uid of [UID.admin, STAFF.several]) {
      const db = dbAs(rules.env, uid);
      await assertFails(audited(db, uid, 'users', UID.rider, { deliveryCompanyId: 'NOPE' }, 'update'));
      await assertFails(audited(db, uid, 'users', UID.rider, { deliveryCompanyId: UID.customer }, 'update'));
      await assertFails(audited(db, uid, 'users', UID.supplier, { subscriptionPackageId: 'NOPE' }, 'update'));
      await assertSucceeds(audited(db, uid, 'users', UID.rider, { deliveryCompanyId: UID.deliveryCompany }, 'update'));
      await assertSucceeds(audited(db, uid, 'users', UID.supplier, { subscriptionPackageId: 'GOLD' }, 'update'));
      // An unchanged link is not read again; clearing it is allowed.
      await assertSucceeds(audited(db, uid, 'users', UID.rider, { name: `Rider ${uid}` }, 'update'));
      await assertSucceeds(audited(db, uid, 'users', UID.supplier, { subscriptionPackageId: null }, 'update'));
      await assertSucceeds(audited(db, uid, 'users', UID.rider, { deliveryCompanyId: null }, 'update'));
      // Writing the same value again changes nothing: no entry records it.
      await assertFails(audited(db, uid, 'users', UID.rider, { deliveryCompanyId: null }, 'update'));
    }
  });
});
