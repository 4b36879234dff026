/**
 * Statements and reconciliation of money accounts (issue 49 items 5 and 6;
 * docs/data-model.md "Statements", "Reconciliation"), pure (no Firebase): which account
 * collections have statements and which balance a statement follows, the period of Muscat
 * days a statement covers, the shapes of the ledger queries (read by the index generator,
 * scripts/lib/generated.ts), and the arithmetic that must hold (opening + entries =
 * closing). The reads are in ./statement.ts and ./reconcile.ts.
 *
 * Adding an account collection (delivery companies' accounts) is one line in
 * STATEMENT_ACCOUNTS: its collection, the balance its statement follows, and its balances.
 */
import { COLLECTIONS, type CollectionName } from '@/config/collections';
import { MARKET_TIME_ZONE } from '@/config/constants';
import { LEDGER_KINDS, type LedgerKind } from '@/lib/entity/ledger';
import type { QueryShape } from '@/lib/entity/indexShapes';
import { dayInZone, daysBetween } from '@/lib/days';

/** An account collection whose ledger entries make statements. */
export interface StatementAccount {
  /** The account collection (the entries' `accountCollection`). */
  readonly collection: CollectionName;
  /** The balance a statement follows (opening, each entry's amount, closing), baisa. */
  readonly balance: string;
  /** Every balance the account holds, reconciled against the ledger (at most 4: MAX_SUMS). */
  readonly balances: readonly string[];
}

/**
 * The account collections with statements (one line each). A supplier's statement follows
 * what the platform owes them (`available` = earned − released); a rider's the cash they
 * hold (owed to the platform); a delivery company's the delivery fees the platform owes it.
 */
export const STATEMENT_ACCOUNTS = {
  supplierAccounts: {
    collection: COLLECTIONS.supplierAccounts,
    balance: 'available',
    balances: ['earned', 'released', 'available'],
  },
  riderAccounts: { collection: COLLECTIONS.riderAccounts, balance: 'cashHeld', balances: ['cashHeld', 'remitted'] },
  deliveryCompanyAccounts: {
    collection: COLLECTIONS.deliveryCompanyAccounts,
    balance: 'available',
    balances: ['available', 'paidOut'],
  },
} as const satisfies Record<string, StatementAccount>;

export type StatementAccountName = keyof typeof STATEMENT_ACCOUNTS;

/** Entries a statement page shows (one page is read at a time, never the period). */
export const STATEMENT_PAGE_SIZE = 50;

/** Longest period of one statement, in days (a quarter and a little). */
export const MAX_STATEMENT_DAYS = 93;

/** Days of the default period (a week, today included). */
export const DEFAULT_STATEMENT_DAYS = 7;

/** A period of whole Muscat days, both included, as YYYY-MM-DD. */
export interface StatementPeriod {
  readonly from: string;
  readonly to: string;
}

/**
 * The default period: the last DEFAULT_STATEMENT_DAYS Muscat days, today included.
 * @param now the current instant
 */
export function defaultPeriod(now: Date): StatementPeriod {
  return { from: dayInZone(now, MARKET_TIME_ZONE, DEFAULT_STATEMENT_DAYS - 1), to: dayInZone(now, MARKET_TIME_ZONE) };
}

/**
 * The instants a period covers: [start, end), from the first day's Muscat midnight to the
 * one after the last day.
 * @returns the range, or null when a day is malformed, `to` is before `from`, or the period
 *   is longer than MAX_STATEMENT_DAYS
 */
export function periodRange(period: StatementPeriod): { start: Date; end: Date } | null {
  const days = daysBetween(period.from, period.to, MARKET_TIME_ZONE);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last || days.length > MAX_STATEMENT_DAYS) return null;
  return { start: first.start, end: last.end };
}

/** The ledger field holding an entry's signed amount on `balance` (an aggregation's sum field). */
export const amountPath = (balance: string): string => `amounts.${balance}`;

/** The ledger field holding what `balance` held after an entry. */
export const balancePath = (balance: string): string => `balances.${balance}`;

/** One kind's subtotal over a period. */
export interface KindSubtotal {
  readonly kind: LedgerKind;
  readonly count: number;
  /** Signed baisa on the statement's balance. */
  readonly amount: number;
}

/** A statement's figures (the entries are paged apart). */
export interface StatementTotals {
  /** The balance at the period's start, baisa. */
  readonly opening: number;
  /** The period's entries. */
  readonly count: number;
  /** Their signed sum on the balance, baisa. */
  readonly moved: number;
  /** Kinds with at least one entry, in LEDGER_KINDS order. */
  readonly byKind: readonly KindSubtotal[];
  /** opening + moved, baisa. */
  readonly closing: number;
}

/**
 * Whether a statement adds up: the subtotals sum to the period's movement and its entries'
 * count, and opening + movement = closing (when `entries` is given: every entry of the
 * period, read page by page, sums to the movement too).
 * @param totals the statement's figures
 * @param entries the amounts of every entry of the period on the balance, baisa (optional)
 */
export function addsUp(totals: StatementTotals, entries?: readonly number[]): boolean {
  const kinds = totals.byKind.reduce((sum, k) => sum + k.amount, 0);
  const counted = totals.byKind.reduce((sum, k) => sum + k.count, 0);
  const listed = entries ? entries.reduce((sum, a) => sum + a, 0) === totals.moved : true;
  return (
    kinds === totals.moved &&
    counted === totals.count &&
    totals.opening + totals.moved === totals.closing &&
    (!entries || entries.length === totals.count) &&
    listed
  );
}

/** One balance of an account whose stored figure differs from the sum of its ledger entries. */
export interface BalanceDifference {
  readonly balance: string;
  /** What the account document holds, baisa. */
  readonly stored: number;
  /** The sum of its entries' amounts on that balance, baisa. */
  readonly ledger: number;
}

/**
 * The balances whose stored figure is not the sum of the account's entries (an account
 * starts at 0; a missing stored figure reads as 0).
 * @param account the account's declaration
 * @param stored the account document's data
 * @param sums balance → the sum of its entries' amounts
 */
export function differencesOf(
  account: StatementAccount,
  stored: Readonly<Record<string, unknown>>,
  sums: Readonly<Record<string, number>>,
): BalanceDifference[] {
  return account.balances
    .map((balance) => ({ balance, stored: Number(stored[balance] ?? 0), ledger: sums[balance] ?? 0 }))
    .filter((d) => d.stored !== d.ledger);
}

/** A query on one account's entries: `accountCollection` and `accountId` equal, more as given. */
const ledgerQuery = (
  equality: readonly string[],
  inequality: readonly string[],
  direction: 'ASCENDING' | 'DESCENDING',
): QueryShape => ({
  collectionGroup: COLLECTIONS.ledger,
  queryScope: 'COLLECTION',
  equality: ['accountCollection', 'accountId', ...equality],
  contains: [],
  inequality,
  orderBy: [{ field: 'at', direction }],
});

/**
 * The ledger queries of statements and reconciliation, for the index generator: a
 * period's entries by time (the page, with `__name__` after `at`; the period's count and
 * sum), the last entry before a period (newest first: the opening balance; the entries
 * around a difference), and a kind's entries of a period (its subtotal). The
 * reconciliation's sums over every entry of an account are equalities only (single-field
 * indexes merged serve them).
 */
export const STATEMENT_QUERIES: readonly QueryShape[] = [
  ledgerQuery([], ['at'], 'ASCENDING'),
  {
    ...ledgerQuery([], ['at'], 'ASCENDING'),
    orderBy: [
      { field: 'at', direction: 'ASCENDING' },
      { field: '__name__', direction: 'ASCENDING' },
    ],
  },
  ledgerQuery([], ['at'], 'DESCENDING'),
  ledgerQuery([], [], 'DESCENDING'),
  ledgerQuery(['kind'], ['at'], 'ASCENDING'),
];

/** The kinds a statement subtotals (every kind: each is one aggregation query, in parallel). */
export const STATEMENT_KINDS: readonly LedgerKind[] = LEDGER_KINDS;
