/**
 * Keeps firestore.rules and src/config/collections.ts from drifting: the rules file's
 * ownership map must equal COLLECTION_OWNERS and its type → path map USER_TYPE_PATH.
 * Reads the rules as text (no emulator).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS, USER_TYPE_PATH } from '@/config/collections';
import { NAV_ITEMS } from '@/config/navigation';

const RULES = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');

/** The lines between `// BEGIN <name>` and `// END <name>` of the rules file. */
function block(name: string): string[] {
  const match = new RegExp(`// BEGIN ${name}\\b[\\s\\S]*?\\n([\\s\\S]*?)// END ${name}\\b`).exec(RULES);
  if (!match?.[1]) throw new Error(`firestore.rules has no BEGIN/END ${name} block`);
  return match[1].split('\n');
}

/** The quoted strings of a rules expression, in order. */
function strings(text: string): string[] {
  return [...text.matchAll(/'([^']*)'/g)].map((m) => m[1] ?? '');
}

/** The `'key': value,` entries of a map literal inside a block, value as raw text. */
function entries(name: string): [string, string][] {
  const result: [string, string][] = [];
  for (const line of block(name)) {
    const entry = /^\s*'([^']+)':\s*(.+?),?\s*$/.exec(line);
    if (entry?.[1] && entry[2]) result.push([entry[1], entry[2]]);
  }
  return result;
}

describe('firestore.rules maps', () => {
  it('collectionOwners() equals COLLECTION_OWNERS (same keys, same paths, same order)', () => {
    const parsed = Object.fromEntries(entries('COLLECTION_OWNERS').map(([key, value]) => [key, strings(value)]));
    expect(parsed).toEqual(COLLECTION_OWNERS);
    expect(Object.keys(parsed)).toEqual(Object.keys(COLLECTION_OWNERS));
  });

  it('typePaths() equals USER_TYPE_PATH', () => {
    const parsed = Object.fromEntries(entries('USER_TYPE_PATH').map(([key, value]) => [key, strings(value)[0]]));
    expect(parsed).toEqual(USER_TYPE_PATH);
  });

  it('accessValues() holds every menu path of the navigation definition and All', () => {
    expect(strings(block('ACCESS_VALUES').join('\n'))).toEqual([...NAV_ITEMS.map((item) => item.path), 'All']);
  });

  it('each map entry holds nothing but quoted strings', () => {
    for (const name of ['COLLECTION_OWNERS', 'USER_TYPE_PATH']) {
      for (const [key, value] of entries(name)) {
        expect(value.replace(/'[^']*'/g, '').replace(/[\s,[\]]/g, ''), `${name}.${key}`).toBe('');
      }
    }
  });

  it('declares rules version 2 and never allows everything', () => {
    expect(RULES).toMatch(/^rules_version = '2';/m);
    expect(RULES).not.toMatch(/match \/\{document=\*\*\}/);
  });
});
