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
  deployedRuleNames,
  deployedRules,
  withoutDuplicateFunctions,
  withoutOperatorSpaces,
  withShortNames,
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

describe('withShortNames', () => {
  const compact = [
    "rules_version = '2';",
    'service cloud.firestore {',
    'match /databases/{database}/documents {',
    'function callerPath() {',
    'return /databases/$(database)/documents/users/$(request.auth.uid);',
    '}',
    'function isWellFormed(data, map) {',
    "let size = data.get('size', 0);",
    "return data is map && map is map && size is int && data.name.matches('isWellFormed(data)') && exists(callerPath());",
    '}',
    'match /users/{id} {',
    "allow update: if isWellFormed(request.resource.data, {'data': id}) && isWellFormed(resource.data, {});",
    '}',
    '}',
    '}',
  ].join('\n');
  const { text, names } = withShortNames(compact);

  it('gives the most called function the shortest name and each local a letter within its function', () => {
    expect(names.get('A')).toBe('isWellFormed');
    expect(names.get('B')).toBe('callerPath');
    expect(text).toContain('function A(a, map) {');
    expect(text).toContain("let b = a.get('size', 0);");
    expect(text).toContain('return /databases/$(database)/documents/users/$(request.auth.uid);');
    expect(text).toContain('exists(B())');
    expect(text).toContain("allow update: if A(request.resource.data, {'data': id}) && A(resource.data, {});");
  });

  it('leaves strings, members, path segments, captures and the words of the language as they are', () => {
    // A parameter named like a type keeps its name: `is map` stays a type test.
    expect(text).toContain("a is map && map is map && b is int && a.name.matches('isWellFormed(data)')");
    expect(text).toContain('match /users/{id} {');
  });

  it('refuses a function declared twice', () => {
    expect(() => withShortNames('function a() {\nreturn true;\n}\nfunction a() {\nreturn false;\n}')).toThrow(/twice/);
  });
});

describe('withoutOperatorSpaces', () => {
  it('drops the spaces around operators in code, never in strings, match lines or the methods of an allow', () => {
    const compact = [
      'match /b/{id} {',
      "let a = x.get('k, v', 0);",
      "return a == 1 && (b != 2 || c >= 3) && d <= 4 && (e ? f : g) && h is string && 'a && b' in l && m - 1 > 0;",
      "allow read, update: if A(x, {'k': 1}) && y == 'p || q';",
      '}',
    ].join('\n');
    expect(withoutOperatorSpaces(compact).split('\n')).toEqual([
      'match /b/{id} {',
      "let a=x.get('k, v',0);",
      "return a==1&&(b!=2||c>=3)&&d<=4&&(e?f:g)&&h is string&&'a && b' in l&&m - 1 > 0;",
      "allow read, update: if A(x,{'k': 1})&&y=='p || q';",
      '}',
    ]);
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

  it('names each of its functions for the readable file (npm run rules:names)', () => {
    const names = deployedRuleNames(readable);
    const declared = [...deployed.matchAll(/^function (\w+)\(/gm)].map((m) => m[1] ?? '');
    expect(declared.map((n) => names.has(n))).not.toContain(false);
    for (const name of names.values()) expect(readable).toContain(`function ${name}(`);
  });

  it('defines no function twice', () => {
    const names = [...deployed.matchAll(/^function (\w+)\(/gm)].map((m) => m[1]);
    expect(names.length).toBe(new Set(names).size);
    expect(withoutDuplicateFunctions(readable).length).toBeLessThan(readable.length);
  });
});
