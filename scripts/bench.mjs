#!/usr/bin/env node
/**
 * `npm run bench`: list benchmarks against the emulators (tests/bench), then the image
 * shrink and upload figures (scripts/bench-image.ts), the CSV import's rows per second and
 * peak memory (scripts/bench-import.ts), then a keystroke's time in a
 * list's search and in a plain field in headless Chromium (scripts/bench-typing.mjs,
 * its own emulators). Prints the figures; never fails on them. EMULATOR_PORT_OFFSET
 * works as for `npm test`.
 */
import { spawnSync } from 'node:child_process';
import {
  BENCH_PROJECT_ID,
  EMULATORS,
  emulatorEnv,
  FIREBASE_BIN,
  hasJava,
  offsetFirebaseConfig,
  ROOT,
} from './lib/emulators.mjs';

if (!hasJava()) {
  console.error('Java 17 or newer is needed for the Firestore emulator.');
  process.exit(1);
}
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const config = offsetFirebaseConfig(OFFSET);
const args = [...(config ? ['--config', config] : []), 'emulators:exec', '--only', EMULATORS];
// The list benchmarks, then the image upload figures (scripts/bench-image.ts).
const command = 'npx vitest bench --run --project bench && npx tsx scripts/bench-image.ts';
const { status } = spawnSync(FIREBASE_BIN, [...args, '--project', BENCH_PROJECT_ID, command], {
  cwd: ROOT,
  env: emulatorEnv(OFFSET),
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);
// CSV import: parse and validate 10,000 and 100,000 products (scripts/bench-import.ts, no emulators).
spawnSync('node', ['--expose-gc', '--import', 'tsx', 'scripts/bench-import.ts'], { cwd: ROOT, stdio: 'inherit' });
const typing = spawnSync('node', ['scripts/bench-typing.mjs'], { cwd: ROOT, env: process.env, stdio: 'inherit' });
process.exit(typing.status ?? 1);
