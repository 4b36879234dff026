/**
 * The reads of an order's timeline (issue 50, item 4; docs/data-model.md "An order's
 * timeline"), as one TanStack `queryOptions`: each source one bounded, indexed query
 * (src/domains/orders/detail/orderTimelineModel.ts declares them and their indexes), run in parallel,
 * and only those the viewer may read, so no read is refused.
 */
import { queryOptions } from '@tanstack/react-query';
import { customerServiceRequestEntity } from '@/entities/customerServiceRequest';
import type { Order } from '@/entities/order';
import { refundEntity } from '@/entities/refund';
import { riderReportEntity } from '@/entities/riderReport';
import { listAuditEntries } from '@/lib/data/audit';
import {
  TIMELINE_LIMITS,
  TIMELINE_SOURCES,
  timelineEvents,
  type TimelineEvent,
  type TimelineRecords,
} from '@/domains/orders/detail/orderTimelineModel';
import { documentsNaming } from '@/lib/data/naming';
import { dataProvider } from '@/lib/data/provider';
import type { AnyDefinition, Entity } from '@/lib/data/types';
import { appKeys } from '@/lib/query/keys';

/** Which sources the viewer may read (useCan's answers). */
export interface TimelineReadable {
  readonly refunds: boolean;
  readonly requests: boolean;
  readonly reports: boolean;
}

/** The menu path of the orders' audit entries, and of the refunds'. */
const ORDER_PATH = '/allOrders';
const REFUND_PATH = '/refunds';

/** At most `pageSize` documents of a source naming the order, or null when it may not be read. */
async function naming<T extends Entity>(
  def: AnyDefinition<T>,
  source: keyof typeof TIMELINE_SOURCES,
  orderId: string,
  readable: boolean,
  pageSize: number,
): Promise<readonly T[] | null> {
  if (!readable) return null;
  const { field, sort } = TIMELINE_SOURCES[source];
  if (!sort) return documentsNaming(def, field, orderId, pageSize);
  const page = await dataProvider.getList(def, {
    pageSize,
    sort: { field: sort, direction: 'desc' },
    filters: [{ field, value: orderId }],
  });
  return page.rows;
}

/**
 * The order's events, oldest first.
 * @param order the order as shown (its `updatedAt` is the version the events are read for)
 * @param readable which other sources than the order's audit entries the viewer reads
 * @returns queryOptions whose data is TimelineEvent[] (timelineEvents)
 * @throws FirebaseError from a read (the timeline shows it with a retry)
 */
export const orderTimelineQuery = (order: Order, readable: TimelineReadable) =>
  queryOptions({
    queryKey: appKeys.timeline(order.id, order.updatedAt?.getTime() ?? null, 'events', readable),
    queryFn: async (): Promise<TimelineEvent[]> => {
      const [audit, refunds, requests, reports] = await Promise.all([
        listAuditEntries({ docId: order.id, path: ORDER_PATH, pageSize: TIMELINE_LIMITS.audit }),
        naming(refundEntity, 'refunds', order.id, readable.refunds, TIMELINE_LIMITS.refunds),
        naming(customerServiceRequestEntity, 'requests', order.id, readable.requests, TIMELINE_LIMITS.requests),
        naming(riderReportEntity, 'reports', order.id, readable.reports, TIMELINE_LIMITS.reports),
      ]);
      const refundAudit =
        refunds && refunds.length > 0
          ? (
              await listAuditEntries({
                docIds: refunds.map((refund) => refund.id),
                path: REFUND_PATH,
                pageSize: TIMELINE_LIMITS.refundAudit,
              })
            ).rows
          : refunds && [];
      const records: TimelineRecords = {
        audit: audit.rows,
        refunds,
        refundAudit,
        requests,
        reports,
      };
      return timelineEvents(order, records);
    },
  });
