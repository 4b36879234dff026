/**
 * Order (spec §2 /allOrders, §3 Order: items, quantity, total price, status, delivery
 * status, payment method, note, cancellation reason, customer, supplier, rider, delivery
 * company, date; docs/data-model.md `orders`). Orders are placed and moved along by the
 * marketplace's apps; the panel reads them and takes only the status steps of
 * ORDER_FLOW that staff may take (accept, start preparing, cancel), each a decision
 * recorded in the audit trail (docs/access.md). Money is in baisa.
 */
import { COLLECTIONS } from '@/config/collections';
import { APP_INFO_ID } from './appInfo';
import { ORDER_IDENTITY, ORDER_STATUSES, type OrderStatus } from './orderStatus';
import { eq, minus } from '@/lib/entity/checks';
import { defineEntity, type Row, type Transition } from '@/lib/entity/define';
import { date, decimal, enumeration, integer, list, money, percentage, reference, text } from '@/lib/entity/fields';

// Every order status, declared apart so the dashboard counts by status without this definition.
export { ORDER_STATUSES, type OrderStatus };

export const DELIVERY_STATUSES = ['unassigned', 'assigned', 'pickedUp', 'delivered'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Who takes a step of the state machine. */
export type OrderActor = 'customer' | 'supplier' | 'rider' | 'staff';

/**
 * The state machine (docs/data-model.md, "Order status"): from each status, the next
 * statuses and who may move the order there. The marketplace's apps follow it through
 * the backend; staff take their steps in the panel (ORDER_TRANSITIONS), and the rules
 * accept exactly those. Final statuses have no next step.
 */
export const ORDER_FLOW: Readonly<Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderActor[]>>>>> =
  {
    pending: {
      accepted: ['supplier', 'staff'],
      cancelledByUser: ['customer'],
      cancelledBySupplier: ['supplier'],
      cancelledByAdmin: ['staff'],
    },
    accepted: {
      preparing: ['supplier', 'staff'],
      cancelledByUser: ['customer'],
      cancelledBySupplier: ['supplier'],
      cancelledByAdmin: ['staff'],
    },
    preparing: {
      onTheWay: ['rider'],
      cancelledBySupplier: ['supplier'],
      cancelledByAdmin: ['staff'],
    },
    onTheWay: { delivered: ['rider'], cancelledByAdmin: ['staff'] },
    delivered: {},
    cancelledByUser: {},
    cancelledBySupplier: {},
    cancelledByAdmin: {},
  };

/** Statuses after which nothing happens any more. */
export const FINAL_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => Object.keys(ORDER_FLOW[status]).length === 0,
);

/** The cancelled statuses. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = [
  'cancelledByUser',
  'cancelledBySupplier',
  'cancelledByAdmin',
];

/**
 * The statuses staff may move an order to from `status` (what the panel offers).
 * @returns next statuses in ORDER_FLOW whose actors include staff
 */
export function staffNextStatuses(status: OrderStatus): OrderStatus[] {
  return (Object.entries(ORDER_FLOW[status]) as [OrderStatus, readonly OrderActor[]][])
    .filter(([, actors]) => actors.includes('staff'))
    .map(([next]) => next);
}

/** The statuses from which staff may move an order to `to`. */
function staffFrom(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => staffNextStatuses(from).includes(to));
}

/** Staff's steps as decisions of the definition (derived from ORDER_FLOW). */
const ORDER_TRANSITIONS: Readonly<Record<'accept' | 'prepare' | 'cancel', Transition<'status', OrderStatus>>> = {
  accept: {
    field: 'status',
    from: staffFrom('accepted'),
    to: 'accepted',
    labelKey: 'order.accept',
    confirmKey: 'order.acceptConfirm',
    successKey: 'order.acceptedMessage',
  },
  prepare: {
    field: 'status',
    from: staffFrom('preparing'),
    to: 'preparing',
    labelKey: 'order.prepare',
    confirmKey: 'order.prepareConfirm',
    successKey: 'order.preparingMessage',
  },
  cancel: {
    field: 'status',
    from: staffFrom('cancelledByAdmin'),
    to: 'cancelledByAdmin',
    labelKey: 'order.cancel',
    confirmKey: 'order.cancelConfirm',
    successKey: 'order.cancelledMessage',
    danger: true,
    reasonRequired: true,
  },
};

/** Delivery statuses from which staff may assign or reassign (before the rider picks the order up). */
export const ASSIGNABLE_DELIVERY_STATUSES: readonly DeliveryStatus[] = ['unassigned', 'assigned'];

/** The statuses that still move (neither delivered nor cancelled). */
const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter((status) => Object.keys(ORDER_FLOW[status]).length > 0);

/**
 * The rider order timer's value when App info has none (seconds; the late board's
 * default too, src/domains/orders/late/timers.ts).
 */
export const DEFAULT_RIDER_ORDER_TIMER_SECONDS = 120;

/**
 * Dispatch (issue 32; docs/data-model.md "Dispatch"): staff name the delivery company and
 * one of its riders, neither blocked, while the order is open and not picked up; the
 * delivery status becomes `assigned`. A decision: confirmed, audited, rules-enforced.
 */
const ORDER_ASSIGN = {
  kind: 'assign',
  labelKey: 'order.assign',
  confirmKey: 'order.assignConfirm',
  successKey: 'order.assignedMessage',
  people: ['deliveryCompanyId', 'riderId'],
  links: [{ field: 'riderId', personField: 'deliveryCompanyId', equals: 'deliveryCompanyId' }],
  when: {
    status: OPEN_ORDER_STATUSES,
    deliveryStatus: ASSIGNABLE_DELIVERY_STATUSES,
  },
  sets: { deliveryStatus: 'assigned' },
  // When the rider was assigned (server time): the rider order timer runs from it.
  stampedAt: 'assignedAt',
  // Issue 49 item 3: a rider holding App info's cash limit or more must remit first (the
  // assign dialog does not offer them, src/domains/orders/detail/riderCash.ts).
  limits: [
    {
      field: 'riderId',
      account: { collection: COLLECTIONS.riderAccounts, field: 'cashHeld' },
      setting: { collection: COLLECTIONS.appInfo, id: APP_INFO_ID, field: 'riderCashLimit' },
    },
  ],
} as const;

/**
 * Issue 50 item 3: a rider who has not taken the order on (still `assigned`) within App
 * info's rider order timer is taken off it in one tap; the company and the rider are
 * cleared and the order is back in the unassigned queue (docs/data-model.md "Dispatch").
 */
const ORDER_UNASSIGN = {
  kind: 'release',
  of: 'assign',
  labelKey: 'order.unassign',
  confirmKey: 'order.unassignConfirm',
  successKey: 'order.unassignedMessage',
  when: { status: OPEN_ORDER_STATUSES, deliveryStatus: ['assigned'] },
  sets: { deliveryStatus: 'unassigned' },
  after: {
    setting: { collection: COLLECTIONS.appInfo, id: APP_INFO_ID, field: 'riderOrderTimerSeconds' },
    defaultSeconds: DEFAULT_RIDER_ORDER_TIMER_SECONDS,
  },
} as const;

/** Highest amount of one order or item, in OMR (decision). */
export const MAX_ORDER_OMR = 100_000;

/** Most items in one order (decision). */
export const MAX_ORDER_ITEMS = 100;

/** An item as embedded in an order (the product as it was when ordered). */
export const ORDER_ITEM_FIELDS = {
  productId: text('order.item.productId', 1500, { dir: 'ltr' }),
  nameEn: text('order.item.nameEn', 200, { dir: 'ltr' }),
  nameAr: text('order.item.nameAr', 200, { dir: 'rtl' }),
  originalPrice: money('order.item.originalPrice', 0, MAX_ORDER_OMR),
  price: money('order.item.price', 0, MAX_ORDER_OMR),
  discount: percentage('order.item.discount'),
  quantity: integer('order.item.quantity', 1, 10_000),
  totalAmount: money('order.item.totalAmount', 0, MAX_ORDER_OMR),
} as const;

const ro = { readOnly: true } as const;

/** The orders collection. */
export const orderEntity = defineEntity({
  name: ORDER_IDENTITY.name,
  collection: ORDER_IDENTITY.collection,
  access: {
    owner: '/allOrders',
    readers: [
      { path: '/user', reason: "a customer's page lists their orders" },
      { path: '/supplier', reason: "a supplier's page lists their orders" },
      { path: '/deliveryCompany', reason: "a delivery company's page lists its orders" },
      { path: '/rider', reason: "a rider's page lists their orders" },
      { path: '/supplierCancelledOrders', reason: 'lists the orders suppliers cancelled' },
      { path: '/refunds', reason: "a refund shows its order's total and refunded amount" },
    ],
  },
  fields: {
    userId: reference('order.customer', COLLECTIONS.users, 'customer', { ...ro, column: { width: 170 } }),
    supplierId: reference('order.supplier', COLLECTIONS.users, 'supplier', { ...ro, column: { width: 170 } }),
    deliveryCompanyId: reference('order.deliveryCompany', COLLECTIONS.users, 'deliveryCompany', {
      ...ro,
      required: false,
      column: { width: 170, hidden: true },
    }),
    riderId: reference('order.rider', COLLECTIONS.users, 'rider', {
      ...ro,
      required: false,
      column: { width: 150, hidden: true },
    }),
    cityId: reference('order.city', COLLECTIONS.cities, 'city', { ...ro, column: false }),
    address: text('order.address', 500, { ...ro, required: false, dir: 'auto', column: false }),
    // The delivery address's position (issue 50 item 2), written by the customer app with
    // the address: the order page and the live map show which delivery zone it falls in.
    latitude: decimal('order.latitude', -90, 90, 6, {
      ...ro,
      required: false,
      nullable: true,
      column: false,
      detail: false,
    }),
    longitude: decimal('order.longitude', -180, 180, 6, {
      ...ro,
      required: false,
      nullable: true,
      column: false,
      detail: false,
    }),
    items: list('order.items', ORDER_ITEM_FIELDS, MAX_ORDER_ITEMS, ro),
    quantity: integer('order.quantity', 0, 1_000_000, { ...ro, column: { width: 90, hidden: true } }),
    subtotal: money('order.subtotal', 0, MAX_ORDER_OMR, { ...ro, column: false }),
    deliveryFee: money('order.deliveryFee', 0, MAX_ORDER_OMR, { ...ro, column: false }),
    couponDiscount: money('order.couponDiscount', 0, MAX_ORDER_OMR, { ...ro, column: false }),
    vat: money('order.vat', 0, MAX_ORDER_OMR, { ...ro, column: false }),
    totalPrice: money('order.totalPrice', 0, MAX_ORDER_OMR, { ...ro, column: { width: 130 } }),
    // The approved refunds' sum (src/entities/refund.ts): moved only by a refund's
    // approval, never past totalPrice; absent on orders never refunded (read as 0).
    refundedAmount: money('order.refundedAmount', 0, MAX_ORDER_OMR, { ...ro, required: false, column: false }),
    couponCode: text('order.couponCode', 20, { ...ro, required: false, dir: 'ltr', column: false }),
    status: enumeration('order.status', ORDER_STATUSES, 'order.statuses', {
      ...ro,
      colors: {
        pending: 'warning',
        accepted: 'info',
        preparing: 'info',
        onTheWay: 'info',
        delivered: 'success',
        cancelledByUser: 'error',
        cancelledBySupplier: 'error',
        cancelledByAdmin: 'error',
      },
      column: { width: 150 },
    }),
    deliveryStatus: enumeration('order.deliveryStatus', DELIVERY_STATUSES, 'order.deliveryStatuses', {
      ...ro,
      column: { width: 130, hidden: true },
    }),
    // Set by an assignment (server time), cleared when it is taken back; absent on
    // orders assigned before it existed (docs/data-model.md "Dispatch").
    assignedAt: date('order.assignedAt', { ...ro, required: false, column: false }),
    paymentMethod: enumeration('order.paymentMethod', PAYMENT_METHODS, 'order.paymentMethods', {
      ...ro,
      column: { width: 120, priority: 3 },
    }),
    note: text('order.note', 500, { ...ro, required: false, dir: 'auto', multiline: true, column: false }),
    cancellationReason: text('order.cancellationReason', 500, {
      ...ro,
      required: false,
      dir: 'auto',
      multiline: true,
      column: false,
    }),
  },
  stored: {
    migrations: [
      { field: 'latitude', value: null, note: "2026-11-29: the delivery address's position (delivery zones)" },
      { field: 'longitude', value: null, note: "2026-11-29: the delivery address's position (delivery zones)" },
    ],
  },
  writes: { create: 'none', edit: 'none', decide: 'panel', delete: 'none' },
  audit: { of: 'decisions', subject: 'userId' },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    dateRange: 'createdAt',
    filters: {
      status: ['createdAt'],
      deliveryStatus: ['createdAt'],
      paymentMethod: ['createdAt'],
      supplierId: ['createdAt'],
      userId: ['createdAt'],
      deliveryCompanyId: ['createdAt'],
      riderId: ['createdAt'],
    },
  },
  // The staff's status steps, and dispatch: assigning a company and rider, and taking
  // them back (docs/data-model.md "Dispatch").
  transitions: { ...ORDER_TRANSITIONS, assign: ORDER_ASSIGN, unassign: ORDER_UNASSIGN },
  checks: [
    eq('totalPrice', ['subtotal', 'deliveryFee', minus('couponDiscount'), 'vat'], {
      key: 'order.validation.total',
      on: 'totalPrice',
    }),
  ],
  title: (row) => row.id,
});

export type Order = Row<typeof orderEntity.fields>;

/** The reason an order was cancelled: the app's reason, or the staff member's decision reason. */
export function cancellationReasonOf(order: Pick<Order, 'status' | 'cancellationReason' | 'decisionReason'>): string {
  if (!CANCELLED_STATUSES.includes(order.status)) return '';
  return order.cancellationReason || (order.status === 'cancelledByAdmin' ? (order.decisionReason ?? '') : '');
}
