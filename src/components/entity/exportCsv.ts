/**
 * CSV export of a filtered list (docs/adding-an-entity.md, export): every page read
 * through cursors (never the whole collection at once), cancellable, written with
 * Papa Parse as UTF-8 with a byte order mark so that spreadsheet programs open Arabic
 * correctly.
 */
import type { TFunction } from 'i18next';
import { getMany } from '@/lib/data/api';
import type { Cursor, Entity, EntityDefinition, Filter, Page, Sort } from '@/lib/data/types';
import type { Field, Fields } from '@/lib/entity/fields';
import { fieldText } from './display';

/** Documents read per page while exporting. */
export const EXPORT_PAGE_SIZE = 500;

/** The byte order mark that tells spreadsheet programs the file is UTF-8. */
export const BOM = '\uFEFF';

/**
 * The rows of a CSV: a header of translated labels, then one line per document, with
 * values as the list shows them (numbers and dates in the locale, ids for references).
 * @returns the table as arrays of strings
 */
export function csvTable(fields: Fields, rows: readonly Entity[], t: TFunction, locale: string): string[][] {
  const entries = Object.entries(fields).filter(([, f]) => f.kind !== 'list' && f.kind !== 'image');
  const header = ['id', ...entries.map(([, f]) => t(f.label)), t('common.createdAt')];
  const lines = rows.map((row) => {
    const record = row as unknown as Record<string, unknown>;
    return [
      row.id,
      ...entries.map(([name, f]) =>
        f.kind === 'reference' ? String(record[name] ?? '') : fieldText(f as Field, record[name], t, locale),
      ),
      row.createdAt ? row.createdAt.toISOString() : '',
    ];
  });
  return [header, ...lines];
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
    const page: Page<T> = await getMany(entity, { ...query, pageSize: EXPORT_PAGE_SIZE, after });
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
