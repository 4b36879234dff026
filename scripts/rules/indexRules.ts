/**
 * Firestore's index rules, as pure functions (docs/performance.md "Every query indexed,
 * proven"; issue 30 item 6). The emulator runs any query without a composite index;
 * production answers FAILED_PRECONDITION. These functions decide, for one query, which
 * composite index it needs and whether firestore.indexes.json serves it. Both the index
 * generator (indexes.ts: it adds an index only for a query not yet served) and the
 * end-to-end check (every query the browser sent, tests/e2e/indexes) use them.
 *
 * The rules followed (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - orderBy is normalised as Firestore does: the explicit orders, then every inequality
 *   field not yet ordered (by field name, in the last explicit direction), then
 *   `__name__` in the last direction;
 * - an order on a field fixed by an equality filter changes nothing and is dropped;
 * - a query with only equality filters (and `__name__` order) needs no composite index
 *   (Firestore merges the single-field indexes); one order or one array-contains alone
 *   is served by a single-field index;
 * - otherwise an index must hold the equality fields (either direction) and the
 *   array-contains fields (arrayConfig CONTAINS) first, in any order, then exactly the
 *   order-by fields with their directions (`__name__` implicit when it follows the last
 *   direction). Several composite indexes ending in the same orders may be merged, each
 *   holding part of the equality fields ("index merging").
 * Conservative where Firestore's documentation is silent (it documents merging for
 * equality filters only): a query with an array-contains filter is served only by one
 * index holding all its filter fields, never by a merge.
 */

import type { Direction, Index, IndexField, QueryShape } from '@/lib/entity/indexShapes';

export type { Direction, Index, IndexField, QueryShape };

const NAME = '__name__';

/**
 * The orders Firestore executes a query with (see the module's docstring).
 * @param shape the query
 * @returns the normalised orders, ending with `__name__`; equality fields left out
 */
export function normalizedOrder(shape: QueryShape): { field: string; direction: Direction }[] {
  const orders = shape.orderBy.map((o) => ({ ...o }));
  const lastDirection = (): Direction => orders[orders.length - 1]?.direction ?? 'ASCENDING';
  const ordered = new Set(orders.map((o) => o.field));
  for (const field of [...new Set(shape.inequality)].sort()) {
    if (field !== NAME && !ordered.has(field)) orders.push({ field, direction: lastDirection() });
  }
  if (!orders.some((o) => o.field === NAME)) orders.push({ field: NAME, direction: lastDirection() });
  const fixed = new Set(shape.equality);
  return orders.filter((o) => !fixed.has(o.field));
}

/** The orders an index must end with: the normalised orders without an implied `__name__`. */
function indexSuffix(shape: QueryShape): { field: string; direction: Direction }[] {
  const orders = normalizedOrder(shape);
  const last = orders[orders.length - 1];
  const before = orders[orders.length - 2];
  if (last?.field === NAME && (!before || before.direction === last.direction)) orders.pop();
  return orders;
}

/** The filter fields an index's prefix must hold (`__name__` filters need none). */
function prefixNeeds(shape: QueryShape): { equality: string[]; contains: string[] } {
  const suffixFields = new Set(indexSuffix(shape).map((o) => o.field));
  return {
    equality: [...new Set(shape.equality)].filter((f) => f !== NAME && !suffixFields.has(f)),
    contains: [...new Set(shape.contains)],
  };
}

/**
 * Whether the query needs a composite index at all.
 * @returns false when single-field indexes (or their merge, for equality filters) serve it
 */
export function needsComposite(shape: QueryShape): boolean {
  const suffix = indexSuffix(shape);
  const { equality, contains } = prefixNeeds(shape);
  // Equality filters only: merged single-field indexes (in __name__ order, either way).
  if (contains.length === 0 && (suffix.length === 0 || (suffix.length === 1 && suffix[0]?.field === NAME)))
    return false;
  // One order alone, or one array-contains alone.
  if (equality.length === 0 && contains.length === 0 && suffix.length === 1) return false;
  if (equality.length === 0 && contains.length === 1 && suffix.length === 0) return false;
  return true;
}

/** An index's fields without a trailing `__name__` that follows the last direction. */
function significantFields(index: Index): IndexField[] {
  const fields = [...index.fields];
  const last = fields[fields.length - 1];
  const before = fields[fields.length - 2];
  if (last?.fieldPath === NAME && before && (before.order ?? 'ASCENDING') === (last.order ?? 'ASCENDING')) fields.pop();
  return fields;
}

/**
 * The prefix fields an index offers to a query, when its fields end exactly with the
 * query's orders and everything before them is an equality or array-contains field of
 * the query.
 * @returns the query's filter fields the index covers, or null when it cannot serve
 */
function coveredBy(shape: QueryShape, index: Index): Set<string> | null {
  if (index.collectionGroup !== shape.collectionGroup || index.queryScope !== shape.queryScope) return null;
  const suffix = indexSuffix(shape);
  const fields = significantFields(index);
  if (fields.length < suffix.length) return null;
  const tail = fields.slice(fields.length - suffix.length);
  for (let i = 0; i < suffix.length; i++) {
    const want = suffix[i];
    const have = tail[i];
    if (!want || !have || have.arrayConfig || have.fieldPath !== want.field) return null;
    if ((have.order ?? 'ASCENDING') !== want.direction) return null;
  }
  const { equality, contains } = prefixNeeds(shape);
  const covered = new Set<string>();
  for (const field of fields.slice(0, fields.length - suffix.length)) {
    if (field.arrayConfig === 'CONTAINS' ? contains.includes(field.fieldPath) : equality.includes(field.fieldPath))
      covered.add(field.fieldPath);
    else return null;
  }
  return covered;
}

/**
 * Whether a query runs in production with these composite indexes.
 * @param shape the query
 * @param indexes the composite indexes (firestore.indexes.json's `indexes`)
 * @returns true when single-field indexes serve it, or composite indexes (one, or
 *   several merged) do
 */
export function isServed(shape: QueryShape, indexes: readonly Index[]): boolean {
  if (!needsComposite(shape)) return true;
  const { equality, contains } = prefixNeeds(shape);
  const wanted = [...equality, ...contains];
  const covered = new Set<string>();
  let any = false;
  for (const index of indexes) {
    const fields = coveredBy(shape, index);
    if (!fields) continue;
    // With array-contains, one index must hold every filter field (no merging).
    if (contains.length > 0 && !wanted.every((f) => fields.has(f))) continue;
    any = true;
    for (const field of fields) covered.add(field);
  }
  return any && wanted.every((f) => covered.has(f));
}

/**
 * The one composite index that serves a query exactly.
 * @returns the index (equality fields ascending, then array-contains, then the orders),
 *   or null when the query needs none
 */
export function indexFor(shape: QueryShape): Index | null {
  if (!needsComposite(shape)) return null;
  const { equality, contains } = prefixNeeds(shape);
  return {
    collectionGroup: shape.collectionGroup,
    queryScope: shape.queryScope,
    fields: [
      ...equality.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
      ...contains.map((fieldPath) => ({ fieldPath, arrayConfig: 'CONTAINS' as const })),
      ...indexSuffix(shape).map((o) => ({ fieldPath: o.field, order: o.direction })),
    ],
  };
}

/** A query as the REST API and the WebChannel send it (only what index selection reads). */
export interface StructuredQuery {
  readonly from?: readonly { readonly collectionId?: string; readonly allDescendants?: boolean }[];
  readonly where?: Filter;
  readonly orderBy?: readonly { readonly field?: { readonly fieldPath?: string }; readonly direction?: string }[];
}

type Filter = {
  readonly compositeFilter?: { readonly op?: string; readonly filters?: readonly Filter[] };
  readonly fieldFilter?: { readonly field?: { readonly fieldPath?: string }; readonly op?: string };
  readonly unaryFilter?: { readonly field?: { readonly fieldPath?: string }; readonly op?: string };
};

type Leaf = { kind: 'equality' | 'contains' | 'inequality'; field: string };

const EQUALITY_OPS = new Set(['EQUAL', 'IN', 'IS_NULL', 'IS_NAN']);
const CONTAINS_OPS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const INEQUALITY_OPS = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NULL',
  'IS_NOT_NAN',
]);

/** A field path as the REST API writes it, without backquotes. */
function unquote(path: string): string {
  return path.replace(/`/g, '');
}

/** The filter as a disjunction of conjunctions of leaves. */
function disjuncts(filter: Filter | undefined): Leaf[][] {
  if (!filter) return [[]];
  if (filter.fieldFilter || filter.unaryFilter) {
    const leaf = filter.fieldFilter ?? filter.unaryFilter;
    const op = leaf?.op ?? '';
    const field = unquote(leaf?.field?.fieldPath ?? '');
    const kind = EQUALITY_OPS.has(op)
      ? 'equality'
      : CONTAINS_OPS.has(op)
        ? 'contains'
        : INEQUALITY_OPS.has(op)
          ? 'inequality'
          : null;
    if (!kind) throw new Error(`Unknown filter operator ${op}`);
    return [[{ kind, field }]];
  }
  const parts = (filter.compositeFilter?.filters ?? []).map(disjuncts);
  if (filter.compositeFilter?.op === 'OR') return parts.flat();
  return parts.reduce<Leaf[][]>((acc, part) => acc.flatMap((a) => part.map((p) => [...a, ...p])), [[]]);
}

/**
 * Reads a structured query (REST `runQuery`, `runAggregationQuery` or a listener's
 * target) into the shapes index selection works on.
 * @param query the `structuredQuery` object
 * @returns one shape per disjunct of its filter (one without OR)
 * @throws Error when the query names no collection or uses an unknown operator
 */
export function shapesOf(query: StructuredQuery): QueryShape[] {
  const from = query.from?.[0];
  if (!from?.collectionId) throw new Error('The query names no collection');
  const orderBy = (query.orderBy ?? []).map((o) => ({
    field: unquote(o.field?.fieldPath ?? ''),
    direction: (o.direction === 'DESCENDING' ? 'DESCENDING' : 'ASCENDING') as Direction,
  }));
  return disjuncts(query.where).map((leaves) => ({
    collectionGroup: from.collectionId ?? '',
    queryScope: from.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    equality: leaves.filter((l) => l.kind === 'equality').map((l) => l.field),
    contains: leaves.filter((l) => l.kind === 'contains').map((l) => l.field),
    inequality: leaves.filter((l) => l.kind === 'inequality').map((l) => l.field),
    orderBy,
  }));
}

/** One query as a readable line, e.g. `withdrawals: status ==, searchPrefixes contains, order createdAt DESC`. */
export function describeShape(shape: QueryShape): string {
  const parts = [
    ...shape.equality.map((f) => `${f} ==`),
    ...shape.contains.map((f) => `${f} contains`),
    ...shape.inequality.map((f) => `${f} <>`),
    ...normalizedOrder(shape).map((o) => `order ${o.field} ${o.direction === 'DESCENDING' ? 'DESC' : 'ASC'}`),
  ];
  const scope = shape.queryScope === 'COLLECTION_GROUP' ? ' (group)' : '';
  return `${shape.collectionGroup}${scope}: ${parts.join(', ')}`;
}
