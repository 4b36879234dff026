#!/usr/bin/env node
/**
 * `npm run generate`: writes what derives from the entity definitions
 * (src/entities/registry.ts) into the files Firebase deploys:
 * - firestore.rules: the field validation between the GENERATED VALIDATION markers,
 *   every collection's match block (MATCHES) and the access maps;
 * - firestore.indexes.json: every composite index the lists need;
 * - storage.rules: the folders' access maps.
 * It then prints the size of the rules' hand-written part (npm run rules:stats) and the
 * number of composite indexes against Firestore's limit.
 * `--check` writes nothing and exits 1 when a file is out of date (the unit test
 * tests/unit/generated.test.ts does the same check).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPOSITE_INDEX_LIMIT } from './rules/indexes';
import { describeRulesStats, rulesStats } from './rules/rulesStats';
import { generatedFiles } from './lib/generated';

const root = join(import.meta.dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;
const files = await generatedFiles(root);
for (const [file, content] of Object.entries(files)) {
  const path = join(root, file);
  if (existsSync(path) && readFileSync(path, 'utf8') === content) continue;
  stale++;
  if (check) console.error(`${file} is out of date: run npm run generate`);
  else {
    writeFileSync(path, content);
    console.log(`wrote ${file}`);
  }
}
if (check && stale) process.exit(1);
if (!stale) console.log('generated files are up to date');
console.log(describeRulesStats(rulesStats(files['firestore.rules'] ?? '')));
const indexes = (JSON.parse(files['firestore.indexes.json'] ?? '{}') as { indexes?: unknown[] }).indexes ?? [];
console.log(
  `firestore.indexes.json: ${indexes.length} composite indexes of ${COMPOSITE_INDEX_LIMIT} (Firestore's limit per database without billing)`,
);
