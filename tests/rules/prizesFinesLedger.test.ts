/**
 * firestore.rules, rewards and fines moving balances (issue 49 item 1; docs/data-model.md
 * "Rewards and fines move balances", generated from src/entities/prizeFine.ts by
 * scripts/rules/matchRules.ts transferRules and scripts/rules/ledgerRules.ts): approving a
 * supplier's reward raises `earned` and `available`, a supplier's fine lowers both (never
 * below 0); a rider's fine raises `cashHeld` (what they owe), a rider's reward lowers it
 * (never below 0); a delivery company's reward raises `available` (what the platform owes
 * it), its fine lowers it (never below 0); each with its `reward`/`fine` ledger entry, id =
 * the decision's audit entry id. A customer's moves nothing and writes no entry.
 * Attacked as an All holder, a holder of /prizesFines only, a holder of several paths, an
 * app user (supplier, rider, customer) and a holder of another path: an entry without its
 * movement, a movement without its entry, a changed entry, a wrong amount or kind, a move
 * on another account, approving one's own, and a person without an account.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { prizeFineEntity } from '../../src/entities/prizeFine';
import { resolvedTransfer, transfersOf, type AmountTransfer } from '../../src/lib/entity/define';
import { ledgerAmounts } from '../../src/lib/entity/ledger';
import { decide, stored } from './fixtures';
import { approveWithMove, type ApprovalVariation } from './approveWithMove';
import { dbAs, ownerDb, UID, setUpRulesFile } from './helpers';

const approve = prizeFineEntity.transitions?.['approve'];
if (!approve) throw new Error('prizeFine has no approve');

/** Staff callers of /prizesFines: All, that path only, several paths. */
const CALLERS = { all: UID.admin, only: 'finesOnly', several: 'finesMore' } as const;
const MAKER = 'finesMaker';
const staff = (Access: string[]) => ({ type: 'employee', name: 'Staff', blocked: false, Access });

const SUPPLIER = { earned: 60_000, released: 10_000, available: 50_000 };
const RIDER = { cashHeld: 8_000, remitted: 1_000 };
const COMPANY = { available: 7_000, paidOut: 2_000 };

/** The records approved here: [personType, personId, type, value in baisa]. */
const RECORDS = {
  SR: ['supplier', UID.supplier, 'reward', 5_000],
  SF: ['supplier', UID.supplier, 'fine', 2_000],
  SFX: ['supplier', UID.supplier, 'fine', 50_001],
  RF: ['rider', UID.rider, 'fine', 3_000],
  RR: ['rider', UID.rider, 'reward', 2_000],
  RRX: ['rider', UID.rider, 'reward', 8_001],
  CR: ['deliveryCompany', UID.deliveryCompany, 'reward', 4_000],
  CF: ['deliveryCompany', UID.deliveryCompany, 'fine', 1_000],
  CFX: ['deliveryCompany', UID.deliveryCompany, 'fine', 7_001],
  CNOACC: ['deliveryCompany', 'companyNoAccount', 'fine', 1_000],
  CU: ['user', UID.customer, 'reward', 1_000],
  NOACC: ['rider', 'riderNoAccount', 'fine', 1_000],
} as const;
type RecordId = keyof typeof RECORDS;

const record = (id: RecordId): DocumentData => {
  const [personType, personId, type, value] = RECORDS[id];
  return stored('prizesFines', id, {
    personType,
    personId,
    type,
    value,
    status: 'pending',
    createdBy: MAKER,
    editedBy: MAKER,
  });
};

const rules = setUpRulesFile(() => ({
  [`users/${CALLERS.only}`]: staff(['/prizesFines']),
  [`users/${CALLERS.several}`]: staff(['/dashboard', '/coupon', '/prizesFines', '/withdraw', '/rider', '/supplier']),
  [`users/${MAKER}`]: staff(['/prizesFines']),
  'users/couponOnly': staff(['/coupon']),
  'users/withdrawOnly': staff(['/withdraw']),
  [`supplierAccounts/${UID.supplier}`]: { ...stored('supplierAccounts', UID.supplier), ...SUPPLIER },
  [`riderAccounts/${UID.rider}`]: { ...stored('riderAccounts', UID.rider), ...RIDER },
  [`deliveryCompanyAccounts/${UID.deliveryCompany}`]: {
    ...stored('deliveryCompanyAccounts', UID.deliveryCompany),
    ...COMPANY,
  },
  ...Object.fromEntries(Object.keys(RECORDS).map((id) => [`prizesFines/${id}`, record(id as RecordId)])),
}));

/** The move approving a record makes (undefined: none), as transitionOne resolves it. */
function moveOf(id: RecordId): AmountTransfer | undefined {
  const data = record(id);
  const declared = transfersOf(approve!).find((m) => m.when?.value === data['personType']);
  return declared && resolvedTransfer(declared, data);
}

/** Approves a record as transitionOne does (audit entry, account, entry, record), with variations. */
function approveAs(db: Firestore, uid: string, id: RecordId, v: ApprovalVariation = {}): Promise<void> {
  const move = moveOf(id);
  const before: DocumentData =
    move?.collection === 'supplierAccounts' ? SUPPLIER : move?.collection === 'riderAccounts' ? RIDER : COMPANY;
  return approveWithMove(
    db,
    uid,
    { collection: 'prizesFines', id, data: record(id), approve: approve!, move, before },
    v,
  );
}

/** A document as stored (read as an All holder). */
const balances = async (_db: Firestore, path: string) =>
  (await getDoc(doc(dbAs(rules.env, UID.admin), path))).data() ?? {};

describe('rewards and fines approved move the account, with their entry', () => {
  for (const [kind, uid] of Object.entries(CALLERS)) {
    it(`as ${kind}: a supplier's reward raises earned and available; a fine lowers both`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'SR'));
      expect(await balances(db, `supplierAccounts/${UID.supplier}`)).toMatchObject({
        earned: 65_000,
        available: 55_000,
        released: 10_000,
        lastPrizeFineId: 'SR',
      });
      await setDoc(doc(ownerDb(rules.env), `supplierAccounts/${UID.supplier}`), {
        ...stored('supplierAccounts', UID.supplier),
        ...SUPPLIER,
      });
      await assertSucceeds(approveAs(db, uid, 'SF'));
      expect(await balances(db, `supplierAccounts/${UID.supplier}`)).toMatchObject({
        earned: 58_000,
        available: 48_000,
      });
    });

    it(`as ${kind}: a rider's fine raises what they owe (cashHeld); a reward lowers it`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'RF'));
      expect(await balances(db, `riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 11_000, remitted: 1_000 });
    });

    it(`as ${kind}: a rider's reward lowers what they owe`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'RR'));
      expect(await balances(db, `riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 6_000 });
      const entries = await assertSucceeds(getDoc(doc(db, `prizesFines/RR`)));
      expect(entries.data()?.['status']).toBe('approved');
    });

    it(`as ${kind}: a delivery company's reward raises what it is owed (available); a fine lowers it`, async () => {
      const db = dbAs(rules.env, uid);
      const path = `deliveryCompanyAccounts/${UID.deliveryCompany}`;
      await assertSucceeds(approveAs(db, uid, 'CR'));
      expect(await balances(db, path)).toMatchObject({ available: 11_000, paidOut: 2_000, lastPrizeFineId: 'CR' });
      const entryId = String((await balances(db, 'prizesFines/CR'))['auditId']);
      expect(await balances(db, `ledger/${entryId}`)).toMatchObject({
        accountCollection: 'deliveryCompanyAccounts',
        kind: 'reward',
        amounts: { available: 4_000 },
        balances: { available: 11_000 },
      });
      await setDoc(doc(ownerDb(rules.env), path), {
        ...stored('deliveryCompanyAccounts', UID.deliveryCompany),
        ...COMPANY,
      });
      await assertSucceeds(approveAs(db, uid, 'CF'));
      expect(await balances(db, path)).toMatchObject({ available: 6_000, paidOut: 2_000, lastPrizeFineId: 'CF' });
    });

    it(`as ${kind}: a movement without its entry, an entry without its movement or decision is refused`, async () => {
      const db = dbAs(rules.env, uid);
      for (const id of ['SR', 'SF', 'RF', 'RR', 'CR', 'CF'] as const) {
        await assertFails(approveAs(db, uid, id, { entry: null }));
        await assertFails(approveAs(db, uid, id, { movement: false }));
        await assertFails(approveAs(db, uid, id, { decided: false }));
        await assertFails(approveAs(db, uid, id, { decided: false, movement: false }));
        await assertFails(approveAs(db, uid, id, { entryId: 'another' }));
      }
    });

    it(`as ${kind}: a wrong amount, kind, account or a changed entry is refused`, async () => {
      const db = dbAs(rules.env, uid);
      for (const id of ['SR', 'SF', 'RF', 'RR', 'CR', 'CF'] as const) {
        const move = moveOf(id)!;
        const [first] = Object.keys(ledgerAmounts(move, 1));
        await assertFails(approveAs(db, uid, id, { skew: 1 }));
        await assertFails(approveAs(db, uid, id, { skew: -1, entry: {} }));
        const forged: DocumentData[] = [
          { kind: RECORDS[id][2] === 'fine' ? 'reward' : 'fine' },
          { kind: 'adjustment' },
          { amounts: { [first!]: 1 } },
          { amounts: Object.fromEntries(Object.entries(ledgerAmounts(move, 1_000)).map(([f, a]) => [f, -a])) },
          { balances: { [first!]: 0 } },
          { accountCollection: move.collection === 'riderAccounts' ? 'supplierAccounts' : 'riderAccounts' },
          {
            accountCollection:
              move.collection === 'deliveryCompanyAccounts' ? 'riderAccounts' : 'deliveryCompanyAccounts',
          },
          { accountId: 'someoneElse' },
          { causeId: 'SFX' },
          { causeCollection: 'refunds' },
          { by: uid === UID.admin ? CALLERS.only : UID.admin },
          { at: new Date(2020, 0, 1) },
          { note: 'extra field' },
        ];
        for (const extra of forged) await assertFails(approveAs(db, uid, id, { entry: extra }));
      }
      // The move on another person's account than the record's.
      await assertFails(approveAs(db, uid, 'RF', { accountId: 'riderNoAccount' }));
      await assertFails(approveAs(db, uid, 'CF', { accountId: 'companyNoAccount' }));
    });

    it(`as ${kind}: a fine above what a supplier has or a company is owed, a reward above what a rider owes, no account: refused`, async () => {
      const db = dbAs(rules.env, uid);
      await assertFails(approveAs(db, uid, 'SFX'));
      await assertFails(approveAs(db, uid, 'RRX'));
      await assertFails(approveAs(db, uid, 'CFX'));
      await assertFails(approveAs(db, uid, 'NOACC'));
      await assertFails(approveAs(db, uid, 'CNOACC'));
      // Nor by approving without moving anything.
      for (const id of ['SFX', 'RRX', 'CFX', 'NOACC', 'CNOACC'] as const) {
        await assertFails(approveAs(db, uid, id, { movement: false, entry: null }));
      }
      expect(await balances(db, `riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 8_000 });
      expect(await balances(db, `deliveryCompanyAccounts/${UID.deliveryCompany}`)).toMatchObject({ available: 7_000 });
    });

    it(`as ${kind}: a customer's moves nothing and writes no entry`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'CU'));
      const forged = {
        accountCollection: 'riderAccounts',
        accountId: UID.rider,
        kind: 'fine',
        amounts: { cashHeld: 1_000 },
        balances: { cashHeld: 9_000 },
        causeCollection: 'prizesFines',
        causeId: 'CU',
        by: uid,
        at: serverTimestamp(),
      };
      await assertFails(setDoc(doc(db, 'ledger', 'forgedDC'), forged));
    });

    it(`as ${kind}: an approved one is not approved again, and the fixtures write what transitionOne writes`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(decide(db, 'prizesFines', uid, 'SF', approve!));
      await assertFails(approveAs(db, uid, 'SF'));
      expect(await balances(db, `supplierAccounts/${UID.supplier}`)).toMatchObject({ available: 48_000 });
    });
  }

  it('its maker may not approve it (maker-checker), even with its movement and entry', async () => {
    const db = dbAs(rules.env, MAKER);
    for (const id of ['SR', 'SF', 'RF', 'RR', 'CR', 'CF', 'CU'] as const) await assertFails(approveAs(db, MAKER, id));
  });

  it('an app user, a holder of another path, or of /withdraw only, moves nothing', async () => {
    for (const uid of [UID.supplier, UID.rider, UID.customer, UID.deliveryCompany, 'couponOnly', 'withdrawOnly']) {
      const db = dbAs(rules.env, uid);
      for (const id of ['SR', 'RF', 'RR', 'CR', 'CF'] as const) {
        await assertFails(approveAs(db, uid, id));
        await assertFails(approveAs(db, uid, id, { decided: false }));
      }
    }
  });

  it("reads: the account's readers (/prizesFines among them) read its entries; the apps do not", async () => {
    const db = dbAs(rules.env, CALLERS.only);
    await assertSucceeds(approveAs(db, CALLERS.only, 'RF'));
    const rider = await balances(dbAs(rules.env, UID.admin), 'prizesFines/RF');
    const entryId = String(rider['auditId']);
    // /prizesFines holders read the accounts (an approval reads the person's account).
    for (const uid of [UID.admin, 'withdrawOnly', CALLERS.only, CALLERS.several]) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'ledger', entryId)));
    }
    for (const uid of ['couponOnly', UID.rider, UID.supplier, UID.customer]) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'ledger', entryId)));
    }
  });

  it("reads: a company's account and entries are read by /prizesFines holders too; not by other paths or apps", async () => {
    const db = dbAs(rules.env, CALLERS.only);
    await assertSucceeds(getDoc(doc(db, 'deliveryCompanyAccounts', UID.deliveryCompany)));
    await assertSucceeds(approveAs(db, CALLERS.only, 'CF'));
    const entryId = String((await balances(db, 'prizesFines/CF'))['auditId']);
    for (const uid of [UID.admin, 'withdrawOnly', CALLERS.only, CALLERS.several]) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'ledger', entryId)));
    }
    for (const uid of ['couponOnly', UID.rider, UID.supplier, UID.customer]) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'ledger', entryId)));
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'deliveryCompanyAccounts', UID.deliveryCompany)));
    }
  });
});
