/**
 * The daily sales report's queries through the real rules (src/features/reports/
 * salesReport.ts; docs/data-model.md "Daily sales report"): a holder of /allOrders only
 * and a holder of /allOrders with other paths get each Muscat day's count and sums of
 * the delivered orders (one day, one supplier, and the settlement per supplier); a
 * holder of other paths only is refused, as the menu hides the report from them.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { salesPerDay, settlementPerSupplier } from '@/features/reports/salesReport';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

/** A delivered order of `supplierId` at `iso`: items `subtotal`, 1.000 delivery, 0.200 coupon, 0.100 VAT (baisa). */
function order(supplierId: string, iso: string, subtotal: number, status = 'delivered') {
  const at = Timestamp.fromDate(new Date(iso));
  return {
    userId: 'report-customer',
    supplierId,
    status,
    subtotal,
    deliveryFee: 1000,
    couponDiscount: 200,
    vat: 100,
    totalPrice: subtotal + 1000 - 200 + 100,
    createdAt: at,
    updatedAt: at,
  };
}

describe('the daily sales report through the rules', () => {
  /** Wipes the project (signInStaff), then writes two suppliers and their orders as the backend does. */
  async function seed() {
    await signInStaff(['All'], 'report-seeder');
    const db = adminDb();
    await Promise.all([
      db.doc('users/report-s1').set({ type: 'supplier', name: 'Alpha Foods', searchPrefixes: [] }),
      db.doc('users/report-s2').set({ type: 'supplier', name: 'Beta Sweets', searchPrefixes: [] }),
      db.doc('orders/rep-1').set(order('report-s1', '2023-05-10T05:00:00Z', 5000)),
      db.doc('orders/rep-2').set(order('report-s2', '2023-05-10T19:59:59Z', 3000)), // 23:59:59 in Muscat
      db.doc('orders/rep-3').set(order('report-s2', '2023-05-10T20:00:00Z', 7000)), // 00:00 on the 11th
      db.doc('orders/rep-4').set(order('report-s1', '2023-05-10T09:00:00Z', 9000, 'cancelledBySupplier')),
    ]);
  }

  for (const access of [['/allOrders'], ['/allOrders', '/coupon', '/withdraw'], ['All']]) {
    it(`sums each Muscat day and each supplier for a holder of ${access.join(', ')}`, async () => {
      await seed();
      await switchStaff(`report-${access.length}-${access[0]?.slice(1)}`, access);
      const days = await salesPerDay('2023-05-10', '2023-05-11', null);
      expect(
        days.map((d) => [d.key, d.orders, d.items, d.couponDiscounts, d.deliveryFees, d.vat, d.collected]),
      ).toEqual([
        ['2023-05-10', 2, 8000, 400, 2000, 200, 9800],
        ['2023-05-11', 1, 7000, 200, 1000, 100, 7900],
      ]);
      const one = await salesPerDay('2023-05-10', '2023-05-10', 'report-s1');
      expect(one.map((d) => [d.orders, d.payable])).toEqual([[1, 5000]]);
      const settled: number[] = [];
      const suppliers = await settlementPerSupplier('2023-05-10', '2023-05-11', (n) => settled.push(n));
      expect(suppliers.map((line) => [line.name, line.orders, line.collected])).toEqual([
        ['Beta Sweets', 2, 11_800],
        ['Alpha Foods', 1, 5900],
      ]);
      expect(settled.at(-1)).toBeGreaterThanOrEqual(2);
    });
  }

  it('refuses a holder of other paths only', async () => {
    await seed();
    await switchStaff('report-outsider', ['/coupon', '/withdraw']);
    await expect(salesPerDay('2023-05-10', '2023-05-10', null)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
