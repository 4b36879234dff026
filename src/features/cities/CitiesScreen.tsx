import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { areaEntity, cityEntity } from '@/entities/city';

/**
 * Areas inside a city (spec §2 "areas inside each city", §3 Area): listed on the
 * city's page, created from there with the city preset, and moved to another city by
 * changing it in the form (the data layer keeps both cities' `areaCount`).
 */
export const areaScreen: EntityScreen<typeof areaEntity.fields> = {
  entity: areaEntity,
  keys: { title: 'city.areas', newTitle: 'area.new', editTitle: 'area.edit', notFound: 'area.notFound' },
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
