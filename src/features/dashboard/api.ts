import { READ_WAIT_MS } from '@/config/constants';
import { countWhere } from '@/lib/data/aggregate';
import { withTimeout } from '@/lib/errors';
import type { CounterDefinition } from './counters';

/**
 * Counts a counter's documents with an aggregation query (never by reading them).
 * @param counter what to count
 * @returns the number of documents
 * @throws FirebaseError (e.g. permission-denied) or TimeoutError after READ_WAIT_MS
 */
export function countFor(counter: CounterDefinition): Promise<number> {
  const type = counter.userType ? [{ field: 'type', op: '==', value: counter.userType } as const] : [];
  return withTimeout(countWhere(counter.collection, type), READ_WAIT_MS);
}
