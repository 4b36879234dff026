/**
 * firestore.rules, users/{uid}: own-document reads, type-based staff access, the supplier
 * picker of /Category and /Products holders, and who may set Access.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestEnv, dbAs, dbSignedOut, seed, seedPeople, UID } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedPeople(env);
});

afterAll(async () => {
  await env.cleanup();
});

const userDoc = (db: Firestore, uid: string) => doc(db, 'users', uid);
const usersOfType = (db: Firestore, type: string) => query(collection(db, 'users'), where('type', '==', type));

describe('signed out', () => {
  it('cannot read, list or write users documents', async () => {
    const db = dbSignedOut(env);
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(setDoc(userDoc(db, 'someone'), { type: 'user', name: 'X' }));
  });
});

describe('new account without a users document', () => {
  it('may read its own (missing) document', async () => {
    const snap = await assertSucceeds(getDoc(userDoc(dbAs(env, UID.newcomer), UID.newcomer)));
    expect(snap.exists()).toBe(false);
  });

  it("cannot create its own document with Access ['All']", async () => {
    const db = dbAs(env, UID.newcomer);
    await assertFails(setDoc(userDoc(db, UID.newcomer), { type: 'employee', name: 'Me', Access: ['All'] }));
  });

  it('cannot create its own document at all, nor anyone else’s', async () => {
    const db = dbAs(env, UID.newcomer);
    await assertFails(setDoc(userDoc(db, UID.newcomer), { type: 'user', name: 'Me' }));
    await assertFails(setDoc(userDoc(db, 'other'), { type: 'user', name: 'Other' }));
  });

  it('cannot read or list other users documents', async () => {
    const db = dbAs(env, UID.newcomer);
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(usersOfType(db, 'user')));
  });
});

describe('customer (type user)', () => {
  it('reads its own document', async () => {
    await assertSucceeds(getDoc(userDoc(dbAs(env, UID.customer), UID.customer)));
  });

  it('cannot read others, list, or write (even its own document)', async () => {
    const db = dbAs(env, UID.customer);
    await assertFails(getDoc(userDoc(db, UID.supplier)));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(updateDoc(userDoc(db, UID.customer), { name: 'New name' }));
    await assertFails(updateDoc(userDoc(db, UID.customer), { type: 'employee', Access: ['All'] }));
    await assertFails(deleteDoc(userDoc(db, UID.customer)));
  });

  it("is not staff even when its document carries Access ['All']", async () => {
    const db = dbAs(env, UID.fakeAdmin);
    await assertSucceeds(getDoc(userDoc(db, UID.fakeAdmin)));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(setDoc(userDoc(db, 'x'), { type: 'user', name: 'X' }));
  });
});

describe("admin (Access ['All'])", () => {
  it('reads and lists every users document', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(getDoc(userDoc(db, UID.supplier)));
    await assertSucceeds(getDoc(userDoc(db, UID.limited)));
    await assertSucceeds(getDocs(collection(db, 'users')));
  });

  it('creates, updates and deletes people of every type', async () => {
    const db = dbAs(env, UID.admin);
    for (const type of ['user', 'supplier', 'deliveryCompany', 'rider', 'employee']) {
      await assertSucceeds(setDoc(userDoc(db, `new-${type}`), { type, name: 'New' }));
      await assertSucceeds(updateDoc(userDoc(db, `new-${type}`), { name: 'Renamed', blocked: true }));
      await assertSucceeds(deleteDoc(userDoc(db, `new-${type}`)));
    }
    await assertSucceeds(updateDoc(userDoc(db, UID.customer), { type: 'supplier' }));
  });

  it('cannot create a users document of an unknown type or without one', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(setDoc(userDoc(db, 'odd'), { type: 'superuser', name: 'Odd' }));
    await assertFails(setDoc(userDoc(db, 'none'), { name: 'None' }));
    await assertFails(updateDoc(userDoc(db, UID.customer), { type: 'superuser' }));
  });

  it('creates an employee with Access and changes the Access of another', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(setDoc(userDoc(db, 'emp'), { type: 'employee', name: 'Emp', Access: ['/coupon'] }));
    await assertSucceeds(updateDoc(userDoc(db, UID.limited), { Access: ['/user', '/Products', '/coupon'] }));
    await assertSucceeds(updateDoc(userDoc(db, UID.translator), { Access: ['All'] }));
    await assertSucceeds(updateDoc(userDoc(db, UID.hr), { Access: deleteField() }));
  });

  it('edits its own document but never its own Access', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(updateDoc(userDoc(db, UID.admin), { name: 'Boss', phone: '+96890000000' }));
    await assertFails(updateDoc(userDoc(db, UID.admin), { Access: ['All', '/user'] }));
    await assertFails(updateDoc(userDoc(db, UID.admin), { Access: ['/user'] }));
    await assertFails(updateDoc(userDoc(db, UID.admin), { Access: deleteField() }));
  });

  it('cannot delete its own document', async () => {
    await assertFails(deleteDoc(userDoc(dbAs(env, UID.admin), UID.admin)));
  });

  it('reads, repairs and deletes a document without a type; others cannot', async () => {
    await seed(env, { 'users/typeless': { name: 'Broken' } });
    await assertFails(getDoc(userDoc(dbAs(env, UID.limited), 'typeless')));
    await assertFails(deleteDoc(userDoc(dbAs(env, UID.limited), 'typeless')));
    const db = dbAs(env, UID.admin);
    await assertSucceeds(getDoc(userDoc(db, 'typeless')));
    await assertFails(updateDoc(userDoc(db, 'typeless'), { name: 'Still broken' }));
    await assertSucceeds(updateDoc(userDoc(db, 'typeless'), { type: 'user' }));
    await assertSucceeds(deleteDoc(userDoc(db, 'typeless')));
  });
});

describe("limited employee (Access ['/user', '/Products'])", () => {
  it('reads its own document, customers and (as a /Products holder) suppliers, not other types', async () => {
    const db = dbAs(env, UID.limited);
    await assertSucceeds(getDoc(userDoc(db, UID.limited)));
    await assertSucceeds(getDoc(userDoc(db, UID.customer)));
    await assertSucceeds(getDoc(userDoc(db, UID.supplier)));
    await assertFails(getDoc(userDoc(db, UID.rider)));
    await assertFails(getDoc(userDoc(db, UID.deliveryCompany)));
    await assertFails(getDoc(userDoc(db, UID.admin)));
  });

  it("lists users where type == 'user' or 'supplier' only", async () => {
    const db = dbAs(env, UID.limited);
    const snap = await assertSucceeds(getDocs(usersOfType(db, 'user')));
    expect(snap.size).toBe(2);
    expect((await assertSucceeds(getDocs(usersOfType(db, 'supplier')))).size).toBe(1);
    await assertFails(getDocs(usersOfType(db, 'rider')));
    await assertFails(getDocs(collection(db, 'users')));
  });

  it('creates, updates and deletes customers', async () => {
    const db = dbAs(env, UID.limited);
    await assertSucceeds(setDoc(userDoc(db, 'c2'), { type: 'user', name: 'C2' }));
    await assertSucceeds(updateDoc(userDoc(db, UID.customer), { name: 'Renamed', blocked: true }));
    await assertSucceeds(deleteDoc(userDoc(db, 'c2')));
  });

  it('cannot create, update or delete other types', async () => {
    const db = dbAs(env, UID.limited);
    await assertFails(setDoc(userDoc(db, 's2'), { type: 'supplier', name: 'S2' }));
    await assertFails(setDoc(userDoc(db, 'e2'), { type: 'employee', name: 'E2' }));
    await assertFails(updateDoc(userDoc(db, UID.supplier), { name: 'Renamed' }));
    await assertFails(deleteDoc(userDoc(db, UID.supplier)));
  });

  it('needs both the old and the new type to change a type', async () => {
    const db = dbAs(env, UID.limited);
    await assertFails(updateDoc(userDoc(db, UID.customer), { type: 'supplier' }));
    await assertFails(updateDoc(userDoc(db, UID.supplier), { type: 'user' }));
    await assertFails(updateDoc(userDoc(db, UID.customer), { type: 'employee' }));
  });

  it('cannot set Access on anyone, nor change its own', async () => {
    const db = dbAs(env, UID.limited);
    await assertFails(setDoc(userDoc(db, 'c3'), { type: 'user', name: 'C3', Access: ['All'] }));
    await assertFails(updateDoc(userDoc(db, UID.customer), { Access: ['/user'] }));
    await assertFails(updateDoc(userDoc(db, UID.limited), { Access: ['/user', '/Products', '/supplier'] }));
  });
});

describe("/Admins holder (Access ['/Admins'])", () => {
  it('grants and changes Access of other employees', async () => {
    const db = dbAs(env, UID.hr);
    await assertSucceeds(getDocs(usersOfType(db, 'employee')));
    await assertSucceeds(updateDoc(userDoc(db, UID.translator), { Access: ['/dashboard', '/FAQs'] }));
    await assertSucceeds(updateDoc(userDoc(db, UID.noAccess), { Access: ['/coupon'] }));
    await assertSucceeds(setDoc(userDoc(db, 'emp'), { type: 'employee', name: 'Emp', Access: ['/articles'] }));
  });

  it('cannot make or unmake an administrator (only All holders grant All)', async () => {
    const db = dbAs(env, UID.hr);
    await assertFails(updateDoc(userDoc(db, UID.translator), { Access: ['All'] }));
    await assertFails(updateDoc(userDoc(db, UID.translator), { Access: 'All' }));
    await assertFails(setDoc(userDoc(db, 'boss'), { type: 'employee', name: 'Boss', Access: ['All'] }));
    await assertFails(updateDoc(userDoc(db, UID.admin), { Access: ['/FAQs'] }));
    await assertSucceeds(updateDoc(userDoc(dbAs(env, UID.admin), UID.translator), { Access: ['All'] }));
  });

  it('cannot change its own Access nor delete its own document', async () => {
    const db = dbAs(env, UID.hr);
    await assertFails(updateDoc(userDoc(db, UID.hr), { Access: ['All'] }));
    await assertFails(updateDoc(userDoc(db, UID.hr), { Access: ['/Admins', '/user'] }));
    await assertFails(deleteDoc(userDoc(db, UID.hr)));
  });

  it('cannot read or edit customers (no /user)', async () => {
    const db = dbAs(env, UID.hr);
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(updateDoc(userDoc(db, UID.customer), { name: 'X' }));
    await assertFails(updateDoc(userDoc(db, UID.limited), { type: 'user' }));
  });
});

describe("translator (Access ['/dashboard'])", () => {
  it('reads its own document only', async () => {
    const db = dbAs(env, UID.translator);
    await assertSucceeds(getDoc(userDoc(db, UID.translator)));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDoc(userDoc(db, UID.admin)));
    await assertFails(getDocs(usersOfType(db, 'user')));
  });

  it('cannot write users documents nor its own Access', async () => {
    const db = dbAs(env, UID.translator);
    await assertFails(setDoc(userDoc(db, 'c4'), { type: 'user', name: 'C4' }));
    await assertFails(updateDoc(userDoc(db, UID.translator), { Access: ['All'] }));
    await assertFails(updateDoc(userDoc(db, UID.translator), { name: 'Renamed' }));
  });
});

describe('employee without an Access field', () => {
  it('counts as staff with empty Access', async () => {
    const db = dbAs(env, UID.noAccess);
    await assertSucceeds(getDoc(userDoc(db, UID.noAccess)));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(updateDoc(userDoc(db, UID.noAccess), { Access: ['All'] }));
  });
});

describe('Access of other shapes', () => {
  it("treats the string 'All' as ['All']", async () => {
    const db = dbAs(env, UID.stringAll);
    await assertSucceeds(getDocs(collection(db, 'users')));
    await assertSucceeds(updateDoc(userDoc(db, UID.supplier), { name: 'Renamed' }));
    await assertFails(updateDoc(userDoc(db, UID.stringAll), { Access: ['All'] }));
  });

  it('treats a value that is neither a list nor the string All as no Access', async () => {
    const db = dbAs(env, UID.oddAccess);
    await assertSucceeds(getDoc(userDoc(db, UID.oddAccess)));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(collection(db, 'users')));
  });
});

describe('a blocked employee', () => {
  it('is not staff, whatever its Access', async () => {
    await seed(env, { 'users/blockedAdmin': { type: 'employee', name: 'Blocked', Access: ['All'], blocked: true } });
    const db = dbAs(env, 'blockedAdmin');
    await assertSucceeds(getDoc(userDoc(db, 'blockedAdmin')));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(updateDoc(userDoc(db, UID.customer), { name: 'X' }));
  });
});

describe('supplier picker (/Category or /Products holders)', () => {
  beforeEach(async () => {
    await seed(env, { 'users/catalogue': { type: 'employee', name: 'Catalogue', Access: ['/Category'] } });
  });

  it('reads suppliers one by one, as a filtered list and as a count', async () => {
    const db = dbAs(env, 'catalogue');
    await assertSucceeds(getDoc(userDoc(db, UID.supplier)));
    const snap = await assertSucceeds(getDocs(usersOfType(db, 'supplier')));
    expect(snap.docs.map((d) => d.id)).toEqual([UID.supplier]);
    const count = await assertSucceeds(getCountFromServer(usersOfType(db, 'supplier')));
    expect(count.data().count).toBe(1);
  });

  it('reads no other type, and no unfiltered list', async () => {
    const db = dbAs(env, 'catalogue');
    for (const uid of [UID.customer, UID.rider, UID.deliveryCompany, UID.admin]) {
      await assertFails(getDoc(userDoc(db, uid)));
    }
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(getDocs(usersOfType(db, 'employee')));
  });

  it('does not write suppliers', async () => {
    const db = dbAs(env, 'catalogue');
    await assertFails(updateDoc(userDoc(db, UID.supplier), { name: 'Renamed' }));
    await assertFails(setDoc(userDoc(db, 's2'), { type: 'supplier', name: 'S2' }));
    await assertFails(deleteDoc(userDoc(db, UID.supplier)));
  });

  it('is not open to holders of other paths', async () => {
    const db = dbAs(env, UID.translator);
    await assertFails(getDoc(userDoc(db, UID.supplier)));
    await assertFails(getDocs(usersOfType(db, 'supplier')));
  });
});
