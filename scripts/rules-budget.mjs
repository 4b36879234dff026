#!/usr/bin/env node
/**
 * `npm run rules:budget`: first compiles the deployed rules (firestore.deployed.rules) with
 * the Firestore emulator's rules engine (scripts/rules-compiled/RulesetSize.java: the
 * compiled tree's size, docs/rules-limits.md), then starts the Firestore emulator (as
 * `npm test` does, under its own project; EMULATOR_PORT_OFFSET moves its port) and runs
 * scripts/rules-budget-measure.ts in it: every legitimate write's cost in Firestore's
 * 1,000 evaluated expressions, the rules' source size, the composite indexes, the
 * compiled size and the worst write (docs/access.md, "Rules cost").
 * RULES_BUDGET_ONLY=<text>|<text> measures only the writes whose description holds one of them;
 * RULES_BUDGET_PAD=users,auditLog pads only those collections (which document of a write
 * costs most).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { emulatorEnv, findPackagedJar, FIREBASE_BIN, hasJava, offsetFirebaseConfig, ROOT } from './lib/emulators.mjs';

if (!hasJava()) {
  console.error('rules:budget needs Java 17+ for the Firestore emulator.');
  process.exit(1);
}

/**
 * The compiled sizes of the deployed and the readable rules, as RulesetSize.java prints
 * them (one JSON line a file), or the reason they are not measured.
 * @returns {string} JSON: `{ "results": [...] }` or `{ "unmeasured": "<why>" }`
 */
function compiledSizes() {
  const jar = findPackagedJar();
  if (!jar) return JSON.stringify({ unmeasured: 'the Debian Firestore emulator jar is not installed' });
  const run = spawnSync(
    'java',
    [
      '-cp',
      jar,
      join(ROOT, 'scripts', 'rules-compiled', 'RulesetSize.java'),
      'firestore.deployed.rules',
      'firestore.rules',
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 600_000 },
  );
  if (run.status !== 0)
    return JSON.stringify({ unmeasured: `RulesetSize.java failed: ${run.stderr.trim().split('\n')[0]}` });
  return JSON.stringify({
    results: run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line)),
  });
}

console.log('compiling the rules with the emulator’s rules engine (RulesetSize.java)…');
const compiled = compiledSizes();
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const config = offsetFirebaseConfig(OFFSET);
const args = [...(config ? ['--config', config] : []), 'emulators:exec', '--only', 'firestore'];
const { status } = spawnSync(
  FIREBASE_BIN,
  [...args, '--project', 'demo-rules-budget', 'npx tsx scripts/rules-budget-measure.ts'],
  {
    cwd: ROOT,
    env: { ...emulatorEnv(OFFSET, { deepRules: true }), RULES_BUDGET_COMPILED: compiled },
    stdio: 'inherit',
  },
);
process.exit(status ?? 1);
