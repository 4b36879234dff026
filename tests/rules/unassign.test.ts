/**
 * firestore.rules, taking a rider off an order (issue 50 item 3; docs/data-model.md
 * "Dispatch"): holders of /allOrders or All clear the delivery company, the rider and the
 * assignment's time of an open order still `assigned` (not picked up), setting the
 * delivery status back to `unassigned`, once App info's rider order timer has run since
 * `assignedAt` (120 seconds without App info; at once when the order has no `assignedAt`);
 * audited and stamped in the same write. Everything else is refused.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { DeliveryStatus, OrderStatus } from '../../src/entities/order';
import { auditEntryData } from './fixtures';
import { authorName, createTestEnv, dbAs, ownerDb, seed, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;
const OWNER = 'ordersOwner';
const SEVERAL = 'severalPaths';
const OTHERS = 'withoutOrders';
const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));
const COMPANY = 'company-a';
const RIDER = 'rider-a';

/** Seconds ago, as a stored time (this machine's clock: the emulator's). */
const ago = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);

/** A stored order as an assignment left it (money in baisa). */
function order(
  status: OrderStatus,
  deliveryStatus: DeliveryStatus,
  assignedAt: Timestamp | null | undefined,
): DocumentData {
  return {
    userId: UID.customer,
    supplierId: UID.supplier,
    deliveryCompanyId: deliveryStatus === 'unassigned' ? null : COMPANY,
    riderId: deliveryStatus === 'unassigned' ? null : RIDER,
    ...(assignedAt === undefined ? {} : { assignedAt }),
    cityId: 'city-muscat',
    address: 'Way 3021, Al Khuwair',
    items: [],
    quantity: 2,
    subtotal: 5000,
    deliveryFee: 1000,
    couponDiscount: 0,
    vat: 0,
    totalPrice: 6000,
    couponCode: '',
    status,
    deliveryStatus,
    paymentMethod: 'cash',
    note: '',
    cancellationReason: '',
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'backend',
    updatedBy: 'backend',
  };
}

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  return {
    [`users/${OWNER}`]: { type: 'employee', Access: ['/allOrders'] },
    [`users/${SEVERAL}`]: { type: 'employee', Access: ['/user', '/allOrders', '/rider', '/withdraw'] },
    [`users/${OTHERS}`]: { type: 'employee', Access: ['/user', '/rider', '/withdraw', '/supplier'] },
    [`users/${COMPANY}`]: { type: 'deliveryCompany', name: 'Swift', blocked: false },
    [`users/${RIDER}`]: { type: 'rider', name: 'Salim', blocked: false, deliveryCompanyId: COMPANY },
    'appInfo/main': { riderOrderTimerSeconds: 120 },
  };
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/** Stores orders/{id} as given (rules disabled) and returns it. */
async function given(id: string, data: DocumentData): Promise<DocumentData> {
  await seed(env, { [`orders/${id}`]: data });
  return data;
}

/**
 * Takes the rider off orders/{id} as releaseOne does: the company, the rider and the
 * assignment's time cleared, the delivery status `unassigned`, the decision's stamp and,
 * in the same batch, the audit entry (`entry` null: none; `extra` adds fields; `stamp`
 * overrides the decision's stamp).
 */
async function unassign(
  db: Firestore,
  uid: string,
  id: string,
  before: DocumentData,
  options: { entry?: DocumentData | null; extra?: DocumentData; stamp?: DocumentData } = {},
): Promise<void> {
  const written = {
    deliveryCompanyId: null,
    riderId: null,
    assignedAt: null,
    deliveryStatus: 'unassigned',
    ...options.extra,
  };
  const batch = writeBatch(db);
  let audit: DocumentData = {};
  if (options.entry !== null) {
    const ref = doc(collection(db, 'auditLog'));
    const entry = auditEntryData('orders', id, uid, {
      before,
      written,
      action: 'decision',
      reason: null,
      byName: await authorName(db, uid),
    });
    batch.set(ref, { ...entry, ...options.entry });
    audit = { auditId: ref.id };
  }
  batch.update(doc(db, 'orders', id), {
    ...written,
    decidedAt: serverTimestamp(),
    decidedBy: uid,
    decisionReason: null,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...audit,
    ...options.stamp,
  });
  return batch.commit();
}

const callers = [
  { uid: UID.admin, kind: 'All holder' },
  { uid: OWNER, kind: '/allOrders only' },
  { uid: SEVERAL, kind: 'several paths' },
];

describe('taking a rider off an order past the rider order timer', () => {
  it.each(callers)('an order assigned long ago goes back to the unassigned queue ($kind)', async ({ uid }) => {
    const before = await given('o', order('preparing', 'assigned', PAST));
    await assertSucceeds(unassign(dbAs(env, uid), uid, 'o', before));
  });

  it.each(callers)('just past App info timer: accepted; just before it: refused ($kind)', async ({ uid }) => {
    const late = await given('late', order('accepted', 'assigned', ago(150)));
    await assertSucceeds(unassign(dbAs(env, uid), uid, 'late', late));
    const early = await given('early', order('accepted', 'assigned', ago(90)));
    await assertFails(unassign(dbAs(env, uid), uid, 'early', early));
  });

  it.each(callers)('a longer App info timer is waited for ($kind)', async ({ uid }) => {
    await seed(env, { 'appInfo/main': { riderOrderTimerSeconds: 600 } });
    const waiting = await given('o', order('pending', 'assigned', ago(300)));
    await assertFails(unassign(dbAs(env, uid), uid, 'o', waiting));
    const past = await given('p', order('pending', 'assigned', ago(700)));
    await assertSucceeds(unassign(dbAs(env, uid), uid, 'p', past));
  });

  it.each(callers)('without App info the timer is 120 seconds ($kind)', async ({ uid }) => {
    await deleteDoc(doc(ownerDb(env), 'appInfo', 'main'));
    const early = await given('early', order('accepted', 'assigned', ago(60)));
    await assertFails(unassign(dbAs(env, uid), uid, 'early', early));
    const late = await given('late', order('accepted', 'assigned', ago(180)));
    await assertSucceeds(unassign(dbAs(env, uid), uid, 'late', late));
  });

  it.each(callers)('an order assigned before the time was recorded: at once ($kind)', async ({ uid }) => {
    const before = await given('o', order('onTheWay', 'assigned', undefined));
    await assertSucceeds(unassign(dbAs(env, uid), uid, 'o', before));
    const nulled = await given('n', order('pending', 'assigned', null));
    await assertSucceeds(unassign(dbAs(env, uid), uid, 'n', nulled));
  });
});

describe('attacks on taking a rider off', () => {
  it.each(callers)('after pickup, delivered, cancelled or not assigned: refused ($kind)', async ({ uid }) => {
    const db = dbAs(env, uid);
    for (const [id, data] of [
      ['picked', order('onTheWay', 'pickedUp', PAST)],
      ['delivered', order('delivered', 'delivered', PAST)],
      ['cancelled', order('cancelledByAdmin', 'assigned', PAST)],
      ['unassigned', order('pending', 'unassigned', undefined)],
    ] as const) {
      const before = await given(id, data);
      await assertFails(unassign(db, uid, id, before));
    }
  });

  it('keeping the rider or the company, or changing another field, is refused', async () => {
    const db = dbAs(env, OWNER);
    const before = await given('o', order('preparing', 'assigned', PAST));
    await assertFails(unassign(db, OWNER, 'o', before, { extra: { riderId: RIDER } }));
    await assertFails(unassign(db, OWNER, 'o', before, { extra: { deliveryCompanyId: COMPANY } }));
    await assertFails(unassign(db, OWNER, 'o', before, { extra: { assignedAt: PAST } }));
    await assertFails(unassign(db, OWNER, 'o', before, { extra: { deliveryStatus: 'pickedUp' } }));
    await assertFails(unassign(db, OWNER, 'o', before, { extra: { status: 'cancelledByAdmin' } }));
    await assertFails(unassign(db, OWNER, 'o', before, { extra: { totalPrice: 1, subtotal: 0 } }));
  });

  it('without its audit entry, or with a forged stamp, it is refused', async () => {
    const db = dbAs(env, OWNER);
    const before = await given('o', order('preparing', 'assigned', PAST));
    await assertFails(unassign(db, OWNER, 'o', before, { entry: null }));
    await assertFails(unassign(db, OWNER, 'o', before, { stamp: { decidedBy: UID.admin } }));
    await assertFails(unassign(db, OWNER, 'o', before, { stamp: { decidedAt: PAST } }));
  });

  it('staff without /allOrders, the rider, the company, the customer and the supplier are refused', async () => {
    const before = await given('o', order('preparing', 'assigned', PAST));
    for (const uid of [OTHERS, UID.limited, UID.translator, UID.hr, UID.noAccess, RIDER, COMPANY, UID.customer]) {
      await assertFails(unassign(dbAs(env, uid), uid, 'o', before));
    }
    await assertFails(unassign(dbAs(env, UID.supplier), UID.supplier, 'o', before));
  });

  it('a forged App info cannot be written by an /allOrders holder to shorten the wait', async () => {
    await assertFails(
      setDoc(doc(dbAs(env, OWNER), 'appInfo', 'main'), { riderOrderTimerSeconds: 10 }, { merge: true }),
    );
  });
});
