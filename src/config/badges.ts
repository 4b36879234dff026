/**
 * What the side menu's badges count (spec §9, at most "99+"), by menu path: the documents
 * of `collection` whose `field` equals `value`, items waiting for a decision of that
 * screen's holders, and with `until`, only those whose date field `until` is still after
 * now (a coupon past its expiry waits for nothing; docs/data-model.md `coupons`). Each is
 * one aggregation query (src/lib/data/badges.ts); a badge with `until` has its composite
 * index generated (src/lib/data/badgeIndexes.ts). Kept apart from the navigation (and its
 * icons) so the index generator reads it in Node.
 */
import type { CollectionName } from './collections';

/** A side-menu badge: one equality, and optionally a date still in the future. */
export interface MenuBadgeQuery {
  readonly collection: CollectionName;
  readonly field: string;
  readonly value: string;
  /** A date field that must be after now for the document to count. */
  readonly until?: string;
}

export const MENU_BADGES = {
  '/coupon': { collection: 'coupons', field: 'status', value: 'pending', until: 'expiryDate' },
  '/withdraw': { collection: 'withdrawals', field: 'status', value: 'pending' },
  '/refunds': { collection: 'refunds', field: 'status', value: 'pending' },
  '/banners': { collection: 'banners', field: 'status', value: 'pending' },
  '/contact': { collection: 'contactMessages', field: 'status', value: 'new' },
} as const satisfies Readonly<Record<string, MenuBadgeQuery>>;
