/**
 * The reconciliation check (issue 49 item 6; docs/data-model.md "Reconciliation"; the
 * arithmetic in ./statementModel.ts differencesOf): an account's stored balances against
 * the sums of its ledger entries' amounts, by aggregation queries per account (its count, and
 * one sum per balance), for one account or for an account collection a page at a time (by
 * document id, cursor-paged). A difference comes with the account's last entries (one
 * bounded read, newest first) so a person sees where it stands.
 */
import {
  collection,
  count,
  doc,
  documentId,
  getAggregate,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  sum,
  where,
  type DocumentData,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';
import { entryOf, type StatementEntry } from './statement';
import { amountPath, differencesOf, type BalanceDifference, type StatementAccount } from './statementModel';

/** Accounts one reconciliation page checks (each one aggregation query, in parallel). */
export const RECONCILE_PAGE_SIZE = 20;

/** Entries shown around a difference (the account's last ones). */
export const ENTRIES_AROUND = 5;

/** One account checked. */
export interface AccountCheck {
  readonly accountId: string;
  /** Its ledger entries. */
  readonly entries: number;
  /** Balances that differ (none: it reconciles). */
  readonly differences: readonly BalanceDifference[];
}

/** A page of accounts checked and the id to continue after (null: the last page). */
export interface ReconcilePage {
  readonly checks: readonly AccountCheck[];
  readonly next: string | null;
}

/**
 * Checks one account whose document is already read.
 * @param account the account collection's declaration
 * @param accountId the account's document id
 * @param stored the account document's data
 * @throws FirebaseError (permission-denied when the viewer may not read the ledger)
 */
export async function checkAccount(
  account: StatementAccount,
  accountId: string,
  stored: DocumentData,
): Promise<AccountCheck> {
  const entries = query(
    collection(db, COLLECTIONS.ledger),
    where('accountCollection', '==', account.collection),
    where('accountId', '==', accountId),
  );
  // One query per figure: asked together, the aggregations see only the entries holding
  // every summed field (an entry moves some balances only).
  const [counted, ...summed] = await Promise.all([
    getAggregate(entries, { n: count() }),
    ...account.balances.map((balance) => getAggregate(entries, { moved: sum(amountPath(balance)) })),
  ]);
  const sums = Object.fromEntries(
    account.balances.map((balance, i) => [balance, Number(summed[i]?.data().moved ?? 0)]),
  );
  return { accountId, entries: counted.data().n, differences: differencesOf(account, stored, sums) };
}

/**
 * Checks one account by id (one document read and one aggregation query).
 * @returns its check, or null when the account does not exist
 */
export async function checkOne(account: StatementAccount, accountId: string): Promise<AccountCheck | null> {
  const snapshot = await getDoc(doc(db, account.collection, accountId));
  return snapshot.exists() ? checkAccount(account, accountId, snapshot.data()) : null;
}

/**
 * Checks a page of an account collection, in document id order.
 * @param account the account collection's declaration
 * @param after the previous page's `next` (none: from the first account)
 * @param size accounts per page (1 to 100)
 */
export async function checkPage(
  account: StatementAccount,
  after: string | null = null,
  size = RECONCILE_PAGE_SIZE,
): Promise<ReconcilePage> {
  const pageSize = Math.max(1, Math.min(100, Math.floor(size)));
  const snapshot = await getDocs(
    query(
      collection(db, account.collection),
      orderBy(documentId()),
      ...(after ? [startAfter(after)] : []),
      limit(pageSize),
    ),
  );
  const checks = await Promise.all(snapshot.docs.map((d) => checkAccount(account, d.id, d.data())));
  const last = snapshot.docs[snapshot.docs.length - 1];
  return { checks, next: snapshot.docs.length === pageSize && last ? last.id : null };
}

/**
 * The account's last entries, newest first (around a difference: the stored figure should
 * be the newest entry's balance after).
 * @param account the account collection's declaration
 * @param accountId the account's document id
 * @param size how many (1 to 20)
 */
export async function lastEntries(
  account: StatementAccount,
  accountId: string,
  size = ENTRIES_AROUND,
): Promise<StatementEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.ledger),
      where('accountCollection', '==', account.collection),
      where('accountId', '==', accountId),
      orderBy('at', 'desc'),
      limit(Math.max(1, Math.min(20, Math.floor(size)))),
    ),
  );
  return snapshot.docs.map((d) => entryOf(account, d.id, d.data()));
}
