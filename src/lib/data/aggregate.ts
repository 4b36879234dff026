/**
 * Counts and sums by aggregation queries (docs/performance.md: never reading a whole
 * collection to count or sum), each declared once with typed fields (./aggregation.ts,
 * src/entities/aggregations.ts, which the index generator reads too): the dashboard's
 * counters and charts, the sales report, a company's cash. With api.ts, the only place
 * that turns a screen's question into a Firestore query.
 */
import {
  average,
  collection,
  count,
  getAggregate,
  getCount,
  query,
  sum,
  Timestamp,
  where,
  type Query,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import type { Aggregation, EqualityValues, NumberKeys } from './aggregation';

/** A half-open range of times: from `start` (included) to `end` (excluded). */
export interface Between {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The query of a declaration with its values.
 * @throws RangeError when a range is given to a declaration without one, or missing from one with it
 */
function queryOf<R, E extends string, T extends string>(
  declared: Aggregation<R, E, T>,
  values: EqualityValues<R, E>,
  between: Between | null,
): Query {
  if (Boolean(declared.range) !== Boolean(between)) {
    throw new RangeError(`The aggregation on ${declared.collection} ${declared.range ? 'needs' : 'has no'} a range`);
  }
  const constraints: QueryFieldFilterConstraint[] = declared.equality.map((field) => where(field, '==', values[field]));
  if (declared.range && between) {
    constraints.push(where(declared.range, '>=', Timestamp.fromDate(between.start)));
    constraints.push(where(declared.range, '<', Timestamp.fromDate(between.end)));
  }
  return query(collection(db, declared.collection), ...constraints);
}

/**
 * The number of documents an aggregation's filters match, by one count query.
 * @param declared the declaration (src/entities/aggregations.ts)
 * @param values a value for each of its equality fields
 * @param between the range of its time field, null when it has none
 * @returns the count
 * @throws RangeError (see queryOf); FirebaseError (permission-denied, failed-precondition for a missing index)
 */
export async function countOf<R, E extends string, T extends string>(
  declared: Aggregation<R, E, T>,
  values: EqualityValues<R, E>,
  between: Between | null,
): Promise<number> {
  const snapshot = await getCount(queryOf(declared, values, between));
  return snapshot.data().count;
}

/** Most sums one aggregation query may take beside its count (Firestore: 5 aggregations per query). */
export const MAX_SUMS = 4;

/** A count and sums over the same documents (totalsOf). */
export interface Totals<F extends string> {
  readonly count: number;
  /** Each field's sum, 0 when nothing matches. */
  readonly sums: Readonly<Record<F, number>>;
}

/**
 * The number of documents an aggregation's filters match and the sums of up to MAX_SUMS
 * number fields over them, by ONE aggregation query (never reading them).
 * @param declared the declaration (src/entities/aggregations.ts)
 * @param values a value for each of its equality fields
 * @param between the range of its time field, null when it has none
 * @param fields number fields of the row to sum (money: baisa), at most MAX_SUMS
 * @returns the count and the sums
 * @throws RangeError for more than MAX_SUMS fields (or see queryOf); FirebaseError
 */
export async function totalsOf<R, E extends string, T extends string, const F extends NumberKeys<R>>(
  declared: Aggregation<R, E, T>,
  values: EqualityValues<R, E>,
  between: Between | null,
  fields: readonly F[],
): Promise<Totals<F>> {
  if (fields.length > MAX_SUMS) throw new RangeError(`At most ${MAX_SUMS} sums in one aggregation query`);
  const spec = Object.fromEntries(fields.map((field, index) => [`s${index}`, sum(field)]));
  const q = queryOf(declared, values, between);
  const data = (await getAggregate(q, { n: count(), ...spec })).data() as Record<string, number | null>;
  const sums = Object.fromEntries(fields.map((field, index) => [field, Number(data[`s${index}`] ?? 0)]));
  return { count: Number(data['n'] ?? 0), sums: sums as Record<F, number> };
}

/**
 * The sum of one number field over the documents an aggregation's filters match.
 * @returns the sum (money: baisa), 0 when nothing matches
 * @throws as totalsOf
 */
export async function sumOf<R, E extends string, T extends string, const F extends NumberKeys<R>>(
  declared: Aggregation<R, E, T>,
  values: EqualityValues<R, E>,
  between: Between | null,
  field: F,
): Promise<number> {
  const q = queryOf(declared, values, between);
  const snapshot = await getAggregate(q, { total: sum(field) });
  return Number(snapshot.data().total ?? 0);
}

/** An average and how many documents it is over (averageOf). */
export interface Average {
  /** The field's average, null when nothing matches. */
  readonly average: number | null;
  readonly count: number;
}

/**
 * The average of one number field over the documents an aggregation's filters match, and
 * how many they are, by ONE aggregation query (never reading them): e.g. the rating of a
 * person's shown reviews (src/components/screens/reviews.tsx).
 * @param declared the declaration (src/entities/aggregations.ts)
 * @param values a value for each of its equality fields
 * @param between the range of its time field, null when it has none
 * @param field a number field of the row
 * @returns `{ average, count }`; average null when nothing matches
 * @throws as totalsOf
 */
export async function averageOf<R, E extends string, T extends string, const F extends NumberKeys<R>>(
  declared: Aggregation<R, E, T>,
  values: EqualityValues<R, E>,
  between: Between | null,
  field: F,
): Promise<Average> {
  const q = queryOf(declared, values, between);
  const data = (await getAggregate(q, { mean: average(field), n: count() })).data();
  return { average: data.mean ?? null, count: Number(data.n ?? 0) };
}
