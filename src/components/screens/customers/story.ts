/**
 * The reads of a customer's story (issue 50, item 5; docs/data-model.md "A customer's
 * story") as TanStack `queryOptions`, keyed under the orders' key, so a write to an order
 * (an approved refund, a cancellation) refreshes them: the figures (aggregation queries,
 * src/lib/data/customerStory.ts), the last orders (one bounded read) and the refund
 * flag's setting (App info, read only by those who may, else the default).
 */
import { queryOptions } from '@tanstack/react-query';
import { appInfoQuery } from '@/components/screens/appInfo';
import { CANCELLED_STATUSES, orderEntity } from '@/entities/order';
import { customerFigures, recentOrders, type StoryReadable } from '@/lib/data/customerStory';
import { entityKeys } from '@/lib/query/keys';

/** The customer's figures (counts and sums; never their orders read). */
export const customerFiguresQuery = (userId: string, readable: StoryReadable) =>
  queryOptions({
    queryKey: entityKeys(orderEntity).count('customerStory', userId, readable),
    queryFn: () => customerFigures(userId, readable, CANCELLED_STATUSES),
    enabled: Boolean(userId),
  });

/** The customer's last `size` orders, newest first (at most MAX_FLAG_ORDERS). */
export const recentOrdersQuery = (userId: string, size: number) =>
  queryOptions({
    queryKey: entityKeys(orderEntity).list('customerRecent', userId, size),
    queryFn: () => recentOrders(userId, size),
    enabled: Boolean(userId),
  });

/** App info (the refund flag's setting), when the viewer may read it. */
export const flagSettingQuery = (readable: boolean) => ({ ...appInfoQuery(), enabled: readable });
