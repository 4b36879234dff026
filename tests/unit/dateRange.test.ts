import { describe, expect, it } from 'vitest';
import { orderEntity } from '@/entities/order';
import { dateRangeOf } from '@/lib/data/useEntityList';
import { isWholeDate, settle, toDate, toDay, yearJustTyped } from '@/components/form/dayDraft';
import { changedQuery, rangeProblem, reportRange } from '@/domains/orders/reports/reportRange';

describe('dateRangeOf (a list limited to a range of dates)', () => {
  it('takes local whole days, both ends included', () => {
    const range = dateRangeOf('createdAt', '2026-03-01', '2026-03-31');
    expect(range?.field).toBe('createdAt');
    expect(range?.from).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(range?.to).toEqual(new Date(2026, 2, 31, 23, 59, 59, 999));
  });

  it('leaves an end open', () => {
    expect(dateRangeOf('createdAt', '', '2026-03-31')?.from).toBeNull();
    expect(dateRangeOf('createdAt', '2026-03-01', '')?.to).toBeNull();
  });

  it('is off without a field, without dates, with a bad date or a start after the end', () => {
    expect(dateRangeOf(undefined, '2026-03-01', '2026-03-31')).toBeNull();
    expect(dateRangeOf('createdAt', '', '')).toBeNull();
    expect(dateRangeOf('createdAt', '2026-13-45x', '')).toBeNull();
    expect(dateRangeOf('createdAt', '2026-04-01', '2026-03-01')).toBeNull();
  });

  it('is offered by the orders list on the order date', () => {
    expect(orderEntity.dateRangeField).toBe('createdAt');
  });
});

/** A local day of any year (new Date(y, …) reads years under 100 as 19yy). */
function day(year: number, month: number, date: number): Date {
  const at = new Date(2000, month - 1, date);
  at.setFullYear(year);
  return at;
}

describe('a typed day field’s draft (DayField, dayDraft.ts)', () => {
  /** The dates MUI X reports while 10/07/2023 is typed over 03/11/2026, day, month, year. */
  const typing = [
    day(2026, 11, 1), // 1
    day(2026, 11, 10), // 10
    day(2026, 7, 10), // 07 (the month's 0 alone changes nothing)
    day(2, 7, 10), // year 2
    day(20, 7, 10),
    day(202, 7, 10),
    day(2023, 7, 10),
  ];

  it('reads and writes "yyyy-mm-dd" as local days, refusing days the calendar lacks', () => {
    expect(toDate('2024-02-29')).toEqual(new Date(2024, 1, 29));
    expect(toDate('2023-02-29')).toBeNull();
    expect(toDate('2024-13-01')).toBeNull();
    expect(toDate('10/07/2023')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDay(new Date(2023, 6, 10, 23, 59))).toBe('2023-07-10');
  });

  it('commits a typed date at its last keystroke only, never at the whole dates before it', () => {
    let previous: Date | null = new Date(2026, 10, 3);
    const committed: string[] = [];
    for (const date of typing) {
      if (yearJustTyped(previous, date)) committed.push(toDay(date));
      previous = date;
    }
    expect(typing.slice(0, 3).every(isWholeDate)).toBe(true);
    expect(typing.slice(3, 6).some(isWholeDate)).toBe(false);
    expect(committed).toEqual(['2023-07-10']);
  });

  it('is not done at a day or month changed over a whole year, nor with an incomplete one', () => {
    expect(yearJustTyped(new Date(2026, 10, 3), new Date(2026, 10, 15))).toBe(false);
    expect(yearJustTyped(new Date(Number.NaN), new Date(2026, 10, 15))).toBe(false);
    expect(yearJustTyped(null, new Date(2026, 10, 15))).toBe(false);
    expect(yearJustTyped(typing[4] ?? null, typing[5] ?? null)).toBe(false);
  });

  it('on leaving or Enter commits a whole date, and otherwise shows the day in use again', () => {
    expect(settle(new Date(2023, 6, 10), '2026-11-23', false)).toEqual({
      commit: '2023-07-10',
      draft: new Date(2023, 6, 10),
    });
    // Committed already (its year typed): nothing more.
    expect(settle(new Date(2023, 6, 10), '2023-07-10', false).commit).toBeNull();
    // Half typed: back to the day in use.
    expect(settle(new Date(Number.NaN), '2026-11-23', false)).toEqual({ commit: null, draft: new Date(2026, 10, 23) });
    expect(settle(typing[4] ?? null, '2026-11-23', true)).toEqual({ commit: null, draft: new Date(2026, 10, 23) });
    // Emptied: no day where that is allowed (a list's open end), the day in use where not.
    expect(settle(null, '2026-11-23', true)).toEqual({ commit: '', draft: null });
    expect(settle(null, '', true).commit).toBeNull();
    expect(settle(null, '2026-11-23', false)).toEqual({ commit: null, draft: new Date(2026, 10, 23) });
  });
});

describe('the daily sales report’s range in the URL (reportRange.ts)', () => {
  it('is the URL’s days, or the last seven days for a day missing or not in the calendar', () => {
    const today = '2026-11-29';
    expect(reportRange(new URLSearchParams('from=2023-07-10&to=2023-07-11&supplier=s1'), today)).toEqual({
      from: '2023-07-10',
      to: '2023-07-11',
      supplierId: 's1',
    });
    expect(reportRange(new URLSearchParams(''), today)).toEqual({ from: '2026-11-23', to: today, supplierId: '' });
    expect(reportRange(new URLSearchParams('from=2023-02-29&to=10/07/2023'), today)).toMatchObject({
      from: '2026-11-23',
      to: today,
    });
  });

  it('is inverted only when its end is before its start, too long past a month', () => {
    expect(rangeProblem('2023-07-10', '2023-07-11')).toBeNull();
    expect(rangeProblem('2023-07-10', '2023-07-10')).toBeNull();
    expect(rangeProblem('2026-11-10', '2023-07-11')).toBe('inverted');
    expect(rangeProblem('2023-07-01', '2023-07-31')).toBeNull();
    expect(rangeProblem('2023-07-01', '2023-08-01')).toBe('tooLong');
  });

  it('changes the address’s query, or the one written last while the address has not caught up', () => {
    const first = changedQuery('?from=2026-11-23&to=2026-11-29', null, { from: '2023-07-10' });
    expect(first.next.toString()).toBe('from=2023-07-10&to=2026-11-29');
    // To, before the router has put From in the address (the same task): From is kept.
    const second = changedQuery('?from=2026-11-23&to=2026-11-29', first.pending, { to: '2023-07-11' });
    expect(second.next.toString()).toBe('from=2023-07-10&to=2023-07-11');
    // Once the address has moved on (the write landed, or Back), it is the address's.
    const later = changedQuery('?from=2024-02-29&to=2024-03-01', second.pending, { supplier: 's1' });
    expect(later.next.toString()).toBe('from=2024-02-29&to=2024-03-01&supplier=s1');
    expect(changedQuery('?from=2024-02-29&supplier=s1', null, { supplier: '' }).next.toString()).toBe(
      'from=2024-02-29',
    );
  });
});
