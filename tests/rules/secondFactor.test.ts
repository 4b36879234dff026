/**
 * firestore.rules, the second-factor policy (docs/access.md, "Second factor"; issue 51
 * item 1; src/config/secondFactor.ts): with the setting on (`secondFactor/required`
 * stored), the money approvals (withdrawals, refunds, rewards and fines, remittances, payouts), a bank
 * detail confirmation, an Access change, a type change and the trash's purge are refused
 * to a session whose ID token lacks `firebase.sign_in_second_factor`, and accepted with
 * it; with the setting off or absent, the same writes need none. Each write as an All
 * holder, a holder of its path only and a holder of several paths (the purge: All
 * holders only, the only ones who may purge).
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import type { DocumentData, Firestore } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { SECOND_FACTOR_SETTING } from '../../src/config/secondFactor';
import { PERSON_FIELDS_BY_TYPE } from '../../src/entities/peopleByType';
import { prizeFineEntity } from '../../src/entities/prizeFine';
import { refundEntity } from '../../src/entities/refund';
import { payoutEntity } from '../../src/entities/payout';
import { adjustmentEntity } from '../../src/entities/adjustment';
import { remittanceEntity } from '../../src/entities/remittance';
import { withdrawalEntity } from '../../src/entities/withdrawal';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { typeChangeFields } from '../../src/lib/data/peopleModel';
import { trashEntryId, trashStepAuditId } from '../../src/lib/data/trashModel';
import type { CollectionName } from '../../src/config/collections';
import type { Transition } from '../../src/lib/entity/define';
import { createDoc, decide, stored, storedDocs, trashInBatch, type Validated } from './fixtures';
import { authorName, dbAs, dbOf, ownerDb, setUpRulesFile, UID } from './helpers';

const approveOf = (transitions: Readonly<Record<string, Transition>> | undefined): Transition => {
  const found = transitions?.['approve'];
  if (!found) throw new Error('no approve step');
  return found;
};

/** Who makes the thing decided (never its checker). */
const MAKER = 'sfMaker';
const employee = (Access: readonly string[]) => ({
  type: 'employee',
  name: 'Staff',
  email: 's@example.com',
  blocked: false,
  Access: [...Access],
});

/** A money decision per definition, with the callers who may make it. */
const DECISIONS = [
  { name: 'withdrawals', id: 'W1', path: '/withdraw', approve: approveOf(withdrawalEntity.transitions) },
  { name: 'refunds', id: 'R1', path: '/refunds', approve: approveOf(refundEntity.transitions) },
  { name: 'prizesFines', id: 'F1', path: '/prizesFines', approve: approveOf(prizeFineEntity.transitions) },
  { name: 'remittances', id: 'M1', path: '/withdraw', approve: approveOf(remittanceEntity.transitions) },
  { name: 'payouts', id: 'P1', path: '/withdraw', approve: approveOf(payoutEntity.transitions) },
  { name: 'adjustments', id: 'A1', path: '/withdraw', approve: approveOf(adjustmentEntity.transitions) },
] as const;

/** A uid part naming paths (a document id holds no slash). */
const uidOf = (paths: readonly string[]) => paths.join('').replace(/\//g, '-');

/** An All holder, a holder of the write's path(s) only, a holder of several paths. */
const callers = (paths: readonly string[]) =>
  [
    ['All holder', `all${uidOf(paths)}`, ['All']],
    ['holder of that path only', `only${uidOf(paths)}`, paths],
    ['holder of several paths', `several${uidOf(paths)}`, ['/dashboard', ...paths, '/FAQs', '/coupon']],
  ] as const;

const COUPON = stored('coupons', 'SAVE10', { status: 'approved', usedCount: 3, auditId: 'A1' });
const SUPPLIER = UID.supplier;
const BANK = {
  supplierId: SUPPLIER,
  accountHolder: 'Salim Al Harthy',
  accountNumber: '0300123456789012',
  iban: 'OM850270300123456789012',
  bankName: 'Bank Muscat',
  createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  updatedAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)),
  createdBy: 'seed',
  updatedBy: 'seed',
};
const NEW_BANK = {
  proposedAccountHolder: 'Salim Al Harthy',
  proposedAccountNumber: '0000001299123456',
  proposedIban: 'OM810180000001299123456',
  proposedBankName: 'Bank Dhofar',
};
const NO_PROPOSAL = {
  proposedAccountHolder: '',
  proposedAccountNumber: '',
  proposedIban: '',
  proposedBankName: '',
  proposedBy: null,
  proposedAt: null,
};

const everyCaller = [
  ...DECISIONS.flatMap((d) => callers([d.path])),
  ...callers(['/supplier']),
  ...callers(['/Admins']),
  ...callers(['/user', '/supplier']),
];

const rules = setUpRulesFile(() => ({
  ...storedDocs(),
  [`users/${MAKER}`]: employee(['/withdraw', '/refunds', '/prizesFines', '/supplier', '/coupon']),
  ...Object.fromEntries(everyCaller.map(([, uid, access]) => [`users/${uid}`, employee(access)])),
  // A pending bank proposal by the maker.
  [`supplierBanks/${SUPPLIER}`]: {
    ...BANK,
    ...NEW_BANK,
    proposedBy: MAKER,
    proposedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
  },
  // An employee whose Access is changed, a customer re-typed to a supplier.
  'users/grantee': employee(['/FAQs']),
  'coupons/SAVE10': COUPON,
  // A withdrawal request entered by the maker, pending (the fixtures' stored one).
  'withdrawals/W1': stored('withdrawals', 'W1', { createdBy: MAKER, updatedBy: MAKER }),
}));

/** The Firestore of `uid`, its session signed in with a second factor or without. */
function dbWith(uid: string, factor: boolean): Firestore {
  const token = factor ? { firebase: { sign_in_provider: 'password' as const, sign_in_second_factor: 'phone' } } : {};
  return dbOf(rules.env.authenticatedContext(uid, token));
}

/** Turns the setting on (its document stored) or off (deleted), with the rules off. */
async function setting(required: boolean): Promise<void> {
  const ref = doc(ownerDb(rules.env), SECOND_FACTOR_SETTING.collection, SECOND_FACTOR_SETTING.id);
  await (required ? setDoc(ref, { requiredAt: Timestamp.now() }) : deleteDoc(ref));
}

async function storedDoc(path: string): Promise<DocumentData | null> {
  return (await getDoc(doc(ownerDb(rules.env), path))).data() ?? null;
}

/** An audited update of `path` with its entry, as the data layer writes people and bank steps. */
async function audited(
  db: Firestore,
  actor: string,
  [coll, id]: readonly [CollectionName, string],
  written: DocumentData,
  action: string,
) {
  const path = `${coll}/${id}`;
  const before = await storedDoc(path);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(entry, {
    action,
    collection: coll,
    docId: id,
    path: auditPath(coll, { ...before, ...written }),
    subjectId: id,
    ...changedFields(before, written),
    reason: null,
    actor,
    byName: await authorName(db, actor),
    at: serverTimestamp(),
  });
  batch.update(doc(db, path), { ...written, auditId: entry.id, updatedAt: serverTimestamp(), updatedBy: actor });
  return batch.commit();
}

const confirmBank = (db: Firestore, actor: string) =>
  audited(
    db,
    actor,
    ['supplierBanks', SUPPLIER],
    {
      accountHolder: NEW_BANK.proposedAccountHolder,
      accountNumber: NEW_BANK.proposedAccountNumber,
      iban: NEW_BANK.proposedIban,
      bankName: NEW_BANK.proposedBankName,
      ...NO_PROPOSAL,
    },
    'bank.confirm',
  );
const grant = (db: Firestore, actor: string) =>
  audited(db, actor, ['users', 'grantee'], { Access: ['/FAQs', '/articles'] }, 'access');
async function retype(db: Firestore, actor: string) {
  const before = (await storedDoc(`users/${UID.customer}`)) ?? {};
  return audited(
    db,
    actor,
    ['users', UID.customer],
    typeChangeFields(before, 'supplier', PERSON_FIELDS_BY_TYPE),
    'type',
  );
}

/** Deletes the coupon into the trash as its holder would. @returns the trash entry's id */
async function trashCoupon(): Promise<string> {
  const owner = dbAs(rules.env, MAKER);
  const batch = writeBatch(owner);
  trashInBatch(batch, owner, 'coupons', 'SAVE10', MAKER, COUPON, {}, await authorName(owner, MAKER));
  batch.delete(doc(owner, 'coupons', 'SAVE10'));
  await batch.commit();
  return trashEntryId('coupons', 'SAVE10', COUPON);
}

/** Purges a trash entry as the data layer does: the entry deleted, the step audited. */
async function purge(db: Firestore, actor: string, entryId: string) {
  const entry = (await storedDoc(`trash/${entryId}`)) ?? {};
  const batch = writeBatch(db);
  batch.delete(doc(db, 'trash', entryId));
  batch.set(doc(db, 'auditLog', trashStepAuditId('purge', entryId, entry['deletedAt'])), {
    action: 'purge',
    collection: entry['collection'],
    docId: entry['docId'],
    path: entry['path'],
    subjectId: null,
    before: null,
    after: {},
    reason: null,
    actor,
    byName: await authorName(db, actor),
    at: serverTimestamp(),
    trashId: entryId,
  });
  return batch.commit();
}

describe.each([true, false])('with the setting required: %s', (required) => {
  beforeEach(() => setting(required));
  const verdict = (factor: boolean) => (factor || !required ? assertSucceeds : assertFails);

  describe.each(DECISIONS)('$name: approve', ({ name, id, path, approve }) => {
    it.each(callers([path]))('as %s, refused without a second factor, accepted with one', async (_, uid) => {
      if (name !== 'withdrawals') {
        await assertSucceeds(createDoc(dbAs(rules.env, MAKER), name as Validated, MAKER, id));
      }
      await verdict(false)(decide(dbWith(uid, false), name as Validated, uid, id, approve));
      if (!required) return;
      await assertSucceeds(decide(dbWith(uid, true), name as Validated, uid, id, approve));
    });
  });

  it.each(callers(['/supplier']))('supplierBanks: confirm, as %s', async (_, uid) => {
    await verdict(false)(confirmBank(dbWith(uid, false), uid));
    if (required) await assertSucceeds(confirmBank(dbWith(uid, true), uid));
  });

  it.each(callers(['/Admins']))("users: an employee's Access changed, as %s", async (_, uid) => {
    await verdict(false)(grant(dbWith(uid, false), uid));
    if (required) await assertSucceeds(grant(dbWith(uid, true), uid));
  });

  it.each(callers(['/user', '/supplier']))('users: a customer re-typed to a supplier, as %s', async (_, uid) => {
    await verdict(false)(retype(dbWith(uid, false), uid));
    if (required) await assertSucceeds(retype(dbWith(uid, true), uid));
  });

  it('trash: a purge, as an All holder (the only ones who purge)', async () => {
    const entryId = await trashCoupon();
    await verdict(false)(purge(dbWith(UID.admin, false), UID.admin, entryId));
    if (required) await assertSucceeds(purge(dbWith(UID.admin, true), UID.admin, entryId));
  });
});

describe('what the policy leaves alone', () => {
  beforeEach(() => setting(true));

  it('a rejection, a proposal and a block need no second factor', async () => {
    const uid = `only${uidOf(['/refunds'])}`;
    const reject = refundEntity.transitions?.['reject'];
    if (!reject) throw new Error('no reject step');
    await assertSucceeds(createDoc(dbAs(rules.env, MAKER), 'refunds', MAKER, 'R2'));
    await assertSucceeds(decide(dbWith(uid, false), 'refunds', uid, 'R2', reject));
    await assertSucceeds(
      audited(
        dbWith(`only${uidOf(['/Admins'])}`, false),
        `only${uidOf(['/Admins'])}`,
        ['users', 'grantee'],
        { blocked: true },
        'block',
      ),
    );
  });
});
