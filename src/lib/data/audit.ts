/**
 * The audit trail (docs/access.md, "Audit trail"): an entry per sensitive change, written
 * in the same transaction as the change. The changed document names its entry in its
 * `auditId` field; firestore.rules refuse the change unless that entry is created in the
 * same write (`isAudited`), and refuse the entry unless it records the change truly
 * (`isAuditEntry`: its caller, the server time, the document, and before/after values
 * equal to the document's). Entries are never updated or deleted.
 */
import {
  collection,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';
import {
  AUDIT_COLLECTION,
  AUTHOR_NAME_FIELD,
  AUTHOR_SOURCE_FIELD,
  MAX_ACTION,
  MAX_AUDITED_FIELDS,
  toAuditEntry,
  type AuditEntry,
  type AuditInput,
  type AuditQuery,
} from './auditModel';

/** Who writes an entry: the signed-in staff member's uid and the name their users document holds. */
export interface Author {
  readonly uid: string;
  readonly name: string;
}

/**
 * Reads the author of an audited write inside its transaction: the caller's own users
 * document (which they may always read), so the entry's `byName` is the name the rules
 * compare it with (firestore.rules `isByCaller`), even when it changed since the page
 * loaded. Call it with the transaction's other reads (in parallel), before any write.
 * @param tx the transaction of the change
 * @param uid the signed-in staff member's uid
 * @returns their uid and name ('' when their document has none)
 */
export async function readAuthor(tx: Transaction, uid: string): Promise<Author> {
  const name: unknown = (await tx.get(doc(db, COLLECTIONS.users, uid))).get(AUTHOR_SOURCE_FIELD);
  return { uid, name: typeof name === 'string' ? name : '' };
}

/**
 * Adds an audit entry to a transaction (after all its reads). The caller must also
 * write the returned id into the changed document's `auditId` in the same transaction.
 * @param tx the transaction of the change
 * @param input what changed
 * @param author the caller (readAuthor): `actor` and `byName` of the entry
 * @returns the new entry's id
 * @throws Error when the action name is not letters and dots, or too many fields are recorded
 */
export function addAuditEntry(tx: Transaction, input: AuditInput, author: Author): string {
  if (!/^[A-Za-z.]+$/.test(input.action) || input.action.length > MAX_ACTION) {
    throw new Error(`Bad audit action ${input.action}`);
  }
  if (Object.keys(input.after).length > MAX_AUDITED_FIELDS) throw new Error('Too many audited fields');
  const ref = doc(collection(db, AUDIT_COLLECTION));
  tx.set(ref, {
    action: input.action,
    collection: input.collection,
    docId: input.docId,
    path: input.path,
    subjectId: input.subjectId ?? null,
    before: input.before,
    after: input.after,
    reason: input.reason?.trim() || null,
    actor: author.uid,
    [AUTHOR_NAME_FIELD]: author.name,
    at: serverTimestamp(),
  });
  return ref.id;
}

/**
 * One page of the audit trail, newest first, read with a cursor (docs/access.md,
 * "Audit trail"), filtered on the server by document, person, action, path, author and
 * a date range (`from` inclusive, `to` exclusive).
 * @returns the entries and whether there is a next page
 * @throws FirebaseError permission-denied when the reader may not read these entries
 */
export async function listAuditEntries(params: AuditQuery): Promise<{ rows: AuditEntry[]; hasMore: boolean }> {
  const constraints: QueryConstraint[] = [];
  if (params.docId) constraints.push(where('docId', '==', params.docId));
  if (params.docIds) constraints.push(where('docId', 'in', [...params.docIds]));
  if (params.subjectId) constraints.push(where('subjectId', '==', params.subjectId));
  if (params.action) constraints.push(where('action', '==', params.action));
  if (params.path) constraints.push(where('path', '==', params.path));
  if (params.actor) constraints.push(where('actor', '==', params.actor));
  if (params.from) constraints.push(where('at', '>=', Timestamp.fromDate(params.from)));
  if (params.to) constraints.push(where('at', '<', Timestamp.fromDate(params.to)));
  constraints.push(orderBy('at', 'desc'), orderBy(documentId(), 'desc'));
  if (params.after) constraints.push(startAfter(Timestamp.fromDate(params.after.at), params.after.id));
  constraints.push(limit(params.pageSize + 1));
  const snapshot = await getDocs(query(collection(db, AUDIT_COLLECTION), ...constraints));
  const rows = snapshot.docs.slice(0, params.pageSize).map((entry) => toAuditEntry(entry.id, entry.data()));
  return { rows, hasMore: snapshot.docs.length > params.pageSize };
}
