/**
 * One document read by id, for code that needs a document's stored fields before any
 * entity definition is loaded (the signed-in person's profile, spec §7). A small module
 * of its own: the session reads through it on the first screen, without the rest of
 * the data layer.
 */
import { doc, getDoc, type DocumentData } from 'firebase/firestore/lite';
import type { CollectionName } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';

/**
 * Reads one document.
 * @param source the collection's id, or what names it (an entity definition: its `collection`)
 * @param id the document's id
 * @returns its stored fields, or null when there is no such document
 * @throws FirebaseError (permission-denied, unavailable)
 */
export async function readStored(
  source: string | { readonly collection: CollectionName },
  id: string,
): Promise<DocumentData | null> {
  const snapshot = await getDoc(doc(db, typeof source === 'string' ? source : source.collection, id));
  return snapshot.exists() ? snapshot.data() : null;
}
