/**
 * The delivery zones of a city (issue 50 item 2, docs/data-model.md "Delivery zones"):
 * its areas, read with the areas list's own query (cityId, by English name; its index
 * exists for the city's page), cached by TanStack Query for the order page and the map.
 */
import { areaEntity, type Area } from '@/entities/city';
import { entityQueries } from '@/lib/data/queries';
import type { Page } from '@/lib/data/types';

/** Most areas read for one city (a city has a few dozen). */
export const CITY_AREAS_LIMIT = 100;

/**
 * The query options of a city's areas.
 * @param cityId the city's id (null: none, the query is off)
 * @returns options for useQuery: the areas, by English name
 */
export function cityAreasQuery(cityId: string | null) {
  const params = {
    pageSize: CITY_AREAS_LIMIT,
    sort: { field: 'nameEn', direction: 'asc' },
    filters: [{ field: 'cityId', value: cityId ?? '' }],
  } as const;
  // Under the areas' list keys: saving an area marks it stale.
  return {
    ...entityQueries(areaEntity).list(params, 'zones', cityId),
    enabled: Boolean(cityId),
    select: (page: Page<Area>): readonly Area[] => page.rows,
  };
}

/**
 * An order's delivery position, when the customer app gave one.
 * @param order its stored latitude and longitude (null when absent)
 * @returns { lat, lng } in degrees, or null
 */
export function orderPoint(order: {
  readonly latitude: number | null;
  readonly longitude: number | null;
}): { lat: number; lng: number } | null {
  return typeof order.latitude === 'number' && typeof order.longitude === 'number'
    ? { lat: order.latitude, lng: order.longitude }
    : null;
}
