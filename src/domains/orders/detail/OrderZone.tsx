import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/entities/order';
import { byLocale } from '@/entities/names';
import { formatCurrency } from '@/lib/format';
import { baisaToOmr } from '@/lib/entity/parse';
import { zoneFor } from '@/lib/geo/zone';
import { cityAreasQuery, orderPoint } from '@/domains/orders/map/cityZones';

/**
 * Which delivery zone an order's address falls in (issue 50 item 2): the highest-priority
 * active zone of its city holding its position (src/lib/geo/zone.ts `zoneFor`), with the
 * zone's fee and minimum order; or that it has no position, or falls in no zone. Loaded
 * lazily by the order page (turf stays out of the lists' code).
 * @param order the order (its cityId, latitude and longitude)
 */
export default function OrderZone(props: { readonly order: Order }) {
  const { t, i18n } = useTranslation();
  const point = orderPoint(props.order);
  const areas = useQuery({ ...cityAreasQuery(point ? props.order.cityId : null) });
  if (!point) return <span data-testid="order-zone">{t('order.zoneNoPosition')}</span>;
  if (!areas.data) return <span data-testid="order-zone">…</span>;
  const zone = zoneFor(point, areas.data);
  if (!zone) return <span data-testid="order-zone">{t('order.zoneNone')}</span>;
  return (
    <span data-testid="order-zone">
      <bdi>{byLocale(zone.nameEn, zone.nameAr, i18n.language)}</bdi>
      {' · '}
      {t('order.zoneTerms', {
        fee: formatCurrency(baisaToOmr(zone.deliveryFee), i18n.language),
        minimum: formatCurrency(baisaToOmr(zone.minimumOrder), i18n.language),
      })}
    </span>
  );
}
