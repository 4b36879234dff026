/**
 * Subscription packages, pure parts: the converters (Timestamp ↔ Date, OMR rounding,
 * free packages at price 0), the duration limit of 9 years, the form schema with every
 * spec §5 message, and the duration text. Runs in jsdom (the unit set-up clears
 * localStorage); Firestore Lite's Timestamp needs no server.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTION_YEARS } from '@/config/constants';
import {
  EMPTY_SUBSCRIPTION_PACKAGE,
  formatDuration,
  MAX_DURATION,
  roundOmr,
  subscriptionPackageEntity,
  subscriptionPackageToValues,
  type SubscriptionPackageValues,
} from '@/features/subscriptionPackages/entity';
import { subscriptionPackageSchema } from '@/features/subscriptionPackages/schema';
import en from '@/locales/en/subscriptionPackages.json';
import ar from '@/locales/ar/subscriptionPackages.json';

const valid = (extra: Partial<SubscriptionPackageValues> = {}): SubscriptionPackageValues => ({
  ...EMPTY_SUBSCRIPTION_PACKAGE,
  titleEn: 'Gold',
  titleAr: 'الباقة الذهبية',
  price: 25.5,
  duration: 6,
  durationUnit: 'months',
  ...extra,
});

/** @returns the message key of each invalid field (empty when valid). */
function errors(values: object): Record<string, string> {
  try {
    subscriptionPackageSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (e) {
    const result: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: string }[] }).inner) {
      result[inner.path] ??= inner.message;
    }
    return result;
  }
}

describe('subscription package converters', () => {
  it('read a stored package, Timestamps becoming Dates', () => {
    const row = subscriptionPackageEntity.fromFirestore('package-basic', {
      titleEn: 'Basic',
      titleAr: 'الباقة الأساسية',
      price: 15,
      isFree: false,
      duration: 30,
      durationUnit: 'days',
      active: true,
      createdAt: Timestamp.fromMillis(1_700_000_000_000),
      updatedAt: Timestamp.fromMillis(1_700_000_500_000),
      createdBy: 'u1',
      updatedBy: 'u1',
    });
    expect(row).toMatchObject({
      id: 'package-basic',
      titleEn: 'Basic',
      price: 15,
      isFree: false,
      duration: 30,
      durationUnit: 'days',
      active: true,
    });
    expect(row.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(row.updatedAt).toEqual(new Date(1_700_000_500_000));
    expect(subscriptionPackageToValues(row)).toEqual({
      titleEn: 'Basic',
      titleAr: 'الباقة الأساسية',
      price: 15,
      isFree: false,
      duration: 30,
      durationUnit: 'days',
      active: true,
    });
  });

  it('read missing or wrong values as safe defaults', () => {
    const row = subscriptionPackageEntity.fromFirestore('x', { price: '9', durationUnit: 'years', active: 'yes' });
    expect(row).toMatchObject({ titleEn: '', price: 0, isFree: false, duration: 0, durationUnit: 'months' });
    expect(row.active).toBe(false);
    expect(row.createdAt).toBeNull();
  });

  it('write prices rounded to 3 decimals, and 0 for a free package', () => {
    expect(subscriptionPackageEntity.toFirestore(valid({ price: 12.34567, titleEn: ' Gold ' }))).toEqual({
      titleEn: 'Gold',
      titleAr: 'الباقة الذهبية',
      isFree: false,
      price: 12.346,
      duration: 6,
      durationUnit: 'months',
      active: true,
    });
    expect(subscriptionPackageEntity.toFirestore(valid({ isFree: true, price: 30 }))['price']).toBe(0);
    expect(subscriptionPackageEntity.toFirestore(valid({ active: false }))['active']).toBe(false);
    expect(roundOmr(1.0005)).toBe(1.001);
    expect(roundOmr(9.5)).toBe(9.5);
  });

  it('search both titles and sort by titles, price and creation', () => {
    expect(subscriptionPackageEntity.searchFields).toEqual(['titleEn', 'titleAr']);
    expect(subscriptionPackageEntity.sortableFields).toEqual(['titleEn', 'titleAr', 'price', 'createdAt']);
  });
});

describe('subscription package duration', () => {
  it('allows at most 9 years: 108 months or 3287 days', () => {
    expect(MAX_SUBSCRIPTION_YEARS).toBe(9);
    expect(MAX_DURATION).toEqual({ months: 108, days: 3287 });
  });

  it('is written in the locale with the unit in the right form', () => {
    expect(formatDuration(3, 'months', 'en')).toBe('3 months');
    expect(formatDuration(1, 'days', 'en')).toBe('1 day');
    expect(formatDuration(3, 'months', 'ar')).toMatch(/أشهر/);
    expect(formatDuration(30, 'days', 'ar')).toMatch(/يوم/);
  });
});

describe('subscription package schema', () => {
  it('accepts a valid paid package and a free one without a price', () => {
    expect(errors(valid())).toEqual({});
    expect(errors(valid({ isFree: true, price: '' }))).toEqual({});
    expect(errors(valid({ isFree: true, price: 0 }))).toEqual({});
  });

  it('says "Please input some text" for empty titles', () => {
    expect(errors(valid({ titleEn: '  ', titleAr: '' }))).toEqual({
      titleEn: 'validation.text',
      titleAr: 'validation.text',
    });
    expect(errors(valid({ titleAr: 'ب'.repeat(101) }))).toEqual({ titleAr: 'validation.tooLong' });
  });

  it('checks the price of a paid package', () => {
    expect(errors(valid({ price: '' }))).toEqual({ price: 'subscriptionPackage.validation.priceRequired' });
    expect(errors(valid({ price: 0 }))).toEqual({ price: 'subscriptionPackage.validation.pricePositive' });
    expect(errors(valid({ price: -3 }))).toEqual({ price: 'subscriptionPackage.validation.pricePositive' });
    expect(errors(valid({ price: 1.2345 }))).toEqual({ price: 'subscriptionPackage.validation.priceDecimals' });
    expect(errors(valid({ price: 100_001 }))).toEqual({ price: 'subscriptionPackage.validation.priceMax' });
    expect(errors(valid({ price: 0.001 }))).toEqual({});
    expect(errors(valid({ price: 1.125 }))).toEqual({});
  });

  it('checks the duration', () => {
    expect(errors(valid({ duration: '' }))).toEqual({ duration: 'subscriptionPackage.validation.durationRequired' });
    expect(errors(valid({ duration: 0 }))).toEqual({ duration: 'subscriptionPackage.validation.durationPositive' });
    expect(errors(valid({ duration: -1 }))).toEqual({ duration: 'subscriptionPackage.validation.durationPositive' });
    expect(errors(valid({ duration: 1.5 }))).toEqual({ duration: 'subscriptionPackage.validation.durationWhole' });
    expect(errors(valid({ durationUnit: 'years' as never }))).toMatchObject({
      durationUnit: 'subscriptionPackage.validation.unit',
    });
  });

  it('allows at most 9 years in months or in days', () => {
    const max = 'subscriptionPackage.validation.durationMax';
    expect(errors(valid({ duration: 108, durationUnit: 'months' }))).toEqual({});
    expect(errors(valid({ duration: 109, durationUnit: 'months' }))).toEqual({ duration: max });
    expect(errors(valid({ duration: 3287, durationUnit: 'days' }))).toEqual({});
    expect(errors(valid({ duration: 3288, durationUnit: 'days' }))).toEqual({ duration: max });
    expect(errors(valid({ duration: 500, durationUnit: 'days' }))).toEqual({});
  });

  it('keeps the hidden active flag when cast', () => {
    expect(subscriptionPackageSchema.cast(valid({ active: false }), { stripUnknown: true }).active).toBe(false);
  });

  it('has every message in English and Arabic, with the exact spec texts', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ar)) expect(text, key).toMatch(/[\u0600-\u06FF]/);
    const exact: Record<string, string> = {
      'subscriptionPackage.validation.priceRequired': 'Price is a required field',
      'subscriptionPackage.validation.pricePositive': 'Price must be a positive number',
      'subscriptionPackage.validation.durationRequired': 'Duration is a required field',
      'subscriptionPackage.validation.durationPositive': 'Duration must be a positive number',
      'subscriptionPackage.validation.durationMax': 'You can select your subscription maximum to 9 years',
      'subscriptionPackage.added': 'New Subscription Added Successfully',
      'subscriptionPackage.updated': 'Subscription Package Updated Successfully',
      'subscriptionPackage.deleted': 'Subscription Package Deleted Successfully',
      'subscriptionPackage.notFound': 'No subscription packages found',
      'subscriptionPackage.units.months': 'Months',
      'subscriptionPackage.units.days': 'Days',
    };
    for (const [key, text] of Object.entries(exact)) expect((en as Record<string, string>)[key], key).toBe(text);
  });
});
