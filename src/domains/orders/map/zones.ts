/**
 * The live map's delivery zones (issue 50 item 2, docs/live-map.md "Delivery zones"): the
 * active zones of the cities of the orders on the map, and the zone each order's delivery
 * position falls in (src/lib/geo/zone.ts `zoneFor`).
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cityAreasQuery, orderPoint } from '@/domains/orders/map/cityZones';
import type { Area } from '@/entities/city';
import type { Order } from '@/entities/order';
import { zoneFor } from '@/lib/geo/zone';

/** What the map draws and names. */
export interface MapZones {
  /** Active zones with a polygon, of the orders' cities. */
  readonly zones: readonly Area[];
  /** Each order's zone by order id (absent: no position, or in no zone). */
  readonly byOrder: ReadonlyMap<string, Area>;
}

/**
 * The zones of the orders' cities, one cached query a city (cityAreasQuery).
 * @param orders the orders on the map
 * @returns the active zones and each order's zone
 */
export function useMapZones(orders: readonly Order[]): MapZones {
  const cityIds = [...new Set(orders.map((o) => o.cityId).filter((id): id is string => Boolean(id)))].sort();
  const results = useQueries({ queries: cityIds.map((id) => cityAreasQuery(id)) });
  const stamp = results.map((r) => r.dataUpdatedAt).join();
  return useMemo(() => {
    const byCity = new Map<string, readonly Area[]>();
    cityIds.forEach((id, i) => byCity.set(id, results[i]?.data ?? []));
    const zones = [...byCity.values()].flat().filter((a) => a.zoneActive && a.zone.length >= 3);
    const byOrder = new Map<string, Area>();
    for (const order of orders) {
      const zone = zoneFor(orderPoint(order), byCity.get(order.cityId ?? '') ?? []);
      if (zone) byOrder.set(order.id, zone);
    }
    return { zones, byOrder };
    // The queries' data changes only with their stamps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders, stamp, cityIds.join()]);
}
