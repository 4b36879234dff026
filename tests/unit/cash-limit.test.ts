/**
 * Cash limits (issue 49; src/domains/orders/detail/riderCash.ts): a rider at or above
 * App info's riderCashLimit is not offered in the assign dialog; no limit set offers all.
 */
import { describe, expect, it } from 'vitest';
import { overCashLimit } from '@/domains/orders/detail/riderCash';

describe('overCashLimit', () => {
  it('is true at and above the limit, false below it', () => {
    expect(overCashLimit(499_999, 500_000)).toBe(false);
    expect(overCashLimit(500_000, 500_000)).toBe(true);
    expect(overCashLimit(500_001, 500_000)).toBe(true);
  });

  it('offers every rider when no limit is set (missing, null or 0)', () => {
    expect(overCashLimit(9_000_000, undefined)).toBe(false);
    expect(overCashLimit(9_000_000, null)).toBe(false);
    expect(overCashLimit(9_000_000, 0)).toBe(false);
  });
});
