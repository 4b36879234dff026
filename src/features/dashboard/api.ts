import { READ_WAIT_MS } from '@/config/constants';
import { countWhere, sumWhere, type Condition } from '@/lib/data/aggregate';
import { withTimeout } from '@/lib/errors';
import type { CounterDefinition } from './counters';

/**
 * Counts a counter's documents, or sums its money field, with an aggregation query
 * (never by reading them).
 * @param counter what to count or sum
 * @returns the number of documents, or the sum (baisa)
 * @throws FirebaseError (e.g. permission-denied) or TimeoutError after READ_WAIT_MS
 */
export function countFor(counter: CounterDefinition): Promise<number> {
  const conditions: Condition[] = [
    ...(counter.userType ? [{ field: 'type', op: '==', value: counter.userType } as const] : []),
    ...(counter.where ? [{ field: counter.where.field, op: '==', value: counter.where.value } as const] : []),
  ];
  const read = counter.sum
    ? sumWhere(counter.collection, counter.sum, conditions)
    : countWhere(counter.collection, conditions);
  return withTimeout(read, READ_WAIT_MS);
}
