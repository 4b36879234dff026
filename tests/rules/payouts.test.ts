/**
 * firestore.rules, payouts to delivery companies under maker-checker (issue 49 item 4;
 * docs/data-model.md "deliveryCompanyAccounts and payouts", src/entities/payout.ts): a
 * `/withdraw` holder records a payout (more than 0, whole baisa, at most the delivery fees
 * the platform owes the company); another holder confirms it, moving the amount from the
 * company account's `available` to `paidOut` with its `payout` ledger entry in the same
 * write. Attacked as an All holder, a holder of /withdraw only, a holder of several paths,
 * a holder of /deliveryCompany alone and an app user.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { payoutEntity } from '../../src/entities/payout';
import { auditEntryData, createData, createDoc, decide, decisionData, stored } from './fixtures';
import { authorName, dbAs, UID, setUpRulesFile } from './helpers';

const approve = payoutEntity.transitions?.['approve'];
const reject = payoutEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('payout has no approve/reject');

const COMPANY = UID.deliveryCompany;
const MAKER = 'financeMaker';
const CALLERS = { all: UID.admin, only: 'finance', several: 'financeMore' } as const;
const staff = (Access: string[]) => ({ type: 'employee', name: 'Finance', blocked: false, Access });

const rules = setUpRulesFile(() => ({
  [`users/${MAKER}`]: staff(['/withdraw']),
  [`users/${CALLERS.only}`]: staff(['/withdraw']),
  [`users/${CALLERS.several}`]: staff(['/dashboard', '/coupon', '/withdraw', '/deliveryCompany', '/FAQs']),
  'users/companyStaff': staff(['/deliveryCompany']),
  // The platform owes Al Noor Delivery 30.000 in fees; 5.000 were paid before.
  [`deliveryCompanyAccounts/${COMPANY}`]: {
    ...stored('deliveryCompanyAccounts', COMPANY),
    available: 30_000,
    paidOut: 5_000,
  },
  'payouts/P1': stored('payouts', 'P1', {
    deliveryCompanyId: COMPANY,
    amount: 12_000,
    createdBy: MAKER,
    editedBy: MAKER,
  }),
  // More than is owed now (recorded before another payout was confirmed).
  'payouts/P2': stored('payouts', 'P2', {
    deliveryCompanyId: COMPANY,
    amount: 31_000,
    createdBy: MAKER,
    editedBy: MAKER,
  }),
}));

/** Records a payout of `amount` baisa as the data layer does. */
function record(db: Firestore, uid: string, amount: unknown, id = 'NEW1') {
  return createDoc(db, 'payouts', uid, id, { data: { ...createData('payouts', uid, id), amount } });
}

/** The ledger entry of confirming P1 (12.000) by `uid`. */
const entryOf = (uid: string, extra: DocumentData = {}): DocumentData => ({
  accountCollection: 'deliveryCompanyAccounts',
  accountId: COMPANY,
  kind: 'payout',
  amounts: { available: -12_000, paidOut: 12_000 },
  balances: { available: 18_000, paidOut: 17_000 },
  causeCollection: 'payouts',
  causeId: 'P1',
  by: uid,
  at: serverTimestamp(),
  ...extra,
});

/** Confirms P1 as transitionOne does; `entry` null writes no ledger entry. */
async function confirmP1(db: Firestore, uid: string, entry: DocumentData | null = entryOf(uid)) {
  const byName = await authorName(db, uid);
  const batch = writeBatch(db);
  const audit = doc(collection(db, 'auditLog'));
  batch.set(
    audit,
    auditEntryData('payouts', 'P1', uid, {
      before: { status: 'pending' },
      written: { status: 'approved' },
      action: 'decision',
      reason: null,
      byName,
    }),
  );
  batch.update(doc(db, 'deliveryCompanyAccounts', COMPANY), {
    available: increment(-12_000),
    paidOut: increment(12_000),
    lastPayoutId: 'P1',
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  if (entry) batch.set(doc(db, 'ledger', audit.id), entry);
  batch.update(doc(db, 'payouts', 'P1'), { ...decisionData(approve!, uid, null), auditId: audit.id });
  return batch.commit();
}

describe('payouts: recording', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: records up to what the company is owed; refuses 0, negative, a fraction of a baisa, more than owed`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(record(db, uid, 30_000, 'A'));
      await assertFails(record(db, uid, 0, 'B'));
      await assertFails(record(db, uid, -1_000, 'C'));
      // 1.2345 OMR: more than 3 decimals is not a whole number of baisa.
      await assertFails(record(db, uid, 1_234.5, 'D'));
      await assertFails(record(db, uid, 30_001, 'E'));
    });
  }

  it('an app user or a holder of /deliveryCompany alone records none', async () => {
    for (const uid of [UID.deliveryCompany, UID.rider, UID.customer, 'companyStaff', UID.limited]) {
      await assertFails(record(dbAs(rules.env, uid), uid, 1_000));
    }
  });
});

describe('payouts: confirming (maker-checker)', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: moves available to paid out with its ledger entry`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(confirmP1(db, uid));
      const account = await getDoc(doc(db, 'deliveryCompanyAccounts', COMPANY));
      expect(account.data()?.['available']).toBe(18_000);
      expect(account.data()?.['paidOut']).toBe(17_000);
      const entry = await getDoc(
        doc(db, 'ledger', String((await getDoc(doc(db, 'payouts', 'P1'))).data()?.['auditId'])),
      );
      expect(entry.data()?.['kind']).toBe('payout');
    });

    it(`as ${kind}: refused without its entry, with a forged entry, or more than owed`, async () => {
      const db = dbAs(rules.env, uid);
      await assertFails(confirmP1(db, uid, null));
      await assertFails(confirmP1(db, uid, entryOf(uid, { amounts: { available: -12_000, paidOut: 11_000 } })));
      await assertFails(confirmP1(db, uid, entryOf(uid, { balances: { available: 30_000, paidOut: 17_000 } })));
      await assertFails(confirmP1(db, uid, entryOf(uid, { kind: 'cashRemitted' })));
      await assertFails(confirmP1(db, uid, entryOf(uid, { accountId: UID.rider })));
      // P2 (31.000) is more than the 30.000 owed: available would go below 0.
      await assertFails(decide(db, 'payouts', uid, 'P2', approve!));
    });
  }

  it('the fixtures confirm the way the data layer does (entry from ledgerEntryData)', async () => {
    await assertSucceeds(decide(dbAs(rules.env, CALLERS.only), 'payouts', CALLERS.only, 'P1', approve!));
  });

  it('refuses confirming your own; you may reject it', async () => {
    const db = dbAs(rules.env, MAKER);
    await assertFails(confirmP1(db, MAKER));
    await assertFails(decide(db, 'payouts', MAKER, 'P1', approve!));
    await assertSucceeds(decide(db, 'payouts', MAKER, 'P1', reject!));
  });

  it("an app user or a holder of /deliveryCompany alone confirms none, and nobody moves a company's account directly", async () => {
    for (const uid of [UID.deliveryCompany, UID.rider, 'companyStaff']) {
      await assertFails(confirmP1(dbAs(rules.env, uid), uid));
    }
    for (const uid of [UID.admin, CALLERS.only, 'companyStaff', UID.deliveryCompany]) {
      await assertFails(
        updateDoc(doc(dbAs(rules.env, uid), 'deliveryCompanyAccounts', COMPANY), {
          available: 999_000,
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
    }
  });

  it('the company account and its entries are read by /withdraw and /deliveryCompany holders, not by others', async () => {
    for (const uid of [UID.admin, CALLERS.only, 'companyStaff']) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'deliveryCompanyAccounts', COMPANY)));
    }
    for (const uid of [UID.rider, UID.customer, UID.limited]) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'deliveryCompanyAccounts', COMPANY)));
    }
  });
});
