/**
 * The translation editor's CSV (docs/access.md, "Translation"): the export of every key
 * with its English and Arabic texts, and the dry run of an import, which compares a
 * file with the stored texts key by key. Pure (Papa Parse is loaded on demand), so it is
 * unit-tested without the emulator.
 */
import { toCsv } from '@/components/entity/exportCsv';
import { isVisibleText } from '@/config/translation';
import { placeholders } from '@/lib/i18n/check';
import type { Locale } from '@/lib/i18n/locale';
import {
  isValidKey,
  type ImportChange,
  type ImportCounts,
  type TextChange,
  type TranslationMaps,
} from '@/lib/data/translations/model';
import type { TranslationRow } from './rows';
import { MAX_TEXT_LENGTH } from './schema';

/** The columns of the file, in order: the export writes them, the import looks for them. */
export const CSV_COLUMNS = { key: 'key', en: 'english', ar: 'arabic' } as const;

/**
 * @param rows the editor's rows (every key, both texts; '' where a language lacks it)
 * @returns the CSV text of the export (UTF-8 with a byte order mark, so that Excel
 *   opens the Arabic right, src/components/entity/exportCsv.ts): the header `key,english,arabic`, then one
 *   line per key in the rows' order
 */
export function translationsCsv(rows: readonly TranslationRow[]): Promise<string> {
  return toCsv([[CSV_COLUMNS.key, CSV_COLUMNS.en, CSV_COLUMNS.ar], ...rows.map((r) => [r.key, r.en, r.ar])]);
}

/** One row of an imported file: its row number in the file (the header is 1) and cells. */
export interface CsvRow {
  readonly line: number;
  readonly key: string;
  readonly en: string;
  readonly ar: string;
}

/** A file read: its rows, or the i18n key of why it cannot be used. */
export type ParsedCsv = { readonly rows: readonly CsvRow[] } | { readonly errorKey: string };

/**
 * Reads an import file (UTF-8, with or without a BOM; fields may be quoted and hold
 * line breaks and commas). The first row names the columns `key`, `english` and
 * `arabic` (any order, any case; other columns are ignored). Rows whose cells are all
 * empty are skipped.
 * @param text the file's text
 * @returns the rows, or errorKey `translation.import.badHeader` (a column is missing) /
 *   `translation.import.empty` (no row)
 */
export async function parseTranslationsCsv(text: string): Promise<ParsedCsv> {
  const { parse } = await import('papaparse');
  const result = parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...lines] = result.data;
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  const [keyAt, enAt, arAt] = [column(CSV_COLUMNS.key), column(CSV_COLUMNS.en), column(CSV_COLUMNS.ar)];
  if (keyAt < 0 || enAt < 0 || arAt < 0) return { errorKey: 'translation.import.badHeader' };
  const rows = lines.flatMap((cells, index): CsvRow[] => {
    if (cells.every((cell) => cell.trim() === '')) return [];
    const cell = (at: number) => cells[at] ?? '';
    return [{ line: index + 2, key: cell(keyAt).trim(), en: cell(enAt), ar: cell(arAt) }];
  });
  return rows.length ? { rows } : { errorKey: 'translation.import.empty' };
}

/**
 * How a row of the file compares with the stored texts:
 * - `added`: it gives a text to a language that has none for this key (e.g. a missing
 *   Arabic text), and changes no existing text;
 * - `changed`: it replaces at least one stored text;
 * - `unchanged`: its texts are the stored ones (an empty cell leaves a text as it is);
 * - `unknown`: neither language stores the key (nor, for a plural form such as
 *   `x_few`, its `x_other`): not imported (a misspelt key would
 *   otherwise become a text nobody uses; new keys are added with Add translation);
 * - `problem`: not imported, for the reason given.
 */
export type DiffKind = 'added' | 'changed' | 'unchanged' | 'unknown' | 'problem';

/** A problem of a row: its i18n key and values. */
export interface RowProblem {
  readonly messageKey: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** One row of the dry run. */
export interface DiffRow {
  readonly line: number;
  readonly kind: DiffKind;
  readonly change: ImportChange;
  readonly problem?: RowProblem;
}

/** The dry run: every row, the counts, and the changes to write (added and changed rows). */
export interface ImportDiff {
  readonly rows: readonly DiffRow[];
  readonly counts: ImportCounts;
  readonly changes: readonly ImportChange[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** @returns the placeholders of a text other than the count, sorted and unique */
const namedPlaceholders = (text: string) =>
  [...new Set(placeholders(text).filter((p) => !/^count\b/.test(p)))].sort().join(', ');

/** @returns the placeholders of a text, sorted and unique */
const allPlaceholders = (text: string) => [...new Set(placeholders(text))].sort().join(', ');

/**
 * Whether a key's English and Arabic texts carry the same placeholders (the check of
 * `npm test` on the bundled texts, src/lib/i18n/check.ts, for one key): a plain key all
 * of them; a plural form (`x_few`) those other than the count, against the English text
 * of the same form or else its `x_other`, as Arabic writes some counts as words.
 * @returns null when they agree, else the two lists
 */
export function placeholderMismatch(
  key: string,
  maps: TranslationMaps,
): { readonly english: string; readonly arabic: string } | null {
  const ar = maps.ar[key];
  const suffix = PLURAL_SUFFIX.exec(key);
  const base = suffix ? key.slice(0, suffix.index) : key;
  const plural = suffix !== null && (`${base}_other` in maps.en || `${base}_other` in maps.ar);
  const en = maps.en[key] ?? (plural ? maps.en[`${base}_other`] : undefined);
  if (en === undefined || ar === undefined) return null;
  const list = plural ? namedPlaceholders : allPlaceholders;
  const [english, arabic] = [list(en), list(ar)];
  return english === arabic ? null : { english: english || '-', arabic: arabic || '-' };
}

/**
 * Whether the panel knows a key: either language stores it, or it is a plural form
 * (`x_few`) of a stored plural (`x_other`), as Arabic needs forms English lacks.
 */
function isKnown(maps: TranslationMaps, key: string): boolean {
  const has = (k: string) => Object.hasOwn(maps.en, k) || Object.hasOwn(maps.ar, k);
  const suffix = PLURAL_SUFFIX.exec(key);
  return has(key) || (suffix !== null && has(`${key.slice(0, suffix.index)}_other`));
}

/** The problem of one language's cell, or null. */
function cellProblem(text: string, locale: Locale): RowProblem | null {
  const language = locale === 'en' ? 'English' : 'Arabic';
  if (!isVisibleText(text)) return { messageKey: 'translation.import.problem.invisible', values: { language } };
  if (text.length > MAX_TEXT_LENGTH) {
    return { messageKey: 'translation.import.problem.tooLong', values: { language, max: MAX_TEXT_LENGTH } };
  }
  return null;
}

/**
 * The dry run of an import: each row of the file against the stored texts. A cell's
 * text is trimmed (as the form does); an empty cell leaves that language as it is. A
 * row is a problem when its key is malformed, repeats an earlier row's key, a text is
 * invisible-only or too long, or the texts after the import would carry different
 * placeholders in the two languages.
 * @param maps the stored English and Arabic maps
 * @param rows the file's rows (parseTranslationsCsv)
 * @returns every row classified (DiffKind), the counts, and the changes to apply
 */
export function diffTranslations(maps: TranslationMaps, rows: readonly CsvRow[]): ImportDiff {
  const seen = new Map<string, number>();
  const out = rows.map((row): DiffRow => {
    const texts = { en: row.en.trim(), ar: row.ar.trim() };
    const stored = (locale: Locale) => (Object.hasOwn(maps[locale], row.key) ? (maps[locale][row.key] ?? null) : null);
    const changeOf = (locale: Locale): TextChange | null => {
      const after = texts[locale];
      const before = stored(locale);
      return after === '' || after === before ? null : { before, after };
    };
    const change: ImportChange = { key: row.key, en: changeOf('en'), ar: changeOf('ar') };
    const problem = (p: RowProblem): DiffRow => ({ line: row.line, kind: 'problem', change, problem: p });
    if (!isValidKey(row.key)) return problem({ messageKey: 'translation.import.problem.keyFormat' });
    const first = seen.get(row.key);
    if (first !== undefined)
      return problem({ messageKey: 'translation.import.problem.duplicate', values: { line: first } });
    seen.set(row.key, row.line);
    if (!isKnown(maps, row.key)) return { line: row.line, kind: 'unknown', change };
    for (const locale of ['en', 'ar'] as const) {
      const found = change[locale] && cellProblem(texts[locale], locale);
      if (found) return problem(found);
    }
    if (!change.en && !change.ar) return { line: row.line, kind: 'unchanged', change };
    const after: TranslationMaps = {
      en: change.en ? { ...maps.en, [row.key]: change.en.after } : maps.en,
      ar: change.ar ? { ...maps.ar, [row.key]: change.ar.after } : maps.ar,
    };
    const mismatch = placeholderMismatch(row.key, after);
    if (mismatch) return problem({ messageKey: 'translation.import.problem.placeholders', values: mismatch });
    const replaces = [change.en, change.ar].some((c) => c !== null && c.before !== null);
    return { line: row.line, kind: replaces ? 'changed' : 'added', change };
  });
  const count = (kind: DiffKind) => out.filter((row) => row.kind === kind).length;
  return {
    rows: out,
    counts: {
      added: count('added'),
      changed: count('changed'),
      unchanged: count('unchanged'),
      unknown: count('unknown'),
      problems: count('problem'),
    },
    changes: out.filter((row) => row.kind === 'added' || row.kind === 'changed').map((row) => row.change),
  };
}
