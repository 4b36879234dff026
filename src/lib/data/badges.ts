import { collection, getCount, query, Timestamp, where } from 'firebase/firestore/lite';
import { MENU_BADGE_MAX, READ_WAIT_MS } from '@/config/constants';
import type { NavItem } from '@/config/navigation';
import { withTimeout } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';

/** A side-menu badge as the navigation definition declares it. */
export type MenuBadgeQuery = NonNullable<NavItem['badge']>;

/**
 * Counts what a menu badge shows (spec §9) with one aggregation query, never reading the
 * documents: those of `badge.collection` whose `badge.field` equals `badge.value`, and
 * with `badge.until`, whose date `until` is still after now (src/config/badges.ts; its
 * index: src/lib/data/badgeIndexes.ts).
 * @param badge the badge of a navigation entry
 * @returns the number of documents
 * @throws FirebaseError (e.g. permission-denied) or TimeoutError after READ_WAIT_MS
 */
export async function countBadge(badge: MenuBadgeQuery): Promise<number> {
  const until = badge.until ? [where(badge.until, '>', Timestamp.now())] : [];
  const q = query(collection(db, badge.collection), where(badge.field, '==', badge.value), ...until);
  const snapshot = await withTimeout(getCount(q), READ_WAIT_MS);
  return snapshot.data().count;
}

/**
 * The text of a badge (spec §9: "Badge maximum shows 99+").
 * @param count a count of 0 or more
 * @param format formats a number in the reader's locale (Intl)
 * @returns '' for 0 (no badge), the number up to MENU_BADGE_MAX, then "99+"
 */
export function badgeText(count: number, format: (n: number) => string): string {
  if (count <= 0) return '';
  return count > MENU_BADGE_MAX ? `${format(MENU_BADGE_MAX)}+` : format(count);
}
