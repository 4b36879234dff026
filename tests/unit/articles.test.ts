/**
 * Articles (spec §3, §5): the pure converters of the articles collection, the image
 * address check, and the form's schema.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { articleEntity, isSafeImageUrl, type ArticleValues } from '@/features/articles/entity';
import { articleSchema } from '@/features/articles/schema';
import en from '@/locales/en/articles.json';
import ar from '@/locales/ar/articles.json';

const values: ArticleValues = {
  titleEn: 'A short guide to Omani frankincense',
  titleAr: 'دليل مختصر إلى اللبان العماني',
  shortDetailEn: 'From Hojari to Najdi.',
  shortDetailAr: 'من الحوجري إلى النجدي.',
  descriptionEn: 'Line one.\nLine two.',
  descriptionAr: 'السطر الأول.\nالسطر الثاني.',
  image: '',
};

/** @returns the first message of the schema for the values, or null when valid. */
function firstError(v: object): string | null {
  try {
    articleSchema.validateSync(v, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

describe('article converters', () => {
  it('writes the six texts and a null image when none is given, no audit fields', () => {
    expect(articleEntity.toFirestore(values)).toEqual({
      titleEn: values.titleEn,
      titleAr: values.titleAr,
      shortDetailEn: values.shortDetailEn,
      shortDetailAr: values.shortDetailAr,
      descriptionEn: values.descriptionEn,
      descriptionAr: values.descriptionAr,
      image: null,
    });
    expect(articleEntity.toFirestore({ ...values, image: ' https://cdn.example.om/a.png ' })['image']).toBe(
      'https://cdn.example.om/a.png',
    );
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

    const broken = articleEntity.fromFirestore('a2', { titleEn: 42, image: '' });
    expect(broken.titleEn).toBe('');
    expect(broken.titleAr).toBe('');
    expect(broken.image).toBeNull();
    expect(articleEntity.fromFirestore('a3', { image: 7 }).image).toBeNull();
  });

  it('searches both titles and sorts by the titles and the creation date', () => {
    expect(articleEntity.searchFields).toEqual(['titleEn', 'titleAr']);
    expect(articleEntity.sortableFields).toEqual(['titleEn', 'titleAr', 'createdAt']);
    expect(articleEntity.defaultSort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(articleEntity.collection).toBe('articles');
  });
});

describe('article image addresses', () => {
  it('accepts web addresses and inline images only', () => {
    expect(isSafeImageUrl('https://cdn.example.om/a.png')).toBe(true);
    expect(isSafeImageUrl('http://cdn.example.om/a.png')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml;charset=utf-8,%3Csvg%3E')).toBe(true);
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isSafeImageUrl('')).toBe(false);
    expect(isSafeImageUrl(null)).toBe(false);
  });
});

describe('article schema', () => {
  it('accepts a complete article, with or without an image', () => {
    expect(firstError(values)).toBeNull();
    expect(firstError({ ...values, image: 'https://cdn.example.om/a.png' })).toBeNull();
  });

  it('requires every text ("Please input some text"), blanks included', () => {
    for (const field of ['titleEn', 'titleAr', 'shortDetailEn', 'shortDetailAr', 'descriptionEn', 'descriptionAr']) {
      expect(firstError({ ...values, [field]: '   ' }), field).toBe('validation.text');
    }
  });

  it('refuses an image that is not a web address', () => {
    expect(firstError({ ...values, image: 'javascript:alert(1)' })).toBe('article.validation.imageUrl');
    expect(firstError({ ...values, image: 'cdn.example.om/a.png' })).toBe('article.validation.imageUrl');
  });

  it('trims texts when cast, as the form does before saving', () => {
    const cast = articleSchema.cast({ ...values, titleEn: '  Title  ' }, { stripUnknown: true });
    expect(cast.titleEn).toBe('Title');
  });
});

describe('article texts', () => {
  it('say "No articles found" and have the same keys in Arabic', () => {
    expect(en['article.notFound']).toBe('No articles found');
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
