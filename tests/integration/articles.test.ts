/**
 * Articles through the data layer against the emulators, under the real rules:
 * create (with and without an image), list across pages, search by either title,
 * update, delete, and refusal for a staff member without /articles.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { countMany, createOne, deleteOne, getMany, getOne, updateOne } from '@/lib/data/api';
import { articleEntity } from '@/entities/article';
import { articleScreen } from '@/features/articles/ArticlesScreen';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type ArticleValues = FormValues<typeof articleEntity.fields>;

/** The article form's schema, as the form builds it. */
const articleSchema = entitySchema(articleEntity, articleScreen.schema);

const article = (n: number, extra: Partial<ArticleValues> = {}): ArticleValues => ({
  titleEn: `Article number ${String(n).padStart(2, '0')}`,
  titleAr: `المقال رقم ${n}`,
  shortDetailEn: `Short detail ${n}`,
  shortDetailAr: `نبذة ${n}`,
  descriptionEn: `First paragraph ${n}.\nSecond paragraph.`,
  descriptionAr: `الفقرة الأولى ${n}.\nالفقرة الثانية.`,
  image: '',
  ...extra,
});
const byTitle = { field: 'titleEn', direction: 'asc' } as const;

describe('articles', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/articles']);
  });

  it('creates an article with audit fields, search prefixes and a null image', async () => {
    const values = articleSchema.cast(article(1, { titleEn: '  Frankincense from Dhofar  ' }), {
      stripUnknown: true,
      context: { mode: 'create' },
    }) as ArticleValues;
    const id = await createOne(articleEntity, values);
    const stored = (await adminDb().doc(`articles/${id}`).get()).data() ?? {};
    expect(stored['image']).toBeNull();
    expect(stored['titleEn']).toBe('Frankincense from Dhofar');
    expect(stored['descriptionEn']).toBe('First paragraph 1.\nSecond paragraph.');
    expect(stored['createdBy']).toBe(uid);
    expect(stored['searchPrefixes']).toEqual(expect.arrayContaining(['frank', 'dhofar', 'المقال']));
    const row = await getOne(articleEntity, id);
    expect(row).toMatchObject({ titleEn: 'Frankincense from Dhofar', image: null });
    expect(row.createdAt).toBeInstanceOf(Date);

    // An image is the Storage path of a file in the article's own folder (docs/data-model.md, "Images").
    const withImage = await createOne(articleEntity, article(2, { image: 'articles/with-image/a.webp' }), 'with-image');
    expect((await getOne(articleEntity, withImage)).image).toBe('articles/with-image/a.webp');
  });

  it('lists across pages, sorted by either title or newest first, and counts', async () => {
    for (let n = 1; n <= 12; n++) await createOne(articleEntity, article(n));
    const first = await getMany(articleEntity, { pageSize: 5, sort: byTitle });
    expect(first.rows.map((r) => r.titleEn)).toEqual([1, 2, 3, 4, 5].map((n) => article(n).titleEn));
    const second = await getMany(articleEntity, { pageSize: 5, sort: byTitle, after: first.next });
    expect(second.rows.map((r) => r.titleEn)).toEqual([6, 7, 8, 9, 10].map((n) => article(n).titleEn));
    const third = await getMany(articleEntity, { pageSize: 5, sort: byTitle, after: second.next });
    expect(third.rows.map((r) => r.titleEn)).toEqual([11, 12].map((n) => article(n).titleEn));
    expect(third.next).toBeNull();
    expect(await countMany(articleEntity, {})).toBe(12);
    const newest = await getMany(articleEntity, { pageSize: 3, sort: articleEntity.defaultSort });
    expect(newest.rows[0]?.titleEn).toBe(article(12).titleEn);
    const byArabic = await getMany(articleEntity, { pageSize: 12, sort: { field: 'titleAr', direction: 'desc' } });
    expect(byArabic.rows).toHaveLength(12);
  });

  it('finds articles by the start of any word of either title', async () => {
    await createOne(
      articleEntity,
      article(1, { titleEn: 'Planning your Ramadan groceries', titleAr: 'خطّط لمشتريات رمضان' }),
    );
    await createOne(
      articleEntity,
      article(2, { titleEn: 'A short guide to Omani frankincense', titleAr: 'دليل اللبان' }),
    );
    const search = async (text: string) =>
      (await getMany(articleEntity, { pageSize: 10, sort: byTitle, search: text })).rows.map((r) => r.titleEn);
    expect(await search('RAMA')).toEqual(['Planning your Ramadan groceries']);
    expect(await search('omani')).toEqual(['A short guide to Omani frankincense']);
    expect(await search('اللب')).toEqual(['A short guide to Omani frankincense']);
    // Short details and descriptions are not searched.
    expect(await search('paragraph')).toEqual([]);
    expect(await countMany(articleEntity, { search: 'guide' })).toBe(1);
  });

  it('updates the texts and the image, and refuses to overwrite a newer save', async () => {
    const id = await createOne(articleEntity, article(1, { image: 'articles/edited/a.webp' }), 'edited');
    const opened = await getOne(articleEntity, id);
    const stale = await getOne(articleEntity, id);
    await updateOne(articleEntity, id, article(1, { titleEn: 'Renamed article', image: '' }), opened.updatedAt);
    const saved = await getOne(articleEntity, id);
    expect(saved).toMatchObject({ titleEn: 'Renamed article', image: null });
    expect((await adminDb().doc(`articles/${id}`).get()).get('searchPrefixes')).toContain('renamed');
    await expect(updateOne(articleEntity, id, article(1), stale.updatedAt)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('deletes, and says not found afterwards', async () => {
    const id = await createOne(articleEntity, article(1));
    await deleteOne(articleEntity, id);
    await expect(getOne(articleEntity, id)).rejects.toMatchObject({ code: 'not-found' });
    expect(await countMany(articleEntity, {})).toBe(0);
  });

  it('is refused for a staff member without /articles', async () => {
    const id = await createOne(articleEntity, article(1));
    await switchStaff('staff-2', ['/FAQs']);
    await expect(getMany(articleEntity, { pageSize: 5, sort: byTitle })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createOne(articleEntity, article(2))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(deleteOne(articleEntity, id)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
