/**
 * A customer's whole story, read (issue 50, item 5; docs/data-model.md "A customer's
 * story"; the pure part, the flag and the indexes in ./customerStoryModel.ts): their
 * orders' count, value and refunded sum in one aggregation query, their refunded and
 * cancelled orders' counts, their service requests and reviews counted, and their last
 * few orders (one bounded read, at most MAX_FLAG_ORDERS) for the last order and the
 * refund flag. Never reads every order.
 */
import {
  collection,
  count,
  getAggregate,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  sum,
  where,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';
import { readDate } from './convert';
import { MAX_FLAG_ORDERS, REFUNDED_FIELD } from './customerStoryModel';

/** One of the customer's last orders, as the story shows it. */
export interface RecentOrder {
  readonly id: string;
  readonly createdAt: Date | null;
  /** baisa */
  readonly totalPrice: number;
  /** The approved refunds' sum, baisa. */
  readonly refundedAmount: number;
}

/** A customer's figures; a count the viewer may not read is null. */
export interface CustomerFigures {
  readonly orders: number;
  /** The orders' total value, baisa. */
  readonly value: number;
  /** Orders with an approved refund. */
  readonly refundedOrders: number;
  /** The approved refunds' sum, baisa. */
  readonly refunded: number;
  /** Orders cancelled (by the customer, the supplier or the platform). */
  readonly cancelled: number;
  readonly requests: number | null;
  /** Reviews the customer wrote, and those written about them. */
  readonly reviewsWritten: number | null;
  readonly reviewsReceived: number | null;
}

/** Which counts the viewer may read beyond the orders (their Access, asked by the caller). */
export interface StoryReadable {
  readonly requests: boolean;
  readonly reviews: boolean;
}

const orders = () => collection(db, COLLECTIONS.orders);

/** The number of documents of a collection whose `field` is the customer, or null when not readable. */
async function counted(readable: boolean, name: string, field: string, userId: string): Promise<number | null> {
  if (!readable) return null;
  return (await getCount(query(collection(db, name), where(field, '==', userId)))).data().count;
}

/**
 * The customer's figures, by aggregation queries only (6 at most, in parallel).
 * @param userId the customer's users document id
 * @param readable which of the other collections the viewer reads
 * @param cancelledStatuses the order statuses that are a cancellation (at most 30)
 * @throws FirebaseError (permission-denied when the viewer may not read orders)
 */
export async function customerFigures(
  userId: string,
  readable: StoryReadable,
  cancelledStatuses: readonly string[],
): Promise<CustomerFigures> {
  const mine = where('userId', '==', userId);
  const [all, refundedOrders, cancelled, requests, reviewsWritten, reviewsReceived] = await Promise.all([
    getAggregate(query(orders(), mine), {
      orders: count(),
      value: sum('totalPrice'),
      refunded: sum(REFUNDED_FIELD),
    }),
    getCount(query(orders(), mine, where(REFUNDED_FIELD, '>', 0))),
    getCount(query(orders(), mine, where('status', 'in', [...cancelledStatuses]))),
    counted(readable.requests, COLLECTIONS.customerService, 'userId', userId),
    counted(readable.reviews, COLLECTIONS.reviews, 'authorId', userId),
    counted(readable.reviews, COLLECTIONS.reviews, 'subjectId', userId),
  ]);
  const totals = all.data();
  return {
    orders: totals.orders,
    value: Number(totals.value ?? 0),
    refunded: Number(totals.refunded ?? 0),
    refundedOrders: refundedOrders.data().count,
    cancelled: cancelled.data().count,
    requests,
    reviewsWritten,
    reviewsReceived,
  };
}

/**
 * The customer's last orders, newest first (the orders list's `userId` + `createdAt` index).
 * @param userId the customer's users document id
 * @param size how many (1 to MAX_FLAG_ORDERS)
 */
export async function recentOrders(userId: string, size: number): Promise<RecentOrder[]> {
  const snapshot = await getDocs(
    query(
      orders(),
      where('userId', '==', userId),
      orderBy('createdAt', 'desc'),
      limit(Math.max(1, Math.min(MAX_FLAG_ORDERS, size))),
    ),
  );
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      createdAt: readDate(data['createdAt']),
      totalPrice: Number(data['totalPrice'] ?? 0),
      refundedAmount: Number(data[REFUNDED_FIELD] ?? 0),
    };
  });
}
