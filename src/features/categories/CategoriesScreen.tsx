import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreen } from '@/components/entity/types';
import { subCategoryScreen } from '@/components/screens/subCategories';
import { categoryEntity } from '@/entities/category';

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
