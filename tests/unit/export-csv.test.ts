/**
 * CSV export (docs/adding-an-entity.md, export): a header of translated labels, values
 * as the list shows them, ids for references, and a UTF-8 byte order mark so that
 * spreadsheet programs open Arabic correctly; Papa Parse quotes what needs quoting.
 */
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { BOM, csvTable, toCsv } from '@/components/entity/exportCsv';
import { couponEntity } from '@/entities/coupon';
import { formatPercent } from '@/lib/format';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('CSV export', () => {
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

  it('has a header of translated labels and one line per document', () => {
    const [header, line] = csvTable(couponEntity.fields, [row], t, 'en');
    expect(header?.[0]).toBe('id');
    expect(header).toContain('«coupon.titleAr»');
    expect(header?.at(-1)).toBe('«common.createdAt»');
    expect(line?.[0]).toBe('EID25');
    expect(line).toContain('25%');
    expect(line).toContain('«coupon.types.firstOrder»');
    expect(line).toContain('supplier-001');
  });

  it('writes UTF-8 with a byte order mark, Arabic kept and commas and quotes escaped', async () => {
    const csv = await toCsv(csvTable(couponEntity.fields, [row], t, 'ar'));
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toContain('عرض العيد');
    expect(csv).toContain('"Eid, ""big"" offer"');
    expect(csv).toContain(formatPercent(25, 'ar'));
    expect(csv).toMatch(/25\u200e?%/);
    expect(csv.split('\r\n')).toHaveLength(2);
  });
});
