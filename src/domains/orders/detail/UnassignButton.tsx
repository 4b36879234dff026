import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReference } from '@/components/entity/references';
import { useCanDecide } from '@/components/entity/useScreen';
import { useConfirm } from '@/components/feedback/useConfirm';
import { useServerNow } from '@/components/screens/suppliers/usePause';
import { orderEntity, type Order } from '@/entities/order';
import { releasableAt, type LateTimers } from '@/domains/orders/late/lateModel';
import { dataProvider } from '@/lib/data/provider';
import { afterWrite } from '@/lib/data/queries';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useNotify } from '@/lib/notify/useNotify';
import { appKeys } from '@/lib/query/keys';
import { appInfoQuery } from '@/components/screens/appInfo';
import { orderScreen } from '@/domains/orders/list/screen';
import { timersOf } from '@/domains/orders/late/timers';

/** A value isolated in the text around it (Unicode FSI … PDI), whatever its script. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * Takes the rider off an order (issue 50 item 3; docs/data-model.md "Dispatch"): the
 * order definition's `transitions.unassign` (of kind `release`), a decision (confirmed, with an optional
 * note, audited); the company and the rider are cleared and the order is back in the
 * unassigned queue. The rules allow it only past the rider order timer.
 * @param order the order as shown (its `updatedAt` guards against a change meanwhile)
 * @param note the optional note (≤ 500 characters), or ''
 * @throws DataError conflict / state-changed / not-found; FirebaseError permission-denied
 */
export function unassignOrder(order: Order, note: string): Promise<void> {
  const release = orderEntity.transitions?.unassign;
  if (!release) throw new Error('orders have no release');
  return dataProvider.release(orderEntity, order.id, release, {
    reason: note,
    expectedUpdatedAt: order.updatedAt,
  });
}

/**
 * The "Un-assign rider" button of an order whose rider has not taken it on (still
 * `assigned`) past App info's rider order timer, counted on the server's clock from the
 * assignment (`assignedAt`); for holders of /allOrders or All (useCanDecide). Before the
 * timer runs out it shows nothing, or, with `showWait`, until when the rider has (the
 * order's page). Asks for a confirmation, then writes the release.
 * @param order the order shown
 * @param timers App info's timers when the screen has them (the late board); otherwise
 *   App info is read (cached)
 * @param showWait say until when the rider has while the timer runs
 */
export function UnassignButton(props: {
  readonly order: Order;
  readonly timers?: Pick<LateTimers, 'riderOrderTimerSeconds'>;
  readonly showWait?: boolean;
}) {
  const { order } = props;
  const { t, i18n } = useTranslation();
  const canDecide = useCanDecide(orderScreen);
  const info = useQuery({ ...appInfoQuery(), enabled: canDecide && !props.timers });
  const timers = props.timers ?? timersOf(info.data);
  const at = releasableAt(order, timers);
  const now = useServerNow(at);
  const rider = useReference('rider', order.riderId);
  const [dialog, confirm] = useConfirm();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const release = orderEntity.transitions?.unassign;
  if (!release || !canDecide || at === null || (!props.timers && info.isPending)) return null;
  if (now <= at) {
    return props.showWait ? (
      <Typography variant="body2" color="text.secondary" data-testid="unassign-wait">
        {t('order.unassignWait', { time: formatDate(new Date(at), i18n.language, true) })}
      </Typography>
    ) : null;
  }
  const run = async () => {
    const answer = await confirm({
      title: t(release.labelKey),
      // Each name isolated (FSI … PDI): a Latin id or name inside Arabic keeps its order.
      message: t(release.confirmKey, { id: isolate(order.id), rider: isolate(rider.title || t('order.rider')) }),
      confirmLabel: t(release.labelKey),
      danger: true,
      reasonLabel: t('order.assignNote'),
    });
    if (!answer) return;
    setSaving(true);
    try {
      await unassignOrder(order, answer.reason);
      notify({ message: t(release.successKey, { id: order.id }), severity: 'success' });
      void afterWrite(queryClient, orderEntity, 'release', [appKeys.timeline(order.id)]);
    } catch (error) {
      notify({ message: errorText(t, error), severity: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => void run()} disabled={saving}>
        {t(release.labelKey)}
      </Button>
      {dialog}
    </>
  );
}
