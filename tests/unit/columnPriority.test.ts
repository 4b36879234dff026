/**
 * Columns by priority (issue 34): which columns fold away on a narrow screen, and the
 * priorities the definitions give.
 */
import { describe, expect, it } from 'vitest';
import { foldedColumns, headerWidth } from '@/components/entity/EntityTable';
import { couponEntity } from '@/entities/coupon';
import { withdrawalEntity } from '@/entities/withdrawal';
import { columnPriority, type Field } from '@/lib/entity/fields';

const cols = (widths: Record<string, number>) =>
  Object.entries(widths).map(([field, minWidth]) => ({ field, minWidth }));

describe('foldedColumns', () => {
  it('keeps columns by priority while they fit, never a priority 1 one', () => {
    const columns = cols({ name: 200, bank: 150, amount: 150, status: 120, created: 160 });
    const priorities = { name: 1, bank: 3, amount: 1, status: 1, created: 1 };
    expect([...foldedColumns(columns, priorities, {}, 650)]).toEqual(['bank']);
    expect([...foldedColumns(columns, priorities, {}, 300)]).toEqual(['bank']);
    expect([...foldedColumns(columns, priorities, {}, 800)]).toEqual([]);
  });
  it('keeps a column the person asked for and ignores hidden ones', () => {
    const columns = cols({ a: 300, b: 300, c: 300 });
    const priorities = { a: 1, b: 2, c: 3 };
    expect([...foldedColumns(columns, priorities, {}, 400)]).toEqual(['b', 'c']);
    expect([...foldedColumns(columns, priorities, {}, 400, { c: true })]).toEqual(['b']);
    expect([...foldedColumns(columns, priorities, { b: false }, 650)]).toEqual([]);
  });
});

describe('column priorities of the definitions', () => {
  const of = (fields: Record<string, Field>, name: string) => columnPriority(fields[name] as Field);
  it('never folds a state, a date or an amount', () => {
    const w = withdrawalEntity.fields as unknown as Record<string, Field>;
    expect([of(w, 'supplierId'), of(w, 'amount'), of(w, 'status')]).toEqual([1, 1, 1]);
    expect(of(w, 'bankName')).toBe(3);
    const c = couponEntity.fields as unknown as Record<string, Field>;
    expect([of(c, 'code'), of(c, 'discountPercent'), of(c, 'expiryDate')]).toEqual([1, 1, 1]);
    expect(couponEntity.list.createdPriority).toBe(3);
  });
});

describe('headerWidth', () => {
  it('needs less room for a title on two lines, and for Arabic letters', () => {
    expect(headerWidth('تاريخ الانتهاء', true, true, true)).toBeLessThan(headerWidth('تاريخ الانتهاء', true, true));
    expect(headerWidth('الحالة', false, false)).toBeLessThan(headerWidth('Status', false, false));
  });
});
