/**
 * Text helpers for the generated blocks of firestore.rules and storage.rules: the maps
 * of src/config written as rules literals, and the replacement of a block between its
 * `// BEGIN <name>` and `// END <name>` marker lines (docs/access.md, "Where the rules
 * come from").
 */

/** A rules string literal; the values written here hold no quote or backslash. */
export const quote = (s: string): string => `'${s}'`;

/** `[ 'a', 'b' ]` as a rules list literal. */
export const listLiteral = (values: readonly string[]): string => `[${values.map(quote).join(', ')}]`;

/**
 * The entries of a rules map literal, one a line, each ending with a comma.
 * @param map key → a string or a list of strings
 * @param indent the spaces before each entry
 */
export function mapEntries(map: Readonly<Record<string, string | readonly string[]>>, indent: string): string {
  return Object.entries(map)
    .map(([key, value]) => `${indent}${quote(key)}: ${typeof value === 'string' ? quote(value) : listLiteral(value)},`)
    .join('\n');
}

/**
 * Replaces the block from the line starting `    // BEGIN <name>` to the end of the
 * line `    // END <name>` with `block` (which holds both marker lines).
 * @param file the rules file's text; `label` names it in the error
 * @throws Error when either marker is missing or they are out of order
 */
export function replaceBlock(file: string, name: string, block: string, label: string): string {
  const begin = `    // BEGIN ${name}`;
  const end = `    // END ${name}`;
  const start = file.indexOf(begin);
  const stop = file.indexOf(end, start);
  if (start < 0 || stop < 0) throw new Error(`${label} has no BEGIN/END ${name} markers`);
  return file.slice(0, start) + block + file.slice(stop + end.length);
}

/**
 * Removes from the blocks `names` every function that nothing in the file calls, until
 * none is left (a removed function may have been the only caller of another). The
 * generator writes each definition's whole family of functions (`<name>Keys()`,
 * `is<Name>New(data)`, …); a definition's match uses only some of them, and every
 * byte counts against Firestore's 256 KB limit on the rules' source (docs/access.md,
 * "Rules cost").
 * @param file the rules file's text, whose blocks hold functions written
 *   `    function <fn>(…) {` … `    }` at four spaces (with the comment lines just above
 *   them, removed with them)
 * @returns the file without the unused functions of that block
 * @throws Error when the block's markers are missing
 */
export function withoutUnusedFunctions(file: string, ...names: readonly string[]): string {
  let out = file;
  for (const name of names) out = withoutUnusedIn(out, name);
  return out;
}

function withoutUnusedIn(file: string, name: string): string {
  const begin = file.indexOf(`    // BEGIN ${name}`);
  const end = file.indexOf(`    // END ${name}`, begin);
  if (begin < 0 || end < 0) throw new Error(`firestore.rules has no BEGIN/END ${name} markers`);
  let block = file.slice(begin, end);
  const outside = file.slice(0, begin) + file.slice(end);
  for (;;) {
    const text = outside + block;
    const unused = [...block.matchAll(/(?:^ {4}\/\/.*\n)*^ {4}function (\w+)\([^)]*\) \{\n[\s\S]*?^ {4}\}\n/gm)].filter(
      (m) => (text.match(new RegExp(`\\b${m[1]}\\(`, 'g')) ?? []).length === 1,
    );
    if (unused.length === 0) break;
    for (const m of unused) block = block.replace(m[0], '');
  }
  return file.slice(0, begin) + block + file.slice(end);
}
