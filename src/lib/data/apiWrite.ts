/**
 * What every write of the data layer shares: the caller's uid, the author and audit entry
 * of an audited write (src/lib/data/audit.ts), a form's stored fields with their search
 * prefixes, a child's parent and its counter, the read that refuses a stale save, and a
 * decision's stamped update. Used by ./apiSave.ts and ./apiDecide.ts; not re-exported.
 */
import {
  doc,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase/firestore/lite';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { DOC_ID_PATTERN } from '@/lib/entity/fields';
import { SEARCH_FIELD, inScope } from './apiRead';
import { addAuditEntry, readAuthor, type Author } from './audit';
import { AUDIT_ID_FIELD, auditPath, changedFields, type AuditAction } from './auditModel';
import { readDate, searchPrefixes } from './convert';
import { conflictError, notFoundError } from './errors';
import { COUNTED_CHILD_FIELD, type AnyDefinition, type Entity, type EntityDefinition } from './types';

/** The signed-in staff member's uid (the rules check createdBy/updatedBy against it). */
export function callerUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/** Whether a write of this action on the entity is audited (its definition's `audit`). */
function isAuditedAction(entity: AnyDefinition<Entity>, action: AuditAction): boolean {
  return entity.audit?.of === 'all' || (entity.audit?.of === 'decisions' && action === 'decision');
}

/**
 * The author of a write inside its transaction: read (readAuthor) only when the write is
 * audited, as its entry records their name; otherwise the uid alone, with no read.
 * @param uid the signed-in staff member's uid
 */
export function authorFor(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  action: AuditAction,
  uid: string,
): Promise<Author> {
  return isAuditedAction(entity, action) ? readAuthor(tx, uid) : Promise.resolve({ uid, name: '' });
}

/**
 * For an audited write (the entity's `audit`), adds the audit entry of a write to the transaction (after its
 * reads) and returns the `auditId` field to write with the change; otherwise nothing.
 * @param before the stored document before (null: created)
 * @param written the fields the write sets (sentinels are not recorded)
 * @returns fields to merge into the write
 */
export function audited(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  ref: DocumentReference,
  change: { before: DocumentData | null; written: DocumentData; action: AuditAction; reason?: string | null },
  author: Author,
): DocumentData {
  if (!isAuditedAction(entity, change.action)) return {};
  const after = { ...(change.before ?? {}), ...change.written };
  const subject = entity.collection === 'users' ? ref.id : entity.audit?.subject ? after[entity.audit?.subject] : null;
  const id = addAuditEntry(
    tx,
    {
      action: change.action,
      collection: entity.collection,
      docId: ref.id,
      path: auditPath(entity.collection, after),
      subjectId: typeof subject === 'string' && subject ? subject : null,
      ...changedFields(change.before, change.written),
      reason: change.reason ?? null,
    },
    author,
  );
  return { [AUDIT_ID_FIELD]: id };
}

/** The stored fields of form values: the converter's output plus the search prefixes. */
export function storedFields<V>(
  entity: EntityDefinition<Entity, V>,
  values: V,
  mode: 'create' | 'update',
  searched: DocumentData = {},
): DocumentData {
  const data = entity.toFirestore(values, mode);
  return { ...data, [SEARCH_FIELD]: searchPrefixes(entity.searchFields.map((f) => data[f] ?? searched[f])) };
}

/** A parent read in a transaction, to be written after all reads. */
export interface ParentRead {
  readonly ref: DocumentReference;
  readonly count: number;
}

/**
 * Reads a child's parent in a transaction (Firestore wants every read before the
 * first write).
 * @param required throw not-found when the parent is missing (creating a child)
 * @returns the parent and its child count, or null when there is none
 */
export async function readParent(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  parentId: unknown,
  required: boolean,
): Promise<ParentRead | null> {
  const link = entity.hierarchy?.parent;
  if (!link || typeof parentId !== 'string' || !parentId) return null;
  const ref = doc(db, link.collection, parentId);
  const parent = await tx.get(ref);
  if (!parent.exists()) {
    if (required) throw notFoundError();
    return null;
  }
  return { ref, count: Number(parent.get(link.counter) ?? 0) };
}

/**
 * Steps a parent's child count by one for `childId` (after all reads of the
 * transaction), naming the child in COUNTED_CHILD_FIELD: the rules accept a step only
 * for the child it names and that child's create, delete or move in the same write
 * (docs/data-model.md, "Child counters"). A parent already at 0 losing a child is left
 * alone (data counted before counters existed; the rules accept that).
 */
export function writeParent(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  parent: ParentRead | null,
  delta: 1 | -1,
  childId: string,
  uid: string,
) {
  if (!parent || !entity.hierarchy?.parent) return;
  if (delta < 0 && parent.count <= 0) return;
  tx.update(parent.ref, {
    [entity.hierarchy?.parent.counter]: parent.count + delta,
    [COUNTED_CHILD_FIELD]: childId,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

/** A document id the panel may create (DOC_ID_PATTERN, docs/access.md "Document ids and image references"). */
export const SAFE_ID = new RegExp(`^${DOC_ID_PATTERN}$`, 'u');

/** A new document's stored fields: the converter's output, search prefixes and the audit fields. */
export function createdFields<V>(entity: EntityDefinition<Entity, V>, values: V, uid: string): DocumentData {
  return {
    ...storedFields(entity, values, 'create'),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: uid,
    updatedBy: uid,
    ...(entity.makerField ? { [entity.makerField]: uid } : {}),
  };
}

/** Reads a document in a transaction and checks nobody saved it since it was opened. */
export async function readForWrite(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  ref: DocumentReference,
  expectedUpdatedAt: Date | null | undefined,
): Promise<DocumentData> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists()) throw notFoundError();
  const data = snapshot.data();
  if (!inScope(entity, data)) throw notFoundError();
  if (expectedUpdatedAt !== undefined && readDate(data['updatedAt'])?.getTime() !== expectedUpdatedAt?.getTime()) {
    throw conflictError();
  }
  return data;
}

/**
 * A decision's update: the fields it writes, its audit entry (written in the same
 * transaction) and its stamp (who decided, when, why), for a transition and an
 * assignment alike (firestore.rules `is<Name>Decision`, `is<Name>Assignment`).
 * @param current the document as read in the transaction
 * @param written the fields the decision changes
 * @returns the data of the document's update
 */
export function decided(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  ref: DocumentReference,
  current: DocumentData,
  written: DocumentData,
  reason: string | null,
  author: Author,
): DocumentData {
  return {
    ...written,
    ...audited(tx, entity, ref, { before: current, written, action: 'decision', reason }, author),
    decidedAt: serverTimestamp(),
    decidedBy: author.uid,
    decisionReason: reason,
    updatedAt: serverTimestamp(),
    updatedBy: author.uid,
  };
}
