/**
 * Subscription package (spec §3: title in English and Arabic, price, free-package
 * flag, duration in months or days, active flag; docs/data-model.md). Converters and
 * the duration limit are pure.
 */
import { formatUnit } from '@/lib/format';
import { COLLECTIONS } from '@/config/collections';
import { MAX_SUBSCRIPTION_YEARS } from '@/config/constants';
import { readAudit, readBoolean, readNumber, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';

export const DURATION_UNITS = ['months', 'days'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/**
 * The longest duration in each unit (spec §9: at most 9 years): 9 × 12 = 108 months,
 * and ⌊9 × 365.25⌋ = 3287 days (9 years hold two leap days or more).
 */
export const MAX_DURATION: Readonly<Record<DurationUnit, number>> = {
  months: MAX_SUBSCRIPTION_YEARS * 12,
  days: Math.floor(MAX_SUBSCRIPTION_YEARS * 365.25),
};

export interface SubscriptionPackage extends Entity {
  readonly titleEn: string;
  readonly titleAr: string;
  /** OMR with 3 decimals; 0 when free. */
  readonly price: number;
  readonly isFree: boolean;
  /** A positive whole number of `durationUnit`. */
  readonly duration: number;
  readonly durationUnit: DurationUnit;
  readonly active: boolean;
}

/**
 * What the package form edits. Numbers are '' while the field is empty. `active` is
 * not a field of the form (Activate / Deactivate change it after a confirmation): a new
 * package is active, and an edit writes back the value it was opened with, which the
 * lost-update check keeps current.
 */
export interface SubscriptionPackageValues {
  readonly titleEn: string;
  readonly titleAr: string;
  readonly price: number | '';
  readonly isFree: boolean;
  readonly duration: number | '';
  readonly durationUnit: DurationUnit;
  readonly active: boolean;
}

/** @returns an OMR amount rounded to 3 decimals (1 OMR = 1000 baisa). */
export function roundOmr(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const INTL_UNIT: Readonly<Record<DurationUnit, string>> = { months: 'month', days: 'day' };

/** @returns a duration in the locale with its unit in the right plural, e.g. "3 months", "٣ أشهر". */
export function formatDuration(duration: number, unit: DurationUnit, locale: string): string {
  return formatUnit(duration, INTL_UNIT[unit], locale, 'long');
}

/** The subscriptionPackages collection. */
export const subscriptionPackageEntity: EntityDefinition<SubscriptionPackage, SubscriptionPackageValues> = {
  collection: COLLECTIONS.subscriptionPackages,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    titleEn: readString(data['titleEn']),
    titleAr: readString(data['titleAr']),
    price: readNumber(data['price']),
    isFree: readBoolean(data['isFree']),
    duration: readNumber(data['duration']),
    durationUnit: data['durationUnit'] === 'days' ? 'days' : 'months',
    active: readBoolean(data['active']),
  }),
  toFirestore: (v) => ({
    titleEn: v.titleEn.trim(),
    titleAr: v.titleAr.trim(),
    isFree: v.isFree,
    price: v.isFree ? 0 : roundOmr(Number(v.price)),
    duration: Number(v.duration),
    durationUnit: v.durationUnit,
    active: v.active,
  }),
  searchFields: ['titleEn', 'titleAr'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortableFields: ['titleEn', 'titleAr', 'price', 'createdAt'],
};

/** @returns the form values of a stored package. */
export function subscriptionPackageToValues(row: SubscriptionPackage): SubscriptionPackageValues {
  return {
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    price: row.price,
    isFree: row.isFree,
    duration: row.duration,
    durationUnit: row.durationUnit,
    active: row.active,
  };
}

/** The values of a new package's form: paid, in months, active. */
export const EMPTY_SUBSCRIPTION_PACKAGE: SubscriptionPackageValues = {
  titleEn: '',
  titleAr: '',
  price: '',
  isFree: false,
  duration: '',
  durationUnit: 'months',
  active: true,
};
