/**
 * The data layer's decisions (docs/data-model.md, Decisions; spec §4): a status change
 * after a confirmation, with the amounts it moves on linked documents and their ledger
 * entries, an assignment of people (dispatch) and its release. Each in one transaction,
 * stamped (who, when, why) and audited as the definition says. Re-exported by ./api.ts.
 */
import {
  doc,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import {
  loweredFields,
  raisedFields,
  releasedAssignment,
  type AmountTransfer,
  type Assignment,
  type AssignmentRelease,
  type Transitioned,
} from '@/lib/entity/define';
import { LEDGER_COLLECTION, ledgerEntryData } from '@/lib/entity/ledger';
import { baisaToOmr } from '@/lib/entity/parse';
import { holdsWhen, movesOf, moveShortfall, stepRefusal } from '@/lib/entity/refusal';
import { authorFor, callerUid, decided, readForWrite } from './apiWrite';
import { AUDIT_ID_FIELD } from './auditModel';
import { insufficientError, makerError, notFoundError, stateChangedError, unassignableError } from './errors';
import type { AnyDefinition, Entity } from './types';

/** A status change as the data layer applies it (src/lib/entity/define.ts, Transition). */
export interface StatusChange {
  readonly field: string;
  /** Values the field may have before; anything else is refused. */
  readonly from: readonly unknown[];
  readonly to: unknown;
  /** An amount moved on a linked document in the same transaction. */
  readonly transfer?: AmountTransfer;
  /** Amounts moved on several linked documents in the same transaction. */
  readonly transfers?: readonly AmountTransfer[];
  /** A list field to which the reason is appended as a staff message (a reply). */
  readonly append?: string;
  /** The creator or last editor may not apply it (docs/access.md, "Money and trust"). */
  readonly makerChecker?: boolean;
}

/** A transfer read in a transaction, to be written after all reads. */
interface TransferRead {
  readonly ref: DocumentReference;
  readonly data: DocumentData;
}

/**
 * Reads the linked document of a transfer and checks it holds the amount (before any write).
 * @param current the decided document as stored
 * @throws DataError not-found (no linked document) / insufficient (its `from` is below the
 *   amount, or its `to` would pass `atMost`), with the amount it can still take (`left`, OMR)
 */
async function readTransfer(tx: Transaction, transfer: AmountTransfer, current: DocumentData): Promise<TransferRead> {
  const linkedId = current[transfer.idField];
  if (typeof linkedId !== 'string' || !linkedId) throw notFoundError();
  const ref = doc(db, transfer.collection, linkedId);
  const snapshot = await tx.get(ref);
  const data = snapshot.exists() ? snapshot.data() : null;
  // The same check the screens make before anyone clicks (canOnDocument).
  const short = moveShortfall(transfer, current, data);
  if (short?.key) throw insufficientError(short.key, baisaToOmr(short.left));
  if (short || !data) throw notFoundError();
  return { ref, data };
}

/** Writes a transfer's move on the linked document (after all reads). */
function writeTransfer(
  tx: Transaction,
  transfer: AmountTransfer,
  read: TransferRead,
  amount: number,
  deciderId: string,
  uid: string,
) {
  const moved: DocumentData = {};
  for (const field of loweredFields(transfer)) moved[field] = Number(read.data[field] ?? 0) - amount;
  for (const field of raisedFields(transfer)) moved[field] = Number(read.data[field] ?? 0) + amount;
  tx.update(read.ref, {
    ...moved,
    [transfer.linkField]: deciderId,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

/**
 * Applies a status change after a confirmation (spec §4): inside one transaction the
 * current value must be one of `from` and, when given, `updatedAt` must still be the
 * one shown (a change saved meanwhile is refused like an edit conflict). The decision
 * is stamped: decidedAt (server time), decidedBy (the caller), decisionReason; an
 * audited entity also records it in the audit trail (src/lib/data/audit.ts). A change
 * with a `transfer` moves its amount on the linked document in the same transaction.
 * With `append`, the reason is also appended to that list as a staff message
 * `{ text, by, at, staff: true }` (`at`: this device's time, docs/data-model.md).
 * @param change the field, its allowed previous values, the new value, the transfer and the list to append to
 * @param options the reason (none: null) and the `updatedAt` the person saw
 * @throws DataError not-found / conflict / state-changed / insufficient; FirebaseError
 */
export async function transitionOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  change: StatusChange,
  options: { readonly reason?: string | null; readonly expectedUpdatedAt?: Date | null } = {},
): Promise<void> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  await runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([
      readForWrite(tx, entity, ref, options.expectedUpdatedAt),
      authorFor(tx, entity, 'decision', uid),
    ]);
    // The document's own refusals, as the screens answer them (canOnDocument).
    const refusal = stepRefusal(change, current, uid);
    if (refusal === 'state') throw stateChangedError();
    if (refusal === 'maker') throw makerError();
    // Every read before any write: the linked documents of the moves that apply.
    // A move chosen by the document's value (a reward or a fine) is that value's move.
    const moves = movesOf(change, current);
    const reads: TransferRead[] = [];
    for (const move of moves) reads.push(await readTransfer(tx, move, current));
    const reason = options.reason?.trim() || null;
    const appended: DocumentData = {};
    if (change.append) {
      const before: unknown = current[change.append];
      const message = { text: reason ?? '', by: uid, at: Timestamp.now(), staff: true };
      appended[change.append] = [...(Array.isArray(before) ? before : []), message];
    }
    const written = { ...appended, [change.field]: change.to };
    const update = decided(tx, entity, ref, current, written, reason, author);
    moves.forEach((move, i) => {
      const read = reads[i];
      if (!read) return;
      const amount = Number(current[move.amountField] ?? 0);
      writeTransfer(tx, move, read, amount, id, uid);
      // Its ledger entry, under the decision's audit entry id (src/lib/entity/ledger.ts).
      if (move.ledger) {
        const entry = ledgerEntryData(
          move,
          { collection: entity.collection, id },
          { id: read.ref.id, before: read.data },
          amount,
          uid,
        );
        tx.set(doc(db, LEDGER_COLLECTION, String(update[AUDIT_ID_FIELD])), { ...entry, at: serverTimestamp() });
      }
    });
    tx.update(ref, update);
  });
}

/**
 * Applies an assignment decision (issue 32, dispatch; a transition of kind `assign`,
 * src/lib/entity/assignment.ts Assignment,
 * docs/data-model.md "Dispatch") after a confirmation, in one transaction: the document's
 * `when` fields must still hold one of their values and, when given, `updatedAt` the one
 * shown; each named person must be a users document of the reference's type (`types`)
 * that is not blocked, and each link must hold (a rider of the named company). Writes the
 * people, the `sets` values, the decision's stamps and (audited entities) the audit entry.
 * The rules check the same (firestore.rules `is<Name>Assignment`).
 * @param assignment the definition's assignment (its `transitions` entry of kind `assign`)
 * @param people field → users document id of the person chosen (every `assignment.people`)
 * @param types field → the users `type` that person must have
 * @param options the note (none: null) and the `updatedAt` the person saw
 * @throws DataError not-found / conflict / state-changed / unassignable; FirebaseError
 */
export async function assignOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  assignment: Assignment,
  people: Readonly<Record<string, string>>,
  types: Readonly<Record<string, string>>,
  options: { readonly reason?: string | null; readonly expectedUpdatedAt?: Date | null } = {},
): Promise<void> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  await runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([
      readForWrite(tx, entity, ref, options.expectedUpdatedAt),
      authorFor(tx, entity, 'decision', uid),
    ]);
    if (!holdsWhen(assignment.when, current)) throw stateChangedError();
    const persons: Record<string, DocumentData> = {};
    for (const field of assignment.people) {
      const personId = people[field];
      if (!personId) throw unassignableError();
      const snapshot = await tx.get(doc(db, 'users', personId));
      const person = snapshot.data();
      if (!person || person['type'] !== types[field] || person['blocked'] === true) throw unassignableError();
      persons[field] = person;
    }
    for (const link of assignment.links ?? []) {
      if (persons[link.field]?.[link.personField] !== people[link.equals]) throw unassignableError();
    }
    const reason = options.reason?.trim() || null;
    const written: DocumentData = {
      ...Object.fromEntries(assignment.people.map((field) => [field, people[field]])),
      ...assignment.sets,
    };
    // The stamp: the server's time, on the document and in its entry alike (the rules
    // compare the entry's values with the document's).
    const field = assignment.stampedAt;
    const stamped = field ? { ...written, [field]: serverTimestamp() } : written;
    tx.update(ref, decided(tx, entity, ref, current, stamped, reason, author));
  });
}

/**
 * Takes an assignment back (issue 50 item 3; a transition of kind `release`,
 * src/lib/entity/assignment.ts AssignmentRelease,
 * docs/data-model.md "Dispatch") after a confirmation, in one transaction: the document's
 * release `when` fields must still hold one of their values and, when given, `updatedAt`
 * the one shown. Clears the assigned people and the assignment's stamp, writes the `sets`
 * values, the decision's stamps and (audited entities) the audit entry. The wait
 * (`after`) is the rules' to check against the server's time (firestore.rules
 * `is<Name>Release`); the screens offer it only once it has passed.
 * @param entity the definition, whose `transitions` hold the release and its assignment
 * @param release the definition's release (its `transitions` entry of kind `release`)
 * @param options the note (none: null) and the `updatedAt` the person saw
 * @throws DataError not-found / conflict / state-changed; FirebaseError (permission-denied
 *   before the wait is over); Error when `release.of` names no assignment of the definition
 */
export async function releaseOne<T extends Entity>(
  entity: AnyDefinition<T> & Transitioned,
  id: string,
  release: AssignmentRelease,
  options: { readonly reason?: string | null; readonly expectedUpdatedAt?: Date | null } = {},
): Promise<void> {
  const assignment = releasedAssignment(entity, release);
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  await runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([
      readForWrite(tx, entity, ref, options.expectedUpdatedAt),
      authorFor(tx, entity, 'decision', uid),
    ]);
    if (!holdsWhen(release.when, current)) throw stateChangedError();
    const reason = options.reason?.trim() || null;
    const written: DocumentData = {
      ...Object.fromEntries(assignment.people.map((field) => [field, null])),
      ...(assignment.stampedAt ? { [assignment.stampedAt]: null } : {}),
      ...release.sets,
    };
    tx.update(ref, decided(tx, entity, ref, current, written, reason, author));
  });
}
