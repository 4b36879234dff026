#!/usr/bin/env node
/**
 * `npm test`: every test, against the real emulators.
 * Runs vitest's four projects (unit, integration, rules, e2e) inside
 * `firebase emulators:exec --only auth,firestore,storage`, then prints one closing line
 * "Tests: N passed, N failed, N skipped". Without Java the emulators cannot start:
 * only the unit project runs and the rest is reported as skipped, loudly.
 * When e2e tests ran, a last step checks every Firestore query they sent from the
 * browser against firestore.indexes.json (checkIndexes below).
 * A whole run (no arguments) goes in three lanes at once: the e2e project in two
 * processes, then the integration project, beside the unit and rules projects (LANES
 * below; TEST_LANES=0 for one lane).
 * Extra arguments go to vitest (e.g. `npm test -- --project e2e`). EMULATOR_PORT_OFFSET
 * moves every emulator port (to run two suites side by side on one machine). The
 * emulators run under their own project, demo-admin-panel-test, never `npm start`'s,
 * so a test run cannot take over `npm start`'s hub file and spoil its export on exit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const reporters = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
const vitest = ['vitest', 'run', ...reporters(REPORT), ...extra];

/**
 * A whole run goes in three lanes at once (docs/testing.md "Three lanes"), against the
 * same emulators: the browser tests but E2E_LANE_B in one vitest process; E2E_LANE_B in a
 * second e2e process with its own copy of the demo data (E2E_LANE=b), then the
 * integration tests but INTEGRATION_LANE_C; the unit and rules tests in a third; then
 * INTEGRATION_LANE_C in the lane that ends first. Each process runs its files one after
 * another. TEST_LANES=0 runs everything in one lane. A run given file filters or other
 * arguments keeps the e2e project in one process (filters would pick files for both),
 * beside the other three projects.
 */
const E2E_LANE_B = [
  'tests/e2e/sweep.test.ts',
  'tests/e2e/refused-reads.test.ts',
  'tests/e2e/list-queries.test.ts',
  'tests/e2e/palette.test.ts',
  'tests/e2e/reports.test.ts',
  'tests/e2e/lists.test.ts',
  'tests/e2e/panel.test.ts',
  'tests/e2e/keeps-state.test.ts',
  'tests/e2e/loading.test.ts',
  'tests/e2e/dashboard-charts.test.ts',
];
/**
 * The integration files that run last, in whichever lane ends first (scripts/lib/lanes.mjs
 * LANES_LAST): each works on a project or emulators of its own (demo-seed-test,
 * demo-migrate-test, demo-movebank-test; scripts-start's `npm start` on ports moved 5
 * past this run's), so it may run beside any other file. Which lane ends first moves with
 * the machine: the rules tests' lane in CI165 (unit+rules 925 s, e2e 1,000 s), the first
 * e2e lane in CI174 (e2e 1,029 s, unit+rules 1,173 s); docs/testing.md "Three lanes".
 */
const INTEGRATION_LANE_C = [
  'tests/integration/scripts-start.test.ts',
  'tests/integration/seed.test.ts',
  'tests/integration/migrate.test.ts',
  'tests/integration/moveBank.test.ts',
];
/**
 * A lane's command with the file of its JSON report (.cache/, one per command and offset).
 * @param {{ name: string, projects: string[], args: string[], env?: Record<string, string> }} run
 */
function withReport(run) {
  return { ...run, report: join(ROOT, '.cache', `vitest-report-${run.name.replace(/\W/g, '-')}-${OFFSET}.json`) };
}
const inLanes = !given.includes('--project') && process.env.TEST_LANES !== '0';
const splitE2e = inLanes && given.length === 0;
const LANES = [
  { runs: [{ name: 'e2e', projects: ['e2e'], args: splitE2e ? E2E_LANE_B.flatMap((f) => ['--exclude', f]) : [] }] },
  ...(splitE2e
    ? [
        {
          runs: [
            { name: 'e2e-b', projects: ['e2e'], args: E2E_LANE_B, env: { E2E_LANE: 'b' } },
            {
              name: 'integration',
              projects: ['integration'],
              args: INTEGRATION_LANE_C.flatMap((f) => ['--exclude', f]),
            },
          ],
        },
        { runs: [{ name: 'unit+rules', projects: ['unit', 'rules'], args: [] }] },
      ]
    : [{ runs: [{ name: 'unit+integration+rules', projects: ['unit', 'integration', 'rules'], args: [] }] }]),
].map((lane) => ({ runs: lane.runs.map(withReport) }));
/** The commands that run last, in the first lane to end (INTEGRATION_LANE_C's files). */
const LAST = splitE2e
  ? [withReport({ name: 'integration-c', projects: ['integration'], args: INTEGRATION_LANE_C })]
  : [];
const RUNS = [...LANES.flatMap((lane) => lane.runs), ...LAST];
/** Each form sign-in of the e2e run, one line (tests/e2e/sessions.ts FORM_SIGN_INS_FILE). */
const FORM_SIGN_INS = join(ROOT, '.cache', `e2e-sessions-${OFFSET}`, 'form-sign-ins.log');
/** Each signed-in start of the e2e run, `new` or `warm` (tests/e2e/contextPool.ts STARTS_FILE). */
const CONTEXT_STARTS = join(ROOT, '.cache', `e2e-sessions-${OFFSET}`, 'context-starts.log');

let status;
if (hasJava()) {
  const config = offsetFirebaseConfig(OFFSET);
  const args = [...(config ? ['--config', config] : []), 'emulators:exec', '--only', EMULATORS];
  let command = ['npx', ...vitest].map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' ');
  const env = emulatorEnv(OFFSET, { lean: true, deepRules: true });
  // The rules the Firestore emulator starts with (firebase.json), which it applies to every
  // project not given rules of its own: a rules test file whose rules are these need not
  // load them again (tests/rules/helpers.ts createTestEnv; 5 to 15 s a file).
  env.FIRESTORE_STARTUP_RULES = join(ROOT, 'firestore.deployed.rules');
  // The emulators' JVMs collect garbage on the thread that fills the heap instead of
  // beside it: on 2 cores the concurrent collector's threads took about 6 % more of the
  // Firestore emulator's CPU for the same tests (docs/testing.md "Where the time goes").
  env.JAVA_TOOL_OPTIONS = [env.JAVA_TOOL_OPTIONS, '-XX:+UseSerialGC'].filter(Boolean).join(' ');
  // This run's id, when the e2e project runs in two processes: the second e2e lane waits
  // for the first lane's set-up of this run (tests/e2e/global-setup.ts FIRST_LANE_READY),
  // not of one before. One e2e process neither writes nor waits.
  if (splitE2e) env.E2E_RUN_ID = `${process.pid}-${Date.now()}`;
  if (inLanes) {
    for (const run of RUNS) rmSync(run.report, { force: true });
    command = `node ${JSON.stringify(join(ROOT, 'scripts', 'lib', 'lanes.mjs'))}`;
    /** @param {{ name: string, projects: string[], args: string[], env?: Record<string, string>, report: string }} run */
    const laneCommand = (run) => ({
      name: run.name,
      env: run.env,
      args: [
        'vitest',
        'run',
        ...reporters(run.report),
        ...run.projects.flatMap((p) => ['--project', p]),
        '--passWithNoTests',
        ...run.args,
        ...given,
      ],
    });
    env.LANES = JSON.stringify(LANES.map((lane) => ({ runs: lane.runs.map(laneCommand) })));
    env.LANES_LAST = JSON.stringify(LAST.map(laneCommand));
  }
  status = spawnSync(FIREBASE_BIN, [...args, '--project', TEST_PROJECT_ID, command], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  }).status;
  if (inLanes) mergeReports(RUNS);
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
  printFailed(report);
  if (existsSync(FORM_SIGN_INS) && report.testResults.some((file) => file.name.includes('/tests/e2e/'))) {
    const signIns = readFileSync(FORM_SIGN_INS, 'utf8').split('\n').filter(Boolean).length;
    console.log(`\nForm sign-ins through signIn this run: ${signIns} (the others reused a saved session)`);
  }
  if (existsSync(CONTEXT_STARTS)) {
    const starts = readFileSync(CONTEXT_STARTS, 'utf8').split('\n').filter(Boolean);
    const warm = starts.filter((line) => line.startsWith('warm ')).length;
    const again = starts.filter((line) => line.startsWith('new ') && line.endsWith(' again')).length;
    console.log(
      `Signed-in starts: ${starts.length}, ${warm} of them in a context kept warm (tests/e2e/contextPool.ts), ` +
        `${again} new for an account and options opened before (closed or evicted)`,
    );
  }
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
 * with their seconds and project, then each project's total and wall clock. Files run
 * one after another within a lane (vitest runs a project with fileParallelism false
 * file by file, and on a 2-core machine its default of one worker runs every project's
 * files in turn), so a project's file times add up.
 * @param report the JSON report of the main run (vitest's json reporter: per file
 *   `name`, `startTime` and `endTime` in epoch milliseconds)
 * @param count how many files to list
 */
function printSlowest(report, count) {
  // The lane's project where it has one (storage.rules' test lives under tests/rules but
  // runs in the e2e project: mergeReports), else the folder under tests/.
  const projectOf = (file) => file.project ?? /\/tests\/([^/]+)\//.exec(file.name)?.[1] ?? 'other';
  const files = report.testResults
    .filter((file) => file.endTime > file.startTime)
    .map((file) => ({
      name: file.name.replace(`${ROOT}/`, ''),
      project: projectOf(file),
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
  // Wall clock: from a project's first file's start to its last file's end.
  const spans = new Map();
  for (const file of report.testResults.filter((f) => f.endTime > f.startTime)) {
    const project = projectOf(file);
    const span = spans.get(project) ?? { start: file.startTime, end: file.endTime };
    spans.set(project, { start: Math.min(span.start, file.startTime), end: Math.max(span.end, file.endTime) });
  }
  const all = [...spans.values()];
  const wall = Math.max(...all.map((s) => s.end)) - Math.min(...all.map((s) => s.start));
  console.log(
    `Wall clock per project (first file's start to last file's end): ${[...spans]
      .map(([project, span]) => `${project} ${seconds(span.end - span.start).trim()} s`)
      .join(', ')}; all files ${seconds(wall).trim()} s`,
  );
}

/**
 * Prints each failed test (its file, its name and the first line of its first failure
 * message) just above the closing line, so that the last lines of a long run, which are
 * all a CI log may keep, say which tests failed and not only how many. A file that
 * failed outside its tests (an error in its set-up) is listed with its own message.
 * @param report the JSON report of the main run (vitest's json reporter: per file
 *   `name`, `status`, `message` and `assertionResults` with `fullName`, `status` and
 *   `failureMessages`)
 */
function printFailed(report) {
  const firstLine = (text) =>
    (text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? '';
  const lines = [];
  for (const file of report.testResults) {
    const name = file.name.replace(`${ROOT}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`  ${name} > ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`  ${name}\n      ${firstLine(file.message)}`);
  }
  if (lines.length > 0) console.log(`\nFailed:\n${lines.join('\n')}`);
}

/**
 * Merges the lanes' JSON reports into REPORT (their files and counts), as one vitest run
 * would have written it. A command of one project marks its files with it (`project`),
 * so the timing summary counts a file where it ran, not where it is stored. A command
 * whose report is missing (it did not complete) leaves REPORT unwritten, which the run
 * reports as a failure.
 * @param runs the lanes' commands (`projects`, `report`: its JSON report file)
 */
function mergeReports(runs) {
  if (!runs.every((run) => existsSync(run.report))) return;
  const reports = runs.map((run) => {
    const report = JSON.parse(readFileSync(run.report, 'utf8'));
    if (run.projects.length !== 1) return report;
    const [project] = run.projects;
    return { ...report, testResults: report.testResults.map((file) => ({ ...file, project })) };
  });
  const merged = { ...reports[0], testResults: reports.flatMap((r) => r.testResults) };
  for (const key of Object.keys(merged)) {
    if (key.startsWith('num') && typeof merged[key] === 'number')
      merged[key] = reports.reduce((n, r) => n + (r[key] ?? 0), 0);
  }
  merged.startTime = Math.min(...reports.map((r) => r.startTime));
  merged.success = reports.every((r) => r.success);
  writeFileSync(REPORT, JSON.stringify(merged));
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
