/**
 * firestore.rules, notifications (docs/access.md "Notifications"; docs/data-model.md
 * `notifications`): sent to one person of a type or to all of that type by holders of
 * the type's people path (or All), validated, with their audit entry in the same write;
 * never edited or deleted; read by the people paths' holders, not by other staff or
 * the marketplace's people.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, query, Timestamp, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createData, createDoc, stored } from './fixtures';
import { dbAs, setUpRulesFile, UID } from './helpers';

const RIDERS = 'riderStaff';
const CUSTOMERS = 'customerStaff';
const COUPONS = 'couponStaff';

const rules = setUpRulesFile(() => ({
  [`users/${RIDERS}`]: { type: 'employee', Access: ['/rider'] },
  [`users/${CUSTOMERS}`]: { type: 'employee', Access: ['/user'] },
  [`users/${COUPONS}`]: { type: 'employee', Access: ['/coupon'] },
  'notifications/SENT': stored('notifications', 'SENT', { audience: 'rider', userId: UID.rider }),
}));

let sent = 0;
/** Sends a notification as `uid` the way the data layer does (with its audit entry), `change` overriding fields. */
const send = (uid: string, change: Record<string, unknown> = {}) => {
  const id = `N${++sent}`;
  const data = { ...createData('notifications', uid, id), ...change };
  return createDoc(dbAs(rules.env, uid), 'notifications', uid, id, { data });
};

describe('notifications', () => {
  it('a /rider holder notifies one rider or all riders; All notifies anyone', async () => {
    await assertSucceeds(send(RIDERS));
    await assertSucceeds(send(RIDERS, { userId: null }));
    await assertSucceeds(send(UID.admin, { audience: 'user', userId: UID.customer }));
    await assertSucceeds(send(UID.admin, { audience: 'supplier', userId: null }));
  });

  it('another type’s holder, other staff and the marketplace’s people cannot send', async () => {
    await assertFails(send(CUSTOMERS));
    await assertFails(send(RIDERS, { audience: 'user', userId: UID.customer }));
    await assertFails(send(COUPONS));
    for (const uid of [UID.rider, UID.customer, UID.supplier, UID.newcomer]) await assertFails(send(uid));
  });

  it('the recipient must be a person of the audience’s type', async () => {
    await assertFails(send(RIDERS, { userId: UID.customer }));
    await assertFails(send(RIDERS, { userId: 'nobody' }));
    await assertFails(send(UID.admin, { audience: 'employee', userId: UID.hr }));
  });

  it.each([
    ['a forged createdBy', { createdBy: 'someone-else' }],
    ['a back-dated createdAt', { createdAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)) }],
    ['an unknown field', { pushed: true }],
    ['a title of 101 characters', { title: 'x'.repeat(101) }],
    ['an empty description', { description: '' }],
    ['a description of 1001 characters', { description: 'x'.repeat(1001) }],
    ['a title that is not a string', { title: 5 }],
    ['an audience that is not a type', { audience: 'everyone', userId: null }],
  ])('refuses %s', async (_label, change) => {
    await assertFails(send(UID.admin, change));
  });

  it('refuses a notification without its audit entry', async () => {
    await assertFails(send(UID.admin, { auditId: 'no-such-entry' }));
  });

  it('is never edited or deleted, not even by All', async () => {
    const db = dbAs(rules.env, UID.admin);
    await assertFails(updateDoc(doc(db, 'notifications', 'SENT'), { title: 'Changed' }));
    await assertFails(deleteDoc(doc(db, 'notifications', 'SENT')));
    await assertFails(deleteDoc(doc(dbAs(rules.env, RIDERS), 'notifications', 'SENT')));
  });

  it('is read by the people paths’ holders, not by other staff nor the marketplace’s people', async () => {
    const byRecipient = (uid: string) =>
      getDocs(query(collection(dbAs(rules.env, uid), 'notifications'), where('userId', '==', UID.rider)));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, RIDERS), 'notifications', 'SENT')));
    expect((await byRecipient(RIDERS)).size).toBe(1);
    await assertFails(getDoc(doc(dbAs(rules.env, COUPONS), 'notifications', 'SENT')));
    await assertFails(byRecipient(UID.rider));
    await assertFails(byRecipient(UID.customer));
  });
});
