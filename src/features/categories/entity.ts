/**
 * Categories and their sub-categories (spec §3: a category has a name in English and
 * in Arabic; a sub-category has a name, a parent category and a supplier; fields in
 * docs/data-model.md). A category counts its sub-categories in `subCategoryCount`, so
 * it can be deleted only once it has none (spec §4).
 */
import { COLLECTIONS } from '@/config/collections';
import { readAudit, readNullableString, readNumber, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';

/** The category's field counting its sub-categories (written by the data layer). */
export const SUB_CATEGORY_COUNT = 'subCategoryCount';

export interface Category extends Entity {
  readonly nameEn: string;
  readonly nameAr: string;
  /** An image link (https or a data: image), or null when the category has none. */
  readonly image: string | null;
  /** How many sub-categories it has (0 when never counted). */
  readonly subCategoryCount: number;
}

/** The category form's values; an empty `image` means no image. */
export interface CategoryValues {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly image: string;
}

export interface SubCategory extends Entity {
  readonly name: string;
  readonly categoryId: string;
  readonly supplierId: string;
}

export interface SubCategoryValues {
  readonly name: string;
  readonly categoryId: string;
  readonly supplierId: string;
}

/**
 * The categories collection: searched on both names, sorted by either name or by
 * creation time, deleted only when `subCategoryCount` is 0 (spec §4).
 */
export const categoryEntity: EntityDefinition<Category, CategoryValues> = {
  collection: COLLECTIONS.categories,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    nameEn: readString(data['nameEn']),
    nameAr: readString(data['nameAr']),
    image: readNullableString(data['image']) || null,
    subCategoryCount: readNumber(data[SUB_CATEGORY_COUNT]),
  }),
  toFirestore: (v) => ({
    nameEn: v.nameEn.trim(),
    nameAr: v.nameAr.trim(),
    image: v.image.trim() || null,
  }),
  searchFields: ['nameEn', 'nameAr'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortableFields: ['nameEn', 'nameAr', 'createdAt'],
  childCounter: SUB_CATEGORY_COUNT,
};

/**
 * The subCategories collection: each counted on its category (creating, deleting or
 * moving one keeps `subCategoryCount` right in the same transaction). Listed by name,
 * which the index (categoryId, name) serves on a category's page.
 */
export const subCategoryEntity: EntityDefinition<SubCategory, SubCategoryValues> = {
  collection: COLLECTIONS.subCategories,
  fromFirestore: (id, data) => ({
    id,
    ...readAudit(data),
    name: readString(data['name']),
    categoryId: readString(data['categoryId']),
    supplierId: readString(data['supplierId']),
  }),
  toFirestore: (v) => ({
    name: v.name.trim(),
    categoryId: v.categoryId,
    supplierId: v.supplierId,
  }),
  searchFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
  sortableFields: ['name', 'createdAt'],
  parent: { collection: COLLECTIONS.categories, field: 'categoryId', counter: SUB_CATEGORY_COUNT },
};

/**
 * @param category a category
 * @param locale 'en' or 'ar'
 * @returns its name in the locale, falling back to the other language when empty
 */
export function categoryName(category: Pick<Category, 'nameEn' | 'nameAr'>, locale: string): string {
  return locale === 'ar' ? category.nameAr || category.nameEn : category.nameEn || category.nameAr;
}
