/**
 * The shapes of Firestore's composite indexes and of the queries that need them, as
 * firestore.indexes.json writes them: declared by the data layer beside its queries
 * (src/lib/data/*Indexes.ts, lateModel.ts) and read by the index generator
 * (scripts/rules/indexRules.ts, indexes.ts; docs/performance.md "Every query indexed").
 */

/** One field of an index, as firestore.indexes.json writes it. */
export interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
  readonly arrayConfig?: 'CONTAINS';
}

/** One composite index, as firestore.indexes.json writes it. */
export interface Index {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  readonly fields: readonly IndexField[];
}

export type Direction = 'ASCENDING' | 'DESCENDING';

/** A query as far as index selection is concerned (one disjunct of an OR). */
export interface QueryShape {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  /** Fields with ==, in, IS_NULL or IS_NAN filters. */
  readonly equality: readonly string[];
  /** Fields with array-contains or array-contains-any filters. */
  readonly contains: readonly string[];
  /** Fields with <, <=, >, >=, != or not-in filters. */
  readonly inequality: readonly string[];
  /** The explicit orders, as the query gives them. */
  readonly orderBy: readonly { readonly field: string; readonly direction: Direction }[];
}
