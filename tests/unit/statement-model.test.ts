/**
 * The pure part of statements and reconciliation (src/lib/data/statementModel.ts): a
 * period of Muscat days as instants, the default week, what "adds up" means, and the
 * balances that differ from their ledger sums.
 */
import { describe, expect, it } from 'vitest';
import {
  addsUp,
  defaultPeriod,
  differencesOf,
  MAX_STATEMENT_DAYS,
  periodRange,
  STATEMENT_ACCOUNTS,
} from '@/lib/data/statementModel';

describe('statement periods (Asia/Muscat, UTC+4)', () => {
  it('runs from the first day’s Muscat midnight to the one after the last day', () => {
    expect(periodRange({ from: '2026-02-01', to: '2026-02-07' })).toEqual({
      start: new Date('2026-01-31T20:00:00Z'),
      end: new Date('2026-02-07T20:00:00Z'),
    });
  });

  it('refuses a reversed, malformed or too long period', () => {
    expect(periodRange({ from: '2026-02-07', to: '2026-02-01' })).toBeNull();
    expect(periodRange({ from: '2026-2-1', to: '2026-02-07' })).toBeNull();
    expect(periodRange({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    const last = new Date(Date.UTC(2026, 0, 1) + (MAX_STATEMENT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    expect(periodRange({ from: '2026-01-01', to: last })).not.toBeNull();
  });

  it('is a week ending today in Muscat by default (23:30 UTC is already tomorrow there)', () => {
    expect(defaultPeriod(new Date('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-11-24', to: '2026-11-30' });
  });
});

describe('adds up', () => {
  const totals = {
    opening: 3_000,
    count: 3,
    moved: 7_500,
    byKind: [
      { kind: 'orderDelivered' as const, count: 2, amount: 12_500 },
      { kind: 'withdrawal' as const, count: 1, amount: -5_000 },
    ],
    closing: 10_500,
  };
  it('when subtotals, entries and opening + movement agree', () => {
    expect(addsUp(totals)).toBe(true);
    expect(addsUp(totals, [10_000, -5_000, 2_500])).toBe(true);
  });
  it('not when one of them is a baisa off', () => {
    expect(addsUp({ ...totals, closing: 10_501 })).toBe(false);
    expect(addsUp(totals, [10_000, -5_000, 2_501])).toBe(false);
    expect(addsUp(totals, [10_000, 2_500])).toBe(false);
    expect(addsUp({ ...totals, count: 4 })).toBe(false);
  });
});

describe('reconciliation differences', () => {
  it('lists the balances whose stored figure is not the ledger sum (missing reads as 0)', () => {
    const suppliers = STATEMENT_ACCOUNTS.supplierAccounts;
    expect(differencesOf(suppliers, { earned: 5, released: 0, available: 5 }, { earned: 5, available: 5 })).toEqual([]);
    expect(differencesOf(suppliers, { earned: 5, available: 7 }, { earned: 5, available: 5 })).toEqual([
      { balance: 'available', stored: 7, ledger: 5 },
    ]);
    expect(differencesOf(STATEMENT_ACCOUNTS.riderAccounts, {}, { cashHeld: 100 })).toEqual([
      { balance: 'cashHeld', stored: 0, ledger: 100 },
    ]);
  });
});
