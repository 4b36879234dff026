/**
 * CSV import, the pure part (docs/import.md): matching a file's columns to a
 * definition's fields, turning a row into form values and validating them with the
 * form's own yup schema (src/lib/entity/schema.ts), natural keys, counts and the file
 * of failed rows. Reading the file is ./importCsv.ts and sizing the commits
 * ./importCommits.ts (both re-exported here). No Firebase here: the reads and writes
 * are in ./import.ts, so this part is unit-tested and benchmarked in Node.
 */
import type * as yup from 'yup';
import type { EntityDef } from '@/lib/entity/define';
import { storeField } from '@/lib/entity/define';
import type { Field, Fields } from '@/lib/entity/fields';
import { foldDigits } from '@/lib/arabic';
import { normaliseForSearch } from './convert';

export * from './importCommits';
export * from './importCsv';

/** The optional column holding a document id (as Export CSV writes it). */
export const ID_COLUMN = 'id';

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
