/**
 * The composite indexes of the daily sales report's aggregation queries
 * (src/features/reports/salesReport.ts, docs/data-model.md "Daily sales report"): the
 * delivered orders of a time range, of one supplier. The report's queries without a
 * supplier use the orders list's `status` + `createdAt` index. Kept apart so the index
 * generator (scripts/lib/generated.ts) reads it without the Firebase SDK.
 */
import { COLLECTIONS } from '@/config/collections';
import type { Index } from '@/lib/entity/indexes';

export const REPORT_INDEXES: readonly Index[] = [
  {
    collectionGroup: COLLECTIONS.orders,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'supplierId', order: 'ASCENDING' },
      { fieldPath: 'createdAt', order: 'ASCENDING' },
    ],
  },
];
