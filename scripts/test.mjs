#!/usr/bin/env node
/**
 * `npm test`: every test, against the real emulators.
 * Runs vitest's four projects (unit, integration, rules, e2e) inside
 * `firebase emulators:exec --only auth,firestore,storage`, then prints one closing line
 * "Tests: N passed, N failed, N skipped". Without Java the emulators cannot start:
 * only the unit project runs and the rest is reported as skipped, loudly.
 * When e2e tests ran, a last step checks every Firestore query they sent from the
 * browser against firestore.indexes.json (checkIndexes below).
 * Extra arguments go to vitest (e.g. `npm test -- --project e2e`). EMULATOR_PORT_OFFSET
 * moves every emulator port (to run two suites side by side on one machine). The
 * emulators run under their own project, demo-admin-panel-test, never `npm start`'s,
 * so a test run cannot take over `npm start`'s hub file and spoil its export on exit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  EMULATORS,
  emulatorEnv,
  FIREBASE_BIN,
  hasJava,
  offsetFirebaseConfig,
  ROOT,
  TEST_PROJECT_ID,
} from './lib/emulators.mjs';

const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
/** The e2e run's Firestore queries (tests/e2e/browser.ts QUERIES_FILE). */
const QUERIES = join(ROOT, '.cache', `e2e-queries-${OFFSET}.jsonl`);
const INDEXES_REPORT = join(ROOT, '.cache', `vitest-report-indexes-${OFFSET}.json`);
const REPORT = join(ROOT, '.cache', `vitest-report-${OFFSET}.json`);
mkdirSync(join(ROOT, '.cache'), { recursive: true });
rmSync(REPORT, { force: true });

const TEST_PROJECTS = ['unit', 'integration', 'rules', 'e2e'];
const given = process.argv.slice(2);
const extra = given.includes('--project') ? given : [...TEST_PROJECTS.flatMap((p) => ['--project', p]), ...given];
const vitest = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`, ...extra];

let status;
if (hasJava()) {
  const command = ['npx', ...vitest].map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' ');
  const config = offsetFirebaseConfig(OFFSET);
  const args = [...(config ? ['--config', config] : []), 'emulators:exec', '--only', EMULATORS];
  status = spawnSync(FIREBASE_BIN, [...args, '--project', TEST_PROJECT_ID, command], {
    cwd: ROOT,
    env: emulatorEnv(OFFSET),
    stdio: 'inherit',
  }).status;
} else {
  console.warn('\nSKIPPED: Java is not installed, so the Firestore emulator cannot start.');
  console.warn('Only the unit tests run; the integration, rules and e2e tests are skipped.\n');
  status = spawnSync('npx', [...vitest, '--project', 'unit'], { cwd: ROOT, stdio: 'inherit' }).status;
}

if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const check = checkIndexes(report);
  if (check) {
    status = status || check.status;
    for (const key of ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests', 'numTotalTests'])
      report[key] += check.report[key] ?? 0;
  }
  printSlowest(report, 15);
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
  if (report.numTotalTests === 0) {
    console.error('No test ran.');
    status = status || 1;
  }
} else {
  console.error('\nNo test report was written: the test run did not complete.');
  status = status || 1;
}
process.exit(status ?? 1);

/**
 * Prints where the run's time went (docs/testing.md): the `count` slowest test files
 * with their seconds and project, then each project's total. Files run one after
 * another within the integration, rules and e2e projects, so their times add up.
 * @param report the JSON report of the main run (vitest's json reporter: per file
 *   `name`, `startTime` and `endTime` in epoch milliseconds)
 * @param count how many files to list
 */
function printSlowest(report, count) {
  const projectOf = (name) => /\/tests\/([^/]+)\//.exec(name)?.[1] ?? 'other';
  const files = report.testResults
    .filter((file) => file.endTime > file.startTime)
    .map((file) => ({
      name: file.name.replace(`${ROOT}/`, ''),
      project: projectOf(file.name),
      ms: file.endTime - file.startTime,
    }))
    .sort((a, b) => b.ms - a.ms);
  if (files.length === 0) return;
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
  console.log(`\nThe ${Math.min(count, files.length)} slowest test files (seconds):`);
  for (const file of files.slice(0, count)) console.log(`${seconds(file.ms)}  ${file.project.padEnd(11)} ${file.name}`);
  const totals = new Map();
  for (const file of files) totals.set(file.project, (totals.get(file.project) ?? 0) + file.ms);
  console.log(`Per project: ${[...totals].map(([project, ms]) => `${project} ${seconds(ms).trim()} s`).join(', ')}`);
}

/**
 * After an e2e run in which a browser test ran, checks every query it recorded against
 * firestore.indexes.json (vitest project `indexes`, tests/indexes/recorded.test.ts;
 * docs/performance.md "Every query indexed, proven"). A separate vitest run after the
 * first one has ended: it comes after every e2e file whatever order vitest picks, and
 * also after a run of a few e2e files.
 * @param report the JSON report of the main run
 * @returns the check's exit status and JSON report, or null when no e2e test ran
 */
function checkIndexes(report) {
  const e2eRan = report.testResults.some(
    (file) =>
      file.name.includes('/tests/e2e/') &&
      file.assertionResults.some((test) => test.status === 'passed' || test.status === 'failed'),
  );
  if (!e2eRan) return null;
  console.log(`\nChecking the e2e run's Firestore queries (${QUERIES}) against firestore.indexes.json`);
  rmSync(INDEXES_REPORT, { force: true });
  const args = ['vitest', 'run', '--project', 'indexes', '--reporter=default', '--reporter=json'];
  const result = spawnSync('npx', [...args, `--outputFile.json=${INDEXES_REPORT}`], {
    cwd: ROOT,
    env: { ...process.env, E2E_QUERIES_FILE: QUERIES },
    stdio: 'inherit',
  });
  const checked = existsSync(INDEXES_REPORT) ? JSON.parse(readFileSync(INDEXES_REPORT, 'utf8')) : null;
  if (!checked || checked.numPassedTests + checked.numFailedTests === 0) {
    console.error('The index check did not run.');
    return { status: 1, report: { numFailedTests: 1, numTotalTests: 1 } };
  }
  return { status: result.status ?? 1, report: checked };
}
