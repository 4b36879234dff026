/**
 * Every aggregation query the panel runs (issue 46 item 2; docs/performance.md "Every
 * query indexed"), declared once with fields typed by the definitions' rows: the screens
 * run them through src/lib/data/aggregate.ts, and the index generator
 * (scripts/lib/generated.ts) adds a composite index for each shape the others do not
 * serve. Only types of the definitions are imported: a screen that counts loads no
 * definition.
 */
import { COLLECTIONS, type UserType } from '@/config/collections';
import { aggregation, type Aggregation } from '@/lib/data/aggregation';
import type { Row } from '@/lib/entity/define';
import type { articleEntity } from './article';
import type { categoryEntity } from './category';
import type { couponEntity } from './coupon';
import type { faqEntity } from './faq';
import type { Order } from './order';
import type { customerEntity } from './people';
import type { PrizeFine } from './prizeFine';
import type { productEntity } from './product';
import type { Review } from './review';
import type { Refund } from './refund';
import type { RiderAccount } from './riderAccount';
import type { subscriptionPackageEntity } from './subscriptionPackage';

/** A users document, of any type (its `type`, the definitions' scope, and the fields all types share). */
type Person = Row<typeof customerEntity.fields> & { readonly type: UserType };

/** The orders' aggregations: the dashboard's charts and counter, the sales report. */
export const ORDER_AGGREGATIONS = {
  all: aggregation<Order>()(COLLECTIONS.orders),
  inStatus: aggregation<Order>()(COLLECTIONS.orders, ['status']),
  placedBetween: aggregation<Order>()(COLLECTIONS.orders, [], 'createdAt'),
  inStatusPlacedBetween: aggregation<Order>()(COLLECTIONS.orders, ['status'], 'createdAt'),
  ofSupplierInStatusPlacedBetween: aggregation<Order>()(COLLECTIONS.orders, ['status', 'supplierId'], 'createdAt'),
} as const;

/** The refunds' aggregations: the dashboard's counters, the sales report's refunds by who bears them. */
export const REFUND_AGGREGATIONS = {
  inStatus: aggregation<Refund>()(COLLECTIONS.refunds, ['status']),
  chargedDecidedBetween: aggregation<Refund>()(COLLECTIONS.refunds, ['status', 'chargedTo'], 'decidedAt'),
  ofSupplierChargedDecidedBetween: aggregation<Refund>()(
    COLLECTIONS.refunds,
    ['status', 'chargedTo', 'supplierId'],
    'decidedAt',
  ),
} as const;

/** The dashboard's counters of whole collections and of people by type. */
export const COUNT_AGGREGATIONS = {
  peopleOfType: aggregation<Person>()(COLLECTIONS.users, ['type']),
  subscriptionPackages: aggregation<Row<typeof subscriptionPackageEntity.fields>>()(COLLECTIONS.subscriptionPackages),
  categories: aggregation<Row<typeof categoryEntity.fields>>()(COLLECTIONS.categories),
  coupons: aggregation<Row<typeof couponEntity.fields>>()(COLLECTIONS.coupons),
  products: aggregation<Row<typeof productEntity.fields>>()(COLLECTIONS.products),
  faqs: aggregation<Row<typeof faqEntity.fields>>()(COLLECTIONS.faqs),
  articles: aggregation<Row<typeof articleEntity.fields>>()(COLLECTIONS.articles),
} as const;

/** The riders' accounts of one delivery company: its cash is theirs (src/lib/data/companyCash.ts). */
export const RIDER_ACCOUNT_AGGREGATIONS = {
  ofCompany: aggregation<RiderAccount>()(COLLECTIONS.riderAccounts, ['deliveryCompanyId']),
} as const;

/** The rewards and fines of one person: their approved totals by type (src/components/screens/prizesFines.tsx). */
export const PRIZE_FINE_AGGREGATIONS = {
  ofPersonByTypeInStatus: aggregation<PrizeFine>()(COLLECTIONS.prizesFines, ['personId', 'type', 'status']),
} as const;

/** The shown reviews of one person: their average rating and how many (src/components/screens/reviews.tsx). */
export const REVIEW_AGGREGATIONS = {
  ofSubjectInStatus: aggregation<Review>()(COLLECTIONS.reviews, ['subjectId', 'status']),
} as const;

/** Every declaration above, for the index generator. */
export const AGGREGATIONS: readonly Aggregation<unknown>[] = [
  ORDER_AGGREGATIONS,
  REFUND_AGGREGATIONS,
  COUNT_AGGREGATIONS,
  RIDER_ACCOUNT_AGGREGATIONS,
  PRIZE_FINE_AGGREGATIONS,
  REVIEW_AGGREGATIONS,
].flatMap((group) => Object.values(group) as Aggregation<unknown>[]);
