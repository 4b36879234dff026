/**
 * firestore.rules for the records the marketplace's apps write (docs/access.md,
 * docs/data-model.md: contactMessages, customerService, riderReports): the app paths
 * (a person creates their own, validated, at the first status; a customer adds a
 * message to their open request), and staff limited to reading and the documented
 * decisions. Every allowed case next to its attacks: another person's id, a forged
 * status or writer, staff creating or editing, a customer deciding, deletes.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
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
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createData, decide, stored, transitionsOf } from './fixtures';
import { dbAs, dbSignedOut, ownerDb, seed, seedPeople, UID, setUpRulesFile } from './helpers';

const SUPPORT = 'support-holder';
const OTHER_CUSTOMER = 'other-customer';

const rules = setUpRulesFile(() => ({
  [`users/${SUPPORT}`]: { type: 'employee', Access: ['/customerService', '/contact', '/RiderService'] },
  [`users/${OTHER_CUSTOMER}`]: { type: 'user', name: 'Other', email: 'other@example.com' },
  'users/blocked-customer': { type: 'user', blocked: true },
  'contactMessages/SEEDED': stored('contactMessages'),
  'riderReports/SEEDED': stored('riderReports'),
  'customerService/SEEDED': stored('customerService', 'SEEDED', { status: 'answered' }),
}));

async function read(path: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(ownerDb(rules.env), path))).data();
}

describe('contact messages', () => {
  const create = (uid: string, extra: DocumentData = {}) =>
    setDoc(doc(dbAs(rules.env, uid), 'contactMessages', 'NEW'), {
      ...createData('contactMessages', uid),
      userId: uid,
      ...extra,
    });

  it('a signed-in customer, supplier or rider creates their own, new', async () => {
    await assertSucceeds(create(UID.customer));
    await rules.env.clearFirestore();
    await seedPeople(rules.env);
    await assertSucceeds(create(UID.supplier));
    await rules.env.clearFirestore();
    await seedPeople(rules.env);
    await assertSucceeds(create(UID.rider));
  });

  it.each([
    ['in another person’s name', { userId: OTHER_CUSTOMER }],
    ['already handled', { status: 'handled' }],
    ['with a decision stamp', { decidedBy: 'customer', decisionReason: 'done' }],
    ['with an empty comment', { comment: '' }],
    ['with a subject over 200', { subject: 'x'.repeat(201) }],
    ['with a bad email', { email: 'not-an-email' }],
    ['written by someone else', { createdBy: OTHER_CUSTOMER }],
  ])('a customer cannot create one %s', async (_label, extra) => {
    await assertFails(create(UID.customer, extra));
  });

  it('staff (even All), blocked people, visitors and unknown accounts do not create one', async () => {
    await assertFails(create(SUPPORT));
    await assertFails(create(UID.admin));
    await assertFails(create('blocked-customer'));
    await assertFails(create(UID.newcomer));
    await assertFails(
      setDoc(doc(dbSignedOut(rules.env), 'contactMessages', 'NEW'), createData('contactMessages', 'x')),
    );
  });

  it('is read by /contact holders, not by the customer apps or other staff', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, SUPPORT), 'contactMessages', 'SEEDED')));
    for (const uid of [UID.customer, UID.limited]) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'contactMessages', 'SEEDED')));
    }
  });

  it('staff mark it handled with a note and back to new; never edit or delete it', async () => {
    const db = dbAs(rules.env, SUPPORT);
    const { handle, reopen } = transitionsOf('contactMessages');
    if (!handle || !reopen) throw new Error('contactMessage transitions missing');
    await assertFails(decide(db, 'contactMessages', SUPPORT, 'SEEDED', handle, { decisionReason: null }));
    await assertSucceeds(decide(db, 'contactMessages', SUPPORT, 'SEEDED', handle));
    expect((await read('contactMessages/SEEDED'))?.['status']).toBe('handled');
    await assertSucceeds(decide(db, 'contactMessages', SUPPORT, 'SEEDED', reopen));
    await assertFails(
      updateDoc(doc(db, 'contactMessages', 'SEEDED'), {
        comment: 'Edited by staff',
        updatedAt: serverTimestamp(),
        updatedBy: SUPPORT,
      }),
    );
    await assertFails(deleteDoc(doc(db, 'contactMessages', 'SEEDED')));
    await assertFails(deleteDoc(doc(dbAs(rules.env, UID.admin), 'contactMessages', 'SEEDED')));
  });

  it('the writer cannot decide or change it afterwards', async () => {
    const { handle } = transitionsOf('contactMessages');
    if (!handle) throw new Error('no handle');
    await assertFails(decide(dbAs(rules.env, UID.customer), 'contactMessages', UID.customer, 'SEEDED', handle));
    await assertFails(deleteDoc(doc(dbAs(rules.env, UID.customer), 'contactMessages', 'SEEDED')));
  });
});

describe('rider reports', () => {
  const create = (uid: string, extra: DocumentData = {}) =>
    setDoc(doc(dbAs(rules.env, uid), 'riderReports', 'NEW'), {
      ...createData('riderReports', uid),
      riderId: uid,
      ...extra,
    });

  it('a rider creates their own, open, with or without an order', async () => {
    await assertSucceeds(create(UID.rider));
    await rules.env.clearFirestore();
    await seedPeople(rules.env);
    await assertSucceeds(create(UID.rider, { orderId: '' }));
  });

  it.each([
    ['for another rider', { riderId: 'rider-2' }],
    ['already resolved', { status: 'resolved' }],
    ['with an order id holding a slash', { orderId: 'orders/x' }],
    ['with an empty text', { description: '' }],
  ])('a rider cannot create one %s', async (_label, extra) => {
    await assertFails(create(UID.rider, extra));
  });

  it('customers and staff do not create one', async () => {
    await assertFails(create(UID.customer));
    await assertFails(create(SUPPORT));
  });

  it('/RiderService holders resolve it with a note and reopen it; the rider cannot', async () => {
    const { resolve, reopen } = transitionsOf('riderReports');
    if (!resolve || !reopen) throw new Error('riderReport transitions missing');
    await assertFails(decide(dbAs(rules.env, UID.rider), 'riderReports', UID.rider, 'SEEDED', resolve));
    await assertFails(decide(dbAs(rules.env, UID.limited), 'riderReports', UID.limited, 'SEEDED', resolve));
    await assertSucceeds(decide(dbAs(rules.env, SUPPORT), 'riderReports', SUPPORT, 'SEEDED', resolve));
    expect((await read('riderReports/SEEDED'))?.['decisionReason']).toBeTruthy();
    await assertSucceeds(decide(dbAs(rules.env, SUPPORT), 'riderReports', SUPPORT, 'SEEDED', reopen));
  });
});

describe('customer service requests', () => {
  const message = (by: string, text: string, staff = false, at = Timestamp.now()) => ({ text, by, at, staff });
  const create = (uid: string, extra: DocumentData = {}) =>
    setDoc(doc(dbAs(rules.env, uid), 'customerService', 'NEW'), {
      ...createData('customerService', uid),
      userId: uid,
      messages: [message(uid, 'My order arrived without the laban.')],
      ...extra,
    });
  const followUp = (uid: string, extra: DocumentData = {}, text = 'Any news?') =>
    updateDoc(doc(dbAs(rules.env, uid), 'customerService', 'SEEDED'), {
      messages: arrayUnion(message(uid, text)),
      status: 'open',
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      ...extra,
    });

  it('a customer reads their own requests only; staff without /customerService read none', async () => {
    await seed(rules.env, { 'customerService/OTHER': stored('customerService', 'OTHER', { userId: OTHER_CUSTOMER }) });
    const customer = dbAs(rules.env, UID.customer);
    await assertSucceeds(getDoc(doc(customer, 'customerService', 'SEEDED')));
    await assertSucceeds(getDocs(query(collection(customer, 'customerService'), where('userId', '==', UID.customer))));
    await assertFails(getDoc(doc(customer, 'customerService', 'OTHER')));
    await assertFails(getDocs(collection(customer, 'customerService')));
    await assertFails(getDoc(doc(dbAs(rules.env, UID.limited), 'customerService', 'SEEDED')));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, SUPPORT), 'customerService', 'OTHER')));
  });

  it('a customer opens their own with one message of theirs', async () => {
    await assertSucceeds(create(UID.customer));
    expect((await read('customerService/NEW'))?.['status']).toBe('open');
  });

  it.each([
    ['in another customer’s name', { userId: OTHER_CUSTOMER }],
    ['already answered', { status: 'answered' }],
    ['without a message', { messages: [] }],
    ['with two messages', { messages: [message('customer', 'a'), message('customer', 'b')] }],
    ['with a message signed by someone else', { messages: [message(OTHER_CUSTOMER, 'Hello')] }],
    ['with a message posing as the team', { messages: [message('customer', 'Refunded.', true)] }],
    ['with an empty message', { messages: [message('customer', '  ')] }],
    ['with a message over 2000', { messages: [message('customer', 'x'.repeat(2001))] }],
    [
      'with a message dated an hour ago',
      { messages: [message('customer', 'Hello', false, Timestamp.fromMillis(Date.now() - 3600_000))] },
    ],
  ])('a customer cannot open one %s', async (_label, extra) => {
    await assertFails(create(UID.customer, extra));
  });

  it('riders, suppliers and staff do not open one', async () => {
    for (const uid of [UID.rider, UID.supplier, SUPPORT]) await assertFails(create(uid));
  });

  it('the customer adds a message to their answered request, which opens it again', async () => {
    await assertSucceeds(followUp(UID.customer));
    const after = await read('customerService/SEEDED');
    expect(after?.['status']).toBe('open');
    expect((after?.['messages'] as unknown[]).length).toBe(2);
  });

  it('but not to someone else’s, not to a closed one, not as the team, and without changing anything else', async () => {
    await assertFails(followUp(OTHER_CUSTOMER));
    await assertFails(followUp(UID.customer, { status: 'closed' }));
    await assertFails(followUp(UID.customer, { subject: 'Changed' }));
    await assertFails(followUp(UID.customer, {}, ''));
    await assertFails(
      updateDoc(doc(dbAs(rules.env, UID.customer), 'customerService', 'SEEDED'), {
        messages: arrayUnion(message(UID.customer, 'We refunded you.', true)),
        status: 'open',
        updatedAt: serverTimestamp(),
        updatedBy: UID.customer,
      }),
    );
    await seed(rules.env, { 'customerService/CLOSED': stored('customerService', 'CLOSED', { status: 'closed' }) });
    await assertFails(
      updateDoc(doc(dbAs(rules.env, UID.customer), 'customerService', 'CLOSED'), {
        messages: arrayUnion(message(UID.customer, 'Hello again')),
        status: 'open',
        updatedAt: serverTimestamp(),
        updatedBy: UID.customer,
      }),
    );
  });

  it('staff reply (one staff message holding the reply), close and reopen; the customer cannot', async () => {
    const { reply, close, reopen } = transitionsOf('customerService');
    if (!reply || !close || !reopen) throw new Error('customerService transitions missing');
    const db = dbAs(rules.env, SUPPORT);
    await assertFails(decide(dbAs(rules.env, UID.customer), 'customerService', UID.customer, 'SEEDED', close));
    await assertSucceeds(decide(db, 'customerService', SUPPORT, 'SEEDED', reply));
    const after = await read('customerService/SEEDED');
    expect(after?.['status']).toBe('answered');
    expect((after?.['messages'] as { staff: boolean; by: string }[]).at(-1)).toMatchObject({
      staff: true,
      by: SUPPORT,
    });
    await assertSucceeds(decide(db, 'customerService', SUPPORT, 'SEEDED', close));
    await assertSucceeds(decide(db, 'customerService', SUPPORT, 'SEEDED', reopen));
  });

  it('a staff reply must append exactly its own message, and closing keeps the conversation', async () => {
    const { reply, close } = transitionsOf('customerService');
    if (!reply || !close) throw new Error('customerService transitions missing');
    const db = dbAs(rules.env, SUPPORT);
    const forged: DocumentData[] = [
      { messages: arrayUnion(message(SUPPORT, 'Another text', true)) },
      { messages: arrayUnion(message('someone-else', 'The discount is too generous.', true)) },
      { messages: arrayUnion(message(SUPPORT, 'The discount is too generous.', false)) },
      { messages: [message(SUPPORT, 'The discount is too generous.', true)] },
    ];
    for (const extra of forged) await assertFails(decide(db, 'customerService', SUPPORT, 'SEEDED', reply, extra));
    await assertFails(
      decide(db, 'customerService', SUPPORT, 'SEEDED', close, { messages: arrayUnion(message(SUPPORT, 'x', true)) }),
    );
    await assertFails(decide(db, 'customerService', SUPPORT, 'SEEDED', reply, { decisionReason: 'x'.repeat(2001) }));
    await assertSucceeds(decide(db, 'customerService', SUPPORT, 'SEEDED', reply, { decisionReason: 'x'.repeat(2000) }));
  });

  it('nobody deletes one', async () => {
    for (const uid of [SUPPORT, UID.admin, UID.customer]) {
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'customerService', 'SEEDED')));
    }
  });
});
