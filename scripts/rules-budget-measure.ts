/**
 * `npm run rules:budget` (run inside the emulators by scripts/rules-budget.mjs): the
 * cost of every legitimate write in Firestore's 1,000 evaluated expressions
 * (tests/rules/budget/meter.ts; docs/access.md "Rules cost"), the rules' source size
 * against the 256 KB limit, and the most documents a write's rules read. Its last line
 * reads `worst legitimate write: N of 1000 expressions (<write>, by <caller>)`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUDGET_CEILING, EXPRESSION_LIMIT, startMeter, type BudgetResult } from '../tests/rules/budget/meter';
import { legitimateWrites } from '../tests/rules/budget/writes';

const SOURCE_LIMIT = 256 * 1024;

const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
// RULES_BUDGET_PAD=users,auditLog: measure only those collections' documents of each write.
const meter = await startMeter(rules, undefined, undefined, process.env.RULES_BUDGET_PAD?.split(','));
console.log(
  `calibration: ${meter.calibration} links of padding fill the limit (${meter.perLink.toFixed(1)} expressions a link)`,
);
const only = process.env.RULES_BUDGET_ONLY;
const writes = legitimateWrites().filter((w) => !only || `${w.write}, by ${w.caller}`.includes(only));
const results: BudgetResult[] = [];
for (const write of writes) {
  const result = await meter.measure(write);
  results.push(result);
  const cost = result.cost === null ? 'REFUSED' : String(result.cost).padStart(4);
  console.log(`${cost}  ${result.write}, by ${result.caller}`);
}
await meter.cleanup();

const refused = results.filter((r) => r.cost === null);
const measured = results.filter((r): r is BudgetResult & { cost: number } => r.cost !== null);
const worst = measured.reduce<(typeof measured)[number] | null>((w, r) => (!w || r.cost > w.cost ? r : w), null);
const bytes = Buffer.byteLength(rules);
console.log('');
console.log(`writes measured: ${results.length}; refused even without padding: ${refused.length}`);
for (const r of refused) console.log(`  REFUSED: ${r.write}, by ${r.caller}`);
console.log(`over the ceiling of ${BUDGET_CEILING}: ${measured.filter((r) => r.cost > BUDGET_CEILING).length}`);
console.log(
  `rules source: ${(bytes / 1024).toFixed(1)} KB of ${SOURCE_LIMIT / 1024} KB (${((100 * bytes) / SOURCE_LIMIT).toFixed(1)} %)`,
);
if (worst) {
  console.log(
    `worst legitimate write: ${worst.cost} of ${EXPRESSION_LIMIT} expressions (${worst.write}, by ${worst.caller})`,
  );
}
process.exit(refused.length > 0 || !worst || worst.cost > BUDGET_CEILING ? 1 : 0);
