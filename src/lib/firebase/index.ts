/**
 * The one place that initialises Firebase and connects to the emulators. Every other
 * module imports `auth` and `db` from here.
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { firebaseTarget } from './config';

const target = firebaseTarget(import.meta.env);

export const firebaseApp = initializeApp(target.options);
export const auth = getAuth(firebaseApp);
export const db = getFirestore(firebaseApp);

if (target.emulatorHost) {
  connectAuthEmulator(auth, `http://${target.emulatorHost}:${target.authEmulatorPort}`, {
    disableWarnings: true,
  });
  connectFirestoreEmulator(db, target.emulatorHost, target.firestoreEmulatorPort);
}

/** True when the panel talks to the local emulators (demo data). */
export const usingEmulators = target.emulatorHost !== null;
