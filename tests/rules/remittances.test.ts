/**
 * firestore.rules, cash remittances under maker-checker (issue 49 item 4;
 * docs/data-model.md `remittances`, src/entities/remittance.ts): a `/withdraw` holder
 * records cash a rider handed over (more than 0, whole baisa, at most the cash the rider
 * holds); another holder confirms it, moving the amount from the rider account's
 * `cashHeld` to `remitted` with its `cashRemitted` ledger entry in the same write. Attacked
 * as an All holder, a holder of /withdraw only, a holder of several paths and an app user.
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
import { remittanceEntity } from '../../src/entities/remittance';
import { auditEntryData, createData, createDoc, decide, decisionData, stored } from './fixtures';
import { authorName, dbAs, UID, setUpRulesFile } from './helpers';

const approve = remittanceEntity.transitions?.['approve'];
const reject = remittanceEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('remittance has no approve/reject');

const MAKER = 'financeMaker';
const CALLERS = { all: UID.admin, only: 'finance', several: 'financeMore' } as const;
const staff = (Access: string[]) => ({ type: 'employee', name: 'Finance', blocked: false, Access });

const rules = setUpRulesFile(() => ({
  [`users/${MAKER}`]: staff(['/withdraw']),
  [`users/${CALLERS.only}`]: staff(['/withdraw']),
  [`users/${CALLERS.several}`]: staff(['/dashboard', '/coupon', '/withdraw', '/rider', '/FAQs']),
  'users/riderStaff': staff(['/rider']),
  // Rider Salim holds 30.000 in cash, has remitted 5.000 before.
  'riderAccounts/rider': { ...stored('riderAccounts', 'rider'), cashHeld: 30_000, remitted: 5_000 },
  'remittances/T1': stored('remittances', 'T1', {
    riderId: 'rider',
    amount: 12_000,
    createdBy: MAKER,
    editedBy: MAKER,
  }),
  // More than the rider holds now (recorded before more of it was confirmed).
  'remittances/T2': stored('remittances', 'T2', {
    riderId: 'rider',
    amount: 31_000,
    createdBy: MAKER,
    editedBy: MAKER,
  }),
}));

/** Records a remittance of `amount` baisa as the data layer does. */
function record(db: Firestore, uid: string, amount: unknown, id = 'NEW1') {
  return createDoc(db, 'remittances', uid, id, { data: { ...createData('remittances', uid, id), amount } });
}

/** The ledger entry of confirming T1 (12.000) by `uid`. */
const entryOf = (uid: string, extra: DocumentData = {}): DocumentData => ({
  accountCollection: 'riderAccounts',
  accountId: 'rider',
  kind: 'cashRemitted',
  amounts: { cashHeld: -12_000, remitted: 12_000 },
  balances: { cashHeld: 18_000, remitted: 17_000 },
  causeCollection: 'remittances',
  causeId: 'T1',
  by: uid,
  at: serverTimestamp(),
  ...extra,
});

/** Confirms T1 as transitionOne does; `entry` null writes no ledger entry. */
async function confirmT1(db: Firestore, uid: string, entry: DocumentData | null = entryOf(uid)) {
  const byName = await authorName(db, uid);
  const batch = writeBatch(db);
  const audit = doc(collection(db, 'auditLog'));
  batch.set(
    audit,
    auditEntryData('remittances', 'T1', uid, {
      before: { status: 'pending' },
      written: { status: 'approved' },
      action: 'decision',
      reason: null,
      byName,
    }),
  );
  batch.update(doc(db, 'riderAccounts', 'rider'), {
    cashHeld: increment(-12_000),
    remitted: increment(12_000),
    lastRemittanceId: 'T1',
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  if (entry) batch.set(doc(db, 'ledger', audit.id), entry);
  batch.update(doc(db, 'remittances', 'T1'), { ...decisionData(approve!, uid, null), auditId: audit.id });
  return batch.commit();
}

describe('remittances: recording', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: records up to the cash the rider holds; refuses 0, negative, a fraction of a baisa, more than held`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(record(db, uid, 30_000, 'A'));
      await assertFails(record(db, uid, 0, 'B'));
      await assertFails(record(db, uid, -1_000, 'C'));
      // 1.2345 OMR: more than 3 decimals is not a whole number of baisa.
      await assertFails(record(db, uid, 1_234.5, 'D'));
      await assertFails(record(db, uid, 30_001, 'E'));
    });
  }

  it('an app user or a holder of /rider alone records none', async () => {
    for (const uid of [UID.rider, UID.deliveryCompany, UID.customer, 'riderStaff', UID.limited]) {
      await assertFails(record(dbAs(rules.env, uid), uid, 1_000));
    }
  });
});

describe('remittances: confirming (maker-checker)', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: moves cash held to remitted with its ledger entry`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(confirmT1(db, uid));
      const account = await getDoc(doc(db, 'riderAccounts', 'rider'));
      expect(account.data()?.['cashHeld']).toBe(18_000);
      expect(account.data()?.['remitted']).toBe(17_000);
    });

    it(`as ${kind}: refused without its entry, with a forged entry, or more than held`, async () => {
      const db = dbAs(rules.env, uid);
      await assertFails(confirmT1(db, uid, null));
      await assertFails(confirmT1(db, uid, entryOf(uid, { amounts: { cashHeld: -12_000, remitted: 11_000 } })));
      await assertFails(confirmT1(db, uid, entryOf(uid, { balances: { cashHeld: 30_000, remitted: 17_000 } })));
      await assertFails(confirmT1(db, uid, entryOf(uid, { kind: 'payout' })));
      // T2 (31.000) is more than the 30.000 held: cash held would go below 0.
      await assertFails(decide(db, 'remittances', uid, 'T2', approve!));
    });
  }

  it('the fixtures confirm the way the data layer does (entry from ledgerEntryData)', async () => {
    await assertSucceeds(decide(dbAs(rules.env, CALLERS.only), 'remittances', CALLERS.only, 'T1', approve!));
  });

  it('refuses confirming your own; you may reject it', async () => {
    const db = dbAs(rules.env, MAKER);
    await assertFails(confirmT1(db, MAKER));
    await assertFails(decide(db, 'remittances', MAKER, 'T1', approve!));
    await assertSucceeds(decide(db, 'remittances', MAKER, 'T1', reject!));
  });

  it("an app user or a holder of /rider alone confirms none, and nobody moves a rider's cash directly", async () => {
    for (const uid of [UID.rider, UID.deliveryCompany, 'riderStaff']) {
      await assertFails(confirmT1(dbAs(rules.env, uid), uid));
    }
    for (const uid of [UID.admin, CALLERS.only, 'riderStaff', UID.rider]) {
      await assertFails(
        updateDoc(doc(dbAs(rules.env, uid), 'riderAccounts', 'rider'), {
          cashHeld: 0,
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
    }
  });
});
