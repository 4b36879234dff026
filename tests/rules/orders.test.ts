/**
 * firestore.rules, orders (docs/data-model.md "Order status", docs/access.md): staff
 * holding /allOrders or All take only their steps of the state machine (accept, start
 * preparing, cancel with a reason), each with its audit entry in the same write; every
 * other step, every other field, every other person and every create or delete is
 * refused. The marketplace's apps move orders through the backend, never as clients.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, orderEntity, staffNextStatuses, type OrderStatus } from '../../src/entities/order';
import { stateTransitions } from '../../src/lib/entity/define';
import { auditEntryData } from './fixtures';
import { authorName, createTestEnv, dbAs, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;
const OWNER = 'ordersOwner';
const READER = 'cancelledReader';
const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));
const REASON = 'The customer asked support to cancel.';

/** A stored order as the backend writes it (money in baisa). */
function order(status: OrderStatus, extra: DocumentData = {}): DocumentData {
  return {
    userId: UID.customer,
    supplierId: UID.supplier,
    deliveryCompanyId: null,
    riderId: null,
    cityId: 'city-muscat',
    address: 'Way 3021, Al Khuwair',
    items: [
      {
        productId: 'p1',
        nameEn: 'Dates',
        nameAr: 'تمر',
        originalPrice: 2500,
        price: 2500,
        discount: 0,
        quantity: 2,
        totalAmount: 5000,
      },
    ],
    quantity: 2,
    subtotal: 5000,
    deliveryFee: 1000,
    couponDiscount: 500,
    vat: 225,
    totalPrice: 5725,
    couponCode: 'WELCOME10',
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

const idOf = (from: OrderStatus, to: OrderStatus) => `${from}-${to}`;

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const docs: Record<string, DocumentData> = {
    [`users/${OWNER}`]: { type: 'employee', Access: ['/allOrders'] },
    [`users/${READER}`]: { type: 'employee', Access: ['/supplierCancelledOrders'] },
  };
  for (const from of ORDER_STATUSES) {
    docs[`orders/${from}`] = order(from);
    for (const to of ORDER_STATUSES) docs[`orders/${idOf(from, to)}`] = order(from);
  }
  return docs;
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/**
 * Moves orders/{id} to `to` as transitionOne does: the decision stamp and, in the same
 * batch, the audit entry (`entry` null: none; `extra` overrides the order's fields).
 */
async function move(
  db: Firestore,
  uid: string,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  options: { reason?: string | null; entry?: DocumentData | null; extra?: DocumentData } = {},
): Promise<void> {
  const reason = options.reason === undefined ? (to === 'cancelledByAdmin' ? REASON : null) : options.reason;
  const batch = writeBatch(db);
  let audit: DocumentData = {};
  if (options.entry !== null) {
    const ref = doc(collection(db, 'auditLog'));
    const entry = auditEntryData('orders', id, uid, {
      before: order(from),
      written: { status: to, ...options.extra },
      action: 'decision',
      reason,
      byName: await authorName(db, uid),
    });
    batch.set(ref, { ...entry, ...options.entry });
    audit = { auditId: ref.id };
  }
  batch.update(doc(db, 'orders', id), {
    status: to,
    decidedAt: serverTimestamp(),
    decidedBy: uid,
    decisionReason: reason,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...audit,
    ...options.extra,
  });
  return batch.commit();
}

const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)).filter(
  ([from, to]) => from !== to,
);

describe('the state machine', () => {
  it('staff steps are accept, start preparing and cancel, as the definition offers them', () => {
    const offered = stateTransitions(orderEntity).flatMap((tr) =>
      tr.from.map((from) => `${String(from)}>${String(tr.to)}`),
    );
    const machine = ORDER_STATUSES.flatMap((from) => staffNextStatuses(from).map((to) => `${from}>${to}`));
    expect(offered.sort()).toEqual(machine.sort());
    expect(machine).toContain('pending>accepted');
    expect(machine).toContain('onTheWay>cancelledByAdmin');
    expect(machine).not.toContain('delivered>cancelledByAdmin');
  });

  it.each(PAIRS)('%s → %s by /allOrders: allowed only along the machine', async (from, to) => {
    const allowed = staffNextStatuses(from).includes(to);
    const db = dbAs(env, OWNER);
    await (allowed ? assertSucceeds : assertFails)(move(db, OWNER, idOf(from, to), from, to));
  });

  it('All holders take the same steps', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(move(db, UID.admin, 'pending', 'pending', 'accepted'));
    await assertFails(move(db, UID.admin, 'delivered', 'delivered', 'cancelledByAdmin'));
  });
});

describe('the people an order names', () => {
  it('holders of the order screens read customers, suppliers, delivery companies and riders, not staff', async () => {
    for (const uid of [OWNER, READER]) {
      const db = dbAs(env, uid);
      for (const person of [UID.customer, UID.supplier, UID.deliveryCompany, UID.rider]) {
        await assertSucceeds(getDoc(doc(db, 'users', person)));
      }
      await assertSucceeds(getDocs(query(collection(db, 'users'), where('type', '==', 'user'))));
      await assertFails(getDoc(doc(db, 'users', UID.admin)));
      await assertFails(getDocs(query(collection(db, 'users'), where('type', '==', 'employee'))));
      await assertFails(getDocs(collection(db, 'users')));
    }
    // Without an order path: no people of other types.
    await assertFails(getDoc(doc(dbAs(env, UID.translator), 'users', UID.customer)));
  });
});

describe('attacks', () => {
  it('a step without its audit entry is refused', async () => {
    await assertFails(move(dbAs(env, OWNER), OWNER, 'pending', 'pending', 'accepted', { entry: null }));
  });

  it('an entry that lies about the change is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(move(db, OWNER, 'pending', 'pending', 'accepted', { entry: { after: { status: 'preparing' } } }));
    await assertFails(move(db, OWNER, 'pending', 'pending', 'accepted', { entry: { actor: UID.admin } }));
  });

  it('a cancellation without a reason is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(move(db, OWNER, 'pending', 'pending', 'cancelledByAdmin', { reason: null }));
    await assertFails(move(db, OWNER, 'pending', 'pending', 'cancelledByAdmin', { reason: '   ' }));
  });

  it('a step that also changes another field (the total, the rider) is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(move(db, OWNER, 'pending', 'pending', 'accepted', { extra: { totalPrice: 1 } }));
    await assertFails(move(db, OWNER, 'accepted', 'accepted', 'preparing', { extra: { riderId: UID.rider } }));
  });

  it('a forged decision stamp is refused', async () => {
    const db = dbAs(env, OWNER);
    await assertFails(move(db, OWNER, 'pending', 'pending', 'accepted', { extra: { decidedBy: UID.admin } }));
  });

  it('the statuses of the apps (cancelled by the customer or the supplier, delivered) are not staff steps', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(move(db, UID.admin, 'pending', 'pending', 'cancelledBySupplier'));
    await assertFails(move(db, UID.admin, 'accepted', 'accepted', 'cancelledByUser'));
    await assertFails(move(db, UID.admin, 'onTheWay', 'onTheWay', 'delivered'));
  });

  it('readers of orders (/supplierCancelledOrders, /user) and staff without the path cannot move them', async () => {
    for (const uid of [READER, UID.limited, UID.translator, UID.hr]) {
      await assertFails(move(dbAs(env, uid), uid, 'pending', 'pending', 'accepted'));
    }
  });

  it('the customer, the supplier and the rider cannot move them as clients (their apps go through the backend)', async () => {
    await assertFails(move(dbAs(env, UID.customer), UID.customer, 'pending', 'pending', 'cancelledByUser'));
    await assertFails(move(dbAs(env, UID.supplier), UID.supplier, 'pending', 'pending', 'accepted'));
    await assertFails(move(dbAs(env, UID.rider), UID.rider, 'onTheWay', 'onTheWay', 'delivered'));
  });

  it('nobody creates, edits or deletes an order, not even All', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(
      setDoc(doc(db, 'orders', 'new-order'), {
        ...order('pending'),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        createdBy: UID.admin,
        updatedBy: UID.admin,
      }),
    );
    const batch = writeBatch(db);
    batch.update(doc(db, 'orders', 'pending'), { note: 'Edited', updatedAt: serverTimestamp(), updatedBy: UID.admin });
    await assertFails(batch.commit());
    await assertFails(deleteDoc(doc(db, 'orders', 'pending')));
    await assertFails(deleteDoc(doc(dbAs(env, OWNER), 'orders', 'pending')));
  });
});
