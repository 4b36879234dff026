/**
 * firestore.rules, fines and rewards (docs/data-model.md `prizesFines`): /prizesFines
 * holders and All write them, each create and edit with its audit entry in the same
 * write; the value is whole baisa above 0 (a negative, fractional or non-finite value is
 * refused); the person exists and is of the type named. Holders read the people they
 * pick (riders, suppliers, delivery companies), not customers or staff. Holders of the
 * people screens read and sum them (a person's page), and write none.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  sum,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createData, createDoc, deleteDoc as trashDoc, stored, updateData, updateDoc } from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

const HOLDER = 'finesHolder';
/** Holds /rider only: reads a rider's fines and rewards on the rider's page. */
const RIDERS = 'ridersHolder';

const rules = setUpRulesFile(() => ({
  [`users/${HOLDER}`]: { type: 'employee', Access: ['/prizesFines'] },
  [`users/${RIDERS}`]: { type: 'employee', Access: ['/rider'] },
  'prizesFines/SEEDED': stored('prizesFines'),
}));

let created = 0;
/** Creates a fine the way the data layer does (with its audit entry), `extra` overriding fields. */
const create = (uid: string, extra: Record<string, unknown> = {}) => {
  const id = `F${++created}`;
  return createDoc(dbAs(rules.env, uid), 'prizesFines', uid, id, {
    data: { ...createData('prizesFines', uid, id), ...extra },
  });
};

describe('fines and rewards', () => {
  it('are created with their audit entry and deleted by /prizesFines holders and All', async () => {
    await assertSucceeds(create(HOLDER));
    await assertSucceeds(create(UID.admin, { type: 'reward', personType: 'supplier', personId: UID.supplier }));
    await assertSucceeds(create(HOLDER, { personType: 'deliveryCompany', personId: UID.deliveryCompany }));
    await assertSucceeds(trashDoc(dbAs(rules.env, HOLDER), 'prizesFines', HOLDER));
  });

  it('are refused without their audit entry', async () => {
    const db = dbAs(rules.env, HOLDER);
    const batch = writeBatch(db);
    batch.set(doc(db, 'prizesFines', 'NO-ENTRY'), { ...createData('prizesFines', HOLDER, 'NO-ENTRY'), auditId: 'x' });
    await assertFails(batch.commit());
    await assertFails(setDoc(doc(db, 'prizesFines', 'NO-ENTRY2'), createData('prizesFines', HOLDER, 'NO-ENTRY2')));
  });

  it('refuse a negative, zero, fractional or non-finite value', async () => {
    for (const value of [-2500, 0, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '2500', null]) {
      await assertFails(create(HOLDER, { value }));
    }
  });

  it('refuse a person of another type, staff or nobody', async () => {
    await assertFails(create(HOLDER, { personType: 'supplier', personId: UID.rider }));
    await assertFails(create(HOLDER, { personType: 'rider', personId: UID.customer }));
    await assertFails(create(HOLDER, { personType: 'user', personId: UID.rider }));
    // Customers too (spec §3 "applied to a user").
    await assertSucceeds(create(HOLDER, { personType: 'user', personId: UID.customer }));
    await assertFails(create(HOLDER, { personType: 'rider', personId: UID.admin }));
    await assertFails(create(HOLDER, { personType: 'rider', personId: 'nobody' }));
    await assertFails(
      updateDoc(dbAs(rules.env, HOLDER), 'prizesFines', HOLDER, 'SEEDED', {
        ...updateData('prizesFines', HOLDER),
        personType: 'supplier',
      }),
    );
  });

  it('are written by no other staff nor customers', async () => {
    for (const uid of [UID.limited, UID.translator, UID.hr, UID.customer, UID.rider]) {
      await assertFails(create(uid));
      await assertFails(deleteDoc(doc(dbAs(rules.env, uid), 'prizesFines', 'SEEDED')));
    }
  });

  it('let their holders read riders, suppliers, delivery companies and customers, not staff', async () => {
    const db = dbAs(rules.env, HOLDER);
    for (const uid of [UID.rider, UID.supplier, UID.deliveryCompany])
      await assertSucceeds(getDoc(doc(db, 'users', uid)));
    await assertSucceeds(getDoc(doc(db, 'users', UID.customer)));
    await assertFails(getDoc(doc(db, 'users', UID.admin)));
  });

  it("are read and summed by people-screen holders on a person's page, never written by them", async () => {
    const db = dbAs(rules.env, RIDERS);
    const ofRider = query(collection(db, 'prizesFines'), where('personId', '==', stored('prizesFines')['personId']));
    await assertSucceeds(getDocs(ofRider));
    const total = await assertSucceeds(getAggregateFromServer(ofRider, { total: sum('value') }));
    expect(total.data().total).toBe(stored('prizesFines')['value']);
    await assertFails(create(RIDERS));
    await assertFails(deleteDoc(doc(db, 'prizesFines', 'SEEDED')));
    await assertFails(
      updateDoc(db, 'prizesFines', RIDERS, 'SEEDED', { ...updateData('prizesFines', RIDERS), value: 1 }),
    );
  });
});
