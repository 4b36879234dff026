import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { firebaseApp, target } from './app';

/**
 * Firebase Auth, persisted in IndexedDB (falling back to localStorage). No popup or
 * redirect resolver: the panel signs in with email and password only (spec §7).
 */
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (target.emulatorHost) {
  connectAuthEmulator(auth, `http://${target.emulatorHost}:${target.authEmulatorPort}`, { disableWarnings: true });
}
