/**
 * firestore.rules and the dashboard counters: aggregation queries
 * (getCountFromServer) on users filtered by type and on whole owned collections.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getCountFromServer, query, where, type DocumentData, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestEnv,
  dbAs,
  dbSignedOut,
  PEOPLE_BY_TYPE,
  UID,
  resetDocuments,
  type StartingDocuments,
} from './helpers';

let env: RulesTestEnvironment;

const PRODUCTS = 3;
const ORDERS = 2;

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const docs: Record<string, DocumentData> = {};
  for (let i = 0; i < PRODUCTS; i++) docs[`products/p${i}`] = { nameEn: `P${i}`, price: 1.5 };
  for (let i = 0; i < ORDERS; i++) docs[`orders/o${i}`] = { status: 'pending', total: 3.25 };
  docs['coupons/c0'] = { code: 'SAVE10', status: 'approved' };
  return docs;
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

const countUsersOfType = (db: Firestore, type: string) =>
  getCountFromServer(query(collection(db, 'users'), where('type', '==', type)));
const countAll = (db: Firestore, name: string) => getCountFromServer(collection(db, name));

describe('users counts by type', () => {
  it('limited employee (/user, /Products) counts the marketplace people (its orders name them), never staff', async () => {
    const db = dbAs(env, UID.limited);
    for (const type of ['user', 'supplier', 'deliveryCompany', 'rider']) {
      expect((await assertSucceeds(countUsersOfType(db, type))).data().count, type).toBe(PEOPLE_BY_TYPE[type]);
    }
    await assertFails(countUsersOfType(db, 'employee'));
    await assertFails(countAll(db, 'users'));
  });

  it('/Admins holder counts employees only', async () => {
    const db = dbAs(env, UID.hr);
    const snap = await assertSucceeds(countUsersOfType(db, 'employee'));
    expect(snap.data().count).toBe(PEOPLE_BY_TYPE['employee']);
    await assertFails(countUsersOfType(db, 'user'));
  });

  it('admin counts every type and the whole collection', async () => {
    const db = dbAs(env, UID.admin);
    for (const [type, count] of Object.entries(PEOPLE_BY_TYPE)) {
      const snap = await assertSucceeds(countUsersOfType(db, type));
      expect(snap.data().count).toBe(count);
    }
    await assertSucceeds(countAll(db, 'users'));
  });

  it('translator, customers and signed-out visitors count nothing', async () => {
    for (const db of [dbAs(env, UID.translator), dbAs(env, UID.customer), dbAs(env, UID.fakeAdmin), dbSignedOut(env)]) {
      await assertFails(countUsersOfType(db, 'user'));
    }
  });
});

describe('owned collection counts', () => {
  it('limited employee counts products (owner) and orders (reader), not coupons', async () => {
    const db = dbAs(env, UID.limited);
    expect((await assertSucceeds(countAll(db, 'products'))).data().count).toBe(PRODUCTS);
    expect((await assertSucceeds(countAll(db, 'orders'))).data().count).toBe(ORDERS);
    await assertFails(countAll(db, 'coupons'));
  });

  it('admin counts every collection', async () => {
    const db = dbAs(env, UID.admin);
    expect((await assertSucceeds(countAll(db, 'coupons'))).data().count).toBe(1);
    await assertSucceeds(countAll(db, 'faqs'));
  });

  it('translator and signed-out visitors are denied', async () => {
    await assertFails(countAll(dbAs(env, UID.translator), 'products'));
    await assertFails(countAll(dbSignedOut(env), 'products'));
  });
});
