/**
 * No module outside the access module decides access itself (issue 46 "Done when";
 * docs/access.md "One access decision"): whether the signed-in person may do something
 * is asked of `can()` (src/lib/access.ts) or `canOnDocument()` (src/lib/documentAccess.ts),
 * through `useCan()` / `useDocumentCheck()`. Read with the TypeScript parser, every file of
 * src outside those modules is searched for the marks of a decision of its own:
 * - a call of `holdsAll(…)` (whether an Access holds All);
 * - a caller's or the session's Access read (`caller.access`, `user.access`,
 *   `viewer.access`, `session.user.access`);
 * - a comparison with All (`x.includes(ALL_ACCESS)`, `x.includes('All')`, `=== 'All'`).
 * A few files handle a stored Access as data, not as a decision about the caller; each
 * is listed below with why.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The access module: where the decisions are made. */
const ACCESS_MODULES = ['src/lib/access.ts', 'src/lib/documentAccess.ts', 'src/lib/session/useCan.ts'];

/** Files that read a stored Access as data (what a person holds), each with why. */
const AS_DATA: Readonly<Record<string, string>> = {
  // Whether the employee on the page holds All: the person target `can()` is asked about.
  'src/features/people/usePerson.ts': 'describes the person a page is about',
  'src/features/people/AccessEditor.tsx': 'edits a stored Access (the All switch)',
  // Normalise an Access before it is written or listed ('All' alone, paths once).
  'src/lib/data/people.ts': 'writes an Access',
  'src/lib/data/find.ts': "lists people with whether each holds All (the palette's person target)",
  // Words for an audit entry's Access change ("All" as a word).
  'src/components/screens/audit/describe.ts': 'describes a stored Access in words',
};

/** @returns every .ts and .tsx file under `dir`, recursively */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const ALL = new Set(['ALL_ACCESS', "'All'", '"All"']);
const CALLERS = new Set(['caller', 'user', 'viewer', 'session.user']);
/** The words without which a file holds no mark: `holdsAll`, `.access`, All. */
const MARK_WORDS = /holdsAll|\.\s*access\b|ALL_ACCESS|['"]All['"]/;

/**
 * The marks of an access decision in one file.
 * @param path the file
 * @returns `line: text` of each mark found
 */
function decisions(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  // Every mark below holds one of these words; a file without any is not parsed (the
  // parse of all of src took 8 s of a unit run on a loaded machine, past vitest's 5 s).
  if (!MARK_WORDS.test(text)) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const mark = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'holdsAll') mark(node);
      const [argument] = node.arguments;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'includes' && argument) {
        if (ALL.has(argument.getText(source))) mark(node);
      }
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'access' &&
      CALLERS.has(node.expression.getText(source))
    )
      mark(node);
    if (ts.isBinaryExpression(node) && /^[!=]==?$/.test(node.operatorToken.getText(source))) {
      if (ALL.has(node.left.getText(source)) || ALL.has(node.right.getText(source))) mark(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('access decisions', () => {
  // Parses the files of src holding a mark's word: not a timing (vitest's 5 s default).
  it('are made by the access module only', { timeout: 30_000 }, () => {
    const files = filesUnder('src').filter((path) => !ACCESS_MODULES.includes(path) && !(path in AS_DATA));
    const found = files.flatMap((path) => decisions(path).map((mark) => `${relative('.', path)}:${mark}`));
    expect(found).toEqual([]);
  });

  it('are found by the check above (holdsAll, a caller’s Access, a comparison with All)', () => {
    const probe = join(import.meta.dirname, 'support', 'access-probe.ts.txt');
    expect(decisions(probe).map((mark) => mark.replace(/^\d+: /, ''))).toEqual([
      'holdsAll(session.user.access)',
      'session.user.access',
      "caller.access.includes('All')",
      'caller.access',
      "path === 'All'",
    ]);
  });

  it('lists only files that exist and still read an Access', () => {
    for (const path of Object.keys(AS_DATA)) expect(decisions(path), path).not.toEqual([]);
  });
});
