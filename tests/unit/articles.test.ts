/**
 * Articles (spec §3, §5): the pure converters of the articles definition, the image
 * value checks (a Storage path; older https values still show), and the form's schema.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { isShownImage } from '@/components/entity/StoredImage';
import { articleEntity } from '@/entities/article';
import { IMAGE_PATTERN, type FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/articles.json';
import ar from '@/locales/ar/articles.json';
import { errorKeys } from './support/validate';
import { allAr, allEn } from './support/locales';

type ArticleValues = FormValues<typeof articleEntity.fields>;
const articleSchema = entitySchema(articleEntity);

const values: ArticleValues = {
  titleEn: 'A short guide to Omani frankincense',
  titleAr: 'دليل مختصر إلى اللبان العماني',
  shortDetailEn: 'From Hojari to Najdi.',
  shortDetailAr: 'من الحوجري إلى النجدي.',
  descriptionEn: 'Line one.\nLine two.',
  descriptionAr: 'السطر الأول.\nالسطر الثاني.',
  image: '',
};

/** The message key of each invalid field, as the create (or edit) form sees it. */
const errors = (v: object, mode: 'create' | 'edit' = 'create') => errorKeys(articleSchema, v, mode);

describe('article converters', () => {
  it('writes the six texts and a null image when none is given, no audit fields', () => {
    const written = {
      titleEn: values.titleEn,
      titleAr: values.titleAr,
      shortDetailEn: values.shortDetailEn,
      shortDetailAr: values.shortDetailAr,
      descriptionEn: values.descriptionEn,
      descriptionAr: values.descriptionAr,
      image: null,
    };
    expect(articleEntity.toFirestore(values, 'create')).toEqual(written);
    expect(articleEntity.toFirestore(values, 'update')).toEqual(written);
    expect(articleEntity.toFirestore({ ...values, image: ' articles/a1/x.webp ' })['image']).toBe('articles/a1/x.webp');
  });

  it('reads a stored document, with safe defaults for missing or wrong fields', () => {
    const created = new Date('2026-01-02T03:04:05Z');
    const article = articleEntity.fromFirestore('a1', {
      ...articleEntity.toFirestore(values),
      image: 'https://cdn.example.om/a.png',
      createdAt: Timestamp.fromDate(created),
      createdBy: 'staff-1',
    });
    expect(article).toMatchObject({ id: 'a1', titleEn: values.titleEn, descriptionAr: values.descriptionAr });
    expect(article.image).toBe('https://cdn.example.om/a.png');
    expect(article.createdAt?.getTime()).toBe(created.getTime());
    expect(article.updatedAt).toBeNull();
    expect(articleEntity.toValues(article)).toEqual({ ...values, image: 'https://cdn.example.om/a.png' });

    const broken = articleEntity.fromFirestore('a2', { titleEn: 42, image: '' });
    expect(broken.titleEn).toBe('');
    expect(broken.titleAr).toBe('');
    expect(broken.image).toBeNull();
    expect(articleEntity.toValues(broken).image).toBe('');
    expect(articleEntity.fromFirestore('a3', { image: 7 }).image).toBeNull();
  });

  it('searches both titles and sorts by the titles and the creation date', () => {
    expect(articleEntity.searchFields).toEqual(['titleEn', 'titleAr']);
    expect(articleEntity.sortableFields).toEqual(['titleEn', 'titleAr', 'createdAt']);
    expect(articleEntity.defaultSort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(articleEntity.sortsFor(true, [])).toEqual(['createdAt']);
    expect(articleEntity.collection).toBe('articles');
  });
});

describe('article image addresses', () => {
  const stored = (value: string) => new RegExp(IMAGE_PATTERN, 'u').test(value);

  it('stores Storage paths only', () => {
    expect(stored('articles/a1/1732250000000-k3x9.webp')).toBe(true);
    expect(stored('https://cdn.example.om/a.png')).toBe(false);
    expect(stored('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe(false);
    expect(stored('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(stored('http://cdn.example.om/a.png')).toBe(false);
    expect(stored('javascript:alert(1)')).toBe(false);
    expect(stored('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(stored('cdn.example.om/a.png')).toBe(false);
    expect(stored('')).toBe(false);
  });

  it('shows https addresses and inline pictures only', () => {
    expect(isShownImage('https://cdn.example.om/a.png')).toBe(true);
    expect(isShownImage('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe(true);
    expect(isShownImage('http://cdn.example.om/a.png')).toBe(false);
    expect(isShownImage('javascript:alert(1)')).toBe(false);
    expect(isShownImage('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isShownImage('')).toBe(false);
    expect(isShownImage(null)).toBe(false);
  });
});

describe('article schema', () => {
  it('accepts a complete article, with or without an image, when creating and editing', async () => {
    expect(await errors(values)).toEqual({});
    expect(await errors(values, 'edit')).toEqual({});
    expect(await errors({ ...values, image: 'articles/a1/1732250000000-k3x9.webp' })).toEqual({});
  });

  it('requires every text ("Please input some text"), blanks included', async () => {
    for (const field of ['titleEn', 'titleAr', 'shortDetailEn', 'shortDetailAr', 'descriptionEn', 'descriptionAr']) {
      expect(await errors({ ...values, [field]: '   ' }), field).toEqual({ [field]: 'validation.text' });
      expect(await errors({ ...values, [field]: '' }, 'edit'), field).toEqual({ [field]: 'validation.text' });
    }
  });

  it('bounds the texts: 200 for titles, 500 for short details, 10000 for descriptions', async () => {
    expect(await errors({ ...values, titleAr: 'ع'.repeat(200) })).toEqual({});
    expect(await errors({ ...values, titleAr: 'ع'.repeat(201) })).toEqual({ titleAr: 'validation.tooLong' });
    expect(await errors({ ...values, shortDetailEn: 'x'.repeat(501) })).toEqual({
      shortDetailEn: 'validation.tooLong',
    });
    expect(await errors({ ...values, descriptionEn: 'x'.repeat(10_000) })).toEqual({});
    expect(await errors({ ...values, descriptionEn: 'x'.repeat(10_001) })).toEqual({
      descriptionEn: 'validation.tooLong',
    });
  });

  it('refuses an image that is not an uploaded file', async () => {
    expect(await errors({ ...values, image: 'javascript:alert(1)' })).toEqual({ image: 'validation.imagePath' });
    expect(await errors({ ...values, image: 'cdn.example.om/a.png' })).toEqual({ image: 'validation.imagePath' });
    expect(await errors({ ...values, image: 'https://cdn.example.om/a.png' }, 'edit')).toEqual({
      image: 'validation.imagePath',
    });
    expect(await errors({ ...values, image: 'articles/a1/x.webp' })).toEqual({});
  });

  it('trims texts when cast, as the form does before saving', () => {
    const cast = articleSchema.cast({ ...values, titleEn: '  Title  ' }, { stripUnknown: true }) as ArticleValues;
    expect(cast.titleEn).toBe('Title');
  });
});

describe('article texts', () => {
  it('say "No articles found" and have the same keys in Arabic', () => {
    expect(en['article.notFound']).toBe('No articles found');
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('have every field label and the image message in both languages', () => {
    const keys = [...Object.values(articleEntity.fields).map((f) => f.label), 'validation.imagePath'];
    for (const key of keys) {
      expect(allEn, key).toHaveProperty([key]);
      expect(allAr, key).toHaveProperty([key]);
    }
  });
});
