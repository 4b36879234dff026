/**
 * The ledger adds up (issue 49, "Done when": property-based tests): over random sequences
 * of withdrawals, refunds charged to the supplier and refunds charged to the platform,
 * a supplier's rewards and fines, a rider's rewards, fines and cash remittances, payouts
 * to a delivery company and its rewards and fines, adjustments up or down of any of
 * the three accounts, each approved through the rules as the data layer writes it (fixtures `decide`, the
 * entry built by src/lib/entity/ledger.ts `ledgerEntryData`), and deliveries of cash
 * orders written as the marketplace's server writes them (scripts/lib/deliver.ts: the
 * rider's cash, the company's fee, the supplier's goods), the rules accept exactly
 * the movements the accounts and the order can take, and afterwards every balance of each
 * account equals its opening value plus the sum of its ledger entries, no balance is
 * below 0, and each entry's `balances` are the running balances (what a statement's
 * opening, movement and closing add up from). Against the emulator
 * (fast-check drives the sequences; Firebase is not mocked).
 */
import { collection, doc, getDoc, getDocs, type DocumentData } from 'firebase/firestore';
import { deliverAsServer } from '../../scripts/lib/deliver';
import { adminFirestore } from '../support/admin';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prizeFineEntity } from '../../src/entities/prizeFine';
import { refundEntity } from '../../src/entities/refund';
import { remittanceEntity } from '../../src/entities/remittance';
import { withdrawalEntity } from '../../src/entities/withdrawal';
import { sumLedger, type LedgerEntry } from '../../src/lib/entity/ledger';
import { payoutEntity } from '../../src/entities/payout';
import { adjustmentEntity } from '../../src/entities/adjustment';
import { decide, refundedOrder, stored } from './fixtures';
import { dbAs, ownerDb, seed, seedPeople, setUpRulesFile } from './helpers';

const CHECKER = 'checker';
const OPENING = { earned: 60_000, released: 0, available: 60_000 } as const;
const ORDER_TOTAL = 50_000;
const BALANCES = ['earned', 'released', 'available'] as const;
const RIDER_OPENING = { cashHeld: 10_000, remitted: 0 } as const;
const RIDER_BALANCES = ['cashHeld', 'remitted'] as const;
const COMPANY_OPENING = { available: 5_000, paidOut: 0 } as const;
const COMPANY_BALANCES = ['available', 'paidOut'] as const;
/** App info's rider delivery fee: what a delivery earns the company. */
const FEE = 700;

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
  'deliveryCompanyAccounts/C': { ...stored('deliveryCompanyAccounts', 'C'), ...COMPANY_OPENING },
  'appInfo/main': { riderDeliveryFee: FEE },
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
  'payout',
  'companyReward',
  'companyFine',
  'adjustUp',
  'adjustDown',
  'delivery',
] as const;
type Op = {
  readonly kind: (typeof KINDS)[number];
  readonly amount: number;
  /** Whose account an adjustment corrects (supplier S, rider R, company C). */
  readonly person: 'S' | 'R' | 'C';
};

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom(...KINDS),
  amount: fc.integer({ min: 1, max: 40_000 }),
  person: fc.constantFrom('S' as const, 'R' as const, 'C' as const),
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
        const company: Record<string, number> = { ...COMPANY_OPENING };
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
            payout: op.amount <= (company['available'] ?? 0),
            companyReward: true,
            companyFine: op.amount <= (company['available'] ?? 0),
            adjustUp: true,
            adjustDown: {
              S: op.amount <= model.available && op.amount <= model.earned,
              R: op.amount <= model.cashHeld,
              C: op.amount <= (company['available'] ?? 0),
            }[op.person],
            delivery: true,
          }[op.kind];
          if (op.kind === 'delivery') {
            // A cash order of `amount` (its goods `amount` less 10 %), delivered by the server.
            const subtotal = Math.floor(op.amount * 0.9);
            await seed(env, {
              [`orders/${id}`]: {
                ...refundedOrder({ supplierId: 'S', subtotal, totalPrice: op.amount, refundedAmount: 0 }),
                status: 'onTheWay',
                paymentMethod: 'cash',
                riderId: 'R',
                deliveryCompanyId: 'C',
              },
            });
            await deliverAsServer(adminFirestore(env.projectId), id);
            model.cashHeld += op.amount;
            company['available'] = (company['available'] ?? 0) + FEE;
            model.earned += subtotal;
            model.available += subtotal;
            moved += subtotal > 0 ? 3 : 2;
            continue;
          }
          let name: 'withdrawals' | 'refunds' | 'prizesFines' | 'remittances' | 'payouts' | 'adjustments';
          if (op.kind === 'withdrawal') {
            name = 'withdrawals';
            await seed(env, { [`${name}/${id}`]: stored(name, id, { supplierId: 'S', amount: op.amount }) });
          } else if (op.kind === 'supplier' || op.kind === 'platform') {
            name = 'refunds';
            const refund = { orderId: 'O', supplierId: 'S', amount: op.amount, chargedTo: op.kind, createdBy: 'maker' };
            await seed(env, { [`${name}/${id}`]: stored(name, id, refund) });
          } else if (op.kind === 'payout') {
            name = 'payouts';
            const payout = { deliveryCompanyId: 'C', amount: op.amount, createdBy: 'maker', status: 'pending' };
            await seed(env, { [`${name}/${id}`]: stored(name, id, payout) });
          } else if (op.kind === 'adjustUp' || op.kind === 'adjustDown') {
            name = 'adjustments';
            const adjustment = {
              personType: { S: 'supplier', R: 'rider', C: 'deliveryCompany' }[op.person],
              personId: op.person,
              direction: op.kind === 'adjustUp' ? 'increase' : 'decrease',
              amount: op.amount,
              createdBy: 'maker',
              editedBy: 'maker',
              status: 'pending',
            };
            await seed(env, { [`${name}/${id}`]: stored(name, id, adjustment) });
          } else if (op.kind === 'remittance') {
            name = 'remittances';
            const remittance = { riderId: 'R', amount: op.amount, createdBy: 'maker', status: 'pending' };
            await seed(env, { [`${name}/${id}`]: stored(name, id, remittance) });
          } else {
            name = 'prizesFines';
            const person = op.kind.startsWith('rider')
              ? { personType: 'rider', personId: 'R' }
              : op.kind.startsWith('company')
                ? { personType: 'deliveryCompany', personId: 'C' }
                : { personType: 'supplier', personId: 'S' };
            const record = {
              ...person,
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
            payouts: payoutEntity,
            adjustments: adjustmentEntity,
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
          } else if (op.kind === 'payout') {
            company['available'] = (company['available'] ?? 0) - op.amount;
            company['paidOut'] = (company['paidOut'] ?? 0) + op.amount;
          } else if (op.kind === 'adjustUp' || op.kind === 'adjustDown') {
            const sign = op.kind === 'adjustUp' ? 1 : -1;
            if (op.person === 'S') {
              model.earned += sign * op.amount;
              model.available += sign * op.amount;
            } else if (op.person === 'R') {
              model.cashHeld += sign * op.amount;
            } else {
              company['available'] = (company['available'] ?? 0) + sign * op.amount;
            }
          } else if (op.kind === 'companyReward') {
            company['available'] = (company['available'] ?? 0) + op.amount;
          } else if (op.kind === 'companyFine') {
            company['available'] = (company['available'] ?? 0) - op.amount;
          }
          if (op.kind !== 'platform') moved += 1;
        }
        const db = ownerDb(env);
        const entries = (await getDocs(collection(db, 'ledger'))).docs.map((d) => d.data() as LedgerEntry);
        expect(entries).toHaveLength(moved);
        const accounts = [
          ['supplierAccounts', 'S', OPENING, BALANCES],
          ['riderAccounts', 'R', RIDER_OPENING, RIDER_BALANCES],
          ['deliveryCompanyAccounts', 'C', COMPANY_OPENING, COMPANY_BALANCES],
        ] as const;
        for (const [accountCollection, accountId, opening, balances] of accounts) {
          const expected: Record<string, number> = accountCollection === 'deliveryCompanyAccounts' ? company : model;
          const account = (await getDoc(doc(db, accountCollection, accountId))).data() ?? {};
          const mine = entries.filter((e) => e.accountCollection === accountCollection && e.accountId === accountId);
          const sums = sumLedger(mine);
          for (const field of balances) {
            const open = (opening as Record<string, number>)[field] ?? 0;
            expect(account[field], field).toBe(open + (sums[field] ?? 0));
            expect(account[field], field).toBe(expected[field]);
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
        // Every reward and fine entry is of the record's type; every adjustment's is an adjustment.
        for (const entry of entries.filter((e) => e.causeCollection === 'prizesFines')) {
          expect(['reward', 'fine']).toContain(entry.kind);
        }
        for (const entry of entries.filter((e) => e.causeCollection === 'adjustments')) {
          expect(entry.kind).toBe('adjustment');
        }
      }),
      { numRuns: 16 },
    );
  }, 240_000);
});
