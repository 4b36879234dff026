/**
 * Cities and areas (spec §3): the pure converters of their definitions, the number
 * parser (Arabic digits) and the metre formatter, and the form schemas (spec §5
 * "Please input some text"; radius a positive whole number of metres, at most
 * 100,000). Runs in jsdom, so stored times are stand-ins with toDate(), as readDate
 * accepts.
 */
import { describe, expect, it } from 'vitest';
import { areaEntity, cityEntity, MAX_RADIUS_METERS } from '@/entities/city';
import { byLocale } from '@/entities/names';
import { parseNumber } from '@/lib/entity/parse';
import { entitySchema } from '@/lib/entity/schema';
import { formatUnit } from '@/lib/format';
import en from '@/locales/en/cities.json';
import ar from '@/locales/ar/cities.json';
import { errorKeys } from './support/validate';
import { allAr, allEn } from './support/locales';

/** A stored time as Firestore returns it (anything with toDate(), see readDate). */
const stamp = (date: Date) => ({ toDate: () => date });

const citySchema = entitySchema(cityEntity);
const areaSchema = entitySchema(areaEntity);

/** The first message key of each invalid field, as the create (or edit) form sees it. */
const errors = (schema: typeof citySchema, values: object, mode: 'create' | 'edit' = 'create') =>
  errorKeys(schema, values, mode);

const city = { nameEn: 'Muscat', nameAr: 'مسقط', radiusMeters: '5000' };

describe('city definition', () => {
  it('reads a stored city, with safe defaults for missing or wrong fields', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const row = cityEntity.fromFirestore('c1', {
      nameEn: 'Muscat',
      nameAr: 'مسقط',
      radiusMeters: 15000,
      areaCount: 3,
      createdAt: stamp(at),
      updatedAt: stamp(at),
      createdBy: 'u1',
      updatedBy: 'u2',
      searchPrefixes: ['m'],
    });
    expect(row).toEqual({
      id: 'c1',
      nameEn: 'Muscat',
      nameAr: 'مسقط',
      radiusMeters: 15000,
      areaCount: 3,
      latitude: null,
      longitude: null,
      createdAt: at,
      updatedAt: at,
      createdBy: 'u1',
      updatedBy: 'u2',
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
      editedBy: null,
    });
    expect(cityEntity.fromFirestore('c2', { radiusMeters: '12', nameEn: 7 })).toMatchObject({
      nameEn: '',
      nameAr: '',
      radiusMeters: 0,
      areaCount: 0,
      createdAt: null,
    });
  });

  it('writes names and the radius as a number, the area counter only as 0 on create, never audit fields', () => {
    const values = { ...cityEntity.emptyValues, nameEn: ' Sur ', nameAr: 'صور', radiusMeters: '٨٬٠٠٠' };
    expect(cityEntity.toFirestore(values, 'create')).toEqual({
      nameEn: 'Sur',
      nameAr: 'صور',
      radiusMeters: 8000,
      areaCount: 0,
      latitude: null,
      longitude: null,
    });
    expect(cityEntity.toFirestore({ ...values, radiusMeters: 8000, areaCount: 5 }, 'create')['areaCount']).toBe(0);
    expect(
      cityEntity.toFirestore(
        { ...values, radiusMeters: 8000, areaCount: 5, latitude: '٢٢٫٥٦', longitude: 59.5 },
        'update',
      ),
    ).toEqual({
      nameEn: 'Sur',
      nameAr: 'صور',
      radiusMeters: 8000,
      latitude: 22.56,
      longitude: 59.5,
    });
    expect(cityEntity.formFields).toEqual(['nameEn', 'nameAr', 'radiusMeters', 'latitude', 'longitude']);
    expect(cityEntity.hierarchy?.childCounter).toBe('areaCount');
    expect(cityEntity.sortableFields).toEqual(['nameEn', 'nameAr', 'radiusMeters', 'createdAt']);
    expect(cityEntity.searchFields).toEqual(['nameEn', 'nameAr']);
  });

  it('gives the form the stored values back', () => {
    const row = cityEntity.fromFirestore('c1', { nameEn: 'Sur', nameAr: 'صور', radiusMeters: 8000, areaCount: 2 });
    const blank = { latitude: '', longitude: '' };
    expect(cityEntity.toValues(row)).toEqual({
      nameEn: 'Sur',
      nameAr: 'صور',
      radiusMeters: 8000,
      areaCount: 2,
      ...blank,
    });
    expect(cityEntity.emptyValues).toEqual({ nameEn: '', nameAr: '', radiusMeters: '', areaCount: 0, ...blank });
  });
});

describe('area definition', () => {
  it('reads and writes an area, counted on its city', () => {
    const row = areaEntity.fromFirestore('a1', { cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي' });
    expect(row).toMatchObject({ id: 'a1', cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي', createdAt: null });
    expect(areaEntity.fromFirestore('a2', {})).toMatchObject({ cityId: null, nameEn: '', nameAr: '' });
    expect(areaEntity.toFirestore({ ...areaEntity.emptyValues, cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي' })).toEqual({
      cityId: 'c1',
      nameEn: 'Ruwi',
      nameAr: 'روي',
      zone: [],
      deliveryFee: 0,
      minimumOrder: 0,
      zonePriority: 0,
      zoneActive: false,
    });
    expect(areaEntity.hierarchy?.parent).toEqual({ collection: 'cities', field: 'cityId', counter: 'areaCount' });
    expect(areaEntity.sortableFields).toEqual(['nameEn', 'nameAr', 'createdAt']);
    expect(areaEntity.sortsFor(false, ['cityId'])).toEqual(['nameEn']);
  });
});

describe('radius parsing and display', () => {
  it('reads Western and Arabic digits with thousands separators', () => {
    expect(parseNumber('5000')).toBe(5000);
    expect(parseNumber(' 5,000 ')).toBe(5000);
    expect(parseNumber('٥٠٠٠')).toBe(5000);
    expect(parseNumber('٥٬٠٠٠')).toBe(5000);
    expect(parseNumber('۱۲۰۰')).toBe(1200);
    expect(parseNumber('1٫5')).toBe(1.5);
    expect(parseNumber(42)).toBe(42);
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber(null)).toBeUndefined();
    expect(parseNumber('12 km')).toBeNaN();
  });

  it('formats metres with Intl in English and in Arabic', () => {
    expect(cityEntity.fields.radiusMeters.unit).toBe('meter');
    expect(formatUnit(5000, 'meter', 'en')).toBe('5,000 m');
    expect(formatUnit(5000, 'meter', 'ar')).toMatch(/^5,000\s?\S+$/);
    expect(formatUnit(5000, 'meter', 'fr')).toBe('5,000 m');
    expect(byLocale('Sur', 'صور', 'ar')).toBe('صور');
    expect(byLocale('Sur', 'صور', 'en')).toBe('Sur');
    const row = cityEntity.fromFirestore('c1', { nameEn: 'Sur', nameAr: '' });
    expect(cityEntity.title(row, 'ar')).toBe('Sur');
  });
});

describe('city schema', () => {
  it('accepts a city, when creating and editing, and casts the radius to a trimmed number', async () => {
    expect(await errors(citySchema, city)).toEqual({});
    expect(await errors(citySchema, city, 'edit')).toEqual({});
    expect(citySchema.cast({ nameEn: ' Muscat ', nameAr: 'مسقط', radiusMeters: '١٥٬٠٠٠' })).toEqual({
      nameEn: 'Muscat',
      nameAr: 'مسقط',
      radiusMeters: 15000,
    });
    expect(await errors(citySchema, { ...city, radiusMeters: String(MAX_RADIUS_METERS) })).toEqual({});
  });

  it('asks for text in both names (spec §5)', async () => {
    expect(await errors(citySchema, { ...city, nameEn: '   ' })).toEqual({ nameEn: 'validation.text' });
    expect(await errors(citySchema, { ...city, nameAr: '' })).toEqual({ nameAr: 'validation.text' });
    expect(await errors(citySchema, { ...city, nameEn: 'x'.repeat(101) })).toEqual({ nameEn: 'validation.tooLong' });
  });

  it.each([
    ['', 'city.validation.radiusRequired'],
    [undefined, 'city.validation.radiusRequired'],
    ['abc', 'validation.number'],
    ['0', 'city.validation.radiusWhole'],
    ['-5', 'city.validation.radiusWhole'],
    ['12.5', 'city.validation.radiusWhole'],
    ['١٢٫٥', 'city.validation.radiusWhole'],
    ['100001', 'city.validation.radiusMax'],
  ])('refuses the radius %j with %s', async (radiusMeters, message) => {
    expect(await errors(citySchema, { ...city, radiusMeters })).toEqual({ radiusMeters: message });
    expect(await errors(citySchema, { ...city, radiusMeters }, 'edit')).toEqual({ radiusMeters: message });
  });
});

describe('area schema', () => {
  it('needs a city and both names', async () => {
    const area = { ...areaEntity.emptyValues, cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي' };
    expect(await errors(areaSchema, area)).toEqual({});
    expect(await errors(areaSchema, { ...area, cityId: '' })).toEqual({ cityId: 'area.validation.city' });
    expect(await errors(areaSchema, { ...area, cityId: ' ' }, 'edit')).toEqual({ cityId: 'area.validation.city' });
    expect(await errors(areaSchema, { ...area, nameAr: ' ' })).toEqual({ nameAr: 'validation.text' });
  });
});

describe('cities texts', () => {
  it('have the same keys in English and Arabic, and the spec texts', () => {
    // Arabic has more plural forms than English (_zero, _two, _few, _many).
    const base = (keys: string[]) => [...new Set(keys.map((k) => k.replace(/_(zero|one|two|few|many|other)$/u, '')))];
    expect(base(Object.keys(ar)).sort()).toEqual(base(Object.keys(en)).sort());
    expect(en['city.notFound']).toBe('No cities found');
    expect(en['area.notFound']).toBe('No areas found');
    expect(en['city.hasAreas']).toBe('Please delete the areas of this city first.');
  });

  it('have every label and message the definitions name, in both languages', () => {
    for (const def of [cityEntity, areaEntity]) {
      for (const field of Object.values(def.fields)) {
        const keys = [field.label, field.requiredKey];
        if (field.kind === 'integer') keys.push(field.minKey, field.maxKey, field.decimalsKey);
        for (const key of keys.filter((k): k is string => !!k)) {
          expect(allEn, key).toHaveProperty([key]);
          expect(allAr, key).toHaveProperty([key]);
        }
      }
    }
  });
});
