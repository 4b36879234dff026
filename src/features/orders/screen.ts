/**
 * The orders' screen description for the generic entity parts (columns, row actions,
 * references): spec §2 /allOrders, docs/data-model.md `orders`.
 */
import type { EntityScreen } from '@/components/entity/types';
import { orderEntity } from '@/entities/order';

/** Orders: no new, edit or delete (decisionsOnly); staff steps are the definition's transitions. */
export const orderScreen: EntityScreen<typeof orderEntity.fields> = {
  entity: orderEntity,
  keys: {
    title: 'navbar.allOrders',
    newTitle: 'order.new',
    editTitle: 'order.edit',
    notFound: 'order.notFound',
  },
};
