/**
 * An account's statement for a period of Muscat days, read (issue 49 item 5;
 * docs/data-model.md "Statements"; the pure part in ./statementModel.ts): the opening
 * balance from the last entry before the period (one document read, or 0 when there is
 * none), the period's count, movement and per-kind subtotals by aggregation queries (never
 * reading the entries), closing = opening + movement, and the entries themselves one page
 * at a time by cursor. Every query is on one account (`accountCollection` and `accountId`
 * equal: the ledger's read rule needs the first) and declared in STATEMENT_QUERIES.
 */
import {
  collection,
  count,
  getAggregate,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  Timestamp,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import type { LedgerKind } from '@/lib/entity/ledger';
import { db } from '@/lib/firebase/firestore';
import { readDate } from './convert';
import {
  amountPath,
  STATEMENT_KINDS,
  STATEMENT_PAGE_SIZE,
  type KindSubtotal,
  type StatementAccount,
  type StatementTotals,
} from './statementModel';

/** One entry as a statement lists it. */
export interface StatementEntry {
  readonly id: string;
  readonly at: Date | null;
  readonly kind: LedgerKind;
  /** Signed baisa on the statement's balance (0 when the entry moved other balances only). */
  readonly amount: number;
  /** The balance after it, baisa (null when the entry did not move it). */
  readonly balance: number | null;
  readonly causeCollection: string;
  readonly causeId: string;
}

/** A page of entries and the cursor of the next one (null: the last page). */
export interface StatementPage {
  readonly entries: readonly StatementEntry[];
  readonly next: QueryDocumentSnapshot | null;
}

/** A time range, [start, end). */
export interface Range {
  readonly start: Date;
  readonly end: Date;
}

const ledger = () => collection(db, COLLECTIONS.ledger);

/** The account's entries (the ledger's read rule needs `accountCollection` in the query). */
const ofAccount = (account: StatementAccount, accountId: string) => [
  where('accountCollection', '==', account.collection),
  where('accountId', '==', accountId),
];

/** The account's entries of a range. */
const inRange = (account: StatementAccount, accountId: string, range: Range) => [
  ...ofAccount(account, accountId),
  where('at', '>=', Timestamp.fromDate(range.start)),
  where('at', '<', Timestamp.fromDate(range.end)),
];

/** A number field of a map, null when absent. */
const numberIn = (map: unknown, field: string): number | null => {
  const value = (map as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'number' ? value : null;
};

/**
 * One stored entry as a statement lists it.
 * @param account the account's declaration (the balance it follows)
 * @param id the entry's document id
 * @param data the entry's data
 */
export function entryOf(account: StatementAccount, id: string, data: DocumentData): StatementEntry {
  return {
    id,
    at: readDate(data['at']),
    kind: data['kind'] as LedgerKind,
    amount: numberIn(data['amounts'], account.balance) ?? 0,
    balance: numberIn(data['balances'], account.balance),
    causeCollection: String(data['causeCollection'] ?? ''),
    causeId: String(data['causeId'] ?? ''),
  };
}

/**
 * The balance at an instant: what it held after the account's last entry before it (one
 * document read); 0 when there is none. An entry that did not move the balance has no
 * figure for it: then the sum of every earlier entry's amount (one aggregation query).
 * @param account the account's declaration
 * @param accountId the account's document id
 * @param at the instant (a period's start)
 * @returns baisa
 * @throws FirebaseError (permission-denied when the viewer may not read the account)
 */
export async function balanceAt(account: StatementAccount, accountId: string, at: Date): Promise<number> {
  const before = [...ofAccount(account, accountId), where('at', '<', Timestamp.fromDate(at))];
  const last = await getDocs(query(ledger(), ...before, orderBy('at', 'desc'), limit(1)));
  const doc = last.docs[0];
  if (!doc) return 0;
  const after = numberIn(doc.data()['balances'], account.balance);
  if (after !== null) return after;
  const summed = await getAggregate(query(ledger(), ...before), { moved: sum(amountPath(account.balance)) });
  return Number(summed.data().moved ?? 0);
}

/**
 * A period's figures: opening, count, movement and subtotal per kind, closing. Aggregation
 * queries in two parallel rounds: the period's count and sum and each kind's count, then
 * the sum of each kind present.
 * @param account the account's declaration
 * @param accountId the account's document id
 * @param range the period's instants ([start, end))
 * @throws FirebaseError
 */
export async function statementTotals(
  account: StatementAccount,
  accountId: string,
  range: Range,
): Promise<StatementTotals> {
  const field = amountPath(account.balance);
  const entries = (...more: QueryFieldFilterConstraint[]) =>
    query(ledger(), ...inRange(account, accountId, range), ...more);
  const moved = async (...more: QueryFieldFilterConstraint[]) =>
    Number((await getAggregate(entries(...more), { moved: sum(field) })).data().moved ?? 0);
  const counted = async (...more: QueryFieldFilterConstraint[]) =>
    (await getAggregate(entries(...more), { n: count() })).data().n;
  // A count and a sum are separate queries: asked together, the aggregations see only the
  // entries holding the summed field (an entry may move other balances only).
  const [opening, total, sumMoved, ...kindCounts] = await Promise.all([
    balanceAt(account, accountId, range.start),
    counted(),
    moved(),
    ...STATEMENT_KINDS.map((kind) => counted(where('kind', '==', kind))),
  ]);
  // Sums only for the kinds present (most periods hold a few).
  const present = STATEMENT_KINDS.filter((_, i) => (kindCounts[i] ?? 0) > 0);
  const sums = await Promise.all(present.map((kind) => moved(where('kind', '==', kind))));
  const byKind: KindSubtotal[] = present.map((kind, i) => ({
    kind,
    count: kindCounts[STATEMENT_KINDS.indexOf(kind)] ?? 0,
    amount: sums[i] ?? 0,
  }));
  return { opening, count: total, moved: sumMoved, byKind, closing: opening + sumMoved };
}

/**
 * One page of a period's entries, oldest first.
 * @param account the account's declaration
 * @param accountId the account's document id
 * @param range the period's instants
 * @param after the previous page's `next` (none: the first page)
 * @param size entries per page (1 to 500)
 * @throws FirebaseError
 */
export async function statementPage(
  account: StatementAccount,
  accountId: string,
  range: Range,
  after: QueryDocumentSnapshot | null = null,
  size = STATEMENT_PAGE_SIZE,
): Promise<StatementPage> {
  const pageSize = Math.max(1, Math.min(500, Math.floor(size)));
  const snapshot = await getDocs(
    query(
      ledger(),
      ...inRange(account, accountId, range),
      orderBy('at', 'asc'),
      ...(after ? [startAfter(after)] : []),
      limit(pageSize),
    ),
  );
  const entries = snapshot.docs.map((doc) => entryOf(account, doc.id, doc.data()));
  const last = snapshot.docs[snapshot.docs.length - 1];
  return { entries, next: snapshot.docs.length === pageSize && last ? last : null };
}
