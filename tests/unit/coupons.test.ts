/**
 * Coupons, pure parts: the converters derived from the definition (Timestamp ↔ Date,
 * create vs edit writes), the form schema with every message, and the shown state
 * (Pending, Active, Rejected, Expired). Runs in jsdom; Firestore Lite's Timestamp
 * needs no server.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { couponEntity, couponState, type Coupon } from '@/entities/coupon';
import { couponRefinement } from '@/features/coupons/schema';
import { endOfDay } from '@/lib/entity/define';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/coupons.json';
import ar from '@/locales/ar/coupons.json';
import { errorKeys } from './support/validate';

type CouponValues = FormValues<typeof couponEntity.fields>;
const NOW = new Date(2026, 4, 10, 12, 0, 0);
const TAKEN = new Set(['WELCOME10']);
const lookups: string[] = [];
const schema = entitySchema(
  couponEntity,
  couponRefinement(async (code) => {
    lookups.push(code);
    return TAKEN.has(code);
  }),
);

const valid = (extra: Partial<CouponValues> = {}): CouponValues => ({
  ...couponEntity.emptyValues,
  titleEn: 'Summer sale',
  titleAr: 'تخفيضات الصيف',
  code: 'summer20',
  discountPercent: 20,
  type: 'general',
  totalCount: 100,
  expiryDate: new Date(2099, 5, 1),
  ...extra,
});

/** @returns the message key of each invalid field, as the create form (or the edit form) sees it. */
const errors = (values: object, mode: 'create' | 'edit' = 'create') => errorKeys(schema, values, mode);

const stored = (extra: Record<string, unknown> = {}) => ({
  titleEn: 'Eid offer',
  titleAr: 'عرض العيد',
  code: 'EID25',
  discountPercent: 25,
  type: 'firstOrder',
  totalCount: 300,
  usedCount: 12,
  expiryDate: Timestamp.fromDate(new Date(2026, 6, 1, 23, 59, 59, 999)),
  supplierId: null,
  status: 'approved',
  createdAt: Timestamp.fromMillis(1_700_000_000_000),
  updatedAt: Timestamp.fromMillis(1_700_000_100_000),
  createdBy: 'u1',
  updatedBy: 'u2',
  ...extra,
});

describe('coupon converters', () => {
  it('read a stored coupon, Timestamps becoming Dates', () => {
    const row = couponEntity.fromFirestore('EID25', stored());
    expect(row).toMatchObject({
      id: 'EID25',
      code: 'EID25',
      discountPercent: 25,
      type: 'firstOrder',
      totalCount: 300,
      usedCount: 12,
      supplierId: null,
      status: 'approved',
      createdBy: 'u1',
      updatedBy: 'u2',
    });
    expect(row.expiryDate).toEqual(new Date(2026, 6, 1, 23, 59, 59, 999));
    expect(row.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(row.updatedAt).toEqual(new Date(1_700_000_100_000));
  });

  it('read missing or wrong values as safe defaults', () => {
    const row = couponEntity.fromFirestore('X', { type: 'bogus', status: 42, expiryDate: 'tomorrow' });
    expect(row).toMatchObject({
      titleEn: '',
      code: '',
      discountPercent: 0,
      type: 'general',
      status: 'pending',
      usedCount: 0,
      supplierId: null,
      expiryDate: null,
      createdAt: null,
    });
  });

  it('write a new coupon as a pending platform coupon, code in upper case, expiring at the end of its day', () => {
    const data = couponEntity.toFirestore(valid({ code: '  summer20 ', titleEn: ' Summer sale ' }), 'create');
    expect(data).toEqual({
      titleEn: 'Summer sale',
      titleAr: 'تخفيضات الصيف',
      code: 'SUMMER20',
      discountPercent: 20,
      type: 'general',
      totalCount: 100,
      expiryDate: Timestamp.fromDate(new Date(2099, 5, 1, 23, 59, 59, 999)),
      usedCount: 0,
      supplierId: null,
      status: 'pending',
    });
    expect(data['expiryDate']).toBeInstanceOf(Timestamp);
    expect(couponEntity.idFrom?.(valid({ code: ' summer20 ' }))).toBe('SUMMER20');
  });

  it('write an edit without code, status, redemptions or supplier', () => {
    const row = couponEntity.fromFirestore('EID25', stored());
    const values = couponEntity.toValues(row);
    expect(values).toMatchObject({ code: 'EID25', usedCount: 12, expiryDate: row.expiryDate });
    const data = couponEntity.toFirestore({ ...values, code: 'OTHER', titleEn: 'Eid' }, 'update');
    expect(data).not.toHaveProperty('code');
    expect(data['titleEn']).toBe('Eid');
    expect(data).not.toHaveProperty('status');
    expect(data).not.toHaveProperty('usedCount');
    expect(data).not.toHaveProperty('supplierId');
    expect(data['expiryDate']).toEqual(stored()['expiryDate']);
  });

  it('normalise codes and days', () => {
    expect(couponEntity.idFrom?.(valid({ code: ' eid-25 ' }))).toBe('EID-25');
    expect(endOfDay(null)).toBeNull();
    expect(endOfDay(new Date(2026, 0, 31, 8))).toEqual(new Date(2026, 0, 31, 23, 59, 59, 999));
  });

  it('search code and both titles, sort by the agreed fields; while searching only by date', () => {
    expect(couponEntity.searchFields).toEqual(['code', 'titleEn', 'titleAr']);
    expect(couponEntity.sortableFields).toEqual(['code', 'titleEn', 'discountPercent', 'expiryDate', 'createdAt']);
    expect(couponEntity.sortsFor(true, [])).toEqual(['createdAt']);
    expect(couponEntity.sortsFor(false, ['status'])).toEqual(['expiryDate', 'createdAt']);
    expect(couponEntity.sortsFor(true, ['status'])).toEqual(['createdAt']);
  });
});

describe('coupon state: Pending, Active, Rejected, Expired', () => {
  const base: Pick<Coupon, 'status' | 'expiryDate' | 'usedCount' | 'totalCount'> = {
    status: 'approved',
    expiryDate: new Date(NOW.getTime() + 60_000),
    usedCount: 5,
    totalCount: 10,
  };
  it('is Active when approved, not yet expired and not used up', () => {
    expect(couponState(base, NOW)).toBe('active');
  });
  it('is Pending while it waits for approval and Rejected once rejected, whatever its date', () => {
    expect(couponState({ ...base, status: 'pending' }, NOW)).toBe('pending');
    expect(couponState({ ...base, status: 'rejected' }, NOW)).toBe('rejected');
    expect(couponState({ ...base, status: 'rejected', expiryDate: null }, NOW)).toBe('rejected');
  });
  it('is Expired once its date has passed or every coupon is used, approved or pending', () => {
    expect(couponState({ ...base, status: 'pending', expiryDate: NOW }, NOW)).toBe('expired');
    expect(couponState({ ...base, expiryDate: NOW }, NOW)).toBe('expired');
    expect(couponState({ ...base, expiryDate: new Date(NOW.getTime() - 1) }, NOW)).toBe('expired');
    expect(couponState({ ...base, expiryDate: null }, NOW)).toBe('expired');
    expect(couponState({ ...base, usedCount: 10 }, NOW)).toBe('expired');
    expect(couponState({ ...base, usedCount: 11 }, NOW)).toBe('expired');
  });
  it('judges against the current time by default', () => {
    expect(couponState({ ...base, expiryDate: new Date(Date.now() + 86_400_000) })).toBe('active');
    expect(couponState({ ...base, expiryDate: new Date(Date.now() - 1000) })).toBe('expired');
  });
});

describe('coupon schema', () => {
  it('accepts a valid coupon, looking its code up in upper case', async () => {
    expect(await errors(valid())).toEqual({});
    expect(lookups).toContain('SUMMER20');
  });

  it('says "Please input some text" for empty titles and code', async () => {
    const result = await errors(valid({ titleEn: ' ', titleAr: '', code: '' }));
    expect(result).toMatchObject({ titleEn: 'validation.text', titleAr: 'validation.text', code: 'validation.text' });
    expect(en['coupon.validation.code']).toBeTruthy();
  });

  it('refuses a title that is too long and a malformed code', async () => {
    expect(await errors(valid({ titleEn: 'x'.repeat(101) }))).toEqual({ titleEn: 'validation.tooLong' });
    for (const code of ['AB', 'WITH SPACE', 'a/b', '-LEAD', 'كود٢٠']) {
      expect(await errors(valid({ code })), code).toEqual({ code: 'coupon.validation.code' });
    }
    expect(await errors(valid({ code: 'X'.repeat(21) }))).toEqual({ code: 'validation.tooLong' });
  });

  it('refuses a code already in use when creating, not when editing', async () => {
    expect(await errors(valid({ code: 'welcome10' }))).toEqual({ code: 'coupon.validation.codeTaken' });
    lookups.length = 0;
    expect(await errors(valid({ code: 'WELCOME10' }), 'edit')).toEqual({});
    expect(lookups).toEqual([]);
  });

  it('wants a discount more than 0 and at most 100', async () => {
    expect(await errors(valid({ discountPercent: '' }))).toEqual({ discountPercent: 'validation.number' });
    expect(await errors(valid({ discountPercent: 0 }))).toEqual({ discountPercent: 'coupon.validation.discount' });
    expect(await errors(valid({ discountPercent: -5 }))).toEqual({ discountPercent: 'coupon.validation.discount' });
    expect(await errors(valid({ discountPercent: 100.5 }))).toEqual({ discountPercent: 'coupon.validation.discount' });
    expect(await errors(valid({ discountPercent: 100 }))).toEqual({});
    expect(await errors(valid({ discountPercent: 0.5 }))).toEqual({});
  });

  it('wants a known type', async () => {
    expect(await errors(valid({ type: 'vip' as never }))).toEqual({ type: 'coupon.validation.type' });
    expect(await errors(valid({ discountPercent: '٢٥' }))).toEqual({});
    expect(await errors(valid({ type: 'firstOrder' }))).toEqual({});
  });

  it('wants a whole number of coupons, at least 1, at most a million, not below those used', async () => {
    expect(await errors(valid({ totalCount: '' }))).toEqual({ totalCount: 'validation.number' });
    expect(await errors(valid({ totalCount: 0 }))).toEqual({ totalCount: 'coupon.validation.totalWhole' });
    expect(await errors(valid({ totalCount: 2.5 }))).toEqual({ totalCount: 'coupon.validation.totalWhole' });
    expect(await errors(valid({ totalCount: 1_000_001 }))).toEqual({ totalCount: 'coupon.validation.totalMax' });
    expect(await errors(valid({ usedCount: 40, totalCount: 39 }), 'edit')).toEqual({
      totalCount: 'coupon.validation.totalBelowUsed',
    });
    expect(await errors(valid({ usedCount: 40, totalCount: 40 }), 'edit')).toEqual({});
  });

  it('wants an expiry date, today or later when creating', async () => {
    expect(await errors(valid({ expiryDate: null }))).toEqual({ expiryDate: 'validation.date' });
    expect(await errors(valid({ expiryDate: new Date(Number.NaN) }))).toEqual({ expiryDate: 'validation.date' });
    const yesterday = new Date(Date.now() - 86_400_000);
    expect(await errors(valid({ expiryDate: yesterday }))).toEqual({ expiryDate: 'coupon.validation.expiryPast' });
    expect(await errors(valid({ expiryDate: endOfDay(new Date()) }))).toEqual({});
    expect(await errors(valid({ expiryDate: new Date(2026, 0, 1) }), 'edit')).toEqual({});
  });

  it('has every message in English and Arabic, with the exact spec texts', () => {
    const keys = [
      'coupon.validation.code',
      'coupon.validation.codeTaken',
      'coupon.validation.discount',
      'coupon.validation.type',
      'coupon.validation.totalWhole',
      'coupon.validation.totalMax',
      'coupon.validation.totalBelowUsed',
      'coupon.validation.expiryPast',
    ] as const;
    for (const key of keys) {
      expect(en[key], key).toBeTruthy();
      expect(ar[key], key).toMatch(/[\u0600-\u06FF]/);
    }
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(en['coupon.validation.codeTaken']).toBe('This coupon code is already in use');
    expect(en['coupon.added']).toBe('Coupon added successfully');
    expect(en['coupon.updated']).toBe('Coupon updated successfully');
    expect(en['coupon.deleted']).toBe('Coupon deleted successfully');
    expect(en['coupon.notFound']).toBe('No coupons found');
  });
});
