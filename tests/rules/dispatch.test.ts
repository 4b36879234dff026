/**
 * firestore.rules, dispatch (issue 32; docs/data-model.md "Dispatch"): holders of
 * /allOrders or All assign an open order, not yet picked up, to a delivery company and
 * one of its riders, neither blocked; the delivery status becomes `assigned`, the
 * decision is stamped and audited in the same write, and nothing else changes. Every
 * other person, status, field and caller is refused.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  setDoc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import type { OrderStatus } from '../../src/entities/order';
import { auditEntryData } from './fixtures';
import { authorName, createTestEnv, dbAs, ownerDb, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;
const OWNER = 'ordersOwner';
const SEVERAL = 'severalPaths';
const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));
const COMPANY = 'company-a';
const OTHER_COMPANY = 'company-b';
const RIDER = 'rider-a';
const OTHER_RIDER = 'rider-b';
const BLOCKED_RIDER = 'rider-blocked';
const BLOCKED_COMPANY = 'company-blocked';
const RIDER_OF_BLOCKED = 'rider-of-blocked';

/** A stored order as the backend writes it (money in baisa). */
function order(status: OrderStatus, extra: DocumentData = {}): DocumentData {
  return {
    userId: UID.customer,
    supplierId: UID.supplier,
    deliveryCompanyId: null,
    riderId: null,
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
    deliveryStatus: 'unassigned',
    paymentMethod: 'cash',
    note: '',
    cancellationReason: '',
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'backend',
    updatedBy: 'backend',
    ...extra,
  };
}

const person = (type: string, extra: DocumentData = {}): DocumentData => ({
  type,
  name: `${type} ${Math.random().toString(36).slice(2, 6)}`,
  blocked: false,
  createdAt: PAST,
  updatedAt: PAST,
  ...extra,
});

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  return {
    [`users/${OWNER}`]: { type: 'employee', Access: ['/allOrders'] },
    [`users/${SEVERAL}`]: { type: 'employee', Access: ['/user', '/allOrders', '/rider'] },
    [`users/${COMPANY}`]: person('deliveryCompany'),
    [`users/${OTHER_COMPANY}`]: person('deliveryCompany'),
    [`users/${BLOCKED_COMPANY}`]: person('deliveryCompany', { blocked: true }),
    [`users/${RIDER}`]: person('rider', { deliveryCompanyId: COMPANY }),
    [`users/${OTHER_RIDER}`]: person('rider', { deliveryCompanyId: OTHER_COMPANY }),
    [`users/${BLOCKED_RIDER}`]: person('rider', { deliveryCompanyId: COMPANY, blocked: true }),
    [`users/${RIDER_OF_BLOCKED}`]: person('rider', { deliveryCompanyId: BLOCKED_COMPANY }),
    'orders/pending': order('pending'),
    'orders/preparing': order('preparing'),
    'orders/assigned': order('accepted', {
      deliveryStatus: 'assigned',
      deliveryCompanyId: OTHER_COMPANY,
      riderId: OTHER_RIDER,
    }),
    'orders/pickedUp': order('onTheWay', {
      deliveryStatus: 'pickedUp',
      deliveryCompanyId: COMPANY,
      riderId: RIDER,
    }),
    'orders/delivered': order('delivered', { deliveryStatus: 'delivered' }),
    'orders/cancelled': order('cancelledByUser'),
  };
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/**
 * Assigns orders/{id} as assignOne does: the people, the delivery status, the decision
 * stamp and, in the same batch, the audit entry (`entry` null: none; `extra` adds fields;
 * `stamp` overrides the decision's stamp).
 */
async function assign(
  db: Firestore,
  uid: string,
  id: string,
  before: DocumentData,
  people: { company: string | null; rider: string | null },
  options: { entry?: DocumentData | null; extra?: DocumentData; deliveryStatus?: string; stamp?: DocumentData } = {},
): Promise<void> {
  const written = {
    deliveryCompanyId: people.company,
    riderId: people.rider,
    deliveryStatus: options.deliveryStatus ?? 'assigned',
    // When the rider was assigned (issue 50 item 3): the server's time.
    assignedAt: serverTimestamp(),
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

const OK = { company: COMPANY, rider: RIDER };

describe('assigning a delivery company and a rider', () => {
  it('a holder of /allOrders only assigns an open unassigned order', async () => {
    await assertSucceeds(assign(dbAs(env, OWNER), OWNER, 'pending', order('pending'), OK));
  });

  it('a holder of All assigns, and a holder of several paths including /allOrders', async () => {
    await assertSucceeds(assign(dbAs(env, UID.admin), UID.admin, 'pending', order('pending'), OK));
    await assertSucceeds(assign(dbAs(env, SEVERAL), SEVERAL, 'preparing', order('preparing'), OK));
  });

  it('reassigns an assigned order to another company and rider', async () => {
    const before = order('accepted', {
      deliveryStatus: 'assigned',
      deliveryCompanyId: OTHER_COMPANY,
      riderId: OTHER_RIDER,
    });
    await assertSucceeds(assign(dbAs(env, OWNER), OWNER, 'assigned', before, OK));
  });
});

describe("an assignment's entry carries exactly its note (issue 45)", () => {
  const NOTE = 'Customer asked for this rider.';
  const callers = [
    { uid: UID.admin, kind: 'All holder' },
    { uid: OWNER, kind: '/allOrders only' },
    { uid: SEVERAL, kind: 'several paths' },
  ];
  it.each(callers)('an entry telling a note the order is not stamped with is refused ($kind)', async ({ uid }) => {
    const db = dbAs(env, uid);
    await assertFails(assign(db, uid, 'pending', order('pending'), OK, { entry: { reason: NOTE } }));
    await assertFails(assign(db, uid, 'pending', order('pending'), OK, { stamp: { decisionReason: NOTE } }));
  });
  it.each(callers)('the note in both is accepted ($kind)', async ({ uid }) => {
    const db = dbAs(env, uid);
    await assertSucceeds(
      assign(db, uid, 'pending', order('pending'), OK, { entry: { reason: NOTE }, stamp: { decisionReason: NOTE } }),
    );
  });
});

describe("a rider at or above App info's cash limit (issue 49 item 3)", () => {
  const callers = [
    { uid: UID.admin, kind: 'All holder' },
    { uid: OWNER, kind: '/allOrders only' },
    { uid: SEVERAL, kind: 'several paths' },
  ];
  /** App info's limit and the rider's cash held, in baisa (null: no such document). */
  async function given(limit: number | null, cashHeld: number | null): Promise<void> {
    const db = ownerDb(env);
    await (limit === null
      ? deleteDoc(doc(db, 'appInfo', 'main'))
      : setDoc(doc(db, 'appInfo', 'main'), { riderCashLimit: limit }, { merge: true }));
    await (cashHeld === null
      ? deleteDoc(doc(db, 'riderAccounts', RIDER))
      : setDoc(doc(db, 'riderAccounts', RIDER), { riderId: RIDER, cashHeld, remitted: 0 }));
  }
  it.each(callers)('at the limit or above: refused ($kind)', async ({ uid }) => {
    await given(500_000, 500_000);
    await assertFails(assign(dbAs(env, uid), uid, 'pending', order('pending'), OK));
    await given(500_000, 731_250);
    await assertFails(assign(dbAs(env, uid), uid, 'pending', order('pending'), OK));
  });
  it.each(callers)('under it, with no account, or with no limit: accepted ($kind)', async ({ uid }) => {
    await given(500_000, 499_999);
    await assertSucceeds(assign(dbAs(env, uid), uid, 'pending', order('pending'), OK));
    await given(500_000, null);
    await assertSucceeds(assign(dbAs(env, uid), uid, 'preparing', order('preparing'), OK));
    await given(0, 900_000);
    await assertSucceeds(
      assign(
        dbAs(env, uid),
        uid,
        'assigned',
        order('accepted', { deliveryStatus: 'assigned', deliveryCompanyId: OTHER_COMPANY, riderId: OTHER_RIDER }),
        OK,
      ),
    );
  });
  it('another rider under the limit is still accepted', async () => {
    await given(500_000, 600_000);
    await assertFails(assign(dbAs(env, OWNER), OWNER, 'pending', order('pending'), OK));
    await assertSucceeds(
      assign(dbAs(env, OWNER), OWNER, 'pending', order('pending'), { company: OTHER_COMPANY, rider: OTHER_RIDER }),
    );
  });
});

describe('attacks on an assignment', () => {
  it('a rider of another company is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(assign(db, OWNER, 'pending', order('pending'), { company: COMPANY, rider: OTHER_RIDER }));
  });

  it('a blocked rider, or a blocked company (with its own rider), is refused', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(assign(db, UID.admin, 'pending', order('pending'), { company: COMPANY, rider: BLOCKED_RIDER }));
    await assertFails(
      assign(db, UID.admin, 'pending', order('pending'), { company: BLOCKED_COMPANY, rider: RIDER_OF_BLOCKED }),
    );
  });

  it('a person who is no rider, or a company that is no delivery company, is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(assign(db, OWNER, 'pending', order('pending'), { company: COMPANY, rider: UID.customer }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), { company: COMPANY, rider: COMPANY }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), { company: UID.supplier, rider: RIDER }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), { company: COMPANY, rider: 'nobody' }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), { company: COMPANY, rider: null }));
  });

  it('changing another field at the same time is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { extra: { totalPrice: 1, subtotal: 0 } }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { extra: { status: 'accepted' } }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { extra: { note: 'Hi' } }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { deliveryStatus: 'pickedUp' }));
  });

  it('a delivered, cancelled or picked-up order is refused', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(assign(db, UID.admin, 'delivered', order('delivered', { deliveryStatus: 'delivered' }), OK));
    await assertFails(assign(db, UID.admin, 'cancelled', order('cancelledByUser'), OK));
    const pickedUp = order('onTheWay', { deliveryStatus: 'pickedUp', deliveryCompanyId: COMPANY, riderId: RIDER });
    await assertFails(assign(db, UID.admin, 'pickedUp', pickedUp, { company: COMPANY, rider: RIDER }));
  });

  it('without its audit entry, or with a forged stamp, it is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { entry: null }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { stamp: { decidedBy: UID.admin } }));
  });

  it('without the time of the assignment, or with another time, it is refused (issue 50 item 3)', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { extra: { assignedAt: null } }));
    await assertFails(assign(db, OWNER, 'pending', order('pending'), OK, { extra: { assignedAt: PAST } }));
  });

  it('a caller without /allOrders (other staff, the rider, the company) is refused', async () => {
    for (const uid of [UID.limited, UID.translator, UID.hr, UID.noAccess, RIDER, COMPANY, UID.customer]) {
      await assertFails(assign(dbAs(env, uid), uid, 'pending', order('pending'), OK));
    }
  });
});
