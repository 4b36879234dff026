import { RecordLink } from '@/components/entity/references';
import type { EntityScreen } from '@/components/entity/types';
import { riderReportEntity } from '@/entities/riderReport';

/**
 * /RiderService (spec §2: Rider Reports, titled "Riders Complains"; docs/data-model.md
 * `riderReports`): complaints riders send from the rider app (rider, order, subject,
 * text, date, status), read-only; staff resolve one with a note, or reopen it.
 */
export const riderReportScreen: EntityScreen<typeof riderReportEntity.fields> = {
  entity: riderReportEntity,
  keys: {
    title: 'navbar.riderService',
    newTitle: 'riderReport.heading',
    editTitle: 'riderReport.heading',
    notFound: 'riderReport.notFound',
  },
  render: {
    orderId: (row, t) => (row.orderId ? <RecordLink entity="order" id={row.orderId} /> : t('riderReport.noOrder')),
  },
};
