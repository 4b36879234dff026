#!/usr/bin/env node
/**
 * `npm run bench`: list benchmarks against the emulators (tests/bench), the CSV import of
 * 10,000 products naming 50 suppliers written through the rules (rows per second, commits;
 * tests/bench/import-write.run.ts), then the image shrink and upload figures
 * (scripts/bench-image.ts), the CSV import's parsing rows per second and
 * peak memory (scripts/bench-import.ts), then a keystroke's time in a
 * list's search and in a plain field in headless Chromium (scripts/bench-typing.mjs,
 * its own emulators), and a list's first visit at a 4× slower CPU (longest task and
 * total blocking time from a Chromium trace) and a search's time to its result
 * (scripts/bench-list.mjs, its own emulators); a statement over 5,000 ledger entries
 * (tests/bench/statement.bench.ts). Prints the figures; never fails on them.
 * EMULATOR_PORT_OFFSET works as for `npm test`.
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
// The list benchmarks, the CSV import written through the rules (tests/bench/import-write.run.ts),
// then the image upload figures (scripts/bench-image.ts). BENCH_ONLY=import runs the import alone.
const importRun = 'npx vitest run --project bench-import';
// BENCH_ONLY=statement runs the statement over 5,000 ledger entries alone (tests/bench/statement.bench.ts).
const command =
  process.env.BENCH_ONLY === 'import'
    ? importRun
    : process.env.BENCH_ONLY === 'statement'
      ? 'npx vitest bench --run --project bench tests/bench/statement.bench.ts'
      : `npx vitest bench --run --project bench && ${importRun} && npx tsx scripts/bench-image.ts`;
const { status } = spawnSync(FIREBASE_BIN, [...args, '--project', BENCH_PROJECT_ID, command], {
  cwd: ROOT,
  env: emulatorEnv(OFFSET),
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);
if (process.env.BENCH_ONLY === 'import' || process.env.BENCH_ONLY === 'statement') process.exit(0);
// CSV import: parse and validate 10,000 and 100,000 products (scripts/bench-import.ts, no emulators).
spawnSync('node', ['--expose-gc', '--import', 'tsx', 'scripts/bench-import.ts'], { cwd: ROOT, stdio: 'inherit' });
const typing = spawnSync('node', ['scripts/bench-typing.mjs'], { cwd: ROOT, env: process.env, stdio: 'inherit' });
const list = spawnSync('node', ['scripts/bench-list.mjs'], { cwd: ROOT, env: process.env, stdio: 'inherit' });
process.exit(typing.status !== 0 ? (typing.status ?? 1) : (list.status ?? 1));
