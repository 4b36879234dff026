/**
 * A money decision's approval written as the data layer's transitionOne writes it (the
 * record's decision with its audit entry, the account's move and its ledger entry, in one
 * batch), with variations that the rules must refuse: an entry without its movement, a
 * movement without its entry, another amount, another account, no decision. Shared by the
 * rules tests of the decisions that move money (prizesFinesLedger, adjustments).
 */
import { collection, doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import type { AmountTransfer, Transition } from '../../src/lib/entity/define';
import { ledgerAmounts, ledgerEntryData } from '../../src/lib/entity/ledger';
import { auditEntryData, decisionData, type Validated } from './fixtures';
import { authorName } from './helpers';

/** What an approval changes from the legitimate write. */
export interface ApprovalVariation {
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
  /** The account moved instead of the record's (another person's). */
  readonly accountId?: string;
}

/** The approved record and the account it moves. */
export interface ApprovedRecord {
  readonly collection: Validated;
  readonly id: string;
  /** The record as stored (its `personId` names the account). */
  readonly data: DocumentData;
  readonly approve: Transition;
  /** The move the approval makes, as transitionOne resolves it (undefined: none). */
  readonly move: AmountTransfer | undefined;
  /** The account's balances as stored before. */
  readonly before: DocumentData;
}

/**
 * Approves `record` as `uid` in one batch, with the variation `v`.
 * @returns the commit (refused by the rules: a FirebaseError)
 */
export async function approveWithMove(
  db: Firestore,
  uid: string,
  record: ApprovedRecord,
  v: ApprovalVariation = {},
): Promise<void> {
  const { collection: name, id, data, move, before } = record;
  const byName = await authorName(db, uid);
  const batch = writeBatch(db);
  const audit = doc(collection(db, 'auditLog'));
  if (v.decided !== false) {
    batch.set(
      audit,
      auditEntryData(name, id, uid, {
        before: { status: 'pending' },
        written: { status: 'approved' },
        action: 'decision',
        reason: null,
        byName,
      }),
    );
    batch.update(doc(db, name, id), { ...decisionData(record.approve, uid, null), auditId: audit.id });
  }
  if (!move) {
    if (v.entry) batch.set(doc(db, 'ledger', v.entryId ?? audit.id), v.entry);
    return batch.commit();
  }
  const accountId = v.accountId ?? String(data['personId']);
  const amount = Number(data[move.amountField]);
  if (v.movement !== false) {
    const moved: DocumentData = {};
    for (const [field, delta] of Object.entries(ledgerAmounts(move, amount))) {
      moved[field] = Number(before[field] ?? 0) + delta + (v.skew ?? 0);
    }
    batch.update(doc(db, move.collection, accountId), {
      ...moved,
      [move.linkField]: id,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
  }
  if (v.entry !== null) {
    const entry = ledgerEntryData(move, { collection: name, id }, { id: accountId, before }, amount, uid);
    batch.set(doc(db, 'ledger', v.entryId ?? audit.id), { ...entry, at: serverTimestamp(), ...(v.entry ?? {}) });
  }
  return batch.commit();
}
