/**
 * Cities and areas through the data layer against the emulators, as a staff member
 * holding /Cities, through the real rules: create, list across pages, search in
 * English and Arabic, update, delete, a city with areas refused, and an area moved to
 * another city keeping both cities' `areaCount` right (spec §2, §3, §4).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { areaEntity, cityEntity } from '@/entities/city';
import { cityScreen } from '@/features/cities/CitiesScreen';
import { countMany, createOne, deleteOne, getMany, getOne, updateOne } from '@/lib/data/api';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type CityValues = FormValues<typeof cityEntity.fields>;
type AreaValues = FormValues<typeof areaEntity.fields>;

/** The city form's schema, as the form builds it. */
const citySchema = entitySchema(cityEntity, cityScreen.schema);

const city = (nameEn: string, nameAr: string, radiusMeters: number | string = 5000): CityValues => ({
  ...cityEntity.emptyValues,
  nameEn,
  nameAr,
  radiusMeters,
});
const area = (cityId: string, nameEn: string, nameAr: string): AreaValues => ({
  ...areaEntity.emptyValues,
  cityId,
  nameEn,
  nameAr,
});
const byName = { field: 'nameEn', direction: 'asc' } as const;
const areaCount = async (id: string) => (await getOne(cityEntity, id)).areaCount;

describe('cities and areas (data layer, real rules)', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/Cities']);
  });

  it('creates a city with a numeric radius, no areas, audit fields and search prefixes', async () => {
    // What the form saves: the schema's cast of what was typed (Arabic digits here).
    const values = citySchema.cast(city(' Muscat ', 'مسقط', '١٥٬٠٠٠'), {
      stripUnknown: true,
      context: { mode: 'create' },
    }) as CityValues;
    const id = await createOne(cityEntity, values);
    const stored = (await adminDb().doc(`cities/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({ nameEn: 'Muscat', nameAr: 'مسقط', radiusMeters: 15000, areaCount: 0 });
    expect(stored['createdBy']).toBe(uid);
    expect(stored['searchPrefixes']).toEqual(expect.arrayContaining(['mus', 'muscat', 'مسق']));
    const row = await getOne(cityEntity, id);
    expect(row).toMatchObject({ nameEn: 'Muscat', radiusMeters: 15000, areaCount: 0 });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('lists cities across more than one page, sorted by name or radius, and counts them', async () => {
    for (let n = 1; n <= 7; n++) await createOne(cityEntity, city(`City ${n}`, `مدينة ${n}`, n * 1000));
    const first = await getMany(cityEntity, { pageSize: 3, sort: byName });
    expect(first.rows.map((r) => r.nameEn)).toEqual(['City 1', 'City 2', 'City 3']);
    const second = await getMany(cityEntity, { pageSize: 3, sort: byName, after: first.next });
    expect(second.rows.map((r) => r.nameEn)).toEqual(['City 4', 'City 5', 'City 6']);
    const third = await getMany(cityEntity, { pageSize: 3, sort: byName, after: second.next });
    expect(third.rows.map((r) => r.nameEn)).toEqual(['City 7']);
    expect(third.next).toBeNull();
    expect(await countMany(cityEntity, {})).toBe(7);
    const widest = await getMany(cityEntity, { pageSize: 2, sort: { field: 'radiusMeters', direction: 'desc' } });
    expect(widest.rows.map((r) => r.radiusMeters)).toEqual([7000, 6000]);
  });

  it('finds cities and areas by the start of a word, in English or Arabic', async () => {
    const muscat = await createOne(cityEntity, city('Muscat', 'مسقط'));
    await createOne(cityEntity, city('Salalah', 'صلالة'));
    await createOne(cityEntity, city('Sohar', 'صحار'));
    await createOne(areaEntity, area(muscat, 'Al Khuwair', 'الخوير'));
    await createOne(areaEntity, area(muscat, 'Madinat Sultan Qaboos', 'مدينة السلطان قابوس'));
    const cities = async (text: string) =>
      (await getMany(cityEntity, { pageSize: 10, sort: byName, search: text })).rows.map((r) => r.nameEn);
    expect(await cities('S')).toEqual(['Salalah', 'Sohar']);
    expect(await cities('sal')).toEqual(['Salalah']);
    expect(await cities('صح')).toEqual(['Sohar']);
    // Written with ة, found when typed with ه (normalised search).
    expect(await cities('صلاله')).toEqual(['Salalah']);
    expect(await cities('zzz')).toEqual([]);
    expect(await countMany(cityEntity, { search: 'مسق' })).toBe(1);
    const inMuscat = [{ field: 'cityId', value: muscat }];
    const areas = async (text: string) =>
      (await getMany(areaEntity, { pageSize: 10, sort: byName, search: text, filters: inMuscat })).rows.map(
        (r) => r.nameEn,
      );
    expect(await areas('السلطان')).toEqual(['Madinat Sultan Qaboos']);
    expect(await areas('khu')).toEqual(['Al Khuwair']);
    // "al" is also the article of «السلطان» (cross-script names, docs/data-model.md).
    expect(await areas('al')).toEqual(['Al Khuwair', 'Madinat Sultan Qaboos']);
    expect(await areas('al k')).toEqual(['Al Khuwair']);
  });

  it('updates a city without touching its area count, refusing a stale save', async () => {
    const id = await createOne(cityEntity, city('Nizwa', 'نزوى', 8000));
    await createOne(areaEntity, area(id, 'Firq', 'فرق'));
    const opened = await getOne(cityEntity, id);
    await updateOne(cityEntity, id, city('Nizwa', 'نزوى', 9500), opened.updatedAt);
    expect(await getOne(cityEntity, id)).toMatchObject({ radiusMeters: 9500, areaCount: 1 });
    await expect(updateOne(cityEntity, id, city('Nizwa', 'نزوى', 1), opened.updatedAt)).rejects.toMatchObject({
      code: 'conflict',
    });
    const after = (await getMany(cityEntity, { pageSize: 5, sort: byName, search: 'نزو' })).rows;
    expect(after.map((r) => r.radiusMeters)).toEqual([9500]);
  });

  it('deletes a city without areas', async () => {
    const id = await createOne(cityEntity, city('Khasab', 'خصب'));
    await deleteOne(cityEntity, id, 'city.hasAreas');
    await expect(getOne(cityEntity, id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses to delete a city that still has areas, then deletes it once they are gone', async () => {
    const id = await createOne(cityEntity, city('Sur', 'صور'));
    const a1 = await createOne(areaEntity, area(id, 'Al Ayjah', 'العيجة'));
    const a2 = await createOne(areaEntity, area(id, 'Bilad Sur', 'بلاد صور'));
    expect(await areaCount(id)).toBe(2);
    await expect(deleteOne(cityEntity, id, 'city.hasAreas')).rejects.toMatchObject({
      code: 'has-children',
      messageKey: 'city.hasAreas',
    });
    expect((await getOne(cityEntity, id)).nameEn).toBe('Sur');
    await deleteOne(areaEntity, a1);
    expect(await areaCount(id)).toBe(1);
    await expect(deleteOne(cityEntity, id, 'city.hasAreas')).rejects.toMatchObject({ code: 'has-children' });
    await deleteOne(areaEntity, a2);
    expect(await areaCount(id)).toBe(0);
    await deleteOne(cityEntity, id, 'city.hasAreas');
    await expect(getOne(cityEntity, id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses an area of a city that does not exist', async () => {
    await expect(createOne(areaEntity, area('no-such-city', 'Nowhere', 'لا مكان'))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await countMany(areaEntity, {})).toBe(0);
  });

  it('moves an area to another city, keeping both counters right', async () => {
    const muscat = await createOne(cityEntity, city('Muscat', 'مسقط'));
    const barka = await createOne(cityEntity, city('Barka', 'بركاء'));
    const seeb = await createOne(areaEntity, area(muscat, 'Seeb', 'السيب'));
    await createOne(areaEntity, area(muscat, 'Ruwi', 'روي'));
    expect([await areaCount(muscat), await areaCount(barka)]).toEqual([2, 0]);

    const opened = await getOne(areaEntity, seeb);
    await updateOne(areaEntity, seeb, area(barka, 'Seeb', 'السيب'), opened.updatedAt);
    expect([await areaCount(muscat), await areaCount(barka)]).toEqual([1, 1]);
    const inBarka = await getMany(areaEntity, {
      pageSize: 10,
      sort: byName,
      filters: [{ field: 'cityId', value: barka }],
    });
    expect(inBarka.rows.map((r) => r.nameEn)).toEqual(['Seeb']);

    // Renaming without moving leaves the counters alone.
    const moved = await getOne(areaEntity, seeb);
    await updateOne(areaEntity, seeb, area(barka, 'As Seeb', 'السيب'), moved.updatedAt);
    expect([await areaCount(muscat), await areaCount(barka)]).toEqual([1, 1]);

    // Moving into a city that does not exist is refused and changes nothing.
    const renamed = await getOne(areaEntity, seeb);
    await expect(
      updateOne(areaEntity, seeb, area('no-such-city', 'As Seeb', 'السيب'), renamed.updatedAt),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect((await getOne(areaEntity, seeb)).cityId).toBe(barka);
    expect([await areaCount(muscat), await areaCount(barka)]).toEqual([1, 1]);
  });

  it('is refused to a staff member without /Cities, even one who may read cities and areas', async () => {
    const id = await createOne(cityEntity, city('Ibri', 'عبري'));
    await switchStaff('staff-2', ['/supplier']);
    expect((await getOne(cityEntity, id)).nameEn).toBe('Ibri');
    await expect(createOne(cityEntity, city('Rustaq', 'الرستاق'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createOne(areaEntity, area(id, 'Al Araqi', 'العراقي'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // A supplier's page and form name their area: /supplier holders read areas.
    await expect(getMany(areaEntity, { pageSize: 5, sort: byName })).resolves.toMatchObject({ rows: [] });
    await switchStaff('staff-3', ['/coupon']);
    await expect(getMany(areaEntity, { pageSize: 5, sort: byName })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
