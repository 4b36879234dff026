/**
 * The ledger adds up (issue 49, "Done when": property-based tests): over random sequences
 * of withdrawals, refunds charged to the supplier and refunds charged to the platform,
 * a supplier's rewards and fines, a rider's rewards, fines and cash remittances,
 * each approved through the rules as the data layer writes it (fixtures `decide`, the
 * entry built by src/lib/entity/ledger.ts `ledgerEntryData`), the rules accept exactly
 * the movements the accounts and the order can take, and afterwards every balance of each
 * account equals its opening value plus the sum of its ledger entries, no balance is
 * below 0, and each entry's `balances` are the running balances (what a statement's
 * opening, movement and closing add up from). Against the emulator
 * (fast-check drives the sequences; Firebase is not mocked).
 */
import { collection, doc, getDoc, getDocs, type DocumentData } from 'firebase/firestore';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeFineEntity } from '../../src/entities/prizeFine';
import { refundEntity } from '../../src/entities/refund';
import { remittanceEntity } from '../../src/entities/remittance';
import { withdrawalEntity } from '../../src/entities/withdrawal';
import { sumLedger, type LedgerEntry } from '../../src/lib/entity/ledger';
import { decide, refundedOrder, stored } from './fixtures';
import { dbAs, dbOf, seed, seedPeople, setUpRulesFile } from './helpers';

const CHECKER = 'checker';
const OPENING = { earned: 60_000, released: 0, available: 60_000 } as const;
const ORDER_TOTAL = 50_000;
const BALANCES = ['earned', 'released', 'available'] as const;
const RIDER_OPENING = { cashHeld: 10_000, remitted: 0 } as const;
const RIDER_BALANCES = ['cashHeld', 'remitted'] as const;

const rules = setUpRulesFile();

/** The documents every sequence starts from. */
const start = (): Record<string, DocumentData> => ({
  [`users/${CHECKER}`]: {
    type: 'employee',
    name: 'Checker',
    blocked: false,
    Access: ['/withdraw', '/refunds', '/prizesFines'],
  },
  'supplierAccounts/S': { ...stored('supplierAccounts', 'S'), ...OPENING },
  'riderAccounts/R': { ...stored('riderAccounts', 'R'), ...RIDER_OPENING },
  'orders/O': refundedOrder({ supplierId: 'S', subtotal: 49_500, totalPrice: ORDER_TOTAL, refundedAmount: 0 }),
});

const KINDS = [
  'withdrawal',
  'supplier',
  'platform',
  'supplierReward',
  'supplierFine',
  'riderReward',
  'riderFine',
  'remittance',
] as const;
type Op = { readonly kind: (typeof KINDS)[number]; readonly amount: number };

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom(...KINDS),
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
        const model = { ...OPENING, ...RIDER_OPENING, refunded: 0 };
        let moved = 0;
        for (const [i, op] of ops.entries()) {
          const id = `M${i}`;
          const fits = {
            withdrawal: op.amount <= model.available,
            supplier:
              op.amount <= ORDER_TOTAL - model.refunded && op.amount <= model.available && op.amount <= model.earned,
            platform: op.amount <= ORDER_TOTAL - model.refunded,
            supplierReward: true,
            supplierFine: op.amount <= model.available && op.amount <= model.earned,
            riderReward: op.amount <= model.cashHeld,
            riderFine: true,
            remittance: op.amount <= model.cashHeld,
          }[op.kind];
          let name: 'withdrawals' | 'refunds' | 'prizesFines' | 'remittances';
          if (op.kind === 'withdrawal') {
            name = 'withdrawals';
            await seed(env, { [`${name}/${id}`]: stored(name, id, { supplierId: 'S', amount: op.amount }) });
          } else if (op.kind === 'supplier' || op.kind === 'platform') {
            name = 'refunds';
            const refund = { orderId: 'O', supplierId: 'S', amount: op.amount, chargedTo: op.kind, createdBy: 'maker' };
            await seed(env, { [`${name}/${id}`]: stored(name, id, refund) });
          } else if (op.kind === 'remittance') {
            name = 'remittances';
            const remittance = { riderId: 'R', amount: op.amount, createdBy: 'maker', status: 'pending' };
            await seed(env, { [`${name}/${id}`]: stored(name, id, remittance) });
          } else {
            name = 'prizesFines';
            const rider = op.kind === 'riderReward' || op.kind === 'riderFine';
            const record = {
              personType: rider ? 'rider' : 'supplier',
              personId: rider ? 'R' : 'S',
              type: op.kind.endsWith('Reward') ? 'reward' : 'fine',
              value: op.amount,
              status: 'pending',
              createdBy: 'maker',
              editedBy: 'maker',
            };
            await seed(env, { [`${name}/${id}`]: stored(name, id, record) });
          }
          const transition = {
            withdrawals: withdrawalEntity,
            refunds: refundEntity,
            prizesFines: prizeFineEntity,
            remittances: remittanceEntity,
          }[name].transitions?.['approve'];
          const accepted = await decide(dbAs(env, CHECKER), name, CHECKER, id, transition!).then(
            () => true,
            () => false,
          );
          expect(accepted, `${op.kind} ${op.amount} with ${JSON.stringify(model)}`).toBe(fits);
          if (!accepted) continue;
          if (op.kind === 'supplier' || op.kind === 'platform') model.refunded += op.amount;
          if (op.kind === 'withdrawal') {
            model.available -= op.amount;
            model.released += op.amount;
          } else if (op.kind === 'supplier' || op.kind === 'supplierFine') {
            model.earned -= op.amount;
            model.available -= op.amount;
          } else if (op.kind === 'supplierReward') {
            model.earned += op.amount;
            model.available += op.amount;
          } else if (op.kind === 'riderFine') {
            model.cashHeld += op.amount;
          } else if (op.kind === 'riderReward') {
            model.cashHeld -= op.amount;
          } else if (op.kind === 'remittance') {
            model.cashHeld -= op.amount;
            model.remitted += op.amount;
          }
          if (op.kind !== 'platform') moved += 1;
        }
        await env.withSecurityRulesDisabled(async (context) => {
          const db = dbOf(context);
          const entries = (await getDocs(collection(db, 'ledger'))).docs.map((d) => d.data() as LedgerEntry);
          expect(entries).toHaveLength(moved);
          const accounts = [
            ['supplierAccounts', 'S', OPENING, BALANCES],
            ['riderAccounts', 'R', RIDER_OPENING, RIDER_BALANCES],
          ] as const;
          for (const [accountCollection, accountId, opening, balances] of accounts) {
            const account = (await getDoc(doc(db, accountCollection, accountId))).data() ?? {};
            const mine = entries.filter((e) => e.accountCollection === accountCollection && e.accountId === accountId);
            const sums = sumLedger(mine);
            for (const field of balances) {
              const open = (opening as Record<string, number>)[field] ?? 0;
              expect(account[field], field).toBe(open + (sums[field] ?? 0));
              expect(account[field], field).toBe(model[field]);
              expect(account[field]).toBeGreaterThanOrEqual(0);
            }
            // Each entry's balances are the running ones: the opening plus every entry up to
            // it (a statement's opening + movement = closing, over any period).
            const ordered = [...mine].sort((a, b) => Number(a.causeId.slice(1)) - Number(b.causeId.slice(1)));
            const running: Record<string, number> = { ...opening };
            for (const entry of ordered) {
              for (const [field, amount] of Object.entries(entry.amounts))
                running[field] = (running[field] ?? 0) + amount;
              for (const [field, balance] of Object.entries(entry.balances)) expect(balance).toBe(running[field]);
            }
          }
          const supplier = (await getDoc(doc(db, 'supplierAccounts', 'S'))).data() ?? {};
          expect(supplier['available']).toBe(supplier['earned'] - supplier['released']);
          // Every reward and fine entry is of the record's type.
          for (const entry of entries.filter((e) => e.causeCollection === 'prizesFines')) {
            expect(['reward', 'fine']).toContain(entry.kind);
          }
        });
      }),
      { numRuns: 16 },
    );
  }, 240_000);
});
