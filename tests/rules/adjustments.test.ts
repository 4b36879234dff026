/**
 * firestore.rules, adjustments under maker-checker (issue 49 item 1: "a mistake is
 * corrected by an adjustment that itself goes through maker-checker"; docs/data-model.md
 * "Adjustments", src/entities/adjustment.ts): a `/withdraw` holder records one (a supplier,
 * rider or delivery company; increase or decrease; more than 0, whole baisa, at most
 * MAX_ACCOUNT_AMOUNT; a reason); another holder approves it, moving the balances a reward or
 * fine moves for that person type (supplier: earned and available; rider: cashHeld;
 * company: available), never below 0, with its `adjustment` ledger entry in the same
 * write. Attacked as an All holder, a holder of /withdraw only, a holder of several paths,
 * a holder of another path and app users: confirming your own, a decrease below 0, 0,
 * negative and fractional amounts, an edit or delete (approved or not), a movement without
 * its entry, an entry without its movement, a forged entry.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { adjustmentEntity } from '../../src/entities/adjustment';
import { resolvedTransfer, transfersOf, type AmountTransfer } from '../../src/lib/entity/define';
import { ledgerAmounts } from '../../src/lib/entity/ledger';
import { createData, createDoc, decide, stored } from './fixtures';
import { approveWithMove, type ApprovalVariation } from './approveWithMove';
import { dbAs, UID, setUpRulesFile } from './helpers';

const approve = adjustmentEntity.transitions?.['approve'];
const reject = adjustmentEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('adjustment has no approve/reject');

/** Staff callers of /withdraw: All, that path only, several paths. */
const CALLERS = { all: UID.admin, only: 'financeOnly', several: 'financeMore' } as const;
const MAKER = 'financeMaker';
const staff = (Access: string[]) => ({ type: 'employee', name: 'Finance', blocked: false, Access });

const SUPPLIER = { earned: 60_000, released: 10_000, available: 50_000 };
const RIDER = { cashHeld: 8_000, remitted: 1_000 };
const COMPANY = { available: 7_000, paidOut: 2_000 };
const OPENING: Record<string, DocumentData> = {
  supplierAccounts: SUPPLIER,
  riderAccounts: RIDER,
  deliveryCompanyAccounts: COMPANY,
};

/** The adjustments approved here: [personType, personId, direction, amount in baisa]. */
const RECORDS = {
  SI: ['supplier', UID.supplier, 'increase', 5_000],
  SD: ['supplier', UID.supplier, 'decrease', 2_000],
  SDX: ['supplier', UID.supplier, 'decrease', 50_001],
  RI: ['rider', UID.rider, 'increase', 3_000],
  RD: ['rider', UID.rider, 'decrease', 2_000],
  RDX: ['rider', UID.rider, 'decrease', 8_001],
  CI: ['deliveryCompany', UID.deliveryCompany, 'increase', 4_000],
  CD: ['deliveryCompany', UID.deliveryCompany, 'decrease', 1_000],
  CDX: ['deliveryCompany', UID.deliveryCompany, 'decrease', 7_001],
  NOACC: ['rider', 'riderNoAccount', 'increase', 1_000],
} as const;
type RecordId = keyof typeof RECORDS;
const MOVING = ['SI', 'SD', 'RI', 'RD', 'CI', 'CD'] as const;

const record = (id: RecordId): DocumentData => {
  const [personType, personId, direction, amount] = RECORDS[id];
  return stored('adjustments', id, {
    personType,
    personId,
    direction,
    amount,
    reason: 'A delivery counted twice.',
    status: 'pending',
    createdBy: MAKER,
    editedBy: MAKER,
  });
};

const rules = setUpRulesFile(() => ({
  [`users/${CALLERS.only}`]: staff(['/withdraw']),
  [`users/${CALLERS.several}`]: staff(['/dashboard', '/coupon', '/withdraw', '/rider', '/supplier', '/FAQs']),
  [`users/${MAKER}`]: staff(['/withdraw']),
  'users/couponOnly': staff(['/coupon']),
  'users/finesOnly': staff(['/prizesFines']),
  'users/riderOnly': staff(['/rider']),
  [`supplierAccounts/${UID.supplier}`]: { ...stored('supplierAccounts', UID.supplier), ...SUPPLIER },
  [`riderAccounts/${UID.rider}`]: { ...stored('riderAccounts', UID.rider), ...RIDER },
  [`deliveryCompanyAccounts/${UID.deliveryCompany}`]: {
    ...stored('deliveryCompanyAccounts', UID.deliveryCompany),
    ...COMPANY,
  },
  ...Object.fromEntries(Object.keys(RECORDS).map((id) => [`adjustments/${id}`, record(id as RecordId)])),
}));

/** The move approving a record makes, as transitionOne resolves it. */
function moveOf(id: RecordId): AmountTransfer {
  const data = record(id);
  const declared = transfersOf(approve!).find((m) => m.when?.value === data['personType']);
  const move = declared && resolvedTransfer(declared, data);
  if (!move) throw new Error(`${id}: no move`);
  return move;
}

/** Approves a record as transitionOne does (audit entry, account, entry, record), with variations. */
function approveAs(db: Firestore, uid: string, id: RecordId, v: ApprovalVariation = {}): Promise<void> {
  const move = moveOf(id);
  const before = OPENING[move.collection] ?? {};
  return approveWithMove(
    db,
    uid,
    { collection: 'adjustments', id, data: record(id), approve: approve!, move, before },
    v,
  );
}

/** A document as stored (read as an All holder). */
const read = async (path: string) => (await getDoc(doc(dbAs(rules.env, UID.admin), path))).data() ?? {};

/** Records an adjustment as the data layer does, with `extra` over the fixtures' sample. */
function recordOne(db: Firestore, uid: string, id: string, extra: DocumentData = {}) {
  return createDoc(db, 'adjustments', uid, id, { data: { ...createData('adjustments', uid, id), ...extra } });
}

describe('adjustments: recording', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: records one for each person type; refuses 0, negative, fractions, too much, no reason, a wrong type`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(recordOne(db, uid, 'A'));
      await assertSucceeds(
        recordOne(db, uid, 'B', { personType: 'supplier', personId: UID.supplier, direction: 'decrease' }),
      );
      await assertSucceeds(recordOne(db, uid, 'C', { personType: 'deliveryCompany', personId: UID.deliveryCompany }));
      await assertFails(recordOne(db, uid, 'D', { amount: 0 }));
      await assertFails(recordOne(db, uid, 'E', { amount: -1_000 }));
      // 1.2345 OMR: more than 3 decimals is not a whole number of baisa.
      await assertFails(recordOne(db, uid, 'F', { amount: 1_234.5 }));
      await assertFails(recordOne(db, uid, 'G', { amount: 10_000_000_001 }));
      await assertFails(recordOne(db, uid, 'H', { reason: '' }));
      await assertFails(recordOne(db, uid, 'I', { direction: 'sideways' }));
      // A customer has no account; a person of another type than the one named.
      await assertFails(recordOne(db, uid, 'J', { personType: 'user', personId: UID.customer }));
      await assertFails(recordOne(db, uid, 'K', { personType: 'supplier', personId: UID.rider }));
      // Recorded approved at once (no second person).
      await assertFails(recordOne(db, uid, 'L', { status: 'approved' }));
    });
  }

  it('an app user or a holder of another path records none', async () => {
    for (const uid of [UID.supplier, UID.rider, UID.customer, UID.deliveryCompany, 'couponOnly', 'finesOnly']) {
      await assertFails(recordOne(dbAs(rules.env, uid), uid, 'X'));
    }
  });

  it('nobody edits or deletes one, pending or approved', async () => {
    await assertSucceeds(decide(dbAs(rules.env, CALLERS.only), 'adjustments', CALLERS.only, 'SI', approve!));
    for (const uid of [UID.admin, CALLERS.only, CALLERS.several, MAKER]) {
      const db = dbAs(rules.env, uid);
      for (const id of ['SI', 'RI']) {
        await assertFails(
          updateDoc(doc(db, 'adjustments', id), { amount: 1, updatedAt: serverTimestamp(), updatedBy: uid }),
        );
        await assertFails(deleteDoc(doc(db, 'adjustments', id)));
      }
      // Nor is an approved one approved again or rejected.
      await assertFails(approveAs(db, uid, 'SI'));
      await assertFails(decide(db, 'adjustments', uid, 'SI', reject!));
    }
    expect(await read(`supplierAccounts/${UID.supplier}`)).toMatchObject({ earned: 65_000, available: 55_000 });
  });
});

describe('adjustments: approving (maker-checker) moves the account with its entry', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: a supplier's increase raises earned and available, a rider's raises what they owe, a company's what it is owed`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'SI'));
      expect(await read(`supplierAccounts/${UID.supplier}`)).toMatchObject({
        earned: 65_000,
        available: 55_000,
        released: 10_000,
        lastAdjustmentId: 'SI',
      });
      await assertSucceeds(approveAs(db, uid, 'RI'));
      expect(await read(`riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 11_000, remitted: 1_000 });
      await assertSucceeds(approveAs(db, uid, 'CI'));
      expect(await read(`deliveryCompanyAccounts/${UID.deliveryCompany}`)).toMatchObject({
        available: 11_000,
        paidOut: 2_000,
      });
      const entry = await read(`ledger/${String((await read('adjustments/CI'))['auditId'])}`);
      expect(entry).toMatchObject({
        kind: 'adjustment',
        amounts: { available: 4_000 },
        causeCollection: 'adjustments',
      });
    });

    it(`as ${kind}: a decrease lowers each, never below 0`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'SD'));
      await assertSucceeds(approveAs(db, uid, 'RD'));
      await assertSucceeds(approveAs(db, uid, 'CD'));
      expect(await read(`supplierAccounts/${UID.supplier}`)).toMatchObject({ earned: 58_000, available: 48_000 });
      expect(await read(`riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 6_000 });
      expect(await read(`deliveryCompanyAccounts/${UID.deliveryCompany}`)).toMatchObject({ available: 6_000 });
    });

    it(`as ${kind}: a decrease above the balance, or a person without an account, is refused`, async () => {
      const db = dbAs(rules.env, uid);
      for (const id of ['SDX', 'RDX', 'CDX'] as const) {
        await assertFails(approveAs(db, uid, id));
        await assertFails(decide(db, 'adjustments', uid, id, approve!));
        await assertFails(approveAs(db, uid, id, { movement: false, entry: null }));
      }
      await assertFails(decide(db, 'adjustments', uid, 'NOACC', approve!));
      await assertFails(approveAs(db, uid, 'NOACC', { movement: false, entry: null }));
      expect(await read(`riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 8_000 });
      expect(await read('adjustments/RDX')).toMatchObject({ status: 'pending' });
    });

    it(`as ${kind}: a movement without its entry, an entry without its movement or decision, a forged entry: refused`, async () => {
      const db = dbAs(rules.env, uid);
      for (const id of MOVING) {
        const move = moveOf(id);
        const [first] = Object.keys(ledgerAmounts(move, 1));
        await assertFails(approveAs(db, uid, id, { entry: null }));
        await assertFails(approveAs(db, uid, id, { movement: false }));
        await assertFails(approveAs(db, uid, id, { decided: false }));
        await assertFails(approveAs(db, uid, id, { decided: false, movement: false }));
        await assertFails(approveAs(db, uid, id, { skew: 1 }));
        const forged: DocumentData[] = [
          { kind: 'reward' },
          { amounts: { [first!]: 1 } },
          { balances: { [first!]: 0 } },
          { accountId: 'someoneElse' },
          { causeId: 'SDX' },
          { causeCollection: 'prizesFines' },
          { note: 'extra field' },
        ];
        for (const extra of forged) await assertFails(approveAs(db, uid, id, { entry: extra }));
      }
    });
  }

  it('its recorder may not approve it, even with its movement and entry; they may reject it (with a reason)', async () => {
    const db = dbAs(rules.env, MAKER);
    for (const id of MOVING) {
      await assertFails(approveAs(db, MAKER, id));
      await assertFails(decide(db, 'adjustments', MAKER, id, approve!));
    }
    await assertFails(decide(db, 'adjustments', MAKER, 'SI', reject!, { decisionReason: '' }));
    await assertSucceeds(decide(db, 'adjustments', MAKER, 'SI', reject!));
    expect(await read(`supplierAccounts/${UID.supplier}`)).toMatchObject({ available: 50_000 });
  });

  it('an app user or a holder of another path moves nothing', async () => {
    for (const uid of [
      UID.supplier,
      UID.rider,
      UID.customer,
      UID.deliveryCompany,
      'couponOnly',
      'finesOnly',
      'riderOnly',
    ]) {
      const db = dbAs(rules.env, uid);
      for (const id of ['SI', 'RD', 'CI'] as const) {
        await assertFails(approveAs(db, uid, id));
        await assertFails(approveAs(db, uid, id, { decided: false }));
      }
    }
    // Nor writes an entry naming an adjustment on its own.
    await assertFails(
      setDoc(doc(dbAs(rules.env, UID.rider), 'ledger', 'forged'), {
        accountCollection: 'riderAccounts',
        accountId: UID.rider,
        kind: 'adjustment',
        amounts: { cashHeld: -8_000 },
        balances: { cashHeld: 0 },
        causeCollection: 'adjustments',
        causeId: 'RD',
        by: UID.rider,
        at: serverTimestamp(),
      }),
    );
  });

  it('adjustments are read by /withdraw holders and All only', async () => {
    for (const uid of [UID.admin, CALLERS.only, CALLERS.several]) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'adjustments', 'SI')));
    }
    for (const uid of [UID.rider, UID.supplier, UID.customer, 'couponOnly', 'finesOnly', 'riderOnly']) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'adjustments', 'SI')));
    }
  });
});
