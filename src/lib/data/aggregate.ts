/**
 * Counts and sums over a collection by aggregation queries (docs/performance.md: never
 * reading a whole collection to count or sum), for screens that aggregate a collection
 * without going through an entity's definition: the dashboard's counters and charts.
 * With api.ts, the only place that turns a screen's question into a Firestore query.
 */
import {
  collection,
  count,
  getAggregate,
  getCount,
  query,
  sum,
  Timestamp,
  where,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';

/** A condition on one field: equal to a value, or a half-open range of times. */
export type Condition =
  | { readonly field: string; readonly op: '=='; readonly value: string | number | boolean | null }
  | { readonly field: string; readonly op: '>=' | '<'; readonly value: Date };

/** The conditions as Firestore constraints (times as Timestamps). */
function constraints(conditions: readonly Condition[]): QueryFieldFilterConstraint[] {
  return conditions.map((c) =>
    c.op === '==' ? where(c.field, '==', c.value) : where(c.field, c.op, Timestamp.fromDate(c.value)),
  );
}

/**
 * The number of documents of a collection matching every condition, by one count query.
 * @param collectionName the collection's id
 * @param conditions conditions all documents must meet (none: the whole collection)
 * @returns the count
 * @throws FirebaseError (permission-denied, failed-precondition for a missing index)
 */
export async function countWhere(collectionName: string, conditions: readonly Condition[] = []): Promise<number> {
  const snapshot = await getCount(query(collection(db, collectionName), ...constraints(conditions)));
  return snapshot.data().count;
}

/**
 * The sum of a number field over the documents matching every condition, by one
 * aggregation query (never reading them).
 * @param collectionName the collection's id
 * @param field a number field (money: baisa)
 * @param conditions conditions all documents must meet
 * @returns the sum, 0 when nothing matches
 * @throws FirebaseError
 */
export async function sumWhere(
  collectionName: string,
  field: string,
  conditions: readonly Condition[] = [],
): Promise<number> {
  const q = query(collection(db, collectionName), ...constraints(conditions));
  const snapshot = await getAggregate(q, { total: sum(field) });
  return Number(snapshot.data().total ?? 0);
}

/** Most sums one aggregation query may take beside its count (Firestore: 5 aggregations per query). */
export const MAX_SUMS = 4;

/** A count and sums over the same documents (totalsWhere). */
export interface Totals<F extends string> {
  readonly count: number;
  /** Each field's sum, 0 when nothing matches. */
  readonly sums: Readonly<Record<F, number>>;
}

/**
 * The number of documents matching every condition and the sums of up to MAX_SUMS
 * number fields over them, by ONE aggregation query (never reading them).
 * @param collectionName the collection's id
 * @param fields number fields to sum (money: baisa), at most MAX_SUMS
 * @param conditions conditions all documents must meet
 * @returns the count and the sums
 * @throws RangeError for more than MAX_SUMS fields; FirebaseError
 */
export async function totalsWhere<F extends string>(
  collectionName: string,
  fields: readonly F[],
  conditions: readonly Condition[] = [],
): Promise<Totals<F>> {
  if (fields.length > MAX_SUMS) throw new RangeError(`At most ${MAX_SUMS} sums in one aggregation query`);
  const spec = Object.fromEntries(fields.map((field, index) => [`s${index}`, sum(field)]));
  const q = query(collection(db, collectionName), ...constraints(conditions));
  const data = (await getAggregate(q, { n: count(), ...spec })).data() as Record<string, number | null>;
  const sums = Object.fromEntries(fields.map((field, index) => [field, Number(data[`s${index}`] ?? 0)]));
  return { count: Number(data['n'] ?? 0), sums: sums as Record<F, number> };
}
