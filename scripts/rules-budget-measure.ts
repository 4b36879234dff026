/**
 * `npm run rules:budget` (run inside the emulators by scripts/rules-budget.mjs): the
 * cost of every legitimate write in Firestore's 1,000 evaluated expressions
 * (tests/rules/budget/meter.ts; docs/access.md "Rules cost"), then Firestore's other
 * ceilings (docs/rules-limits.md): the deployed rules' source size against 256 KB, the
 * composite indexes against 200, and the compiled size the emulator's engine reports
 * (RULES_BUDGET_COMPILED, from scripts/rules-compiled/RulesetSize.java). Its last line
 * reads `worst legitimate write: N of 1000 expressions (<write>, by <caller>)`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUDGET_CEILING, EXPRESSION_LIMIT, startMeter, type BudgetResult } from '../tests/rules/budget/meter';
import { legitimateWrites } from '../tests/rules/budget/writes';
import { DEPLOYED_RULES_FILE } from './rules/deployedRules';
import { COMPOSITE_INDEX_LIMIT } from './rules/indexes';

/** Firestore's limits (firebase.google.com/docs/firestore/quotas, "Security rules" and "Indexes"). */
const SOURCE_LIMIT = 256 * 1024;
const COMPILED_LIMIT = 250 * 1024;
const INDEX_LIMIT_WITH_BILLING = 1000;

const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');
const rules = read(DEPLOYED_RULES_FILE);
// RULES_BUDGET_PAD=users,auditLog: measure only those collections' documents of each write.
const meter = await startMeter(rules, undefined, undefined, process.env.RULES_BUDGET_PAD?.split(','));
console.log(
  `calibration: ${meter.calibration} links of padding fill the limit (${meter.perLink.toFixed(1)} expressions a link)`,
);
const only = process.env.RULES_BUDGET_ONLY;
// RULES_BUDGET_ONLY=<text>|<text>: only the writes whose description holds one of them.
const writes = legitimateWrites().filter(
  (w) => !only || only.split('|').some((part) => `${w.write}, by ${w.caller}`.includes(part)),
);
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
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const bytes = Buffer.byteLength(rules);
const readable = Buffer.byteLength(read('firestore.rules'));
const indexes = (JSON.parse(read('firestore.indexes.json')) as { indexes?: unknown[] }).indexes?.length ?? 0;
console.log('');
console.log(`writes measured: ${results.length}; refused even without padding: ${refused.length}`);
for (const r of refused) console.log(`  REFUSED: ${r.write}, by ${r.caller}`);
console.log(`over the ceiling of ${BUDGET_CEILING}: ${measured.filter((r) => r.cost > BUDGET_CEILING).length}`);
console.log(
  `rules source: ${kb(bytes)} KB of ${SOURCE_LIMIT / 1024} KB (${percent(bytes, SOURCE_LIMIT)}; ${DEPLOYED_RULES_FILE}, what Firebase deploys; the readable firestore.rules: ${kb(readable)} KB)`,
);
console.log(
  `composite indexes: ${indexes} of ${COMPOSITE_INDEX_LIMIT} (${percent(indexes, COMPOSITE_INDEX_LIMIT)}; Firestore's limit without billing, ${INDEX_LIMIT_WITH_BILLING.toLocaleString('en')} with billing)`,
);
console.log(compiledLine());
if (worst) {
  console.log(
    `worst legitimate write: ${worst.cost} of ${EXPRESSION_LIMIT} expressions (${worst.write}, by ${worst.caller})`,
  );
}
process.exit(refused.length > 0 || !worst || worst.cost > BUDGET_CEILING ? 1 : 0);

/** What the emulator's engine says of the deployed rules' compiled size (docs/rules-limits.md). */
function compiledLine(): string {
  const unmeasured = (why: string) =>
    `rules compiled: not measured (${why}); Firestore's limit is ${COMPILED_LIMIT / 1024} KB compiled`;
  const report = JSON.parse(
    process.env.RULES_BUDGET_COMPILED ?? '{"unmeasured": "run through npm run rules:budget"}',
  ) as {
    unmeasured?: string;
    results?: { file: string; errors: number; astBytes: number; astWithoutPositionsBytes: number }[];
  };
  const deployed = report.results?.find((r) => r.file === DEPLOYED_RULES_FILE);
  if (!deployed) return unmeasured(report.unmeasured ?? 'no result for the deployed rules');
  if (deployed.errors) return unmeasured(`the emulator's compiler found ${deployed.errors} errors`);
  return (
    `rules compiled (the emulator's RulesetAst, not production's measure): ${kb(deployed.astWithoutPositionsBytes)} KB of code ` +
    `(${percent(deployed.astWithoutPositionsBytes, COMPILED_LIMIT)} of ${COMPILED_LIMIT / 1024} KB), ${kb(deployed.astBytes)} KB with its source positions`
  );
}
