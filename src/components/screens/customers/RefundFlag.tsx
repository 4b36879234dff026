import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { appInfoEntity } from '@/entities/appInfo';
import { orderEntity } from '@/entities/order';
import { refundFlag, refundFlagSettingOf, type RefundFlag } from '@/lib/data/customerStoryModel';
import { entityQueries } from '@/lib/data/queries';
import { formatNumber } from '@/lib/format';
import { useCan } from '@/lib/session/useCan';
import { flagSettingQuery, recentOrdersQuery } from './story';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

/**
 * The refund flag of a customer (issue 50, item 5): how many of their last orders were
 * refunded, against App info's setting (refundFlagPercent of their last refundFlagOrders
 * orders; the default when never saved or not readable), from one bounded read of those
 * orders.
 * @param userId the customer's users document id ('' or null: nothing)
 * @returns the flag (null while loading, or when the viewer may not read orders)
 */
export function useRefundFlag(userId: string | null): RefundFlag | null {
  const { can } = useCan();
  const readsSetting = can('read', appInfoEntity);
  const info = useQuery(flagSettingQuery(readsSetting));
  const settled = !readsSetting || !info.isPending;
  const setting = refundFlagSettingOf(info.data);
  const recent = useQuery({
    ...recentOrdersQuery(userId ?? '', setting.orders),
    enabled: Boolean(userId) && settled && can('read', orderEntity),
  });
  if (!recent.data) return null;
  return refundFlag(
    recent.data.map((order) => order.refundedAmount),
    setting,
  );
}

/** The flag's sentence: refunded orders of the last ones, the share and the setting. */
export function flagText(flag: RefundFlag, t: TFunction, locale: string): string {
  return t(flag.flagged ? 'customerStory.flag' : 'customerStory.share', {
    refunded: formatNumber(flag.refunded, locale),
    orders: formatNumber(flag.orders, locale),
    share: formatNumber(flag.share, locale, { style: 'percent', maximumFractionDigits: 0 }),
    limit: formatNumber(flag.setting.percent / 100, locale, { style: 'percent', maximumFractionDigits: 2 }),
  });
}

/**
 * The warning that a customer's refund share reaches the setting, for the person
 * deciding (the order's page, the refund dialog and page); when it does not, nothing,
 * or with `always` the share as information.
 * @param userId the customer's users document id
 * @param always also say the share when it is under the setting
 */
export function RefundFlagAlert(props: { readonly userId: string | null; readonly always?: boolean }) {
  const { t, i18n } = useTranslation();
  const flag = useRefundFlag(props.userId);
  if (!flag || (!flag.flagged && (!props.always || flag.orders === 0))) return null;
  return (
    <Alert
      severity={flag.flagged ? 'warning' : 'info'}
      data-testid={flag.flagged ? 'refund-flag' : 'refund-share'}
      sx={{ mt: 1 }}
    >
      {flagText(flag, t, i18n.language)}
    </Alert>
  );
}

/**
 * The flag of the customer of an order (the refund dialog knows the order, not its customer).
 * @param orderId the order's id
 */
export function OrderCustomerFlag(props: { readonly orderId: string | null }) {
  // The share shows whatever it is: the person deciding a refund weighs it.
  const order = useQuery(entityQueries(orderEntity).one(props.orderId));
  if (order.isPending && props.orderId) return <LoadingBlock variant="text" width={160} />;
  return <RefundFlagAlert userId={order.data?.userId ?? null} always />;
}
