/**
 * The ledger's model and its generator (issue 49; src/lib/entity/ledger.ts,
 * scripts/rules/ledgerRules.ts) and the remittance form's amount (the screens refuse what
 * the rules refuse: 0, negative, more than 3 decimals). fast-check drives random
 * sequences of movements through ledgerEntryData: each entry's balances are the running
 * balances, and every balance is its opening plus the sum of the entries (sumLedger).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { prizeFineEntity } from '@/entities/prizeFine';
import { remittanceEntity } from '@/entities/remittance';
import { refundEntity } from '@/entities/refund';
import { withdrawalEntity } from '@/entities/withdrawal';
import { VALIDATED } from '@/entities/registry';
import { resolvedTransfer, transferApplies, transfersOf, type AmountTransfer } from '@/lib/entity/define';
import { ledgerAmounts, ledgerEntryData, sumLedger } from '@/lib/entity/ledger';
import { fieldSchema } from '@/lib/entity/schema';
import { ledgerMoves, ledgerRules } from '../../scripts/rules/ledgerRules';
import { errorMessages } from './support/validate';

const moveOf = (def: { transitions?: Record<string, unknown> }): AmountTransfer => {
  const move = transfersOf(def.transitions?.['approve'] as Parameters<typeof transfersOf>[0]).find((m) => m.ledger);
  if (!move) throw new Error('no ledger move');
  return move;
};
const MOVES = {
  withdrawal: moveOf(withdrawalEntity),
  refund: moveOf(refundEntity),
  remittance: moveOf(remittanceEntity),
};

describe('ledger entries', () => {
  it('sign each balance a move lowers −amount and the one it raises +amount', () => {
    expect(ledgerAmounts(MOVES.withdrawal, 20_000)).toEqual({ available: -20_000, released: 20_000 });
    expect(ledgerAmounts(MOVES.refund, 2_000)).toEqual({ earned: -2_000, available: -2_000 });
    expect(ledgerAmounts(MOVES.remittance, 12_000)).toEqual({ cashHeld: -12_000, remitted: 12_000 });
  });

  it("a reward's or fine's move is chosen by the person's type and the record's type", () => {
    const moves = transfersOf(prizeFineEntity.transitions!['approve']!);
    const moved = (personType: string, type: string) => {
      const record = { personType, type, personId: 'P', value: 1_000 };
      const move = moves
        .filter((m) => transferApplies(m, record))
        .map((m) => resolvedTransfer(m, record))
        .find(Boolean);
      return move
        ? { collection: move.collection, kind: move.ledger?.kind, amounts: ledgerAmounts(move, 1_000) }
        : null;
    };
    expect(moved('supplier', 'reward')).toEqual({
      collection: 'supplierAccounts',
      kind: 'reward',
      amounts: { earned: 1_000, available: 1_000 },
    });
    expect(moved('supplier', 'fine')).toEqual({
      collection: 'supplierAccounts',
      kind: 'fine',
      amounts: { earned: -1_000, available: -1_000 },
    });
    expect(moved('rider', 'fine')).toEqual({ collection: 'riderAccounts', kind: 'fine', amounts: { cashHeld: 1_000 } });
    expect(moved('rider', 'reward')).toEqual({
      collection: 'riderAccounts',
      kind: 'reward',
      amounts: { cashHeld: -1_000 },
    });
    expect(moved('deliveryCompany', 'reward')).toEqual({
      collection: 'deliveryCompanyAccounts',
      kind: 'reward',
      amounts: { available: 1_000 },
    });
    expect(moved('deliveryCompany', 'fine')).toEqual({
      collection: 'deliveryCompanyAccounts',
      kind: 'fine',
      amounts: { available: -1_000 },
    });
    expect(moved('user', 'reward')).toBeNull();
    expect(moved('rider', 'bonus')).toBeNull();
  });

  it('over random sequences, balances chain and equal the opening plus the sum of the entries', () => {
    const op = fc.record({
      kind: fc.constantFrom('withdrawal' as const, 'refund' as const),
      amount: fc.integer({ min: 1, max: 50_000 }),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const opening = { earned: 100_000, released: 0, available: 100_000 };
        const account: Record<string, number> = { ...opening };
        const entries = [];
        for (const [i, { kind, amount }] of ops.entries()) {
          // The data layer refuses a move a lowered balance cannot take (readTransfer).
          const move = MOVES[kind];
          if (Object.entries(ledgerAmounts(move, amount)).some(([f, a]) => (account[f] ?? 0) + a < 0)) continue;
          const entry = ledgerEntryData(
            move,
            { collection: 'withdrawals', id: `M${i}` },
            { id: 'S', before: account },
            amount,
            'u',
          );
          for (const [field, moved] of Object.entries(entry.amounts)) account[field] = (account[field] ?? 0) + moved;
          expect(entry.balances).toEqual(Object.fromEntries(Object.keys(entry.amounts).map((f) => [f, account[f]])));
          entries.push(entry);
        }
        const sums = sumLedger(entries);
        for (const field of Object.keys(opening) as (keyof typeof opening)[]) {
          expect(account[field]).toBe(opening[field] + (sums[field] ?? 0));
          expect(account[field]).toBeGreaterThanOrEqual(0);
        }
        expect(account['available']).toBe((account['earned'] ?? 0) - (account['released'] ?? 0));
      }),
    );
  });
});

describe('the ledger rules generator', () => {
  it('finds the declared moves and writes one cause function each', () => {
    expect(ledgerMoves(VALIDATED).map((m) => m.def.name)).toEqual(
      expect.arrayContaining(['withdrawal', 'refund', 'remittance']),
    );
    const rules = ledgerRules(VALIDATED);
    for (const name of ['Withdrawal', 'Refund', 'Remittance'])
      expect(rules).toContain(`function isLedgerEntryOf${name}(`);
    expect(rules).toContain('allow update, delete: if false;');
  });

  it('refuses an unknown kind and two ledger moves in one decision', () => {
    const bad = (ledger: { kind: string }, twice = false) => ({
      ...withdrawalEntity,
      transitions: {
        approve: {
          ...withdrawalEntity.transitions!.approve,
          transfers: twice ? [{ ...MOVES.refund, ledger }] : [],
          transfer: { ...MOVES.withdrawal, ledger },
        },
      },
    });
    expect(() => ledgerMoves([bad({ kind: 'gift' })] as never)).toThrow(/unknown ledger kind/);
    expect(() => ledgerMoves([bad({ kind: 'withdrawal' }, true)] as never)).toThrow(/one ledger entry/);
  });

  it("takes several moves of one decision when their whens exclude each other (a reward's accounts), not otherwise", () => {
    const moves = ledgerMoves(VALIDATED).filter((m) => m.def.name === 'prizeFine');
    expect(moves.map((m) => m.transfer.collection).sort()).toEqual([
      'deliveryCompanyAccounts',
      'riderAccounts',
      'supplierAccounts',
    ]);
    const rules = ledgerRules(VALIDATED);
    for (const account of ['SupplierAccounts', 'RiderAccounts', 'DeliveryCompanyAccounts'])
      expect(rules).toContain(`function isLedgerEntryOfPrizeFineOn${account}(`);
    const [first, second] = transfersOf(prizeFineEntity.transitions!['approve']!);
    const same = {
      ...prizeFineEntity,
      transitions: {
        approve: {
          ...prizeFineEntity.transitions!['approve']!,
          transfers: [first!, { ...second!, when: first!.when }],
        },
      },
    };
    expect(() => ledgerMoves([same] as never)).toThrow(/one ledger entry/);
    const unconditional = {
      ...same,
      transitions: { approve: { ...same.transitions.approve, transfers: [first!, { ...second!, when: undefined }] } },
    };
    expect(() => ledgerMoves([unconditional] as never)).toThrow(/one ledger entry/);
  });
});

describe('the remittance form', () => {
  it('refuses 0, a negative amount and more than 3 decimals; takes 1.500', async () => {
    const schema = yup.object({ v: fieldSchema(remittanceEntity.fields.amount) });
    const check = async (v: unknown) => (await errorMessages(schema, { v }, 'create'))['v'];
    expect(await check(1.5)).toBeUndefined();
    expect(await check(0)).toMatchObject({ key: 'remittance.validation.amountPositive' });
    expect(await check(-1)).toMatchObject({ key: 'remittance.validation.amountPositive' });
    // At most 3 decimals (baisa).
    expect(await check(1.2345)).toMatchObject({ values: { count: 3 } });
  });
});
