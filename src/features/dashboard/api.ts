import { collection, getCount, query, where, type Firestore } from 'firebase/firestore/lite';
import { READ_WAIT_MS } from '@/config/constants';
import { withTimeout } from '@/lib/errors';
import type { CounterDefinition } from './counters';

/**
 * Counts a counter's documents with an aggregation query (never by reading them).
 * @param db Firestore
 * @param counter what to count
 * @returns the number of documents
 * @throws FirebaseError (e.g. permission-denied) or TimeoutError after READ_WAIT_MS
 */
export async function countFor(db: Firestore, counter: CounterDefinition): Promise<number> {
  const ref = collection(db, counter.collection);
  const q = counter.userType ? query(ref, where('type', '==', counter.userType)) : ref;
  const snapshot = await withTimeout(getCount(q), READ_WAIT_MS);
  return snapshot.data().count;
}
