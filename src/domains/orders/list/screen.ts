/**
 * The orders' screen description for the generic entity parts (columns, row actions,
 * references, routes): spec §2 /allOrders, docs/data-model.md `orders`. Shared by the
 * order screens and the people's pages, which list a person's orders (spec §2 Manage
 * User: their orders and an order's details).
 */
import { createElement, lazy } from 'react';
import type { EntityScreen } from '@/components/entity/types';
import { orderEntity } from '@/entities/order';

/**
 * Orders: no new, edit or delete (the definition's `writes`); staff steps are the definition's
 * transitions; a document opens the order's own page (items, totals, timeline).
 */
export const orderScreen: EntityScreen<typeof orderEntity.fields> = {
  entity: orderEntity,
  keys: {
    title: 'navbar.allOrders',
    newTitle: 'order.new',
    editTitle: 'order.edit',
    notFound: 'order.notFound',
  },
  // The id leads: it is what a customer quotes (a person's order list shows it too).
  columns: {
    first: (t) => [
      {
        field: 'id',
        headerName: t('order.id'),
        priority: 1,
        width: 150,
        sortable: false,
        renderCell: ({ value }) => createElement('bdi', { dir: 'ltr' }, String(value)),
      },
    ],
  },
  // Lazily: the order's page imports this screen.
  showPage: lazy(() => import('@/domains/orders/detail/OrderDetail').then((m) => ({ default: m.OrderDetail }))),
};
