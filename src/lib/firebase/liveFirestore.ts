/**
 * The full Firestore SDK, for the screens that listen to changes (docs/performance.md:
 * live updates). Everything else uses Firestore Lite (./firestore.ts), which cannot
 * listen. Never import this module statically: load it with `loadLiveFirestore()`
 * (./live.ts), so only a listening screen downloads the full SDK.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
} from 'firebase/firestore';
import { firebaseApp, target } from './app';

/** The database through the full SDK (same app and emulator as Firestore Lite). */
export const liveDb = getFirestore(firebaseApp);

if (target.emulatorHost) connectFirestoreEmulator(liveDb, target.emulatorHost, target.firestoreEmulatorPort);

export { collection, doc, documentId, limit, onSnapshot, orderBy, query, Timestamp, where };
