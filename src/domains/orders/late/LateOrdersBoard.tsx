import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ReferenceContact } from '@/components/entity/ContactLinks';
import { PageTrail } from '@/components/entity/PageTrail';
import { ReferenceName } from '@/components/entity/references';
import { useRowActions } from '@/components/entity/useRowActions';
import { useCanDecide } from '@/components/entity/useScreen';
import { AssignDialog } from '@/domains/orders/detail/AssignDialog';
import { isAssignable, lateSoundOn, setLateSound, useLateOrders } from '@/domains/orders/late/lateOrders';
import { MustRemit } from '@/components/screens/cash/MustRemit';
import { orderScreen } from '@/domains/orders/list/screen';
import { UnassignButton } from '@/domains/orders/detail/UnassignButton';
import { PauseProposals } from '@/components/screens/suppliers/PauseProposals';
import { orderEntity, type Order } from '@/entities/order';
import type { LateRow, LateTimers } from '@/domains/orders/late/lateModel';
import { formatDate, formatUnit } from '@/lib/format';

/** A duration in whole minutes (hours beyond two hours), in the locale. */
export function lateText(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  return minutes < 120
    ? formatUnit(minutes, 'minute', locale, 'long')
    : formatUnit(Math.floor(minutes / 60), 'hour', locale, 'long');
}

/** One late order with its actions: open, assign, un-assign (past the rider order timer), call (customer, supplier, rider), cancel with a reason. */
function LateOrderRow(props: {
  readonly row: LateRow<Order>;
  readonly basePath: string;
  readonly canDecide: boolean;
  readonly timers: LateTimers;
  readonly onAssign: (order: Order) => void;
  readonly onCancel: (order: Order) => void;
}) {
  const { t, i18n } = useTranslation();
  const { order, queues, lateMs } = props.row;
  const locale = i18n.language;
  return (
    <Paper component="li" variant="outlined" data-testid="late-order" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              <Link component={RouterLink} to={`${props.basePath}/id/${order.id}`}>
                {/* One flex item: on touch the link is a flex box (the theme's MuiLink), which drops a space between items. */}
                <span>
                  {t('order.id')} <bdi dir="ltr">{order.id}</bdi>
                </span>
              </Link>
            </Typography>
            <Chip size="small" color="error" label={t('late.lateBy', { duration: lateText(lateMs, locale) })} />
            {queues.map((queue) => (
              <Chip key={queue} size="small" variant="outlined" label={t(`late.queue.${queue}`)} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {order.createdAt ? `${t('order.date')}: ${formatDate(order.createdAt, locale, true)} · ` : ''}
            {t(`order.statuses.${order.status}`)} · {t(`order.deliveryStatuses.${order.deliveryStatus}`)}
          </Typography>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 0.5 }}>
            {(
              [
                ['customer', order.userId],
                ['supplier', order.supplierId],
                ['rider', order.riderId],
              ] as const
            ).map(([entity, id]) =>
              id ? (
                <Stack
                  key={entity}
                  direction="row"
                  useFlexGap
                  sx={{ alignItems: 'center', columnGap: 1, flexWrap: 'wrap' }}
                >
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(`order.${entity}`)}:
                  </Typography>
                  <ReferenceName entity={entity} id={id} />
                  <ReferenceContact entity={entity} id={id} />
                </Stack>
              ) : null,
            )}
          </Stack>
        </Box>
        {props.canDecide && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {isAssignable(order) && (
              <Button variant="contained" onClick={() => props.onAssign(order)}>
                {t(order.riderId ? 'order.reassign' : 'order.assign')}
              </Button>
            )}
            <UnassignButton order={order} timers={props.timers} />
            <Button variant="outlined" color="error" onClick={() => props.onCancel(order)}>
              {t('order.cancel')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The late and stuck orders board (issue 32, part 2; docs/data-model.md "Late and stuck
 * orders"), at `<basePath>/late` for holders of /allOrders: every order late in a queue
 * (not accepted within the rider order timer, not delivered within the delivery time,
 * without a rider beyond the unassigned alert), the latest first, live, each with its
 * actions; and the sound switch (off by default, kept on this device). Suppliers leaving
 * several orders unaccepted are proposed for a pause (issue 50, PauseProposals); riders
 * at or above the cash limit are listed to remit (issue 49, MustRemit).
 * @param basePath the orders list's path (/allOrders)
 */
export function LateOrdersBoard(props: { readonly basePath: string }) {
  const { t, i18n } = useTranslation();
  const late = useLateOrders();
  const canDecide = useCanDecide(orderScreen);
  const { dialog, decide } = useRowActions(orderScreen);
  const [assigning, setAssigning] = useState<Order | null>(null);
  const cancel = orderEntity.transitions?.cancel;
  const locale = i18n.language;
  return (
    <Stack spacing={2}>
      <PageTrail steps={[{ label: t('navbar.allOrders'), to: props.basePath }, { label: t('late.title') }]} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('late.title')}
        </Typography>
        <Button component={RouterLink} to={`${props.basePath}/map`} variant="outlined">
          {t('liveMap.open')}
        </Button>
        <FormControlLabel
          control={<Switch checked={lateSoundOn()} onChange={(event) => setLateSound(event.target.checked)} />}
          label={t('late.sound')}
        />
      </Stack>
      <Typography color="text.secondary">
        {t('late.rules', {
          accept: formatUnit(late.timers.riderOrderTimerSeconds, 'second', locale, 'long'),
          deliver: formatUnit(late.timers.deliveryTimeMinutes, 'minute', locale, 'long'),
          assign: formatUnit(late.timers.unassignedAlertMinutes, 'minute', locale, 'long'),
        })}
      </Typography>
      {late.failed && <Alert severity="info">{t('order.liveOff')}</Alert>}
      {!late.ready && !late.failed && <LinearProgress aria-label={t('common.loading')} />}
      {late.ready && late.rows.length === 0 && (
        <Alert severity="success" role="status">
          {t('late.empty')}
        </Alert>
      )}
      <MustRemit listPath={`${props.basePath}/cash-held`} />
      <PauseProposals late={late.rows.filter((row) => row.queues.includes('notAccepted')).map((row) => row.order)} />
      {late.rows.length > 0 && (
        <Stack component="ol" spacing={1.5} aria-label={t('late.title')} sx={{ m: 0, p: 0 }}>
          {late.rows.map((row) => (
            <LateOrderRow
              key={row.order.id}
              row={row}
              basePath={props.basePath}
              canDecide={canDecide}
              timers={late.timers}
              onAssign={setAssigning}
              onCancel={(order) => cancel && void decide(order, cancel)}
            />
          ))}
        </Stack>
      )}
      {assigning && <AssignDialog order={assigning} onClose={() => setAssigning(null)} />}
      {dialog}
    </Stack>
  );
}
