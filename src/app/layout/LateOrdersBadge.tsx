import { useTranslation } from 'react-i18next';
import { useLateOrders } from '@/domains/orders';
import { useScreenPainted } from '@/lib/afterPaint';
import { CountPill } from './MenuBadge';

/**
 * The late orders' count beside the menu's "Late orders" entry (issue 32; spec §9: at
 * most "99+"), live from the late-orders store shared with the board; listening starts
 * once the first screen is shown. Read by screen readers as "N late orders".
 */
export function LateOrdersBadge() {
  const { t } = useTranslation();
  const late = useLateOrders(useScreenPainted());
  const count = late.rows.length;
  return (
    <span data-testid="late-badge" data-count={count}>
      <CountPill count={count} label={t('navbar.lateCount', { count })} />
    </span>
  );
}
