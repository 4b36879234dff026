/**
 * firestore.rules, supplierPauses (issue 50, "Timers that act"; docs/data-model.md
 * "Supplier pause", src/entities/supplierPause.ts): a supplier is paused until a time,
 * and resumed, by holders of /allOrders (All, that path only, several paths), each write
 * with its audit entry; /supplier holders only read; the customer app reads every pause,
 * the supplier app its own; nobody else writes, and a malformed pause (a text time, a
 * long reason, another supplier's id, a customer) is refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { createData, createDoc, stored, updateData, updateDoc } from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

const ORDERS_ONLY = 'ordersOnly';
const SEVERAL = 'severalPaths';
const SUPPLIER_READER = 'supplierReader';
const PAUSED = 'pausedSupplier';
const IN_AN_HOUR = () => Timestamp.fromMillis(Date.now() + 3_600_000);

const rules = setUpRulesFile(() => ({
  [`users/${ORDERS_ONLY}`]: { name: 'Orders desk', type: 'employee', blocked: false, Access: ['/allOrders'] },
  [`users/${SEVERAL}`]: {
    name: 'Operations lead',
    type: 'employee',
    blocked: false,
    Access: ['/supplier', '/allOrders', '/refunds'],
  },
  [`users/${SUPPLIER_READER}`]: { name: 'Supplier desk', type: 'employee', blocked: false, Access: ['/supplier'] },
  [`users/${PAUSED}`]: { name: 'Paused shop', type: 'supplier', blocked: false },
  ...Object.fromEntries(
    [UID.admin, ORDERS_ONLY, SEVERAL].map((uid) => [
      `users/shop-${uid}`,
      { name: `Shop of ${uid}`, type: 'supplier', blocked: false },
    ]),
  ),
  [`supplierPauses/${PAUSED}`]: stored('supplierPauses', PAUSED, {
    supplierId: PAUSED,
    pausedUntil: Timestamp.fromMillis(Date.UTC(2025, 0, 15, 18)),
    reason: '',
  }),
}));

/** Pauses the fixture supplier (`UID.supplier`) as `uid`, `extra` overriding fields. */
const pause = (uid: string, extra: Record<string, unknown> = {}, id: string = UID.supplier) =>
  createDoc(dbAs(rules.env, uid), 'supplierPauses', uid, id, {
    data: {
      ...createData('supplierPauses', uid, id),
      supplierId: id,
      pausedUntil: IN_AN_HOUR(),
      reason: 'Three orders left unaccepted',
      ...extra,
    },
  });

/** Changes the stored pause as `uid`: a new time (pause again) or null (resume). */
const change = (uid: string, values: Record<string, unknown>) =>
  updateDoc(dbAs(rules.env, uid), 'supplierPauses', uid, PAUSED, {
    ...updateData('supplierPauses', uid, PAUSED),
    supplierId: PAUSED,
    ...values,
  });

describe('supplier pauses', () => {
  it('are set, moved and lifted by All, by /allOrders only, and by a holder of several paths', async () => {
    for (const uid of [UID.admin, ORDERS_ONLY, SEVERAL]) {
      await assertSucceeds(pause(uid, {}, `shop-${uid}`));
      await assertSucceeds(change(uid, { pausedUntil: IN_AN_HOUR(), reason: `Again by ${uid}` }));
      await assertSucceeds(change(uid, { pausedUntil: null, reason: `Resumed by ${uid}` }));
    }
  });

  it('are read but never written by /supplier holders; staff without /allOrders and the apps never write', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, SUPPLIER_READER), 'supplierPauses', PAUSED)));
    for (const uid of [
      SUPPLIER_READER,
      UID.limited,
      UID.hr,
      UID.translator,
      UID.customer,
      UID.fakeAdmin,
      UID.supplier,
    ]) {
      await assertFails(pause(uid));
      await assertFails(change(uid, { pausedUntil: null, reason: 'resumed' }));
    }
  });

  it('are read by the customer app (every shop) and the supplier app (its own only)', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.customer), 'supplierPauses', PAUSED)));
    await assertFails(getDoc(doc(dbAs(rules.env, UID.supplier), 'supplierPauses', PAUSED)));
    await assertFails(getDoc(doc(dbAs(rules.env, UID.rider), 'supplierPauses', PAUSED)));
    await assertSucceeds(pause(UID.admin));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.supplier), 'supplierPauses', UID.supplier)));
  });

  it('refuse a text time, a reason too long, another supplier’s id, and a pause of a customer', async () => {
    await assertFails(pause(ORDERS_ONLY, { pausedUntil: '2026-11-29T18:00' }));
    await assertFails(pause(ORDERS_ONLY, { reason: 'x'.repeat(301) }));
    await assertFails(pause(ORDERS_ONLY, { supplierId: PAUSED }));
    await assertFails(pause(ORDERS_ONLY, {}, UID.customer));
    await assertFails(change(ORDERS_ONLY, { pausedUntil: 'tomorrow' }));
    await assertFails(change(ORDERS_ONLY, { supplierId: UID.supplier }));
  });
});
