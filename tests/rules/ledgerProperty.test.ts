/**
 * The ledger adds up (issue 49, "Done when": property-based tests): over random sequences
 * of withdrawals, refunds charged to the supplier and refunds charged to the platform,
 * each approved through the rules as the data layer writes it (fixtures `decide`, the
 * entry built by src/lib/entity/ledger.ts `ledgerEntryData`), the rules accept exactly
 * the movements the account and the order can take, and afterwards every balance of the
 * account equals its opening value plus the sum of its ledger entries, no balance is
 * below 0, and each entry's `balances` are the running balances. Against the emulator
 * (fast-check drives the sequences; Firebase is not mocked).
 */
import { collection, doc, getDoc, getDocs, type DocumentData } from 'firebase/firestore';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundEntity } from '../../src/entities/refund';
import { withdrawalEntity } from '../../src/entities/withdrawal';
import { sumLedger, type LedgerEntry } from '../../src/lib/entity/ledger';
import { decide, refundedOrder, stored } from './fixtures';
import { dbAs, dbOf, seed, seedPeople, setUpRulesFile } from './helpers';

const CHECKER = 'checker';
const OPENING = { earned: 60_000, released: 0, available: 60_000 } as const;
const ORDER_TOTAL = 50_000;
const BALANCES = ['earned', 'released', 'available'] as const;

const rules = setUpRulesFile();

/** The documents every sequence starts from. */
const start = (): Record<string, DocumentData> => ({
  [`users/${CHECKER}`]: { type: 'employee', name: 'Checker', blocked: false, Access: ['/withdraw', '/refunds'] },
  'supplierAccounts/S': { ...stored('supplierAccounts', 'S'), ...OPENING },
  'orders/O': refundedOrder({ supplierId: 'S', subtotal: 49_500, totalPrice: ORDER_TOTAL, refundedAmount: 0 }),
});

type Op = { readonly kind: 'withdrawal' | 'supplier' | 'platform'; readonly amount: number };

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('withdrawal' as const, 'supplier' as const, 'platform' as const),
  amount: fc.integer({ min: 1, max: 40_000 }),
});

describe('ledger: random sequences of movements', () => {
  it('every balance equals its opening plus the sum of its entries; the rules take exactly what fits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 6 }), async (ops) => {
        const env = rules.env;
        await env.clearFirestore();
        await seedPeople(env);
        await seed(env, start());
        const model = { ...OPENING, refunded: 0 };
        let moved = 0;
        for (const [i, op] of ops.entries()) {
          const id = `M${i}`;
          const fits =
            op.kind === 'withdrawal'
              ? op.amount <= model.available
              : op.amount <= ORDER_TOTAL - model.refunded &&
                (op.kind === 'platform' || (op.amount <= model.available && op.amount <= model.earned));
          if (op.kind === 'withdrawal') {
            await seed(env, {
              [`withdrawals/${id}`]: stored('withdrawals', id, { supplierId: 'S', amount: op.amount }),
            });
          } else {
            const refund = { orderId: 'O', supplierId: 'S', amount: op.amount, chargedTo: op.kind, createdBy: 'maker' };
            await seed(env, { [`refunds/${id}`]: stored('refunds', id, refund) });
          }
          const [name, transition] =
            op.kind === 'withdrawal'
              ? (['withdrawals', withdrawalEntity.transitions?.['approve']] as const)
              : (['refunds', refundEntity.transitions?.['approve']] as const);
          const accepted = await decide(dbAs(env, CHECKER), name, CHECKER, id, transition!).then(
            () => true,
            () => false,
          );
          expect(accepted, `${op.kind} ${op.amount} with ${JSON.stringify(model)}`).toBe(fits);
          if (!accepted) continue;
          if (op.kind !== 'withdrawal') model.refunded += op.amount;
          if (op.kind === 'withdrawal') {
            model.available -= op.amount;
            model.released += op.amount;
          } else if (op.kind === 'supplier') {
            model.earned -= op.amount;
            model.available -= op.amount;
          }
          if (op.kind !== 'platform') moved += 1;
        }
        await env.withSecurityRulesDisabled(async (context) => {
          const db = dbOf(context);
          const account = (await getDoc(doc(db, 'supplierAccounts', 'S'))).data() ?? {};
          const entries = (await getDocs(collection(db, 'ledger'))).docs.map((d) => d.data() as LedgerEntry);
          expect(entries).toHaveLength(moved);
          const sums = sumLedger(entries);
          for (const field of BALANCES) {
            expect(account[field], field).toBe(OPENING[field] + (sums[field] ?? 0));
            expect(account[field], field).toBe(model[field]);
            expect(account[field]).toBeGreaterThanOrEqual(0);
          }
          expect(account['available']).toBe(account['earned'] - account['released']);
          // Each entry's balances are the running ones: the opening plus every entry up to it.
          const ordered = [...entries].sort((a, b) => Number(a.causeId.slice(1)) - Number(b.causeId.slice(1)));
          const running: Record<string, number> = { ...OPENING };
          for (const entry of ordered) {
            for (const [field, amount] of Object.entries(entry.amounts))
              running[field] = (running[field] ?? 0) + amount;
            for (const [field, balance] of Object.entries(entry.balances)) expect(balance).toBe(running[field]);
          }
        });
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
