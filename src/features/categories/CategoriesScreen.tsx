import Box from '@mui/material/Box';
import { createdAtColumn } from '@/components/entity/columns';
import { EntityRoutes } from '@/components/entity/EntityRoutes';
import type { EntityScreenConfig } from '@/components/entity/types';
import { formatDate, formatNumber } from '@/lib/format';
import { CategoryFields } from './CategoryFields';
import {
  categoryEntity,
  categoryName,
  subCategoryEntity,
  type Category,
  type CategoryValues,
  type SubCategory,
  type SubCategoryValues,
} from './entity';
import { ReferenceName } from './ReferenceName';
import { categorySchema, subCategorySchema } from './schema';
import { SubCategoryFields } from './SubCategoryFields';
import { supplierLookup } from './supplierLookup';

const supplierName = (row: { name: string }) => row.name;

/**
 * Sub-categories (spec §3: name, parent category, supplier), listed on their
 * category's page and edited under /Category/:categoryId/subCategories/.
 */
export const subCategoryScreen: EntityScreenConfig<SubCategory, SubCategoryValues> = {
  entity: subCategoryEntity,
  keys: {
    title: 'subCategory.title',
    newTitle: 'subCategory.new',
    editTitle: 'subCategory.edit',
    notFound: 'subCategory.notFound',
  },
  columns: (t, locale) => [
    { field: 'name', headerName: t('subCategory.name'), flex: 1, minWidth: 180 },
    {
      field: 'supplierId',
      headerName: t('subCategory.supplier'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => <ReferenceName entity={supplierLookup} id={row.supplierId} label={supplierName} />,
    },
    createdAtColumn(t, locale),
  ],
  schema: subCategorySchema,
  emptyValues: { name: '', categoryId: '', supplierId: '' },
  toValues: (row) => ({ name: row.name, categoryId: row.categoryId, supplierId: row.supplierId }),
  Fields: SubCategoryFields,
  heading: (row) => row.name,
  details: (row, t, locale) => [
    { label: t('subCategory.name'), value: row.name },
    {
      label: t('subCategory.category'),
      value: <ReferenceName entity={categoryEntity} id={row.categoryId} label={categoryName} />,
    },
    {
      label: t('subCategory.supplier'),
      value: <ReferenceName entity={supplierLookup} id={row.supplierId} label={supplierName} />,
    },
    { label: t('common.createdAt'), value: row.createdAt ? formatDate(row.createdAt, locale) : '' },
  ],
};

/**
 * /Category (spec §2, §3, §4): categories with their names in both languages and an
 * optional image; a category's page lists its sub-categories. A category that still
 * has sub-categories is not deleted: "Please delete first all SubCategory...".
 */
export const categoryScreen: EntityScreenConfig<Category, CategoryValues> = {
  entity: categoryEntity,
  keys: {
    title: 'navbar.category',
    newTitle: 'category.new',
    editTitle: 'category.edit',
    notFound: 'category.notFound',
    hasChildren: 'category.hasSubCategories',
  },
  columns: (t, locale) => [
    { field: 'nameEn', headerName: t('category.nameEn'), flex: 1, minWidth: 180 },
    { field: 'nameAr', headerName: t('category.nameAr'), flex: 1, minWidth: 180 },
    {
      field: 'subCategoryCount',
      headerName: t('category.subCategoryCount'),
      type: 'number',
      width: 170,
      valueFormatter: (value: number) => formatNumber(value, locale),
    },
    createdAtColumn(t, locale),
  ],
  schema: categorySchema,
  emptyValues: { nameEn: '', nameAr: '', image: '' },
  toValues: (row) => ({ nameEn: row.nameEn, nameAr: row.nameAr, image: row.image ?? '' }),
  Fields: CategoryFields,
  heading: categoryName,
  details: (row, t, locale) => [
    { label: t('category.nameEn'), value: row.nameEn },
    { label: t('category.nameAr'), value: <span dir="rtl">{row.nameAr}</span> },
    {
      label: t('category.imageLabel'),
      value: row.image ? (
        <Box
          component="img"
          src={row.image}
          alt={categoryName(row, locale)}
          sx={{ display: 'block', maxWidth: 320, width: '100%', borderRadius: 1 }}
        />
      ) : (
        t('category.noImage')
      ),
    },
    { label: t('category.subCategoryCount'), value: formatNumber(row.subCategoryCount, locale) },
    { label: t('common.createdAt'), value: row.createdAt ? formatDate(row.createdAt, locale) : '' },
  ],
  children: [
    { segment: 'subCategories', parentField: 'categoryId', config: subCategoryScreen, titleKey: 'subCategory.title' },
  ],
};

/** The /Category screen and its sub-routes (sub-categories under each category). */
export default function CategoriesScreen() {
  return <EntityRoutes config={categoryScreen} basePath="/Category" />;
}
