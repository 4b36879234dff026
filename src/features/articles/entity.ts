/**
 * Article (spec §3: title, short detail, description in English and in Arabic; field
 * names in docs/data-model.md, `articles`). Texts are plain multiline text: the panel
 * shows them with their line breaks and never renders them as HTML, so no sanitiser
 * (DOMPurify) is needed.
 */
import { COLLECTIONS } from '@/config/collections';
import { readAudit, readNullableString, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';

export interface Article extends Entity {
  readonly titleEn: string;
  readonly titleAr: string;
  readonly shortDetailEn: string;
  readonly shortDetailAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  /** The image's URL, or null when the article has none. */
  readonly image: string | null;
}

/** The article form's values; `image` is '' when there is none. */
export interface ArticleValues {
  readonly titleEn: string;
  readonly titleAr: string;
  readonly shortDetailEn: string;
  readonly shortDetailAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  readonly image: string;
}

/** Image addresses the panel shows: web addresses and inline images (data:image/…). */
const SAFE_IMAGE = /^(https?:\/\/|data:image\/)/i;

/**
 * @param url a stored or typed image address
 * @returns true when the address may be shown in an `<img>` (http, https or an inline
 *   image; never `javascript:` or other schemes)
 */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && SAFE_IMAGE.test(url.trim());
}

/** The articles collection: converters, search on both titles, sortable titles and date. */
export const articleEntity: EntityDefinition<Article, ArticleValues> = {
  collection: COLLECTIONS.articles,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    titleEn: readString(data['titleEn']),
    titleAr: readString(data['titleAr']),
    shortDetailEn: readString(data['shortDetailEn']),
    shortDetailAr: readString(data['shortDetailAr']),
    descriptionEn: readString(data['descriptionEn']),
    descriptionAr: readString(data['descriptionAr']),
    image: readNullableString(data['image']) || null,
  }),
  toFirestore: (v) => ({
    titleEn: v.titleEn,
    titleAr: v.titleAr,
    shortDetailEn: v.shortDetailEn,
    shortDetailAr: v.shortDetailAr,
    descriptionEn: v.descriptionEn,
    descriptionAr: v.descriptionAr,
    image: v.image.trim() || null,
  }),
  searchFields: ['titleEn', 'titleAr'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortableFields: ['titleEn', 'titleAr', 'createdAt'],
};
