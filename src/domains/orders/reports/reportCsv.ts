/**
 * The daily sales report as a CSV a spreadsheet opens correctly (issue 32, item 6;
 * docs/adding-an-entity.md "Export"): amounts as plain numbers in OMR with 3 decimals
 * and a period, days as yyyy-mm-dd, suppliers by name, Latin digits and no direction
 * marks in either language (csvCell), UTF-8 with a byte order mark (toCsv).
 */
import type { TFunction } from 'i18next';
import { csvCell } from '@/components/entity/exportCsv';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatPlainNumber } from '@/lib/format';
import { moneyColumns, totalLine, type SalesLine } from './salesReport';

/**
 * The rows of the report's CSV: a header of translated labels, one line per day or
 * supplier, then the total line.
 * @param lines the report's lines (days: key YYYY-MM-DD; suppliers: with their names)
 * @param kind what the first column names
 * @param withRefunds with the refunds' columns (the caller reads refunds)
 * @returns the table as arrays of cleaned strings (toCsv writes it)
 */
export function reportTable(
  lines: readonly SalesLine[],
  kind: 'day' | 'supplier',
  withRefunds: boolean,
  t: TFunction,
): string[][] {
  const columns = moneyColumns(withRefunds);
  const header = [
    t(kind === 'day' ? 'report.day' : 'report.supplier'),
    t('report.orders'),
    ...columns.map(([, key]) => t('report.inOmr', { column: t(key) })),
  ];
  const row = (first: string, line: SalesLine) => [
    first,
    String(line.orders),
    ...columns.map(([field]) => formatPlainNumber(baisaToOmr(line[field] as number), 3)),
  ];
  const body = lines.map((line) => row(kind === 'day' ? line.key : (line.name ?? line.key), line));
  return [header, ...body, row(t('report.total'), totalLine(lines))].map((cells) => cells.map(csvCell));
}
