#!/usr/bin/env node
/**
 * `npm run rules:stats`: prints how many lines of firestore.rules are hand-written rules
 * code (outside the generated blocks; comments and blank lines not counted) and exits 1
 * above the limit (src/lib/entity/rulesStats.ts, docs/access.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRulesStats, HAND_WRITTEN_LIMIT, rulesStats } from '../src/lib/entity/rulesStats';

const stats = rulesStats(readFileSync(join(import.meta.dirname, '..', 'firestore.rules'), 'utf8'));
console.log(describeRulesStats(stats));
if (stats.handWritten > HAND_WRITTEN_LIMIT) process.exit(1);
