/**
 * Staff members made for one e2e test, apart from the seed's demo sign-ins: an Auth
 * emulator account and a users document of type employee, written as the seed writes
 * its own (scripts/seed.ts: same fields, searchPrefixes derived by withDerivedFields),
 * so a test's people never share a sign-in with another test.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@/config/collections';
import type { NavPath } from '@/config/navigation';
import { SEED_UID } from '../../scripts/seed-data/build';
import { withDerivedFields } from '../../scripts/seed-data/derived';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';

/** An employee of one test: who signs in, and what their users document holds. */
export interface TestStaff {
  /** Auth uid, also the users document id. */
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  /** E.164 phone and WhatsApp numbers (both stored, as the seed stores them). */
  readonly phone: string;
  readonly Access: readonly (NavPath | 'All')[];
}

/** firebase-admin Auth of the e2e project (the project `npm test` starts the emulators with). */
function adminAuth() {
  const name = `e2e-staff-${E2E_PROJECT_ID}`;
  return getAuth(getApps().find((a) => a.name === name) ?? initializeApp({ projectId: E2E_PROJECT_ID }, name));
}

/**
 * Creates (or resets, when a test runs again) an employee in the Auth and Firestore
 * emulators of the e2e run: the Auth account with its password, and the users document
 * with name, e-mail, phones, Muscat as city, not blocked, and the given Access.
 * @param staff the employee
 * @returns the same employee, to sign in with
 */
export async function createStaff(staff: TestStaff): Promise<TestStaff> {
  const auth = adminAuth();
  await auth
    .createUser({ uid: staff.uid, email: staff.email, password: staff.password, displayName: staff.name })
    .catch(() => auth.updateUser(staff.uid, { email: staff.email, password: staff.password }));
  const now = Timestamp.now();
  const [doc] = withDerivedFields([
    {
      collection: COLLECTIONS.users,
      id: staff.uid,
      data: {
        name: staff.name,
        email: staff.email,
        phone: staff.phone,
        whatsapp: staff.phone,
        address: null,
        cityId: 'city-muscat',
        type: 'employee',
        image: null,
        blocked: false,
        Access: [...staff.Access],
        createdAt: now,
        updatedAt: now,
        createdBy: SEED_UID,
        updatedBy: SEED_UID,
      },
    },
  ]);
  if (!doc) throw new Error(`No users document made for ${staff.uid}`);
  await adminFirestore(E2E_PROJECT_ID).doc(`${COLLECTIONS.users}/${staff.uid}`).set(doc.data);
  return staff;
}
