/**
 * City and area (spec §2 /Cities, §3: a city has a name in English and in Arabic and a
 * radius around the supplier in metres; an area has a name in both languages and its
 * parent city; docs/data-model.md `cities`, `areas`).
 */
import { COLLECTIONS, USER_TYPE_PATH } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, boolean, counter, decimal, integer, list, money, reference } from '@/lib/entity/fields';
import { byLocale } from './names';

/** The largest radius, in metres (decision: 100 km covers any Omani city). */
export const MAX_RADIUS_METERS = 100_000;

/** Most points of a zone's polygon (docs/data-model.md "Delivery zones"; the rules bound the list's size). */
export const MAX_ZONE_POINTS = 300;

/** Highest delivery fee and minimum order of a zone, in OMR. */
export const MAX_ZONE_OMR = 100;

/** Highest zone priority (where zones overlap, the highest wins). */
export const MAX_ZONE_PRIORITY = 1000;

/** One point of a zone's polygon: latitude and longitude in degrees (WGS 84), 6 decimals (about 10 cm). */
export const ZONE_POINT_FIELDS = {
  lat: decimal('area.zoneLat', -90, 90, 6),
  lng: decimal('area.zoneLng', -180, 180, 6),
} as const;

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
    // The city's centre (issue 50 item 2): where its radius is measured from, so a zone
    // can be checked to lie inside it. Optional: cities stored before it have none.
    latitude: decimal('city.latitude', -90, 90, 6, { required: false, nullable: true, column: false }),
    longitude: decimal('city.longitude', -180, 180, 6, { required: false, nullable: true, column: false }),
  },
  list: {
    sorts: ['nameEn', 'nameAr', 'radiusMeters', 'createdAt'],
    defaultSort: { field: 'nameEn', direction: 'asc' },
    search: { fields: ['nameEn', 'nameAr'], sorts: ['nameEn'] },
  },
  import: { key: ['nameEn'] },
  hierarchy: { childCounter: 'areaCount' },
  stored: {
    migrations: [
      { field: 'latitude', value: null, note: '2026-11-29: a city may have a centre (delivery zones)' },
      { field: 'longitude', value: null, note: '2026-11-29: a city may have a centre (delivery zones)' },
    ],
  },
  title: (row, locale) => byLocale(row.nameEn, row.nameAr, locale),
});

export type City = Row<typeof cityEntity.fields>;

/**
 * An area: its city and names; counted on the city's `areaCount`. It may carry a delivery
 * zone (issue 50 item 2, docs/data-model.md "Delivery zones"): a polygon (`zone`, at most
 * MAX_ZONE_POINTS points, not closed: the last point joins the first), its delivery fee and
 * minimum order (baisa), a priority where zones overlap and an active switch. The form
 * checks the polygon's shape (src/lib/geo/zone.ts); the rules bound its size and types.
 */
export const areaEntity = defineEntity({
  name: 'area',
  collection: COLLECTIONS.areas,
  access: {
    owner: '/Cities',
    readers: [
      ...peopleReaders('area'),
      { path: '/allOrders', reason: "the order page and the live map show an order's delivery zone" },
    ],
  },
  fields: {
    cityId: reference('area.city', COLLECTIONS.cities, 'city', { requiredKey: 'area.validation.city', column: false }),
    ...bilingual('name', 'area.name', 100, { column: { flex: 1 } }),
    zone: list('area.zone', ZONE_POINT_FIELDS, MAX_ZONE_POINTS, { detail: false }),
    deliveryFee: money('area.deliveryFee', 0, MAX_ZONE_OMR, { required: false, initial: 0, column: false }),
    minimumOrder: money('area.minimumOrder', 0, MAX_ZONE_OMR, { required: false, initial: 0, column: false }),
    zonePriority: integer('area.zonePriority', 0, MAX_ZONE_PRIORITY, {
      initial: 0,
      column: false,
    }),
    zoneActive: boolean('area.zoneActive', false, { colors: ['default', 'success'], column: { width: 130 } }),
  },
  hierarchy: { parent: { field: 'cityId', collection: COLLECTIONS.cities, counter: 'areaCount' } },
  stored: {
    migrations: [
      { field: 'zonePriority', value: 0, note: '2026-11-29: delivery zones' },
      { field: 'zoneActive', value: false, note: '2026-11-29: delivery zones' },
    ],
  },
  list: {
    sorts: ['nameEn', 'nameAr', 'createdAt'],
    defaultSort: { field: 'nameEn', direction: 'asc' },
    search: { fields: ['nameEn', 'nameAr'], sorts: ['nameEn'] },
  },
  import: { key: ['cityId', 'nameEn'] },
  title: (row, locale) => byLocale(row.nameEn, row.nameAr, locale),
});

export type Area = Row<typeof areaEntity.fields>;
