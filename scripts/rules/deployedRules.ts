/**
 * The rules text Firebase deploys (firebase.json `firestore.rules`), written by
 * `npm run generate` from the readable firestore.rules (docs/rules-limits.md). Firestore
 * counts the deployed source against its 256 KB limit and compiles it (250 KB compiled);
 * the readable file keeps every comment, indentation and per-definition function name
 * for the people who review it, and the deployed file drops what the rules engine does
 * not need:
 * - functions written twice: of the functions at the top of the documents match, one
 *   whose parameters and body equal an earlier one's is removed and its calls name the
 *   earlier one (`articleEditable()` → `articleKeys()`, `isArticleNew(…)` →
 *   `isFaqNew(…)`), until none is left. The same body runs, so no write costs more
 *   expressions; the compiled ruleset is smaller (real code removed).
 * - comments, blank lines and indentation, and a statement written over several lines
 *   joined into one line (one statement a line, so the rules cost meter still finds each
 *   `match` and `allow`): text only, the compiled ruleset is the same.
 * Every rules test, the cost meter and the emulators run on the deployed text.
 */

/** The file Firebase deploys (firebase.json), written from firestore.rules. */
export const DEPLOYED_RULES_FILE = 'firestore.deployed.rules';

/** The first line of the deployed file: where it comes from. */
export const DEPLOYED_HEADER = '// Written by npm run generate from firestore.rules (read that file); do not edit.';

/** A top-level function of the documents match: its definition, with the comment lines just above it. */
const TOP_FUNCTION = /(?:^ {4}\/\/.*\n)*^ {4}function (\w+)\(([^)]*)\) \{\n([\s\S]*?)^ {4}\}\n/gm;

/**
 * Removes every top-level function (written `    function <name>(…) {` … `    }` at
 * four spaces, as the generator and the library write them) whose parameters and body,
 * whitespace aside, equal those of an earlier one, and renames its calls to the earlier
 * one; repeated until no two are equal (a renamed call may make two bodies equal).
 * @param rules the readable rules text
 * @returns the text without the repeated functions
 */
export function withoutDuplicateFunctions(rules: string): string {
  let text = rules;
  for (;;) {
    const first = new Map<string, string>();
    const renamed = new Map<string, string>();
    for (const m of text.matchAll(TOP_FUNCTION)) {
      const [, name = '', params = '', body = ''] = m;
      const key = `${params.replace(/\s+/g, '')}|${body.replace(/\s+/g, ' ').trim()}`;
      const earlier = first.get(key);
      if (earlier === undefined) first.set(key, name);
      else renamed.set(name, earlier);
    }
    if (renamed.size === 0) return text;
    text = text.replace(TOP_FUNCTION, (whole, name: string) => (renamed.has(name) ? '' : whole));
    const calls = new RegExp(`\\b(${[...renamed.keys()].join('|')})\\(`, 'g');
    text = text.replace(calls, (_, name: string) => `${renamed.get(name) ?? name}(`);
  }
}

/**
 * The rules text without comments, blank lines or indentation, each statement on one
 * line: a line not ending a statement or block (`;`, `{`, `}`) is joined to the next
 * with one space. The rules files hold no comment after code on a line and no string
 * over several lines (a comment line is one whose text starts with `//`).
 * @throws Error when a line holds `//` after code outside a string (a comment the
 *   compaction would keep), so such a line is rewritten rather than deployed half-read
 */
export function compactRules(rules: string): string {
  const out: string[] = [];
  let pending = '';
  for (const raw of rules.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('//')) continue;
    if (/\/\//.test(line.replace(/'[^']*'/g, "''"))) throw new Error(`A comment after code: ${line}`);
    pending = pending ? `${pending} ${line}` : line;
    if (/[;{}]$/.test(line)) {
      out.push(pending);
      pending = '';
    }
  }
  if (pending) out.push(pending);
  return `${DEPLOYED_HEADER}\n${out.join('\n')}\n`;
}

/**
 * The deployed rules of a readable firestore.rules: repeated functions removed, then
 * compacted.
 */
export function deployedRules(rules: string): string {
  return compactRules(withoutDuplicateFunctions(rules));
}
