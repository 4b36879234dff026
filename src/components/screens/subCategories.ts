import * as yup from 'yup';
import type { EntityScreen } from '@/components/entity/types';
import { subCategoryEntity } from '@/entities/category';

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
