/**
 * The daily sales report's queries through the real rules (src/domains/orders/reports/
 * salesReport.ts; docs/data-model.md "Daily sales report"): a holder of /allOrders only
 * and a holder of /allOrders with other paths get each Muscat day's count and sums of
 * the delivered orders (one day, one supplier, and the settlement per supplier); with
 * /refunds too, the refunds approved each day are summed by who bears them and those
 * charged to a supplier are taken from what they are owed; a holder of /allOrders
 * alone is refused the refunds, and a holder of other paths only the whole report, as
 * the screen and the menu hide them.
 */
import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { salesPerDay, settlementPerSupplier } from '@/domains/orders/reports/salesReport';
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

/** A decided refund of `supplierId`'s order rep-1, decided at `iso` (baisa). */
function refund(supplierId: string, chargedTo: string, status: string, iso: string, amount: number) {
  const at = Timestamp.fromDate(new Date(iso));
  return { orderId: 'rep-1', supplierId, chargedTo, status, amount, reason: 'damaged', createdAt: at, decidedAt: at };
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
      // Refunds count on the day they were approved: 11 May in Muscat, charged each way.
      db.doc('refunds/ref-1').set(refund('report-s2', 'supplier', 'approved', '2023-05-11T06:00:00Z', 1500)),
      db.doc('refunds/ref-2').set(refund('report-s1', 'platform', 'approved', '2023-05-11T07:00:00Z', 400)),
      db.doc('refunds/ref-3').set(refund('report-s2', 'supplier', 'rejected', '2023-05-11T08:00:00Z', 9999)),
      db.doc('refunds/ref-4').set(refund('report-s2', 'supplier', 'approved', '2023-05-12T08:00:00Z', 7777)),
    ]);
  }

  for (const access of [['/allOrders'], ['/allOrders', '/coupon', '/withdraw'], ['All']]) {
    it(`sums each Muscat day and each supplier for a holder of ${access.join(', ')}`, async () => {
      await seed();
      await switchStaff(`report-${access.length}-${access[0]?.slice(1)}`, access);
      const days = await salesPerDay('2023-05-10', '2023-05-11', null, false);
      expect(
        days.map((d) => [d.key, d.orders, d.items, d.couponDiscounts, d.deliveryFees, d.vat, d.collected]),
      ).toEqual([
        ['2023-05-10', 2, 8000, 400, 2000, 200, 9800],
        ['2023-05-11', 1, 7000, 200, 1000, 100, 7900],
      ]);
      const one = await salesPerDay('2023-05-10', '2023-05-10', 'report-s1', false);
      expect(one.map((d) => [d.orders, d.payable])).toEqual([[1, 5000]]);
      const settled: number[] = [];
      const suppliers = await settlementPerSupplier('2023-05-10', '2023-05-11', false, (n: number) => settled.push(n));
      expect(suppliers.map((line) => [line.name, line.orders, line.collected])).toEqual([
        ['Beta Sweets', 2, 11_800],
        ['Alpha Foods', 1, 5900],
      ]);
      expect(settled.at(-1)).toBeGreaterThanOrEqual(2);
    });
  }

  for (const access of [['/allOrders', '/refunds'], ['All']]) {
    it(`takes the approved refunds charged to suppliers from what they are owed, for a holder of ${access.join(', ')}`, async () => {
      await seed();
      await switchStaff(`report-refunds-${access.length}`, access);
      const days = await salesPerDay('2023-05-10', '2023-05-11', null, true);
      expect(days.map((d) => [d.key, d.refundsBySupplier, d.refundsByPlatform, d.payable])).toEqual([
        ['2023-05-10', 0, 0, 8000],
        ['2023-05-11', 1500, 400, 5500],
      ]);
      const suppliers = await settlementPerSupplier('2023-05-10', '2023-05-11', true, () => undefined);
      expect(
        suppliers.map((line) => [line.name, line.refundsBySupplier, line.refundsByPlatform, line.payable]),
      ).toEqual([
        ['Beta Sweets', 1500, 0, 8500],
        ['Alpha Foods', 0, 400, 5000],
      ]);
    });
  }

  it('refuses the refunds to a holder of /allOrders without /refunds', async () => {
    await seed();
    await switchStaff('report-no-refunds', ['/allOrders']);
    await expect(salesPerDay('2023-05-11', '2023-05-11', null, true)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses a holder of other paths only', async () => {
    await seed();
    await switchStaff('report-outsider', ['/coupon', '/withdraw']);
    await expect(salesPerDay('2023-05-10', '2023-05-10', null, false)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
