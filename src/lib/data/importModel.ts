/**
 * CSV import, the pure part (docs/import.md): reading a file's bytes in the encoding
 * it was saved in, splitting it into rows as it streams, matching its columns to a
 * definition's fields, turning a row into form values and validating them with the
 * form's own yup schema (src/lib/entity/schema.ts). No Firebase here: the reads and
 * writes are in ./import.ts, so this part is unit-tested and benchmarked in Node.
 */
import Papa from 'papaparse';
import type * as yup from 'yup';
import type { EntityDef } from '@/lib/entity/define';
import { storeField } from '@/lib/entity/define';
import type { Field, Fields } from '@/lib/entity/fields';
import { personReferences, type MatchShape } from '@/lib/entity/personReferences';
import { foldDigits } from '@/lib/arabic';
import { normaliseForSearch } from './convert';

/** Most rows read, checked and written together: Firestore's limit of writes per commit. */
export const IMPORT_BATCH_SIZE = 500;

/** Most writes in one commit (Firestore's limit). */
export const COMMIT_MAX_WRITES = 500;

/**
 * Firestore's limit of document access calls (`exists`, `get`, `getAfter`) the rules of
 * one batched write may make, all its writes together (10 for a single write).
 */
export const COMMIT_READ_LIMIT = 20;

/**
 * The access calls an import commit plans for at most (docs/import.md, "Commits sized to
 * the rules' reads"): the limit less a margin of 2.
 */
export const COMMIT_READ_BUDGET = COMMIT_READ_LIMIT - 2;

/**
 * Access calls per document the rules read: `exists()` then `get()` (the caller's users
 * document in `isStaff`, a person in `isPersonOfType`). The emulator counts the two
 * apart; a second `get` of the same document is not counted again
 * (tests/rules/import.test.ts measures both).
 */
export const CALLS_PER_READ_DOCUMENT = 2;

/**
 * Access calls kept free in every commit for the hand-written restore match
 * (`match /{coll}/{docId}`, `isRestored`, scripts/rules/runtimeRules.ts): it applies to
 * every create of every collection. It stops before any trash look-up when the document
 * is new (its `updatedAt` the server time), so it reads nothing in an import's commit:
 * none. (Before it did, the emulator counted some of its look-ups, not the same each
 * time: commits naming 5 to 7 suppliers sometimes passed, sometimes not.) A commit names
 * at most 8 suppliers (tests/rules/import.test.ts: 9 pass, 10 are refused).
 */
export const RESTORE_MATCH_RESERVE = 0;

/** The optional column holding a document id (as Export CSV writes it). */
export const ID_COLUMN = 'id';

/** Bytes looked at to tell the encoding (the first MiB). */
export const ENCODING_SAMPLE_BYTES = 1 << 20;

/** The encodings a file may be in: UTF-8 (with or without BOM), or Arabic Windows as Excel saves it. */
export type ImportEncoding = 'utf-8' | 'windows-1256';

/**
 * Tells a file's encoding from its first bytes: UTF-8 when they decode as UTF-8 without
 * an error (a character cut at the end of the sample is not an error), otherwise
 * Windows-1256, the code page Excel uses for "CSV" on Arabic Windows. Plain ASCII is UTF-8.
 * @param sample the first bytes of the file (ENCODING_SAMPLE_BYTES is enough)
 * @returns the encoding
 */
export function detectEncoding(sample: Uint8Array): ImportEncoding {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1256';
  }
}

/**
 * Decodes a whole file's bytes (tests and small files; the import itself streams with
 * {@link decodeStream}). A UTF-8 byte order mark is dropped.
 * @returns the encoding found and the text
 */
export function decodeBytes(bytes: Uint8Array): { readonly encoding: ImportEncoding; readonly text: string } {
  const encoding = detectEncoding(bytes.subarray(0, ENCODING_SAMPLE_BYTES));
  return { encoding, text: new TextDecoder(encoding).decode(bytes) };
}

/**
 * The text of a byte stream in `encoding`, chunk by chunk (a character split between two
 * chunks is joined); a UTF-8 byte order mark is dropped (TextDecoder does by default).
 */
export async function* decodeStream(
  bytes: AsyncIterable<Uint8Array>,
  encoding: ImportEncoding,
): AsyncGenerator<string, void, undefined> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of bytes) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The delimiters a spreadsheet may write: comma, semicolon (Arabic and European Excel), tab. */
const DELIMITERS = [',', ';', '\t'] as const;

/** Guesses the delimiter from the header line: the candidate found most often outside quotes. */
export function guessDelimiter(headerLine: string): string {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    const n = unquoted.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/** @returns the line break the text uses: `\r\n` (Excel), `\r` or `\n`. */
function guessNewline(text: string): '\r\n' | '\r' | '\n' {
  const n = text.indexOf('\n');
  const r = text.indexOf('\r');
  if (r >= 0 && (n < 0 || r < n)) return text[r + 1] === '\n' ? '\r\n' : '\r';
  return '\n';
}

/** The low-level parser of Papa Parse (its streaming core: it parses up to the last whole row). */
interface LowParser {
  parse(input: string, baseIndex: number, ignoreLastRow: boolean): Papa.ParseResult<string[]>;
}
type LowParserClass = new (config: { delimiter: string; newline: string }) => LowParser;

/**
 * Splits streamed CSV text into rows, without ever holding more than the current chunk
 * and the rows of it not yet handed out: the next chunk is read only after `onRows` has
 * finished with the previous rows (so a slow write holds the reading back, and memory
 * stays flat whatever the file's size). Quoted cells may hold delimiters and line breaks.
 * Blank lines are skipped.
 * @param chunks the text, e.g. from {@link decodeStream}
 * @param onRows called with the next rows (the first call's first row is the header)
 * @throws what `onRows` throws
 */
export async function streamRows(
  chunks: AsyncIterable<string> | Iterable<string>,
  onRows: (rows: string[][]) => Promise<void> | void,
): Promise<void> {
  let parser: LowParser | null = null;
  let partial = '';
  let base = 0;
  const emit = async (result: Papa.ParseResult<string[]>) => {
    const rows = result.data.filter((row) => row.length > 1 || (row[0] ?? '') !== '');
    if (rows.length) await onRows(rows);
  };
  for await (const chunk of chunks) {
    const text = partial + chunk;
    if (!parser) {
      const firstLine = text.split(/\r\n|\r|\n/)[0] ?? '';
      if (text.length <= firstLine.length + 1 && text.length < 65536) {
        // Not yet one whole line and the character after it (\r or \r\n): wait for more.
        partial = text;
        continue;
      }
      const Parser = (Papa as unknown as { Parser: LowParserClass }).Parser;
      parser = new Parser({ delimiter: guessDelimiter(firstLine), newline: guessNewline(text) });
    }
    const result = parser.parse(text, base, true);
    const cursor = result.meta.cursor;
    partial = text.slice(cursor - base);
    base = cursor;
    await emit(result);
  }
  if (!parser) {
    const Parser = (Papa as unknown as { Parser: LowParserClass }).Parser;
    parser = new Parser({ delimiter: guessDelimiter(partial), newline: guessNewline(partial) });
  }
  if (partial) await emit(parser.parse(partial, base, false));
}

/** A definition as the import takes it (any entity's: what takes a row is left out). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ImportDef = Omit<EntityDef<any>, 'title' | 'toValues'>;

/**
 * The fields a CSV may fill: those the form edits, but images and lists (an image is a
 * file uploaded into the document's folder, not a cell) and the fields fixed by the page
 * (a sub-category's category when importing on the category's page).
 * @param fixed field → value set by the page for every row
 */
export function importFields(def: ImportDef, fixed: Readonly<Record<string, string>> = {}): string[] {
  const fields = def.fields as Fields;
  return (def.formFields as readonly string[]).filter((name) => {
    const field = fields[name];
    return field && field.kind !== 'image' && field.kind !== 'list' && !(name in fixed);
  });
}

/** Which column (its index in the header) fills each field; null: none. The id column is {@link ID_COLUMN}. */
export type ColumnMapping = Readonly<Record<string, number | null>>;

/** A header or label as compared when matching: case, spaces, Arabic letter forms and punctuation aside. */
export function headerKey(text: string): string {
  return normaliseForSearch(text)
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .trim();
}

/**
 * Matches a file's header to the fields: a column whose title is the field's name
 * (`nameEn`), or its label in English or Arabic ("Name (English)", «الاسم بالإنجليزية»),
 * ignoring case, spaces and punctuation; `id` to the id column. A remembered mapping
 * (per screen) wins where its column title is still in the file.
 * @param header the file's first row
 * @param fields the fields to fill (importFields)
 * @param labels the labels of a field in every language (i18n keys translated)
 * @param remembered the column titles chosen last time, by field
 * @returns the mapping
 */
export function autoMap(
  header: readonly string[],
  fields: readonly string[],
  labels: (field: string) => readonly string[],
  remembered: Readonly<Record<string, string>> = {},
): Record<string, number | null> {
  const keys = header.map(headerKey);
  const used = new Set<number>();
  const find = (candidates: readonly string[]) => {
    for (const candidate of candidates.map(headerKey).filter(Boolean)) {
      const index = keys.findIndex((key, i) => key === candidate && !used.has(i));
      if (index >= 0) return index;
    }
    return -1;
  };
  const mapping: Record<string, number | null> = {};
  for (const name of [ID_COLUMN, ...fields]) {
    const memory = remembered[name];
    let index = memory !== undefined ? header.indexOf(memory) : -1;
    if (index >= 0 && used.has(index)) index = -1;
    if (index < 0) index = find(name === ID_COLUMN ? [ID_COLUMN] : [name, ...labels(name)]);
    mapping[name] = index >= 0 ? index : null;
    if (index >= 0) used.add(index);
  }
  return mapping;
}

/**
 * A mapping as remembered (localStorage, per screen): the column title chosen per field,
 * so that the next file with the same titles maps the same way whatever their order.
 */
export function rememberedMapping(header: readonly string[], mapping: ColumnMapping): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, index] of Object.entries(mapping)) {
    const title = index === null ? undefined : header[index];
    if (title !== undefined) out[name] = title;
  }
  return out;
}

/** A problem with a row: the field (null: the whole row) and a message as yup gives it (an i18n key, or key and values). */
export interface RowProblem {
  readonly field: string | null;
  readonly message: string | { readonly key: string; readonly values: Readonly<Record<string, unknown>> };
}

/** Words read as "yes" and "no" in a cell of a switch, in English and Arabic. */
const YES = ['true', 'yes', 'y', '1', 'نعم', 'صح'];
const NO = ['false', 'no', 'n', '0', 'لا', 'خطأ'];

/**
 * A cell as a form value of its field, written as the form would hold it: text as typed,
 * numbers as typed (the schema reads Arabic digits and separators; money in OMR), a
 * switch from yes/no words or its labels, an option from its value or label, a date from
 * YYYY-MM-DD or DD/MM/YYYY. An empty cell is the form's empty value.
 * @param labels the translations of a label key, in every language
 * @returns the value, or a problem when the cell cannot be read as the field's kind
 */
export function cellValue(
  field: Field,
  cell: string,
  empty: unknown,
  labels: (key: string) => readonly string[],
): { value: unknown } | { problem: RowProblem['message'] } {
  const text = cell.trim();
  if (text === '') return { value: empty };
  const is = (key: string) => labels(key).some((label) => headerKey(label) === headerKey(text));
  switch (field.kind) {
    case 'boolean': {
      const lower = text.toLowerCase();
      const [off, on] = field.labels ?? [];
      if (YES.includes(lower) || is(on ?? 'common.yes')) return { value: true };
      if (NO.includes(lower) || is(off ?? 'common.no')) return { value: false };
      return { problem: 'import.validation.yesNo' };
    }
    case 'enum': {
      const found = field.values.find((v) => v === text || is(`${field.labels}.${v}`));
      return { value: found ?? text };
    }
    case 'date': {
      const digits = foldDigits(text);
      const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(digits);
      const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(digits);
      const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
      const date = y ? new Date(Number(y), Number(m) - 1, Number(d)) : null;
      if (!date || date.getDate() !== Number(d) || date.getMonth() !== Number(m) - 1)
        return { problem: 'validation.date' };
      return { value: date };
    }
    default:
      return { value: text };
  }
}

/** A row of the file as form values, with the problems of cells that could not be read. */
export interface ParsedRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  readonly row: number;
  /** The row's cells as in the file (for the failed rows' file). */
  readonly cells: readonly string[];
  /** The `id` column's value, or '' for none. */
  readonly id: string;
  readonly values: Record<string, unknown>;
  readonly problems: RowProblem[];
}

/** A document id as the rules accept it: no '/', not '.' or '..', at most 1,500 bytes. */
export function isDocumentId(id: string): boolean {
  return /^[^/]{1,1500}$/u.test(id) && id !== '.' && id !== '..' && !/^__.*__$/.test(id);
}

/**
 * The form values of one row: the definition's empty values, the mapped cells, and the
 * fields fixed by the page.
 * @param row the row's number in the spreadsheet
 */
export function parseRow(
  def: ImportDef,
  cells: readonly string[],
  row: number,
  mapping: ColumnMapping,
  fixed: Readonly<Record<string, string>>,
  labels: (key: string) => readonly string[],
): ParsedRow {
  const fields = def.fields as Fields;
  const values: Record<string, unknown> = { ...(def.emptyValues as Record<string, unknown>), ...fixed };
  const problems: RowProblem[] = [];
  for (const [name, index] of Object.entries(mapping)) {
    const field = fields[name];
    if (name === ID_COLUMN || !field || index === null) continue;
    const read = cellValue(field, cells[index] ?? '', values[name], labels);
    if ('problem' in read) problems.push({ field: name, message: read.problem });
    else values[name] = read.value;
  }
  const idIndex = mapping[ID_COLUMN];
  const id = idIndex === null || idIndex === undefined ? '' : (cells[idIndex] ?? '').trim();
  if (id && !isDocumentId(id)) problems.push({ field: ID_COLUMN, message: 'import.validation.id' });
  return { row, cells, id, values, problems };
}

/**
 * Validates form values with the form's schema, in create mode (exactly the form's
 * checks: the definition's fields and the screen's refinements).
 * @returns the values as the schema casts them, and one problem per failing field
 */
export async function validateValues(
  schema: yup.AnyObjectSchema,
  values: Record<string, unknown>,
): Promise<{ readonly values: Record<string, unknown>; readonly problems: RowProblem[] }> {
  try {
    const cast = (await schema.validate(values, { abortEarly: false, context: { mode: 'create' } })) as Record<
      string,
      unknown
    >;
    return { values: { ...values, ...cast }, problems: [] };
  } catch (error) {
    const inner = (error as yup.ValidationError).inner ?? [];
    if (!inner.length && !(error as yup.ValidationError).errors) throw error;
    const list = inner.length ? inner : [error as yup.ValidationError];
    const seen = new Set<string>();
    const problems: RowProblem[] = [];
    for (const e of list) {
      const field = e.path ?? null;
      if (seen.has(field ?? '')) continue;
      seen.add(field ?? '');
      problems.push({ field, message: e.message as RowProblem['message'] });
    }
    return { values, problems };
  }
}

/**
 * A row's natural key (the definition's `import.key`) as stored: each value as the
 * converter stores it (trimmed, upper-cased codes), joined as JSON.
 * @returns the key, or null when the definition has none or a part is empty
 */
export function naturalKey(def: ImportDef, values: Readonly<Record<string, unknown>>): string | null {
  const key = (def.import?.key ?? []) as readonly string[];
  if (!key.length) return null;
  const parts = key.map((name) => storeField((def.fields as Fields)[name] as Field, values[name]));
  if (parts.some((part) => part === null || part === '')) return null;
  return JSON.stringify(parts);
}

/** The counts an import's audit entry records, in its `after` (firestore.rules `isImportAuditEntry`). */
export const IMPORT_COUNTS = ['created', 'skipped', 'failed'] as const;

/** Largest count an import's audit entry may record (the rules' bound). */
export const MAX_IMPORT_COUNT = 10_000_000;

/** The counts of an import, as its audit entry records them. */
export interface ImportCounts {
  readonly created: number;
  readonly skipped: number;
  readonly failed: number;
}

/**
 * The file of failed rows: the file's header and each failed row as it was, with a
 * last column giving the reasons (translated).
 * @param reasonTitle the reason column's title
 * @returns the table for Papa's unparse
 */
export function failedTable(
  header: readonly string[],
  failed: readonly { readonly cells: readonly string[]; readonly reason: string }[],
  reasonTitle: string,
): string[][] {
  const width = header.length;
  return [
    [...header, reasonTitle],
    ...failed.map((f) => [...Array.from({ length: width }, (_, i) => f.cells[i] ?? ''), f.reason]),
  ];
}

/**
 * The reference fields whose documents the generated rules read for each created row
 * (`isPersonOfType`: `exists` and `get` of `users/<value>`), found as the rules generator
 * finds them (src/lib/entity/personReferences.ts `personReferences`, which scripts/rules/matchRules.ts uses), so the two cannot
 * disagree. Besides these, every create reads the caller's users document (`holds`).
 * Only for entities created with `createMany` (no parent, not audited on every write).
 * @param referenced the definition of a referenced entity by registry name
 * @returns the names of those fields
 * @throws Error when a people reference names no people definition (as the generator)
 */
export function createReadFields(def: ImportDef, referenced: (name: string) => ImportDef): string[] {
  const fields = def.fields as Fields;
  const targets = Object.values(fields).flatMap((f) =>
    f.kind === 'reference' && f.collection === 'users' && !f.typeField ? [referenced(f.entity)] : [],
  );
  return personReferences(def as unknown as MatchShape, targets as unknown as MatchShape[]).map(([name]) => name);
}

/**
 * The documents the rules read for one created row, besides the caller's: `users/<id>`
 * for each of `fields` (createReadFields) set in the row.
 * @returns the document paths, without repeats
 */
export function rowReadDocuments(fields: readonly string[], values: Readonly<Record<string, unknown>>): string[] {
  const out = new Set<string>();
  for (const name of fields) {
    const id = values[name];
    if (typeof id === 'string' && id !== '') out.add(`users/${id}`);
  }
  return [...out];
}

/** What one commit may hold. */
export interface CommitLimits {
  /** Most writes (rows). */
  readonly maxWrites: number;
  /** Most distinct documents read by the rows' rules, besides those every row reads. */
  readonly maxDocuments: number;
}

/**
 * The commit limits of an import by the rules' reads: the budget (COMMIT_READ_BUDGET),
 * less the restore match's reserve and the caller's users document, in documents of
 * CALLS_PER_READ_DOCUMENT calls each; and COMMIT_MAX_WRITES rows.
 */
export const IMPORT_COMMIT_LIMITS: CommitLimits = {
  maxWrites: COMMIT_MAX_WRITES,
  maxDocuments: Math.floor((COMMIT_READ_BUDGET - RESTORE_MATCH_RESERVE) / CALLS_PER_READ_DOCUMENT) - 1,
};

/**
 * Splits rows into commits that each stay within the limits of writes and of the
 * documents their rules read (docs/import.md, "Commits sized to the rules' reads"): rows
 * reading the same documents (a supplier's products) go together, and such groups are
 * packed first-fit into the fewest commits found, a group larger than a commit's room
 * spread over several. Rows keep their file order inside a commit. A row reading more
 * documents than a commit may on its own is a commit alone (its write is refused, with
 * its reason).
 * @param readsOf the documents one row's rules read (rowReadDocuments)
 * @returns the commits, every row in exactly one
 * @throws RangeError when a limit is below 1 write or 0 documents
 */
export function splitCommits<T>(
  rows: readonly T[],
  readsOf: (row: T) => readonly string[],
  limits: CommitLimits = IMPORT_COMMIT_LIMITS,
): T[][] {
  if (limits.maxWrites < 1 || limits.maxDocuments < 0) throw new RangeError('commit limits too small');
  const groups = new Map<string, { reads: readonly string[]; members: number[] }>();
  rows.forEach((row, index) => {
    const reads = [...new Set(readsOf(row))].sort();
    const key = JSON.stringify(reads);
    const group = groups.get(key);
    if (group) group.members.push(index);
    else groups.set(key, { reads, members: [index] });
  });
  const commits: { reads: Set<string>; members: number[] }[] = [];
  const alone: number[][] = [];
  for (const { reads, members } of groups.values()) {
    if (reads.length > limits.maxDocuments) {
      for (const index of members) alone.push([index]);
      continue;
    }
    let left = members;
    for (const commit of commits) {
      if (!left.length) break;
      const room = limits.maxWrites - commit.members.length;
      const added = reads.filter((d) => !commit.reads.has(d)).length;
      if (room <= 0 || commit.reads.size + added > limits.maxDocuments) continue;
      for (const d of reads) commit.reads.add(d);
      commit.members.push(...left.slice(0, room));
      left = left.slice(room);
    }
    while (left.length) {
      commits.push({ reads: new Set(reads), members: left.slice(0, limits.maxWrites) });
      left = left.slice(limits.maxWrites);
    }
  }
  return [...commits.map((c) => c.members.sort((a, b) => a - b)), ...alone].map((m) => m.map((i) => rows[i] as T));
}
