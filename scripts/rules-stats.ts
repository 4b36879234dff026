#!/usr/bin/env node
/**
 * `npm run rules:stats`: prints how many lines of firestore.rules' rules code are written
 * by hand (the library of rules/library and the exceptions in the file) and generated
 * (comments and blank lines not counted), and exits 1 above a limit
 * (scripts/rules/rulesStats.ts, docs/access.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeRulesStats, EXCEPTIONS_LIMIT, HAND_WRITTEN_LIMIT, rulesStats } from './rules/rulesStats';

const stats = rulesStats(readFileSync(join(import.meta.dirname, '..', 'firestore.rules'), 'utf8'));
console.log(describeRulesStats(stats));
if (stats.handWritten > HAND_WRITTEN_LIMIT || stats.exceptions > EXCEPTIONS_LIMIT) process.exit(1);
