/**
 * Grep-level checks of the screens' seams (issue 46 item 2, "Done when"; docs/adding-an-entity.md "Reading and writing"):
 * every file of src/features, src/domains and src/components
 * - imports at most 5 modules of src/lib/data (the data layer's public seams, not its insides);
 * - names no collection itself: no `COLLECTIONS`, and no collection name as a string given
 *   to the data layer or as an object's `collection` (a screen reaches a collection
 *   through its definition, src/entities, or a declaration such as
 *   src/entities/aggregations.ts).
 * - writes only through the data provider (`dataProvider.x`, `providerWrite`): it names
 *   no function of src/lib/data that writes to Firestore, nor one of Firestore's writes
 *   (./support/writers.ts finds them; src/app's palette and layout are held to it too).
 * Read with the TypeScript parser, so comments and texts of other kinds do not count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/config/collections';
import { dataWriters, directWrites } from './support/writers';

/** Most src/lib/data modules one screen file imports. */
const MAX_DATA_MODULES = 5;
const NAMES = new Set<string>(Object.values(COLLECTIONS));

/** @returns every .ts and .tsx file under `dir`, recursively */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** What one file imports from the data layer and where it names a collection itself. */
function seams(path: string): { dataModules: string[]; rawNames: string[] } {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const dataModules = new Set<string>();
  const dataNames = new Set<string>();
  const rawNames: string[] = [];
  const where = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (from.startsWith('@/lib/data/')) {
        dataModules.add(from);
        const bindings = node.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const e of bindings.elements) dataNames.add(e.name.text);
      }
      if (from === '@/config/collections' && node.getText().match(/\bCOLLECTIONS\b/))
        rawNames.push(`${where(node)} COLLECTIONS`);
    }
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.expression : node.expression;
      if (ts.isIdentifier(callee) && dataNames.has(callee.text)) {
        for (const arg of node.arguments)
          if (ts.isStringLiteral(arg) && NAMES.has(arg.text)) rawNames.push(`${where(arg)} '${arg.text}'`);
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      node.name.getText() === 'collection' &&
      ts.isStringLiteral(node.initializer) &&
      NAMES.has(node.initializer.text)
    )
      rawNames.push(`${where(node)} collection: '${node.initializer.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { dataModules: [...dataModules], rawNames };
}

const FILES = ['src/features', 'src/domains', 'src/components'].flatMap(filesUnder);
const SEAMS = FILES.map((path) => ({ path, ...seams(path) }));

describe('the screens’ seams', () => {
  it(`import at most ${MAX_DATA_MODULES} modules of src/lib/data per file`, () => {
    expect(FILES.length).toBeGreaterThan(150);
    expect(FILES.filter((f) => f.startsWith(join('src', 'domains'))).length).toBeGreaterThan(30);
    const over = SEAMS.filter((s) => s.dataModules.length > MAX_DATA_MODULES).map(
      (s) => `${s.path}: ${s.dataModules.join(', ')}`,
    );
    expect(over).toEqual([]);
  });

  it('name no collection themselves', () => {
    expect(SEAMS.flatMap((s) => s.rawNames)).toEqual([]);
  });

  it('are read by the checks above (a raw name and a sixth data module are found)', () => {
    const probe = join(import.meta.dirname, 'support', 'architecture-probe.ts.txt');
    const { dataModules, rawNames } = seams(probe);
    expect(dataModules).toHaveLength(6);
    expect(rawNames.map((r) => r.replace(/^.*:\d+ /, ''))).toEqual([
      'COLLECTIONS',
      "'orders'",
      "collection: 'refunds'",
    ]);
  });
});

describe('the screens’ writes', () => {
  const writers = dataWriters(filesUnder('src/lib/data').map((path) => join(process.cwd(), path)));
  const found = (path: string) => directWrites(path, writers).map((r) => r.replace(/^.*:\d+ /, ''));

  it('are found in the data layer (its writing functions, through its own calls and re-exports)', () => {
    const of = (file: string) => [...(writers.get(join(process.cwd(), 'src/lib/data', file)) ?? [])];
    expect(of('people.ts')).toEqual(expect.arrayContaining(['auditedWrite', 'setBlocked', 'createEmployee']));
    expect(of('trash.ts')).toEqual(expect.arrayContaining(['purgeTrashEntry', 'purgeExpiredTrash']));
    expect(of('proposal.ts')).toEqual(expect.arrayContaining(['propose', 'confirmProposal', 'rejectProposal']));
    expect(of('people.ts')).not.toContain('getAccess');
  });

  // Parses every screen file: seconds on a loaded machine, not a timing (vitest's 5 s default).
  it(
    'go through the data provider: no screen names a writing function of src/lib/data or Firestore',
    { timeout: 30_000 },
    () => {
      const screens = ['src/features', 'src/domains', 'src/components', 'src/app'].flatMap(filesUnder);
      expect(screens.flatMap((path) => directWrites(join(process.cwd(), path), writers))).toEqual([]);
    },
  );

  it('are read by the check above (a call, a function passed on, a dynamic import, a Firestore write)', () => {
    const probe = join(import.meta.dirname, 'support', 'architecture-write-probe.ts.txt');
    expect(found(probe)).toEqual(['setDoc', 'setBlocked', 'purgeExpiredTrash', 'saveTranslation']);
  });
});
