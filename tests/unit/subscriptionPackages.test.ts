/**
 * Subscription packages, pure parts: the converters derived from the definition
 * (Timestamp ↔ Date, prices stored as whole baisa, free packages at price 0, the
 * active flag written only by create and the transitions), the duration limit of 9
 * years, the form schema with every spec §5 message, and the duration text. Runs in
 * jsdom (the unit set-up clears localStorage); Firestore Lite's Timestamp needs no
 * server.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTION_YEARS } from '@/config/constants';
import { MAX_DURATION, subscriptionPackageEntity } from '@/entities/subscriptionPackage';
import { refineSubscriptionPackage } from '@/features/subscriptionPackages/schema';
import { formatDuration } from '@/features/subscriptionPackages/SubscriptionPackagesScreen';
import type { FormValues } from '@/lib/entity/fields';
import { baisaToOmr, omrToBaisa } from '@/lib/entity/parse';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/subscriptionPackages.json';
import ar from '@/locales/ar/subscriptionPackages.json';
import { errorKeys } from './support/validate';
import { allAr, allEn } from './support/locales';

type PackageValues = FormValues<typeof subscriptionPackageEntity.fields>;
const schema = entitySchema(subscriptionPackageEntity, refineSubscriptionPackage);

const valid = (extra: Partial<PackageValues> = {}): PackageValues => ({
  ...subscriptionPackageEntity.emptyValues,
  titleEn: 'Gold',
  titleAr: 'الباقة الذهبية',
  price: 25.5,
  duration: 6,
  durationUnit: 'months',
  ...extra,
});

/** @returns the message key of each invalid field, as the create form (or the edit form) sees it. */
const errors = (values: object, mode: 'create' | 'edit' = 'create') => errorKeys(schema, values, mode);

/** @returns the values the form saves: cast by the schema as the form does before writing. */
const saved = (values: PackageValues, mode: 'create' | 'edit' = 'create') =>
  schema.cast(values, { stripUnknown: true, context: { mode } }) as PackageValues;

describe('subscription package converters', () => {
  it('read a stored package, Timestamps becoming Dates and baisa becoming OMR in the form', () => {
    const row = subscriptionPackageEntity.fromFirestore('package-basic', {
      titleEn: 'Basic',
      titleAr: 'الباقة الأساسية',
      price: 15_000,
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
      price: 15_000,
      isFree: false,
      duration: 30,
      durationUnit: 'days',
      active: true,
    });
    expect(row.createdAt).toEqual(new Date(1_700_000_000_000));
    expect(row.updatedAt).toEqual(new Date(1_700_000_500_000));
    expect(subscriptionPackageEntity.toValues(row)).toEqual({
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
    const row = subscriptionPackageEntity.fromFirestore('x', { price: '9', durationUnit: 'weeks' });
    expect(row).toMatchObject({ titleEn: '', price: 0, isFree: false, duration: 0, durationUnit: 'months' });
    expect(row.createdAt).toBeNull();
  });

  it('write prices as whole baisa (3 decimals of OMR), Arabic digits accepted, and 0 for a free package', () => {
    expect(subscriptionPackageEntity.toFirestore(valid({ price: 12.345, titleEn: ' Gold ' }), 'create')).toEqual({
      titleEn: 'Gold',
      titleAr: 'الباقة الذهبية',
      isFree: false,
      price: 12_345,
      duration: 6,
      durationUnit: 'months',
      active: true,
    });
    expect(subscriptionPackageEntity.toFirestore(valid({ price: 12.34567 }))['price']).toBe(12_346);
    expect(subscriptionPackageEntity.toFirestore(valid({ price: '١٢٫٣٤٥' }))['price']).toBe(12_345);
    expect(subscriptionPackageEntity.toFirestore(saved(valid({ isFree: true, price: 30 })))['price']).toBe(0);
    expect(subscriptionPackageEntity.toFirestore(saved(valid({ isFree: true, price: 30 }), 'edit'), 'update')).toEqual(
      expect.objectContaining({ isFree: true, price: 0 }),
    );
    expect(omrToBaisa(1.0005)).toBe(1001);
    expect(omrToBaisa(9.5)).toBe(9500);
    expect(baisaToOmr(12_345)).toBe(12.345);
  });

  it('write a new package as active, and never the active flag on edit (activate and deactivate do)', () => {
    expect(subscriptionPackageEntity.toFirestore(valid({ active: false }), 'create')['active']).toBe(true);
    expect(subscriptionPackageEntity.toFirestore(valid({ active: false }), 'update')).not.toHaveProperty('active');
    expect(subscriptionPackageEntity.formFields).not.toContain('active');
    expect(subscriptionPackageEntity.transitions?.['activate']).toMatchObject({
      field: 'active',
      from: [false],
      to: true,
    });
    expect(subscriptionPackageEntity.transitions?.['deactivate']).toMatchObject({
      field: 'active',
      from: [true],
      to: false,
    });
  });

  it('search both titles and sort by titles, price and creation; while searching or filtering by date', () => {
    expect(subscriptionPackageEntity.searchFields).toEqual(['titleEn', 'titleAr']);
    expect(subscriptionPackageEntity.sortableFields).toEqual(['titleEn', 'titleAr', 'price', 'createdAt']);
    expect(subscriptionPackageEntity.sortsFor(true, [])).toEqual(['createdAt']);
    expect(subscriptionPackageEntity.sortsFor(false, ['active'])).toEqual(['createdAt']);
    expect(subscriptionPackageEntity.filterValue('active', 'false')).toBe(false);
  });
});

describe('subscription package duration', () => {
  it('allows at most 9 years whatever the unit: 108 months, 3287 days or 9 years', () => {
    expect(MAX_SUBSCRIPTION_YEARS).toBe(9);
    expect(MAX_DURATION).toEqual({ months: 108, days: 3287, years: 9 });
  });

  it('is written in the locale with the unit in the right form', () => {
    expect(formatDuration(3, 'months', 'en')).toBe('3 months');
    expect(formatDuration(1, 'days', 'en')).toBe('1 day');
    expect(formatDuration(3, 'months', 'ar')).toMatch(/أشهر/);
    expect(formatDuration(30, 'days', 'ar')).toMatch(/يوم/);
    expect(formatDuration(2, 'years', 'en')).toBe('2 years');
    expect(formatDuration(3, 'years', 'ar')).toMatch(/سنوات/);
  });
});

describe('subscription package schema', () => {
  it('accepts a valid paid package and a free one without a price, when creating and editing', async () => {
    expect(await errors(valid())).toEqual({});
    expect(await errors(valid(), 'edit')).toEqual({});
    expect(await errors(valid({ isFree: true, price: '' }))).toEqual({});
    expect(await errors(valid({ isFree: true, price: 0 }))).toEqual({});
    expect(await errors(valid({ price: '٢٥٫٥', duration: '٦' }))).toEqual({});
  });

  it('says "Please input some text" for empty titles', async () => {
    expect(await errors(valid({ titleEn: '  ', titleAr: '' }))).toEqual({
      titleEn: 'validation.text',
      titleAr: 'validation.text',
    });
    expect(await errors(valid({ titleAr: 'ب'.repeat(101) }))).toEqual({ titleAr: 'validation.tooLong' });
  });

  it('checks the price of a paid package', async () => {
    expect(await errors(valid({ price: '' }))).toEqual({ price: 'subscriptionPackage.validation.priceRequired' });
    expect(await errors(valid({ price: 0 }))).toEqual({ price: 'subscriptionPackage.validation.pricePositive' });
    expect(await errors(valid({ price: -3 }))).toEqual({ price: 'subscriptionPackage.validation.pricePositive' });
    expect(await errors(valid({ price: 1.2345 }))).toEqual({ price: 'subscriptionPackage.validation.priceDecimals' });
    expect(await errors(valid({ price: 100_001 }))).toEqual({ price: 'subscriptionPackage.validation.priceMax' });
    expect(await errors(valid({ price: 'abc' }))).toEqual({ price: 'validation.number' });
    expect(await errors(valid({ price: 0.001 }))).toEqual({});
    expect(await errors(valid({ price: 1.125 }))).toEqual({});
    expect(await errors(valid({ price: 100_000 }))).toEqual({});
  });

  it('checks the duration', async () => {
    expect(await errors(valid({ duration: '' }))).toEqual({
      duration: 'subscriptionPackage.validation.durationRequired',
    });
    expect(await errors(valid({ duration: 0 }))).toEqual({
      duration: 'subscriptionPackage.validation.durationPositive',
    });
    expect(await errors(valid({ duration: -1 }))).toEqual({
      duration: 'subscriptionPackage.validation.durationPositive',
    });
    expect(await errors(valid({ duration: 1.5 }))).toEqual({
      duration: 'subscriptionPackage.validation.durationWhole',
    });
    expect(await errors(valid({ durationUnit: 'weeks' as never }))).toMatchObject({
      durationUnit: 'subscriptionPackage.validation.unit',
    });
  });

  it('allows at most 9 years in months, in days or in years', async () => {
    const max = 'subscriptionPackage.validation.durationMax';
    expect(await errors(valid({ duration: 108, durationUnit: 'months' }))).toEqual({});
    expect(await errors(valid({ duration: 109, durationUnit: 'months' }))).toEqual({ duration: max });
    expect(await errors(valid({ duration: 109, durationUnit: 'months' }), 'edit')).toEqual({ duration: max });
    expect(await errors(valid({ duration: 3287, durationUnit: 'days' }))).toEqual({});
    expect(await errors(valid({ duration: 3288, durationUnit: 'days' }))).toEqual({ duration: max });
    expect(await errors(valid({ duration: 500, durationUnit: 'days' }))).toEqual({});
    expect(await errors(valid({ duration: 9, durationUnit: 'years' }))).toEqual({});
    expect(await errors(valid({ duration: 10, durationUnit: 'years' }))).toEqual({ duration: max });
    expect(await errors(valid({ duration: 12, durationUnit: 'years' }), 'edit')).toEqual({ duration: max });
  });

  it('casts what was typed to numbers and drops the price of a free package', () => {
    expect(saved(valid({ price: ' ١٢٫٣٤٥ ', duration: '٣' }))).toMatchObject({ price: 12.345, duration: 3 });
    expect(saved(valid({ isFree: true, price: 30 }))).not.toHaveProperty('price');
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

  it('has every key the definition names (labels, messages, values, transitions) in both languages', () => {
    const keys: string[] = [];
    for (const field of Object.values(subscriptionPackageEntity.fields)) {
      keys.push(field.label);
      for (const key of ['requiredKey', 'minKey', 'maxKey', 'decimalsKey'] as const) {
        const value = (field as Partial<Record<typeof key, string>>)[key];
        if (value) keys.push(value);
      }
      if (field.kind === 'enum') keys.push(...field.values.map((v) => `${field.labels}.${v}`));
      if (field.kind === 'boolean' && field.labels) keys.push(...field.labels);
    }
    for (const t of Object.values(subscriptionPackageEntity.transitions ?? {})) {
      keys.push(t.labelKey, t.confirmKey, t.successKey);
    }
    for (const key of keys) {
      expect(allEn, key).toHaveProperty([key]);
      expect(allAr, key).toHaveProperty([key]);
    }
  });
});
