/**
 * firestore.rules for reviews (docs/access.md "Reviews"): a customer reviews the
 * supplier or rider of their own delivered order, a rider the customer of an order they
 * delivered, once per order and person (id `<orderId>_<subjectId>`), shown at first.
 * Holders of the reviewed person's path (or All) hide one with a reason and show it
 * again, audited; the people screens read them; nobody edits or deletes one. Each
 * allowed case beside its attacks: another author, an order not theirs or not
 * delivered, a forged status, a rating out of bounds, another path deciding, a hide
 * without its audit entry or reason, an edit of the text.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { decide, stored, transitionsOf } from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

const ORDER = 'order-001';
const SUPPLIER_HOLDER = 'supplier-holder';
const RIDER_HOLDER = 'rider-holder';
const REVIEW_ID = `${ORDER}_${UID.supplier}`;

const rules = setUpRulesFile(() => ({
  [`users/${SUPPLIER_HOLDER}`]: { type: 'employee', Access: ['/supplier'] },
  [`users/${RIDER_HOLDER}`]: { type: 'employee', Access: ['/rider'] },
  [`orders/${ORDER}`]: { status: 'delivered', userId: UID.customer, supplierId: UID.supplier, riderId: UID.rider },
  'orders/order-open': { status: 'onTheWay', userId: UID.customer, supplierId: UID.supplier, riderId: UID.rider },
  'orders/order-other': { status: 'delivered', userId: 'someone-else', supplierId: UID.supplier, riderId: UID.rider },
  [`reviews/${REVIEW_ID}`]: stored('reviews', REVIEW_ID),
}));

/** A review as the customer app writes it. */
function review(extra: DocumentData = {}): DocumentData {
  return {
    rating: 5,
    text: 'ممتاز، المنتجات طازجة.',
    authorId: UID.customer,
    authorType: 'user',
    subjectId: UID.rider,
    subjectType: 'rider',
    orderId: ORDER,
    status: 'visible',
    searchPrefixes: [],
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: UID.customer,
    updatedBy: UID.customer,
    ...extra,
  };
}

const write = (uid: string, data: DocumentData, id = `${String(data['orderId'])}_${String(data['subjectId'])}`) =>
  setDoc(doc(dbAs(rules.env, uid), 'reviews', id), data);

describe('writing a review in the apps', () => {
  it('a customer reviews the rider of their delivered order', async () => {
    await assertSucceeds(write(UID.customer, review()));
  });

  it('a rider reviews the customer of an order they delivered', async () => {
    await assertSucceeds(
      write(
        UID.rider,
        review({
          authorId: UID.rider,
          authorType: 'rider',
          subjectId: UID.customer,
          subjectType: 'user',
          createdBy: UID.rider,
          updatedBy: UID.rider,
        }),
      ),
    );
  });

  it.each([
    ['in another person’s name', { authorId: 'someone-else' }],
    ['as a rider while a customer', { authorType: 'rider' }],
    ['already hidden', { status: 'hidden' }],
    ['with 6 stars', { rating: 6 }],
    ['with 0 stars', { rating: 0 }],
    ['with half a star', { rating: 4.5 }],
    ['with a text over 2000 characters', { text: 'x'.repeat(2001) }],
    ['about an order not delivered yet', { orderId: 'order-open' }],
    ['about another customer’s order', { orderId: 'order-other' }],
    ['about a supplier who is not the order’s', { subjectId: 'supplier-2', subjectType: 'supplier' }],
    ['about a customer (customers review suppliers and riders)', { subjectId: UID.customer, subjectType: 'user' }],
    ['with a forged writer', { createdBy: 'someone-else' }],
    ['with a decision stamp', { decidedBy: UID.customer, decisionReason: 'fine' }],
  ])('a customer cannot write one %s', async (_label, extra) => {
    await assertFails(write(UID.customer, review(extra)));
  });

  it('a review has one id per order and person (a second one under another id is refused)', async () => {
    await assertFails(write(UID.customer, review(), 'another-id'));
  });

  it('staff, even All, and suppliers do not write reviews', async () => {
    await assertFails(write(UID.admin, review({ authorId: UID.admin, createdBy: UID.admin, updatedBy: UID.admin })));
    await assertFails(
      write(UID.supplier, review({ authorId: UID.supplier, createdBy: UID.supplier, updatedBy: UID.supplier })),
    );
  });
});

describe('reading reviews', () => {
  it('holders of a reviewed people path read them; others do not', async () => {
    const q = (uid: string) =>
      getDocs(query(collection(dbAs(rules.env, uid), 'reviews'), where('subjectId', '==', UID.supplier)));
    await assertSucceeds(q(SUPPLIER_HOLDER));
    await assertSucceeds(q(RIDER_HOLDER));
    await assertSucceeds(q(UID.admin));
    await assertFails(q(UID.translator));
    await assertFails(q(UID.customer));
  });
});

describe('hiding and showing a review', () => {
  const hide = transitionsOf('reviews')['hide']!;
  const show = transitionsOf('reviews')['show']!;
  const db = (uid: string) => dbAs(rules.env, uid);

  it('a holder of the reviewed person’s path hides it with a reason, audited, and shows it again', async () => {
    await assertSucceeds(decide(db(SUPPLIER_HOLDER), 'reviews', SUPPLIER_HOLDER, REVIEW_ID, hide));
    await assertSucceeds(decide(db(SUPPLIER_HOLDER), 'reviews', SUPPLIER_HOLDER, REVIEW_ID, show));
  });

  it('an All holder hides it', async () => {
    await assertSucceeds(decide(db(UID.admin), 'reviews', UID.admin, REVIEW_ID, hide));
  });

  it('a holder of another people path cannot hide it (a /rider holder, a supplier review)', async () => {
    await assertFails(decide(db(RIDER_HOLDER), 'reviews', RIDER_HOLDER, REVIEW_ID, hide));
  });

  it('a hide without a reason is refused', async () => {
    await assertFails(
      decide(db(SUPPLIER_HOLDER), 'reviews', SUPPLIER_HOLDER, REVIEW_ID, hide, { decisionReason: '  ' }),
    );
  });

  it('a hide without its audit entry is refused', async () => {
    await assertFails(
      updateDoc(doc(db(SUPPLIER_HOLDER), 'reviews', REVIEW_ID), {
        status: 'hidden',
        decidedAt: serverTimestamp(),
        decidedBy: SUPPLIER_HOLDER,
        decisionReason: 'Insults',
        updatedAt: serverTimestamp(),
        updatedBy: SUPPLIER_HOLDER,
      }),
    );
  });

  it('a hide that also changes the stars or the text is refused', async () => {
    await assertFails(decide(db(SUPPLIER_HOLDER), 'reviews', SUPPLIER_HOLDER, REVIEW_ID, hide, { rating: 1 }));
    await assertFails(decide(db(SUPPLIER_HOLDER), 'reviews', SUPPLIER_HOLDER, REVIEW_ID, hide, { text: 'edited' }));
  });

  it('nobody edits or deletes a review, not even All or its author', async () => {
    for (const uid of [UID.admin, SUPPLIER_HOLDER, UID.customer]) {
      await assertFails(
        updateDoc(doc(db(uid), 'reviews', REVIEW_ID), { text: 'edited', updatedAt: serverTimestamp(), updatedBy: uid }),
      );
      await assertFails(deleteDoc(doc(db(uid), 'reviews', REVIEW_ID)));
    }
  });
});
