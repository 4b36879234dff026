import { READ_WAIT_MS } from '@/config/constants';
import { countOf, sumOf } from '@/lib/data/aggregate';
import { withTimeout } from '@/lib/errors';
import type { CounterDefinition } from './counters';

/**
 * Counts a counter's documents, or sums its money field, with an aggregation query
 * (never by reading them).
 * @param counter what to count or sum (its query: src/entities/aggregations.ts)
 * @returns the number of documents, or the sum (baisa)
 * @throws FirebaseError (e.g. permission-denied) or TimeoutError after READ_WAIT_MS
 */
export function countFor(counter: CounterDefinition): Promise<number> {
  const { declared, values, sum } = counter.query;
  // The values and the summed field were typed by the declaration's row in counters.ts.
  const untyped = declared as Parameters<typeof countOf<Record<string, number>, string, string>>[0];
  const read = sum ? sumOf(untyped, values as never, null, sum) : countOf(untyped, values as never, null);
  return withTimeout(read, READ_WAIT_MS);
}
