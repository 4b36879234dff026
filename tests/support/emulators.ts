/**
 * Test helpers for the emulators (reactfire's way): data is wiped through the
 * emulators' REST endpoints, never by reading and deleting documents.
 */
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
/**
 * The e2e lane this process is ('' for the first, 'b' for the second: `npm test`'s
 * E2E_LANE; docs/testing.md "Three lanes"). The second runs about half the browser test
 * files beside the first, on its own copy of the demo data.
 */
export const E2E_LANE = process.env.E2E_LANE ?? '';

/**
 * The project the e2e tests use: the one `npm test` starts the emulators with
 * (scripts/lib/emulators.mjs TEST_PROJECT_ID), never `npm start`'s demo-admin-panel; the
 * second e2e lane's is `demo-admin-panel-test-b`. Both lanes' panels sign in against the
 * first project's Auth accounts (the Auth emulator answers a sign-in from the project the
 * emulators started with), which the seed gives the same uids in every project.
 */
export const E2E_PROJECT_ID = E2E_LANE ? `demo-admin-panel-test-${E2E_LANE}` : 'demo-admin-panel-test';

/**
 * The project whose Auth accounts the panel signs in against in a test run: the one the
 * emulators were started with (emulators:exec sets GCLOUD_PROJECT).
 */
export const AUTH_PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-admin-panel-test';

/**
 * Deletes every document and every Auth account of a project in the emulators.
 * @param projectId a `demo-` project id
 * @throws Error when an emulator answers with an error status
 */
export async function wipeProject(projectId: string): Promise<void> {
  const calls = [
    `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    `http://${AUTH_HOST}/emulator/v1/projects/${projectId}/accounts`,
  ];
  for (const url of calls) {
    const response = await fetch(url, { method: 'DELETE' });
    if (!response.ok) throw new Error(`DELETE ${url} answered ${response.status}`);
  }
}

/**
 * Deletes every document of a project in the Firestore emulator (Auth untouched).
 * @throws Error when the emulator answers with an error status
 */
export async function wipeFirestore(projectId: string): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} answered ${response.status}`);
}
