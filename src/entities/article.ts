/**
 * Article (spec §3: title, short detail, description in English and in Arabic; an
 * optional image; docs/data-model.md `articles`). Texts are plain multiline text: the
 * panel shows them with their line breaks and never renders them as HTML.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, image } from '@/lib/entity/fields';
import { byLocale } from './names';

/** The articles collection: titles searched, newest first. */
export const articleEntity = defineEntity({
  name: 'article',
  collection: COLLECTIONS.articles,
  access: { owner: '/articles' },
  fields: {
    ...bilingual('title', 'article.title', 200, { column: { flex: 1 } }),
    ...bilingual('shortDetail', 'article.shortDetail', 500, { multiline: true, column: false }),
    ...bilingual('description', 'article.description', 10000, { multiline: true, column: false }),
    image: image('article.image', { column: { width: 80 } }),
  },
  list: {
    sorts: ['titleEn', 'titleAr', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['titleEn', 'titleAr'], sorts: ['createdAt'] },
  },
  import: { key: ['titleEn'] },
  title: (row, locale) => byLocale(row.titleEn, row.titleAr, locale),
});

export type Article = Row<typeof articleEntity.fields>;
