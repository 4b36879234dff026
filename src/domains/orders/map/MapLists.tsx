import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { isAssignable } from '@/domains/orders/late/lateOrders';
import { PauseChip } from '@/components/screens/suppliers/PauseControls';
import type { SupplierPause } from '@/entities/supplierPause';
import type { LiveMapState } from '@/domains/orders/map/liveMap';
import type { Order } from '@/entities/order';
import { positionOf, type MapException } from '@/domains/orders/map/mapModel';
import { formatUnit } from '@/lib/format';

/** A duration in whole minutes (hours beyond two hours, days beyond two days), in the locale. */
function overText(ms: number, locale: string): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  if (minutes < 120) return formatUnit(minutes, 'minute', locale, 'long');
  if (minutes < 2880) return formatUnit(Math.floor(minutes / 60), 'hour', locale, 'long');
  return formatUnit(Math.floor(minutes / 1440), 'day', locale, 'long');
}

/** A name from the listened people, else the id (left to right). */
function NameOf(props: { readonly people: LiveMapState['suppliers']; readonly id: string | null }) {
  if (!props.id) return null;
  const name = props.people.get(props.id)?.name;
  return name ? <bdi dir="auto">{name}</bdi> : <bdi dir="ltr">{props.id}</bdi>;
}

/**
 * The exceptions beside the map (issue 50, item 1): each with what is wrong, its order,
 * by how long, and the order's assign action when it may be assigned.
 * @param exceptions src/domains/orders/map/mapModel.ts mapExceptions, the largest first
 * @param onAssign opens the assign dialog for an order
 * @param onLocate for an order id, what shows it on the map (null: its position is not known)
 */
export function ExceptionList(props: {
  readonly state: LiveMapState;
  readonly exceptions: readonly MapException[];
  readonly basePath: string;
  readonly canDecide: boolean;
  readonly onAssign: (order: Order) => void;
  readonly onLocate: (orderId: string) => (() => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const orders = new Map((props.state.orders ?? []).map((o) => [o.id, o]));
  return (
    <section aria-labelledby="map-exceptions">
      <Typography id="map-exceptions" component="h2" variant="h6">
        {t('liveMap.exceptions')}
      </Typography>
      {props.exceptions.length === 0 ? (
        <Typography role="status" color="text.secondary" data-testid="map-no-exceptions">
          {t('liveMap.noExceptions')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }} data-testid="map-exceptions">
          {props.exceptions.map((exception) => {
            const order = orders.get(exception.orderId);
            const locate = props.onLocate(exception.orderId);
            return (
              <Paper
                key={`${exception.kind}-${exception.orderId}`}
                component="li"
                variant="outlined"
                data-testid="map-exception"
                sx={{ p: 1.5, listStyle: 'none' }}
              >
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <Chip size="small" color="error" label={t(`liveMap.exception.${exception.kind}`)} />
                  <Link component={RouterLink} to={`${props.basePath}/id/${exception.orderId}`}>
                    {/* One flex item: on touch the link is a flex box (the theme's MuiLink), which drops a space between items. */}
                    <span>
                      {t('order.id')} <bdi dir="ltr">{exception.orderId}</bdi>
                    </span>
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {t('liveMap.over', { duration: overText(exception.overMs, i18n.language) })}
                  </Typography>
                </Stack>
                {exception.riderId && (
                  <Typography variant="body2">
                    {t('order.rider')}: <NameOf people={props.state.riders} id={exception.riderId} />
                  </Typography>
                )}
                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  {props.canDecide && order && isAssignable(order) && (
                    <Button size="small" variant="outlined" onClick={() => props.onAssign(order)}>
                      {t(order.riderId ? 'order.reassign' : 'order.assign')}
                    </Button>
                  )}
                  {locate && (
                    <Button size="small" onClick={locate}>
                      {t('liveMap.locate')}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
    </section>
  );
}

/**
 * The map as lists (issue 50, item 1: the equivalent for screen readers and keyboards):
 * the open orders with their supplier and rider, the riders free or carrying, and the
 * suppliers (paused until when) and delivery companies, each saying whether its
 * position is known.
 */
export function MapListEquivalent(props: {
  readonly state: LiveMapState;
  readonly pauses: ReadonlyMap<string, SupplierPause>;
  readonly now: number;
  readonly carried: ReadonlyMap<string, string>;
  readonly basePath: string;
  readonly canDecide: boolean;
  readonly onAssign: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const { state } = props;
  const unknown = (person: Parameters<typeof positionOf>[0]) =>
    positionOf(person) ? null : (
      <Typography component="span" variant="body2" color="text.secondary">
        {' '}
        · {t('liveMap.positionUnknown')}
      </Typography>
    );
  const riders = [...state.riders.values()];
  return (
    <section aria-labelledby="map-lists">
      <Typography id="map-lists" component="h2" variant="h6">
        {t('liveMap.lists')}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
        {t('liveMap.orders', { n: state.orders?.length ?? 0 })}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2 }} data-testid="map-orders">
        {(state.orders ?? []).map((order) => (
          <li key={order.id} data-testid="map-order">
            <Link component={RouterLink} to={`${props.basePath}/id/${order.id}`}>
              <bdi dir="ltr">{order.id}</bdi>
            </Link>{' '}
            · {t(`order.statuses.${order.status}`)} · {t(`order.deliveryStatuses.${order.deliveryStatus}`)} ·{' '}
            <NameOf people={state.suppliers} id={order.supplierId} />
            {props.canDecide && isAssignable(order) && (
              <Button size="small" sx={{ ms: 1 }} onClick={() => props.onAssign(order)}>
                {t(order.riderId ? 'order.reassign' : 'order.assign')}
              </Button>
            )}
          </li>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
        {t('liveMap.riders', { n: riders.length })}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2 }} data-testid="map-riders">
        {riders.map((rider) => (
          <li key={rider.id} data-testid="map-rider">
            <bdi dir="auto">{rider.name}</bdi> ·{' '}
            {props.carried.has(rider.id)
              ? t('liveMap.carrying', { id: props.carried.get(rider.id) })
              : t('liveMap.free')}{' '}
            · <NameOf people={state.companies} id={rider.deliveryCompanyId ?? null} />
            {unknown(rider)}
          </li>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
        {t('liveMap.suppliers', { n: state.suppliers.size })}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2 }}>
        {[...state.suppliers.values()].map((supplier) => (
          <li key={supplier.id}>
            <bdi dir="auto">{supplier.name}</bdi>
            {unknown(supplier)} <PauseChip pause={props.pauses.get(supplier.id)} now={props.now} />
          </li>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1, fontWeight: 600 }}>
        {t('liveMap.companies', { n: state.companies.size })}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 2 }}>
        {[...state.companies.values()].map((company) => {
          const own = riders.filter((r) => r.deliveryCompanyId === company.id);
          return (
            <li key={company.id}>
              <bdi dir="auto">{company.name}</bdi> ·{' '}
              {t('liveMap.companyRiders', {
                free: own.filter((r) => !props.carried.has(r.id)).length,
                total: own.length,
              })}
            </li>
          );
        })}
      </Stack>
    </section>
  );
}
