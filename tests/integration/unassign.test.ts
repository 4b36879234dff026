/**
 * Taking a rider off an order through the data layer and the real rules (issue 50 item
 * 3; docs/data-model.md "Dispatch"): assignOne stamps `assignedAt` with the server's
 * time; releaseOne, once App info's rider order timer has run since then, clears the
 * company, the rider and the stamp, sets `deliveryStatus: 'unassigned'` and writes its
 * audit entry in one transaction; before the timer the rules refuse it and nothing
 * changes; a picked-up order is refused before writing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderEntity } from '@/entities/order';
import { assignOne, releaseOne } from '@/lib/data/api';
import { adminDb, signInStaff } from '../support/staff';

const assignment = orderEntity.transitions?.assign;
if (!assignment) throw new Error('orders have no assignment');
const release = orderEntity.transitions?.unassign;
if (!release) throw new Error('orders have no release');
const TYPES = { deliveryCompanyId: 'deliveryCompany', riderId: 'rider' };
const PAST = new Date(Date.UTC(2026, 0, 5));

/** Seeds a company, its rider, App info's timer and an order as an assignment left it. */
async function seed(id: string, fields: Record<string, unknown>) {
  const db = adminDb();
  await db.doc('users/dc-u').set({ type: 'deliveryCompany', name: 'Company U', blocked: false });
  await db.doc('users/rider-u').set({ type: 'rider', name: 'Rider U', deliveryCompanyId: 'dc-u', blocked: false });
  await db.doc('appInfo/main').set({ riderOrderTimerSeconds: 60 }, { merge: true });
  await db.doc(`orders/${id}`).set({
    userId: 'customer-1',
    supplierId: 'supplier-1',
    deliveryCompanyId: 'dc-u',
    riderId: 'rider-u',
    cityId: 'city-muscat',
    address: '',
    items: [],
    quantity: 1,
    subtotal: 1000,
    deliveryFee: 500,
    couponDiscount: 0,
    vat: 0,
    totalPrice: 1500,
    couponCode: '',
    status: 'preparing',
    deliveryStatus: 'assigned',
    paymentMethod: 'cash',
    note: '',
    cancellationReason: '',
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'backend',
    updatedBy: 'backend',
    ...fields,
  });
}

const stored = async (id: string) => (await adminDb().doc(`orders/${id}`).get()).data() ?? {};

describe('taking a rider off an order', () => {
  beforeEach(async () => {
    await signInStaff(['/allOrders']);
  });

  it('an assignment stamps assignedAt with the server time', async () => {
    await seed('U-STAMP', { deliveryCompanyId: null, riderId: null, deliveryStatus: 'unassigned' });
    const before = Date.now();
    await assignOne(orderEntity, 'U-STAMP', assignment, { deliveryCompanyId: 'dc-u', riderId: 'rider-u' }, TYPES);
    const at = (await stored('U-STAMP'))['assignedAt'] as Timestamp;
    expect(Math.abs(at.toMillis() - before)).toBeLessThan(5000);
  });

  it('past the timer: clears the rider, the company and the stamp, with its audit entry', async () => {
    await seed('U-LATE', { assignedAt: Timestamp.fromMillis(Date.now() - 5 * 60_000) });
    await releaseOne(orderEntity, 'U-LATE', release, { reason: 'No answer' });
    const order = await stored('U-LATE');
    expect(order).toMatchObject({
      deliveryCompanyId: null,
      riderId: null,
      assignedAt: null,
      deliveryStatus: 'unassigned',
      status: 'preparing',
      decisionReason: 'No answer',
    });
    const entry = (
      await adminDb()
        .doc(`auditLog/${String(order['auditId'])}`)
        .get()
    ).data();
    expect(entry).toMatchObject({
      action: 'decision',
      docId: 'U-LATE',
      before: { deliveryCompanyId: 'dc-u', riderId: 'rider-u', deliveryStatus: 'assigned' },
      after: { deliveryCompanyId: null, riderId: null, assignedAt: null, deliveryStatus: 'unassigned' },
      reason: 'No answer',
    });
  });

  it('before the timer: refused by the rules, nothing changes', async () => {
    await seed('U-EARLY', { assignedAt: Timestamp.fromMillis(Date.now() - 10_000) });
    await expect(releaseOne(orderEntity, 'U-EARLY', release)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await stored('U-EARLY')).toMatchObject({ riderId: 'rider-u', deliveryStatus: 'assigned' });
  });

  it('after pickup: refused before writing (state-changed)', async () => {
    await seed('U-PICKED', { status: 'onTheWay', deliveryStatus: 'pickedUp' });
    await expect(releaseOne(orderEntity, 'U-PICKED', release)).rejects.toMatchObject({ code: 'state-changed' });
  });
});
