/**
 * Shared helpers for the scripts that run the Firebase emulators.
 *
 * See ../shared/notes/emulators.md: these machines cannot download the Firestore
 * emulator jar, but Debian's `google-cloud-cli-firestore-emulator` ships it without a
 * Main-Class. We generate a manifest-only wrapper jar into `.cache/` at run time and
 * point firebase-tools at it through FIRESTORE_EMULATOR_BINARY_PATH. Where that
 * package is absent (a laptop with internet), firebase-tools downloads its own jar.
 *
 * The Storage emulator needs a rules runtime jar that firebase-tools also downloads
 * (../shared/notes/storage-emulator.md). Where the Debian jar exists and no real runtime
 * is present, scripts/storage-rules-runtime/StorageRulesRuntime.java is compiled against
 * the rules engine inside the Debian jar, self-tested, and firebase-tools is pointed at
 * it through FIREBASE_EMULATORS_PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The project of `npm start` (and `npm run seed`); DEMO_PROJECT_ID overrides it. */
export const PROJECT_ID = process.env.DEMO_PROJECT_ID ?? 'demo-admin-panel';
/**
 * The project `npm test` starts the emulators with. firebase-tools keeps one hub file
 * per project id (`$TMPDIR/hub-<id>.json`) and a run deletes it when it ends, so a
 * test run sharing `npm start`'s id would make `npm start`'s export on exit fail.
 */
export const TEST_PROJECT_ID = 'demo-admin-panel-test';
/** The project `npm run bench` starts the emulators with (apart from start and test). */
export const BENCH_PROJECT_ID = 'demo-bench';
export const AUTH_HOST = '127.0.0.1:9099';
export const FIRESTORE_HOST = '127.0.0.1:8080';
export const STORAGE_HOST = '127.0.0.1:9199';
/** The emulators every run starts (Storage's rules read users documents from Firestore). */
export const EMULATORS = 'auth,firestore,storage';
/** The default Storage bucket of a project on the emulators. */
export const bucketOf = (projectId) => `${projectId}.appspot.com`;
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');
/** Where `npm start` imports and exports its data; EMULATOR_DATA_DIR overrides it. */
export const DATA_DIR = process.env.EMULATOR_DATA_DIR
  ? resolve(process.env.EMULATOR_DATA_DIR)
  : join(ROOT, '.emulator-data');

/**
 * The emulator hosts for a port offset (see {@link offsetFirebaseConfig}).
 * @param {number} offset added to each default port (0: firebase.json's ports)
 * @returns {{ auth: string, firestore: string, storage: string, authPort: number, firestorePort: number, storagePort: number }}
 */
export function emulatorHosts(offset = 0) {
  const authPort = 9099 + offset;
  const firestorePort = 8080 + offset;
  const storagePort = 9199 + offset;
  return {
    auth: `127.0.0.1:${authPort}`,
    firestore: `127.0.0.1:${firestorePort}`,
    storage: `127.0.0.1:${storagePort}`,
    authPort,
    firestorePort,
    storagePort,
  };
}

const PACKAGED_JAR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

/** Finds the Firestore emulator jar of the Debian package, or null. */
export function findPackagedJar() {
  const known = PACKAGED_JAR_CANDIDATES.find((p) => existsSync(p));
  if (known) return known;
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  if (dpkg.status !== 0) return null;
  return dpkg.stdout.split('\n').find((line) => line.endsWith('.jar') && existsSync(line)) ?? null;
}

/**
 * Builds (once) the manifest-only wrapper jar around the packaged emulator.
 * @returns {string | null} absolute path of the wrapper jar, or null when the packaged jar is absent
 */
export function ensureFirestoreWrapperJar() {
  const packaged = findPackagedJar();
  if (!packaged) return null;
  const cache = join(ROOT, '.cache', 'firestore-emulator');
  const wrapper = join(cache, 'firestore-wrapper.jar');
  if (existsSync(wrapper)) return wrapper;
  mkdirSync(cache, { recursive: true });
  const manifest = join(cache, 'MANIFEST.MF');
  writeFileSync(manifest, wrapperManifest(packaged));
  execFileSync('jar', ['cfm', wrapper, manifest], { cwd: cache, stdio: 'inherit' });
  return wrapper;
}

/** The manifest of a wrapper jar: the emulator's main class, the packaged jar on the class path. */
const wrapperManifest = (packaged) =>
  'Manifest-Version: 1.0\n' +
  'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\n' +
  `Class-Path: file:${packaged}\n\n`;

/** The sources of the tests' stand-ins for some of the emulator's classes (see ensureLeanFirestoreJar). */
const LEAN_SOURCES = join(ROOT, 'scripts', 'firestore-emulator');
/** The classes those sources replace, by binary name. */
export const LEAN_CLASSES = [
  'com.google.firebase.rules.runtime.tracking.RuleExpressionTracker',
  'com.google.firebase.rules.runtime.tracking.RuleExpressionTracker$ReportNodeBuilder',
  'com.google.cloud.datastore.emulator.firestore.websocket.BufferingRequestListener',
  'com.google.cloud.datastore.emulator.firestore.webchannel.FirestoreV1WebChannelAdapter$FirestoreListenHandler',
  'com.google.cloud.datastore.emulator.impl.rules.EmulatorRulesCompiler',
  'com.google.cloud.datastore.emulator.impl.storage.StoredEntity$History',
];

/**
 * The members a class shows other classes (javap's signatures, private members and the
 * static initializer left out), to compare a stand-in with the class it replaces.
 * @param {string} classPath a jar or a folder of classes
 * @param {string} name the class's binary name
 * @returns {string}
 */
function visibleMembers(classPath, name) {
  const out = execFileSync('javap', ['-s', '-cp', classPath, name], { encoding: 'utf8', stdio: 'pipe' });
  const lines = out.split('\n').filter((line) => !line.startsWith('Compiled from'));
  const kept = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    // A member's line is followed by its descriptor's line: both go, or both stay.
    if (/\bprivate\b|static \{\};/.test(line)) {
      if (lines[i + 1]?.trim().startsWith('descriptor:')) i += 1;
      continue;
    }
    if (line.trim()) kept.push(line.trim());
  }
  return kept.join('\n');
}

/**
 * The Firestore emulator jar of `npm test` (docs/testing.md "The Firestore emulator without
 * its coverage report", "A closed page's listeners", "The emulator's clear and its
 * compiler"): the packaged emulator with some of its classes (LEAN_CLASSES) replaced by
 * the stand-ins in scripts/firestore-emulator/, compiled against the packaged jar at run
 * time. The packaged ones record every rules evaluation for the coverage report and for
 * the Emulator UI's request monitor, which no test reads (and firebase.json runs no UI),
 * keep a closed browser's listen targets, compile the same rules again for every project,
 * and sort a document's history again on every commit. The rules engine itself is the
 * packaged one. The stand-ins are used only when they show exactly the members of the
 * classes they replace (javap); otherwise, or when they do not compile, the run says so and
 * uses the plain wrapper (an emulator of another version: slower, still right).
 * @returns {string | null} absolute path of the jar, or null when the packaged jar is absent
 */
export function ensureLeanFirestoreJar() {
  const packaged = findPackagedJar();
  if (!packaged) return null;
  // One source file per top-level class; a nested stand-in's file may hold what the
  // compiler needs to see of its packaged outer class, whose class files are not kept.
  const sources = [...new Set(LEAN_CLASSES.map((name) => name.replace(/\$.*/, '')))].map((name) =>
    join(LEAN_SOURCES, `${name.replace(/\./g, '/')}.java`),
  );
  const engine = statSync(packaged);
  const hash = createHash('sha256').update(`${packaged}:${engine.size}:${engine.mtimeMs}`);
  for (const source of sources) hash.update(readFileSync(source));
  const key = hash.digest('hex').slice(0, 12);
  const cache = join(ROOT, '.cache', 'firestore-emulator');
  const jarPath = join(cache, `firestore-lean-${key}.jar`);
  if (existsSync(jarPath)) return jarPath;
  const work = join(cache, `lean-build-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'classes'), { recursive: true });
  try {
    // -proc:none: an annotation processor entry inside the engine jar breaks plain javac.
    execFileSync('javac', ['-proc:none', '-nowarn', '-cp', packaged, '-d', join(work, 'classes'), ...sources], {
      stdio: 'pipe',
    });
    for (const file of readdirSync(join(work, 'classes'), { recursive: true, encoding: 'utf8' })) {
      const name = file.replace(/\.class$/, '').replace(/\//g, '.');
      if (file.endsWith('.class') && !LEAN_CLASSES.includes(name)) rmSync(join(work, 'classes', file));
    }
    const differing = LEAN_CLASSES.filter(
      (name) => visibleMembers(packaged, name) !== visibleMembers(join(work, 'classes'), name),
    );
    if (differing.length > 0) throw new Error(`members differ from the packaged ones: ${differing.join(', ')}`);
    const manifest = join(work, 'MANIFEST.MF');
    writeFileSync(manifest, wrapperManifest(packaged));
    const built = join(work, 'lean.jar');
    execFileSync('jar', ['cfm', built, manifest, '-C', join(work, 'classes'), '.'], { stdio: 'pipe' });
    renameSync(built, jarPath);
    return jarPath;
  } catch (error) {
    const detail = [error.stderr, error.message].filter(Boolean).join('\n');
    console.warn(
      `\nThe Firestore emulator runs with its coverage report (slower): the stand-ins of ` +
        `scripts/firestore-emulator/ do not fit ${packaged}.\n${detail}\n`,
    );
    return ensureFirestoreWrapperJar();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const RUNTIME_SOURCE = join(ROOT, 'scripts', 'storage-rules-runtime', 'StorageRulesRuntime.java');

/**
 * Where firebase-tools looks for the Storage rules runtime jar (it downloads it there),
 * read from firebase-tools itself so a new version's jar name is followed.
 * @returns {string}
 */
function storageRuntimeDownloadPath() {
  const require = createRequire(import.meta.url);
  const { getDownloadDetails } = require('firebase-tools/lib/emulator/downloadableEmulators.js');
  return getDownloadDetails('storage').downloadPath;
}

/**
 * Builds (once per engine jar and source) our Storage rules runtime into `.cache/`:
 * compiles StorageRulesRuntime.java against the Debian jar, packages it under the jar
 * name firebase-tools expects, and runs its self-test (an allowed and a denied upload,
 * a rule reading Firestore). Nothing is done where firebase-tools already has a real
 * runtime or where the Debian jar is absent (then firebase-tools downloads its own).
 * @returns {string | null} the folder to give firebase-tools as FIREBASE_EMULATORS_PATH, or null
 * @throws {Error} loudly when the build or the self-test fails (the engine's classes changed)
 */
export function ensureStorageRulesRuntime() {
  const download = storageRuntimeDownloadPath();
  if (existsSync(download)) return null;
  const packaged = findPackagedJar();
  if (!packaged) return null;
  const engine = statSync(packaged);
  const key = createHash('sha256')
    .update(readFileSync(RUNTIME_SOURCE))
    .update(`${packaged}:${engine.size}:${engine.mtimeMs}`)
    .digest('hex')
    .slice(0, 12);
  const folder = join(ROOT, '.cache', 'storage-rules-runtime', key);
  const jarPath = join(folder, basename(download));
  if (existsSync(jarPath)) return folder;
  const work = `${folder}.build-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(join(work, 'classes'), { recursive: true });
  const fail = (step, error) => {
    const output = [error.stdout, error.stderr].filter(Boolean).join('\n');
    throw new Error(
      `The offline Storage rules runtime could not be ${step} against ${packaged}: the rules engine ` +
        `inside that jar has probably changed (see scripts/storage-rules-runtime/).\n${output || error.message}`,
    );
  };
  try {
    // -proc:none: an annotation processor entry inside the engine jar breaks plain javac.
    execFileSync('javac', ['-proc:none', '-nowarn', '-cp', packaged, '-d', join(work, 'classes'), RUNTIME_SOURCE], {
      stdio: 'pipe',
    });
  } catch (error) {
    fail('compiled', error);
  }
  const manifest = join(work, 'MANIFEST.MF');
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: StorageRulesRuntime\nClass-Path: file:${packaged}\n\n`);
  const built = join(work, basename(download));
  execFileSync('jar', ['cfm', built, manifest, '-C', join(work, 'classes'), '.'], { stdio: 'pipe' });
  try {
    execFileSync('java', ['-jar', built, 'selftest'], { stdio: 'pipe', timeout: 60_000 });
  } catch (error) {
    fail('self-tested', error);
  }
  mkdirSync(folder, { recursive: true });
  renameSync(built, jarPath);
  rmSync(work, { recursive: true, force: true });
  return folder;
}

/** @returns {boolean} whether a Java runtime is on the PATH (the Firestore emulator needs it). */
export function hasJava() {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

/**
 * The environment for a firebase-tools child process: the wrapper jar when the
 * variable is unset and the packaged jar exists, our Storage rules runtime where
 * firebase-tools has none and cannot download one, no metadata-server probe, and a
 * temporary folder of the port offset's own (the Storage emulator keeps its files under
 * the temporary folder and clearing it empties the whole folder: two runs side by side
 * must not share it); otherwise the caller's environment.
 * @param {number} offset the port offset of the run (names its temporary folder)
 * @param {{ lean?: boolean, deepRules?: boolean }} [options] lean: the tests' Firestore
 *   emulator, without its coverage report and request monitor (ensureLeanFirestoreJar);
 *   deepRules: Java threads with 4 MB of stack, for the budget meter's padded rules
 * @returns {NodeJS.ProcessEnv}
 * @throws {Error} when our Storage rules runtime is needed and cannot be built
 */
export function emulatorEnv(offset = 0, { lean = false, deepRules = false } = {}) {
  const env = { ...process.env };
  // Offline, the Google auth library's probe of the GCE metadata server fails and
  // prints a MetadataLookupWarning: there is no metadata server to find here.
  env.METADATA_SERVER_DETECTION ??= 'none';
  if (!env.FIRESTORE_EMULATOR_BINARY_PATH) {
    const wrapper = lean ? ensureLeanFirestoreJar() : ensureFirestoreWrapperJar();
    if (wrapper) env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
  }
  if (!env.FIREBASE_EMULATORS_PATH) {
    const runtime = ensureStorageRulesRuntime();
    if (runtime) env.FIREBASE_EMULATORS_PATH = runtime;
  }
  const tmp = join(ROOT, '.cache', `tmp-${offset}`);
  mkdirSync(tmp, { recursive: true });
  env.TMPDIR = tmp;
  // The budget meter's padded rules (tests/rules/budget/meter.ts) nest 40 levels, and the
  // Firestore emulator's rules compiler walks an expression by recursion, about 13 frames a
  // level: before the JIT has compiled that walk its frames are larger, and Java's 1 MB
  // thread stack overflowed (a StackOverflowError in firestore-debug.log, a 500 UNKNOWN to
  // the client: CI120); 256 KB overflows every time (docs/testing.md "The padded rules'
  // compile"). The caller's own -Xss, later in the list, still wins.
  if (deepRules) env.JAVA_TOOL_OPTIONS = ['-Xss4m', env.JAVA_TOOL_OPTIONS].filter(Boolean).join(' ');
  return env;
}

/** Environment variables that point the Admin SDK and test tools at the emulators. */
export const EMULATOR_CLIENT_ENV = {
  FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
  FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
  FIREBASE_STORAGE_EMULATOR_HOST: STORAGE_HOST,
  GCLOUD_PROJECT: PROJECT_ID,
};

/**
 * Waits until an emulator answers HTTP on host:port.
 * @param {string} hostPort e.g. "127.0.0.1:8080"
 * @param {number} timeoutMs give up after this many milliseconds
 * @throws {Error} when it does not answer in time
 */
export async function waitForHttp(hostPort, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://${hostPort}/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  throw new Error(`Emulator at ${hostPort} did not answer within ${timeoutMs} ms`);
}

/**
 * Where several people run the test suite on one machine, each can pick a port
 * offset (EMULATOR_PORT_OFFSET=10, 20, ...): this writes a copy of firebase.json with
 * every emulator port moved by it, into `.cache/`, and returns its path (or null for
 * offset 0). The tests read the hosts from the variables emulators:exec sets.
 * @param {number} offset added to each port
 * @returns {string | null}
 */
export function offsetFirebaseConfig(offset) {
  if (!offset) return null;
  const base = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const config = {
    ...base,
    firestore: { rules: join(ROOT, 'firestore.deployed.rules'), indexes: join(ROOT, 'firestore.indexes.json') },
    storage: { rules: join(ROOT, 'storage.rules') },
    emulators: {
      ...base.emulators,
      auth: { host: '127.0.0.1', port: 9099 + offset },
      firestore: { host: '127.0.0.1', port: 8080 + offset, websocketPort: 9150 + offset },
      storage: { host: '127.0.0.1', port: 9199 + offset },
      hub: { host: '127.0.0.1', port: 4400 + offset },
      logging: { host: '127.0.0.1', port: 4500 + offset },
    },
  };
  const path = join(ROOT, '.cache', `firebase.offset-${offset}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}
