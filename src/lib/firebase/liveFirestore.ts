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
  terminate,
  Timestamp,
  where,
} from 'firebase/firestore';
import { firebaseApp, target } from './app';

/** The database through the full SDK (same app and emulator as Firestore Lite). */
export const liveDb = getFirestore(firebaseApp);

if (target.emulatorHost) connectFirestoreEmulator(liveDb, target.emulatorHost, target.firestoreEmulatorPort);

/**
 * A page that is going away for good (closed, reloaded or left; not kept in the
 * back-forward cache) ends its listen channel at once, rather than leaving the server to
 * notice: the emulator never does, and re-runs a closed page's queries on every later
 * write for the rest of its life (docs/testing.md "A closed page's listeners").
 */
window.addEventListener('pagehide', (event) => {
  if (!event.persisted) void terminate(liveDb);
});

export { collection, doc, documentId, limit, onSnapshot, orderBy, query, Timestamp, where };
