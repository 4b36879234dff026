/**
 * Creates a Firebase Auth account without touching the signed-in staff member's session
 * (docs/access.md, "Creating an employee"): a second, named app instance with its own
 * in-memory Auth signs the new account in, and is signed out and deleted at once.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  signOut,
} from 'firebase/auth';
import { target } from './app';
import { startAppCheck } from './appCheck';

/**
 * @param email the new account's e-mail
 * @param password its initial password (8 characters or more, spec §5)
 * @returns the new account's uid
 * @throws FirebaseError auth/email-already-in-use, auth/weak-password, auth/invalid-email…
 */
export async function createAuthAccount(email: string, password: string): Promise<string> {
  const app = initializeApp(target.options, `create-account-${Date.now()}`);
  try {
    startAppCheck(app, target.appCheck); // where Auth enforces App Check, its sign-up needs a token too
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    if (target.emulatorHost) {
      connectAuthEmulator(auth, `http://${target.emulatorHost}:${target.authEmulatorPort}`, { disableWarnings: true });
    }
    const credential = await createUserWithEmailAndPassword(auth, email, password);
    await signOut(auth);
    return credential.user.uid;
  } finally {
    await deleteApp(app);
  }
}
