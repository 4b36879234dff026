/**
 * Categories and sub-categories through the data layer against the emulators, as a
 * staff member holding /Category, through the real rules (spec §3, §4): create, list
 * across pages, search, update, delete; a category with sub-categories is not deleted
 * ("Please delete first all SubCategory...") until they are; the sub-category count
 * stays right when a sub-category moves to another category.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { categoryEntity, subCategoryEntity } from '@/entities/category';
import { supplierEntity } from '@/entities/supplier';
import { countMany, createOne, deleteOne, getMany, getOne, updateOne } from '@/lib/data/api';
import { searchPrefixes } from '@/lib/data/convert';
import { COUNTED_CHILD_FIELD } from '@/lib/data/types';
import type { FormValues } from '@/lib/entity/fields';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type CategoryValues = FormValues<typeof categoryEntity.fields>;
type SubCategoryValues = FormValues<typeof subCategoryEntity.fields>;

const HAS_CHILDREN = 'category.hasSubCategories';
const category = (n: number, extra: Partial<CategoryValues> = {}): CategoryValues => ({
  ...categoryEntity.emptyValues,
  nameEn: `Category ${String(n).padStart(2, '0')}`,
  nameAr: `الفئة ${n}`,
  image: '',
  ...extra,
});
const byNameEn = { field: 'nameEn', direction: 'asc' } as const;
const byName = { field: 'name', direction: 'asc' } as const;

/** Seeds a users document as the seed does (searchPrefixes from name and email). */
async function seedUser(id: string, type: string, name: string, email: string): Promise<void> {
  await adminDb()
    .doc(`users/${id}`)
    .set({ type, name, email, searchPrefixes: searchPrefixes([name, email]) });
}

/** The stored subCategoryCount of a category (read past the rules). */
async function storedCount(id: string): Promise<unknown> {
  return (await adminDb().doc(`categories/${id}`).get()).get('subCategoryCount');
}

describe('categories and sub-categories', () => {
  let uid: string;
  let subCategory: (name: string, categoryId: string, supplierId?: string) => SubCategoryValues;
  beforeEach(async () => {
    uid = await signInStaff(['/Category']);
    await seedUser('supplier-a', 'supplier', 'Al Mawaleh Fresh Market', 'orders@mawaleh.example.com');
    subCategory = (name, categoryId, supplierId = 'supplier-a') => ({ name, categoryId, supplierId });
  });

  it('creates a category with audit fields, search prefixes and a zero count', async () => {
    const id = await createOne(categoryEntity, category(1, { nameEn: 'Sweets & Dates', nameAr: 'الحلويات والتمور' }));
    const stored = (await adminDb().doc(`categories/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({ nameEn: 'Sweets & Dates', image: null, subCategoryCount: 0, createdBy: uid });
    expect(stored['searchPrefixes']).toEqual(expect.arrayContaining(['sweets', 'dat', 'الحلويات', 'والتمور']));
    const row = await getOne(categoryEntity, id);
    expect(row).toMatchObject({ nameAr: 'الحلويات والتمور', subCategoryCount: 0 });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('lists categories across pages and counts them', async () => {
    for (let n = 1; n <= 12; n++) await createOne(categoryEntity, category(n));
    const first = await getMany(categoryEntity, { pageSize: 5, sort: byNameEn });
    expect(first.rows.map((r) => r.nameEn)).toEqual([1, 2, 3, 4, 5].map((n) => category(n).nameEn));
    const second = await getMany(categoryEntity, { pageSize: 5, sort: byNameEn, after: first.next });
    expect(second.rows.map((r) => r.nameEn)).toEqual([6, 7, 8, 9, 10].map((n) => category(n).nameEn));
    const third = await getMany(categoryEntity, { pageSize: 5, sort: byNameEn, after: second.next });
    expect(third.rows.map((r) => r.nameEn)).toEqual([11, 12].map((n) => category(n).nameEn));
    expect(third.next).toBeNull();
    expect(await countMany(categoryEntity, {})).toBe(12);
    const newest = await getMany(categoryEntity, { pageSize: 1, sort: categoryEntity.defaultSort });
    expect(newest.rows[0]?.nameEn).toBe(category(12).nameEn);
  });

  it('finds categories by the start of a word in English or Arabic', async () => {
    await createOne(categoryEntity, category(1, { nameEn: 'Gifts & Perfumes', nameAr: 'الهدايا والعطور' }));
    await createOne(categoryEntity, category(2, { nameEn: 'Pharmacy', nameAr: 'الصيدلية' }));
    const search = async (text: string) =>
      (await getMany(categoryEntity, { pageSize: 10, sort: byNameEn, search: text })).rows.map((r) => r.nameEn);
    expect(await search('perf')).toEqual(['Gifts & Perfumes']);
    expect(await search('PHARM')).toEqual(['Pharmacy']);
    expect(await search('الصيد')).toEqual(['Pharmacy']);
    expect(await search('والعط')).toEqual(['Gifts & Perfumes']);
    expect(await search('bakery')).toEqual([]);
    expect(await countMany(categoryEntity, { search: 'gift' })).toBe(1);
  });

  it('updates a category and keeps its sub-category count', async () => {
    const id = await createOne(categoryEntity, category(1));
    await createOne(subCategoryEntity, subCategory('Bakery', id));
    const opened = await getOne(categoryEntity, id);
    await updateOne(
      categoryEntity,
      id,
      category(1, { nameEn: 'Groceries', image: `categories/${id}/groceries.webp` }),
      opened.updatedAt,
    );
    const row = await getOne(categoryEntity, id);
    expect(row).toMatchObject({ nameEn: 'Groceries', image: `categories/${id}/groceries.webp` });
    expect(row.subCategoryCount).toBe(1);
    expect(await getMany(categoryEntity, { pageSize: 5, sort: byNameEn, search: 'groc' })).toMatchObject({
      rows: [{ id }],
    });
  });

  it('deletes a category without sub-categories', async () => {
    const id = await createOne(categoryEntity, category(1));
    await deleteOne(categoryEntity, id, HAS_CHILDREN);
    await expect(getOne(categoryEntity, id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('refuses to delete a category with sub-categories, and deletes it once they are gone', async () => {
    const id = await createOne(categoryEntity, category(1));
    const bakery = await createOne(subCategoryEntity, subCategory('Bakery', id));
    const spices = await createOne(subCategoryEntity, subCategory('Spices', id));
    expect(await storedCount(id)).toBe(2);
    // Each step names the sub-category paying for it (the rules accept no other).
    expect((await adminDb().doc(`categories/${id}`).get()).get(COUNTED_CHILD_FIELD)).toBe(spices);

    await expect(deleteOne(categoryEntity, id, HAS_CHILDREN)).rejects.toMatchObject({
      code: 'has-children',
      messageKey: HAS_CHILDREN,
    });
    expect((await getOne(categoryEntity, id)).subCategoryCount).toBe(2);

    const listed = await getMany(subCategoryEntity, {
      pageSize: 10,
      sort: byName,
      filters: [{ field: 'categoryId', value: id }],
    });
    expect(listed.rows.map((r) => r.name)).toEqual(['Bakery', 'Spices']);

    await deleteOne(subCategoryEntity, bakery);
    expect(await storedCount(id)).toBe(1);
    await expect(deleteOne(categoryEntity, id, HAS_CHILDREN)).rejects.toMatchObject({ code: 'has-children' });
    await deleteOne(subCategoryEntity, spices);
    expect(await storedCount(id)).toBe(0);
    await deleteOne(categoryEntity, id, HAS_CHILDREN);
    await expect(getOne(categoryEntity, id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('keeps both counts right when a sub-category moves to another category', async () => {
    const from = await createOne(categoryEntity, category(1));
    const to = await createOne(categoryEntity, category(2));
    const seafood = await createOne(subCategoryEntity, subCategory('Seafood', from));
    await createOne(subCategoryEntity, subCategory('Grills', from));
    expect([await storedCount(from), await storedCount(to)]).toEqual([2, 0]);

    const opened = await getOne(subCategoryEntity, seafood);
    await updateOne(subCategoryEntity, seafood, subCategory('Fresh seafood', to), opened.updatedAt);
    expect([await storedCount(from), await storedCount(to)]).toEqual([1, 1]);
    expect(await getOne(subCategoryEntity, seafood)).toMatchObject({ name: 'Fresh seafood', categoryId: to });
    expect(await countMany(subCategoryEntity, { filters: [{ field: 'categoryId', value: to }] })).toBe(1);

    // Renaming without moving changes no count.
    const again = await getOne(subCategoryEntity, seafood);
    await updateOne(subCategoryEntity, seafood, subCategory('Fish', to), again.updatedAt);
    expect([await storedCount(from), await storedCount(to)]).toEqual([1, 1]);
  });

  it('searches sub-categories and refuses one under a missing category', async () => {
    const id = await createOne(categoryEntity, category(1));
    await createOne(subCategoryEntity, subCategory('Dairy & Eggs', id));
    await createOne(subCategoryEntity, subCategory('Fruits & Vegetables', id));
    const found = await getMany(subCategoryEntity, {
      pageSize: 10,
      sort: byName,
      search: 'veg',
      filters: [{ field: 'categoryId', value: id }],
    });
    expect(found.rows.map((r) => r.name)).toEqual(['Fruits & Vegetables']);
    await expect(createOne(subCategoryEntity, subCategory('Orphan', 'no-such-category'))).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('offers a /Category holder only suppliers, by name or email, in the sub-category form', async () => {
    await seedUser('supplier-b', 'supplier', 'Qurum Grill House', 'hello@qurumgrill.example.com');
    await seedUser('customer-a', 'user', 'Qurum Resident', 'resident@example.com');
    const options = async (search = '') =>
      (
        await getMany(supplierEntity, {
          pageSize: 20,
          sort: supplierEntity.defaultSort,
          search,
        })
      ).rows.map((r) => r.name);
    expect(await options()).toEqual(['Al Mawaleh Fresh Market', 'Qurum Grill House']);
    expect(await options('qurum')).toEqual(['Qurum Grill House']);
    expect(await options('orders@maw')).toEqual(['Al Mawaleh Fresh Market']);
    expect(await countMany(supplierEntity, {})).toBe(2);
    expect((await getOne(supplierEntity, 'supplier-b')).name).toBe('Qurum Grill House');
    // A user of another type is outside the supplier definition: not found, not shown.
    await expect(getOne(supplierEntity, 'customer-a')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('is refused for a staff member without /Category', async () => {
    const id = await createOne(categoryEntity, category(1));
    await switchStaff('staff-2', ['/coupon']);
    await expect(getMany(categoryEntity, { pageSize: 5, sort: byNameEn })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createOne(subCategoryEntity, subCategory('Bakery', id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(deleteOne(categoryEntity, id, HAS_CHILDREN)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
