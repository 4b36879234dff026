/**
 * Dispatch through the data layer and the real rules (issue 32; docs/data-model.md
 * "Dispatch"): assignOne writes the company, the rider and `deliveryStatus: 'assigned'`
 * with its audit entry in one transaction; a rider of another company, a blocked rider
 * and a picked-up order are refused before writing, and nothing changes. The server
 * clock's offset is estimated from the ID token (a few seconds at most here, where the
 * emulator runs on this machine).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { orderEntity } from '@/entities/order';
import { assignOne } from '@/lib/data/api';
import { serverClockOffset } from '@/lib/data/clock';
import { adminDb, signInStaff } from '../support/staff';

const assignment = orderEntity.transitions?.assign;
if (!assignment) throw new Error('orders have no assignment');
const TYPES = { deliveryCompanyId: 'deliveryCompany', riderId: 'rider' };
const PAST = new Date(Date.UTC(2026, 0, 5));
const audit = { createdAt: PAST, updatedAt: PAST, createdBy: 'backend', updatedBy: 'backend' };

/** Seeds two companies, their riders (one blocked) and an order in `status` / `deliveryStatus`. */
async function seed(id: string, status: string, deliveryStatus = 'unassigned') {
  const db = adminDb();
  await db.doc('users/dc-a').set({ type: 'deliveryCompany', name: 'Company A', blocked: false });
  await db.doc('users/dc-b').set({ type: 'deliveryCompany', name: 'Company B', blocked: false });
  await db.doc('users/rider-a').set({ type: 'rider', name: 'Rider A', deliveryCompanyId: 'dc-a', blocked: false });
  await db.doc('users/rider-b').set({ type: 'rider', name: 'Rider B', deliveryCompanyId: 'dc-b', blocked: false });
  await db.doc('users/rider-blocked').set({ type: 'rider', name: 'Rider C', deliveryCompanyId: 'dc-a', blocked: true });
  await db.doc(`orders/${id}`).set({
    userId: 'customer-1',
    supplierId: 'supplier-1',
    deliveryCompanyId: null,
    riderId: null,
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
    status,
    deliveryStatus,
    paymentMethod: 'cash',
    note: '',
    cancellationReason: '',
    ...audit,
  });
}

const stored = async (id: string) => (await adminDb().doc(`orders/${id}`).get()).data() ?? {};

describe('assigning an order', () => {
  beforeEach(async () => {
    await signInStaff(['/allOrders']);
  });

  it('writes the company, the rider and the delivery status with its audit entry', async () => {
    await seed('O-ASSIGN', 'accepted');
    await assignOne(orderEntity, 'O-ASSIGN', assignment, { deliveryCompanyId: 'dc-a', riderId: 'rider-a' }, TYPES, {
      reason: 'Nearest rider',
    });
    const order = await stored('O-ASSIGN');
    expect(order).toMatchObject({
      deliveryCompanyId: 'dc-a',
      riderId: 'rider-a',
      deliveryStatus: 'assigned',
      status: 'accepted',
      decisionReason: 'Nearest rider',
    });
    const entry = (
      await adminDb()
        .doc(`auditLog/${String(order['auditId'])}`)
        .get()
    ).data();
    expect(entry).toMatchObject({
      action: 'decision',
      collection: 'orders',
      docId: 'O-ASSIGN',
      path: '/allOrders',
      after: { deliveryCompanyId: 'dc-a', riderId: 'rider-a', deliveryStatus: 'assigned' },
      reason: 'Nearest rider',
    });
  });

  it('reassigns to a rider of another company', async () => {
    await seed('O-REASSIGN', 'preparing');
    await assignOne(orderEntity, 'O-REASSIGN', assignment, { deliveryCompanyId: 'dc-a', riderId: 'rider-a' }, TYPES);
    await assignOne(orderEntity, 'O-REASSIGN', assignment, { deliveryCompanyId: 'dc-b', riderId: 'rider-b' }, TYPES);
    expect(await stored('O-REASSIGN')).toMatchObject({ deliveryCompanyId: 'dc-b', riderId: 'rider-b' });
  });

  it('refuses a rider of another company or a blocked rider, and changes nothing', async () => {
    await seed('O-WRONG', 'pending');
    for (const riderId of ['rider-b', 'rider-blocked', 'dc-a']) {
      await expect(
        assignOne(orderEntity, 'O-WRONG', assignment, { deliveryCompanyId: 'dc-a', riderId }, TYPES),
      ).rejects.toMatchObject({ code: 'unassignable' });
    }
    expect(await stored('O-WRONG')).toMatchObject({ riderId: null, deliveryStatus: 'unassigned' });
  });

  it('refuses a picked-up or delivered order (state-changed)', async () => {
    await seed('O-PICKED', 'onTheWay', 'pickedUp');
    await seed('O-DONE', 'delivered', 'delivered');
    for (const id of ['O-PICKED', 'O-DONE']) {
      await expect(
        assignOne(orderEntity, id, assignment, { deliveryCompanyId: 'dc-a', riderId: 'rider-a' }, TYPES),
      ).rejects.toMatchObject({ code: 'state-changed' });
    }
  });

  it('estimates the server clock offset once (the emulator shares this clock: within 2 s)', async () => {
    const offset = await serverClockOffset();
    expect(Math.abs(offset)).toBeLessThan(2000);
    expect(await serverClockOffset()).toBe(offset);
  });
});
