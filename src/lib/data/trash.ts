/**
 * The trash (docs/data-model.md "Trash", docs/access.md "Trash"): a delete moves the
 * document to `trash/{entryId}` in the same transaction (its exact data, collection, id,
 * who and when), a restore writes that data back and removes the entry in one
 * transaction, and All holders delete entries forever (then the document's images leave
 * Storage). Each step writes its audit entry in the same transaction. firestore.rules
 * ("the trash") refuse anything else: an entry differing from the deleted document, a
 * restore with other data, an edited entry.
 */
import {
  collection,
  doc,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type DocumentReference,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { readAuthor, type Author } from './audit';
import { AUDIT_COLLECTION, AUTHOR_NAME_FIELD } from './auditModel';
import { DataError } from './errors';
import {
  TRASH_COLLECTION,
  TRASH_DAYS,
  TRASH_ID_FIELD,
  imagePathsOf,
  toTrashEntry,
  trashCutoff,
  trashEntryId,
  trashPath,
  trashStepAuditId,
  type TrashEntry,
  type TrashStep,
} from './trashModel';
import { COUNTED_CHILD_FIELD } from './types';

export * from './trashModel';

/** A child's link to its parent's counter (an entity definition's `parent`). */
export interface ParentLink {
  /** The child's field holding the parent id. */
  readonly field: string;
  readonly collection: string;
  readonly counter: string;
}

/** A restore refused because the document's id is in use again. */
export const restoreExistsError = () => new DataError('exists', 'trash.error.exists');
/** A child's restore refused because its parent was deleted meanwhile. */
export const parentGoneError = () => new DataError('not-found', 'trash.error.parentGone');
/** The entry was restored or deleted forever meanwhile. */
export const entryGoneError = () => new DataError('not-found', 'trash.error.gone');

/**
 * Reads an entry in a transaction. The rules refuse a missing entry like someone else's
 * (firestore.rules `trash` get: nobody learns whether an entry they may not read exists),
 * so to a holder of its path, who read it in the list, a refusal means it is gone.
 * @throws DataError not-found (`trash.error.gone`); FirebaseError other failures
 */
async function readEntry(tx: Transaction, entryRef: DocumentReference): Promise<DocumentData | null> {
  try {
    const snapshot = await tx.get(entryRef);
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}

function callerUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/** Adds the audit entry of a trash step to a transaction (firestore.rules `isTrashAuditEntry`). */
function auditStep(
  tx: Transaction,
  ref: DocumentReference,
  step: TrashStep,
  entry: Pick<TrashEntry, 'id' | 'collection' | 'docId' | 'path'>,
  author: Author,
) {
  tx.set(ref, {
    action: step,
    collection: entry.collection,
    docId: entry.docId,
    path: entry.path,
    subjectId: null,
    before: null,
    after: {},
    reason: null,
    actor: author.uid,
    [AUTHOR_NAME_FIELD]: author.name,
    at: serverTimestamp(),
    [TRASH_ID_FIELD]: entry.id,
  });
}

/**
 * Moves a document to the trash inside the transaction of its delete (after all its
 * reads): writes the entry and the delete's audit entry, and deletes the document.
 * @param current the document's data as read in this transaction
 * @param author the caller, read in this transaction (readAuthor)
 * @returns the entry's id (to undo with restoreTrashEntry)
 */
export function moveToTrash(tx: Transaction, ref: DocumentReference, current: DocumentData, author: Author): string {
  const id = trashEntryId(ref.parent.id, ref.id, current);
  const audit = doc(collection(db, AUDIT_COLLECTION));
  const entry = { id, collection: ref.parent.id, docId: ref.id, path: trashPath(ref.parent.id) };
  tx.set(doc(db, TRASH_COLLECTION, id), {
    collection: entry.collection,
    docId: entry.docId,
    data: current,
    path: entry.path,
    deletedBy: author.uid,
    deletedAt: serverTimestamp(),
    // The rules accept 30 to 32 days after the server's time: a day either way for this
    // device's clock (docs/data-model.md "Trash").
    expiresAt: Timestamp.fromMillis(Date.now() + (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000),
    auditId: audit.id,
  });
  auditStep(tx, audit, 'delete', entry, author);
  tx.delete(ref);
  return id;
}

/**
 * Restores an entry: writes its data back under its collection and id exactly as it
 * was, removes the entry and records the restore, in one transaction. A child (a
 * sub-category, an area) is counted on its parent again, naming itself.
 * @param entryId the entry (from the list or the delete's result)
 * @param parent the child's parent link, for a child collection
 * @returns the restored document's collection and id
 * @throws DataError not-found (`trash.error.gone`: restored or deleted forever meanwhile;
 *   `trash.error.parentGone`: the parent was deleted), exists (`trash.error.exists`: the
 *   id is in use again); FirebaseError permission-denied
 */
export async function restoreTrashEntry(
  entryId: string,
  parent?: ParentLink,
): Promise<{ collection: string; docId: string }> {
  const uid = callerUid();
  const entryRef = doc(db, TRASH_COLLECTION, entryId);
  return runTransaction(db, async (tx) => {
    const [data, author] = await Promise.all([readEntry(tx, entryRef), readAuthor(tx, uid)]);
    if (!data) throw entryGoneError();
    const entry = toTrashEntry(entryRef.id, data);
    const target = doc(db, entry.collection, entry.docId);
    if ((await tx.get(target)).exists()) throw restoreExistsError();
    let parentRef: DocumentReference | null = null;
    let count = 0;
    if (parent) {
      const parentId = entry.data[parent.field];
      if (typeof parentId !== 'string' || !parentId) throw parentGoneError();
      parentRef = doc(db, parent.collection, parentId);
      const parentDoc = await tx.get(parentRef);
      if (!parentDoc.exists()) throw parentGoneError();
      count = Number(parentDoc.get(parent.counter) ?? 0);
    }
    tx.set(target, entry.data);
    if (parentRef && parent) {
      tx.update(parentRef, {
        [parent.counter]: count + 1,
        [COUNTED_CHILD_FIELD]: entry.docId,
        updatedAt: serverTimestamp(),
        updatedBy: uid,
      });
    }
    tx.delete(entryRef);
    auditStep(
      tx,
      doc(db, AUDIT_COLLECTION, trashStepAuditId('restore', entry.id, entry.deletedAtStored)),
      'restore',
      entry,
      author,
    );
    return { collection: entry.collection, docId: entry.docId };
  });
}

/**
 * Deletes an entry forever (All holders), records it, then deletes the document's
 * images from Storage: the files its data names, and its whole folder when no document
 * of that id exists again (best effort: a failure leaves files, never data).
 * @throws DataError not-found (`trash.error.gone`); FirebaseError permission-denied
 */
export async function purgeTrashEntry(entryId: string): Promise<void> {
  const uid = callerUid();
  const entryRef = doc(db, TRASH_COLLECTION, entryId);
  const entry = await runTransaction(db, async (tx) => {
    const [data, author] = await Promise.all([readEntry(tx, entryRef), readAuthor(tx, uid)]);
    if (!data) throw entryGoneError();
    const read = toTrashEntry(entryRef.id, data);
    tx.delete(entryRef);
    auditStep(
      tx,
      doc(db, AUDIT_COLLECTION, trashStepAuditId('purge', read.id, read.deletedAtStored)),
      'purge',
      read,
      author,
    );
    return read;
  });
  await deleteTrashedImages(entry).catch(() => undefined);
}

/** Deletes a purged entry's images, sparing those a document of the same id uses again. */
async function deleteTrashedImages(entry: TrashEntry): Promise<void> {
  const named = imagePathsOf(entry.collection, entry.docId, entry.data);
  const live = await getDoc(doc(db, entry.collection, entry.docId));
  const used = new Set(live.exists() ? imagePathsOf(entry.collection, entry.docId, live.data()) : []);
  const images = await import('@/lib/storage/images');
  await Promise.allSettled(named.filter((path) => !used.has(path)).map((path) => images.deleteImage(path)));
  if (!live.exists() && named.length > 0) await images.deleteImageFolder(entry.collection, entry.docId);
}

/** Where a page of the trash starts: after this entry. */
export interface TrashCursor {
  readonly deletedAt: unknown;
  readonly id: string;
}

/**
 * One page of the trash, newest first, hiding expired entries: for All holders every
 * entry, otherwise the entries of each held path (one query per path, merged: each is
 * provable by the rules, and they share the order, so one cursor serves them all).
 * @param paths the reader's menu paths owning collections, or 'all' for All holders
 * @param pageSize entries per page
 * @param after the last entry of the previous page
 * @returns the entries and the cursor of the next page (null on the last)
 * @throws FirebaseError
 */
export async function listTrash(
  paths: readonly string[] | 'all',
  pageSize: number,
  after: TrashCursor | null = null,
  now = new Date(),
): Promise<{ rows: TrashEntry[]; next: TrashCursor | null }> {
  const base = (extra: QueryConstraint[]) =>
    query(
      collection(db, TRASH_COLLECTION),
      ...extra,
      where('deletedAt', '>', Timestamp.fromDate(trashCutoff(now))),
      orderBy('deletedAt', 'desc'),
      orderBy(documentId(), 'desc'),
      ...(after ? [startAfter(after.deletedAt, after.id)] : []),
      limit(pageSize + 1),
    );
  const queries = paths === 'all' ? [base([])] : [...new Set(paths)].map((path) => base([where('path', '==', path)]));
  const snapshots = await Promise.all(queries.map((q) => getDocs(q)));
  const docs = snapshots
    .flatMap((snapshot) => snapshot.docs)
    .sort((a, b) => {
      const ta = a.get('deletedAt') as Timestamp;
      const tb = b.get('deletedAt') as Timestamp;
      return (
        tb.toMillis() - ta.toMillis() || tb.nanoseconds - ta.nanoseconds || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
      );
    });
  const page = docs.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    rows: page.map((d) => toTrashEntry(d.id, d.data())),
    next: docs.length > pageSize && last ? { deletedAt: last.get('deletedAt'), id: last.id } : null,
  };
}

/**
 * Counts the expired entries (All holders; an aggregation query).
 * @throws FirebaseError permission-denied for others
 */
export async function countExpiredTrash(now = new Date()): Promise<number> {
  const snapshot = await getCount(
    query(collection(db, TRASH_COLLECTION), where('deletedAt', '<=', Timestamp.fromDate(trashCutoff(now)))),
  );
  return snapshot.data().count;
}

/**
 * Deletes expired entries forever (All holders), oldest first, a page at a time, each
 * with its audit entry and images (purgeTrashEntry).
 * @param batch most entries read per page
 * @returns how many were purged
 * @throws FirebaseError permission-denied for others
 */
export async function purgeExpiredTrash(batch = 50, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const snapshot = await getDocs(
      query(
        collection(db, TRASH_COLLECTION),
        where('deletedAt', '<=', Timestamp.fromDate(trashCutoff(now))),
        orderBy('deletedAt', 'asc'),
        limit(batch),
      ),
    );
    if (snapshot.empty) return purged;
    for (const entry of snapshot.docs) {
      await purgeTrashEntry(entry.id).catch((error: unknown) => {
        // Purged meanwhile by someone else: nothing left to do.
        if (!(error instanceof DataError && error.code === 'not-found')) throw error;
      });
      purged++;
    }
    if (snapshot.size < batch) return purged;
  }
}
