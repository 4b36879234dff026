/**
 * firestore.rules, rewards and fines moving balances (issue 49 item 1; docs/data-model.md
 * "Rewards and fines move balances", generated from src/entities/prizeFine.ts by
 * scripts/rules/matchRules.ts transferRules and scripts/rules/ledgerRules.ts): approving a
 * supplier's reward raises `earned` and `available`, a supplier's fine lowers both (never
 * below 0); a rider's fine raises `cashHeld` (what they owe), a rider's reward lowers it
 * (never below 0); each with its `reward`/`fine` ledger entry, id = the decision's audit
 * entry id. A delivery company's or a customer's moves nothing and writes no entry.
 * Attacked as an All holder, a holder of /prizesFines only, a holder of several paths, an
 * app user (supplier, rider, customer) and a holder of another path: an entry without its
 * movement, a movement without its entry, a changed entry, a wrong amount or kind, a move
 * on another account, approving one's own, and a person without an account.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { prizeFineEntity } from '../../src/entities/prizeFine';
import { resolvedTransfer, transfersOf, type AmountTransfer } from '../../src/lib/entity/define';
import { ledgerAmounts, ledgerEntryData } from '../../src/lib/entity/ledger';
import { auditEntryData, decide, decisionData, stored } from './fixtures';
import { authorName, dbAs, UID, setUpRulesFile } from './helpers';

const approve = prizeFineEntity.transitions?.['approve'];
if (!approve) throw new Error('prizeFine has no approve');

/** Staff callers of /prizesFines: All, that path only, several paths. */
const CALLERS = { all: UID.admin, only: 'finesOnly', several: 'finesMore' } as const;
const MAKER = 'finesMaker';
const staff = (Access: string[]) => ({ type: 'employee', name: 'Staff', blocked: false, Access });

const SUPPLIER = { earned: 60_000, released: 10_000, available: 50_000 };
const RIDER = { cashHeld: 8_000, remitted: 1_000 };

/** The records approved here: [personType, personId, type, value in baisa]. */
const RECORDS = {
  SR: ['supplier', UID.supplier, 'reward', 5_000],
  SF: ['supplier', UID.supplier, 'fine', 2_000],
  SFX: ['supplier', UID.supplier, 'fine', 50_001],
  RF: ['rider', UID.rider, 'fine', 3_000],
  RR: ['rider', UID.rider, 'reward', 2_000],
  RRX: ['rider', UID.rider, 'reward', 8_001],
  DC: ['deliveryCompany', UID.deliveryCompany, 'fine', 1_000],
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
  ...Object.fromEntries(Object.keys(RECORDS).map((id) => [`prizesFines/${id}`, record(id as RecordId)])),
}));

/** The move approving a record makes (undefined: none), as transitionOne resolves it. */
function moveOf(id: RecordId): AmountTransfer | undefined {
  const data = record(id);
  const declared = transfersOf(approve!).find((m) => m.when?.value === data['personType']);
  return declared && resolvedTransfer(declared, data);
}

interface Variation {
  /** Overrides of the entry (null: no entry). */
  readonly entry?: DocumentData | null;
  /** The entry's id (default: the audit entry's). */
  readonly entryId?: string;
  /** Whether the record is decided (default true). */
  readonly decided?: boolean;
  /** Whether the account moves (default true). */
  readonly movement?: boolean;
  /** Baisa added to each moved balance (a movement of another amount). */
  readonly skew?: number;
  /** The account moved instead of the record's (another rider or supplier). */
  readonly accountId?: string;
}

/** Approves a record as transitionOne does (audit entry, account, entry, record), with variations. */
async function approveAs(db: Firestore, uid: string, id: RecordId, v: Variation = {}): Promise<void> {
  const data = record(id);
  const move = moveOf(id);
  const byName = await authorName(db, uid);
  const batch = writeBatch(db);
  const audit = doc(collection(db, 'auditLog'));
  if (v.decided !== false) {
    batch.set(
      audit,
      auditEntryData('prizesFines', id, uid, {
        before: { status: 'pending' },
        written: { status: 'approved' },
        action: 'decision',
        reason: null,
        byName,
      }),
    );
    batch.update(doc(db, 'prizesFines', id), { ...decisionData(approve!, uid, null), auditId: audit.id });
  }
  if (!move) {
    if (v.entry) batch.set(doc(db, 'ledger', v.entryId ?? audit.id), v.entry);
    return batch.commit();
  }
  const accountId = v.accountId ?? String(data['personId']);
  const before: DocumentData = move.collection === 'supplierAccounts' ? SUPPLIER : RIDER;
  const value = Number(data['value']);
  if (v.movement !== false) {
    const moved: DocumentData = {};
    for (const [field, amount] of Object.entries(ledgerAmounts(move, value))) {
      moved[field] = Number(before[field] ?? 0) + amount + (v.skew ?? 0);
    }
    batch.update(doc(db, move.collection, accountId), {
      ...moved,
      [move.linkField]: id,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
  }
  if (v.entry !== null) {
    const entry = ledgerEntryData(move, { collection: 'prizesFines', id }, { id: accountId, before }, value, uid);
    batch.set(doc(db, 'ledger', v.entryId ?? audit.id), { ...entry, at: serverTimestamp(), ...(v.entry ?? {}) });
  }
  return batch.commit();
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
      await rules.env.withSecurityRulesDisabled((ctx) =>
        setDoc(doc(ctx.firestore(), `supplierAccounts/${UID.supplier}`), {
          ...stored('supplierAccounts', UID.supplier),
          ...SUPPLIER,
        }),
      );
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

    it(`as ${kind}: a movement without its entry, an entry without its movement or decision is refused`, async () => {
      const db = dbAs(rules.env, uid);
      for (const id of ['SR', 'SF', 'RF', 'RR'] as const) {
        await assertFails(approveAs(db, uid, id, { entry: null }));
        await assertFails(approveAs(db, uid, id, { movement: false }));
        await assertFails(approveAs(db, uid, id, { decided: false }));
        await assertFails(approveAs(db, uid, id, { decided: false, movement: false }));
        await assertFails(approveAs(db, uid, id, { entryId: 'another' }));
      }
    });

    it(`as ${kind}: a wrong amount, kind, account or a changed entry is refused`, async () => {
      const db = dbAs(rules.env, uid);
      for (const id of ['SR', 'SF', 'RF', 'RR'] as const) {
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
    });

    it(`as ${kind}: a fine above what a supplier has, a reward above what a rider owes, no account: refused`, async () => {
      const db = dbAs(rules.env, uid);
      await assertFails(approveAs(db, uid, 'SFX'));
      await assertFails(approveAs(db, uid, 'RRX'));
      await assertFails(approveAs(db, uid, 'NOACC'));
      // Nor by approving without moving anything.
      for (const id of ['SFX', 'RRX', 'NOACC'] as const) {
        await assertFails(approveAs(db, uid, id, { movement: false, entry: null }));
      }
      expect(await balances(db, `riderAccounts/${UID.rider}`)).toMatchObject({ cashHeld: 8_000 });
    });

    it(`as ${kind}: a delivery company's or a customer's moves nothing and writes no entry`, async () => {
      const db = dbAs(rules.env, uid);
      await assertSucceeds(approveAs(db, uid, 'DC'));
      await assertSucceeds(approveAs(db, uid, 'CU'));
      const forged = {
        accountCollection: 'riderAccounts',
        accountId: UID.rider,
        kind: 'fine',
        amounts: { cashHeld: 1_000 },
        balances: { cashHeld: 9_000 },
        causeCollection: 'prizesFines',
        causeId: 'DC',
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
    for (const id of ['SR', 'SF', 'RF', 'RR', 'DC'] as const) await assertFails(approveAs(db, MAKER, id));
  });

  it('an app user, a holder of another path, or of /withdraw only, moves nothing', async () => {
    for (const uid of [UID.supplier, UID.rider, UID.customer, UID.deliveryCompany, 'couponOnly', 'withdrawOnly']) {
      const db = dbAs(rules.env, uid);
      for (const id of ['SR', 'RF', 'RR'] as const) {
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
});
