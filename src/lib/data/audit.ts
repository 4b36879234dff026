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
import { db } from '@/lib/firebase/firestore';
import {
  AUDIT_COLLECTION,
  MAX_ACTION,
  MAX_AUDITED_FIELDS,
  toAuditEntry,
  type AuditEntry,
  type AuditInput,
  type AuditQuery,
} from './auditModel';

/**
 * Adds an audit entry to a transaction (after all its reads). The caller must also
 * write the returned id into the changed document's `auditId` in the same transaction.
 * @param tx the transaction of the change
 * @param input what changed
 * @param actor the caller's uid
 * @returns the new entry's id
 * @throws Error when the action name is not letters and dots, or too many fields are recorded
 */
export function addAuditEntry(tx: Transaction, input: AuditInput, actor: string): string {
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
    actor,
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
