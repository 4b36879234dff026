/**
 * A customer's whole story (issue 50, item 5; docs/data-model.md "A customer's story"),
 * pure (no Firebase): the figures of a customer from aggregation queries (count, sum),
 * never reading their orders, and the refund flag from their last few orders (one
 * bounded read of at most MAX_FLAG_ORDERS). The reads are in
 * src/components/screens/customers/story.ts; the index generator reads
 * CUSTOMER_STORY_QUERIES from here.
 */
import { COLLECTIONS } from '@/config/collections';
import type { QueryShape } from '@/lib/entity/indexShapes';

/** The refund flag's settings when App info does not say (decision: 30 % of the last 10 orders). */
export const DEFAULT_REFUND_FLAG = { percent: 30, orders: 10 } as const;

/** Most recent orders the flag may look at (App info's `refundFlagOrders` is at most this). */
export const MAX_FLAG_ORDERS = 50;

/** The order's field that says it was refunded (approved refunds' sum, baisa). */
export const REFUNDED_FIELD = 'refundedAmount';

/**
 * The aggregation queries' shapes that need a composite index: the customer's refunded
 * orders (`userId ==`, `refundedAmount > 0`) and cancelled ones (`userId ==`, `status in`).
 * The others are one equality (single-field indexes serve them) or the orders list's
 * own (`userId` by `createdAt`).
 */
export const CUSTOMER_STORY_QUERIES: readonly QueryShape[] = [
  {
    collectionGroup: COLLECTIONS.orders,
    queryScope: 'COLLECTION',
    equality: ['userId'],
    contains: [],
    inequality: [REFUNDED_FIELD],
    orderBy: [{ field: REFUNDED_FIELD, direction: 'ASCENDING' }],
  },
  {
    collectionGroup: COLLECTIONS.orders,
    queryScope: 'COLLECTION',
    equality: ['userId', 'status'],
    contains: [],
    inequality: [],
    orderBy: [],
  },
];

/** The refund flag's settings: a share (percent) of the customer's last `orders` orders. */
export interface RefundFlagSetting {
  readonly percent: number;
  readonly orders: number;
}

/**
 * App info's refund flag setting, each a stored positive value or its default.
 * @param info App info's `refundFlagPercent` and `refundFlagOrders`, or null (never saved, unreadable)
 */
export function refundFlagSettingOf(
  info: { readonly refundFlagPercent?: number | null; readonly refundFlagOrders?: number | null } | null | undefined,
): RefundFlagSetting {
  const percent = info?.refundFlagPercent;
  const orders = info?.refundFlagOrders;
  return {
    percent: percent && percent > 0 ? percent : DEFAULT_REFUND_FLAG.percent,
    orders: orders && orders > 0 ? Math.min(MAX_FLAG_ORDERS, Math.floor(orders)) : DEFAULT_REFUND_FLAG.orders,
  };
}

/** What the flag found in the customer's last orders. */
export interface RefundFlag {
  /** Orders looked at (the last `setting.orders`, fewer for a new customer). */
  readonly orders: number;
  /** Of those, the refunded ones (an approved refund: `refundedAmount` > 0). */
  readonly refunded: number;
  /** refunded / orders, 0–1 (0 without orders). */
  readonly share: number;
  /** The share is at or above the setting's percent. */
  readonly flagged: boolean;
  readonly setting: RefundFlagSetting;
}

/**
 * The refund flag of a customer (pure).
 * @param recent the refunded sums (baisa) of their last orders, newest first
 * @param setting App info's setting (refundFlagSettingOf)
 */
export function refundFlag(recent: readonly number[], setting: RefundFlagSetting): RefundFlag {
  const looked = recent.slice(0, setting.orders);
  const refunded = looked.filter((amount) => amount > 0).length;
  const share = looked.length > 0 ? refunded / looked.length : 0;
  return {
    orders: looked.length,
    refunded,
    share,
    flagged: looked.length > 0 && refunded > 0 && share * 100 >= setting.percent,
    setting,
  };
}
