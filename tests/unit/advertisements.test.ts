/**
 * Advertisements, pure parts: the shown state (Active, Inactive, Expired after the
 * expire date, whatever the flag), the form schema's messages (image, supplier, https
 * website, expire date not in the past on create) and the write of a new
 * advertisement (inactive until activated). Runs in jsdom.
 */
import { describe, expect, it } from 'vitest';
import { advertisementEntity, advertisementState } from '@/entities/advertisement';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/advertisements.json';
import ar from '@/locales/ar/advertisements.json';
import { errorKeys } from './support/validate';

type Values = FormValues<typeof advertisementEntity.fields>;
const schema = entitySchema(advertisementEntity);
const NOW = new Date(2026, 4, 10, 12, 0, 0);

const valid = (extra: Partial<Values> = {}): Values => ({
  ...advertisementEntity.emptyValues,
  image: 'advertisements/ad-1/halwa.webp',
  shortDetailEn: 'Fresh halwa',
  shortDetailAr: 'حلوى طازجة',
  descriptionEn: 'Made this week.',
  descriptionAr: 'محضّرة هذا الأسبوع.',
  website: 'https://halwa.example.com',
  supplierId: 'supplier-005',
  expireAt: new Date(2099, 0, 1),
  ...extra,
});

describe('advertisement state', () => {
  it('is Expired once the expire date has passed, whatever the flag', () => {
    expect(advertisementState({ active: true, expireAt: new Date(2026, 4, 10, 11, 59) }, NOW)).toBe('expired');
    expect(advertisementState({ active: false, expireAt: new Date(2026, 4, 1) }, NOW)).toBe('expired');
    expect(advertisementState({ active: true, expireAt: null }, NOW)).toBe('expired');
    expect(advertisementState({ active: true, expireAt: NOW }, NOW)).toBe('expired');
  });

  it('is Active or Inactive as the flag says before then', () => {
    expect(advertisementState({ active: true, expireAt: new Date(2026, 4, 11) }, NOW)).toBe('active');
    expect(advertisementState({ active: false, expireAt: new Date(2026, 4, 11) }, NOW)).toBe('inactive');
  });

  it('has its labels in both languages', () => {
    for (const state of ['active', 'inactive', 'expired']) {
      expect(en[`advertisement.states.${state}` as keyof typeof en]).toBeTruthy();
      expect(ar[`advertisement.states.${state}` as keyof typeof ar]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('advertisement form', () => {
  it('accepts a complete advertisement', async () => {
    expect(await errorKeys(schema, valid(), 'create')).toEqual({});
  });

  it('asks for the image (spec §5), the texts and the supplier', async () => {
    const errors = await errorKeys(schema, { ...advertisementEntity.emptyValues }, 'create');
    expect(errors).toMatchObject({
      image: 'validation.image',
      shortDetailEn: 'validation.text',
      descriptionAr: 'validation.text',
      website: 'validation.text',
      supplierId: 'advertisement.validation.supplier',
      expireAt: 'validation.date',
    });
  });

  it('refuses a website that is not https and an image of another scheme', async () => {
    const errors = await errorKeys(
      schema,
      valid({ website: 'http://halwa.example.com', image: 'javascript:alert(1)' }),
      'create',
    );
    expect(errors).toMatchObject({ website: 'validation.url', image: 'validation.imagePath' });
  });

  it('refuses an expire date in the past on create, keeps it on edit', async () => {
    const past = valid({ expireAt: new Date(2020, 0, 1) });
    expect(await errorKeys(schema, past, 'create')).toEqual({ expireAt: 'advertisement.validation.expirePast' });
    expect(await errorKeys(schema, past, 'edit')).toEqual({});
  });

  it('writes a new advertisement inactive, and an edit never touches the flag', () => {
    const created = advertisementEntity.toFirestore(valid(), 'create');
    expect(created['active']).toBe(false);
    expect(created['website']).toBe('https://halwa.example.com');
    expect('active' in advertisementEntity.toFirestore(valid(), 'update')).toBe(false);
  });
});
