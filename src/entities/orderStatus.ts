/**
 * The orders' statuses and the order definition's query identity, apart from the
 * definition (./order.ts, which declares them from here): the dashboard's charts count
 * orders by status and key their counts without loading the definition and the entity
 * machinery it needs (about 8 KiB gzipped, docs/performance.md "The first screens stay
 * light").
 */
import { COLLECTIONS } from '@/config/collections';

/** Every order status (docs/data-model.md, "Order status"). */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'preparing',
  'onTheWay',
  'delivered',
  'cancelledByUser',
  'cancelledBySupplier',
  'cancelledByAdmin',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The order definition's registry name and collection (`orderEntity.name` and
 * `.collection`): what its query keys are made of (`entityKeys`, src/lib/query/keys.ts).
 */
export const ORDER_IDENTITY = { name: 'order', collection: COLLECTIONS.orders } as const;
