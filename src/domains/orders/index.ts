/**
 * The orders domain (issue 46 item 4; docs/adding-an-entity.md "Where a domain's screens
 * live"): every screen and order-specific model of orders, refunds, the late queues,
 * the live map and the reports, in one folder; the definitions stay in src/entities.
 * - list/: /allOrders and /supplierCancelledOrders, the order screen (orderScreen) and
 *   the live list;
 * - detail/: an order's page, its timeline, dispatch (assign, un-assign, riders' cash);
 * - late/: the late queues (lateModel), their store and the board;
 * - map/: the live map and its model;
 * - refunds/: /refunds and the refund screen an order's page lists;
 * - reports/: /reports, the daily sales and supplier settlement.
 *
 * This file is the domain's public face: a feature, another domain or the app imports
 * only what is exported here (eslint.config.js, "Domains"). The menu screens are not
 * exported: src/app/screens.ts loads each one lazily by its module (its own chunk, so
 * no first screen carries orders code).
 */
export { orderScreen } from './list/screen';
export { useLateOrders, type LateState } from './late/lateOrders';
