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
 * - long names: each function is renamed to one or two letters, capitalised, and its
 *   parameters and `let`s to lowercase letters (`withShortNames`; `npm run rules:names`
 *   prints what each short name stands for). Names are text to the engine: the same
 *   expressions run; the source and the compiled tree are smaller.
 * - spaces around operators (`withoutOperatorSpaces`): text only.
 * Every rules test, the cost meter and the emulators run on the deployed text.
 */

/** The file Firebase deploys (firebase.json), written from firestore.rules. */
export const DEPLOYED_RULES_FILE = 'firestore.deployed.rules';

/** The first line of the deployed file: where it comes from. */
export const DEPLOYED_HEADER =
  '// Written by npm run generate from firestore.rules (read that file; npm run rules:names names its functions); do not edit.';

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
 * compacted, then short names.
 */
export function deployedRules(rules: string): string {
  return withoutOperatorSpaces(withShortNames(compactRules(withoutDuplicateFunctions(rules))).text);
}

/** The operators whose surrounding spaces the deployed text drops (`is`, `in` and `-` keep theirs). */
const SPACED_OPERATORS = /\s*(&&|\|\||==|!=|>=|<=|\?)\s*|\s+(:)\s+|,\s+|\s+=\s+/g;

/**
 * The compact rules without the spaces around `&&`, `||`, `==`, `!=`, `>=`, `<=`, a
 * ternary's `?` and `:`, after a comma and around a `let`'s `=`, outside strings, in
 * function bodies and `allow` conditions (a `match` line and an `allow`'s methods are
 * kept as written: the cost meter reads them). Text only: the compiled tree is the same.
 * @param compact the compact rules (one statement a line)
 */
export function withoutOperatorSpaces(compact: string): string {
  const squeeze = (code: string) =>
    code.replace(SPACED_OPERATORS, (whole, op?: string, colon?: string) => {
      if (op) return op;
      if (colon) return colon;
      return whole.includes(',') ? ',' : '=';
    });
  const inCode = (text: string) => {
    let out = '';
    let last = 0;
    for (const m of text.matchAll(STRING)) {
      out += squeeze(text.slice(last, m.index)) + m[0];
      last = (m.index ?? 0) + m[0].length;
    }
    return out + squeeze(text.slice(last));
  };
  return compact
    .split('\n')
    .map((line) => {
      const allow = /^(allow [a-z, ]+: if )(.*)$/.exec(line);
      if (allow) return `${allow[1]}${inCode(allow[2] ?? '')}`;
      return /^(return|let) /.test(line) ? inCode(line) : line;
    })
    .join('\n');
}

/**
 * What each short function name of the deployed rules stands for (`npm run rules:names`):
 * an emulator's message names the deployed function.
 * @returns short name → the readable file's name
 */
export function deployedRuleNames(rules: string): Map<string, string> {
  return withShortNames(compactRules(withoutDuplicateFunctions(rules))).names;
}

/** Words of the rules language and its globals: never given to a renamed name. */
const RESERVED = new Set(
  (
    'if in is let return true false null function match allow service rules_version read write get list create update ' +
    'delete request resource math timestamp duration latlng hashing string int float bool map path number bytes ' +
    'exists getAfter existsAfter debug constraint set'
  ).split(' '),
);

/** A single-quoted string of the rules text (the rules files write no double-quoted ones). */
const STRING = /'(?:[^'\\]|\\.)*'/g;

/**
 * Applies `rename` to the code of one line, never inside a string: each identifier not
 * read as a member (`.name`) nor written as a literal path segment (`/name`).
 */
function renameCode(line: string, rename: (name: string, call: boolean) => string | undefined): string {
  let out = '';
  let last = 0;
  const code = (text: string) =>
    text.replace(/(?<![.\w/$])([A-Za-z_]\w*)(\s*\()?/g, (whole, name: string, call?: string) => {
      const to = rename(name, Boolean(call));
      return to === undefined ? whole : `${to}${call ?? ''}`;
    });
  for (const m of line.matchAll(STRING)) {
    out += code(line.slice(last, m.index)) + m[0];
    last = (m.index ?? 0) + m[0].length;
  }
  return out + code(line.slice(last));
}

/** A function's parameter names but the language's words (a parameter `map` would make `is map` a name). */
const localNames = (params = '') =>
  params
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && !RESERVED.has(p));

/** The identifiers of the code of a text (strings aside), each once. */
function identifiers(text: string): Set<string> {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    renameCode(line, (name) => {
      found.add(name);
      return undefined;
    });
  }
  return found;
}

/** Short names in order, `first` letters leading (`A`…`Z`, `Aa`…), skipping `taken`. */
function* shortNamesOf(first: string, taken: ReadonlySet<string>): Generator<string> {
  const rest = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  for (let size = 1; ; size++) {
    const build = function* (prefix: string, left: number): Generator<string> {
      if (left === 0) yield prefix;
      else for (const c of rest) yield* build(prefix + c, left - 1);
    };
    for (const f of first)
      for (const name of build(f, size - 1)) if (!taken.has(name) && !RESERVED.has(name)) yield name;
  }
}

/**
 * The compact rules with short names (issue 46 item 5, docs/rules-limits.md): each
 * top-level function renamed to a capitalised name of one or two letters (the most
 * called the shortest), and each function's parameters and `let`s to lowercase letters
 * within it. Names are text to the rules engine: no expression more is evaluated; the
 * source and the compiled tree carry shorter identifiers. Captures (`{id}`), the
 * language's words and every other identifier keep their names.
 * @param compact the compact rules (compactRules): one statement a line, each function
 *   `function <name>(<params>) {` … a line `}`
 * @returns the renamed text and each short function name's readable one
 * @throws Error when a function is declared twice (the rename would be ambiguous)
 */
export function withShortNames(compact: string): { text: string; names: Map<string, string> } {
  const lines = compact.split('\n');
  const declared = [...compact.matchAll(/^function (\w+)\(/gm)].map((m) => m[1] ?? '');
  if (new Set(declared).size !== declared.length) throw new Error('A rules function is declared twice');
  const functions = new Set(declared);
  const calls = new Map<string, number>(declared.map((n) => [n, 0]));
  for (const line of lines) {
    renameCode(line, (name, call) => {
      if (call && functions.has(name)) calls.set(name, (calls.get(name) ?? 0) + 1);
      return undefined;
    });
  }
  // Names no function or local takes: every identifier that is not renamed (captures, globals).
  const locals = new Set<string>();
  let scope: Set<string> | null = null;
  for (const line of lines) {
    const head = /^function \w+\(([^)]*)\) \{$/.exec(line);
    if (head) scope = new Set(localNames(head[1]));
    const bound = /^let (\w+) =/.exec(line);
    if (scope && bound?.[1] && !RESERVED.has(bound[1])) scope.add(bound[1]);
    if (scope && line === '}') {
      for (const n of scope) locals.add(n);
      scope = null;
    }
  }
  const kept = new Set([...identifiers(compact)].filter((n) => !functions.has(n) && !locals.has(n)));
  const byCalls = [...functions].sort((a, b) => (calls.get(b) ?? 0) - (calls.get(a) ?? 0) || a.localeCompare(b));
  const pool = shortNamesOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', kept);
  const short = new Map<string, string>();
  for (const name of byCalls) short.set(name, pool.next().value as string);
  const out: string[] = [];
  let local: Map<string, string> | null = null;
  for (const line of lines) {
    const head = /^function \w+\(([^)]*)\) \{$/.exec(line);
    if (head) {
      const params = localNames(head[1]);
      const localPool = shortNamesOf('abcdefghijklmnopqrstuvwxyz', kept);
      local = new Map(params.map((p) => [p, localPool.next().value as string]));
      // The function's lets, in order: named from the same pool.
      for (const l of lines.slice(lines.indexOf(line) + 1)) {
        if (l === '}') break;
        const bound = /^let (\w+) =/.exec(l);
        if (bound?.[1] && !RESERVED.has(bound[1]) && !local.has(bound[1]))
          local.set(bound[1], localPool.next().value as string);
      }
    }
    const scoped = local;
    out.push(
      renameCode(line, (name, call) => {
        if (call && short.has(name)) return short.get(name);
        if (!call && scoped?.has(name)) return scoped.get(name);
        if (head && name === /^function (\w+)/.exec(line)?.[1]) return short.get(name);
        return undefined;
      }),
    );
    if (line === '}') local = null;
  }
  return { text: out.join('\n'), names: new Map([...short].map(([from, to]) => [to, from])) };
}
