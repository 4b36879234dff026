/**
 * A statement's CSV table (src/components/screens/statements/statementCsv.ts): heading,
 * opening, entries, closing; amounts as plain numbers of OMR with 3 decimals (a negative
 * one a number too, never a formula), times in ISO 8601, words translated, no direction
 * marks nor Arabic-Indic digits.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { statementTable } from '@/components/screens/statements/statementCsv';
import ar from '@/locales/ar/statements.json';

const t = ((key: string, options?: { defaultValue?: string }) =>
  (ar as Record<string, string>)[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('statement CSV', () => {
  it('opens and closes with the balances, the entries between them adding up', () => {
    const table = statementTable(
      {
        opening: 3_000,
        count: 2,
        moved: 7_500,
        byKind: [],
        closing: 10_500,
      },
      [
        {
          id: 'e1',
          at: new Date('2026-11-28T08:08:00Z'),
          kind: 'orderDelivered',
          amount: 12_500,
          balance: 15_500,
          causeCollection: 'orders',
          causeId: 'o1',
        },
        {
          id: 'e2',
          at: new Date('2026-11-29T08:08:00Z'),
          kind: 'withdrawal',
          amount: -5_000,
          balance: 10_500,
          causeCollection: 'somethingElse',
          causeId: 'w1',
        },
      ],
      t,
    );
    expect(table).toEqual([
      ['التاريخ', 'النوع', 'السجل', 'رقم السجل', 'المبلغ', 'الرصيد بعده'],
      ['', 'الرصيد الافتتاحي', '', '', '', '3.000'],
      ['2026-11-28T08:08:00.000Z', 'تسليم طلب', 'طلب', 'o1', '12.500', '15.500'],
      ['2026-11-29T08:08:00.000Z', 'سحب', 'سجل', 'w1', '-5.000', '10.500'],
      ['', 'الرصيد الختامي', '', '', '', '10.500'],
    ]);
    const amounts = table.slice(2, -1).map((row) => Number(row[4]));
    expect(Number(table[1]?.[5]) + amounts.reduce((s, a) => s + a, 0)).toBeCloseTo(Number(table.at(-1)?.[5]), 3);
  });
});
