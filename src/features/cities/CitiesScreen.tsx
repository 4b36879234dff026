import { createdAtColumn } from '@/components/entity/columns';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreenConfig } from '@/components/entity/types';
import { formatNumber } from '@/lib/format';
import { AreaFields } from './AreaFields';
import { CityFields } from './CityFields';
import { CityName } from './CityName';
import { areaEntity, cityEntity, type Area, type AreaValues, type City, type CityValues } from './entity';
import { formatMeters, localName } from './format';
import { areaSchema, citySchema } from './schema';

/**
 * Areas inside a city (spec §2 "areas inside each city", §3 Area): listed on the
 * city's page, created from there with the city preset, and moved to another city by
 * changing it in the form (the data layer keeps both cities' `areaCount`).
 */
export const areaScreen: EntityScreenConfig<Area, AreaValues> = {
  entity: areaEntity,
  keys: {
    title: 'city.areas',
    newTitle: 'area.new',
    editTitle: 'area.edit',
    notFound: 'area.notFound',
  },
  columns: (t, locale) => [
    { field: 'nameEn', headerName: t('area.nameEn'), flex: 1, minWidth: 180 },
    { field: 'nameAr', headerName: t('area.nameAr'), flex: 1, minWidth: 180 },
    createdAtColumn(t, locale),
  ],
  schema: areaSchema,
  emptyValues: { cityId: '', nameEn: '', nameAr: '' },
  toValues: (row) => ({ cityId: row.cityId, nameEn: row.nameEn, nameAr: row.nameAr }),
  Fields: AreaFields,
  heading: localName,
  details: (row, t) => [
    { label: t('area.nameEn'), value: row.nameEn },
    { label: t('area.nameAr'), value: <span dir="rtl">{row.nameAr}</span> },
    { label: t('area.city'), value: <CityName id={row.cityId} /> },
  ],
};

/**
 * /Cities (spec §2, §3): list, create, detail and edit of cities (names in both
 * languages, radius around the supplier in metres), each city's page listing its
 * areas. A city that still has areas cannot be deleted.
 */
export const cityScreen: EntityScreenConfig<City, CityValues> = {
  entity: cityEntity,
  keys: {
    title: 'navbar.cities',
    newTitle: 'city.new',
    editTitle: 'city.edit',
    notFound: 'city.notFound',
    hasChildren: 'city.hasAreas',
  },
  columns: (t, locale) => [
    { field: 'nameEn', headerName: t('city.nameEn'), flex: 1, minWidth: 160 },
    { field: 'nameAr', headerName: t('city.nameAr'), flex: 1, minWidth: 160 },
    {
      field: 'radiusMeters',
      headerName: t('city.radius'),
      width: 140,
      type: 'number',
      valueFormatter: (value: number) => formatMeters(value, locale),
    },
    {
      field: 'areaCount',
      headerName: t('city.areaCount'),
      width: 130,
      type: 'number',
      valueFormatter: (value: number) => formatNumber(value, locale),
    },
    createdAtColumn(t, locale),
  ],
  schema: citySchema,
  emptyValues: { nameEn: '', nameAr: '', radiusMeters: '' },
  toValues: (row) => ({ nameEn: row.nameEn, nameAr: row.nameAr, radiusMeters: String(row.radiusMeters) }),
  Fields: CityFields,
  heading: localName,
  details: (row, t, locale) => [
    { label: t('city.nameEn'), value: row.nameEn },
    { label: t('city.nameAr'), value: <span dir="rtl">{row.nameAr}</span> },
    { label: t('city.radiusLabel'), value: formatMeters(row.radiusMeters, locale) },
    { label: t('city.areaCount'), value: formatNumber(row.areaCount, locale) },
  ],
  children: [{ segment: 'areas', parentField: 'cityId', config: areaScreen, titleKey: 'city.areas' }],
};

/** The /Cities screen and its sub-routes, the areas of a city under `/Cities/:id/areas/`. */
export default function CitiesScreen() {
  return <EntityRoutes config={cityScreen} basePath="/Cities" />;
}
