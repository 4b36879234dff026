import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { firebaseApp, target } from './app';

/**
 * The Firestore database, through Firestore Lite: reads, queries with cursors,
 * aggregation counts, writes, batches and transactions, at a fraction of the full
 * SDK's size (see docs/performance.md). A back office reads fresh data on each screen
 * and needs no offline cache.
 */
export const db = getFirestore(firebaseApp);

if (target.emulatorHost) connectFirestoreEmulator(db, target.emulatorHost, target.firestoreEmulatorPort);
