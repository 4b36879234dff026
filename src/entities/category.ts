/**
 * Categories and their sub-categories (spec §3: a category has a name in English and
 * in Arabic; a sub-category has a name, a parent category and a supplier;
 * docs/data-model.md). A category counts its sub-categories in `subCategoryCount`, so
 * it can be deleted only once it has none (spec §4).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { bilingual, counter, image, reference, text } from '@/lib/entity/fields';
import { byLocale } from './names';

/** The category's field counting its sub-categories (written by the data layer). */
export const SUB_CATEGORY_COUNT = 'subCategoryCount';

/** The categories collection: both names searched; deleted only without sub-categories. */
export const categoryEntity = defineEntity({
  name: 'category',
  collection: COLLECTIONS.categories,
  access: {
    owner: '/Category',
    readers: [
      { path: '/Products', reason: "picks a product's category" },
      { path: '/banners', reason: "picks a banner's category" },
      { path: '/supplier', reason: "a supplier's page names the categories of their sub-categories" },
    ],
  },
  fields: {
    ...bilingual('name', 'category.name', 100, { column: { flex: 1 } }),
    image: image('category.imageLabel', { column: { width: 80 } }),
    subCategoryCount: counter('category.subCategoryCount', { column: { width: 200 } }),
  },
  list: {
    sorts: ['nameEn', 'nameAr', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['nameEn', 'nameAr'], sorts: ['nameEn', 'createdAt'] },
  },
  import: { key: ['nameEn'] },
  hierarchy: { childCounter: SUB_CATEGORY_COUNT },
  title: (row, locale) => byLocale(row.nameEn, row.nameAr, locale),
});

export type Category = Row<typeof categoryEntity.fields>;

/**
 * The subCategories collection: each counted on its category (creating, deleting or
 * moving one keeps `subCategoryCount` right in the same transaction).
 */
export const subCategoryEntity = defineEntity({
  name: 'subCategory',
  collection: COLLECTIONS.subCategories,
  access: {
    owner: '/Category',
    readers: [
      { path: '/Products', reason: "picks a product's sub-category" },
      { path: '/supplier', reason: "a supplier's page lists their sub-categories" },
    ],
  },
  fields: {
    name: text('subCategory.name', 100, { dir: 'auto', column: { flex: 1 } }),
    categoryId: reference('subCategory.category', COLLECTIONS.categories, 'category', {
      requiredKey: 'subCategory.validation.category',
      column: false,
    }),
    supplierId: reference('subCategory.supplier', COLLECTIONS.users, 'supplier', {
      requiredKey: 'subCategory.validation.categoryAndSupplier',
      column: { flex: 1 },
    }),
  },
  list: {
    sorts: ['name', 'createdAt'],
    defaultSort: { field: 'name', direction: 'asc' },
    search: { fields: ['name'], sorts: ['name'] },
    // A supplier's page lists theirs.
    filters: { supplierId: ['name'] },
  },
  import: { key: ['categoryId', 'name'] },
  hierarchy: { parent: { field: 'categoryId', collection: COLLECTIONS.categories, counter: SUB_CATEGORY_COUNT } },
  title: (row) => row.name,
});

export type SubCategory = Row<typeof subCategoryEntity.fields>;
