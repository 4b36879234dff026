/**
 * Orders as the seed stores them (docs/data-model.md `orders`): money in baisa, absent
 * texts as '', items with the fields of src/entities/order.ts, and each order's status
 * timeline in the audit trail (docs/access.md, "Audit trail"), as the marketplace's
 * backend and the panel write it. Adds a history of orders over the last 60 days in
 * every status, the panel's own cancellations included.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';
import type { OrderStatus } from '../../src/entities/order';
import { DEMO_ACCOUNTS } from './accounts';
import { buildOrder, type OrderContext, type Person, type SeedDoc } from './build';
import { DAY_MS, HOUR_MS, MINUTE_MS, pad, Rng } from './random';

const baisa = (omrAmount: unknown) => Math.round(Number(omrAmount ?? 0) * 1000);
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An order as built by buildOrder (OMR floats, nulls) in its stored form.
 * @param data the built order
 * @returns the stored fields: baisa, '' for absent texts, totals that add up exactly
 */
export function storedOrder(data: Record<string, unknown>): Record<string, unknown> {
  const items = (Array.isArray(data['items']) ? (data['items'] as Record<string, unknown>[]) : []).map((item) => {
    const price = baisa(item['price']);
    const quantity = Number(item['quantity'] ?? 1);
    return {
      productId: textOf(item['productId']),
      nameEn: textOf(item['nameEn']),
      nameAr: textOf(item['nameAr']),
      originalPrice: baisa(item['originalPrice']),
      price,
      discount: Number(item['discount'] ?? 0),
      quantity,
      totalAmount: price * quantity,
    };
  });
  const subtotal = items.reduce((sum, item) => sum + item.totalAmount, 0);
  const deliveryFee = baisa(data['deliveryFee']);
  const couponDiscount = Math.min(subtotal, baisa(data['couponDiscount']));
  const vat = baisa(data['vat']);
  return {
    ...data,
    items,
    subtotal,
    deliveryFee,
    couponDiscount,
    vat,
    totalPrice: subtotal + deliveryFee - couponDiscount + vat,
    couponCode: textOf(data['couponCode']),
    address: textOf(data['address']),
    note: textOf(data['note']),
    cancellationReason: textOf(data['cancellationReason']),
  };
}

/** The steps from pending to a status, as ORDER_FLOW moves an order. */
const PATH_TO: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: [],
  accepted: ['accepted'],
  preparing: ['accepted', 'preparing'],
  onTheWay: ['accepted', 'preparing', 'onTheWay'],
  delivered: ['accepted', 'preparing', 'onTheWay', 'delivered'],
  cancelledByUser: ['cancelledByUser'],
  cancelledBySupplier: ['accepted', 'cancelledBySupplier'],
  cancelledByAdmin: ['accepted', 'preparing', 'cancelledByAdmin'],
};

const ADMIN_UID = DEMO_ACCOUNTS[0]?.uid ?? 'admin-uid';

/** Reasons staff cancel an order (decision reasons typed in the panel). */
const ADMIN_CANCEL_REASONS = [
  'The customer asked support to cancel: wrong delivery address.',
  'The store closed early for maintenance; the customer was refunded.',
  'Duplicate order placed by mistake.',
] as const;

/**
 * The audit entries of an order's timeline (placed, then each step) and the stamp of
 * its last entry.
 * @returns the entries and the fields to merge into the order (auditId, decision stamp)
 */
function timeline(id: string, order: Record<string, unknown>): { entries: SeedDoc[]; stamp: Record<string, unknown> } {
  const status = order['status'] as OrderStatus;
  const created = (order['createdAt'] as Timestamp).toMillis();
  const updated = (order['updatedAt'] as Timestamp).toMillis();
  const steps = PATH_TO[status];
  const actorOf = (to: OrderStatus): string => {
    if (to === 'cancelledByUser') return String(order['userId']);
    if (to === 'onTheWay' || to === 'delivered') return String(order['riderId'] ?? order['deliveryCompanyId']);
    if (to === 'cancelledByAdmin') return ADMIN_UID;
    return String(order['supplierId']);
  };
  const base = { collection: COLLECTIONS.orders, docId: id, path: '/allOrders', subjectId: order['userId'] };
  const entries: SeedDoc[] = [
    {
      collection: COLLECTIONS.auditLog,
      id: `${id}-0`,
      data: {
        ...base,
        action: 'create',
        before: null,
        after: { status: 'pending' },
        reason: null,
        actor: String(order['userId']),
        at: Timestamp.fromMillis(created),
      },
    },
  ];
  let previous: OrderStatus = 'pending';
  steps.forEach((to, index) => {
    const at = created + Math.round(((updated - created) * (index + 1)) / steps.length);
    const reason = to === 'cancelledByAdmin' ? String(order['decisionReason'] ?? '') : null;
    entries.push({
      collection: COLLECTIONS.auditLog,
      id: `${id}-${index + 1}`,
      data: {
        ...base,
        action: to === 'cancelledByAdmin' ? 'decision' : 'status',
        before: { status: previous },
        after: { status: to },
        reason: reason || (to.startsWith('cancelled') ? textOf(order['cancellationReason']) || null : null),
        actor: actorOf(to),
        at: Timestamp.fromMillis(at),
      },
    });
    previous = to;
  });
  const last = entries[entries.length - 1];
  return { entries, stamp: { auditId: last?.id ?? null } };
}

/** Orders of the regular customer (regularCustomer) over the last 60 days. */
export const REGULAR_CUSTOMER_ORDERS = 30;

/**
 * The seed's regular customer, who orders every other day: the first customer (in
 * Muscat), whose page shows several pages of orders.
 * @returns the customer
 * @throws Error when the seed has no customer
 */
export function regularCustomer(ctx: Pick<OrderContext, 'customers'>): Person {
  const customer = ctx.customers.find((c) => c.cityId === 'city-muscat');
  if (!customer) throw new Error('The seed has no customer in Muscat');
  return customer;
}

/**
 * The stored orders of the base seed plus a 60-day history in every status and the
 * regular customer's orders, with their timelines.
 * @param nowMs the seed's reference time
 * @param ctx customers and riders
 * @param base the base orders (built, OMR) by id
 * @returns the order and audit documents to write
 */
export function orderDocs(
  nowMs: number,
  ctx: OrderContext,
  base: readonly { readonly id: string; readonly data: Record<string, unknown> }[],
): SeedDoc[] {
  const rng = new Rng(60_060_060);
  const built = [...base];
  // Two to four orders a day over the last 60 days, each final status and the open
  // ones of the last two days.
  let n = 1;
  for (let day = 59; day >= 0; day--) {
    const perDay = rng.int(2, 4);
    for (let k = 0; k < perDay; k++) {
      const status: OrderStatus =
        day <= 1 && rng.chance(0.4)
          ? rng.pick(['pending', 'accepted', 'preparing', 'onTheWay'] as const)
          : rng.pick([
              'delivered',
              'delivered',
              'delivered',
              'delivered',
              'cancelledByUser',
              'cancelledBySupplier',
              'cancelledByAdmin',
            ] as const);
      const createdMs = Math.min(
        nowMs - 10 * MINUTE_MS,
        nowMs - day * DAY_MS - rng.int(1, 14) * HOUR_MS - rng.int(0, 59) * MINUTE_MS,
      );
      // buildOrder knows the statuses of the apps; the panel's cancellation starts as
      // a preparing order cancelled by staff.
      const data = buildOrder(rng, ctx, status === 'cancelledByAdmin' ? 'preparing' : status, createdMs);
      if (status === 'cancelledByAdmin') {
        data['status'] = 'cancelledByAdmin';
        data['decisionReason'] = rng.pick(ADMIN_CANCEL_REASONS);
        data['decidedBy'] = ADMIN_UID;
        data['decidedAt'] = Timestamp.fromMillis(createdMs + 20 * MINUTE_MS);
        data['updatedAt'] = data['decidedAt'];
        data['updatedBy'] = ADMIN_UID;
      }
      built.push({ id: `order-h${pad(n, 4)}`, data });
      n++;
    }
  }
  // A regular customer: a delivered (now and then cancelled) order every other day from
  // the Muscat stores, so their orders page on their page (at least 3 pages of 10).
  const regular = regularCustomer(ctx);
  for (let k = 0; k < REGULAR_CUSTOMER_ORDERS; k++) {
    const createdMs = nowMs - (2 * k + 1) * DAY_MS + rng.int(9, 20) * HOUR_MS;
    const status: OrderStatus = rng.chance(0.15) ? 'cancelledByUser' : 'delivered';
    const supplierId = rng.pick(['supplier-001', 'supplier-002', 'supplier-003'] as const);
    built.push({
      id: `order-r${pad(k + 1, 4)}`,
      data: buildOrder(rng, ctx, status, createdMs, supplierId, regular.id),
    });
  }
  const docs: SeedDoc[] = [];
  for (const { id, data } of built) {
    const stored = storedOrder(data);
    const { entries, stamp } = timeline(id, stored);
    docs.push({ collection: COLLECTIONS.orders, id, data: { ...stored, ...stamp } }, ...entries);
  }
  return docs;
}
