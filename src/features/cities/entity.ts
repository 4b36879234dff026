/**
 * City and area (spec §2 /Cities, §3: a city has a name in English and in Arabic and a
 * radius around the supplier in metres; an area has a name in both languages and its
 * parent city). Field names: docs/data-model.md (`cities`, `areas`).
 */
import { COLLECTIONS } from '@/config/collections';
import { readAudit, readNumber, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';

/** The largest radius the form accepts, in metres (decision: 100 km covers any Omani city). */
export const MAX_RADIUS_METERS = 100_000;

export interface City extends Entity {
  readonly nameEn: string;
  readonly nameAr: string;
  /** Radius around the supplier, a positive whole number of metres. */
  readonly radiusMeters: number;
  /** Number of areas in the city, kept by the data layer. */
  readonly areaCount: number;
}

export interface CityValues {
  readonly nameEn: string;
  readonly nameAr: string;
  /** What was typed (a string, possibly with Arabic digits) or, once cast, the number. */
  readonly radiusMeters: number | string;
}

export interface Area extends Entity {
  readonly cityId: string;
  readonly nameEn: string;
  readonly nameAr: string;
}

export interface AreaValues {
  readonly cityId: string;
  readonly nameEn: string;
  readonly nameAr: string;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Reads a radius as typed: Arabic-Indic (٠–٩) and Persian (۰–۹) digits become 0–9,
 * spaces and thousands separators (`,` and `٬`) are dropped, `٫` is a decimal point.
 * @param value a number, or the text of the radius field
 * @returns the number; undefined for an empty value; NaN when it is not a number
 */
export function parseMeters(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) % 16))
    .replace(/[\s,\u066C]/g, '')
    .replace(/\u066B/g, '.');
  return text === '' ? undefined : Number(text);
}

/** A city's document: names and radius. `areaCount` is written by the data layer only. */
export const cityEntity: EntityDefinition<City, CityValues> = {
  collection: COLLECTIONS.cities,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    nameEn: readString(data['nameEn']),
    nameAr: readString(data['nameAr']),
    radiusMeters: readNumber(data['radiusMeters']),
    areaCount: readNumber(data['areaCount']),
  }),
  toFirestore: (v) => ({
    nameEn: v.nameEn,
    nameAr: v.nameAr,
    radiusMeters: parseMeters(v.radiusMeters) ?? 0,
  }),
  searchFields: ['nameEn', 'nameAr'],
  defaultSort: { field: 'nameEn', direction: 'asc' },
  sortableFields: ['nameEn', 'nameAr', 'radiusMeters', 'createdAt'],
  childCounter: 'areaCount',
};

/** An area's document: its city and names; counted on the city's `areaCount`. */
export const areaEntity: EntityDefinition<Area, AreaValues> = {
  collection: COLLECTIONS.areas,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    cityId: readString(data['cityId']),
    nameEn: readString(data['nameEn']),
    nameAr: readString(data['nameAr']),
  }),
  toFirestore: (v) => ({
    cityId: v.cityId,
    nameEn: v.nameEn,
    nameAr: v.nameAr,
  }),
  searchFields: ['nameEn', 'nameAr'],
  defaultSort: { field: 'nameEn', direction: 'asc' },
  sortableFields: ['nameEn', 'nameAr', 'createdAt'],
  parent: { collection: COLLECTIONS.cities, field: 'cityId', counter: 'areaCount' },
};
