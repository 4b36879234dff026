/**
 * The composite indexes of the side menu's badges (src/config/badges.ts): a badge with
 * `until` counts with an equality and a range (`field == value`, `until > now`), which
 * needs `field` then `until`, ascending. Read by the index generator
 * (scripts/lib/generated.ts) without the Firebase SDK.
 */
import { MENU_BADGES, type MenuBadgeQuery } from '@/config/badges';
import type { Index } from '@/lib/entity/indexShapes';

export const BADGE_INDEXES: readonly Index[] = (Object.values(MENU_BADGES) as readonly MenuBadgeQuery[]).flatMap(
  (badge) =>
    badge.until
      ? [
          {
            collectionGroup: badge.collection,
            queryScope: 'COLLECTION' as const,
            fields: [
              { fieldPath: badge.field, order: 'ASCENDING' as const },
              { fieldPath: badge.until, order: 'ASCENDING' as const },
            ],
          },
        ]
      : [],
);
