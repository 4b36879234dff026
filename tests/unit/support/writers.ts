/**
 * Which functions of src/lib/data write to Firestore, and where a screen reaches one
 * other than through the data provider (tests/unit/architecture.test.ts; issue 46 item 2:
 * every write is a provider method). Read with the TypeScript parser:
 * - a function of a data module writes when its body names one of Firestore's writes
 *   (FIRESTORE_WRITES) or another writing function, of its module or imported from
 *   another data module (followed to a fixed point, `export *` included);
 * - a screen file offends where it names (calls, or passes on) such a function imported
 *   from a data module, statically or by `await import(…)`, or imports one of Firestore's
 *   writes. `dataProvider.x(…)` and `providerWrite(…)` name no writing function: they are
 *   the way through.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Firestore's writes (modular SDK, full and Lite). */
export const FIRESTORE_WRITES = new Set(['setDoc', 'updateDoc', 'deleteDoc', 'addDoc', 'writeBatch', 'runTransaction']);

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** The file a module specifier names, or null outside src/lib/data. */
function resolveData(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/lib/data/')) base = join(ROOT, 'src', specifier.slice(2));
  else if (specifier.startsWith('.') && from.includes(join('src', 'lib', 'data')))
    base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate)) return candidate;
  return null;
}

const parsed = new Map<string, ts.SourceFile>();
function parse(path: string): ts.SourceFile {
  let source = parsed.get(path);
  if (!source) {
    source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(path, source);
  }
  return source;
}

/** Whether a node names one of `names` anywhere inside it. */
function names(node: ts.Node, wanted: (name: string) => boolean): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(n) && wanted(n.text)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** A data module's top-level functions (name → body), its imports (local name → [file, name]) and `export *` sources. */
function shapeOf(path: string) {
  const source = parse(path);
  const functions = new Map<string, ts.Node>();
  const imports = new Map<string, [string, string]>();
  const reexports: string[] = [];
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
      functions.set(statement.name.text, statement.body);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (
          ts.isIdentifier(d.name) &&
          d.initializer &&
          (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))
        )
          functions.set(d.name.text, d.initializer.body);
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const file = resolveData(path, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (file && bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) imports.set(e.name.text, [file, (e.propertyName ?? e.name).text]);
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const file = resolveData(path, statement.moduleSpecifier.text);
      if (file && !statement.exportClause) reexports.push(file);
    }
  }
  return { functions, imports, reexports };
}

/**
 * The writing functions of every module under src/lib/data (file → names).
 * @param files the data layer's files
 */
export function dataWriters(files: readonly string[]): ReadonlyMap<string, ReadonlySet<string>> {
  const shapes = new Map(files.map((f) => [f, shapeOf(f)]));
  const writers = new Map<string, Set<string>>(files.map((f) => [f, new Set<string>()]));
  const writes = (file: string, name: string): boolean => {
    if (writers.get(file)?.has(name)) return true;
    return (shapes.get(file)?.reexports ?? []).some((r) => writers.get(r)?.has(name));
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, shape] of shapes) {
      const mine = writers.get(file) as Set<string>;
      for (const [name, body] of shape.functions) {
        if (mine.has(name)) continue;
        const wanted = (id: string) => {
          if (FIRESTORE_WRITES.has(id) || (id !== name && mine.has(id))) return true;
          const imported = shape.imports.get(id);
          return !!imported && writes(imported[0], imported[1]);
        };
        if (names(body, wanted)) {
          mine.add(name);
          changed = true;
        }
      }
    }
  }
  // What a module exports through `export *` is its own too.
  for (const [file, shape] of shapes)
    for (const r of shape.reexports) for (const n of writers.get(r) ?? []) writers.get(file)?.add(n);
  return writers;
}

/**
 * Where a screen file reaches a write other than through the data provider.
 * @param path the screen's file
 * @param writers dataWriters' answer
 * @returns `file:line name` of each offence
 */
export function directWrites(path: string, writers: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const source = parse(path);
  const where = (node: ts.Node) =>
    `${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const found: string[] = [];
  const reached = new Set<string>();
  const bound = new Set<ts.Node>();
  const dataFile = (specifier: string) => (specifier.startsWith('@/lib/data/') ? resolveData(path, specifier) : null);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const from = node.moduleSpecifier.text;
      const bindings = node.importClause?.namedBindings;
      const file = dataFile(from);
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) {
          if (e.isTypeOnly) continue;
          const name = (e.propertyName ?? e.name).text;
          bound.add(e.name);
          if (from.startsWith('firebase/firestore') && FIRESTORE_WRITES.has(name)) found.push(`${where(e)} ${name}`);
          if (file && writers.get(file)?.has(name)) reached.add(e.name.text);
        }
    }
    // const { x } = await import('@/lib/data/…')
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isAwaitExpression(node.initializer) &&
      ts.isCallExpression(node.initializer.expression) &&
      node.initializer.expression.expression.kind === ts.SyntaxKind.ImportKeyword
    ) {
      const arg = node.initializer.expression.arguments[0];
      const file = arg && ts.isStringLiteral(arg) ? dataFile(arg.text) : null;
      for (const e of node.name.elements) {
        const name = (e.propertyName ?? e.name).getText();
        if (file && writers.get(file)?.has(name) && ts.isIdentifier(e.name)) {
          found.push(`${where(e)} ${name}`);
          bound.add(e.name);
        }
      }
    }
    const member = !!node.parent && ts.isPropertyAccessExpression(node.parent) && node.parent.name === node;
    if (ts.isIdentifier(node) && reached.has(node.text) && !bound.has(node) && !member)
      found.push(`${where(node)} ${node.text}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
