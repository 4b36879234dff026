/**
 * Aggregation queries, declared once with field names typed by an entity's row (issue 46
 * item 2; docs/performance.md "Every query indexed"): a count and sums over the documents
 * of one collection that match equality filters and, optionally, a half-open range of
 * times on one field. A declaration is plain data: the data layer runs it (./aggregate.ts)
 * and the index generator reads its `shape` (src/entities/aggregations.ts lists them), so
 * a query and its composite index come from the same object. No Firebase SDK here.
 */
import type { CollectionName } from '@/config/collections';
import type { QueryShape } from '@/lib/entity/indexShapes';

type Keys<R> = keyof R & string;

/** The fields of a row that hold numbers (money in baisa, quantities): what may be summed. */
export type NumberKeys<R> = { [K in Keys<R>]-?: NonNullable<R[K]> extends number ? K : never }[Keys<R>];

/** The fields of a row that hold times: what a range may limit. */
export type TimeKeys<R> = { [K in Keys<R>]-?: NonNullable<R[K]> extends Date ? K : never }[Keys<R>];

/** The fields of a row that hold a string, a number or a boolean: what an equality filter may name. */
export type EqualityKeys<R> = {
  [K in Keys<R>]-?: NonNullable<R[K]> extends string | number | boolean ? K : never;
}[Keys<R>];

/**
 * One aggregation query's declaration.
 * @typeParam R the row type of the collection's documents (an entity's `Row`)
 * @typeParam E the fields filtered by equality, in the query's order
 * @typeParam T the time field a range limits (never: no range)
 */
export interface Aggregation<R, E extends string = string, T extends string = string> {
  readonly collection: CollectionName;
  readonly equality: readonly E[];
  readonly range: T | null;
  /** The query's shape for the index generator (a range is read in ascending order). */
  readonly shape: QueryShape;
  /** Never set: carries the row type. */
  readonly row?: R;
}

/** The equality values of an aggregation, by field: each of the row's non-null type. */
export type EqualityValues<R, E extends string> = { readonly [K in E]: K extends keyof R ? NonNullable<R[K]> : never };

/**
 * Declares an aggregation query over a collection whose documents are rows of type R
 * (curried so R is given and the fields are inferred):
 * `aggregation<Order>()('orders', ['status'], 'createdAt')`.
 * @returns (collection, equality fields, optional time field) → the declaration
 */
export function aggregation<R>() {
  return <const E extends EqualityKeys<R> = never, const T extends TimeKeys<R> = never>(
    collection: CollectionName,
    equality: readonly E[] = [],
    range?: T,
  ): Aggregation<R, E, T> => ({
    collection,
    equality,
    range: range ?? null,
    shape: {
      collectionGroup: collection,
      queryScope: 'COLLECTION',
      equality,
      contains: [],
      inequality: range ? [range] : [],
      orderBy: range ? [{ field: range, direction: 'ASCENDING' }] : [],
    },
  });
}

/**
 * The same declaration on another collection whose documents have the same shape (the
 * benchmarks' stand-in collections, tests/bench/setup.ts).
 * @returns a copy reading `collection`
 */
export function inCollection<R, E extends string, T extends string>(
  declared: Aggregation<R, E, T>,
  collection: CollectionName,
): Aggregation<R, E, T> {
  return { ...declared, collection, shape: { ...declared.shape, collectionGroup: collection } };
}
