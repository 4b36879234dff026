/**
 * Categories and sub-categories (spec §3, §4, §5): the pure converters, the supplier
 * lookup, the yup schemas' messages (spec §5 texts) and the locale texts. Runs in
 * jsdom (the unit set-up clears localStorage), so stored times are stand-ins with
 * toDate(), as readDate accepts.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  categoryEntity,
  categoryName,
  subCategoryEntity,
  SUB_CATEGORY_COUNT,
  type CategoryValues,
  type SubCategoryValues,
} from '@/features/categories/entity';
import { categorySchema, subCategorySchema } from '@/features/categories/schema';
import { SUPPLIER_FILTERS, supplierLookup } from '@/features/categories/supplierLookup';
import en from '@/locales/en/categories.json';
import ar from '@/locales/ar/categories.json';
import entityTexts from '@/locales/en/entity.json';

const english: Record<string, string> = { ...entityTexts, ...en };

/** The English message of each invalid field, as the form shows them. */
function messages(schema: typeof categorySchema | typeof subCategorySchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', english[String(e.message)] ?? e.message]));
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
  });

  it('reads missing or malformed fields as safe defaults', () => {
    const row = categoryEntity.fromFirestore('x', { nameEn: 7, image: '', subCategoryCount: 'many' });
    expect(row).toMatchObject({ nameEn: '', nameAr: '', image: null, subCategoryCount: 0, createdAt: null });
  });

  it('writes trimmed names and no image as null, never audit fields or the counter', () => {
    const values: CategoryValues = { nameEn: ' Bakery ', nameAr: ' المخبز ', image: '  ' };
    const stored = categoryEntity.toFirestore(values);
    expect(stored).toEqual({ nameEn: 'Bakery', nameAr: 'المخبز', image: null });
    expect(stored).not.toHaveProperty(SUB_CATEGORY_COUNT);
    expect(categoryEntity.toFirestore({ ...values, image: 'https://x.example/a.png' })['image']).toBe(
      'https://x.example/a.png',
    );
  });

  it('counts sub-categories on their category and searches the right fields', () => {
    expect(categoryEntity.childCounter).toBe('subCategoryCount');
    expect(categoryEntity.searchFields).toEqual(['nameEn', 'nameAr']);
    expect(categoryEntity.sortableFields).toEqual(['nameEn', 'nameAr', 'createdAt']);
    expect(subCategoryEntity.parent).toEqual({
      collection: 'categories',
      field: 'categoryId',
      counter: 'subCategoryCount',
    });
    expect(subCategoryEntity.searchFields).toEqual(['name']);
    expect(subCategoryEntity.sortableFields).toEqual(['name', 'createdAt']);
  });

  it('names a category in the locale, falling back to the other language', () => {
    expect(categoryName({ nameEn: 'Pharmacy', nameAr: 'الصيدلية' }, 'ar')).toBe('الصيدلية');
    expect(categoryName({ nameEn: 'Pharmacy', nameAr: 'الصيدلية' }, 'en')).toBe('Pharmacy');
    expect(categoryName({ nameEn: 'Pharmacy', nameAr: '' }, 'ar')).toBe('Pharmacy');
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
    expect(row).toMatchObject({ id: 'subcategory-bakery', name: 'Bakery', categoryId: 'category-groceries' });
    expect(row).not.toHaveProperty('searchPrefixes');
    const values: SubCategoryValues = { name: ' Spices ', categoryId: 'c1', supplierId: 's1' };
    expect(subCategoryEntity.toFirestore(values)).toEqual({ name: 'Spices', categoryId: 'c1', supplierId: 's1' });
  });
});

describe('supplier lookup', () => {
  it('reads users documents of type supplier by name and never writes', () => {
    expect(supplierLookup.collection).toBe('users');
    expect(SUPPLIER_FILTERS).toEqual([{ field: 'type', value: 'supplier' }]);
    expect(supplierLookup.searchFields).toEqual(['name', 'email']);
    expect(supplierLookup.defaultSort).toEqual({ field: 'name', direction: 'asc' });
    const row = supplierLookup.fromFirestore('supplier-001', {
      name: 'Al Mawaleh Fresh Market',
      email: 'orders@mawalehfresh.example.com',
      type: 'supplier',
    });
    expect(row).toMatchObject({ id: 'supplier-001', name: 'Al Mawaleh Fresh Market' });
    expect(() => supplierLookup.toFirestore({})).toThrow();
  });
});

describe('category schema (spec §5)', () => {
  it('asks for some text in both names', () => {
    expect(messages(categorySchema, { nameEn: '  ', nameAr: '', image: '' })).toEqual({
      nameEn: 'Please input some text',
      nameAr: 'Please input some text',
    });
  });

  it('accepts no image, an https link or an inline image, and refuses anything else', () => {
    const ok = { nameEn: 'Gifts', nameAr: 'الهدايا' };
    expect(messages(categorySchema, { ...ok, image: '' })).toEqual({});
    expect(messages(categorySchema, { ...ok, image: 'https://cdn.example.com/a.png' })).toEqual({});
    expect(messages(categorySchema, { ...ok, image: 'data:image/svg+xml;charset=utf-8,%3Csvg%3E' })).toEqual({});
    expect(messages(categorySchema, { ...ok, image: 'javascript:alert(1)' })).toEqual({
      image: 'Please enter a valid image link, starting with https://',
    });
  });
});

describe('sub-category schema (spec §5)', () => {
  const valid = { name: 'Bakery', categoryId: 'c1', supplierId: 's1' };

  it('accepts a complete sub-category', () => {
    expect(messages(subCategorySchema, valid)).toEqual({});
  });

  it('asks for some text in the name', () => {
    expect(messages(subCategorySchema, { ...valid, name: ' ' })).toEqual({ name: 'Please input some text' });
  });

  it('asks for the category when only the category is missing', () => {
    expect(messages(subCategorySchema, { ...valid, categoryId: '' })).toEqual({
      categoryId: 'Please select category',
    });
  });

  it('asks for both when the supplier is missing, or both are', () => {
    expect(messages(subCategorySchema, { ...valid, supplierId: '' })).toEqual({
      supplierId: 'Please select both category and supplier',
    });
    expect(messages(subCategorySchema, { ...valid, categoryId: '', supplierId: '' })).toEqual({
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
});
