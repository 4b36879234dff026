/**
 * The deployed rules (scripts/rules/deployedRules.ts, docs/rules-limits.md): the compact
 * copy of firestore.rules that Firebase deploys keeps every statement, names each
 * repeated function once, and keeps one `match` or `allow` a line (the cost meter's
 * padding reads them by line, tests/rules/budget/meter.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compactRules,
  DEPLOYED_HEADER,
  DEPLOYED_RULES_FILE,
  deployedRules,
  withoutDuplicateFunctions,
} from '../../scripts/rules/deployedRules';

const read = (file: string) => readFileSync(resolve(process.cwd(), file), 'utf8');

const rules = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  '    // The keys of a.',
  '    function aKeys() {',
  "      return ['x', 'y'];",
  '    }',
  '    // The same list, written again for b.',
  '    function bKeys() {',
  "      return ['x',",
  "        'y'];",
  '    }',
  '    function isA(data) {',
  '      return data.keys().hasOnly(aKeys());',
  '    }',
  '    function isB(data) {',
  '      return data.keys().hasOnly(bKeys());',
  '    }',
  '    function isC(other) {',
  '      return other.keys().hasOnly(aKeys());',
  '    }',
  '    match /b/{id} {',
  "      allow create: if isB(request.resource.data) && request.resource.data.url.matches('https://.*')",
  '        && isC(request.resource.data);',
  '    }',
  '  }',
  '}',
  '',
].join('\n');

describe('withoutDuplicateFunctions', () => {
  it('keeps the first of equal functions and renames the calls of the others, until none are equal', () => {
    const out = withoutDuplicateFunctions(rules);
    expect(out).not.toContain('function bKeys');
    // isB's body became isA's once bKeys() read aKeys(): removed in the next round.
    expect(out).not.toContain('function isB');
    expect(out).toContain('allow create: if isA(request.resource.data)');
    // Another parameter name is another function (kept).
    expect(out).toContain('function isC(other)');
    // The comment above a removed function goes with it.
    expect(out).not.toContain('written again');
  });

  it('leaves rules without equal functions as they are', () => {
    const once = withoutDuplicateFunctions(rules);
    expect(withoutDuplicateFunctions(once)).toBe(once);
  });
});

describe('compactRules', () => {
  it('drops comments, blank lines and indentation and writes each statement on one line', () => {
    const out = compactRules(rules);
    expect(out.startsWith(`${DEPLOYED_HEADER}\n`)).toBe(true);
    expect(out).not.toMatch(/^\s*\/\/ The keys/m);
    expect(out).toContain("function bKeys() {\nreturn ['x', 'y'];\n}");
    // A `//` inside a string is text, not a comment.
    expect(out).toContain(
      "allow create: if isB(request.resource.data) && request.resource.data.url.matches('https://.*') && isC(request.resource.data);",
    );
  });

  it('refuses a comment after code, which it would deploy as code', () => {
    expect(() => compactRules('    allow read: if true; // everyone\n')).toThrow(/comment after code/);
  });
});

describe(DEPLOYED_RULES_FILE, () => {
  const deployed = read(DEPLOYED_RULES_FILE);
  const readable = read('firestore.rules');

  it('is firestore.rules made compact', () => {
    expect(deployed).toBe(deployedRules(readable));
  });

  it('keeps every match and allow statement of firestore.rules, one a line', () => {
    const statements = (text: string, keyword: string) =>
      compactRules(text)
        .split('\n')
        .filter((line) => line.startsWith(keyword)).length;
    expect(statements(deployed, 'match ')).toBe(statements(readable, 'match '));
    expect(statements(deployed, 'allow ')).toBe(statements(readable, 'allow '));
    for (const line of deployed.split('\n').filter((l) => l.startsWith('allow '))) expect(line).toMatch(/;$/);
  });

  it('defines no function twice', () => {
    const names = [...deployed.matchAll(/^function (\w+)\(/gm)].map((m) => m[1]);
    expect(names.length).toBe(new Set(names).size);
    expect(withoutDuplicateFunctions(readable).length).toBeLessThan(readable.length);
  });
});
