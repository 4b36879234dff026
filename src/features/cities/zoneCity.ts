/**
 * The city an area's zone is checked against (issue 50 item 2): its centre and radius,
 * read by id and kept for the page's life (a form checks the zone on every change).
 */
import { cityEntity } from '@/entities/city';
import { readStored } from '@/lib/data/read';
import type { ZoneCity } from '@/lib/geo/zone';

const cache = new Map<string, Promise<ZoneCity | null>>();

/** @returns a coordinate if the stored value is a number, else null */
const coordinate = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Reads a city's centre and radius.
 * @param cityId the city's id ('' for none)
 * @returns the city as the zone checks need it, or null without a city or when it cannot be read
 */
export function zoneCity(cityId: string): Promise<ZoneCity | null> {
  if (!cityId) return Promise.resolve(null);
  let found = cache.get(cityId);
  if (!found) {
    found = readStored(cityEntity, cityId).then(
      (data) =>
        data && {
          latitude: coordinate(data['latitude']),
          longitude: coordinate(data['longitude']),
          radiusMeters: typeof data['radiusMeters'] === 'number' ? data['radiusMeters'] : 0,
        },
      () => null,
    );
    // A failed read is tried again next time.
    void found.then((city) => city || cache.delete(cityId));
    cache.set(cityId, found);
  }
  return found;
}
