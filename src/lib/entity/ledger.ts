/**
 * The ledger (issue 49 item 1; docs/data-model.md "Ledger"): one immutable entry per
 * money movement on an account (a supplier's `supplierAccounts` document today), written
 * in the same write as the movement. An entry says which account moved, why (its kind and
 * the record that caused it), by how much for each balance it moves (signed integer
 * baisa) and what each of those balances holds afterwards, who moved it and when (server
 * time). Its id is the id of the causing decision's audit entry (the same write's
 * `auditId`), so a movement names its entry without a field of its own.
 *
 * Which movements write one is declared on the movement (a transition's transfer with
 * `ledger: { kind }`, src/lib/entity/define.ts AmountTransfer); the rules are generated
 * from those declarations (scripts/rules/ledgerRules.ts): an entry without its movement,
 * a movement without its entry, an entry whose amounts or balances differ from the
 * account's change, and any edit or delete of an entry are refused.
 */
import { COLLECTIONS, type CollectionName } from '@/config/collections';
import { loweredFields, raisedFields, type AmountTransfer } from '@/lib/entity/define';

/** The ledger collection. */
export const LEDGER_COLLECTION = COLLECTIONS.ledger;

/**
 * What moved an account (issue 49 item 1). The panel writes `withdrawal`, `refundCharged`,
 * `cashRemitted`, `reward` and `fine`; the others are the vocabulary of the movements
 * still to come (deliveries and cash by the apps or server, payouts, adjustments), so the
 * entries already written never need renaming.
 */
export const LEDGER_KINDS = [
  'orderDelivered',
  'cashCollected',
  'cashRemitted',
  'payout',
  'withdrawal',
  'refundCharged',
  'reward',
  'fine',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The fields of a ledger entry, every one required. */
export const LEDGER_ENTRY_FIELDS = [
  'accountCollection',
  'accountId',
  'kind',
  'amounts',
  'balances',
  'causeCollection',
  'causeId',
  'by',
  'at',
] as const;

/** A ledger entry as stored (`at` a Firestore timestamp once written). */
export interface LedgerEntry {
  /** The account's collection (`supplierAccounts`). */
  readonly accountCollection: CollectionName;
  /** The account's document id (the supplier's uid). */
  readonly accountId: string;
  readonly kind: LedgerKind;
  /** Balance field → signed amount it moved, integer baisa (a withdrawal: available −a, released +a). */
  readonly amounts: Readonly<Record<string, number>>;
  /** Balance field → what it holds after the movement, integer baisa. */
  readonly balances: Readonly<Record<string, number>>;
  /** The record that caused it (`withdrawals`, `refunds`) and its id. */
  readonly causeCollection: CollectionName;
  readonly causeId: string;
  /** The staff member (uid) whose write moved it. */
  readonly by: string;
  readonly at: unknown;
}

/**
 * The signed amounts a transfer moves: each lowered field −amount, each raised one +amount.
 * @param transfer the movement's declaration (a `byValue` one resolved first: resolvedTransfer)
 * @param amount the amount moved, integer baisa (> 0)
 * @returns balance field → signed baisa
 */
export function ledgerAmounts(transfer: AmountTransfer, amount: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const field of loweredFields(transfer)) out[field] = -amount;
  for (const field of raisedFields(transfer)) out[field] = amount;
  return out;
}

/**
 * The ledger entry of one movement, as the data layer writes it in the movement's
 * transaction (src/lib/data/api.ts transitionOne) and the rules tests write it.
 * @param transfer the movement's declaration (its `ledger.kind`, collection, fields)
 * @param cause the causing record: its collection and id
 * @param account the account's id and its balances before the movement (missing: 0)
 * @param amount the amount moved, integer baisa
 * @param uid the caller
 * @returns the entry's data but `at`, which the writer sets to the server time
 * @throws Error when the transfer declares no ledger entry
 */
export function ledgerEntryData(
  transfer: AmountTransfer,
  cause: { readonly collection: CollectionName; readonly id: string },
  account: { readonly id: string; readonly before: Readonly<Record<string, unknown>> },
  amount: number,
  uid: string,
): Omit<LedgerEntry, 'at'> {
  if (!transfer.ledger)
    throw new Error(`${cause.collection}: the move on ${transfer.collection} writes no ledger entry`);
  const amounts = ledgerAmounts(transfer, amount);
  const balances: Record<string, number> = {};
  for (const [field, moved] of Object.entries(amounts)) balances[field] = Number(account.before[field] ?? 0) + moved;
  return {
    accountCollection: transfer.collection,
    accountId: account.id,
    kind: transfer.ledger.kind as LedgerKind,
    amounts,
    balances,
    causeCollection: cause.collection,
    causeId: cause.id,
    by: uid,
  };
}

/**
 * Sums ledger entries per balance (the reconciliation's side of the ledger: every balance
 * of an account equals the sum of its entries' amounts when the account started at 0).
 * @param entries entries of one account
 * @returns balance field → summed signed baisa
 */
export function sumLedger(entries: readonly Pick<LedgerEntry, 'amounts'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of entries) {
    for (const [field, moved] of Object.entries(entry.amounts)) out[field] = (out[field] ?? 0) + moved;
  }
  return out;
}
