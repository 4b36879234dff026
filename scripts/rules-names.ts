#!/usr/bin/env node
/**
 * `npm run rules:names [text]`: prints what each short function name of
 * firestore.deployed.rules stands for in the readable firestore.rules (a rules error of
 * the emulator names the deployed function; docs/rules-limits.md "Short names"), one
 * `short readable` a line, those whose short or readable name contains `text` when given.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployedRuleNames } from './rules/deployedRules';

const filter = process.argv[2]?.toLowerCase();
const names = deployedRuleNames(readFileSync(join(import.meta.dirname, '..', 'firestore.rules'), 'utf8'));
for (const [short, readable] of names) {
  if (!filter || short.toLowerCase() === filter || readable.toLowerCase().includes(filter)) {
    console.log(`${short} ${readable}`);
  }
}
