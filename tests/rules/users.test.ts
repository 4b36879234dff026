/**
 * firestore.rules, users/{uid} (docs/access.md "People", docs/data-model.md "users"):
 * own-document reads, type-based staff access, the supplier picker, field validation,
 * and the sensitive changes (Access, block, type, employee creation): each audited in
 * the same write, never on one's own document, an All holder's document only touched by
 * All holders, and no path from a type or Access change to All.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { PERSON_FIELDS_BY_TYPE } from '../../src/entities/peopleByType';
import { typeChangeFields } from '../../src/lib/data/peopleModel';
import {
  authorName,
  createTestEnv,
  dbAs,
  dbSignedOut,
  ownerDb,
  seed,
  UID,
  resetDocuments,
  type StartingDocuments,
} from './helpers';

let env: RulesTestEnvironment;

/** Extra staff of these tests. */
const STAFF = {
  /** Customers and suppliers: may re-type between the two. */
  people: 'people',
  /** Riders only. */
  riders: 'riders',
  /** Category only: the supplier picker. */
  catalogue: 'catalogue',
  /** /Admins and /user: may make an employee of a customer. */
  hrUser: 'hrUser',
  /** A second administrator. */
  admin2: 'admin2',
} as const;

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const employee = (Access: string[]) => ({ type: 'employee', name: 'Staff', email: 's@example.com', Access });
  return {
    [`users/${STAFF.people}`]: employee(['/user', '/supplier']),
    [`users/${STAFF.riders}`]: employee(['/rider']),
    [`users/${STAFF.catalogue}`]: employee(['/Category']),
    [`users/${STAFF.hrUser}`]: employee(['/Admins', '/user']),
    [`users/${STAFF.admin2}`]: employee(['All']),
    'subscriptionPackages/package-gold': { name: 'Gold' },
    'cities/city-muscat': { nameEn: 'Muscat' },
    'areas/area-khuwair': { nameEn: 'Al Khuwair', cityId: 'city-muscat' },
  };
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

const userDoc = (db: Firestore, uid: string) => doc(db, 'users', uid);
const usersOfType = (db: Firestore, type: string) => query(collection(db, 'users'), where('type', '==', type));
const stampUpdate = (actor: string) => ({ updatedAt: serverTimestamp(), updatedBy: actor });
const stampCreate = (actor: string) => ({
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  createdBy: actor,
  updatedBy: actor,
});

/** The stored document, read with the rules off (what the data layer's transaction reads). */
async function stored(uid: string): Promise<DocumentData | null> {
  return (await getDoc(doc(ownerDb(env), 'users', uid))).data() ?? null;
}

/** A profile edit (name, phone…) with its audit entry, as the edit form's save writes it. */
function edit(db: Firestore, actor: string, uid: string, fields: DocumentData): Promise<void> {
  return change(db, actor, uid, fields, 'update');
}

interface ChangeOptions {
  /** Overrides of the entry's fields; null: no entry at all. */
  readonly entry?: DocumentData | null;
  /** Extra fields written on the document. */
  readonly extra?: DocumentData;
}

/**
 * An audited change of users/{uid} as src/lib/data/people.ts writes it: the fields, the
 * stamps and `auditId`, with its entry in the same batch.
 */
async function change(
  db: Firestore,
  actor: string,
  uid: string,
  written: DocumentData,
  action: string,
  options: ChangeOptions = {},
): Promise<void> {
  const before = await stored(uid);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  if (options.entry !== null) {
    batch.set(entry, {
      action,
      collection: 'users',
      docId: uid,
      path: auditPath('users', { ...before, ...written }),
      subjectId: uid,
      ...changedFields(before, written),
      reason: null,
      actor,
      byName: await authorName(db, actor),
      at: serverTimestamp(),
      ...options.entry,
    });
  }
  batch.update(userDoc(db, uid), { ...written, auditId: entry.id, ...stampUpdate(actor), ...options.extra });
  return batch.commit();
}

const block = (db: Firestore, actor: string, uid: string, options?: ChangeOptions) =>
  change(db, actor, uid, { blocked: true }, 'block', options);
const grant = (db: Firestore, actor: string, uid: string, Access: unknown, options?: ChangeOptions) =>
  change(db, actor, uid, { Access }, 'access', options);
async function retype(db: Firestore, actor: string, uid: string, type: string, options?: ChangeOptions) {
  const before = (await stored(uid)) ?? {};
  return change(db, actor, uid, typeChangeFields(before, type as never, PERSON_FIELDS_BY_TYPE), 'type', options);
}

/** A valid new person of a type, as the data layer writes it. */
function newPerson(actor: string, type: string, extra: DocumentData = {}): DocumentData {
  return { type, name: 'New person', email: 'new@example.com', phone: '+96891234567', ...stampCreate(actor), ...extra };
}

/** Creates an employee with its audit entry (employee creation is audited). */
async function createEmployee(
  db: Firestore,
  actor: string,
  uid: string,
  Access: unknown,
  options: ChangeOptions = {},
): Promise<void> {
  const data = newPerson(actor, 'employee', { Access, blocked: false });
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  const { createdAt: _c, updatedAt: _u, createdBy: _cb, updatedBy: _ub, ...recorded } = data;
  if (options.entry !== null) {
    batch.set(entry, {
      action: 'create',
      collection: 'users',
      docId: uid,
      path: '/Admins',
      subjectId: uid,
      ...changedFields(null, recorded),
      reason: null,
      actor,
      byName: await authorName(db, actor),
      at: serverTimestamp(),
      ...options.entry,
    });
  }
  batch.set(userDoc(db, uid), { ...data, auditId: entry.id, ...options.extra });
  return batch.commit();
}

describe('signed out and non-staff', () => {
  it('signed out: cannot read, list or write users documents', async () => {
    const db = dbSignedOut(env);
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(setDoc(userDoc(db, 'someone'), newPerson('x', 'user')));
  });

  it('a new account reads its own missing document, creates none (not even with All)', async () => {
    const db = dbAs(env, UID.newcomer);
    expect((await assertSucceeds(getDoc(userDoc(db, UID.newcomer)))).exists()).toBe(false);
    await assertFails(setDoc(userDoc(db, UID.newcomer), newPerson(UID.newcomer, 'employee', { Access: ['All'] })));
    await assertFails(setDoc(userDoc(db, UID.newcomer), newPerson(UID.newcomer, 'user')));
    await assertFails(setDoc(userDoc(db, 'other'), newPerson(UID.newcomer, 'user')));
    await assertFails(getDoc(userDoc(db, UID.customer)));
  });

  it('a customer reads its own document only and writes nothing, not even its own', async () => {
    const db = dbAs(env, UID.customer);
    await assertSucceeds(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDoc(userDoc(db, UID.supplier)));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(edit(db, UID.customer, UID.customer, { name: 'New name' }));
    await assertFails(retype(db, UID.customer, UID.customer, 'employee'));
    await assertFails(deleteDoc(userDoc(db, UID.customer)));
  });

  it("a customer whose document carries Access ['All'] is not staff", async () => {
    const db = dbAs(env, UID.fakeAdmin);
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(collection(db, 'users')));
    await assertFails(grant(db, UID.fakeAdmin, UID.customer, ['/user']));
  });
});

describe('reads', () => {
  it('All reads and lists every users document', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(getDoc(userDoc(db, UID.supplier)));
    await assertSucceeds(getDocs(collection(db, 'users')));
  });

  it('a people-screen holder reads the people its orders name (docs/access.md), never staff', async () => {
    // /user: the customers' orders name their supplier, delivery company and rider.
    const db = dbAs(env, UID.limited);
    for (const uid of [UID.customer, UID.supplier, UID.rider, UID.deliveryCompany]) {
      await assertSucceeds(getDoc(userDoc(db, uid)));
    }
    await assertFails(getDoc(userDoc(db, UID.admin)));
    expect((await assertSucceeds(getDocs(usersOfType(db, 'user')))).size).toBe(2);
    expect((await assertSucceeds(getDocs(usersOfType(db, 'rider')))).size).toBe(1);
    await assertFails(getDocs(usersOfType(db, 'employee')));
    await assertFails(getDocs(collection(db, 'users')));
    // /rider: a rider's orders name the customer; still no staff, and no writes to them.
    const riders = dbAs(env, STAFF.riders);
    await assertSucceeds(getDoc(userDoc(riders, UID.customer)));
    await assertFails(getDoc(userDoc(riders, UID.admin)));
    await assertFails(edit(riders, STAFF.riders, UID.customer, { name: 'Renamed' }));
  });

  it('the supplier picker (/Category) reads suppliers only, as a list and a count', async () => {
    const db = dbAs(env, STAFF.catalogue);
    expect((await assertSucceeds(getDocs(usersOfType(db, 'supplier')))).docs.map((d) => d.id)).toEqual([UID.supplier]);
    expect((await assertSucceeds(getCountFromServer(usersOfType(db, 'supplier')))).data().count).toBe(1);
    for (const uid of [UID.customer, UID.rider, UID.admin]) await assertFails(getDoc(userDoc(db, uid)));
    await assertFails(edit(db, STAFF.catalogue, UID.supplier, { name: 'Renamed' }));
  });

  it('the translator reads its own document only', async () => {
    const db = dbAs(env, UID.translator);
    await assertSucceeds(getDoc(userDoc(db, UID.translator)));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(usersOfType(db, 'user')));
  });

  it("Access 'All' as a string counts as All; Access of another shape as none", async () => {
    await assertSucceeds(getDocs(collection(dbAs(env, UID.stringAll), 'users')));
    await assertFails(getDoc(userDoc(dbAs(env, UID.oddAccess), UID.customer)));
  });
});

describe('field validation (generated from the people definitions)', () => {
  it('accepts a well-formed edit of each type from a holder of its path, audited', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(
      edit(db, UID.admin, UID.customer, {
        name: 'Renamed',
        phone: '+96891234567',
        whatsapp: '+96891234567',
        address: 'Way 123, Al Khuwair',
        cityId: 'city-muscat',
        areaId: 'area-khuwair',
        image: `users/${UID.customer}/1732250000000-face.webp`,
      }),
    );
    await assertSucceeds(
      edit(db, UID.admin, UID.supplier, {
        about: 'Dates',
        tradeLicence: 'CR-1',
        subscriptionPackageId: 'package-gold',
        subscriptionStart: new Date(Date.UTC(2026, 0, 1)),
        subscriptionEnd: new Date(Date.UTC(2026, 11, 31)),
      }),
    );
    await assertSucceeds(
      edit(dbAs(env, STAFF.riders), STAFF.riders, UID.rider, {
        companyCode: 'DC-2',
        deliveryCompanyId: UID.deliveryCompany,
      }),
    );
    await assertSucceeds(edit(dbAs(env, UID.limited), UID.limited, UID.customer, { phone: '+96899887766' }));
  });

  it('refuses unknown keys, wrong types, out-of-bounds values and fields of another type', async () => {
    const db = dbAs(env, UID.admin);
    const bad: DocumentData[] = [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: 42 },
      { phone: 'call me' },
      // Stored normalised: E.164 only, no spaces, no local form.
      { phone: '+968 9123 4567' },
      { phone: '91234567' },
      { whatsapp: '٩١٢٣٤٥٦٧' },
      { cityId: 'a/b' },
      { notes: 'arbitrary data' },
      { companyCode: 'DC-1' },
      { about: 'A customer has no supplier profile' },
      { supplier: { about: 'x' } },
      { Access: ['/user'] },
    ];
    for (const extra of bad) {
      await assertFails(edit(db, UID.admin, UID.customer, extra));
    }
    await assertFails(edit(db, UID.admin, UID.supplier, { about: 'x'.repeat(2001) }));
    await assertFails(edit(db, UID.admin, UID.rider, { companyCode: 'lower case' }));
    // A subscription never ends before it starts.
    await assertFails(
      edit(db, UID.admin, UID.supplier, {
        subscriptionStart: new Date(Date.UTC(2026, 5, 1)),
        subscriptionEnd: new Date(Date.UTC(2026, 0, 1)),
      }),
    );
    // Bank details and amounts never go on a users document (supplierBanks, supplierAccounts).
    for (const extra of [{ iban: 'OM810180000001299123456' }, { earned: 1 }, { bank: { iban: 'x' } }]) {
      await assertFails(edit(db, UID.admin, UID.supplier, extra));
    }
  });

  it("a person's picture is a Storage path in their own folder, never a URL or data", async () => {
    const db = dbAs(env, UID.admin);
    for (const image of [
      'https://evil.example.com/face.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      `users/${UID.rider}/face.webp`,
      `categories/${UID.customer}/face.webp`,
      `users/${UID.customer}/../${UID.admin}/face.webp`,
    ]) {
      await assertFails(edit(db, UID.admin, UID.customer, { image }));
    }
    await assertSucceeds(edit(db, UID.admin, UID.customer, { image: `users/${UID.customer}/face.webp` }));
  });

  it('a type holder cannot touch ratings, the sign-in e-mail, Access, blocked or type outside their steps', async () => {
    const riders = dbAs(env, STAFF.riders);
    await assertFails(edit(riders, STAFF.riders, UID.rider, { rating: 5 }));
    await assertFails(edit(riders, STAFF.riders, UID.rider, { reviewCount: 1000 }));
    await assertFails(edit(riders, STAFF.riders, UID.rider, { email: 'other@example.com' }));
    await assertFails(edit(riders, STAFF.riders, UID.rider, { earned: 1000 }));
    // Access is an /Admins step, a type change needs both type paths.
    await assertFails(edit(riders, STAFF.riders, UID.rider, { Access: [] }));
    await assertFails(edit(riders, STAFF.riders, UID.rider, { type: 'user', companyCode: null }));
    // Not even All edits ratings or the e-mail.
    await assertFails(edit(dbAs(env, UID.admin), UID.admin, UID.rider, { rating: 1 }));
    await assertFails(edit(dbAs(env, UID.admin), UID.admin, UID.customer, { email: 'x@example.com' }));
    // A /rider holder edits riders only.
    await assertFails(edit(riders, STAFF.riders, UID.deliveryCompany, { name: 'Renamed' }));
    await assertSucceeds(edit(riders, STAFF.riders, UID.rider, { phone: '+96892223344' }));
  });

  it('an edit is refused without its audit entry, or with a false one', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(change(db, UID.admin, UID.customer, { name: 'Y' }, 'update', { entry: null }));
    await assertFails(
      change(db, UID.admin, UID.customer, { name: 'Z' }, 'update', { entry: { after: { name: 'W' } } }),
    );
    await assertFails(updateDoc(userDoc(db, UID.customer), { name: 'Unaudited', ...stampUpdate(UID.admin) }));
  });

  it('refuses a write without its stamps, or with forged ones', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(updateDoc(userDoc(db, UID.customer), { name: 'No stamp' }));
    await assertFails(
      updateDoc(userDoc(db, UID.customer), { name: 'X', updatedAt: serverTimestamp(), updatedBy: UID.limited }),
    );
    await assertFails(edit(db, UID.admin, UID.customer, { createdBy: UID.admin }));
    await assertSucceeds(edit(db, UID.admin, UID.customer, { name: 'Renamed', phone: '+96890000000' }));
  });

  it('only employees are created (people sign up in the apps), never blocked', async () => {
    const db = dbAs(env, UID.admin);
    for (const type of ['user', 'supplier', 'rider', 'deliveryCompany']) {
      await assertFails(setDoc(userDoc(db, `new-${type}`), newPerson(UID.admin, type)));
    }
    await assertFails(createEmployee(db, UID.admin, 'emp', ['/FAQs'], { extra: { blocked: true } }));
  });

  it('edits only the types whose path the caller holds', async () => {
    const db = dbAs(env, UID.limited);
    await assertSucceeds(edit(db, UID.limited, UID.customer, { name: 'Renamed' }));
    await assertFails(edit(db, UID.limited, UID.supplier, { name: 'Renamed' }));
    await assertFails(deleteDoc(userDoc(db, UID.supplier)));
  });
});

describe('block and unblock', () => {
  it('a holder of the type path blocks and unblocks, each with its entry', async () => {
    const db = dbAs(env, UID.limited);
    await assertSucceeds(block(db, UID.limited, UID.customer));
    expect((await stored(UID.customer))?.['blocked']).toBe(true);
    await assertSucceeds(change(db, UID.limited, UID.customer, { blocked: false }, 'unblock'));
    await assertSucceeds(block(dbAs(env, STAFF.riders), STAFF.riders, UID.rider));
  });

  it('is refused without its entry, with a false entry, or by another type path', async () => {
    await assertFails(block(dbAs(env, UID.limited), UID.limited, UID.customer, { entry: null }));
    await assertFails(
      block(dbAs(env, UID.limited), UID.limited, UID.customer, { entry: { after: { blocked: false } } }),
    );
    await assertFails(block(dbAs(env, UID.limited), UID.limited, UID.customer, { entry: { actor: UID.admin } }));
    await assertFails(block(dbAs(env, STAFF.riders), STAFF.riders, UID.customer));
    await assertFails(block(dbAs(env, UID.limited), UID.limited, UID.rider));
  });

  it('nobody blocks themselves, not even All', async () => {
    await assertFails(block(dbAs(env, UID.admin), UID.admin, UID.admin));
    await assertFails(block(dbAs(env, UID.hr), UID.hr, UID.hr));
  });

  it('a blocked employee loses every staff power at once', async () => {
    await assertSucceeds(block(dbAs(env, UID.hr), UID.hr, UID.limited));
    const db = dbAs(env, UID.limited);
    await assertSucceeds(getDoc(userDoc(db, UID.limited)));
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(usersOfType(db, 'user')));
    await assertFails(getCountFromServer(usersOfType(db, 'user')));
    await assertFails(edit(db, UID.limited, UID.customer, { name: 'X' }));
    await assertFails(block(db, UID.limited, UID.customer));
    await assertFails(getDocs(query(collection(db, 'auditLog'), where('path', '==', '/user'))));
    await assertFails(getDocs(collection(db, 'products')));
    // Unblocking itself is refused too (it is not staff, and not on its own document).
    await assertFails(change(db, UID.limited, UID.limited, { blocked: false }, 'unblock'));
  });

  it('a blocked administrator is not staff either, and only All unblocks it', async () => {
    await assertSucceeds(block(dbAs(env, UID.admin), UID.admin, STAFF.admin2));
    await assertFails(getDoc(userDoc(dbAs(env, STAFF.admin2), UID.customer)));
    await assertFails(change(dbAs(env, UID.hr), UID.hr, STAFF.admin2, { blocked: false }, 'unblock'));
    await assertSucceeds(change(dbAs(env, UID.admin), UID.admin, STAFF.admin2, { blocked: false }, 'unblock'));
  });
});

describe('Access', () => {
  it('an /Admins holder sets the Access of another employee, with its entry', async () => {
    const db = dbAs(env, UID.hr);
    await assertSucceeds(grant(db, UID.hr, UID.translator, ['/dashboard', '/FAQs']));
    expect((await stored(UID.translator))?.['Access']).toEqual(['/dashboard', '/FAQs']);
    await assertSucceeds(grant(db, UID.hr, UID.noAccess, ['/coupon']));
    await assertSucceeds(grant(db, UID.hr, UID.noAccess, []));
  });

  it('is refused without its entry, or by holders of other paths', async () => {
    await assertFails(grant(dbAs(env, UID.hr), UID.hr, UID.translator, ['/FAQs'], { entry: null }));
    await assertFails(
      updateDoc(userDoc(dbAs(env, UID.hr), UID.translator), { Access: ['/FAQs'], ...stampUpdate(UID.hr) }),
    );
    await assertFails(grant(dbAs(env, UID.limited), UID.limited, UID.customer, ['/user']));
    await assertFails(grant(dbAs(env, UID.translator), UID.translator, UID.noAccess, ['/user']));
  });

  it('holds menu paths only, as a bounded list, on employees only', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(grant(db, UID.admin, UID.translator, ['/nowhere']));
    await assertFails(grant(db, UID.admin, UID.translator, 'All'));
    await assertFails(grant(db, UID.admin, UID.translator, { All: true }));
    await assertFails(grant(db, UID.admin, UID.translator, Array(31).fill('/FAQs')));
    await assertFails(grant(db, UID.admin, UID.customer, ['/user']));
  });

  it('nobody changes their own Access, not even All', async () => {
    await assertFails(grant(dbAs(env, UID.admin), UID.admin, UID.admin, ['All', '/user']));
    await assertFails(grant(dbAs(env, UID.admin), UID.admin, UID.admin, []));
    await assertFails(grant(dbAs(env, UID.hr), UID.hr, UID.hr, ['All']));
    await assertFails(grant(dbAs(env, UID.hr), UID.hr, UID.hr, ['/Admins', '/user']));
    await assertFails(grant(dbAs(env, UID.limited), UID.limited, UID.limited, ['/user', '/supplier']));
  });

  it('only All grants or revokes All', async () => {
    const db = dbAs(env, UID.hr);
    await assertFails(grant(db, UID.hr, UID.translator, ['All']));
    await assertFails(grant(db, UID.hr, UID.translator, ['/FAQs', 'All']));
    await assertFails(grant(db, UID.hr, UID.admin, ['/FAQs']));
    await assertSucceeds(grant(dbAs(env, UID.admin), UID.admin, UID.translator, ['All']));
    await assertSucceeds(grant(dbAs(env, UID.admin), UID.admin, STAFF.admin2, ['/FAQs']));
  });
});

describe('an /Admins holder and an All holder', () => {
  it('cannot change, block, re-type, replace or delete the document of an All holder', async () => {
    const db = dbAs(env, STAFF.hrUser);
    await assertFails(getDoc(userDoc(dbAs(env, UID.limited), UID.admin)));
    await assertFails(edit(db, STAFF.hrUser, UID.admin, { name: 'Renamed' }));
    await assertFails(block(db, STAFF.hrUser, UID.admin));
    await assertFails(grant(db, STAFF.hrUser, UID.admin, []));
    await assertFails(retype(db, STAFF.hrUser, UID.admin, 'user'));
    await assertFails(setDoc(userDoc(db, UID.admin), newPerson(STAFF.hrUser, 'employee', { Access: ['/FAQs'] })));
    await assertFails(deleteDoc(userDoc(db, UID.admin)));
    // The string form of All is protected alike.
    await assertFails(edit(db, STAFF.hrUser, UID.stringAll, { name: 'Renamed' }));
    await assertFails(deleteDoc(userDoc(db, UID.stringAll)));
  });

  it('All holders can (another All holder, never themselves)', async () => {
    const db = dbAs(env, UID.admin);
    await assertSucceeds(edit(db, UID.admin, STAFF.admin2, { name: 'Renamed' }));
    await assertSucceeds(block(db, UID.admin, STAFF.admin2));
    // Nobody deletes a person (docs/access.md, "People"): blocking is the way.
    await assertFails(deleteDoc(userDoc(db, STAFF.admin2)));
    await assertFails(deleteDoc(userDoc(db, UID.customer)));
    await assertFails(deleteDoc(userDoc(db, UID.admin)));
  });
});

describe('type changes', () => {
  it('are audited and need both the old and the new type path', async () => {
    await assertSucceeds(retype(dbAs(env, STAFF.people), STAFF.people, UID.customer, 'supplier'));
    expect((await stored(UID.customer))?.['type']).toBe('supplier');
    await assertFails(retype(dbAs(env, STAFF.people), STAFF.people, UID.supplier, 'user', { entry: null }));
    await assertFails(retype(dbAs(env, UID.limited), UID.limited, UID.customer, 'supplier'));
    await assertFails(retype(dbAs(env, STAFF.people), STAFF.people, UID.rider, 'user'));
  });

  it('clear the fields of the old type (a rider made customer keeps no company code)', async () => {
    await assertFails(change(dbAs(env, UID.admin), UID.admin, UID.rider, { type: 'user' }, 'type'));
    await assertSucceeds(retype(dbAs(env, UID.admin), UID.admin, UID.rider, 'user'));
    expect((await stored(UID.rider))?.['companyCode']).toBeNull();
  });

  it('nobody changes their own type', async () => {
    await assertFails(retype(dbAs(env, UID.admin), UID.admin, UID.admin, 'user'));
    await assertFails(retype(dbAs(env, STAFF.hrUser), STAFF.hrUser, STAFF.hrUser, 'user'));
  });

  it('a customer made employee by an /Admins holder starts with no Access; never for others', async () => {
    await assertFails(retype(dbAs(env, UID.limited), UID.limited, UID.customer, 'employee'));
    await assertFails(retype(dbAs(env, UID.hr), UID.hr, UID.customer, 'employee'));
    await assertSucceeds(retype(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.customer, 'employee'));
    const made = await stored(UID.customer);
    expect(made?.['type']).toBe('employee');
    await assertFails(getDoc(userDoc(dbAs(env, UID.customer), UID.supplier)));
  });

  it("a stale Access ['All'] on a customer never becomes power when it is made employee", async () => {
    // Keeping the stale Access is refused for everyone, even All.
    await assertFails(change(dbAs(env, UID.admin), UID.admin, UID.fakeAdmin, { type: 'employee' }, 'type'));
    await assertFails(change(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.fakeAdmin, { type: 'employee' }, 'type'));
    await assertFails(
      change(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.fakeAdmin, { type: 'employee', Access: ['All'] }, 'type'),
    );
    // The allowed way clears it: the new employee holds nothing.
    await assertSucceeds(retype(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.fakeAdmin, 'employee'));
    expect((await stored(UID.fakeAdmin))?.['Access']).toEqual([]);
    const db = dbAs(env, UID.fakeAdmin);
    await assertFails(getDoc(userDoc(db, UID.customer)));
    await assertFails(getDocs(collection(db, 'users')));
  });

  it('an employee made customer keeps no Access; an All holder only by All', async () => {
    await assertFails(change(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.limited, { type: 'user' }, 'type'));
    await assertSucceeds(retype(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.limited, 'user'));
    expect((await stored(UID.limited))?.['Access']).toBeNull();
    await assertFails(retype(dbAs(env, STAFF.hrUser), STAFF.hrUser, UID.admin, 'user'));
  });

  it('no sequence of type and Access changes by a non-All holder makes an All holder', async () => {
    const hr = dbAs(env, STAFF.hrUser);
    // customer → employee (empty Access) → grant All: refused at the last step.
    await assertSucceeds(retype(hr, STAFF.hrUser, UID.customer, 'employee'));
    await assertFails(grant(hr, STAFF.hrUser, UID.customer, ['All']));
    // grant /Admins to the new employee; it cannot grant All to anyone, nor to hr.
    await assertSucceeds(grant(hr, STAFF.hrUser, UID.customer, ['/Admins', '/user']));
    const made = dbAs(env, UID.customer);
    await assertFails(grant(made, UID.customer, STAFF.hrUser, ['All']));
    await assertFails(grant(made, UID.customer, UID.customer, ['All']));
    // An employee made customer and back starts empty again.
    await assertSucceeds(grant(dbAs(env, UID.admin), UID.admin, UID.translator, ['All']));
    await assertFails(retype(hr, STAFF.hrUser, UID.translator, 'user'));
    expect((await stored(UID.translator))?.['Access']).toEqual(['All']);
  });
});

describe('employee creation', () => {
  it('an /Admins holder creates an employee with Access, with its entry', async () => {
    await assertSucceeds(createEmployee(dbAs(env, UID.hr), UID.hr, 'emp', ['/articles']));
    expect((await stored('emp'))?.['Access']).toEqual(['/articles']);
  });

  it('is refused without its entry, with All (but from All), or by others', async () => {
    await assertFails(createEmployee(dbAs(env, UID.hr), UID.hr, 'emp', ['/articles'], { entry: null }));
    await assertFails(createEmployee(dbAs(env, UID.hr), UID.hr, 'emp', ['All']));
    await assertFails(createEmployee(dbAs(env, UID.hr), UID.hr, 'emp', 'All'));
    await assertFails(createEmployee(dbAs(env, UID.limited), UID.limited, 'emp', ['/user']));
    await assertFails(createEmployee(dbAs(env, UID.hr), UID.hr, UID.hr, ['/Admins']));
    await assertFails(createEmployee(dbAs(env, UID.hr), UID.hr, 'emp', ['/articles'], { extra: { blocked: true } }));
    await assertSucceeds(createEmployee(dbAs(env, UID.admin), UID.admin, 'boss', ['All']));
  });
});

describe('the audit entries of people changes', () => {
  it('are read by the type path holders and All, and never edited or deleted', async () => {
    await assertSucceeds(block(dbAs(env, UID.limited), UID.limited, UID.customer));
    const entryId = String((await stored(UID.customer))?.['auditId']);
    await assertSucceeds(getDoc(doc(dbAs(env, UID.limited), 'auditLog', entryId)));
    await assertSucceeds(getDoc(doc(dbAs(env, UID.admin), 'auditLog', entryId)));
    await assertFails(getDoc(doc(dbAs(env, UID.hr), 'auditLog', entryId)));
    for (const uid of [UID.admin, UID.limited]) {
      await assertFails(updateDoc(doc(dbAs(env, uid), 'auditLog', entryId), { reason: 'rewritten' }));
      await assertFails(deleteDoc(doc(dbAs(env, uid), 'auditLog', entryId)));
    }
  });
});

describe("a supplier's bank details (supplierBanks) and amounts (supplierAccounts)", () => {
  const IBAN = 'OM810270300123456789012';
  beforeEach(async () => {
    await seed(env, {
      [`supplierBanks/${UID.supplier}`]: {
        supplierId: UID.supplier,
        accountHolder: 'Salim Al Harthy',
        accountNumber: '0300123456789012',
        iban: IBAN,
        bankName: 'Bank Muscat',
      },
      [`supplierAccounts/${UID.supplier}`]: {
        supplierId: UID.supplier,
        earned: 12_500,
        released: 10_000,
        available: 2_500,
      },
      [`users/${UID.supplier}`]: {
        type: 'supplier',
        name: 'Fresh food',
        email: 'fresh@example.com',
        about: 'Fresh food',
        searchPrefixes: ['fresh', 'fresh food', 'food', 'fresh@example.com'],
      },
      'users/finance': { type: 'employee', name: 'Finance', Access: ['/withdraw'] },
      'users/suppliers': { type: 'employee', name: 'Suppliers', Access: ['/supplier'] },
      'users/products': { type: 'employee', name: 'Products', Access: ['/Products'] },
    });
  });

  it('are read by /supplier, /withdraw and All holders', async () => {
    for (const uid of ['suppliers', 'finance', UID.admin]) {
      const snap = await assertSucceeds(getDoc(doc(dbAs(env, uid), 'supplierBanks', UID.supplier)));
      expect(snap.get('iban')).toBe(IBAN);
      await assertSucceeds(getDoc(doc(dbAs(env, uid), 'supplierAccounts', UID.supplier)));
    }
  });

  it('are never read by a /Category or /Products holder (nor a limited employee), who read the supplier', async () => {
    for (const uid of [STAFF.catalogue, 'products', UID.limited, UID.hr, UID.translator]) {
      const db = dbAs(env, uid);
      await assertFails(getDoc(doc(db, 'supplierAccounts', UID.supplier)));
      await assertFails(getDocs(collection(db, 'supplierAccounts')));
      await assertFails(getDoc(doc(db, 'supplierBanks', UID.supplier)));
      await assertFails(getDocs(collection(db, 'supplierBanks')));
      await assertFails(getDocs(query(collection(db, 'supplierBanks'), where('iban', '==', IBAN))));
    }
    // The supplier document they may read holds no bank details or amounts.
    const supplier = await assertSucceeds(getDoc(userDoc(dbAs(env, STAFF.catalogue), UID.supplier)));
    expect(JSON.stringify(supplier.data())).not.toMatch(/iban|OM81|accountNumber|earned|available/i);
  });

  it('searching suppliers by IBAN finds nothing for a person who may not see it', async () => {
    for (const term of [IBAN.toLowerCase(), 'om81', '0300123456789012']) {
      const found = await assertSucceeds(
        getDocs(
          query(
            collection(dbAs(env, STAFF.catalogue), 'users'),
            where('type', '==', 'supplier'),
            where('searchPrefixes', 'array-contains', term),
          ),
        ),
      );
      expect(found.size).toBe(0);
    }
    const byName = await getDocs(
      query(
        collection(dbAs(env, STAFF.catalogue), 'users'),
        where('type', '==', 'supplier'),
        where('searchPrefixes', 'array-contains', 'fresh'),
      ),
    );
    expect(byName.size).toBe(1);
  });

  it('are not written by /Category, /Products or /withdraw holders', async () => {
    for (const uid of [STAFF.catalogue, 'products', 'finance']) {
      await assertFails(
        updateDoc(doc(dbAs(env, uid), 'supplierBanks', UID.supplier), {
          iban: 'OM020180000001299123456',
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
    }
  });
});
