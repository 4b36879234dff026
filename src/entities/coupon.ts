/**
 * Coupon (spec §3: title, title in Arabic, code, discount in percentage, type, number
 * of coupons, number used, expiry date, status; docs/data-model.md `coupons`). The
 * document id is the code, so codes are unique. Approve and reject are status
 * transitions (spec §4); whoever created or last edited a coupon may not approve it, and
 * editing the money fields of an approved one sends it back to pending (docs/access.md,
 * "Money and trust"); the shown state (Pending, Active, Rejected, Expired) is
 * derived by couponState, never stored.
 */
import { COLLECTIONS } from '@/config/collections';
import { lte } from '@/lib/entity/checks';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, date, enumeration, integer, percentage, reference, text } from '@/lib/entity/fields';
import { byLocale } from './names';

export const COUPON_TYPES = ['general', 'firstOrder'] as const;
export const COUPON_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A coupon code: letters, digits, hyphens and underscores, 3 to 20 of them (upper case when stored). */
export const CODE_PATTERN = '^[A-Z0-9][A-Z0-9_-]{2,19}$';

/** Most coupons one code may be redeemed (decision, docs/data-model.md). */
export const MAX_COUPONS = 1_000_000;

/** The coupons collection. */
export const couponEntity = defineEntity({
  name: 'coupon',
  collection: COLLECTIONS.coupons,
  access: { owner: '/coupon' },
  fields: {
    code: text('coupon.code', 20, {
      fixed: true,
      upperCase: true,
      dir: 'ltr',
      pattern: { source: CODE_PATTERN, messageKey: 'coupon.validation.code' },
      example: 'SAMPLE10',
      // What names a coupon; the titles fold away first on a narrow screen.
      column: { width: 130, priority: 1 },
    }),
    ...bilingual('title', 'coupon.title', 100, { column: { flex: 1, width: 160, priority: 3 } }),
    discountPercent: percentage('coupon.discountPercent', 0, 100, {
      minExclusive: true,
      minKey: 'coupon.validation.discount',
      maxKey: 'coupon.validation.discount',
      column: { width: 130, priority: 1 },
    }),
    type: enumeration('coupon.type', COUPON_TYPES, 'coupon.types', {
      requiredKey: 'coupon.validation.type',
      column: { width: 120, hidden: true },
    }),
    totalCount: integer('coupon.totalCount', 1, MAX_COUPONS, {
      minKey: 'coupon.validation.totalWhole',
      decimalsKey: 'coupon.validation.totalWhole',
      maxKey: 'coupon.validation.totalMax',
      column: { width: 110, hidden: true },
    }),
    usedCount: integer('coupon.usedCount', 0, MAX_COUPONS, { readOnly: true, column: { width: 110, hidden: true } }),
    expiryDate: date('coupon.expiryDate', {
      endOfDay: true,
      notPastKey: 'coupon.validation.expiryPast',
      column: { width: 130 },
    }),
    supplierId: reference('coupon.owner', COLLECTIONS.users, 'supplier', {
      required: false,
      readOnly: true,
      column: false,
    }),
    status: enumeration('coupon.status', COUPON_STATUSES, 'coupon.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: false,
    }),
  },
  id: { field: 'code', existsKey: 'coupon.validation.codeTaken' },
  audit: { of: 'decisions' },
  import: { key: ['code'] },
  list: {
    sorts: ['code', 'titleEn', 'discountPercent', 'expiryDate', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['code', 'titleEn', 'titleAr'], sorts: ['createdAt'] },
    filters: { status: ['createdAt', 'expiryDate'] },
    // The expiry date is a coupon's date; its state is the screen's column (CouponsScreen).
    createdPriority: 3,
  },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending', 'rejected'],
      to: 'approved',
      labelKey: 'coupon.approve',
      confirmKey: 'coupon.approveConfirm',
      successKey: 'coupon.approvedMessage',
      makerChecker: true,
    },
    reject: {
      field: 'status',
      from: ['pending', 'approved'],
      to: 'rejected',
      labelKey: 'coupon.reject',
      confirmKey: 'coupon.rejectConfirm',
      successKey: 'coupon.rejectedMessage',
      danger: true,
      reasonRequired: true,
    },
  },
  // Money fields: editing them sends an approved coupon back for approval (docs/access.md).
  resetOnEdit: {
    fields: ['discountPercent', 'totalCount', 'expiryDate'],
    field: 'status',
    from: 'approved',
    to: 'pending',
  },
  checks: [lte('usedCount', 'totalCount', { key: 'coupon.validation.totalBelowUsed', on: 'totalCount' })],
  title: (row, locale) => `${row.code} · ${byLocale(row.titleEn, row.titleAr, locale)}`,
});

export type Coupon = Row<typeof couponEntity.fields>;

/** Shown state of a coupon (spec §4 "Coupons show Active or Expired"); derived, never stored. */
export type CouponState = 'pending' | 'active' | 'rejected' | 'expired';

/**
 * Whether a coupon is over (docs/data-model.md `coupons`): its expiry date has passed or
 * every coupon is used. An over coupon is shown Expired (or Rejected) and offers no
 * decision: approving or rejecting it would change nothing a customer can use.
 * @param coupon its expiry date and counts
 * @param now the moment to judge at (default: now)
 * @returns true when it can no longer be redeemed
 */
export function isCouponOver(
  coupon: Pick<Coupon, 'expiryDate' | 'usedCount' | 'totalCount'>,
  now: Date = new Date(),
): boolean {
  const over = coupon.expiryDate === null || coupon.expiryDate.getTime() <= now.getTime();
  return over || coupon.usedCount >= coupon.totalCount;
}

/**
 * The state a coupon is shown in (docs/data-model.md): Rejected when rejected;
 * Expired once its expiry date has passed or every coupon is used; otherwise Active
 * when approved and Pending while it waits for approval.
 * @param now the moment to judge at (default: now)
 */
export function couponState(
  coupon: Pick<Coupon, 'status' | 'expiryDate' | 'usedCount' | 'totalCount'>,
  now: Date = new Date(),
): CouponState {
  if (coupon.status === 'rejected') return 'rejected';
  if (isCouponOver(coupon, now)) return 'expired';
  return coupon.status === 'approved' ? 'active' : 'pending';
}
