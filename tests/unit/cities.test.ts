/**
 * Cities and areas (spec §3): the pure converters of their definitions, the radius
 * parser and formatter, and the form schemas (spec §5 "Please input some text";
 * radius a positive whole number of metres, at most 100,000). Runs in jsdom, so
 * stored times are stand-ins with toDate(), as readDate accepts.
 */
import { describe, expect, it } from 'vitest';
import { areaEntity, cityEntity, MAX_RADIUS_METERS, parseMeters } from '@/features/cities/entity';
import { formatMeters, localName } from '@/features/cities/format';
import { areaSchema, citySchema } from '@/features/cities/schema';
import en from '@/locales/en/cities.json';
import ar from '@/locales/ar/cities.json';

/** A stored time as Firestore returns it (anything with toDate(), see readDate). */
const stamp = (date: Date) => ({ toDate: () => date });

/** The first validation message of a value, or null when it is valid. */
async function messageOf(schema: typeof citySchema | typeof areaSchema, value: object): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

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
      createdAt: at,
      updatedAt: at,
      createdBy: 'u1',
      updatedBy: 'u2',
    });
    expect(cityEntity.fromFirestore('c2', { radiusMeters: '12', nameEn: 7 })).toMatchObject({
      nameEn: '',
      nameAr: '',
      radiusMeters: 0,
      areaCount: 0,
      createdAt: null,
    });
  });

  it('writes names and the radius as a number, never the area counter or audit fields', () => {
    expect(cityEntity.toFirestore({ nameEn: 'Sur', nameAr: 'صور', radiusMeters: '٨٬٠٠٠' })).toEqual({
      nameEn: 'Sur',
      nameAr: 'صور',
      radiusMeters: 8000,
    });
    expect(cityEntity.toFirestore({ nameEn: 'Sur', nameAr: 'صور', radiusMeters: 8000 })).toEqual({
      nameEn: 'Sur',
      nameAr: 'صور',
      radiusMeters: 8000,
    });
    expect(cityEntity.childCounter).toBe('areaCount');
    expect(cityEntity.sortableFields).toEqual(['nameEn', 'nameAr', 'radiusMeters', 'createdAt']);
    expect(cityEntity.searchFields).toEqual(['nameEn', 'nameAr']);
  });
});

describe('area definition', () => {
  it('reads and writes an area, counted on its city', () => {
    const row = areaEntity.fromFirestore('a1', { cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي' });
    expect(row).toMatchObject({ id: 'a1', cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي', createdAt: null });
    expect(areaEntity.fromFirestore('a2', {})).toMatchObject({ cityId: '', nameEn: '', nameAr: '' });
    expect(areaEntity.toFirestore({ cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي' })).toEqual({
      cityId: 'c1',
      nameEn: 'Ruwi',
      nameAr: 'روي',
    });
    expect(areaEntity.parent).toEqual({ collection: 'cities', field: 'cityId', counter: 'areaCount' });
    expect(areaEntity.sortableFields).toEqual(['nameEn', 'nameAr', 'createdAt']);
  });
});

describe('radius parsing and display', () => {
  it('reads Western and Arabic digits with thousands separators', () => {
    expect(parseMeters('5000')).toBe(5000);
    expect(parseMeters(' 5,000 ')).toBe(5000);
    expect(parseMeters('٥٠٠٠')).toBe(5000);
    expect(parseMeters('٥٬٠٠٠')).toBe(5000);
    expect(parseMeters('۱۲۰۰')).toBe(1200);
    expect(parseMeters('1٫5')).toBe(1.5);
    expect(parseMeters(42)).toBe(42);
    expect(parseMeters('')).toBeUndefined();
    expect(parseMeters(null)).toBeUndefined();
    expect(parseMeters('12 km')).toBeNaN();
  });

  it('formats metres with Intl in English and in Arabic', () => {
    expect(formatMeters(5000, 'en')).toBe('5,000 m');
    expect(formatMeters(5000, 'ar')).toMatch(/^٥٬٠٠٠\s?\S+$/);
    expect(formatMeters(5000, 'fr')).toBe('5,000 m');
    expect(localName({ nameEn: 'Sur', nameAr: 'صور' }, 'ar')).toBe('صور');
    expect(localName({ nameEn: 'Sur', nameAr: 'صور' }, 'en')).toBe('Sur');
  });
});

describe('city schema', () => {
  it('accepts a city and casts the radius to a trimmed number', async () => {
    expect(await messageOf(citySchema, city)).toBeNull();
    expect(citySchema.cast({ nameEn: ' Muscat ', nameAr: 'مسقط', radiusMeters: '١٥٬٠٠٠' })).toEqual({
      nameEn: 'Muscat',
      nameAr: 'مسقط',
      radiusMeters: 15000,
    });
    expect(await messageOf(citySchema, { ...city, radiusMeters: String(MAX_RADIUS_METERS) })).toBeNull();
  });

  it('asks for text in both names (spec §5)', async () => {
    expect(await messageOf(citySchema, { ...city, nameEn: '   ' })).toBe('validation.text');
    expect(await messageOf(citySchema, { ...city, nameAr: '' })).toBe('validation.text');
    expect(await messageOf(citySchema, { ...city, nameEn: 'x'.repeat(101) })).toBe('validation.tooLong');
  });

  it.each([
    ['', 'city.validation.radiusRequired'],
    [undefined, 'city.validation.radiusRequired'],
    ['abc', 'city.validation.radiusWhole'],
    ['0', 'city.validation.radiusWhole'],
    ['-5', 'city.validation.radiusWhole'],
    ['12.5', 'city.validation.radiusWhole'],
    ['100001', 'city.validation.radiusMax'],
  ])('refuses the radius %j with %s', async (radiusMeters, message) => {
    expect(await messageOf(citySchema, { ...city, radiusMeters })).toBe(message);
  });
});

describe('area schema', () => {
  it('needs a city and both names', async () => {
    const area = { cityId: 'c1', nameEn: 'Ruwi', nameAr: 'روي' };
    expect(await messageOf(areaSchema, area)).toBeNull();
    expect(await messageOf(areaSchema, { ...area, cityId: '' })).toBe('area.validation.city');
    expect(await messageOf(areaSchema, { ...area, nameAr: ' ' })).toBe('validation.text');
  });
});

describe('cities texts', () => {
  it('have the same keys in English and Arabic, and the spec texts', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    expect(en['city.notFound']).toBe('No cities found');
    expect(en['area.notFound']).toBe('No areas found');
    expect(en['city.hasAreas']).toBe('Please delete the areas of this city first.');
  });
});
