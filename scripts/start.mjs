#!/usr/bin/env node
/**
 * `npm start`: the Admin Panel on the local emulators.
 * 1. starts the Auth, Firestore and Storage emulators (project demo-admin-panel,
 *    offline), importing `.emulator-data/` and exporting to it on exit (documents,
 *    accounts and uploaded files), so work survives Ctrl-C;
 * 2. seeds the demo data when the database is empty;
 * 3. serves the panel with Vite and prints the URL and the demo sign-ins.
 *
 * Stopping (issue "Entity definitions v2" §3): SIGINT (Ctrl-C), SIGTERM or SIGHUP, sent
 * to this process or to npm's (package.json runs `exec node scripts/start.mjs`, so npm's
 * child is this process and npm forwards both signals to it), closes Vite, asks the
 * emulators to export and waits for them and their Java process to exit. If the parent
 * dies without a signal reaching us (npm killed with SIGKILL), we stop the same way.
 * The export is checked: when it did not happen the exit code is 1 and the message
 * says the data was not saved.
 *
 * Environment: EMULATOR_PORT_OFFSET moves every port (as for `npm test`);
 * DEMO_PROJECT_ID and EMULATOR_DATA_DIR change the project and the data folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { register } from 'tsx/esm/api';
import { createServer } from 'vite';
import {
  DATA_DIR,
  EMULATORS,
  emulatorEnv,
  emulatorHosts,
  FIREBASE_BIN,
  hasJava,
  offsetFirebaseConfig,
  PROJECT_ID,
  ROOT,
  waitForHttp,
} from './lib/emulators.mjs';

// seed.ts is TypeScript: tsx's loader in this process, rather than the tsx CLI, which
// would put one more process (and one more signal hop) between npm and this script.
register();
// The Admin SDK (seeding) would probe the GCE metadata server, which offline only
// yields a MetadataLookupWarning on stderr.
process.env.METADATA_SERVER_DETECTION ??= 'none';

if (!hasJava()) {
  console.error('Java 17 or newer is needed for the Firestore emulator (apt-get install openjdk-17-jre-headless).');
  process.exit(1);
}

const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const HOSTS = emulatorHosts(OFFSET);
const DATA_LABEL = relative(ROOT, DATA_DIR).startsWith('..') ? DATA_DIR : `${relative(ROOT, DATA_DIR)}/`;
const EXPORT_METADATA = join(DATA_DIR, 'firebase-export-metadata.json');
/** How long the emulators get to export and exit before they are killed. */
const STOP_TIMEOUT_MS = 120_000;

const config = offsetFirebaseConfig(OFFSET);
const args = [
  ...(config ? ['--config', config] : []),
  'emulators:start',
  '--only',
  EMULATORS,
  '--project',
  PROJECT_ID,
  '--export-on-exit',
  DATA_DIR,
];
if (existsSync(DATA_DIR) && readdirSync(DATA_DIR).length > 0) args.push('--import', DATA_DIR);

// Own process group: a Ctrl-C in the terminal reaches npm and this script, not
// firebase-tools, which then gets exactly one SIGINT, from stop(). (A second one
// would make it skip the export.)
const emulators = spawn(FIREBASE_BIN, args, {
  cwd: ROOT,
  env: emulatorEnv(OFFSET),
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});

/**
 * firebase-tools lines that are harmless on an offline machine and are not shown: the
 * message of the day / remote config fetch ("This is not a fatal error"), the Java
 * deprecation notice, metadata-server probes, and notices about our own set-up.
 */
const NOISE = [
  /MOTD|remote config/i,
  /not a fatal error/i,
  /drop support for Java version/i,
  /metadata\.google\.internal|metadata server|compute metadata|GCE metadata/i,
  /MetadataLookupWarning/,
  /Env variable override detected/i,
  /Emulator UI is not starting/i,
  /Detected demo project ID/i,
];
/** Lines worth showing: problems, and the import and export of the data. */
const SHOWN = /\berror\b|failed|fatal|⚠|warn|export|import|Stopping|Shutting down/i;
let exportFailed = false;

/** Prints the firebase-tools lines worth showing, with an [emulators] label (never as errors). */
function relay(stream, write) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (/Automatic export .* failed|Export failed|Did not find any running emulators/i.test(line))
        exportFailed = true;
      if (!line.trim() || NOISE.some((re) => re.test(line)) || !SHOWN.test(line)) continue;
      write(`[emulators] ${line.trim()}\n`);
    }
  });
}
relay(emulators.stdout, (s) => process.stdout.write(s));
relay(emulators.stderr, (s) => process.stderr.write(s));

const emulatorsExited = new Promise((resolve) => emulators.on('exit', (code, signal) => resolve({ code, signal })));

/**
 * Every process under pid (children, grandchildren, …), read from `ps`.
 * @param {number} pid
 * @returns {number[]}
 */
function descendants(pid) {
  const ps = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  if (ps.status !== 0) return [];
  const children = new Map();
  for (const line of ps.stdout.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const c of children.get(queue.shift()) ?? []) {
      found.push(c);
      queue.push(c);
    }
  }
  return found;
}

/** @returns {boolean} whether pid is a live (not zombie) process. */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const ps = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' });
  return ps.status === 0 && !ps.stdout.trim().startsWith('Z');
}

let vite;
let stopping = false;
// Processes under firebase-tools (the Java emulator runs in its own process group).
let emulatorTree = [];
const treeWatch = setInterval(() => {
  if (emulators.pid && emulators.exitCode === null) emulatorTree = descendants(emulators.pid);
}, 2_000);
treeWatch.unref();

/**
 * Stops everything once: Vite, then the emulators (which export on SIGINT), and exits.
 * @param {number} code exit code when all went well
 * @param {string} why what triggered the stop, for the log
 */
async function stop(code, why) {
  if (stopping) return;
  stopping = true;
  const startedAt = Date.now();
  console.log(`\nStopping (${why}): closing the panel and exporting emulator data to ${DATA_LABEL} …`);
  await vite?.close().catch(() => {});
  if (emulators.pid && emulators.exitCode === null) emulatorTree = descendants(emulators.pid);
  const wasRunning = emulators.exitCode === null && emulators.signalCode === null;
  if (wasRunning) emulators.kill('SIGINT');
  const timeout = setTimeout(() => {
    console.error(`The emulators did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing them.`);
    for (const pid of [emulators.pid, ...emulatorTree]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  }, STOP_TIMEOUT_MS);
  await emulatorsExited;
  clearTimeout(timeout);
  // The Java emulator is detached from firebase-tools; make sure nothing is left.
  const left = emulatorTree.filter(alive);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  if (left.length) console.error(`Killed emulator processes left running: ${left.join(', ')}`);

  const exported = wasRunning && existsSync(EXPORT_METADATA) && statSync(EXPORT_METADATA).mtimeMs >= startedAt - 1_000;
  if (!exported || exportFailed) {
    console.error(
      `\n*** DATA NOT SAVED: the emulators did not export to ${DATA_LABEL}. ` +
        'Changes made since the last start are lost. ***',
    );
    if (exportFailed) console.error('firebase-tools reported that the export failed (see the lines above).');
    process.exit(1);
  }
  console.log(`Data saved to ${DATA_LABEL}.`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0, signal));

// If our parent goes away (npm killed outright), stop cleanly rather than linger.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid !== parent) void stop(0, 'parent process gone');
}, 500);
parentWatch.unref();

emulators.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (exit code ${code ?? signal}).`);
    void stop(1, 'emulators exited');
  }
});

try {
  await Promise.all([
    waitForHttp(HOSTS.firestore, 120_000),
    waitForHttp(HOSTS.auth, 120_000),
    waitForHttp(HOSTS.storage, 120_000),
  ]);
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
    FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
    FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
    GCLOUD_PROJECT: PROJECT_ID,
    // The panel served by Vite talks to these emulators and this project.
    VITE_FIRESTORE_EMULATOR_PORT: String(HOSTS.firestorePort),
    VITE_AUTH_EMULATOR_PORT: String(HOSTS.authPort),
    VITE_STORAGE_EMULATOR_PORT: String(HOSTS.storagePort),
    VITE_DEMO_PROJECT_ID: PROJECT_ID,
  });
  const { seed, DEMO_ACCOUNTS, adminApp } = await import('./seed.ts');
  await seed({ projectId: PROJECT_ID, ifEmpty: true, log: (s) => console.log(`[seed] ${s}`) });
  const { deleteApp } = await import('firebase-admin/app');
  await deleteApp(adminApp(PROJECT_ID));
  if (stopping) await new Promise(() => {}); // a signal came during start-up: stop() exits
  vite = await createServer({
    root: ROOT,
    server: { host: process.env.HOST ?? 'localhost', port: 5173 + OFFSET, strictPort: false },
  });
  await vite.listen();
  console.log('\nAdmin Panel is running on the local Firebase emulators:');
  vite.printUrls();
  console.log('\nDemo sign-ins:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.password.padEnd(16)} ${a.role}`);
  console.log(`\nData is kept in ${DATA_LABEL} when you stop with Ctrl-C (or SIGTERM).`);
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1, 'start-up failed');
  }
}
