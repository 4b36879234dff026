/**
 * The composite index of the command palette's people look-up (src/lib/data/find.ts,
 * findPeople): a non-All holder's query is `type in [the types they may open]` and
 * `searchPrefixes array-contains` the token, in document-id order. All holders send no
 * type filter and need only the single-field index. Kept apart from find.ts so the
 * index generator (scripts/lib/generated.ts) reads it without the Firebase SDK.
 */
import { COLLECTIONS } from '@/config/collections';
import type { Index } from '@/lib/entity/indexShapes';

export const FIND_INDEXES: readonly Index[] = [
  {
    collectionGroup: COLLECTIONS.users,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'type', order: 'ASCENDING' },
      { fieldPath: 'searchPrefixes', arrayConfig: 'CONTAINS' },
    ],
  },
];
