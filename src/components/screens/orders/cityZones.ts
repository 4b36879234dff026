/**
 * The delivery zones of a city (issue 50 item 2, docs/data-model.md "Delivery zones"):
 * its areas, read with the areas list's own query (cityId, by English name; its index
 * exists for the city's page), cached by TanStack Query for the order page and the map.
 */
import { areaEntity, type Area } from '@/entities/city';
import { getMany } from '@/lib/data/api';

/** Most areas read for one city (a city has a few dozen). */
export const CITY_AREAS_LIMIT = 100;

/**
 * The query options of a city's areas.
 * @param cityId the city's id (null: none, the query is off)
 * @returns options for useQuery: the areas, by English name
 */
export function cityAreasQuery(cityId: string | null) {
  return {
    queryKey: ['areas', 'zones', cityId] as const,
    enabled: Boolean(cityId),
    staleTime: 60_000,
    queryFn: async (): Promise<readonly Area[]> =>
      (
        await getMany(areaEntity, {
          pageSize: CITY_AREAS_LIMIT,
          sort: { field: 'nameEn', direction: 'asc' },
          filters: [{ field: 'cityId', value: cityId ?? '' }],
        })
      ).rows,
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
