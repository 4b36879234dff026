/**
 * Subscription package (spec §3: title in English and Arabic, price, free-package
 * flag, duration in days, months or years, active flag; docs/data-model.md
 * `subscriptionPackages`). Activate and deactivate are status transitions (spec §4).
 */
import { COLLECTIONS } from '@/config/collections';
import { byValue, eq, gt, lte, when } from '@/lib/entity/checks';
import { MAX_SUBSCRIPTION_YEARS } from '@/config/constants';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, boolean, enumeration, integer, money } from '@/lib/entity/fields';
import { byLocale } from './names';

export const DURATION_UNITS = ['months', 'days', 'years'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * The longest duration in each unit (spec §9: at most 9 years whatever the unit):
 * 9 × 12 = 108 months, ⌊9 × 365.25⌋ = 3287 days, and 9 years.
 */
export const MAX_DURATION: Readonly<Record<DurationUnit, number>> = {
  months: MAX_SUBSCRIPTION_YEARS * 12,
  days: Math.floor(MAX_SUBSCRIPTION_YEARS * 365.25),
  years: MAX_SUBSCRIPTION_YEARS,
};

/** Highest price of a package, in OMR (decision, docs/data-model.md). */
export const MAX_PACKAGE_PRICE = 100_000;

/** The subscriptionPackages collection. */
export const subscriptionPackageEntity = defineEntity({
  name: 'subscriptionPackage',
  collection: COLLECTIONS.subscriptionPackages,
  access: {
    owner: '/SubscriptionPackages',
    readers: [{ path: '/supplier', reason: "a supplier's page names their subscription" }],
  },
  fields: {
    ...bilingual('title', 'subscriptionPackage.title', 100, { column: { flex: 1 } }),
    isFree: boolean('subscriptionPackage.isFree', false, { column: false }),
    price: money('subscriptionPackage.price', 0, MAX_PACKAGE_PRICE, {
      requiredKey: 'subscriptionPackage.validation.priceRequired',
      minKey: 'subscriptionPackage.validation.pricePositive',
      maxKey: 'subscriptionPackage.validation.priceMax',
      decimalsKey: 'subscriptionPackage.validation.priceDecimals',
      column: { width: 130 },
    }),
    duration: integer('subscriptionPackage.duration', 1, MAX_DURATION.days, {
      requiredKey: 'subscriptionPackage.validation.durationRequired',
      minKey: 'subscriptionPackage.validation.durationPositive',
      decimalsKey: 'subscriptionPackage.validation.durationWhole',
      maxKey: 'subscriptionPackage.validation.durationMax',
      column: { width: 140 },
    }),
    durationUnit: enumeration('subscriptionPackage.durationUnit', DURATION_UNITS, 'subscriptionPackage.units', {
      requiredKey: 'subscriptionPackage.validation.unit',
      column: false,
    }),
    active: boolean('subscriptionPackage.status', true, {
      readOnly: true,
      labels: ['subscriptionPackage.inactive', 'subscriptionPackage.active'],
      colors: ['default', 'success'],
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['titleEn', 'titleAr', 'price', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['titleEn', 'titleAr'], sorts: ['createdAt'] },
    filters: { active: ['createdAt'] },
  },
  audit: { of: 'decisions' },
  transitions: {
    activate: {
      field: 'active',
      from: [false],
      to: true,
      labelKey: 'subscriptionPackage.activate',
      confirmKey: 'subscriptionPackage.activateConfirm',
      successKey: 'subscriptionPackage.activated',
    },
    deactivate: {
      field: 'active',
      from: [true],
      to: false,
      labelKey: 'subscriptionPackage.deactivate',
      confirmKey: 'subscriptionPackage.deactivateConfirm',
      successKey: 'subscriptionPackage.deactivated',
      danger: true,
    },
  },
  checks: [
    when(
      'isFree',
      eq('price', 0, { key: 'subscriptionPackage.validation.pricePositive', on: 'price' }),
      gt('price', 0, { key: 'subscriptionPackage.validation.pricePositive', on: 'price' }),
    ),
    // The unit's bound (the last one also for an unknown unit, which the field's check refuses).
    lte(
      'duration',
      byValue('durationUnit', { years: MAX_DURATION.years, months: MAX_DURATION.months, days: MAX_DURATION.days }),
      {
        key: 'subscriptionPackage.validation.durationMax',
        on: 'duration',
      },
    ),
  ],
  title: (row, locale) => byLocale(row.titleEn, row.titleAr, locale),
});

export type SubscriptionPackage = Row<typeof subscriptionPackageEntity.fields>;
