/**
 * The dashboard counters (spec §1's twelve, and issue 32's refunds): what each counts and which screen its
 * view-all link opens. A counter shows only to someone whose Access opens that
 * screen, since the security rules let only them count its documents.
 */
import { USER_TYPE_PATH, type UserType } from '@/config/collections';
import type { NavPath } from '@/config/navigation';
import { COUNT_AGGREGATIONS, ORDER_AGGREGATIONS, REFUND_AGGREGATIONS } from '@/entities/aggregations';
import type { Aggregation, EqualityValues, NumberKeys } from '@/lib/data/aggregation';

/** What a counter reads: an aggregation (src/entities/aggregations.ts), its equality values, and the field it sums. */
export interface CounterQuery {
  readonly declared: Aggregation<unknown>;
  readonly values: Readonly<Record<string, string | number | boolean>>;
  /** A money field (baisa) summed instead of counting, shown as an amount. */
  readonly sum: string | null;
}

export interface CounterDefinition {
  readonly id: string;
  /** i18n key of the label, e.g. `dashboard.TotalOrder` (spec §3). */
  readonly labelKey: string;
  /** The view-all link and the Access path the counter needs. */
  readonly path: NavPath;
  readonly query: CounterQuery;
}

/**
 * A counter's query, its values and sum typed by the aggregation's row.
 * @param declared the aggregation (no time range)
 * @param values a value for each of its equality fields
 * @param sum a number field to sum (money: baisa), or nothing to count
 */
function read<R, E extends string, F extends NumberKeys<R>>(
  declared: Aggregation<R, E, never>,
  values: EqualityValues<R, E>,
  sum?: F,
): CounterQuery {
  return { declared: declared as Aggregation<unknown>, values: values as CounterQuery['values'], sum: sum ?? null };
}

const users = (id: string, labelKey: string, type: UserType): CounterDefinition => ({
  id,
  labelKey,
  path: USER_TYPE_PATH[type],
  query: read(COUNT_AGGREGATIONS.peopleOfType, { type }),
});

export const COUNTERS: readonly CounterDefinition[] = [
  users('users', 'dashboard.TotalUser', 'user'),
  users('suppliers', 'dashboard.TotalSupplier', 'supplier'),
  users('deliveryCompanies', 'dashboard.TotalDeliveryCompany', 'deliveryCompany'),
  users('riders', 'dashboard.TotalRider', 'rider'),
  users('employees', 'dashboard.TotalEmployee', 'employee'),
  {
    id: 'packages',
    labelKey: 'dashboard.TotalSubscriptionPackage',
    path: '/SubscriptionPackages',
    query: read(COUNT_AGGREGATIONS.subscriptionPackages, {}),
  },
  {
    id: 'categories',
    labelKey: 'dashboard.TotalCategory',
    path: '/Category',
    query: read(COUNT_AGGREGATIONS.categories, {}),
  },
  { id: 'coupons', labelKey: 'dashboard.TotalCoupon', path: '/coupon', query: read(COUNT_AGGREGATIONS.coupons, {}) },
  {
    id: 'products',
    labelKey: 'dashboard.TotalProduct',
    path: '/Products',
    query: read(COUNT_AGGREGATIONS.products, {}),
  },
  { id: 'faqs', labelKey: 'dashboard.TotalFAQ', path: '/FAQs', query: read(COUNT_AGGREGATIONS.faqs, {}) },
  {
    id: 'articles',
    labelKey: 'dashboard.TotalArticle',
    path: '/articles',
    query: read(COUNT_AGGREGATIONS.articles, {}),
  },
  { id: 'orders', labelKey: 'dashboard.TotalOrder', path: '/allOrders', query: read(ORDER_AGGREGATIONS.all, {}) },
  // Refunds (issue 32): those waiting for a second employee, and the approved sum.
  {
    id: 'refundsPending',
    labelKey: 'dashboard.PendingRefunds',
    path: '/refunds',
    query: read(REFUND_AGGREGATIONS.inStatus, { status: 'pending' }),
  },
  {
    id: 'refundedTotal',
    labelKey: 'dashboard.RefundedTotal',
    path: '/refunds',
    query: read(REFUND_AGGREGATIONS.inStatus, { status: 'approved' }, 'amount'),
  },
];
