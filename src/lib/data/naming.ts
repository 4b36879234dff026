/**
 * The few documents of a collection that name one document by an equality on one
 * field (an order's customer service requests and rider reports: issue 50, item 4),
 * in one bounded query without an order: Firestore's single-field index serves it, so
 * it costs no composite index (firestore.indexes.json is near its budget). The caller
 * orders them (an order has a handful).
 */
import { collection, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import type { AnyDefinition, Entity } from './types';

/**
 * @param def the collection's definition (its converter reads each document)
 * @param field the field naming the document, e.g. `orderId`
 * @param value the named document's id
 * @param size most documents read
 * @returns at most `size` documents whose `field` equals `value`, in no given order
 * @throws FirebaseError (permission-denied when the reader may not read the collection)
 */
export async function documentsNaming<T extends Entity>(
  def: AnyDefinition<T>,
  field: string,
  value: string,
  size: number,
): Promise<T[]> {
  const snapshot = await getDocs(query(collection(db, def.collection), where(field, '==', value), limit(size)));
  return snapshot.docs.map((d) => def.fromFirestore(d.id, d.data()));
}
