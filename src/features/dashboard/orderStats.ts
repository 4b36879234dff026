import pLimit from 'p-limit';
import { DASHBOARD_DAYS, MARKET_TIME_ZONE, READ_WAIT_MS } from '@/config/constants';
import { ORDER_AGGREGATIONS } from '@/entities/aggregations';
import { ORDER_STATUSES, type OrderStatus } from '@/entities/orderStatus';
import { nextTask } from '@/lib/afterPaint';
import { countOf, sumOf } from '@/lib/data/aggregate';
import { withTimeout } from '@/lib/errors';
import { lastDays } from '@/lib/days';

/** Orders whose money counts as revenue: delivered ones (docs/data-model.md "Dashboard"). */
export const REVENUE_STATUS: OrderStatus = 'delivered';
/**
 * The charts' aggregation queries share one pool of six in flight (what a browser sends
 * to one host at once over HTTP/1.1): the next starts as soon as one answers, and each
 * query's READ_WAIT_MS counts from its own start, not from its place in the queue.
 */
const limit = pLimit(6);

/**
 * Runs one query in the pool, unless `signal` was aborted before its turn came: a query
 * queued when the screen is left or the person logs out (spec §4) is never sent, so the
 * rules never refuse it. Each query starts in a task of its own (nextTask), so the
 * pool's first six do not start in one long task on a slow phone.
 * @throws the abort reason when aborted before its turn
 */
function inPool<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return limit(async () => {
    await nextTask();
    signal?.throwIfAborted();
    return run();
  });
}

/** One day of the charts. */
export interface DayStats {
  readonly day: string;
  /** Orders placed that day (any status). */
  readonly orders: number;
  /** Total price of that day's delivered orders, in baisa. */
  readonly revenue: number;
}

/**
 * Orders and revenue per day for the last DASHBOARD_DAYS days in the market's time zone,
 * by aggregation queries only (a count and a sum per day), never reading an order.
 * @param now the current instant
 * @param signal aborts the queries not yet sent (TanStack Query's cancel)
 * @param declared the orders' aggregations (those of a stand-in collection in `npm run bench`)
 * @returns one entry per day, oldest first
 * @throws FirebaseError or TimeoutError; the abort reason once aborted
 */
export async function ordersPerDay(
  now: Date,
  signal?: AbortSignal,
  declared: Pick<typeof ORDER_AGGREGATIONS, 'placedBetween' | 'inStatusPlacedBetween'> = ORDER_AGGREGATIONS,
): Promise<DayStats[]> {
  const days = lastDays(now, DASHBOARD_DAYS, MARKET_TIME_ZONE);
  return Promise.all(
    days.map(async (bucket) => {
      const [orders, revenue] = await Promise.all([
        inPool(() => withTimeout(countOf(declared.placedBetween, {}, bucket), READ_WAIT_MS), signal),
        inPool(
          () =>
            withTimeout(
              sumOf(declared.inStatusPlacedBetween, { status: REVENUE_STATUS }, bucket, 'totalPrice'),
              READ_WAIT_MS,
            ),
          signal,
        ),
      ]);
      return { day: bucket.day, orders, revenue };
    }),
  );
}

/** The number of orders in one status. */
export interface StatusCount {
  readonly status: OrderStatus;
  readonly count: number;
}

/**
 * The number of orders in each status, by one count query per status.
 * @param signal aborts the queries not yet sent (TanStack Query's cancel)
 * @param declared the orders' aggregations (those of a stand-in collection in `npm run bench`)
 * @returns status and count, in the order of ORDER_STATUSES
 * @throws FirebaseError or TimeoutError; the abort reason once aborted
 */
export async function ordersByStatus(
  signal?: AbortSignal,
  declared: Pick<typeof ORDER_AGGREGATIONS, 'inStatus'> = ORDER_AGGREGATIONS,
): Promise<StatusCount[]> {
  return Promise.all(
    ORDER_STATUSES.map(async (status) => {
      const count = await inPool(() => withTimeout(countOf(declared.inStatus, { status }, null), READ_WAIT_MS), signal);
      return { status, count };
    }),
  );
}
