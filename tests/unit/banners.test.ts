/**
 * Banners, pure parts (docs/data-model.md `banners`): the form asks for the target of
 * the chosen type and empties the others when saving (the rules accept exactly one),
 * the last day not before the first, a position from 1 to 99; a new banner is pending;
 * "on the home screen now" is approved and within its days. Runs in jsdom.
 */
import { describe, expect, it } from 'vitest';
import { bannerEntity, isBannerLive } from '@/entities/banner';
import { refineBanner } from '@/features/banners/schema';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import { errorKeys } from './support/validate';

type Values = FormValues<typeof bannerEntity.fields>;
const schema = entitySchema(bannerEntity, refineBanner);

const valid = (extra: Partial<Values> = {}): Values => ({
  ...bannerEntity.emptyValues,
  image: 'banners/banner-1/b.webp',
  titleEn: 'National Day',
  titleAr: 'العيد الوطني',
  targetType: 'category',
  categoryId: 'category-groceries',
  position: 1,
  startAt: new Date(2099, 0, 1),
  endAt: new Date(2099, 0, 31),
  ...extra,
});

const saved = (values: Values) =>
  bannerEntity.toFirestore(schema.cast(values, { stripUnknown: true, context: { mode: 'create' } }) as Values);

describe('banner form', () => {
  it('accepts a complete banner and saves it pending, with only its category as target', () => {
    return errorKeys(schema, valid({ link: 'https://left.over', supplierId: 'supplier-001' })).then((errors) => {
      expect(errors).toEqual({});
      expect(saved(valid({ link: 'https://left.over', supplierId: 'supplier-001', productId: 'p1' }))).toMatchObject({
        status: 'pending',
        targetType: 'category',
        categoryId: 'category-groceries',
        supplierId: null,
        productId: '',
        link: '',
      });
    });
  });

  it.each([
    ['product', 'productId', 'banner.validation.product'],
    ['category', 'categoryId', 'banner.validation.category'],
    ['supplier', 'supplierId', 'banner.validation.supplier'],
    ['link', 'link', 'banner.validation.link'],
  ] as const)('asks for the %s when the banner opens one', async (type, field, key) => {
    const errors = await errorKeys(schema, valid({ targetType: type, categoryId: '' }));
    expect(errors).toEqual({ [field]: key });
  });

  it('keeps a link banner to its https link', async () => {
    const values = valid({ targetType: 'link', link: 'https://demo.om/offers' });
    expect(await errorKeys(schema, values)).toEqual({});
    expect(saved(values)).toMatchObject({ link: 'https://demo.om/offers', categoryId: null });
    expect(await errorKeys(schema, valid({ targetType: 'link', link: 'http://demo.om' }))).toEqual({
      link: 'validation.url',
    });
  });

  it('refuses a last day before the first, and a position outside 1 to 99', async () => {
    const errors = await errorKeys(schema, valid({ endAt: new Date(2098, 11, 31), position: 100 }));
    expect(errors).toEqual({ endAt: 'banner.validation.endBeforeStart', position: 'banner.validation.position' });
    expect(await errorKeys(schema, valid({ position: 0 }))).toEqual({ position: 'banner.validation.position' });
  });
});

describe('banner on the home screen', () => {
  const now = new Date(2026, 4, 10, 12);
  const days = { startAt: new Date(2026, 4, 1), endAt: new Date(2026, 4, 20, 23, 59) };
  it('is live only when approved and within its days', () => {
    expect(isBannerLive({ status: 'approved', ...days }, now)).toBe(true);
    expect(isBannerLive({ status: 'pending', ...days }, now)).toBe(false);
    expect(isBannerLive({ status: 'rejected', ...days }, now)).toBe(false);
    expect(isBannerLive({ status: 'approved', ...days, startAt: new Date(2026, 4, 11) }, now)).toBe(false);
    expect(isBannerLive({ status: 'approved', ...days, endAt: new Date(2026, 4, 9) }, now)).toBe(false);
  });
});
