#!/usr/bin/env node
/**
 * `npm run rules:budget`: starts the Firestore emulator (as `npm test` does, under its
 * own project; EMULATOR_PORT_OFFSET moves its port) and runs
 * scripts/rules-budget-measure.ts in it: every legitimate write's cost in Firestore's
 * 1,000 evaluated expressions, the rules' source size and the worst write
 * (docs/access.md, "Rules cost"). RULES_BUDGET_ONLY=<text> measures only the writes
 * whose description holds it; RULES_BUDGET_PAD=users,auditLog pads only those
 * collections (which document of a write costs most).
 */
import { spawnSync } from 'node:child_process';
import { emulatorEnv, FIREBASE_BIN, hasJava, offsetFirebaseConfig, ROOT } from './lib/emulators.mjs';

if (!hasJava()) {
  console.error('rules:budget needs Java 17+ for the Firestore emulator.');
  process.exit(1);
}
const OFFSET = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const config = offsetFirebaseConfig(OFFSET);
const args = [...(config ? ['--config', config] : []), 'emulators:exec', '--only', 'firestore'];
const { status } = spawnSync(
  FIREBASE_BIN,
  [...args, '--project', 'demo-rules-budget', 'npx tsx scripts/rules-budget-measure.ts'],
  { cwd: ROOT, env: emulatorEnv(OFFSET), stdio: 'inherit' },
);
process.exit(status ?? 1);
