/**
 * The data layer's reads (docs/performance.md): a list's page with cursor pagination, its
 * count by an aggregation query, documents by ids or by a field's values
 * in batches of MAX_IN, and one document. Lists never read a whole collection: a page
 * reads `pageSize + 1` documents (the extra one tells whether there is a next page) and
 * the total is a count query. Re-exported by ./api.ts.
 */
import {
  collection,
  doc,
  Timestamp,
  documentId,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryConstraint,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import { searchValues } from './convert';
import { notFoundError } from './errors';
import { MAX_IN } from './limits';
import type { Cursor, AnyDefinition, Entity, Filter, ListParams, Page, Sort } from './types';

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

/** Whether a stored document is inside the definition's scope. */
export function inScope(entity: AnyDefinition<Entity>, data: DocumentData): boolean {
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
