/**
 * The data layer (docs/adding-an-entity.md, docs/performance.md): list with a page size, sort, prefix
 * search and cursor pagination; count with an aggregation query; get one; create,
 * update and delete with audit fields. Screens call these, never Firestore.
 *
 * Lists never read a whole collection: a page reads `pageSize + 1` documents (the
 * extra one tells whether there is a next page) and the total is a count query.
 */
import {
  average,
  collection,
  count,
  doc,
  Timestamp,
  documentId,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  sum,
  where,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type QueryConstraint,
  type QueryFieldFilterConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { readClaims } from './claims';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { addAuditEntry, readAuthor, type Author } from './audit';
import { AUDIT_ID_FIELD, auditPath, changedFields, recordsChange, type AuditAction } from './auditModel';
import type { ImportCounts } from './importModel';
import { readDate, searchPrefixes, searchValues } from './convert';
import { editedFields, isMoneyEdit, keepUnedited, type SaveResult } from './edits';
import { isMaker } from './maker';
import { moveToTrash } from './trash';
import {
  isFrozen,
  loweredFields,
  raisedFields,
  resolvedTransfer,
  transferApplies,
  transfersOf,
  type AmountTransfer,
  type Assignment,
} from '@/lib/entity/define';
import { DOC_ID_PATTERN } from '@/lib/entity/fields';
import { LEDGER_COLLECTION, ledgerEntryData } from '@/lib/entity/ledger';
import { baisaToOmr } from '@/lib/entity/parse';
import {
  conflictError,
  existsError,
  frozenError,
  hasChildrenError,
  insufficientError,
  makerError,
  notFoundError,
  stateChangedError,
  unassignableError,
} from './errors';
import { MAX_IN } from './limits';
import {
  COUNTED_CHILD_FIELD,
  type Cursor,
  type AnyDefinition,
  type Entity,
  type EntityDefinition,
  type Filter,
  type ListParams,
  type Page,
  type Sort,
} from './types';

/** The stored field holding the search prefixes (docs/data-model.md). */
export const SEARCH_FIELD = 'searchPrefixes';

/**
 * The search filter on the stored prefixes (docs/data-model.md, search): `array-contains`
 * the token, or `array-contains-any` the token and its cross-script key (same index).
 * @param values searchValues() of the typed term
 * @returns no constraint for no values, else one
 */
export function searchConstraint(values: readonly string[]): QueryFieldFilterConstraint[] {
  if (values.length === 0) return [];
  return [
    values.length === 1
      ? where(SEARCH_FIELD, 'array-contains', values[0])
      : where(SEARCH_FIELD, 'array-contains-any', [...values]),
  ];
}

/** Query constraints shared by a page and its count: scope, filters and search. */
function whereConstraints(
  entity: AnyDefinition<Entity>,
  params: Pick<ListParams, 'filters' | 'search' | 'range'>,
): QueryConstraint[] {
  const filters = [...(entity.scope ? [entity.scope] : []), ...(params.filters ?? [])];
  const constraints = filters.map((f) => where(f.field, '==', f.value));
  const range = params.range;
  if (range?.from) constraints.push(where(range.field, '>=', Timestamp.fromDate(range.from)));
  if (range?.to) constraints.push(where(range.field, '<=', Timestamp.fromDate(range.to)));
  // A definition without search fields stores no prefixes: there is nothing to search.
  const values = entity.searchFields.length > 0 ? searchValues(params.search ?? '') : [];
  constraints.push(...searchConstraint(values));
  return constraints;
}

/** A stored sort value as a cursor holds it (Timestamps as seconds and nanoseconds). */
function cursorValue(value: unknown): Cursor['value'] {
  if (value instanceof Timestamp) return { s: value.seconds, ns: value.nanoseconds };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** The cursor's sort value as Firestore compares it. */
function storedCursorValue(value: Cursor['value']): unknown {
  return value !== null && typeof value === 'object' ? new Timestamp(value.s, value.ns) : value;
}

/**
 * Reads one page of a list: `pageSize + 1` documents ordered by the sort field, then
 * the document id (the extra one tells whether there is a next page).
 * @param entity the entity's definition
 * @param params page size, sort, search, filters and the cursor of the page
 * @returns the rows and the cursor of the next page (null on the last page)
 * @throws FirebaseError (permission-denied, unavailable, failed-precondition for a
 *   missing index)
 */
export async function getMany<T extends Entity>(entity: AnyDefinition<T>, params: ListParams): Promise<Page<T>> {
  const { field, direction } = params.sort;
  const after = params.after;
  const q = query(
    collection(db, entity.collection),
    ...whereConstraints(entity, params),
    orderBy(field, direction),
    orderBy(documentId(), direction),
    ...(after ? [startAfter(storedCursorValue(after.value), after.id)] : []),
    limit(params.pageSize + 1),
  );
  const snapshot = await getDocs(q);
  const docs = snapshot.docs.slice(0, params.pageSize);
  const last = docs[docs.length - 1];
  return {
    rows: docs.map((d) => entity.fromFirestore(d.id, d.data())),
    next: snapshot.docs.length > params.pageSize && last ? { value: cursorValue(last.get(field)), id: last.id } : null,
  };
}

/**
 * Counts the documents of a list with an aggregation query. With the list's sort, it
 * counts exactly what the list can page through (Firestore leaves documents without
 * the sort field out of both).
 * @param params filters, search and the list's sort
 * @returns the number of documents matching
 * @throws FirebaseError
 */
export async function countMany<T extends Entity>(
  entity: AnyDefinition<T>,
  params: Pick<ListParams, 'filters' | 'search' | 'range'> & { readonly sort?: Sort },
): Promise<number> {
  const q = query(
    collection(db, entity.collection),
    ...whereConstraints(entity, params),
    ...(params.sort ? [orderBy(params.sort.field, params.sort.direction)] : []),
  );
  const snapshot = await getCount(q);
  return snapshot.data().count;
}

/**
 * Sums a number field over the documents matching equality filters, with an aggregation
 * query (never reading the documents): e.g. the fines of one person in baisa.
 * @param field a number field (money: baisa)
 * @param filters equality filters (the definition's scope is added)
 * @returns the sum, 0 when nothing matches
 * @throws FirebaseError
 */
export async function sumMany<T extends Entity>(
  entity: AnyDefinition<T>,
  field: string,
  filters: Pick<ListParams, 'filters'>['filters'] = [],
): Promise<number> {
  const q = query(collection(db, entity.collection), ...whereConstraints(entity, { filters }));
  const snapshot = await getAggregate(q, { total: sum(field) });
  return Number(snapshot.data().total ?? 0);
}

/**
 * The average of a number field and how many documents it is over, for the documents
 * matching equality filters, in one aggregation query (never reading the documents):
 * e.g. the rating of one person's shown reviews.
 * @param field a number field
 * @param filters equality filters (the definition's scope is added)
 * @returns `{ average, count }`; average is null when nothing matches
 * @throws FirebaseError
 */
export async function averageMany<T extends Entity>(
  entity: AnyDefinition<T>,
  field: string,
  filters: Pick<ListParams, 'filters'>['filters'] = [],
): Promise<{ readonly average: number | null; readonly count: number }> {
  const q = query(collection(db, entity.collection), ...whereConstraints(entity, { filters }));
  const snapshot = await getAggregate(q, { mean: average(field), total: count() });
  const data = snapshot.data();
  return { average: data.mean ?? null, count: data.total };
}

/** Whether a stored document is inside the definition's scope. */
function inScope(entity: AnyDefinition<Entity>, data: DocumentData): boolean {
  return !entity.scope || data[entity.scope.field] === entity.scope.value;
}

export { MAX_IN };

/**
 * Reads documents by id in batches of MAX_IN (`documentId() in [...]`), for the names
 * of references shown in a list: one query per 30 ids, never one read per row.
 * @param ids document ids (duplicates and empty ones are dropped)
 * @returns the rows found, in no particular order (missing or out-of-scope ids are left out)
 * @throws FirebaseError
 */
export async function getByIds<T extends Entity>(entity: AnyDefinition<T>, ids: readonly string[]): Promise<T[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_IN) batches.push(unique.slice(i, i + MAX_IN));
  const pages = await Promise.all(
    batches.map((batch) =>
      getDocs(
        query(
          collection(db, entity.collection),
          ...(entity.scope ? [where(entity.scope.field, '==', entity.scope.value)] : []),
          where(documentId(), 'in', batch),
        ),
      ),
    ),
  );
  return pages.flatMap((page) => page.docs.map((d) => entity.fromFirestore(d.id, d.data())));
}

/**
 * Reads the documents whose `field` is one of `values`, in batches of MAX_IN
 * (`field in [...]`), with further equality filters: a CSV import's look-up of stored
 * rows by their natural key and of references by name (docs/import.md). Reads only
 * what matches, never the collection.
 * @param values the values looked for (duplicates and empty ones are dropped)
 * @param filters equality filters (the definition's scope is added)
 * @returns the rows found, in no particular order
 * @throws FirebaseError
 */
export async function getWhereIn<T extends Entity>(
  entity: AnyDefinition<T>,
  field: string,
  values: readonly (string | number)[],
  filters: readonly Filter[] = [],
): Promise<T[]> {
  const unique = [...new Set(values.filter((v) => v !== ''))];
  const pages = [];
  for (let i = 0; i < unique.length; i += MAX_IN) {
    const batch = unique.slice(i, i + MAX_IN);
    pages.push(
      getDocs(
        query(collection(db, entity.collection), ...whereConstraints(entity, { filters }), where(field, 'in', batch)),
      ),
    );
  }
  return (await Promise.all(pages)).flatMap((page) => page.docs.map((d) => entity.fromFirestore(d.id, d.data())));
}

/**
 * Reads one document.
 * @returns the entity
 * @throws DataError not-found; FirebaseError
 */
export async function getOne<T extends Entity>(entity: AnyDefinition<T>, id: string): Promise<T> {
  if (entity.scope) {
    // Read through the scope's filter, so the rules can prove it and a document of
    // another scope is "not found".
    // Reading another scope's document may also be refused outright by the rules (a
    // /Category holder asking for a customer): either way it is not in this scope.
    const rows = await getByIds(entity, [id]).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied') {
        throw notFoundError();
      }
      throw error;
    });
    const row = rows[0];
    if (!row) throw notFoundError();
    return row;
  }
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

/** Whether a write of this action on the entity is audited (its definition's `audit`). */
function isAuditedAction(entity: AnyDefinition<Entity>, action: AuditAction): boolean {
  return entity.audit === 'all' || (entity.audit === 'decisions' && action === 'decision');
}

/**
 * The author of a write inside its transaction: read (readAuthor) only when the write is
 * audited, as its entry records their name; otherwise the uid alone, with no read.
 * @param uid the signed-in staff member's uid
 */
function authorFor(tx: Transaction, entity: AnyDefinition<Entity>, action: AuditAction, uid: string): Promise<Author> {
  return isAuditedAction(entity, action) ? readAuthor(tx, uid) : Promise.resolve({ uid, name: '' });
}

/**
 * For an audited write (the entity's `audit`), adds the audit entry of a write to the transaction (after its
 * reads) and returns the `auditId` field to write with the change; otherwise nothing.
 * @param before the stored document before (null: created)
 * @param written the fields the write sets (sentinels are not recorded)
 * @returns fields to merge into the write
 */
function audited(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  ref: DocumentReference,
  change: { before: DocumentData | null; written: DocumentData; action: AuditAction; reason?: string | null },
  author: Author,
): DocumentData {
  if (!isAuditedAction(entity, change.action)) return {};
  const after = { ...(change.before ?? {}), ...change.written };
  const subject = entity.collection === 'users' ? ref.id : entity.auditSubject ? after[entity.auditSubject] : null;
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
function storedFields<V>(
  entity: EntityDefinition<Entity, V>,
  values: V,
  mode: 'create' | 'update',
  searched: DocumentData = {},
): DocumentData {
  const data = entity.toFirestore(values, mode);
  return { ...data, [SEARCH_FIELD]: searchPrefixes(entity.searchFields.map((f) => data[f] ?? searched[f])) };
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

/**
 * Steps a parent's child count by one for `childId` (after all reads of the
 * transaction), naming the child in COUNTED_CHILD_FIELD: the rules accept a step only
 * for the child it names and that child's create, delete or move in the same write
 * (docs/data-model.md, "Child counters"). A parent already at 0 losing a child is left
 * alone (data counted before counters existed; the rules accept that).
 */
function writeParent(
  tx: Transaction,
  entity: AnyDefinition<Entity>,
  parent: ParentRead | null,
  delta: 1 | -1,
  childId: string,
  uid: string,
) {
  if (!parent || !entity.parent) return;
  if (delta < 0 && parent.count <= 0) return;
  tx.update(parent.ref, {
    [entity.parent.counter]: parent.count + delta,
    [COUNTED_CHILD_FIELD]: childId,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

/** A document id the panel may create (DOC_ID_PATTERN, docs/access.md "Document ids and image references"). */
const SAFE_ID = new RegExp(`^${DOC_ID_PATTERN}$`, 'u');

/** A new document's stored fields: the converter's output, search prefixes and the audit fields. */
function createdFields<V>(entity: EntityDefinition<Entity, V>, values: V, uid: string): DocumentData {
  return {
    ...storedFields(entity, values, 'create'),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: uid,
    updatedBy: uid,
    ...(entity.makerField ? { [entity.makerField]: uid } : {}),
  };
}

/** Most documents {@link createMany} writes in one commit (Firestore's limit of writes per commit). */
export const MAX_BATCH_WRITES = 500;

/**
 * Creates several documents in one atomic commit (a CSV import, docs/import.md), each
 * exactly as {@link createOne} writes it: the converter's fields, search prefixes,
 * createdAt/updatedAt (server time) and createdBy/updatedBy. Only for entities whose
 * create touches no other document: no parent to count on and no audit entry per create
 * (those go through createOne one by one). The caller has checked that the ids are free:
 * a stored id makes the write an edit, which the rules refuse, and the whole commit fails.
 * @param items the form values and the document id of each (null: a new random id;
 *   an entity with `idFrom` always uses that)
 * @returns the ids written, in the order given
 * @throws Error for a child or audited entity, or more than MAX_BATCH_WRITES items; FirebaseError
 */
export async function createMany<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  items: readonly { readonly values: V; readonly id: string | null }[],
): Promise<string[]> {
  if (entity.parent || entity.audit === 'all') throw new Error(`${entity.name}: create one by one`);
  if (items.length > MAX_BATCH_WRITES) throw new Error(`At most ${MAX_BATCH_WRITES} documents per commit`);
  const uid = callerUid();
  const batch = writeBatch(db);
  const ids = items.map(({ values, id }) => {
    const fixedId = entity.idFrom?.(values) ?? id;
    // The rules refuse any other id (isSafeId): say so before the commit fails.
    if (fixedId && !SAFE_ID.test(fixedId)) throw new Error(`Unsafe document id ${fixedId}`);
    const ref = fixedId ? doc(db, entity.collection, fixedId) : doc(collection(db, entity.collection));
    batch.set(ref, createdFields(entity, values, uid));
    return ref.id;
  });
  await batch.commit();
  return ids;
}

/**
 * Records a CSV import in the audit trail as one entry (docs/import.md): action
 * `import`, the counts in `after`, about the last document the import created, which is
 * written again (updatedAt, updatedBy; for an entity audited on every write, its
 * `auditId` names this entry) in the same transaction, so the rules can see that the
 * entry comes with a real write of the caller (firestore.rules `isImportAuditEntry`).
 * @param lastId the id of a document the import created
 * @param counts what the import did
 * @returns the entry's id
 * @throws DataError not-found (the document was deleted meanwhile); FirebaseError
 */
export async function recordImport<T extends Entity>(
  entity: AnyDefinition<T>,
  lastId: string,
  counts: ImportCounts,
): Promise<string> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, lastId);
  return runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([readForWrite(tx, entity, ref, undefined), readAuthor(tx, uid)]);
    const id = addAuditEntry(
      tx,
      {
        action: 'import',
        collection: entity.collection,
        docId: lastId,
        path: auditPath(entity.collection, current),
        subjectId: null,
        before: null,
        after: { created: counts.created, skipped: counts.skipped, failed: counts.failed },
      },
      author,
    );
    tx.update(ref, {
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      ...(entity.makerField ? { [entity.makerField]: uid } : {}),
      ...(entity.audit === 'all' ? { [AUDIT_ID_FIELD]: id } : {}),
    });
    return id;
  });
}

/**
 * Creates a document with createdAt/updatedAt (server time) and createdBy/updatedBy.
 * An entity with `idFrom` (or an `explicitId`, a singleton) gets that id, refused if it exists; a child entity counts
 * itself on its parent in the same transaction.
 * @param entity the entity's definition
 * @param values the form values
 * @returns the new document's id
 * @throws DataError exists / not-found (parent); Error when the id is not of
 *   DOC_ID_PATTERN; FirebaseError
 */
export async function createOne<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  values: V,
  explicitId?: string,
): Promise<string> {
  const uid = callerUid();
  const data = createdFields(entity, values, uid);
  const fixedId = explicitId ?? entity.idFrom?.(values);
  // The rules refuse any other id (isSafeId); the forms' own checks (a coupon code's
  // pattern) keep a person from ever reaching this.
  if (fixedId !== undefined && !SAFE_ID.test(fixedId)) throw new Error(`Unsafe document id ${fixedId}`);
  const ref = fixedId ? doc(db, entity.collection, fixedId) : doc(collection(db, entity.collection));
  await runTransaction(db, async (tx) => {
    const [existing, author] = await Promise.all([fixedId ? tx.get(ref) : null, authorFor(tx, entity, 'create', uid)]);
    if (existing?.exists()) throw existsError(entity.existsKey);
    const parent = entity.parent ? await readParent(tx, entity, data[entity.parent.field], true) : null;
    writeParent(tx, entity, parent, 1, ref.id, uid);
    tx.set(ref, { ...data, ...audited(tx, entity, ref, { before: null, written: data, action: 'create' }, author) });
  });
  return ref.id;
}

/**
 * A fresh document id of an entity's collection (Firestore's random ids), chosen
 * before a create so its images can be uploaded to `<collection>/<id>/` first.
 */
export function newDocumentId(entity: Pick<EntityDefinition<Entity, unknown>, 'collection'>): string {
  return doc(collection(db, entity.collection)).id;
}

/** Reads a document in a transaction and checks nobody saved it since it was opened. */
async function readForWrite(
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
 * Saves an edited document, refusing to overwrite someone else's newer save: the
 * stored `updatedAt` must still be the one the form was opened with. Values are
 * compared as the form edits them (src/lib/data/edits.ts: dates by their day, numbers
 * as numbers): a value kept keeps its stored form, a save that changes nothing writes
 * nothing, and only a real change of a money field (`resetOnEdit`) sends an approved
 * document back for approval (docs/access.md, "Money and trust").
 * @param expectedUpdatedAt `updatedAt` of the entity as it was loaded into the form
 * @returns 'unchanged' (nothing written), 'saved', or 'resubmitted' (saved and sent
 *   back for approval)
 * @throws DataError conflict / not-found; FirebaseError
 */
export async function updateOne<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  id: string,
  values: V,
  expectedUpdatedAt: Date | null,
): Promise<SaveResult> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  return runTransaction(db, async (tx): Promise<SaveResult> => {
    const [current, author] = await Promise.all([
      readForWrite(tx, entity, ref, expectedUpdatedAt),
      authorFor(tx, entity, 'update', uid),
    ]);
    if (isFrozen(entity.frozen, current)) throw frozenError(entity.frozen?.key ?? 'error.notFound');
    // Search prefixes also cover the stored values of fields the form does not edit.
    const data = keepUnedited(current, storedFields(entity, values, 'update', current));
    if (editedFields(current, data).length === 0) return 'unchanged';
    // A claimed value (a delivery company's code) is claimed in the same write; every read first.
    const writeClaims = await readClaims(tx, entity, id, current, { ...current, ...data });
    const link = entity.parent;
    if (link && current[link.field] !== data[link.field]) {
      // Moved to another parent: count it there, uncount it from the old one.
      const added = await readParent(tx, entity, data[link.field], true);
      const removed = await readParent(tx, entity, current[link.field], false);
      writeParent(tx, entity, added, 1, id, uid);
      writeParent(tx, entity, removed, -1, id, uid);
    }
    // A money edit sends an approved document back for approval (docs/access.md).
    const reset = entity.resetOnEdit;
    const resubmitted = reset !== undefined && isMoneyEdit(reset, current, data);
    if (resubmitted) data[reset.field] = reset.to;
    // An audited edit changing no recorded field has nothing to record, and the rules
    // refuse an entry that records nothing (isAuditEntry): there is nothing to save.
    if (entity.audit === 'all' && !recordsChange(current, data)) return 'unchanged';
    if (entity.makerField) data[entity.makerField] = uid;
    const audit = audited(tx, entity, ref, { before: current, written: data, action: 'update' }, author);
    tx.update(ref, { ...data, ...audit, updatedAt: serverTimestamp(), updatedBy: uid });
    writeClaims(tx);
    return resubmitted ? 'resubmitted' : 'saved';
  });
}

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
  if (!snapshot.exists()) throw transfer.missingKey ? insufficientError(transfer.missingKey, 0) : notFoundError();
  const data = snapshot.data();
  const amount = Number(current[transfer.amountField] ?? 0);
  // What the linked document can still take: each lowered field, and room below `atMost`.
  const room = loweredFields(transfer).map((field) => Number(data[field] ?? 0));
  const [raised] = raisedFields(transfer);
  if (raised !== undefined && transfer.atMost !== undefined) {
    room.push(Number(data[transfer.atMost] ?? 0) - Number(data[raised] ?? 0));
  }
  const least = Math.min(...room);
  if (room.length > 0 && least < amount) throw insufficientError(transfer.shortKey, baisaToOmr(Math.max(0, least)));
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
    if (!change.from.includes(current[change.field])) throw stateChangedError();
    if (change.makerChecker && isMaker(current, uid)) throw makerError();
    // Every read before any write: the linked documents of the moves that apply.
    // A move chosen by the document's value (a reward or a fine) is that value's move.
    const moves = transfersOf(change)
      .filter((m) => transferApplies(m, current))
      .flatMap((m) => resolvedTransfer(m, current) ?? []);
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
 * A decision's update: the fields it writes, its audit entry (written in the same
 * transaction) and its stamp (who decided, when, why), for a transition and an
 * assignment alike (firestore.rules `is<Name>Decision`, `is<Name>Assignment`).
 * @param current the document as read in the transaction
 * @param written the fields the decision changes
 * @returns the data of the document's update
 */
function decided(
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

/**
 * Applies an assignment decision (issue 32, dispatch; ./define.ts Assignment,
 * docs/data-model.md "Dispatch") after a confirmation, in one transaction: the document's
 * `when` fields must still hold one of their values and, when given, `updatedAt` the one
 * shown; each named person must be a users document of the reference's type (`types`)
 * that is not blocked, and each link must hold (a rider of the named company). Writes the
 * people, the `sets` values, the decision's stamps and (audited entities) the audit entry.
 * The rules check the same (firestore.rules `is<Name>Assignment`).
 * @param assignment the definition's assignment
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
    for (const [field, values] of Object.entries(assignment.when)) {
      if (!(values ?? []).includes(current[field])) throw stateChangedError();
    }
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
 * Takes an assignment back (issue 50 item 3; ./define.ts AssignmentRelease,
 * docs/data-model.md "Dispatch") after a confirmation, in one transaction: the document's
 * release `when` fields must still hold one of their values and, when given, `updatedAt`
 * the one shown. Clears the assigned people and the assignment's stamp, writes the `sets`
 * values, the decision's stamps and (audited entities) the audit entry. The wait
 * (`after`) is the rules' to check against the server's time (firestore.rules
 * `is<Name>Release`); the screens offer it only once it has passed.
 * @param assignment the definition's assignment, with its `release`
 * @param options the note (none: null) and the `updatedAt` the person saw
 * @throws DataError not-found / conflict / state-changed; FirebaseError (permission-denied
 *   before the wait is over)
 */
export async function releaseOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  assignment: Assignment,
  options: { readonly reason?: string | null; readonly expectedUpdatedAt?: Date | null } = {},
): Promise<void> {
  const release = assignment.release;
  if (!release) throw stateChangedError();
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  await runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([
      readForWrite(tx, entity, ref, options.expectedUpdatedAt),
      authorFor(tx, entity, 'decision', uid),
    ]);
    for (const [field, values] of Object.entries(release.when)) {
      if (!(values ?? []).includes(current[field])) throw stateChangedError();
    }
    const reason = options.reason?.trim() || null;
    const written: DocumentData = {
      ...Object.fromEntries(assignment.people.map((field) => [field, null])),
      ...(assignment.stampedAt ? { [assignment.stampedAt]: null } : {}),
      ...release.sets,
    };
    tx.update(ref, decided(tx, entity, ref, current, written, reason, author));
  });
}

/**
 * Deletes a document by moving it to the trash in the same transaction (src/lib/data/trash.ts,
 * docs/data-model.md "Trash"): its exact data, with who and when, audited; its images
 * stay in Storage until the entry is deleted forever. A parent with children is refused
 * (checked in the same transaction, so a child added meanwhile cannot be orphaned); a
 * child is uncounted from its parent.
 * @param hasChildrenKey i18n key of the refusal, for a parent entity
 * @returns the trash entry's id (restoreTrashEntry undoes the delete)
 * @throws DataError has-children / not-found; FirebaseError
 */
export async function deleteOne<T extends Entity>(
  entity: AnyDefinition<T>,
  id: string,
  hasChildrenKey = 'error.hasChildren',
): Promise<string> {
  const uid = callerUid();
  const ref = doc(db, entity.collection, id);
  return runTransaction(db, async (tx) => {
    const [current, author] = await Promise.all([readForWrite(tx, entity, ref, undefined), readAuthor(tx, uid)]);
    if (isFrozen(entity.frozen, current)) throw frozenError(entity.frozen?.key ?? 'error.notFound');
    if (entity.childCounter && Number(current[entity.childCounter] ?? 0) > 0) throw hasChildrenError(hasChildrenKey);
    const parent = entity.parent ? await readParent(tx, entity, current[entity.parent.field], false) : null;
    writeParent(tx, entity, parent, -1, id, uid);
    return moveToTrash(tx, ref, current, author);
  });
}
