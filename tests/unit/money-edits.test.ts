/**
 * Money edits (docs/access.md, "Money and trust"; src/lib/data/edits.ts) with the seeded
 * documents: every seeded coupon and fine or reward goes through its form unchanged
 * (read, form values, written back, as EntityFormPage and updateOne do) and changes
 * nothing; a title edit changes only the title and keeps an approved coupon approved; a
 * real change of a money value (another day, another number) is a money edit, and only of
 * an approved document. Dates are compared as the day the form edits, numbers as numbers.
 */
import { describe, expect, it } from 'vitest';
import { couponEntity } from '@/entities/coupon';
import { prizeFineEntity } from '@/entities/prizeFine';
import { editedFields, isMoneyEdit, keepUnedited, sameAsEdited } from '@/lib/data/edits';
import type { EntityDef } from '@/lib/entity/define';
import type { Fields } from '@/lib/entity/fields';
import { buildDataset } from '../../scripts/seed-data/build';

const NOW = Date.UTC(2026, 10, 26, 9, 30);
const DOCS = buildDataset(NOW).docs;

/**
 * A document of the seed saved through its form with `change` applied to the form values.
 * @returns what updateOne would write (after keepUnedited)
 */
function saved<F extends Fields>(
  def: EntityDef<F>,
  data: Record<string, unknown>,
  change: (values: Record<string, unknown>) => void = () => undefined,
): Record<string, unknown> {
  const values = { ...def.toValues(def.fromFirestore('x', data)) } as Record<string, unknown>;
  change(values);
  return keepUnedited(data, def.toFirestore(values as never, 'update'));
}

const coupons = DOCS.filter((d) => d.collection === couponEntity.collection);
const fines = DOCS.filter((d) => d.collection === prizeFineEntity.collection);
const reset = couponEntity.resetOnEdit;

describe('money edits with the seeded data', () => {
  it('has seeded coupons approved, pending and rejected, with expiry times that are not the end of a day', () => {
    expect(coupons.map((c) => c.data['status'])).toEqual(expect.arrayContaining(['approved', 'pending', 'rejected']));
    const seconds = coupons.map((c) => (c.data['expiryDate'] as { toDate: () => Date }).toDate().getSeconds());
    expect(seconds.some((s) => s !== 59)).toBe(true);
  });

  it('finds no change in a coupon or a fine saved with no change, whatever time its date holds', () => {
    expect(coupons.length).toBeGreaterThan(5);
    for (const { id, data } of coupons) {
      const written = saved(couponEntity, data);
      expect(editedFields(data, written), id).toEqual([]);
      expect(isMoneyEdit(reset, data, written), id).toBe(false);
      // The stored expiry is kept exactly (the rules see no change of it).
      expect(written['expiryDate'], id).toBe(data['expiryDate']);
    }
    expect(fines.length).toBeGreaterThan(0);
    for (const { id, data } of fines) {
      const written = saved(prizeFineEntity, data);
      expect(editedFields(data, written), id).toEqual([]);
      expect(isMoneyEdit(prizeFineEntity.resetOnEdit, data, written), id).toBe(false);
    }
  });

  it('keeps an approved coupon approved when only its title changes', () => {
    for (const { id, data } of coupons.filter((c) => c.data['status'] === 'approved')) {
      const written = saved(couponEntity, data, (v) => (v['titleEn'] = `${String(v['titleEn'])} (new)`));
      expect(editedFields(data, written), id).toEqual(['titleEn']);
      expect(isMoneyEdit(reset, data, written), id).toBe(false);
    }
  });

  it('sends an approved coupon back when its discount, number of coupons or expiry day really changes', () => {
    const approved = coupons.filter((c) => c.data['status'] === 'approved');
    expect(approved.length).toBeGreaterThan(0);
    for (const { id, data } of approved) {
      const discount = saved(couponEntity, data, (v) => (v['discountPercent'] = Number(v['discountPercent']) + 1));
      expect(isMoneyEdit(reset, data, discount), id).toBe(true);
      const total = saved(couponEntity, data, (v) => (v['totalCount'] = Number(v['totalCount']) + 10));
      expect(isMoneyEdit(reset, data, total), id).toBe(true);
      const day = saved(couponEntity, data, (v) => {
        const next = new Date(v['expiryDate'] as Date);
        next.setDate(next.getDate() + 1);
        v['expiryDate'] = next;
      });
      expect(editedFields(data, day), id).toEqual(['expiryDate']);
      expect(isMoneyEdit(reset, data, day), id).toBe(true);
      // The same number typed as text is no change.
      const typed = saved(couponEntity, data, (v) => (v['discountPercent'] = String(v['discountPercent'])));
      expect(isMoneyEdit(reset, data, typed), id).toBe(false);
    }
  });

  it('never sends back a coupon that is not approved', () => {
    for (const { id, data } of coupons.filter((c) => c.data['status'] !== 'approved')) {
      const written = saved(couponEntity, data, (v) => (v['discountPercent'] = Number(v['discountPercent']) + 1));
      expect(editedFields(data, written), id).toEqual(['discountPercent']);
      expect(isMoneyEdit(reset, data, written), id).toBe(false);
    }
  });

  it('compares dates by their day and numbers as numbers', () => {
    const noon = new Date(2026, 10, 26, 12, 0);
    expect(sameAsEdited(noon, new Date(2026, 10, 26, 23, 59, 59, 999))).toBe(true);
    expect(sameAsEdited(noon, new Date(2026, 10, 27, 0, 0))).toBe(false);
    expect(sameAsEdited(noon, null)).toBe(false);
    expect(sameAsEdited(10, '10')).toBe(true);
    expect(sameAsEdited(10, 10.0)).toBe(true);
    expect(sameAsEdited(10, 10.5)).toBe(false);
    expect(sameAsEdited('', 0)).toBe(false);
    expect(sameAsEdited('a', 'a')).toBe(true);
    expect(sameAsEdited(['x'], ['x'])).toBe(true);
  });
});
