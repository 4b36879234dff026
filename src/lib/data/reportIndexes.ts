/**
 * The shapes of the daily sales report's aggregation queries
 * (src/features/reports/salesReport.ts, docs/data-model.md "Daily sales report"), for the
 * index generator (scripts/lib/generated.ts), which adds an index for one only when the
 * others do not serve it (merged): the delivered orders of a time range, of one
 * supplier (served by merging the orders list's `status` and `supplierId` indexes on
 * `createdAt`), and the approved refunds of a time range by who bears them, of one
 * supplier. Kept apart so the generator reads it without the Firebase SDK.
 */
import { COLLECTIONS } from '@/config/collections';
import type { QueryShape } from '@/lib/entity/indexShapes';

/** A query's shape: equality filters, then a range on `time` (read in ascending order). */
const ranged = (collectionGroup: string, equality: readonly string[], time: string): QueryShape => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  equality,
  contains: [],
  inequality: [time],
  orderBy: [{ field: time, direction: 'ASCENDING' }],
});

export const REPORT_QUERIES: readonly QueryShape[] = [
  ranged(COLLECTIONS.orders, ['status'], 'createdAt'),
  ranged(COLLECTIONS.orders, ['status', 'supplierId'], 'createdAt'),
  ranged(COLLECTIONS.refunds, ['status', 'chargedTo'], 'decidedAt'),
  ranged(COLLECTIONS.refunds, ['status', 'chargedTo', 'supplierId'], 'decidedAt'),
];
