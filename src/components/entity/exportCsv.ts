/**
 * CSV export of a filtered list (docs/adding-an-entity.md, "Export"): every page read
 * through cursors (never the whole collection at once), cancellable, written with
 * Papa Parse as UTF-8 with a byte order mark so that spreadsheet programs open Arabic
 * correctly. A file a spreadsheet reads as data in either language: amounts and other
 * numbers as plain numbers (OMR with 3 decimals and "." as the decimal sign, no
 * currency), dates as `yyyy-mm-dd`, the creation time in ISO 8601, references as the
 * referenced documents' names (read in batches, only those named), enumerations and
 * booleans as translated words, Latin digits and no invisible direction marks anywhere.
 */
import type { TFunction } from 'i18next';
import { entityByName } from '@/entities/registry';
import { dataProvider } from '@/lib/data/provider';
import type { Cursor, Entity, EntityDefinition, Filter, Page, Sort } from '@/lib/data/types';
import type { Field, Fields, ReferenceField } from '@/lib/entity/fields';
import { baisaToOmr, isNoValue } from '@/lib/entity/parse';
import { latinDigits } from '@/lib/entity/phone';
import { formatIsoDay, formatPlainNumber } from '@/lib/format';
import { fieldText } from './display';
import { referencedEntity } from './references';

/** Documents read per page while exporting. */
export const EXPORT_PAGE_SIZE = 500;

/** The byte order mark that tells spreadsheet programs the file is UTF-8. */
export const BOM = '\uFEFF';

/**
 * Characters that only steer the direction of text (LRM, RLM, ALM, the embeddings and
 * overrides U+202A–202E, the isolates U+2066–2069): Intl puts some around Arabic
 * amounts, people paste others; a spreadsheet shows them as nothing yet compares and
 * parses with them, so no cell carries one.
 */
export const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

/** Names of referenced documents, by `${entity}/${id}` (readReferenceNames). */
export type ReferenceNames = ReadonlyMap<string, string>;

/** The key of a referenced document in ReferenceNames. */
const nameKey = (entity: string, id: string) => `${entity}/${id}`;

/** What a spreadsheet program reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (an amount, a count, a phone in E.164): safe to leave as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A text as a CSV cell: direction marks dropped, Arabic-Indic and Eastern Arabic-Indic
 * digits written 0–9 (one digit system in the file, whatever the language), and a text
 * a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)`, `@SUM(…)`)
 * written with a leading apostrophe, so it shows as the text it is. Plain numbers are
 * left alone (a negative amount stays a number).
 * @returns the cleaned text
 */
export function csvCell(text: string): string {
  const cleaned = latinDigits(text.replace(DIRECTION_MARKS, ''));
  return FORMULA_START.test(cleaned) && !PLAIN_NUMBER.test(cleaned) ? `'${cleaned}` : cleaned;
}

/**
 * One field's value as a spreadsheet reads it (the rules of the module's heading).
 * @param field the descriptor
 * @param value the row's value
 * @param t translates enumerations and booleans
 * @param names the referenced documents' names (a missing one is "Not available")
 * @param entity for a reference, the entity it names in this row (referencedEntity)
 * @returns the cell's text, before csvCell
 */
export function csvValue(
  field: Field,
  value: unknown,
  t: TFunction,
  locale: string,
  names: ReferenceNames = new Map(),
  entity?: string,
): string {
  if (isNoValue(value)) return '';
  switch (field.kind) {
    case 'money':
      return formatPlainNumber(baisaToOmr(Number(value)), 3);
    case 'integer':
    case 'counter':
      return formatPlainNumber(Number(value), 0);
    case 'decimal':
      return formatPlainNumber(Number(value), 0, field.decimals);
    case 'percentage':
      return formatPlainNumber(Number(value), 0, 2);
    case 'date':
      return value instanceof Date ? formatIsoDay(value) : '';
    case 'reference': {
      const id = String(value);
      return names.get(nameKey(entity ?? field.entity, id)) ?? t('common.unavailable');
    }
    case 'list':
      return Array.isArray(value) ? formatPlainNumber(value.length, 0) : '';
    default:
      return fieldText(field, value, t, locale);
  }
}

/** The fields a CSV has a column for (not images, not embedded lists). */
function csvFields(fields: Fields): [string, Field][] {
  return Object.entries(fields).filter(([, f]) => f.kind !== 'list' && f.kind !== 'image');
}

/**
 * Reads the names of the documents the rows refer to: only those named, in batches of
 * `documentId() in [...]` per referenced entity (the data provider's getMany), never a
 * whole collection.
 * @param fields the definition's fields
 * @param rows the exported rows
 * @param locale the language of the names (a bilingual title)
 * @returns the names found; a document missing or not readable with the caller's
 *   Access is left out (its cell says "Not available", as the list does)
 */
export async function readReferenceNames(
  fields: Fields,
  rows: readonly Entity[],
  locale: string,
): Promise<ReferenceNames> {
  const wanted = new Map<string, Set<string>>();
  for (const [name, f] of csvFields(fields)) {
    if (f.kind !== 'reference') continue;
    for (const row of rows) {
      const record = row as unknown as Record<string, unknown>;
      const id = record[name];
      if (typeof id !== 'string' || !id) continue;
      const entity = referencedEntity(f, record);
      wanted.set(entity, (wanted.get(entity) ?? new Set()).add(id));
    }
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([entity, ids]) => {
      const def = entityByName(entity);
      try {
        for (const found of await dataProvider.getMany(def, [...ids]))
          names.set(nameKey(entity, found.id), def.title(found as never, locale));
      } catch {
        // Not readable with the caller's Access: those cells say "Not available".
      }
    }),
  );
  return names;
}

/**
 * The rows of a CSV: a header of translated labels, then one line per document, each
 * value as a spreadsheet reads it (csvValue), every cell cleaned (csvCell).
 * @param names the referenced documents' names (readReferenceNames)
 * @returns the table as arrays of strings
 */
export function csvTable(
  fields: Fields,
  rows: readonly Entity[],
  t: TFunction,
  locale: string,
  names: ReferenceNames = new Map(),
): string[][] {
  const entries = csvFields(fields);
  const header = ['id', ...entries.map(([, f]) => t(f.label)), t('common.createdAt')];
  const lines = rows.map((row) => {
    const record = row as unknown as Record<string, unknown>;
    return [
      row.id,
      ...entries.map(([name, f]) =>
        csvValue(
          f,
          record[name],
          t,
          locale,
          names,
          f.kind === 'reference' ? referencedEntity(f as ReferenceField, record) : undefined,
        ),
      ),
      row.createdAt ? row.createdAt.toISOString() : '',
    ];
  });
  return [header, ...lines].map((line) => line.map(csvCell));
}

/**
 * Reads every page of a list.
 * @param onProgress called with the number of documents read so far and the total
 * @param signal aborts between pages
 * @returns all rows
 * @throws DOMException AbortError when cancelled; FirebaseError
 */
export async function readAll<T extends Entity>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entity: EntityDefinition<T, any>,
  query: { readonly filters: readonly Filter[]; readonly search: string; readonly sort: Sort },
  onProgress: (read: number) => void,
  signal: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  let after: Cursor | null = null;
  do {
    if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const page: Page<T> = await dataProvider.getList(entity, { ...query, pageSize: EXPORT_PAGE_SIZE, after });
    rows.push(...page.rows);
    onProgress(rows.length);
    after = page.next;
  } while (after);
  return rows;
}

/**
 * @param table the CSV table
 * @returns the CSV text with its byte order mark
 */
export async function toCsv(table: readonly string[][]): Promise<string> {
  const { unparse } = await import('papaparse');
  return BOM + unparse(table as string[][]);
}

/**
 * Saves a CSV text as a file through the browser's download (the person's Downloads).
 * @param csv the file's text (toCsv: with its byte order mark)
 * @param fileName the name without `.csv`
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
