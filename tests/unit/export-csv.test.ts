/**
 * CSV export (docs/adding-an-entity.md, "Export"): a header of translated labels, then
 * values as a spreadsheet reads them in either language: amounts as plain numbers (OMR
 * with 3 decimals, "."), dates as yyyy-mm-dd, references as names, enumerations and
 * booleans as translated words, Latin digits and no direction marks in any cell, and a
 * UTF-8 byte order mark; Papa Parse quotes what needs quoting.
 */
import fc from 'fast-check';
import i18next, { type TFunction } from 'i18next';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOM, csvCell, csvTable, csvValue, toCsv } from '@/components/entity/exportCsv';
import { couponEntity } from '@/entities/coupon';
import type { Entity } from '@/lib/data/types';
import {
  boolean,
  date,
  decimal,
  enumeration,
  integer,
  money,
  percentage,
  phone,
  reference,
  text,
} from '@/lib/entity/fields';
import arCoupons from '@/locales/ar/coupons.json';
import arEntity from '@/locales/ar/entity.json';
import enCoupons from '@/locales/en/coupons.json';
import enEntity from '@/locales/en/entity.json';

/** The panel's texts of both languages, in an i18next of their own. */
const texts = i18next.createInstance();
let en: TFunction;
let ar: TFunction;
beforeAll(async () => {
  await texts.init({
    resources: {
      en: { translation: { ...enEntity, ...enCoupons } },
      ar: { translation: { ...arEntity, ...arCoupons } },
    },
    lng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  en = texts.getFixedT('en');
  ar = texts.getFixedT('ar');
});

/** Direction marks (LRM, RLM, ALM, embeddings, overrides, isolates). */
const MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
/** Arabic-Indic and Eastern Arabic-Indic digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

/** One field of every kind a CSV writes. */
const FIELDS = {
  name: text('coupon.titleEn', 200),
  phone: phone('person.phone'),
  amount: money('withdrawal.amount', 0, 1_000_000),
  count: integer('coupon.totalCount', 0, 1_000_000_000),
  rating: decimal('person.rating', 0, 5, 1),
  discount: percentage('coupon.discountPercent'),
  day: date('prizeFine.date'),
  kind: enumeration('coupon.type', ['firstOrder', 'general'] as const, 'coupon.types'),
  blocked: boolean('person.blocked'),
  supplierId: reference('coupon.supplier', 'users', 'supplier'),
} as const;

/** A text with what people paste: direction marks, Arabic-Indic digits, quotes, commas. */
const messyText = fc
  .array(
    fc.constantFrom('a', 'ب', '\u200f', '\u200e', '\u061c', '\u2067', '\u2069', '٣', '۴', '7', ',', '"', ' ', '\n'),
    {
      maxLength: 30,
    },
  )
  .map((chars) => chars.join(''));

/** A row of FIELDS as screens see it. */
const rowOf = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
  name: messyText,
  phone: fc.constantFrom('+96891234567', '+442079460958', ''),
  amount: fc.integer({ min: 0, max: 1_000_000_000 }),
  count: fc.integer({ min: 0, max: 1_000_000_000 }),
  rating: fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
  discount: fc.integer({ min: 0, max: 100 }),
  day: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
  kind: fc.constantFrom('firstOrder', 'general'),
  blocked: fc.boolean(),
  supplierId: fc.constantFrom('supplier-001', 'supplier-gone'),
  createdAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
});

/** The referenced documents' names, as readReferenceNames gives them. */
const NAMES = new Map([['supplier/supplier-001', 'متجر \u200fصحار ٢']]);

describe('CSV export', () => {
  it('writes any amount in baisa as a plain number of OMR that reads back to the same amount, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom('en', 'ar'), (baisa, locale) => {
        const cell = csvCell(csvValue(FIELDS.amount, baisa, locale === 'ar' ? ar : en, locale));
        expect(cell).toMatch(/^[0-9]+\.[0-9]{3}$/);
        expect(Math.round(Number(cell) * 1000)).toBe(baisa);
        expect(Number(cell)).toBe(baisa / 1000);
      }),
    );
    expect(csvValue(FIELDS.amount, 75_500, ar, 'ar')).toBe('75.500');
    expect(csvValue(FIELDS.amount, 1_254_381, en, 'en')).toBe('1254.381');
  });

  it('never lets a spreadsheet run a typed text as a formula; numbers stay numbers', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cell = csvCell(text);
        if (/^[+-]?\d+(\.\d+)?$/.test(cell)) return;
        expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.500')).toBe('-12.500');
    expect(csvCell('+96891234567')).toBe('+96891234567');
  });

  it('leaves no direction mark and no Arabic-Indic digit in any cell, in Arabic or English', () => {
    fc.assert(
      fc.property(fc.array(rowOf, { maxLength: 5 }), fc.constantFrom('en', 'ar'), (rows, locale) => {
        const table = csvTable(FIELDS, rows as unknown as Entity[], locale === 'ar' ? ar : en, locale, NAMES);
        for (const cell of table.flat()) {
          expect(cell).not.toMatch(MARKS);
          expect(cell).not.toMatch(ARABIC_DIGITS);
        }
      }),
    );
  });

  it('writes dates as yyyy-mm-dd, numbers plainly, words translated and references as names', () => {
    const row = {
      id: 'r1',
      name: 'Eid, "big" offer',
      phone: '+96891234567',
      amount: 75_500,
      count: 12_345,
      rating: 4.5,
      discount: 25,
      day: new Date(2026, 10, 27, 23, 59),
      kind: 'firstOrder',
      blocked: true,
      supplierId: 'supplier-001',
      createdAt: new Date('2026-11-27T05:00:00.000Z'),
    } as unknown as Entity;
    const gone = { ...row, id: 'r2', supplierId: 'supplier-gone' } as unknown as Entity;
    const [header, line, missing] = csvTable(FIELDS, [row, gone], ar, 'ar', NAMES);
    expect(header?.[0]).toBe('id');
    expect(header).toContain(arCoupons['coupon.titleEn']);
    expect(header?.at(-1)).toBe(arEntity['common.createdAt']);
    expect(line).toEqual([
      'r1',
      'Eid, "big" offer',
      '+96891234567',
      '75.500',
      '12345',
      '4.5',
      '25',
      '2026-11-27',
      arCoupons['coupon.types.firstOrder'],
      arEntity['common.yes'],
      'متجر صحار 2',
      '2026-11-27T05:00:00.000Z',
    ]);
    expect(missing?.at(-2)).toBe(arEntity['common.unavailable']);
    const [, english] = csvTable(FIELDS, [row], en, 'en', NAMES);
    expect(english?.[8]).toBe(enCoupons['coupon.types.firstOrder']);
    expect(english?.[9]).toBe(enEntity['common.yes']);
  });

  it('writes UTF-8 with a byte order mark; a spreadsheet reads the numbers back as numbers', async () => {
    const row = couponEntity.fromFirestore('EID25', {
      code: 'EID25',
      titleEn: 'Eid, "big" offer',
      titleAr: 'عرض العيد',
      discountPercent: 25,
      type: 'firstOrder',
      totalCount: 300,
      usedCount: 12,
      supplierId: 'supplier-001',
      status: 'approved',
    });
    const csv = await toCsv(csvTable(couponEntity.fields, [row], ar, 'ar', NAMES));
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toContain('عرض العيد');
    expect(csv).toContain('"Eid, ""big"" offer"');
    expect(csv).not.toMatch(MARKS);
    expect(csv).not.toContain('supplier-001');
    const parsed = Papa.parse<Record<string, string>>(csv.slice(BOM.length), { header: true, dynamicTyping: true });
    const [record] = parsed.data as unknown as Record<string, unknown>[];
    expect(record?.[arCoupons['coupon.discountPercent']]).toBe(25);
    expect(record?.[arCoupons['coupon.totalCount']]).toBe(300);
    expect(csv.split('\r\n')).toHaveLength(2);
  });
});
