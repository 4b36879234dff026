import { collection, getAggregate, getCount, query, sum, Timestamp, where } from 'firebase/firestore/lite';
import { DASHBOARD_DAYS, MARKET_TIME_ZONE, SERVER_WAIT_MS } from '@/config/constants';
import { COLLECTIONS } from '@/config/collections';
import { ORDER_STATUSES, type OrderStatus } from '@/entities/order';
import { withTimeout } from '@/lib/errors';
import { db } from '@/lib/firebase/firestore';
import { inBatches, lastDays } from './days';

/** Orders whose money counts as revenue: delivered ones (docs/data-model.md "Dashboard"). */
export const REVENUE_STATUS: OrderStatus = 'delivered';
/** Aggregation queries in flight at once. */
const CONCURRENT_QUERIES = 6;

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
 * @param collectionName the orders collection (another one of the same shape in `npm run bench`)
 * @returns one entry per day, oldest first
 * @throws FirebaseError or TimeoutError
 */
export async function ordersPerDay(now: Date, collectionName: string = COLLECTIONS.orders): Promise<DayStats[]> {
  const orders = () => collection(db, collectionName);
  const days = lastDays(now, DASHBOARD_DAYS, MARKET_TIME_ZONE);
  return inBatches(
    days.map((bucket) => async () => {
      const range = [
        where('createdAt', '>=', Timestamp.fromDate(bucket.start)),
        where('createdAt', '<', Timestamp.fromDate(bucket.end)),
      ];
      const [count, revenue] = await Promise.all([
        withTimeout(getCount(query(orders(), ...range)), SERVER_WAIT_MS),
        withTimeout(
          getAggregate(query(orders(), where('status', '==', REVENUE_STATUS), ...range), { total: sum('totalPrice') }),
          SERVER_WAIT_MS,
        ),
      ]);
      return { day: bucket.day, orders: count.data().count, revenue: revenue.data().total ?? 0 };
    }),
    CONCURRENT_QUERIES / 2,
  );
}

/** The number of orders in one status. */
export interface StatusCount {
  readonly status: OrderStatus;
  readonly count: number;
}

/**
 * The number of orders in each status, by one count query per status.
 * @param collectionName the orders collection (another one of the same shape in `npm run bench`)
 * @returns status and count, in the order of ORDER_STATUSES
 * @throws FirebaseError or TimeoutError
 */
export async function ordersByStatus(collectionName: string = COLLECTIONS.orders): Promise<StatusCount[]> {
  const orders = () => collection(db, collectionName);
  return inBatches(
    ORDER_STATUSES.map((status) => async () => {
      const snapshot = await withTimeout(getCount(query(orders(), where('status', '==', status))), SERVER_WAIT_MS);
      return { status, count: snapshot.data().count };
    }),
    CONCURRENT_QUERIES,
  );
}
