/**
 * firestore.rules, the ledger read as statements and the reconciliation read it (issue 49
 * items 5 and 6; src/lib/data/statement.ts, reconcile.ts; docs/data-model.md "Statements"):
 * one account's entries of a period by time, their count and sum, the last entry before a
 * period, a kind's entries. Allowed to an All holder, a holder of the finance path
 * (/withdraw) only and a holder of several paths, for supplier and rider accounts; refused
 * to a holder of another path only, to the apps' users, and to any query that does not
 * name the account collection (the read rule depends on it), or names one the caller may
 * not read (/refunds reads suppliers' entries, not riders').
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  count,
  getAggregateFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  Timestamp,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, UID, setUpRulesFile } from './helpers';

const staff = (Access: string[]) => ({ type: 'employee', name: 'Staff', blocked: false, Access });
/** Callers of /withdraw: All, that path only, several paths. */
const ALLOWED = [UID.admin, 'finance', 'financeMore'] as const;
const REFUSED = ['couponOnly', UID.supplier, UID.rider, UID.customer] as const;

const entry = (accountCollection: string, accountId: string, kind: string, amounts: Record<string, number>) => ({
  accountCollection,
  accountId,
  kind,
  amounts,
  balances: amounts,
  causeCollection: 'orders',
  causeId: 'O1',
  by: 'server',
  at: new Date(Date.now() - 3_600_000),
});

const rules = setUpRulesFile(() => ({
  'users/finance': staff(['/withdraw']),
  'users/financeMore': staff(['/dashboard', '/coupon', '/withdraw', '/refunds']),
  'users/couponOnly': staff(['/coupon']),
  'users/refundsOnly': staff(['/refunds']),
  'ledger/S1-1': entry('supplierAccounts', 'S1', 'orderDelivered', { earned: 4_000, available: 4_000 }),
  'ledger/R1-1': entry('riderAccounts', 'R1', 'cashCollected', { cashHeld: 7_500 }),
}));

const DAY = 86_400_000;
const ledger = (db: Firestore) => collection(db, 'ledger');
const account = (name: string, id: string): QueryConstraint[] => [
  where('accountCollection', '==', name),
  where('accountId', '==', id),
];
const period = (): QueryConstraint[] => [
  where('at', '>=', Timestamp.fromMillis(Date.now() - 7 * DAY)),
  where('at', '<', Timestamp.fromMillis(Date.now() + DAY)),
];

/** The statement's and the reconciliation's reads of one account, each must pass. */
async function statementReads(db: Firestore, name: string, id: string, balance: string): Promise<void> {
  await assertSucceeds(getDocs(query(ledger(db), ...account(name, id), ...period(), orderBy('at'), limit(50))));
  await assertSucceeds(getAggregateFromServer(query(ledger(db), ...account(name, id), ...period()), { n: count() }));
  await assertSucceeds(
    getAggregateFromServer(query(ledger(db), ...account(name, id), ...period()), { s: sum(`amounts.${balance}`) }),
  );
  await assertSucceeds(
    getDocs(
      query(
        ledger(db),
        ...account(name, id),
        where('at', '<', Timestamp.fromMillis(Date.now() - 7 * DAY)),
        orderBy('at', 'desc'),
        limit(1),
      ),
    ),
  );
  await assertSucceeds(
    getAggregateFromServer(query(ledger(db), ...account(name, id), ...period(), where('kind', '==', 'fine')), {
      n: count(),
    }),
  );
  await assertSucceeds(
    getAggregateFromServer(query(ledger(db), ...account(name, id)), { s: sum(`amounts.${balance}`) }),
  );
}

describe('ledger: statement and reconciliation reads', () => {
  for (const uid of ALLOWED) {
    it(`a /withdraw holder (${uid}) reads a supplier's and a rider's statement`, async () => {
      const db = dbAs(rules.env, uid);
      await statementReads(db, 'supplierAccounts', 'S1', 'available');
      await statementReads(db, 'riderAccounts', 'R1', 'cashHeld');
    });
  }

  for (const uid of REFUSED) {
    it(`${uid} reads no statement`, async () => {
      const db = dbAs(rules.env, uid);
      await assertFails(getDocs(query(ledger(db), ...account('supplierAccounts', 'S1'), ...period(), orderBy('at'))));
      await assertFails(getAggregateFromServer(query(ledger(db), ...account('riderAccounts', 'R1')), { n: count() }));
    });
  }

  it("a query not naming the account collection is refused, even to All; /refunds reads no rider's entries", async () => {
    for (const uid of ALLOWED) {
      const db = dbAs(rules.env, uid);
      await assertFails(getDocs(query(ledger(db), where('accountId', '==', 'S1'), orderBy('at'))));
      await assertFails(getAggregateFromServer(query(ledger(db)), { n: count() }));
    }
    const refunds = dbAs(rules.env, 'refundsOnly');
    await statementReads(refunds, 'supplierAccounts', 'S1', 'available');
    await assertFails(getDocs(query(ledger(refunds), ...account('riderAccounts', 'R1'), orderBy('at'))));
  });
});
