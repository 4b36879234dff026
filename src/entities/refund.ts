/**
 * Refund of an order (issue 32 part 3; docs/data-model.md `refunds`, docs/access.md
 * "Refunds"): a staff member of /refunds proposes a full or partial refund of a
 * delivered order, or of a cancelled one paid by card (a cancelled cash order was never
 * collected: refundRefusal), with a reason (REFUND_REASONS, and a note), charged to
 * the supplier or to the platform. Another holder approves or rejects it (maker-checker:
 * whoever proposed it may not decide it). Approving, in one transaction, adds the amount
 * to the order's `refundedAmount` (never past its `totalPrice`) and, when charged to the
 * supplier, takes it off their account's `earned` and `available` (never below 0: an
 * account that does not hold it refuses the approval). Amounts are integer baisa.
 * Audited on every write; proposals are never edited or deleted (a wrong one is rejected).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, money, reference, text } from '@/lib/entity/fields';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { CANCELLED_STATUSES, MAX_ORDER_OMR, type OrderStatus, type PaymentMethod } from './order';

/** Why an order is refunded (the apps show the same list: docs/data-model.md `refunds`). */
export const REFUND_REASONS = [
  'damaged',
  'missingItems',
  'wrongItems',
  'lateDelivery',
  'notDelivered',
  'quality',
  'cancelledAfterPayment',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Who bears a refund: the supplier's account, or the platform. */
export const REFUND_CHARGES = ['supplier', 'platform'] as const;
export type RefundCharge = (typeof REFUND_CHARGES)[number];

export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The order statuses a refund may be proposed for: delivered, or cancelled. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['delivered', ...CANCELLED_STATUSES];

/**
 * The payment methods that take the money when the order is placed (docs/data-model.md
 * `refunds`, "What a refund of a cancelled order means"): a cancelled order paid so was
 * charged, and may be refunded; a cancelled cash order was never collected (cash is paid
 * to the rider on delivery), so there is nothing to give back.
 */
export const PAID_WHEN_PLACED: readonly PaymentMethod[] = ['card'];

/**
 * Why an order may not be refunded, or null when it may (the rules refuse the same:
 * firestore.rules `isRefundCreatedFor`, from `createdFor` below).
 * @param order the order as stored
 * @returns 'notFinished' (neither delivered nor cancelled), 'neverPaid' (cancelled and
 *   paid in cash, so never collected) or null
 */
export function refundRefusal(order: {
  readonly status: string;
  readonly paymentMethod: string;
}): 'notFinished' | 'neverPaid' | null {
  if (!(REFUNDABLE_STATUSES as readonly string[]).includes(order.status)) return 'notFinished';
  if ((CANCELLED_STATUSES as readonly string[]).includes(order.status)) {
    if (!(PAID_WHEN_PLACED as readonly string[]).includes(order.paymentMethod)) return 'neverPaid';
  }
  return null;
}

/** The order's field naming the refund whose approval moved its refunded sum last. */
export const LAST_REFUND_FIELD = 'lastRefundId';

/** The refunds collection. */
export const refundEntity = defineEntity({
  name: 'refund',
  collection: COLLECTIONS.refunds,
  access: {
    owner: '/refunds',
  },
  fields: {
    orderId: reference('refund.order', COLLECTIONS.orders, 'order', {
      fixed: true,
      column: { width: 170, priority: 1 },
    }),
    supplierId: reference('refund.supplier', COLLECTIONS.users, 'supplier', {
      fixed: true,
      column: { flex: 1, width: 170, priority: 2 },
    }),
    amount: money('refund.amount', 0, MAX_ORDER_OMR, {
      fixed: true,
      minExclusive: true,
      minKey: 'refund.validation.amountPositive',
      column: { width: 130 },
    }),
    reason: enumeration('refund.reason', REFUND_REASONS, 'refund.reasons', {
      fixed: true,
      column: { width: 170 },
    }),
    note: text('refund.note', 500, { fixed: true, required: false, dir: 'auto', multiline: true, column: false }),
    chargedTo: enumeration('refund.chargedTo', REFUND_CHARGES, 'refund.charges', {
      fixed: true,
      column: { width: 130, priority: 3 },
    }),
    status: enumeration('refund.status', REFUND_STATUSES, 'refund.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['amount', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    filters: { status: ['createdAt'], supplierId: ['createdAt'], orderId: ['createdAt'], chargedTo: ['createdAt'] },
  },
  audit: { of: 'all', subject: 'supplierId' },
  // Money records stay: a wrong proposal is rejected, never edited nor deleted.
  writes: { create: 'panel', edit: 'none', decide: 'panel', delete: 'none' },
  // A create reads the order it refunds: delivered or cancelled, of the refund's
  // supplier, and still holding the amount (its total less the refunds approved so far;
  // an approval checks the same again through the transfer).
  createdFor: {
    collection: COLLECTIONS.orders,
    idField: 'orderId',
    when: { status: REFUNDABLE_STATUSES },
    // A cancelled order was paid only by card (refundRefusal): a cash one was never collected.
    implies: [{ if: { status: CANCELLED_STATUSES }, then: { paymentMethod: PAID_WHEN_PLACED } }],
    same: { supplierId: 'supplierId' },
    fits: { amount: 'amount', of: 'totalPrice', less: 'refundedAmount' },
  },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending'],
      to: 'approved',
      labelKey: 'refund.approve',
      confirmKey: 'refund.approveConfirm',
      // An optional note for the record (decisionReason), kept when the approval is refused.
      reasonLabelKey: 'refund.approveNote',
      successKey: 'refund.approvedMessage',
      makerChecker: true,
      transfers: [
        {
          collection: COLLECTIONS.orders,
          idField: 'orderId',
          amountField: 'amount',
          from: [],
          to: 'refundedAmount',
          atMost: 'totalPrice',
          linkField: LAST_REFUND_FIELD,
          shortKey: 'refund.validation.aboveLeft',
        },
        {
          collection: COLLECTIONS.supplierAccounts,
          idField: 'supplierId',
          amountField: 'amount',
          from: ['earned', 'available'],
          when: { field: 'chargedTo', value: 'supplier' },
          linkField: 'lastRefundId',
          shortKey: 'refund.validation.aboveAvailable',
          ledger: { kind: 'refundCharged' },
        },
      ],
    },
    reject: {
      field: 'status',
      from: ['pending'],
      to: 'rejected',
      labelKey: 'refund.reject',
      confirmKey: 'refund.rejectConfirm',
      successKey: 'refund.rejectedMessage',
      danger: true,
      reasonRequired: true,
      // Not maker-checked, like every rejection (it moves nothing): the proposer may
      // withdraw their own mistaken proposal this way (docs/access.md "Refunds").
    },
  },
  title: (row, locale) => formatCurrency(baisaToOmr(row.amount), locale),
});

export type Refund = Row<typeof refundEntity.fields>;
