/**
 * The data layer (issue "Entity screens" §1): list with a page size, sort, prefix
 * search and cursor pagination; count with an aggregation query; get one; create,
 * update and delete with audit fields. Screens call these, never Firestore.
 *
 * Lists never read a whole collection: a page reads `pageSize + 1` documents (the
 * extra one tells whether there is a next page) and the total is a count query.
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
  where,
  type DocumentData,
  type DocumentReference,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { readDate, searchPrefixes, searchToken } from './convert';
import { conflictError, existsError, hasChildrenError, notFoundError } from './errors';
import type { Entity, EntityDefinition, ListParams, Page } from './types';

/** The stored field holding the search prefixes (docs/data-model.md). */
export const SEARCH_FIELD = 'searchPrefixes';

type AnyDefinition<T extends Entity> = EntityDefinition<T, never> | EntityDefinition<T, unknown>;

/** Query constraints shared by a page and its count: filters and search. */
function whereConstraints(params: Pick<ListParams, 'filters' | 'search'>): QueryConstraint[] {
  const constraints = (params.filters ?? []).map((f) => where(f.field, '==', f.value));
  const token = searchToken(params.search ?? '');
  if (token) constraints.push(where(SEARCH_FIELD, 'array-contains', token));
  return constraints;
}

/**
 * Reads one page of a list.
 * @param entity the entity's definition
 * @param params page size, sort, search, filters and the cursor of the page
 * @returns the rows and the cursor of the next page (null on the last page)
 * @throws FirebaseError (permission-denied, unavailable)
 */
export async function getMany<T extends Entity>(entity: AnyDefinition<T>, params: ListParams): Promise<Page<T>> {
  const { field, direction } = params.sort;
  const q = query(
    collection(db, entity.collection),
    ...whereConstraints(params),
    orderBy(field, direction),
    orderBy(documentId(), direction),
    ...(params.after ? [startAfter(params.after)] : []),
    limit(params.pageSize + 1),
  );
  const snapshot = await getDocs(q);
  const docs = snapshot.docs.slice(0, params.pageSize);
  return {
    rows: docs.map((d) => entity.fromFirestore(d.id, d.data())),
    next: snapshot.docs.length > params.pageSize ? (docs[docs.length - 1] ?? null) : null,
  };
}

/**
 * Counts the documents of a list with an aggregation query.
 * @returns the number of documents matching the filters and search
 * @throws FirebaseError
 */
export async function countMany<T extends Entity>(
  entity: AnyDefinition<T>,
  params: Pick<ListParams, 'filters' | 'search'>,
): Promise<number> {
  const snapshot = await getCount(query(collection(db, entity.collection), ...whereConstraints(params)));
  return snapshot.data().count;
}

/**
 * Reads one document.
 * @returns the entity
 * @throws DataError not-found; FirebaseError
 */
export async function getOne<T extends Entity>(entity: AnyDefinition<T>, id: string): Promise<T> {
  const snapshot = await getDoc(doc(db, entity.collection, id));
  if (!snapshot.exists()) throw notFoundError();
  return entity.fromFirestore(snapshot.id, snapshot.data());
}

/** The signed-in staff member's uid (the rules check createdBy/updatedBy against it). */
function callerUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  return uid;
}

/** The stored fields of form values: the converter's output plus the search prefixes. */
function storedFields<V>(entity: EntityDefinition<Entity, V>, values: V): DocumentData {
  const data = entity.toFirestore(values);
  return { ...data, [SEARCH_FIELD]: searchPrefixes(entity.searchFields.map((f) => data[f])) };
}

/** A parent read in a transaction, to be written after all reads. */
interface ParentRead {
  readonly ref: DocumentReference;
  readonly count: number;
}

/**
 * Reads a child's parent in a transaction (Firestore wants every read before the
 * first write).
 * @param required throw not-found when the parent is missing (creating a child)
 * @returns the parent and its child count, or null when there is none
 */
async function readParent(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  parentId: unknown,
  required: boolean,
): Promise<ParentRead | null> {
  const link = entity.parent;
  if (!link || typeof parentId !== 'string' || !parentId) return null;
  const ref = doc(db, link.collection, parentId);
  const parent = await tx.get(ref);
  if (!parent.exists()) {
    if (required) throw notFoundError();
    return null;
  }
  return { ref, count: Number(parent.get(link.counter) ?? 0) };
}

/** Writes a parent's new child count (after all reads of the transaction). */
function writeParent(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  parent: ParentRead | null,
  delta: 1 | -1,
  uid: string,
) {
  if (!parent || !entity.parent) return;
  tx.update(parent.ref, {
    [entity.parent.counter]: Math.max(0, parent.count + delta),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

/**
 * Creates a document with createdAt/updatedAt (server time) and createdBy/updatedBy.
 * An entity with `idFrom` gets that id, refused if it exists; a child entity counts
 * itself on its parent in the same transaction.
 * @param entity the entity's definition
 * @param values the form values
 * @returns the new document's id
 * @throws DataError exists / not-found (parent); FirebaseError
 */
export async function createOne<T extends Entity, V>(entity: EntityDefinition<T, V>, values: V): Promise<string> {
  const uid = callerUid();
  const data: DocumentData = {
    ...storedFields(entity, values),
    ...(entity.childCounter ? { [entity.childCounter]: 0 } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: uid,
    updatedBy: uid,
  };
  const ref = entity.idFrom
    ? doc(db, entity.collection, entity.idFrom(values))
    : doc(collection(db, entity.collection));
  await runTransaction(db, async (tx) => {
    if (entity.idFrom && (await tx.get(ref)).exists()) throw existsError(entity.existsKey);
    const parent = entity.parent ? await readParent(tx, entity, data[entity.parent.field], true) : null;
    writeParent(tx, entity, parent, 1, uid);
    tx.set(ref, data);
  });
  return ref.id;
}

/** Reads a document in a transaction and checks nobody saved it since it was opened. */
async function readForWrite(
  tx: Transaction,
  ref: DocumentReference,
  expectedUpdatedAt: Date | null | undefined,
): Promise<DocumentData> {
  const snapshot = await tx.get(ref);
  if (!snapshot.exists()) throw notFoundError();
  const data = snapshot.data();
  if (expectedUpdatedAt !== undefined && readDate(data['updatedAt'])?.getTime() !== expectedUpdatedAt?.getTime()) {
    throw conflictError();
  }
  return data;
}

/**
 * Saves an edited document, refusing to overwrite someone else's newer save: the
 * stored `updatedAt` must still be the one the form was opened with.
 * @param expectedUpdatedAt `updatedAt` of the entity as it was loaded into the form
 * @throws DataError conflict / not-found; FirebaseError
 */
export async function updateOne<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  id: string,
  values: V,
  expectedUpdatedAt: Date | null,
): Promise<void> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  const data = storedFields(entity, values);
  await runTransaction(db, async (tx) => {
    const current = await readForWrite(tx, ref, expectedUpdatedAt);
    const link = entity.parent;
    if (link && current[link.field] !== data[link.field]) {
      // Moved to another parent: count it there, uncount it from the old one.
      const added = await readParent(tx, entity, data[link.field], true);
      const removed = await readParent(tx, entity, current[link.field], false);
      writeParent(tx, entity, added, 1, uid);
      writeParent(tx, entity, removed, -1, uid);
    }
    tx.update(ref, { ...data, updatedAt: serverTimestamp(), updatedBy: uid });
  });
}

/**
 * Changes a few fields (a status, an active flag) after a confirmation.
 * @param fields stored field names and values (not searched fields)
 * @throws DataError not-found; FirebaseError
 */
export async function patchOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  fields: DocumentData,
): Promise<void> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  await runTransaction(db, async (tx) => {
    await readForWrite(tx, ref, undefined);
    tx.update(ref, { ...fields, updatedAt: serverTimestamp(), updatedBy: uid });
  });
}

/**
 * Deletes a document. A parent with children is refused (checked in the same
 * transaction, so a child added meanwhile cannot be orphaned); a child is uncounted
 * from its parent.
 * @param hasChildrenKey i18n key of the refusal, for a parent entity
 * @throws DataError has-children / not-found; FirebaseError
 */
export async function deleteOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  hasChildrenKey = 'error.hasChildren',
): Promise<void> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  await runTransaction(db, async (tx) => {
    const current = await readForWrite(tx, ref, undefined);
    if (entity.childCounter && Number(current[entity.childCounter] ?? 0) > 0) throw hasChildrenError(hasChildrenKey);
    const parent = entity.parent ? await readParent(tx, entity, current[entity.parent.field], false) : null;
    writeParent(tx, entity, parent, -1, uid);
    tx.delete(ref);
  });
}
