/**
 * firebase-admin against the emulators, for tests that must see the database as it
 * is (bypassing the security rules), e.g. to count what the panel should show.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * @param projectId a `demo-` project id
 * @returns the admin Firestore of that project (one named app per project)
 */
export function adminFirestore(projectId: string): Firestore {
  const name = `test-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getFirestore(app);
}
