/**
 * Integration-test harness for the data layer: a clean `demo-integration` project with
 * one staff member signed in through the panel's own Firebase Auth instance, so every
 * data-layer call goes through the real security rules as that person.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/auth';
import { adminFirestore } from './admin';
import { AUTH_PROJECT_ID, wipeFirestore } from './emulators';

/** The project of the integration tests (see vitest.config.ts). */
export const INTEGRATION_PROJECT = 'demo-integration';
const PASSWORD = 'Integration#2026';

/**
 * Admin Auth of the emulators' default project: the Auth emulator serves the panel's
 * sign-in requests (which name no project) from the project emulators:exec started
 * with, so the accounts live there; the documents live in INTEGRATION_PROJECT.
 */
function adminAuth() {
  const name = `auth-${AUTH_PROJECT_ID}`;
  return getAuth(getApps().find((a) => a.name === name) ?? initializeApp({ projectId: AUTH_PROJECT_ID }, name));
}

/** Creates the account, or resets its password if it exists already. */
async function ensureAccount(uid: string, email: string): Promise<void> {
  await adminAuth()
    .createUser({ uid, email, password: PASSWORD })
    .catch(() => adminAuth().updateUser(uid, { email, password: PASSWORD }));
}

/** The admin Firestore of the integration project (bypasses the rules: for set-up and checks). */
export const adminDb = () => adminFirestore(INTEGRATION_PROJECT);

/**
 * Wipes the integration project and signs in a fresh staff member.
 * @param access the staff member's Access, e.g. ['All'] or ['/coupon']
 * @returns the staff member's uid
 */
export async function signInStaff(access: readonly string[] = ['All'], uid = 'staff-1'): Promise<string> {
  await signOut(auth);
  await wipeFirestore(INTEGRATION_PROJECT);
  return switchStaff(uid, access);
}

/**
 * Signs in another staff member without wiping (e.g. to test what a second person sees).
 * @returns the uid
 */
export async function switchStaff(uid: string, access: readonly string[]): Promise<string> {
  await signOut(auth);
  const email = `${uid}@integration.test`;
  await ensureAccount(uid, email);
  await adminDb()
    .doc(`users/${uid}`)
    .set({ type: 'employee', name: uid, email, Access: [...access] });
  await signInWithEmailAndPassword(auth, email, PASSWORD);
  return uid;
}

/**
 * Runs `write` as another staff member holding /coupon, the coupon's maker, then signs
 * back in as `staff-1` with /coupon: the maker of a coupon may not approve it
 * (docs/access.md, "Money and trust").
 * @returns what `write` returns
 */
export async function asCouponMaker<T>(write: () => Promise<T>): Promise<T> {
  await switchStaff('maker', ['/coupon']);
  try {
    return await write();
  } finally {
    await switchStaff('staff-1', ['/coupon']);
  }
}
