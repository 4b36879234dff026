/**
 * The dashboard counters (spec §1's twelve, and issue 32's refunds): what each counts and which screen its
 * view-all link opens. A counter shows only to someone whose Access opens that
 * screen, since the security rules let only them count its documents.
 */
import { COLLECTIONS, USER_TYPE_PATH, type CollectionName, type UserType } from '@/config/collections';
import type { NavPath } from '@/config/navigation';

export interface CounterDefinition {
  readonly id: string;
  /** i18n key of the label, e.g. `dashboard.TotalOrder` (spec §3). */
  readonly labelKey: string;
  /** The view-all link and the Access path the counter needs. */
  readonly path: NavPath;
  readonly collection: CollectionName;
  /** For users: the type counted. */
  readonly userType?: UserType;
  /** Only the documents whose field holds this value (pending refunds). */
  readonly where?: { readonly field: string; readonly value: string };
  /** A money field (baisa) summed instead of counting, shown as an amount (approved refunds). */
  readonly sum?: string;
}

const users = (id: string, labelKey: string, userType: UserType): CounterDefinition => ({
  id,
  labelKey,
  path: USER_TYPE_PATH[userType],
  collection: COLLECTIONS.users,
  userType,
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
    collection: COLLECTIONS.subscriptionPackages,
  },
  { id: 'categories', labelKey: 'dashboard.TotalCategory', path: '/Category', collection: COLLECTIONS.categories },
  { id: 'coupons', labelKey: 'dashboard.TotalCoupon', path: '/coupon', collection: COLLECTIONS.coupons },
  { id: 'products', labelKey: 'dashboard.TotalProduct', path: '/Products', collection: COLLECTIONS.products },
  { id: 'faqs', labelKey: 'dashboard.TotalFAQ', path: '/FAQs', collection: COLLECTIONS.faqs },
  { id: 'articles', labelKey: 'dashboard.TotalArticle', path: '/articles', collection: COLLECTIONS.articles },
  { id: 'orders', labelKey: 'dashboard.TotalOrder', path: '/allOrders', collection: COLLECTIONS.orders },
  // Refunds (issue 32): those waiting for a second employee, and the approved sum.
  {
    id: 'refundsPending',
    labelKey: 'dashboard.PendingRefunds',
    path: '/refunds',
    collection: COLLECTIONS.refunds,
    where: { field: 'status', value: 'pending' },
  },
  {
    id: 'refundedTotal',
    labelKey: 'dashboard.RefundedTotal',
    path: '/refunds',
    collection: COLLECTIONS.refunds,
    where: { field: 'status', value: 'approved' },
    sum: 'amount',
  },
];
