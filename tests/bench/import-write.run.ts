/**
 * `npm run bench`, CSV import written (docs/import.md, "Commits sized to the rules'
 * reads"): 10,000 products naming 50 suppliers (each row another supplier than the row
 * before) imported through `runImport` as a /Products holder, through the real rules on
 * the emulator. Prints rows per second, the commits sent and the rows written one by one
 * after a refused commit (0 when the commits are sized right). A figure, never a target:
 * run by its own vitest project (`bench-import`), never by `npm test`.
 */
import { it } from 'vitest';
import { productEntity } from '@/entities/product';
import { entityByName } from '@/entities/registry';
import { searchPrefixes } from '@/lib/data/convert';
import { blobSource, readHeader, runImport } from '@/lib/data/import';
import { autoMap, importFields } from '@/lib/data/importModel';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/products.json';
import { adminDb, signInStaff } from '../support/staff';

const ROWS = 10_000;
const SUPPLIERS = 50;

it(`imports ${ROWS.toLocaleString('en')} products naming ${SUPPLIERS} suppliers`, async () => {
  await signInStaff(['/Products']);
  const seed = adminDb().batch();
  for (let s = 0; s < SUPPLIERS; s++) {
    const name = `Supplier ${s}`;
    seed.set(adminDb().doc(`users/supplier-${s}`), {
      type: 'supplier',
      name,
      email: `supplier-${s}@example.com`,
      searchPrefixes: searchPrefixes([name]),
    });
  }
  seed.set(adminDb().doc('categories/category-sweets'), {
    nameEn: 'Sweets',
    nameAr: 'حلويات',
    image: null,
    subCategoryCount: 0,
    searchPrefixes: searchPrefixes(['Sweets', 'حلويات']),
  });
  await seed.commit();
  const lines = ['Name (English),Name (Arabic),Original price,Quantity,Supplier,Category'];
  for (let i = 0; i < ROWS; i++) {
    lines.push(
      `Dates box ${i},علبة تمر ${i},${(1 + (i % 900) / 100).toFixed(3)},${i % 500},supplier-${i % SUPPLIERS},category-sweets`,
    );
  }
  const file = new Blob([lines.join('\r\n')]);
  const labels = (key: string) => [(en as Record<string, string>)[key] ?? key];
  const { encoding, header } = await readHeader(blobSource(file));
  const mapping = autoMap(header, importFields(productEntity), (name) =>
    labels(productEntity.fields[name as 'nameEn'].label),
  );
  const plan = {
    def: productEntity,
    schema: entitySchema(productEntity),
    encoding,
    mapping,
    fixed: {},
    labels,
    referenced: entityByName,
  };
  const start = performance.now();
  const result = await runImport(plan, blobSource(file), 'write');
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `\nCSV import written (emulator, real rules): ${result.created.toLocaleString('en')} of ${ROWS.toLocaleString('en')} products ` +
      `naming ${SUPPLIERS} suppliers in ${seconds.toFixed(1)} s: ${Math.round(result.created / seconds).toLocaleString('en')} rows/s; ` +
      `${result.commits} commits, ${result.rowByRow} rows written one by one, ${result.failed} failed\n`,
  );
}, 3_600_000);
