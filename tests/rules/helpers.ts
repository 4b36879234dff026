/**
 * Shared set-up of the firestore.rules tests: one test environment per file against
 * the Firestore emulator (127.0.0.1:8080, project demo-rules), the people of the
 * fixtures, and a seeding helper that bypasses the rules.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  initializeFirestore,
  setDoc,
  setLogLevel,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, TestRunner, type RunnerTestSuite } from 'vitest';

// Denied requests are the point of most tests; keep the SDK from logging each one.
setLogLevel('silent');

/**
 * The start of the rules tests' project ids (nextProjectId); RULES_PROJECT_ID moves a run
 * beside another on the same emulator (tests/integration/adding-a-field.test.ts runs a
 * scratch copy's rules).
 */
export const PROJECT_ID = process.env['RULES_PROJECT_ID'] ?? 'demo-rules';
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/**
 * The text of the rules the Firestore emulator was started with (firebase.json's
 * firestore.deployed.rules, named by scripts/test.mjs in FIRESTORE_STARTUP_RULES), or null
 * when not known (emulators started another way).
 */
function startupRules(): string | null {
  const file = process.env['FIRESTORE_STARTUP_RULES'];
  return file && existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** How many projects nextProjectId has named in this worker. */
let environments = 0;

/**
 * A project of its own for the next rules test environment of this worker: PROJECT_ID,
 * this process and a count. The Firestore emulator keeps every document path a project
 * ever held, and its clear deletes each of them again, with a new state in each one's
 * history: on one project shared by every file, a clear took longer with every test
 * (docs/testing.md "A project for each rules test file").
 */
export function nextProjectId(): string {
  environments += 1;
  return `${PROJECT_ID}-${process.pid}-${environments}`;
}

/**
 * The project's firestore.deployed.rules when a test environment must load them: null when
 * the emulator was started with the same text, which it applies to every project not given
 * rules of its own (loading it again only compiles it again: docs/testing.md "The rules
 * test files and the emulator's rules").
 */
export function deployedRulesToLoad(): string | null {
  const rules = readFileSync(resolve(process.cwd(), 'firestore.deployed.rules'), 'utf8');
  return rules === startupRules() ? null : rules;
}

/**
 * Starts a test environment that evaluates the project's firestore.deployed.rules, for
 * the rules tests' project or another (a database of its own on the same emulator).
 * The emulator applies the rules it was started with to every project that was not
 * given rules of its own (a fresh project refuses what they refuse; every allowed case
 * of these tests passes only under them): rules equal to those are not loaded again
 * (docs/testing.md "The rules test files and the emulator's rules"). Other rules (a scratch copy's, in
 * tests/integration/adding-a-field.test.ts) are loaded into their own project, once a worker.
 * @param projectId a `demo-` project id (default: a new one, nextProjectId)
 * @returns the started environment
 * @throws Error when the Firestore emulator cannot be reached or refuses the rules
 */
export async function createTestEnv(projectId: string = nextProjectId()): Promise<RulesTestEnvironment> {
  const rules = deployedRulesToLoad();
  // The rules files share one module registry (vitest.config.ts, isolate false): rules this
  // worker has loaded into the project already are not loaded again.
  const load = rules !== null && loadedRules.get(projectId) !== rules;
  const env = await initializeTestEnvironment({
    projectId,
    firestore: {
      ...(load ? { rules } : {}),
      host: FIRESTORE_HOST.split(':')[0],
      port: Number(FIRESTORE_HOST.split(':')[1]),
    },
  });
  if (load) loadedRules.set(projectId, rules);
  return env;
}

/** The rules createTestEnv loaded into each project, in this worker (by project id). */
const loadedRules = new Map<string, string>();

/**
 * The modular Firestore of a test context. The context hands out the compat instance,
 * which the modular functions accept; only its declared type differs.
 */
export function dbOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** A users document of the given type with the fields the rules look at. */
function person(type: string, extra: DocumentData = {}): DocumentData {
  return { name: `${type} person`, email: `${type}@example.com`, type, blocked: false, ...extra };
}

/** The uids of the fixture people; each (but `newcomer`) has a users document. */
export const UID = {
  admin: 'admin',
  limited: 'limited',
  translator: 'translator',
  hr: 'hr',
  noAccess: 'noAccess',
  stringAll: 'stringAll',
  oddAccess: 'oddAccess',
  customer: 'customer',
  fakeAdmin: 'fakeAdmin',
  supplier: 'supplier',
  deliveryCompany: 'deliveryCompany',
  rider: 'rider',
  /** A fresh Auth account without a users document. */
  newcomer: 'newcomer',
} as const;

/** The users documents seeded before every test. */
export const PEOPLE: Readonly<Record<string, DocumentData>> = {
  [UID.admin]: person('employee', { Access: ['All'] }),
  [UID.limited]: person('employee', { Access: ['/user', '/Products'] }),
  [UID.translator]: person('employee', { Access: ['/dashboard'] }),
  [UID.hr]: person('employee', { Access: ['/Admins'] }),
  [UID.noAccess]: person('employee'),
  /** Access stored as the string 'All' (the app's normaliseAccess accepts it too). */
  [UID.stringAll]: person('employee', { Access: 'All' }),
  /** Access of the wrong shape: counts as none. */
  [UID.oddAccess]: person('employee', { Access: { All: true } }),
  [UID.customer]: person('user'),
  /** A customer whose document (wrongly) carries Access ['All']: still not staff. */
  [UID.fakeAdmin]: person('user', { Access: ['All'] }),
  [UID.supplier]: person('supplier', { about: 'Fresh food', tradeLicence: 'CR-1234567' }),
  [UID.deliveryCompany]: person('deliveryCompany'),
  [UID.rider]: person('rider', { companyCode: 'DC-1' }),
};

/** Counts of the seeded users documents by type. */
export const PEOPLE_BY_TYPE: Readonly<Record<string, number>> = Object.values(PEOPLE).reduce<Record<string, number>>(
  (counts, data) => {
    const type = String(data['type']);
    counts[type] = (counts[type] ?? 0) + 1;
    return counts;
  },
  {},
);

/** The rules-disabled Firestore of each environment (ownerDb). */
const owners = new WeakMap<RulesTestEnvironment, Firestore>();

/**
 * A Firestore of the environment's project that bypasses the rules: the emulator's
 * `owner` token, which RulesTestEnvironment.withSecurityRulesDisabled also uses. That
 * method starts a Firebase app and a new connection to the emulator on every call and
 * deletes them after it, which took the rules tests about a third of their Node.js time
 * (docs/testing.md "Rules tests: one connection that bypasses the rules"); this one is
 * made on first use for an environment and deleted by the environment's `cleanup()`.
 * @param env a test environment (createTestEnv's or any other)
 * @returns the modular Firestore, for seeding and reading back what a test wrote
 */
export function ownerDb(env: RulesTestEnvironment): Firestore {
  const known = owners.get(env);
  if (known) return known;
  const emulator = env.emulators.firestore;
  if (!emulator) throw new Error('ownerDb: the test environment has no Firestore emulator');
  const app = initializeApp(
    { projectId: env.projectId },
    `owner-${env.projectId}-${Math.random().toString(36).slice(2)}`,
  );
  const db = initializeFirestore(app, {});
  connectFirestoreEmulator(db, emulator.host, emulator.port, { mockUserToken: 'owner' });
  owners.set(env, db);
  // The environment's cleanup deletes this app too, whoever started the environment.
  const cleanup = env.cleanup.bind(env);
  env.cleanup = async () => {
    owners.delete(env);
    await deleteApp(app);
    await cleanup();
  };
  return db;
}

/**
 * Writes documents (path → data) with the rules disabled, all at once (one `setDoc`
 * each: docs/testing.md "The rules test files and the emulator's rules").
 */
export async function seed(env: RulesTestEnvironment, docs: Readonly<Record<string, DocumentData>>): Promise<void> {
  if (refusing) throw new Error('seed: a refusedOnly test writes nothing bypassing the rules');
  const db = ownerDb(env);
  await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
}

/** Seeds the users documents of PEOPLE. */
export function seedPeople(env: RulesTestEnvironment): Promise<void> {
  return seed(env, Object.fromEntries(Object.entries(PEOPLE).map(([uid, data]) => [`users/${uid}`, data])));
}

/** Each context starts a Firebase app, so one is kept per person and environment. */
const contexts = new WeakMap<RulesTestEnvironment, Map<string, Firestore>>();

function cachedDb(env: RulesTestEnvironment, key: string, make: () => RulesTestContext): Firestore {
  let byKey = contexts.get(env);
  if (!byKey) {
    byKey = new Map();
    contexts.set(env, byKey);
  }
  let db = byKey.get(key);
  if (!db) {
    db = dbOf(make());
    byKey.set(key, db);
  }
  return db;
}

/** The Firestore of a signed-in person (any uid; with or without a users document). */
export function dbAs(env: RulesTestEnvironment, uid: string): Firestore {
  return cachedDb(env, `uid:${uid}`, () => env.authenticatedContext(uid));
}

/**
 * The name an audit entry written by `uid` records as its author (`byName`), read as the
 * data layer reads it (src/lib/data/audit.ts `readAuthor`): the `name` of their own users
 * document, '' when it has none or cannot be read (not signed in, no document).
 * @param db the Firestore of `uid` (dbAs)
 */
export async function authorName(db: Firestore, uid: string): Promise<string> {
  const name: unknown = await getDoc(doc(db, 'users', uid)).then(
    (snapshot) => snapshot.get('name'),
    () => '',
  );
  return typeof name === 'string' ? name : '';
}

/** The Firestore of a signed-out visitor. */
export function dbSignedOut(env: RulesTestEnvironment): Firestore {
  return cachedDb(env, 'signed-out', () => env.unauthenticatedContext());
}

/** The documents a test starts from, by path (written bypassing the rules). */
export type StartingDocuments = () => Readonly<Record<string, DocumentData>>;

/** No documents of the file's own: PEOPLE only. */
const NO_DOCUMENTS: StartingDocuments = () => ({});

/**
 * The emulator's export of each starting state this worker has seeded, by the function
 * that made its documents and the project: the export's metadata file.
 */
const seedExports = new WeakMap<StartingDocuments, Map<string, string>>();

/**
 * Calls one of the Firestore emulator's own endpoints (`/emulator/v1/projects/<id>:<verb>`).
 * @throws Error with the emulator's answer when it does not answer 200
 */
async function emulatorCall(env: RulesTestEnvironment, verb: 'export' | 'import', body: object): Promise<void> {
  const emulator = env.emulators.firestore;
  if (!emulator) throw new Error('the test environment has no Firestore emulator');
  const url = `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${env.projectId}:${verb}`;
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Firestore emulator ${verb}: ${response.status} ${await response.text()}`);
}

/**
 * Puts the environment's project back to a test's starting state: nothing but PEOPLE's
 * users documents and `docs()`. The first time a worker meets `docs` (per project) they
 * are written (one `setDoc` each) and the emulator exports the result to a folder of
 * TMPDIR; after that the project is cleared and the emulator imports that export, which
 * takes it about half the time of writing the documents again (docs/testing.md, "Rules
 * tests: the starting state imported"). `docs` is therefore made once per worker: its
 * documents must not depend on the test that starts from them. After a refusedOnly test
 * that passed, the next test of its describe block keeps the documents as they are.
 * @param docs the file's own documents by path; the same function each time
 * @throws Error when the emulator refuses the clear, a write, the export or the import
 */
export async function resetDocuments(env: RulesTestEnvironment, docs: StartingDocuments): Promise<void> {
  const suite = TestRunner.getCurrentTest()?.suite;
  const kept = untouchedIn !== undefined && untouchedIn === suite && lastReset?.env === env && lastReset.docs === docs;
  untouchedIn = undefined;
  if (kept) return;
  lastReset = { env, docs };
  await env.clearFirestore();
  const database = `projects/${env.projectId}/databases/(default)`;
  const byProject = seedExports.get(docs) ?? new Map<string, string>();
  seedExports.set(docs, byProject);
  const exported = byProject.get(env.projectId);
  if (exported) {
    await emulatorCall(env, 'import', { database, export_directory: exported });
    return;
  }
  await seedPeople(env);
  await seed(env, docs());
  const folder = mkdtempSync(join(tmpdir(), 'rules-start-'));
  await emulatorCall(env, 'export', { database, export_directory: folder, export_name: 'start' });
  byProject.set(env.projectId, join(folder, 'start', 'start.overall_export_metadata'));
}

/** The environment and documents resetDocuments last started a test from. */
let lastReset: { readonly env: RulesTestEnvironment; readonly docs: StartingDocuments } | undefined;
/**
 * The suite (describe block) of the test that just ran when it was a refusedOnly test and
 * passed: it changed nothing. Only the next test of the same suite starts from the
 * documents as they are, its beforeEach hooks being the ones that made them.
 */
let untouchedIn: RunnerTestSuite | undefined;
/** Whether a refusedOnly test is running (seed refuses to write then). */
let refusing = false;

/**
 * Marks a test whose every write is refused by the rules (assertFails) and which writes
 * nothing bypassing them: once it has passed, the documents are as resetDocuments left
 * them, so the next test of the same describe block starts from them without a clear and
 * an import (20 to 45 ms each on a quiet machine; docs/testing.md "Rules tests: fewer
 * requests and resets").
 * A write it expected refused and that was allowed fails the test, and the next test
 * starts from a fresh reset. `seed` throws inside such a test; a direct write through
 * ownerDb cannot be caught here, and has no place in it.
 * @param test the test function (its arguments, such as it.each's row, are passed on)
 * @returns the test function to give `it`
 */
export function refusedOnly<A extends unknown[]>(
  test: (...args: A) => Promise<unknown>,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    refusing = true;
    try {
      await test(...args);
    } finally {
      refusing = false;
    }
    untouchedIn = TestRunner.getCurrentTest()?.suite;
  };
}

/**
 * The usual life of a rules test file, registered on vitest's hooks: one environment
 * (beforeAll), before each test a cleared Firestore holding PEOPLE and the file's own
 * documents (resetDocuments), and the environment's cleanup after all.
 * @param docs the file's own documents by path (written bypassing the rules), made once
 *   (resetDocuments)
 * @returns a holder whose `env` is the environment once beforeAll has run
 */
export function setUpRulesFile(docs: StartingDocuments = NO_DOCUMENTS): {
  readonly env: RulesTestEnvironment;
} {
  let current: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    current = await createTestEnv();
  });
  beforeEach(async () => {
    if (!current) throw new Error('no rules test environment');
    await resetDocuments(current, docs);
  });
  afterAll(async () => {
    await current?.cleanup();
  });
  return {
    get env() {
      if (!current) throw new Error('the rules test environment starts in beforeAll');
      return current;
    },
  };
}
