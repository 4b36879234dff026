/**
 * Categories and sub-categories (spec §3, §4, §5): the pure converters of their
 * definitions, the supplier definition sub-categories refer to, the form schemas'
 * messages (spec §5 texts) and the locale texts. Runs in jsdom (the unit set-up
 * clears localStorage), so stored times are stand-ins with toDate(), as readDate
 * accepts.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { categoryEntity, subCategoryEntity, SUB_CATEGORY_COUNT } from '@/entities/category';
import { byLocale } from '@/entities/names';
import { supplierEntity } from '@/entities/supplier';
import { subCategoryScreen } from '@/components/screens/subCategories';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/categories.json';
import ar from '@/locales/ar/categories.json';
import entityTexts from '@/locales/en/entity.json';
import { allAr, allEn } from './support/locales';

type CategoryValues = FormValues<typeof categoryEntity.fields>;
type SubCategoryValues = FormValues<typeof subCategoryEntity.fields>;

const english: Record<string, string> = { ...entityTexts, ...en };
const categorySchema = entitySchema(categoryEntity);
const subCategorySchema = entitySchema(subCategoryEntity, subCategoryScreen.schema);

/** The English message of each invalid field, as the form shows them (create or edit). */
async function messages(
  schema: typeof categorySchema,
  values: object,
  mode: 'create' | 'edit' = 'create',
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false, context: { mode } });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const result: Record<string, string> = {};
    for (const inner of error.inner) {
      const message = inner.message as unknown as string | { key: string };
      const key = typeof message === 'string' ? message : message.key;
      result[inner.path ?? ''] ??= english[key] ?? key;
    }
    return result;
  }
}

describe('category converters', () => {
  const created = new Date('2025-03-01T08:00:00Z');

  it('reads a stored category, with audit fields and its sub-category count', () => {
    const row = categoryEntity.fromFirestore('category-groceries', {
      nameEn: 'Groceries',
      nameAr: 'البقالة',
      image: 'https://cdn.example.com/groceries.png',
      subCategoryCount: 5,
      createdAt: { toDate: () => created },
      createdBy: 'admin-uid',
    });
    expect(row).toMatchObject({
      id: 'category-groceries',
      nameEn: 'Groceries',
      nameAr: 'البقالة',
      image: 'https://cdn.example.com/groceries.png',
      subCategoryCount: 5,
      createdAt: created,
      createdBy: 'admin-uid',
      updatedAt: null,
    });
    expect(categoryEntity.toValues(row)).toEqual({
      nameEn: 'Groceries',
      nameAr: 'البقالة',
      image: 'https://cdn.example.com/groceries.png',
      subCategoryCount: 5,
    });
  });

  it('reads missing or malformed fields as safe defaults', () => {
    const row = categoryEntity.fromFirestore('x', { nameEn: 7, image: '', subCategoryCount: 'many' });
    expect(row).toMatchObject({ nameEn: '', nameAr: '', image: null, subCategoryCount: 0, createdAt: null });
    expect(categoryEntity.toValues(row).image).toBe('');
  });

  it('writes trimmed names and no image as null, the counter only as 0 on create, never audit fields', () => {
    const values: CategoryValues = { nameEn: ' Bakery ', nameAr: ' المخبز ', image: '  ', subCategoryCount: 4 };
    expect(categoryEntity.toFirestore(values, 'create')).toEqual({
      nameEn: 'Bakery',
      nameAr: 'المخبز',
      image: null,
      [SUB_CATEGORY_COUNT]: 0,
    });
    const update = categoryEntity.toFirestore(values, 'update');
    expect(update).toEqual({ nameEn: 'Bakery', nameAr: 'المخبز', image: null });
    expect(update).not.toHaveProperty(SUB_CATEGORY_COUNT);
    expect(categoryEntity.toFirestore({ ...values, image: 'categories/c1/a.webp' })['image']).toBe(
      'categories/c1/a.webp',
    );
  });

  it('counts sub-categories on their category and searches the right fields', () => {
    expect(categoryEntity.hierarchy?.childCounter).toBe('subCategoryCount');
    expect(categoryEntity.searchFields).toEqual(['nameEn', 'nameAr']);
    expect(categoryEntity.sortableFields).toEqual(['nameEn', 'nameAr', 'createdAt']);
    expect(categoryEntity.sortsFor(true, [])).toEqual(['nameEn', 'createdAt']);
    expect(subCategoryEntity.hierarchy?.parent).toEqual({
      collection: 'categories',
      field: 'categoryId',
      counter: 'subCategoryCount',
    });
    expect(subCategoryEntity.searchFields).toEqual(['name']);
    expect(subCategoryEntity.sortableFields).toEqual(['name', 'createdAt']);
    expect(subCategoryEntity.sortsFor(false, ['categoryId'])).toEqual(['name']);
  });

  it('names a category in the locale, falling back to the other language', () => {
    const row = (nameEn: string, nameAr: string) => categoryEntity.fromFirestore('c', { nameEn, nameAr });
    expect(categoryEntity.title(row('Pharmacy', 'الصيدلية'), 'ar')).toBe('الصيدلية');
    expect(categoryEntity.title(row('Pharmacy', 'الصيدلية'), 'en')).toBe('Pharmacy');
    expect(categoryEntity.title(row('Pharmacy', ''), 'ar')).toBe('Pharmacy');
    expect(byLocale('', 'الصيدلية', 'en')).toBe('الصيدلية');
  });
});

describe('sub-category converters', () => {
  it('reads and writes name, category and supplier', () => {
    const row = subCategoryEntity.fromFirestore('subcategory-bakery', {
      name: 'Bakery',
      categoryId: 'category-groceries',
      supplierId: 'supplier-006',
      searchPrefixes: ['b', 'ba'],
    });
    expect(row).toMatchObject({
      id: 'subcategory-bakery',
      name: 'Bakery',
      categoryId: 'category-groceries',
      supplierId: 'supplier-006',
    });
    expect(row).not.toHaveProperty('searchPrefixes');
    const values: SubCategoryValues = { name: ' Spices ', categoryId: 'c1', supplierId: 's1' };
    expect(subCategoryEntity.toFirestore(values)).toEqual({ name: 'Spices', categoryId: 'c1', supplierId: 's1' });
    expect(subCategoryEntity.fields.supplierId).toMatchObject({ collection: 'users', entity: 'supplier' });
  });
});

describe('supplier definition', () => {
  it('reads users documents of type supplier by name; edited only by the supplier screen, audited', () => {
    expect(supplierEntity.collection).toBe('users');
    expect(supplierEntity.scope).toEqual({ field: 'type', value: 'supplier' });
    expect(supplierEntity.searchFields).toEqual(['name', 'email', 'phone']);
    expect(supplierEntity.defaultSort).toEqual({ field: 'name', direction: 'asc' });
    // Pickers read it; edits are audited, the sign-in e-mail never edited (docs/access.md, "People").
    expect(supplierEntity.audit?.of).toBe('all');
    expect(supplierEntity.fields.email.fixed).toBe(true);
    const row = supplierEntity.fromFirestore('supplier-001', {
      name: 'Al Mawaleh Fresh Market',
      email: 'orders@mawalehfresh.example.com',
      type: 'supplier',
    });
    expect(row).toMatchObject({
      id: 'supplier-001',
      name: 'Al Mawaleh Fresh Market',
      email: 'orders@mawalehfresh.example.com',
    });
    expect(row).not.toHaveProperty('type');
  });
});

describe('category schema (spec §5)', () => {
  it('asks for some text in both names', async () => {
    expect(await messages(categorySchema, { nameEn: '  ', nameAr: '', image: '' })).toEqual({
      nameEn: 'Please input some text',
      nameAr: 'Please input some text',
    });
    expect(await messages(categorySchema, { nameEn: '  ', nameAr: '', image: '' }, 'edit')).toEqual({
      nameEn: 'Please input some text',
      nameAr: 'Please input some text',
    });
  });

  it('accepts no image or an uploaded one (a Storage path), and refuses anything else', async () => {
    const ok = { nameEn: 'Gifts', nameAr: 'الهدايا' };
    const refused = { image: 'This is not an uploaded image. Choose the image again.' };
    expect(await messages(categorySchema, { ...ok, image: '' })).toEqual({});
    expect(await messages(categorySchema, { ...ok, image: 'categories/c1/1732250000000-k3x9.webp' })).toEqual({});
    expect(await messages(categorySchema, { ...ok, image: 'https://cdn.example.com/a.png' })).toEqual(refused);
    expect(await messages(categorySchema, { ...ok, image: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E' })).toEqual(
      refused,
    );
    expect(await messages(categorySchema, { ...ok, image: 'javascript:alert(1)' })).toEqual(refused);
    expect(await messages(categorySchema, { ...ok, image: 'http://cdn.example.com/a.png' })).toEqual(refused);
  });
});

describe('sub-category schema (spec §5)', () => {
  const valid = { name: 'Bakery', categoryId: 'c1', supplierId: 's1' };

  it('accepts a complete sub-category', async () => {
    expect(await messages(subCategorySchema, valid)).toEqual({});
    expect(await messages(subCategorySchema, valid, 'edit')).toEqual({});
  });

  it('asks for some text in the name', async () => {
    expect(await messages(subCategorySchema, { ...valid, name: ' ' })).toEqual({ name: 'Please input some text' });
  });

  it('asks for the category when only the category is missing', async () => {
    expect(await messages(subCategorySchema, { ...valid, categoryId: '' })).toEqual({
      categoryId: 'Please select category',
    });
  });

  it('asks for both when the supplier is missing, or both are', async () => {
    expect(await messages(subCategorySchema, { ...valid, supplierId: '' })).toEqual({
      supplierId: 'Please select both category and supplier',
    });
    expect(await messages(subCategorySchema, { ...valid, supplierId: ' ' }, 'edit')).toEqual({
      supplierId: 'Please select both category and supplier',
    });
    expect(await messages(subCategorySchema, { ...valid, categoryId: '', supplierId: '' })).toEqual({
      categoryId: 'Please select both category and supplier',
      supplierId: 'Please select both category and supplier',
    });
  });
});

describe('category texts', () => {
  it('have the same keys in English and Arabic, Arabic in Arabic script', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(ar)) expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });

  it('carry the exact texts of spec §5 and §8', () => {
    expect(english['subCategory.validation.category']).toBe('Please select category');
    expect(english['subCategory.validation.categoryAndSupplier']).toBe('Please select both category and supplier');
    expect(english['category.hasSubCategories']).toBe('Please delete first all SubCategory...');
    expect(english['category.notFound']).toBe('No categories found');
    expect(english['validation.text']).toBe('Please input some text');
  });

  it('have every label and message the definitions name, in both languages', () => {
    for (const def of [categoryEntity, subCategoryEntity, supplierEntity]) {
      for (const field of Object.values(def.fields)) {
        for (const key of [field.label, field.requiredKey].filter((k): k is string => !!k)) {
          expect(allEn, key).toHaveProperty([key]);
          expect(allAr, key).toHaveProperty([key]);
        }
      }
    }
  });
});
