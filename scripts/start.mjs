#!/usr/bin/env node
/**
 * `npm start`: the Admin Panel on the local emulators.
 * 1. starts the Auth and Firestore emulators (project demo-admin-panel, offline),
 *    importing `.emulator-data/` and exporting to it on exit, so work survives Ctrl-C;
 * 2. seeds the demo data when the database is empty;
 * 3. serves the panel with Vite and prints the URL and the demo sign-ins.
 * Ctrl-C stops Vite, lets the emulators export, and waits for them to exit.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'vite';
import {
  DATA_DIR,
  EMULATOR_CLIENT_ENV,
  emulatorEnv,
  FIREBASE_BIN,
  FIRESTORE_HOST,
  AUTH_HOST,
  hasJava,
  PROJECT_ID,
  ROOT,
  waitForHttp,
} from './lib/emulators.mjs';

if (!hasJava()) {
  console.error('Java 17 or newer is needed for the Firestore emulator (apt-get install openjdk-17-jre-headless).');
  process.exit(1);
}

const args = ['emulators:start', '--only', 'auth,firestore', '--project', PROJECT_ID, '--export-on-exit', DATA_DIR];
if (existsSync(DATA_DIR) && readdirSync(DATA_DIR).length > 0) args.push('--import', DATA_DIR);

const emulators = spawn(FIREBASE_BIN, args, { cwd: ROOT, env: emulatorEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
emulators.stdout.on('data', (chunk) => {
  const text = String(chunk);
  if (/error|export|import/i.test(text)) process.stdout.write(`[emulators] ${text}`);
});
const emulatorsExited = new Promise((resolve) => emulators.on('exit', resolve));

let vite;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping: closing the panel and exporting emulator data to .emulator-data/ …');
  await vite?.close().catch(() => {});
  if (emulators.exitCode === null) emulators.kill('SIGINT');
  await emulatorsExited;
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (exit code ${code}).`);
    void stop(1);
  }
});

try {
  await Promise.all([waitForHttp(FIRESTORE_HOST, 120_000), waitForHttp(AUTH_HOST, 120_000)]);
  Object.assign(process.env, EMULATOR_CLIENT_ENV);
  const { seed, DEMO_ACCOUNTS, adminApp } = await import('./seed.ts');
  await seed({ projectId: PROJECT_ID, ifEmpty: true, log: (s) => console.log(`[seed] ${s}`) });
  const { deleteApp } = await import('firebase-admin/app');
  await deleteApp(adminApp(PROJECT_ID));
  vite = await createServer({ root: ROOT, server: { host: process.env.HOST ?? 'localhost' } });
  await vite.listen();
  console.log('\nAdmin Panel is running on the local Firebase emulators:');
  vite.printUrls();
  console.log('\nDemo sign-ins:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.password.padEnd(16)} ${a.role}`);
  console.log('\nData is kept in .emulator-data/ when you stop with Ctrl-C.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
