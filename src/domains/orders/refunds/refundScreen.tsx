import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import type { EntityScreen } from '@/components/entity/types';
import { OrderCustomerFlag } from '@/components/screens/customers/RefundFlag';
import { orderEntity } from '@/entities/order';
import { refundEntity, refundRefusal } from '@/entities/refund';
import { supplierAccountEntity } from '@/entities/supplierAccount';
import { dataProvider } from '@/lib/data/provider';
import { entityQueries } from '@/lib/data/queries';
import { baisaToOmr, omrToBaisa, parseNumber } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';

/**
 * The refunds' screen description (issue 32, docs/access.md "Refunds"), shared by
 * /refunds (src/domains/orders/refunds/RefundsScreen.tsx) and the order's page, which lists an order's refunds.
 */

/**
 * What is left to refund of an order, in baisa: its total less the approved refunds
 * (docs/data-model.md `refunds`), or null when it may not be refunded (neither
 * delivered nor cancelled, or cancelled and paid in cash: refundRefusal).
 * @param order the order as stored (totalPrice and refundedAmount in baisa)
 */
export function refundLeft(order: {
  readonly status: string;
  readonly paymentMethod: string;
  readonly totalPrice: number;
  readonly refundedAmount: number;
}) {
  if (refundRefusal(order)) return null;
  return Math.max(0, order.totalPrice - order.refundedAmount);
}

/** The i18n key saying why an order may not be refunded (refundRefusal's answer). */
export const REFUSAL_KEYS = {
  notFinished: 'order.refundOnlyFinished',
  neverPaid: 'order.refundNeverPaid',
} as const;

/**
 * The order's total, refunded and left amounts (orders/{orderId}), read fresh, so an
 * approval shows its move at once.
 */
function OrderAmounts({ orderId }: { readonly orderId: string | null }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const order = useQuery(entityQueries(orderEntity).one(orderId));
  if (order.isPending) return null;
  if (!order.data) return <span>{t('common.unavailable')}</span>;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), language);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <span>
        {t('order.totalPrice')}: {money(order.data.totalPrice)}
      </span>
      <span data-testid="order-refunded">
        {t('order.refundedAmount')}: {money(order.data.refundedAmount)}
      </span>
    </Box>
  );
}

/** The supplier's earned and available amounts now (supplierAccounts/{supplierId}). */
function SupplierAmounts({ supplierId }: { readonly supplierId: string | null }) {
  const {
    t,
    i18n: { language },
  } = useTranslation();
  const account = useQuery(entityQueries(supplierAccountEntity).one(supplierId));
  if (account.isPending) return null;
  if (!account.data) return <span>{t('common.unavailable')}</span>;
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), language);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <span data-testid="supplier-earned">
        {t('supplierAccount.earned')}: {money(account.data.earned)}
      </span>
      <span data-testid="supplier-available">
        {t('supplierAccount.available')}: {money(account.data.available)}
      </span>
    </Box>
  );
}

/**
 * The amount's check at proposal time: more than 0 (the field's own check) and at most
 * what is left to refund of the order, read when the form is sent (the rules refuse the
 * same: firestore.rules `isRefundCreatedFor`, from the definition's `createdFor`).
 */
const amountWithinOrder = (schemas: Record<string, yup.AnySchema>) => ({
  ...schemas,
  amount: (schemas['amount'] as yup.AnySchema).test(
    'within-order',
    // Replaced by the message with the amount left (below).
    { key: 'refund.validation.aboveLeft', values: { left: 0 } },
    async function check(value: unknown) {
      const orderId = String((this.parent as Record<string, unknown>)['orderId'] ?? '');
      const typed = parseNumber(value);
      if (!orderId || typed === undefined || Number.isNaN(typed)) return true;
      const order = await dataProvider.getOne(orderEntity, orderId).catch(() => null);
      if (!order) return true;
      const refusal = refundRefusal(order);
      if (refusal === 'neverPaid') return this.createError({ message: 'refund.validation.neverPaid' });
      const left = refundLeft(order);
      if (left === null) return this.createError({ message: 'refund.validation.notRefundable' });
      if (omrToBaisa(typed) <= left) return true;
      // `{{left, currency}}`: the amount in OMR, written in the language shown.
      return this.createError({ message: { key: 'refund.validation.aboveLeft', values: { left: baisaToOmr(left) } } });
    },
  ),
});

/**
 * /refunds (issue 32, docs/access.md "Refunds"): refunds proposed from orders' pages, with
 * order, supplier, amount, reason, who bears it and status, filtered by status, supplier,
 * order or who bears it. A holder of /refunds other than the proposer approves (the
 * amount joins the order's refunded sum and, charged to the supplier, leaves their earned
 * and available amounts, in one transaction) or rejects with a reason; each step is
 * confirmed and audited. Never edited nor deleted.
 */
export const refundScreen: EntityScreen<typeof refundEntity.fields> = {
  entity: refundEntity,
  // Approving says beforehand when the amount is more than is left of the order or than
  // the supplier has available (the panels below show both).
  linkedDocuments: [orderEntity, supplierAccountEntity],
  keys: {
    title: 'navbar.refunds',
    newTitle: 'refund.new',
    editTitle: 'refund.title',
    notFound: 'refund.notFound',
    created: 'refund.created',
  },
  columns: {
    override: {
      orderId: {
        renderCell: ({ value }) => <bdi dir="ltr">{String(value ?? '')}</bdi>,
      },
    },
  },
  form: {
    // Preset by the order's page ("Refund"): the order is shown, never changed here.
    orderId: { disabled: (values) => Boolean(values.orderId) },
    supplierId: { hidden: () => true },
    amount: { helpKey: 'refund.amountHelp' },
  },
  schema: amountWithinOrder,
  // The person deciding sees whether the order's customer is often refunded (issue 50, item 5).
  decisionContext: (row) => <OrderCustomerFlag orderId={row.orderId} />,
  details: (row, t) => [
    { label: t('customerStory.flagLabel'), value: <OrderCustomerFlag orderId={row.orderId} /> },
    {
      label: t('refund.decisionReason'),
      value: row.decisionReason ? <bdi dir="auto">{row.decisionReason}</bdi> : '—',
    },
    { label: t('refund.orderTotals'), value: <OrderAmounts orderId={row.orderId} /> },
    ...(row.chargedTo === 'supplier'
      ? [{ label: t('refund.supplierAmounts'), value: <SupplierAmounts supplierId={row.supplierId} /> }]
      : []),
  ],
};
