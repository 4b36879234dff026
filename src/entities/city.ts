/**
 * City and area (spec §2 /Cities, §3: a city has a name in English and in Arabic and a
 * radius around the supplier in metres; an area has a name in both languages and its
 * parent city; docs/data-model.md `cities`, `areas`).
 */
import { COLLECTIONS, USER_TYPE_PATH } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, counter, integer, reference } from '@/lib/entity/fields';
import { byLocale } from './names';

/** The largest radius, in metres (decision: 100 km covers any Omani city). */
export const MAX_RADIUS_METERS = 100_000;

/** The people paths, which read cities and areas: a person's page and form name theirs. */
const peopleReaders = (what: 'city' | 'area') =>
  Object.values(USER_TYPE_PATH).map((path) => ({
    path,
    reason: `a person's page and form name their ${what}`,
  }));

/** A city: names and radius; `areaCount` is written by the data layer only. */
export const cityEntity = defineEntity({
  name: 'city',
  collection: COLLECTIONS.cities,
  access: {
    owner: '/Cities',
    readers: peopleReaders('city'),
  },
  fields: {
    ...bilingual('name', 'city.name', 100, { column: { flex: 1 } }),
    radiusMeters: integer('city.radiusLabel', 1, MAX_RADIUS_METERS, {
      unit: 'meter',
      requiredKey: 'city.validation.radiusRequired',
      minKey: 'city.validation.radiusWhole',
      maxKey: 'city.validation.radiusMax',
      decimalsKey: 'city.validation.radiusWhole',
      column: { width: 150, header: 'city.radius' },
    }),
    areaCount: counter('city.areaCount', { column: { width: 150 } }),
  },
  list: {
    sorts: ['nameEn', 'nameAr', 'radiusMeters', 'createdAt'],
    defaultSort: { field: 'nameEn', direction: 'asc' },
    search: { fields: ['nameEn', 'nameAr'], sorts: ['nameEn'] },
  },
  import: { key: ['nameEn'] },
  childCounter: 'areaCount',
  title: (row, locale) => byLocale(row.nameEn, row.nameAr, locale),
});

export type City = Row<typeof cityEntity.fields>;

/** An area: its city and names; counted on the city's `areaCount`. */
export const areaEntity = defineEntity({
  name: 'area',
  collection: COLLECTIONS.areas,
  access: {
    owner: '/Cities',
    readers: peopleReaders('area'),
  },
  fields: {
    cityId: reference('area.city', COLLECTIONS.cities, 'city', { requiredKey: 'area.validation.city', column: false }),
    ...bilingual('name', 'area.name', 100, { column: { flex: 1 } }),
  },
  list: {
    sorts: ['nameEn', 'nameAr', 'createdAt'],
    defaultSort: { field: 'nameEn', direction: 'asc' },
    search: { fields: ['nameEn', 'nameAr'], sorts: ['nameEn'] },
  },
  import: { key: ['cityId', 'nameEn'] },
  parent: { field: 'cityId', collection: COLLECTIONS.cities, counter: 'areaCount' },
  title: (row, locale) => byLocale(row.nameEn, row.nameAr, locale),
});

export type Area = Row<typeof areaEntity.fields>;
