/**
 * A statement as a CSV table (issue 49 item 5; docs/data-model.md "Statements"), by the
 * panel's honest CSV rules (src/components/entity/exportCsv.ts): amounts as plain numbers
 * (OMR, 3 decimals, "." as the decimal sign, no currency), times in ISO 8601, words
 * translated, every cell through csvCell (Latin digits, no direction marks, no formula).
 * The first row after the heading is the opening balance, the last the closing balance;
 * the entries' amounts between them add up from one to the other.
 */
import type { TFunction } from 'i18next';
import { csvCell } from '@/components/entity/exportCsv';
import type { StatementEntry } from '@/lib/data/statement';
import type { StatementTotals } from '@/lib/data/statementModel';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatPlainNumber } from '@/lib/format';

/** An amount in baisa as the file writes it: OMR with 3 decimals, e.g. "-12.500". */
const omr = (baisa: number) => formatPlainNumber(baisaToOmr(baisa), 3);

/**
 * @param totals the statement's figures
 * @param entries every entry of the period, oldest first
 * @param t the texts (the `statements` namespace loaded)
 * @returns the table: heading, opening, entries, closing
 */
export function statementTable(totals: StatementTotals, entries: readonly StatementEntry[], t: TFunction): string[][] {
  const rows: string[][] = [
    [
      t('statement.date'),
      t('statement.kind'),
      t('statement.record'),
      t('statement.recordId'),
      t('statement.amount'),
      t('statement.balanceAfter'),
    ],
    ['', t('statement.opening'), '', '', '', omr(totals.opening)],
    ...entries.map((e) => [
      e.at ? e.at.toISOString() : '',
      t(`statement.kinds.${e.kind}`),
      t(`statement.records.${e.causeCollection}`, { defaultValue: t('statement.records.other') }),
      e.causeId,
      omr(e.amount),
      e.balance === null ? '' : omr(e.balance),
    ]),
    ['', t('statement.closing'), '', '', '', omr(totals.closing)],
  ];
  return rows.map((row) => row.map(csvCell));
}
