/**
 * Coupon (spec §3: title, title in Arabic, code, discount in percentage, type, number
 * of coupons, number used, expiry date, status; docs/data-model.md §coupons).
 * Converters and the Active/Expired derivation are pure.
 */
import { COLLECTIONS } from '@/config/collections';
import { readAudit, readDate, readNullableString, readNumber, readString, toTimestamp } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';

export const COUPON_TYPES = ['general', 'firstOrder'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Shown state of a coupon (spec §4 "Coupons show Active or Expired"); derived, never stored. */
export type CouponState = 'active' | 'expired';

export interface Coupon extends Entity {
  readonly titleEn: string;
  readonly titleAr: string;
  /** Upper case, unique. */
  readonly code: string;
  /** 0 < x ≤ 100. */
  readonly discountPercent: number;
  readonly type: CouponType;
  /** Number of coupons that may be redeemed. */
  readonly totalCount: number;
  /** Redemptions so far. */
  readonly usedCount: number;
  readonly expiryDate: Date | null;
  /** null: a platform coupon. */
  readonly supplierId: string | null;
  readonly status: CouponStatus;
}

/**
 * What the coupon form edits. Numbers are '' while the field is empty.
 * `originalCode` is the code the coupon was saved with, '' for a new coupon: it marks
 * the form as editing (the code cannot change) and skips the uniqueness check of the
 * coupon's own code. `usedCount` is shown read-only.
 */
export interface CouponValues {
  readonly titleEn: string;
  readonly titleAr: string;
  readonly code: string;
  readonly discountPercent: number | '';
  readonly type: CouponType;
  readonly totalCount: number | '';
  readonly usedCount: number;
  readonly expiryDate: Date | null;
  readonly originalCode: string;
}

/** @returns the code as stored and used as the document id: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The last moment of the picked day (local time): a coupon can be used through its
 * whole expiry date.
 * @returns a new Date, or null
 */
export function endOfDay(date: Date | null): Date | null {
  if (!date) return null;
  const end = new Date(date);
  end.setHours(23, 59, 59, 999);
  return end;
}

/**
 * Active or Expired (docs/data-model.md): Active when approved, its expiry date is
 * still ahead and not every coupon is used; otherwise Expired.
 * @param coupon the coupon
 * @param now the moment to judge at (default: now)
 */
export function couponState(
  coupon: Pick<Coupon, 'status' | 'expiryDate' | 'usedCount' | 'totalCount'>,
  now: Date = new Date(),
): CouponState {
  const ahead = coupon.expiryDate !== null && coupon.expiryDate.getTime() > now.getTime();
  return coupon.status === 'approved' && ahead && coupon.usedCount < coupon.totalCount ? 'active' : 'expired';
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/**
 * The coupons collection. The document id is the code in upper case (`idFrom`), so a
 * second coupon with the same code is refused. A new coupon is written as a pending
 * platform coupon with no redemptions; an edit writes only the fields of the form, so
 * the status, the redemptions and the supplier are never overwritten by it.
 */
export const couponEntity: EntityDefinition<Coupon, CouponValues> = {
  collection: COLLECTIONS.coupons,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    titleEn: readString(data['titleEn']),
    titleAr: readString(data['titleAr']),
    code: readString(data['code']),
    discountPercent: readNumber(data['discountPercent']),
    type: oneOf(COUPON_TYPES, data['type'], 'general'),
    totalCount: readNumber(data['totalCount']),
    usedCount: readNumber(data['usedCount']),
    expiryDate: readDate(data['expiryDate']),
    supplierId: readNullableString(data['supplierId']),
    status: oneOf(COUPON_STATUSES, data['status'], 'pending'),
  }),
  toFirestore: (v) => ({
    titleEn: v.titleEn.trim(),
    titleAr: v.titleAr.trim(),
    code: normaliseCode(v.originalCode || v.code),
    discountPercent: Number(v.discountPercent),
    type: v.type,
    totalCount: Number(v.totalCount),
    expiryDate: toTimestamp(endOfDay(v.expiryDate)),
    ...(v.originalCode ? {} : { usedCount: 0, supplierId: null, status: 'pending' }),
  }),
  idFrom: (v) => normaliseCode(v.code),
  existsKey: 'coupon.validation.codeTaken',
  searchFields: ['code', 'titleEn', 'titleAr'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortableFields: ['code', 'titleEn', 'discountPercent', 'expiryDate', 'createdAt'],
};

/** @returns the form values of a stored coupon (editing: the code is kept). */
export function couponToValues(row: Coupon): CouponValues {
  return {
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    code: row.code,
    discountPercent: row.discountPercent,
    type: row.type,
    totalCount: row.totalCount,
    usedCount: row.usedCount,
    expiryDate: row.expiryDate,
    // A stored coupon always counts as saved, even one missing its code.
    originalCode: row.code || row.id,
  };
}

/** The values of a new coupon's form. */
export const EMPTY_COUPON: CouponValues = {
  titleEn: '',
  titleAr: '',
  code: '',
  discountPercent: '',
  type: 'general',
  totalCount: '',
  usedCount: 0,
  expiryDate: null,
  originalCode: '',
};
