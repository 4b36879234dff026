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
