/**
 * The audit entries' actions (src/lib/data/auditModel.ts): the History names each of
 * AUDIT_ACTIONS in both languages, and its action filter offers RECORDED_ACTIONS, which
 * are exactly the actions firestore.rules accept in an entry (an action the rules accept
 * but the panel cannot name would show as "Other change"; one the filter offers but no
 * write records would always find nothing).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, RECORDED_ACTIONS } from '@/lib/data/auditModel';
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

  it('offered by the History’s filter are exactly those the rules accept, so a write records each', () => {
    expect([...RECORDED_ACTIONS].sort()).toEqual(actionsInRules());
    // Named when an entry written outside the rules carries them, never offered.
    expect(RECORDED_ACTIONS).not.toContain('notify');
    expect(RECORDED_ACTIONS).not.toContain('status');
  });
});
