/**
 * The audit entries' actions (src/lib/data/auditModel.ts AUDIT_ACTIONS): the History's
 * filter offers each and names each in both languages, and every action firestore.rules
 * compare an entry's `action` with is one of them (an action the rules accept but the
 * panel cannot name would show as "Other change").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@/lib/data/auditModel';
import { allAr, allEn } from './support/locales';

/** The action names firestore.rules compare with (`action == 'x'`, `action in ['x', 'y']`). */
function actionsInRules(): string[] {
  const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
  const found = new Set<string>();
  for (const match of rules.matchAll(/\baction (?:==|in) (\[[^\]]*\]|'[^']*')/g)) {
    for (const name of (match[1] ?? '').matchAll(/'([^']*)'/g)) found.add(name[1] ?? '');
  }
  return [...found].sort();
}

describe('audit actions', () => {
  it('each has a name in English and in Arabic', () => {
    for (const action of AUDIT_ACTIONS) {
      const key = `people.actions.${action}`;
      expect(allEn[key], key).toBeTruthy();
      expect(allAr[key], key).toBeTruthy();
      expect(allAr[key], key).not.toBe(allEn[key]);
    }
  });

  it('hold every action the rules accept', () => {
    const inRules = actionsInRules();
    expect(inRules.length).toBeGreaterThan(10);
    expect(inRules.filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a))).toEqual([]);
  });
});
