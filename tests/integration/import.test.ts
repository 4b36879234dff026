/**
 * CSV import through the data layer against the emulators, through the real rules, as a
 * staff member holding the screen (docs/import.md): a Windows-1256 file of products
 * written with search prefixes that find a word with an attached "و"; the dry run writes
 * nothing and lists the problems; running a file again adds no duplicates, also after a
 * cut halfway; sub-categories imported on their category's page count on it; coupons are
 * keyed by their code; each import that created rows leaves one audit entry with its counts;
 * a file naming 50 suppliers is written in commits sized to the rules' reads, none refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { categoryEntity, subCategoryEntity } from '@/entities/category';
import { couponEntity } from '@/entities/coupon';
import { productEntity } from '@/entities/product';
import { entityByName } from '@/entities/registry';
import { countMany, getMany } from '@/lib/data/api';
import { AUDIT_COLLECTION } from '@/lib/data/auditModel';
import { searchPrefixes } from '@/lib/data/convert';
import { blobSource, readHeader, runImport, type ImportPlan } from '@/lib/data/import';
import { autoMap, IMPORT_COMMIT_LIMITS, importFields, type ImportDef } from '@/lib/data/importModel';
import type { Field, Fields } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import arEntity from '@/locales/ar/entity.json';
import arCategories from '@/locales/ar/categories.json';
import arCoupons from '@/locales/ar/coupons.json';
import arProducts from '@/locales/ar/products.json';
import enEntity from '@/locales/en/entity.json';
import enCategories from '@/locales/en/categories.json';
import enCoupons from '@/locales/en/coupons.json';
import enProducts from '@/locales/en/products.json';
import { adminDb, signInStaff } from '../support/staff';

const texts: Record<string, string>[] = [
  enEntity,
  arEntity,
  enProducts,
  arProducts,
  enCategories,
  arCategories,
  enCoupons,
  arCoupons,
];
const labels = (key: string) => texts.map((t) => t[key]).filter((v): v is string => Boolean(v));
const fixture = (name: string) => new Blob([readFileSync(join(import.meta.dirname, '..', 'fixtures', 'import', name))]);
const byCreated = { field: 'createdAt', direction: 'desc' } as const;

/** The plan the dialog makes for a file: its encoding, auto-mapped columns, the form's schema. */
async function planFor(def: ImportDef, file: Blob, fixed: Record<string, string> = {}): Promise<ImportPlan> {
  const { encoding, header } = await readHeader(blobSource(file));
  const fields = def.fields as Fields;
  const mapping = autoMap(header, importFields(def, fixed), (name) => labels((fields[name] as Field).label));
  return { def, schema: entitySchema(def), encoding, mapping, fixed, labels, referenced: entityByName };
}

/** The stored import entries of a collection (read past the rules). */
async function importEntries(collection: string) {
  const snapshot = await adminDb()
    .collection(AUDIT_COLLECTION)
    .where('action', '==', 'import')
    .where('collection', '==', collection)
    .get();
  return snapshot.docs.map((d) => d.data());
}

/** Seeds a supplier as the seed does. */
async function seedSupplier(id: string, name: string) {
  await adminDb()
    .doc(`users/${id}`)
    .set({ type: 'supplier', name, email: `${id}@example.com`, searchPrefixes: searchPrefixes([name]) });
}

async function seedCategory(id: string, nameEn: string, nameAr: string) {
  await adminDb()
    .doc(`categories/${id}`)
    .set({ nameEn, nameAr, image: null, subCategoryCount: 0, searchPrefixes: searchPrefixes([nameEn, nameAr]) });
}

/** A generated products file of `n` rows (UTF-8, English titles). */
function productsCsv(n: number): Blob {
  const lines = ['Name (English),Name (Arabic),Original price,Quantity,Supplier,Category'];
  for (let i = 1; i <= n; i++) {
    lines.push(
      `Frankincense ${i},لبان حوجري ${i},${(1 + (i % 50) / 10).toFixed(3)},${i % 90},supplier-nizwa,category-sweets`,
    );
  }
  return new Blob([lines.join('\n')]);
}

describe('CSV import', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/Products']);
    await seedSupplier('supplier-nizwa', 'Nizwa Dates & Halwa');
    await seedCategory('category-sweets', 'Sweets & Dates', 'الحلويات والتمور');
  });

  it('checks a Windows-1256 file in a dry run: problems by row and field, nothing written', async () => {
    const file = fixture('products-windows-1256-errors.csv');
    const plan = await planFor(productEntity, file);
    expect(plan.encoding).toBe('windows-1256');
    const result = await runImport(plan, blobSource(file), 'dry');
    expect(result).toMatchObject({ rows: 7, created: 4, skipped: 0, failed: 3, auditId: null });
    expect(result.failedRows.map((r) => [r.row, r.problems.map((p) => p.field)])).toEqual([
      [6, ['price']],
      [7, ['supplierId']],
      [8, ['quantity']],
    ]);
    expect(result.failedRows[1]?.problems[0]?.message).toEqual({
      key: 'import.validation.reference',
      values: { value: 'Muscat Spice Traders' },
    });
    expect(await countMany(productEntity, {})).toBe(0);
  });

  it('writes the rows with prices, references and search prefixes right, audited once; a second run skips them', async () => {
    const file = fixture('products-windows-1256.csv');
    const plan = await planFor(productEntity, file);
    const first = await runImport(plan, blobSource(file), 'write');
    expect(first).toMatchObject({ rows: 7, created: 7, skipped: 0, failed: 0, cancelled: false });
    const halwa = (await getMany(productEntity, { pageSize: 10, sort: byCreated, search: 'الهيل' })).rows;
    expect(halwa.map((p) => p.nameEn)).toEqual(['Omani Halwa with Saffron']);
    expect(halwa[0]).toMatchObject({
      nameAr: 'حلوى عمانية بالزعفران والهيل',
      price: 4500,
      quantity: 120,
      supplierId: 'supplier-nizwa',
      categoryId: 'category-sweets',
      active: true,
      createdBy: uid,
    });
    const fard = (await getMany(productEntity, { pageSize: 10, sort: byCreated, search: 'فرض' })).rows;
    expect(fard[0]).toMatchObject({ price: 2750, discount: 5, quantity: 45 });
    const rose = (await getMany(productEntity, { pageSize: 10, sort: byCreated, search: 'rose water' })).rows;
    expect(rose[0]?.active).toBe(false);
    expect(await importEntries('products')).toEqual([
      expect.objectContaining({
        actor: uid,
        path: '/Products',
        before: null,
        after: { created: 7, skipped: 0, failed: 0 },
      }),
    ]);

    const again = await runImport(plan, blobSource(file), 'write');
    expect(again).toMatchObject({ created: 0, skipped: 7, failed: 0, auditId: null });
    expect(await countMany(productEntity, {})).toBe(7);
    expect(await importEntries('products')).toHaveLength(1);
  });

  it('resumes an import cut halfway without duplicates', async () => {
    const file = productsCsv(600);
    const plan = await planFor(productEntity, file);
    const abort = new AbortController();
    const cut = await runImport(plan, blobSource(file), 'write', () => abort.abort(), abort.signal);
    expect(cut).toMatchObject({ cancelled: true, created: 500, skipped: 0, failed: 0 });
    expect(await countMany(productEntity, {})).toBe(500);

    const rest = await runImport(plan, blobSource(file), 'write');
    expect(rest).toMatchObject({ cancelled: false, rows: 600, created: 100, skipped: 500, failed: 0 });
    expect(await countMany(productEntity, {})).toBe(600);
    expect(await countMany(productEntity, { search: 'لبان حوجري 600' })).toBe(1);
    const counts = (await importEntries('products')).map((e) => e['after']);
    expect(counts).toEqual(
      expect.arrayContaining([
        { created: 500, skipped: 0, failed: 0 },
        { created: 100, skipped: 500, failed: 0 },
      ]),
    );
  }, 180_000);
});

describe('CSV import naming many suppliers', () => {
  it('writes 150 products of 50 suppliers in commits sized to the rules’ reads, none refused', async () => {
    await signInStaff(['/Products']);
    await seedCategory('category-sweets', 'Sweets & Dates', 'الحلويات والتمور');
    for (let s = 0; s < 50; s++) await seedSupplier(`supplier-${s}`, `Supplier ${s}`);
    const lines = ['Name (English),Name (Arabic),Original price,Quantity,Supplier,Category'];
    // Suppliers by id and by name, each row naming another than the row before.
    for (let i = 0; i < 150; i++) {
      const s = i % 50;
      lines.push(`Dates ${i},تمر ${i},2.500,${i % 90},${i % 2 ? `Supplier ${s}` : `supplier-${s}`},category-sweets`);
    }
    const file = new Blob([lines.join('\n')]);
    const plan = await planFor(productEntity, file);
    const result = await runImport(plan, blobSource(file), 'write');
    expect(result).toMatchObject({ rows: 150, created: 150, skipped: 0, failed: 0, rowByRow: 0 });
    // No fallback: every row went in a commit, as few as the suppliers allow (3 a commit).
    expect(result.commits).toBe(Math.ceil(50 / IMPORT_COMMIT_LIMITS.maxDocuments));
    expect(await countMany(productEntity, {})).toBe(150);
    expect(await countMany(productEntity, { filters: [{ field: 'supplierId', value: 'supplier-49' }] })).toBe(3);
  }, 180_000);
});

describe('CSV import of children and of coded rows', () => {
  it('counts sub-categories imported on their category’s page, once however often the file runs', async () => {
    await signInStaff(['/Category']);
    await seedSupplier('supplier-nizwa', 'Nizwa Dates & Halwa');
    await seedCategory('category-sweets', 'Sweets & Dates', 'الحلويات والتمور');
    const file = new Blob([
      'Name,Supplier\nDates,Nizwa Dates & Halwa\nHalwa,supplier-nizwa\nوالعسل,Nizwa Dates & Halwa\n',
    ]);
    const fixed = { categoryId: 'category-sweets' };
    const plan = await planFor(subCategoryEntity, file, fixed);
    expect(plan.mapping).toMatchObject({ name: 0, supplierId: 1 });
    expect(await runImport(plan, blobSource(file), 'write')).toMatchObject({ created: 3, failed: 0 });
    expect(await runImport(plan, blobSource(file), 'write')).toMatchObject({ created: 0, skipped: 3 });
    const category = (await adminDb().doc('categories/category-sweets').get()).data();
    expect(category?.['subCategoryCount']).toBe(3);
    const found = await getMany(subCategoryEntity, {
      pageSize: 10,
      sort: { field: 'name', direction: 'asc' },
      search: 'عسل',
      filters: [{ field: 'categoryId', value: 'category-sweets' }],
    });
    expect(found.rows.map((r) => r.name)).toEqual(['والعسل']);
    expect(await importEntries('subCategories')).toHaveLength(1);
    expect(await countMany(categoryEntity, {})).toBe(1);
  });

  it('keys coupons by their code in capitals, a repeated code in the file skipped', async () => {
    await signInStaff(['/coupon']);
    const file = new Blob([
      'Code,Title,Title in Arabic,Discount in percentage,Type,Number of coupons,Expiry date\n' +
        'eid25,Eid offer,عرض العيد,25,General,100,2099-12-31\n' +
        'EID25,Eid offer again,عرض العيد مرة أخرى,30,General,100,2099-12-31\n' +
        'NATIONAL,National Day,اليوم الوطني,18,عام,50,31/12/2099\n',
    ]);
    const plan = await planFor(couponEntity, file);
    const result = await runImport(plan, blobSource(file), 'write');
    expect(result).toMatchObject({ created: 2, skipped: 1, failed: 0 });
    const eid = (await adminDb().doc('coupons/EID25').get()).data();
    expect(eid).toMatchObject({ code: 'EID25', titleEn: 'Eid offer', discountPercent: 25, status: 'pending' });
    expect(await runImport(plan, blobSource(file), 'write')).toMatchObject({ created: 0, skipped: 3 });
  });
});
