/**
 * CSV import, the pure part (docs/import.md): the encoding of a file as spreadsheets save
 * it (Windows-1256 from Arabic Excel, UTF-8 with or without BOM), rows streamed across
 * chunk boundaries, columns matched by English or Arabic label, and each row checked
 * with the form's own schema, its messages translated; rows split into commits sized to
 * the documents the generated rules read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '@/components/form/fieldError';
import { couponEntity } from '@/entities/coupon';
import { productEntity } from '@/entities/product';
import { entityByName, ENTITY_LIST, RULES_DEFINITIONS } from '@/entities/registry';
import {
  autoMap,
  createReadFields,
  decodeBytes,
  decodeStream,
  detectEncoding,
  failedTable,
  importFields,
  naturalKey,
  parseRow,
  IMPORT_COMMIT_LIMITS,
  rememberedMapping,
  rowReadDocuments,
  splitCommits,
  streamRows,
  validateValues,
} from '@/lib/data/importModel';
import { personReferences } from '../../scripts/rules/matchRules';
import { entitySchema } from '@/lib/entity/schema';
import en from '@/locales/en/products.json';
import ar from '@/locales/ar/products.json';
import enEntity from '@/locales/en/entity.json';
import arEntity from '@/locales/ar/entity.json';
import { i18n, loadLocale } from '@/lib/i18n';

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'import');
const read = (name: string) => new Uint8Array(readFileSync(join(fixtures, name)));
const texts: Record<string, string>[] = [en, ar, enEntity, arEntity];
const labels = (key: string) => texts.map((t) => t[key]).filter((v): v is string => Boolean(v));

/** All rows of a text given in chunks of `size` characters. */
async function rowsOf(text: string, size: number): Promise<string[][]> {
  const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
  const out: string[][] = [];
  await streamRows(chunks, (rows) => void out.push(...rows));
  return out;
}

describe('CSV import: encodings', () => {
  it('reads a Windows-1256 file as Arabic Excel saves it', () => {
    const { encoding, text } = decodeBytes(read('products-windows-1256.csv'));
    expect(encoding).toBe('windows-1256');
    expect(text).toContain('حلوى عمانية بالزعفران والهيل');
    expect(text.startsWith('الاسم (بالإنجليزية);')).toBe(true);
  });

  it('reads UTF-8 with a byte order mark and drops the mark', () => {
    const { encoding, text } = decodeBytes(read('products-utf8-bom.csv'));
    expect(encoding).toBe('utf-8');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(text).toContain('عسل السدر والسمر');
  });

  it('reads UTF-8 without a mark, and plain ASCII as UTF-8', () => {
    expect(detectEncoding(new TextEncoder().encode('name,الاسم\n'))).toBe('utf-8');
    expect(detectEncoding(new TextEncoder().encode('code,title\n'))).toBe('utf-8');
  });

  it('does not take a UTF-8 letter cut at the end of the sample for Windows-1256', () => {
    const bytes = new TextEncoder().encode('اسم');
    expect(detectEncoding(bytes.subarray(0, bytes.length - 1))).toBe('utf-8');
  });

  it('joins a character split between two chunks of bytes', async () => {
    const bytes = new TextEncoder().encode('\uFEFFa,ب\n');
    async function* split() {
      yield bytes.subarray(0, 6);
      yield bytes.subarray(6);
    }
    let text = '';
    for await (const chunk of decodeStream(split(), 'utf-8')) text += chunk;
    expect(text).toBe('a,ب\n');
  });
});

describe('CSV import: rows', () => {
  it('gives the same rows whatever the chunks, quoted commas and line breaks kept', async () => {
    const text = 'code,title\r\nEID25,"Eid, ""big"" offer"\r\nRAMADAN,"two\r\nlines"\r\n\r\nLAST,x';
    const whole = await rowsOf(text, text.length);
    expect(whole).toEqual([
      ['code', 'title'],
      ['EID25', 'Eid, "big" offer'],
      ['RAMADAN', 'two\r\nlines'],
      ['LAST', 'x'],
    ]);
    for (const size of [1, 3, 7, 16]) expect(await rowsOf(text, size)).toEqual(whole);
  });

  it('finds the semicolons of Arabic Excel', async () => {
    const rows = await rowsOf(decodeBytes(read('products-windows-1256.csv')).text, 100);
    expect(rows[0]).toHaveLength(10);
    expect(rows[1]?.[1]).toBe('حلوى عمانية بالزعفران والهيل');
    expect(rows).toHaveLength(8);
  });
});

describe('CSV import: columns', () => {
  const fields = importFields(productEntity);

  it('offers the fields the form edits, without images', () => {
    expect(fields).toContain('nameAr');
    expect(fields).toContain('supplierId');
    expect(fields).not.toContain('image');
    expect(importFields(productEntity, { categoryId: 'c1' })).not.toContain('categoryId');
  });

  it('matches Arabic labels, with or without the shadda, and English labels', async () => {
    const rows = await rowsOf(decodeBytes(read('products-windows-1256.csv')).text, 4096);
    const mapping = autoMap(rows[0] ?? [], fields, (name) =>
      labels(`product.${name === 'price' ? 'originalPrice' : name.replace(/Id$/, '')}`),
    );
    expect(mapping).toMatchObject({
      nameEn: 0,
      nameAr: 1,
      price: 4,
      discount: 5,
      quantity: 6,
      supplierId: 7,
      categoryId: 8,
      active: 9,
    });
    expect(mapping['id']).toBeNull();
    const english = autoMap(
      ['Quantity', 'NAME (english)', 'id', 'Supplier'],
      ['nameEn', 'quantity', 'supplierId'],
      (name) => labels(`product.${name.replace(/Id$/, '')}`),
    );
    expect(english).toEqual({ id: 2, nameEn: 1, quantity: 0, supplierId: 3 });
  });

  it('matches a field by its name, and a remembered column title first', () => {
    const header = ['nameEn', 'English title', 'price'];
    expect(autoMap(header, ['nameEn', 'price'], () => [])).toEqual({ id: null, nameEn: 0, price: 2 });
    const remembered = rememberedMapping(header, { nameEn: 1, price: 2, id: null });
    expect(remembered).toEqual({ nameEn: 'English title', price: 'price' });
    expect(autoMap(['price', 'x', 'English title', 'nameEn'], ['nameEn', 'price'], () => [], remembered)).toEqual({
      id: null,
      nameEn: 2,
      price: 0,
    });
  });
});

describe('CSV import: row checks are the form’s', () => {
  const schema = entitySchema(productEntity);
  const mapping = {
    id: null,
    nameEn: 0,
    nameAr: 1,
    price: 2,
    discount: 3,
    quantity: 4,
    supplierId: 5,
    categoryId: 6,
    active: 7,
  };

  it('reads Arabic digits and decimal separators, and Arabic yes/no labels', async () => {
    const row = parseRow(
      productEntity,
      ['Dates', 'تمر', '٢٫٧٥٠', '٥', '٤٥', 's1', 'c1', 'مخفي'],
      2,
      mapping,
      {},
      labels,
    );
    expect(row.problems).toEqual([]);
    const checked = await validateValues(schema, row.values);
    expect(checked.problems).toEqual([]);
    expect(checked.values).toMatchObject({ price: 2.75, discount: 5, quantity: 45, active: false });
    expect(productEntity.toFirestore(checked.values as never)['price']).toBe(2750);
  });

  it('lists every failing field with the form’s message, translated', async () => {
    await loadLocale('ar');
    await loadLocale('en');
    const row = parseRow(productEntity, ['', 'تمر', 'ريال', '150', '-5', 's1', '', 'maybe'], 7, mapping, {}, labels);
    expect(row.row).toBe(7);
    expect(row.problems).toEqual([{ field: 'active', message: 'import.validation.yesNo' }]);
    const { problems } = await validateValues(schema, row.values);
    const byField = Object.fromEntries(
      problems.map((p) => [p.field, translateMessage(p.message, i18n.getFixedT('en'))]),
    );
    expect(byField).toEqual({
      nameEn: 'Please input some text',
      price: 'Please enter a number',
      discount: 'The discount must be between 0 and 100',
      quantity: 'The quantity must be a whole number of 0 or more',
      categoryId: 'Please select category',
    });
    const arabic = problems.map((p) => translateMessage(p.message, i18n.getFixedT('ar')));
    for (const message of arabic) expect(message).toMatch(/[\u0600-\u06FF]/);
    expect(translateMessage('import.validation.yesNo', i18n.getFixedT('ar'))).toMatch(/[\u0600-\u06FF]/);
  });

  it('keys a row by its natural key as stored: a coupon by its code in capitals', () => {
    expect(naturalKey(couponEntity, { code: ' eid25 ' })).toBe('["EID25"]');
    expect(naturalKey(productEntity, { supplierId: 's1', nameEn: ' Dates ' })).toBe('["s1","Dates"]');
    expect(naturalKey(productEntity, { supplierId: '', nameEn: 'Dates' })).toBeNull();
  });

  it('writes failed rows as they were, with a reason column', () => {
    expect(failedTable(['a', 'b'], [{ cells: ['1'], reason: 'السعر: أدخل رقمًا' }], 'السبب')).toEqual([
      ['a', 'b', 'السبب'],
      ['1', '', 'السعر: أدخل رقمًا'],
    ]);
  });
});

describe('CSV import: commits sized to the rules’ reads', () => {
  /** A product row of supplier `s` (its number in the file as `n`). */
  const row = (n: number, s: string) => ({ n, supplierId: s });
  const readsOf = (r: { supplierId: string }) => rowReadDocuments(['supplierId'], r);
  const limits = { maxWrites: 500, maxDocuments: 3 };

  it('reads, per created product, its supplier’s users document: the fields the rules generator checks', () => {
    expect(createReadFields(productEntity, entityByName)).toEqual(['supplierId']);
    expect(rowReadDocuments(['supplierId'], { supplierId: 'S1', categoryId: 'C1' })).toEqual(['users/S1']);
    expect(rowReadDocuments(['supplierId'], { supplierId: null })).toEqual([]);
    for (const def of ENTITY_LIST.filter((d) => d.import && !d.hierarchy?.parent && d.audit?.of !== 'all')) {
      const generated = personReferences(def, RULES_DEFINITIONS).map(([name]) => name);
      expect(createReadFields(def, entityByName), def.name).toEqual(generated);
    }
    // Caller (1) + suppliers within 18 of the 20 access calls (the restore match reads nothing).
    expect(IMPORT_COMMIT_LIMITS).toEqual({ maxWrites: 500, maxDocuments: 8 });
  });

  it('keeps every commit within its documents and writes, every row in exactly one commit', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(i, `S${i % 50}`));
    const commits = splitCommits(rows, readsOf, limits);
    for (const commit of commits) {
      expect(commit.length).toBeLessThanOrEqual(500);
      expect(new Set(commit.map((r) => r.supplierId)).size).toBeLessThanOrEqual(limits.maxDocuments);
      expect(commit.map((r) => r.n)).toEqual([...commit.map((r) => r.n)].sort((a, b) => a - b));
    }
    expect(
      commits
        .flat()
        .map((r) => r.n)
        .sort((a, b) => a - b),
    ).toEqual(rows.map((r) => r.n));
    // 50 suppliers of 200 rows, packed first-fit: as few commits as the writes allow.
    expect(commits.length).toBe(10_000 / 500);
  });

  it('writes rows reading nothing beyond the caller (FAQs, or one supplier) 500 a commit', () => {
    const one = Array.from({ length: 1_234 }, (_, i) => row(i, 'S1'));
    expect(splitCommits(one, readsOf, limits).map((c) => c.length)).toEqual([500, 500, 234]);
    expect(splitCommits(one, () => [], limits).map((c) => c.length)).toEqual([500, 500, 234]);
    expect(splitCommits([], readsOf, limits)).toEqual([]);
  });

  it('sizes by distinct documents, not rows: seven suppliers take three commits, in file order', () => {
    const rows = Array.from({ length: 14 }, (_, i) => row(i, `S${i % 7}`));
    const commits = splitCommits(rows, readsOf, limits);
    expect(commits.map((c) => [...new Set(c.map((r) => r.supplierId))])).toEqual([
      ['S0', 'S1', 'S2'],
      ['S3', 'S4', 'S5'],
      ['S6'],
    ]);
    expect(commits[0]?.map((r) => r.n)).toEqual([0, 1, 2, 7, 8, 9]);
  });

  it('puts a row reading more documents than a commit may alone, and refuses impossible limits', () => {
    const many = { n: 0, reads: ['users/a', 'users/b', 'users/c', 'users/d'] };
    const few = { n: 1, reads: ['users/a'] };
    expect(splitCommits([many, few], (r) => r.reads, limits)).toEqual([[few], [many]]);
    expect(() => splitCommits([few], (r) => r.reads, { maxWrites: 0, maxDocuments: 3 })).toThrow(RangeError);
  });
});
