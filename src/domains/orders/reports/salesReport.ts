/**
 * The daily sales and settlement report (issue 32, item 6; docs/data-model.md "Daily
 * sales report"): per day, and per supplier over a range of days, the delivered orders'
 * count and money. Every figure is an aggregation query (one count and four sums per
 * day or per supplier), never a read of the orders; days are calendar days in the
 * market's time zone, an order counted on the day it was placed, a refund on the day it
 * was approved.
 */
import { queryOptions } from '@tanstack/react-query';
import pLimit from 'p-limit';
import { MARKET_TIME_ZONE, READ_WAIT_MS } from '@/config/constants';
import { ORDER_AGGREGATIONS, REFUND_AGGREGATIONS } from '@/entities/aggregations';
import { orderEntity, type OrderStatus } from '@/entities/order';
import type { RefundCharge } from '@/entities/refund';
import { supplierEntity, type Supplier } from '@/entities/supplier';
import { sumOf, totalsOf, type Totals } from '@/lib/data/aggregate';
import { dataProvider } from '@/lib/data/provider';
import type { Cursor, Page } from '@/lib/data/types';
import { daysBetween, type DayBucket } from '@/lib/days';
import { withTimeout } from '@/lib/errors';
import { entityKeys } from '@/lib/query/keys';

/** Orders whose money the report counts: delivered ones (as the dashboard's revenue). */
export const REPORTED_STATUS: OrderStatus = 'delivered';

/** The order fields summed (baisa): items, coupon discounts, delivery fees, what the customer paid. */
const SUMMED = ['subtotal', 'couponDiscount', 'deliveryFee', 'totalPrice'] as const;

/** Suppliers read per page while settling (their names come with them). */
const SUPPLIER_PAGE = 100;

/** The report's aggregation queries in flight at once (what a browser sends to one host). */
const limit = pLimit(6);

/** One line of the report: a day, a supplier, or the total. Money in baisa. */
export interface SalesLine {
  /** The day (YYYY-MM-DD) or the supplier's id; '' for the total. */
  readonly key: string;
  /** The supplier's name (supplier lines). */
  readonly name?: string;
  readonly orders: number;
  /** The items' price after item discounts (the orders' subtotal). */
  readonly items: number;
  readonly couponDiscounts: number;
  readonly deliveryFees: number;
  /** VAT: what the customer paid less items, delivery fees, plus coupon discounts (the order's own check). */
  readonly vat: number;
  /** What the customers paid (the orders' total price). */
  readonly collected: number;
  /** Refunds approved that day (of that supplier) charged to the supplier; 0 when not read. */
  readonly refundsBySupplier: number;
  /** Refunds approved that day (of that supplier) the platform bears; 0 when not read. */
  readonly refundsByPlatform: number;
  /**
   * Owed to the supplier: the items' price less the refunds charged to them. Coupons
   * are the platform's (docs/data-model.md "Daily sales report"), delivery fees go to
   * the delivery side, VAT to the state; the marketplace defines no commission.
   */
  readonly payable: number;
}

/** Approved refunds in a range: charged to the supplier, and borne by the platform (baisa). */
interface RefundTotals {
  readonly bySupplier: number;
  readonly byPlatform: number;
}

const NO_REFUNDS: RefundTotals = { bySupplier: 0, byPlatform: 0 };

/** A money column of a report line, with its header key. */
export type MoneyColumn = readonly [keyof SalesLine, string];

/** The orders' money columns, in order. */
const ORDER_COLUMNS: readonly MoneyColumn[] = [
  ['items', 'report.items'],
  ['couponDiscounts', 'report.couponDiscounts'],
  ['deliveryFees', 'report.deliveryFees'],
  ['vat', 'report.vat'],
  ['collected', 'report.collected'],
];

/** The refunds' columns, for those who read refunds. */
const REFUND_COLUMNS: readonly MoneyColumn[] = [
  ['refundsBySupplier', 'report.refundsBySupplier'],
  ['refundsByPlatform', 'report.refundsByPlatform'],
];

/**
 * The money columns of the report, in order.
 * @param withRefunds the caller reads refunds (their columns are shown, and subtracted
 *   from what suppliers are owed)
 */
export function moneyColumns(withRefunds: boolean): readonly MoneyColumn[] {
  return [...ORDER_COLUMNS, ...(withRefunds ? REFUND_COLUMNS : []), ['payable', 'report.payable']];
}

/** A line from one aggregation query's count and sums. */
function lineOf(key: string, totals: Totals<(typeof SUMMED)[number]>, refunds: RefundTotals, name?: string): SalesLine {
  const { subtotal, couponDiscount, deliveryFee, totalPrice } = totals.sums;
  return {
    key,
    ...(name === undefined ? {} : { name }),
    orders: totals.count,
    items: subtotal,
    couponDiscounts: couponDiscount,
    deliveryFees: deliveryFee,
    vat: totalPrice - subtotal - deliveryFee + couponDiscount,
    collected: totalPrice,
    refundsBySupplier: refunds.bySupplier,
    refundsByPlatform: refunds.byPlatform,
    payable: subtotal - refunds.bySupplier,
  };
}

/**
 * The sum of report lines (the report's total line).
 * @returns a line keyed '' with every figure added up
 */
export function totalLine(lines: readonly SalesLine[]): SalesLine {
  const add = (pick: (line: SalesLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    key: '',
    orders: add((l) => l.orders),
    items: add((l) => l.items),
    couponDiscounts: add((l) => l.couponDiscounts),
    deliveryFees: add((l) => l.deliveryFees),
    vat: add((l) => l.vat),
    collected: add((l) => l.collected),
    refundsBySupplier: add((l) => l.refundsBySupplier),
    refundsByPlatform: add((l) => l.refundsByPlatform),
    payable: add((l) => l.payable),
  };
}

/** One aggregation query in the pool, unless aborted before its turn. */
function inPool<T>(run: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return limit(() => {
    signal?.throwIfAborted();
    return withTimeout(run(), READ_WAIT_MS);
  });
}

/** The delivered orders' count and sums of `bucket` (of one supplier). */
function aggregate(bucket: Pick<DayBucket, 'start' | 'end'>, supplierId: string | null, signal?: AbortSignal) {
  return inPool(
    () =>
      supplierId
        ? totalsOf(
            ORDER_AGGREGATIONS.ofSupplierInStatusPlacedBetween,
            { status: REPORTED_STATUS, supplierId },
            bucket,
            SUMMED,
          )
        : totalsOf(ORDER_AGGREGATIONS.inStatusPlacedBetween, { status: REPORTED_STATUS }, bucket, SUMMED),
    signal,
  );
}

/**
 * The refunds approved in `bucket` (of one supplier), by who bears them: two
 * aggregation queries on `refunds` (status approved, chargedTo, decidedAt in range).
 * A refund counts on the day it was approved, when its money moved.
 */
async function refundsIn(
  bucket: Pick<DayBucket, 'start' | 'end'>,
  supplierId: string | null,
  signal?: AbortSignal,
): Promise<RefundTotals> {
  const sumCharged = (chargedTo: RefundCharge) =>
    inPool(
      () =>
        supplierId
          ? sumOf(
              REFUND_AGGREGATIONS.ofSupplierChargedDecidedBetween,
              { status: 'approved', chargedTo, supplierId },
              bucket,
              'amount',
            )
          : sumOf(REFUND_AGGREGATIONS.chargedDecidedBetween, { status: 'approved', chargedTo }, bucket, 'amount'),
      signal,
    );
  const [bySupplier, byPlatform] = await Promise.all([sumCharged('supplier'), sumCharged('platform')]);
  return { bySupplier, byPlatform };
}

/**
 * The report per day: one aggregation query per day (at most MAX_REPORT_DAYS).
 * @param from the first day, YYYY-MM-DD (market time zone)
 * @param to the last day, YYYY-MM-DD, on or after `from`
 * @param supplierId one supplier's orders only, or null for all
 * @param withRefunds also sum the refunds approved each day (the caller reads refunds)
 * @param signal aborts the queries not yet sent
 * @returns one line per day, oldest first (days without orders have zeros)
 * @throws FirebaseError or TimeoutError; the abort reason once aborted
 */
export async function salesPerDay(
  from: string,
  to: string,
  supplierId: string | null,
  withRefunds: boolean,
  signal?: AbortSignal,
): Promise<SalesLine[]> {
  const days = daysBetween(from, to, MARKET_TIME_ZONE);
  return Promise.all(
    days.map(async (day) => {
      const [orders, refunds] = await Promise.all([
        aggregate(day, supplierId, signal),
        withRefunds ? refundsIn(day, supplierId, signal) : NO_REFUNDS,
      ]);
      return lineOf(day.day, orders, refunds);
    }),
  );
}

/**
 * The settlement per supplier over a range of days: every supplier, a page at a time
 * (a cursor over the suppliers, never the orders), and one aggregation query each over
 * the whole range. Suppliers without a delivered order in the range are left out.
 * @param from the first day, YYYY-MM-DD; `to` the last
 * @param withRefunds also sum each supplier's refunds approved in the range
 * @param onProgress called with the number of suppliers settled so far
 * @param signal aborts between queries
 * @returns one line per supplier with orders or refunds, most collected first
 * @throws FirebaseError or TimeoutError; the abort reason once aborted
 */
export async function settlementPerSupplier(
  from: string,
  to: string,
  withRefunds: boolean,
  onProgress: (settled: number) => void,
  signal?: AbortSignal,
): Promise<SalesLine[]> {
  const days = daysBetween(from, to, MARKET_TIME_ZONE);
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return [];
  const range = { start: first.start, end: last.end };
  const lines: SalesLine[] = [];
  let settled = 0;
  let after: Cursor | null = null;
  do {
    signal?.throwIfAborted();
    const page: Page<Supplier> = await dataProvider.getList(supplierEntity, {
      pageSize: SUPPLIER_PAGE,
      sort: { field: 'name', direction: 'asc' },
      after,
    });
    const found = await Promise.all(
      page.rows.map(async (supplier) => {
        const [orders, refunds] = await Promise.all([
          aggregate(range, supplier.id, signal),
          withRefunds ? refundsIn(range, supplier.id, signal) : NO_REFUNDS,
        ]);
        const line = lineOf(supplier.id, orders, refunds, supplier.name);
        onProgress(++settled);
        return line;
      }),
    );
    lines.push(...found.filter((line) => line.orders > 0 || line.refundsBySupplier + line.refundsByPlatform > 0));
    after = page.next;
  } while (after);
  return lines.sort((a, b) => b.collected - a.collected || (a.name ?? '').localeCompare(b.name ?? ''));
}

/**
 * The per-day report as a TanStack query, under the orders' keys (a decision on an order
 * refreshes it).
 * @param from first day; `to` last day (YYYY-MM-DD); `supplierId` one supplier or ''
 * @param withRefunds also the refunds (the caller reads them)
 */
export function salesPerDayOptions(from: string, to: string, supplierId: string, withRefunds: boolean) {
  return queryOptions({
    queryKey: entityKeys(orderEntity).count('salesPerDay', from, to, supplierId, withRefunds),
    queryFn: ({ signal }) => salesPerDay(from, to, supplierId || null, withRefunds, signal),
  });
}
