import { describe, expect, it } from 'vitest';
import { orderEntity } from '@/entities/order';
import { dateRangeOf } from '@/lib/data/useEntityList';

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
