import type * as yup from 'yup';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { areaEntity, cityEntity, MAX_ZONE_POINTS } from '@/entities/city';
import { openRing, zoneProblem, type ZonePoint } from '@/lib/geo/zone';
import { zoneCity } from './zoneCity';
import { ZoneField } from './ZoneField';

/**
 * Areas inside a city (spec §2 "areas inside each city", §3 Area): listed on the
 * city's page, created from there with the city preset, and moved to another city by
 * changing it in the form (the data layer keeps both cities' `areaCount`). An area may
 * carry a delivery zone (issue 50 item 2), drawn on a map or typed as points in its form
 * (ZoneField); the form refuses a zone that is not a simple polygon inside the city's
 * radius (src/lib/geo/zone.ts) and keeps it as drawn.
 */
export const areaScreen: EntityScreen<typeof areaEntity.fields> = {
  entity: areaEntity,
  keys: { title: 'city.areas', newTitle: 'area.new', editTitle: 'area.edit', notFound: 'area.notFound' },
  form: { zone: { component: ZoneField } },
  schema: (schemas) => ({
    ...schemas,
    zone: (schemas['zone'] as yup.ArraySchema<ZonePoint[] | undefined, object>).test(
      'zone',
      'area.validation.zonePoint',
      async function checkZone(value) {
        const points = openRing((value ?? []).map((p) => ({ lat: Number(p.lat), lng: Number(p.lng) })));
        const cityId = (this.parent as { cityId?: unknown }).cityId;
        const city = await zoneCity(typeof cityId === 'string' ? cityId : '');
        const problem = zoneProblem(points, city, MAX_ZONE_POINTS);
        return problem ? this.createError({ message: problem }) : true;
      },
    ),
  }),
};

/**
 * /Cities (spec §2, §3): cities with names in both languages and a radius around the
 * supplier in metres (Arabic digits accepted), each city's page listing its areas. A
 * city that still has areas is not deleted.
 */
export const cityScreen: EntityScreen<typeof cityEntity.fields> = {
  entity: cityEntity,
  keys: {
    title: 'navbar.cities',
    newTitle: 'city.new',
    editTitle: 'city.edit',
    notFound: 'city.notFound',
    hasChildren: 'city.hasAreas',
  },
  related: [{ segment: 'areas', field: 'cityId', screen: areaScreen, titleKey: 'city.areas' }],
};

/** The /Cities screen and its sub-routes, the areas of a city under `/Cities/id/:id/areas/`. */
export default function CitiesScreen() {
  return <EntityRoutes screen={cityScreen} basePath="/Cities" />;
}
