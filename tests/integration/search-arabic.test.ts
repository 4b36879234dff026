/**
 * Arabic-aware search through the data layer against the emulators, through the real
 * rules (docs/data-model.md, search): a product saved by the product form with an
 * attached "و" is found by the word typed with ه for ة and without the "و"; a customer
 * (stored as the seed and the apps store people) is found by a phone number typed in
 * Arabic-Indic digits without the calling code, or with it and spaces; a name typed in
 * one script finds the person stored in the other, in a list and in the palette
 * (docs/data-model.md, cross-script names).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { customerEntity } from '@/entities/people';
import { productEntity } from '@/entities/product';
import { countMany, createOne, getMany } from '@/lib/data/api';
import { searchPrefixes } from '@/lib/data/convert';
import { findPeople } from '@/lib/data/find';
import type { FormValues } from '@/lib/entity/fields';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type ProductValues = FormValues<typeof productEntity.fields>;

const product = (nameEn: string, nameAr: string): ProductValues => ({
  ...productEntity.emptyValues,
  nameEn,
  nameAr,
  price: 1.2,
  discount: 0,
  quantity: 10,
  supplierId: 'supplier-1',
  categoryId: 'category-1',
});

const newest = { field: 'createdAt', direction: 'desc' } as const;
const byName = { field: 'name', direction: 'asc' } as const;

describe('Arabic search (data layer, real rules)', () => {
  beforeEach(async () => {
    await signInStaff(['All']);
    await adminDb()
      .doc('categories/category-1')
      .set({ nameEn: 'Stationery', nameAr: 'القرطاسية', subCategoryCount: 0 });
    await adminDb().doc('users/supplier-1').set({ type: 'supplier', name: 'Qurum Books', email: 'books@example.com' });
  });

  it('finds a product named with an attached و by the word without it, typed with ه', async () => {
    await createOne(productEntity, product('School bag', 'حقيبة والمدرسة'));
    await createOne(productEntity, product('Pencil case', 'مقلمة'));
    const names = async (search: string) =>
      (await getMany(productEntity, { pageSize: 10, sort: newest, search })).rows.map((r) => r.nameEn);
    expect(await names('المدرسه')).toEqual(['School bag']);
    expect(await names('مدرسة')).toEqual(['School bag']);
    expect(await names('والمدرسة')).toEqual(['School bag']);
    expect(await names('حقيبه المدرسه')).toEqual([]);
    expect(await names('حقيبه والمدرسه')).toEqual(['School bag']);
    expect(await countMany(productEntity, { search: 'المدرسه' })).toBe(1);
    expect(await names('مقلمه')).toEqual(['Pencil case']);
  });

  it('finds a customer by a phone number in Arabic-Indic digits, with or without +968', async () => {
    const users = adminDb().collection('users');
    const customer = (id: string, name: string, phone: string) => {
      const data: Record<string, unknown> = { type: 'user', name, email: `${id}@example.com`, phone, blocked: false };
      return users
        .doc(id)
        .set({ ...data, searchPrefixes: searchPrefixes(customerEntity.searchFields.map((f) => data[f])) });
    };
    await customer('customer-1', 'Salim Al-Harthi', '+96892123456');
    await customer('customer-2', 'Aisha Al-Balushi', '+968 9912 3456');
    const names = async (search: string) =>
      (await getMany(customerEntity, { pageSize: 10, sort: byName, search })).rows.map((r) => r.name);
    expect(await names('٩٢١٢٣٤٥٦')).toEqual(['Salim Al-Harthi']);
    expect(await names('+٩٦٨ ٩٢١٢ ٣٤٥٦')).toEqual(['Salim Al-Harthi']);
    expect(await names('00968 92123456')).toEqual(['Salim Al-Harthi']);
    expect(await names('0 9912 3456')).toEqual(['Aisha Al-Balushi']);
    expect(await names('99123456')).toEqual(['Aisha Al-Balushi']);
    expect(await names('+968')).toEqual(['Aisha Al-Balushi', 'Salim Al-Harthi']);
    expect(await countMany(customerEntity, { search: '٩٢١٢٣٤٥٦' })).toBe(1);
  });

  it('finds a name typed in one script stored in the other, in a list and in the palette', async () => {
    const users = adminDb().collection('users');
    const customer = (id: string, name: string) => {
      const data: Record<string, unknown> = {
        type: 'user',
        name,
        email: `${id}@example.com`,
        phone: '',
        blocked: false,
      };
      return users
        .doc(id)
        .set({ ...data, searchPrefixes: searchPrefixes(customerEntity.searchFields.map((f) => data[f])) });
    };
    await customer('customer-1', 'Said Al-Habsi');
    await customer('customer-2', 'خالد الرواحي');
    await customer('customer-3', 'Hamad Al-Kindi');
    const names = async (search: string) =>
      (await getMany(customerEntity, { pageSize: 10, sort: byName, search })).rows.map((r) => r.name);
    expect(await names('سعيد')).toEqual(['Said Al-Habsi']);
    expect(await names('الحبسي')).toEqual(['Said Al-Habsi']);
    expect(await names('Said')).toEqual(['Said Al-Habsi']);
    expect(await names('Khalid Al-Rawahi')).toEqual(['خالد الرواحي']);
    expect(await names('Rawahi')).toEqual(['خالد الرواحي']);
    expect(await names('حمد')).toEqual(['Hamad Al-Kindi']);
    expect(await countMany(customerEntity, { search: 'سعيد' })).toBe(1);
    const found = async (term: string, types: readonly ('user' | 'supplier')[] | null) =>
      (await findPeople(term, types)).map((p) => p.name);
    expect(await found('سعيد', ['user', 'supplier'])).toEqual(['Said Al-Habsi']);
    expect(await found('Khalid', null)).toEqual(['خالد الرواحي']);
    // A holder of /user only: the rules prove the query by its type filter, key or not.
    await switchStaff('staff-2', ['/user']);
    expect(await found('سعيد', ['user'])).toEqual(['Said Al-Habsi']);
    expect(await names('Khalid')).toEqual(['خالد الرواحي']);
  });
});
