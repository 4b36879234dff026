import { RecordLink } from '@/components/entity/references';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { formatNumber } from '@/lib/format';
import { customerServiceRequestEntity } from '@/entities/customerServiceRequest';
import { Conversation } from './Conversation';

/**
 * /customerService (spec §2; docs/data-model.md `customerService`): requests customers
 * open in the app, listed and filtered by status (open, answered, closed); the detail
 * page shows the conversation, and staff append a reply (answered), close or reopen,
 * each after a confirmation.
 */
export const customerServiceScreen: EntityScreen<typeof customerServiceRequestEntity.fields> = {
  entity: customerServiceRequestEntity,
  keys: {
    title: 'navbar.customerService',
    newTitle: 'customerService.heading',
    editTitle: 'customerService.heading',
    notFound: 'customerService.notFound',
  },
  columns: {
    extra: (t, locale) => [
      {
        field: 'messageCount',
        headerName: t('customerService.messageCount'),
        type: 'number',
        width: 110,
        sortable: false,
        valueGetter: (_value, row) => row.messages.length,
        valueFormatter: (value: number) => formatNumber(value, locale),
      },
    ],
  },
  render: {
    messages: (row) => <Conversation row={row} />,
    orderId: (row, t) => (row.orderId ? <RecordLink entity="order" id={row.orderId} /> : t('customerService.noOrder')),
  },
};

/** The /customerService screen and its sub-routes. */
export default function CustomerServiceScreen() {
  return <EntityRoutes screen={customerServiceScreen} basePath="/customerService" />;
}
