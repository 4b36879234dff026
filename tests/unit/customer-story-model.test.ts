/**
 * The refund flag, pure (src/lib/data/customerStoryModel.ts; issue 50, item 5): App
 * info's setting or its defaults (30 % of the last 10 orders), the share of the last
 * orders refunded, flagged at or above the setting.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_FLAG, MAX_FLAG_ORDERS, refundFlag, refundFlagSettingOf } from '@/lib/data/customerStoryModel';

describe('refundFlagSettingOf', () => {
  it('takes App info’s values, else the defaults, never more orders than MAX_FLAG_ORDERS', () => {
    expect(refundFlagSettingOf(null)).toEqual(DEFAULT_REFUND_FLAG);
    expect(refundFlagSettingOf({ refundFlagPercent: 0, refundFlagOrders: null })).toEqual(DEFAULT_REFUND_FLAG);
    expect(refundFlagSettingOf({ refundFlagPercent: 50, refundFlagOrders: 8 })).toEqual({ percent: 50, orders: 8 });
    expect(refundFlagSettingOf({ refundFlagPercent: 50, refundFlagOrders: 500 }).orders).toBe(MAX_FLAG_ORDERS);
  });
});

describe('refundFlag', () => {
  const setting = { percent: 30, orders: 10 };
  it('flags 6 refunded of the last 8 orders (75 %)', () => {
    const flag = refundFlag([1, 0, 5, 5, 5, 0, 5, 5], setting);
    expect(flag).toMatchObject({ orders: 8, refunded: 6, share: 0.75, flagged: true });
  });
  it('flags exactly at the setting, not under it', () => {
    expect(refundFlag([1, 1, 1, 0, 0, 0, 0, 0, 0, 0], setting).flagged).toBe(true);
    expect(refundFlag([1, 1, 0, 0, 0, 0, 0, 0, 0, 0], setting).flagged).toBe(false);
  });
  it('looks only at the last `orders` orders (newest first)', () => {
    const flag = refundFlag([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1], setting);
    expect(flag).toMatchObject({ orders: 10, refunded: 0, flagged: false });
  });
  it('does not flag a customer without orders', () => {
    expect(refundFlag([], setting)).toMatchObject({ orders: 0, share: 0, flagged: false });
  });
});
