/**
 * A definition's declaration stays small (issue 46 item 3, docs/adding-an-entity.md
 * "Lifecycle"): its write policy is one declared lifecycle (`writes`), related options are
 * grouped (`id`, `hierarchy`, `audit`, `stored`, `access`), and the policy compiled from
 * it (src/lib/entity/policy.ts) is short. Counted with the TypeScript compiler on the
 * source, so a new option shows here before it spreads.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENTITY_LIST } from '@/entities/registry';
import { policyOf } from '@/lib/entity/policy';

const ROOT = resolve(import.meta.dirname, '../..');

/** Most options `EntityConfig` declares. */
const MAX_OPTIONS = 22;
/** Most lines of src/lib/entity/policy.ts, its docstrings and imports included. */
const MAX_POLICY_LINES = 40;

/** The member names of an interface declared in a source file. */
function interfaceMembers(path: string, name: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(resolve(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true);
  const found = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (!found) throw new Error(`${path}: no interface ${name}`);
  return found.members.map((m) => (m.name && ts.isIdentifier(m.name) ? m.name.text : m.getText(source)));
}

describe('the declared lifecycle', () => {
  it(`keeps EntityConfig to at most ${MAX_OPTIONS} options, the write policy declared once`, () => {
    const members = interfaceMembers('src/lib/entity/config.ts', 'EntityConfig');
    expect(members.length, members.join(', ')).toBeLessThanOrEqual(MAX_OPTIONS);
    expect(members).toContain('writes');
    for (const old of ['readOnly', 'decisionsOnly', 'immutable', 'madeThenDecided', 'source', 'singletonId']) {
      expect(members).not.toContain(old);
    }
  });

  it(`keeps src/lib/entity/policy.ts to at most ${MAX_POLICY_LINES} lines`, () => {
    const text = readFileSync(resolve(ROOT, 'src/lib/entity/policy.ts'), 'utf8');
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_POLICY_LINES);
  });

  it.each(ENTITY_LIST.map((def) => [def.name, def] as const))(
    '%s: the compiled policy allows only writes its lifecycle names',
    (_name, def) => {
      const { writes } = policyOf(def, {});
      for (const kind of ['create', 'edit', 'decide', 'delete'] as const) {
        if (def.writes[kind] !== 'panel') expect(writes[kind], kind).toBe(false);
      }
      // The apps create exactly the definitions that name their writers; a singleton stays.
      expect(def.writes.create === 'apps').toBe(def.apps !== undefined);
      if (def.id?.singleton) expect(writes.delete).toBe(false);
    },
  );
});
