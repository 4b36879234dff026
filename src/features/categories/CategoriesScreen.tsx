import * as yup from 'yup';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { categoryEntity, subCategoryEntity } from '@/entities/category';

/**
 * Sub-categories (spec §3: name, parent category, supplier), listed on their
 * category's page and edited under /Category/id/:categoryId/subCategories/. A missing
 * supplier (or both) says "Please select both category and supplier"; a missing
 * category alone "Please select category" (spec §5).
 */
export const subCategoryScreen: EntityScreen<typeof subCategoryEntity.fields> = {
  entity: subCategoryEntity,
  keys: {
    title: 'subCategory.title',
    newTitle: 'subCategory.new',
    editTitle: 'subCategory.edit',
    notFound: 'subCategory.notFound',
  },
  schema: (schemas) => ({
    ...schemas,
    // One message for the category, chosen by whether the supplier is missing too.
    categoryId: yup
      .string()
      .trim()
      .when('supplierId', ([supplierId]: unknown[], schema) =>
        schema.required(
          typeof supplierId === 'string' && supplierId.trim()
            ? 'subCategory.validation.category'
            : 'subCategory.validation.categoryAndSupplier',
        ),
      ),
  }),
};

/**
 * /Category (spec §2, §3, §4): categories with their names in both languages and an
 * optional image; a category's page lists its sub-categories. A category that still
 * has sub-categories is not deleted: "Please delete first all SubCategory..." is said
 * before anything is asked.
 */
export const categoryScreen: EntityScreen<typeof categoryEntity.fields> = {
  entity: categoryEntity,
  keys: {
    title: 'navbar.category',
    newTitle: 'category.new',
    editTitle: 'category.edit',
    notFound: 'category.notFound',
    hasChildren: 'category.hasSubCategories',
  },
  related: [
    { segment: 'subCategories', field: 'categoryId', screen: subCategoryScreen, titleKey: 'subCategory.title' },
  ],
};

/** The /Category screen and its sub-routes (sub-categories under each category). */
export default function CategoriesScreen() {
  return <EntityRoutes screen={categoryScreen} basePath="/Category" />;
}
