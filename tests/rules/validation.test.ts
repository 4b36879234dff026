/**
 * firestore.rules, field validation of the catalogue and content collections
 * (categories, sub-categories, cities, areas, coupons, subscription packages, FAQs,
 * articles): who may write (owner path or All), which keys (hasAll / hasOnly on create,
 * affectedKeys on update), types and bounds, audit fields (server time, the caller),
 * and the child counters of categories and cities.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc as removeDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  Timestamp,
  updateDoc as patchDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import {
  CHILDREN,
  COUNTERS,
  createData,
  createDoc,
  CREATED_ID,
  deleteDoc,
  PARENT_ID,
  PAST,
  stored,
  storedDocs,
  updateData,
  updateDoc,
  VALIDATED,
  type ChildLink,
  type Validated,
} from './fixtures';
import { createTestEnv, dbAs, dbOf, seed, seedPeople, UID } from './helpers';

let env: RulesTestEnvironment;

/** uid of a fixture employee whose Access is just the owner path of `name`. */
const ownerOf = (name: Validated) => `owner-${name}`;
const ownerPath = (name: Validated) => COLLECTION_OWNERS[name][0] ?? '';

beforeAll(async () => {
  env = await createTestEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedPeople(env);
  const docs = storedDocs();
  for (const name of VALIDATED) docs[`users/${ownerOf(name)}`] = { type: 'employee', Access: [ownerPath(name)] };
  await seed(env, docs);
});

afterAll(async () => {
  await env.cleanup();
});

/** Reads a document with the rules off. */
async function read(path: string): Promise<DocumentData | undefined> {
  let data: DocumentData | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(dbOf(context), path))).data();
  });
  return data;
}

/** Field changes that must be refused, on create and on update, per collection. */
const BAD: Readonly<Record<Validated, readonly DocumentData[]>> = {
  categories: [{ nameEn: '' }, { nameAr: 5 }, { nameEn: 'x'.repeat(201) }, { image: 5 }, { image: ['a'] }],
  subCategories: [{ name: '' }, { name: 3 }, { supplierId: '' }, { supplierId: null }, { categoryId: 7 }],
  cities: [
    { nameEn: '' },
    { nameAr: null },
    { radiusMeters: 0 },
    { radiusMeters: -5 },
    { radiusMeters: 100001 },
    { radiusMeters: 150.5 },
    { radiusMeters: '1000' },
  ],
  areas: [{ nameEn: '' }, { nameAr: null }, { nameEn: 12 }],
  coupons: [
    { discountPercent: 0 },
    { discountPercent: 101 },
    { discountPercent: -5 },
    { discountPercent: '10' },
    { type: 'vip' },
    { status: 'active' },
    { totalCount: 0 },
    { totalCount: 2.5 },
    { usedCount: -1 },
    { usedCount: '0' },
    { expiryDate: '2026-01-01' },
    { supplierId: 5 },
    { titleEn: '' },
    { titleAr: 'x'.repeat(201) },
  ],
  subscriptionPackages: [
    { price: 0 },
    { price: -1 },
    { price: '15' },
    { isFree: true, price: 5 },
    { isFree: 'no' },
    { duration: 109 },
    { duration: 3288, durationUnit: 'days' },
    { duration: 0 },
    { duration: 1.5 },
    { duration: '3' },
    { durationUnit: 'years' },
    { active: 'yes' },
    { titleEn: '' },
  ],
  faqs: [{ questionEn: '' }, { questionAr: 5 }, { answerEn: '' }, { answerAr: null }],
  articles: [
    { titleEn: '' },
    { titleAr: 5 },
    { shortDetailEn: null },
    { shortDetailAr: 1 },
    { descriptionEn: false },
    { descriptionAr: 3 },
    { image: 5 },
  ],
};

/** Field changes at the edge of what is allowed, per collection. */
const GOOD: Readonly<Record<Validated, readonly DocumentData[]>> = {
  categories: [{ image: 'https://example.com/c.png' }, { nameEn: 'x'.repeat(200) }],
  subCategories: [{ supplierId: 'supplier-008' }],
  cities: [{ radiusMeters: 1 }, { radiusMeters: 100000 }],
  areas: [{ nameAr: 'الخوير' }],
  coupons: [
    { discountPercent: 100 },
    { discountPercent: 0.5 },
    { supplierId: 'supplier' },
    { status: 'approved' },
    { type: 'general' },
    { totalCount: 1, usedCount: 1 },
  ],
  subscriptionPackages: [
    { duration: 108 },
    { duration: 3287, durationUnit: 'days' },
    { duration: 1, durationUnit: 'days' },
    { isFree: true, price: 0 },
    { price: 0.5 },
    { active: false },
  ],
  faqs: [{ answerEn: 'x'.repeat(5000) }],
  articles: [{ shortDetailEn: '', shortDetailAr: '', descriptionEn: '', descriptionAr: '', image: null }],
};

describe.each(VALIDATED)('%s', (name) => {
  const owner = ownerOf(name);
  const db = () => dbAs(env, owner);
  const link: ChildLink | undefined = CHILDREN[name];

  it(`its owner path (${ownerPath(name)}) creates, updates and deletes`, async () => {
    await assertSucceeds(createDoc(db(), name, owner));
    const created = await read(`${name}/${CREATED_ID}`);
    expect(created?.['createdBy']).toBe(owner);
    await assertSucceeds(updateDoc(db(), name, owner, CREATED_ID));
    await assertSucceeds(deleteDoc(db(), name, owner, CREATED_ID));
    expect(await read(`${name}/${CREATED_ID}`)).toBeUndefined();
  });

  it('updates and deletes a seeded document (createdBy seed, no searchPrefixes)', async () => {
    await assertSucceeds(updateDoc(db(), name, owner));
    expect((await read(`${name}/SEEDED`))?.['createdBy']).toBe('seed');
    await assertSucceeds(deleteDoc(db(), name, owner));
  });

  it("All (a list or the string 'All') creates, updates and deletes", async () => {
    for (const uid of [UID.admin, UID.stringAll]) {
      const admin = dbAs(env, uid);
      await assertSucceeds(createDoc(admin, name, uid));
      await assertSucceeds(updateDoc(admin, name, uid, CREATED_ID));
      await assertSucceeds(deleteDoc(admin, name, uid, CREATED_ID));
    }
  });

  it('a limited employee without the path, and readers, cannot write', async () => {
    const uids = [UID.limited, UID.translator, UID.noAccess, UID.customer];
    for (const uid of uids) {
      const other = dbAs(env, uid);
      await assertFails(createDoc(other, name, uid));
      await assertFails(updateDoc(other, name, uid));
      await assertFails(deleteDoc(other, name, uid));
    }
  });

  it('a create missing any key is denied', async () => {
    const full = createData(name, owner);
    for (const key of Object.keys(full)) {
      const data = { ...full };
      delete data[key];
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data, parentId: PARENT_ID }));
    }
    await assertSucceeds(createDoc(db(), name, owner, CREATED_ID, { data: full }));
  });

  it('a create or an update with an extra key is denied', async () => {
    await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), extra: 1 } }));
    await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), id: 'x' } }));
    await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), extra: 1 }));
  });

  it('audit fields on create: server time and the caller only', async () => {
    const full = createData(name, owner);
    const variants: DocumentData[] = [
      { createdBy: 'someone-else' },
      { updatedBy: 'someone-else' },
      { createdBy: null },
      { createdAt: PAST },
      { updatedAt: PAST },
      { createdAt: Timestamp.now() },
      { searchPrefixes: 'abc' },
    ];
    for (const change of variants) {
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: { ...full, ...change } }));
    }
  });

  it('audit fields on update: createdAt and createdBy never change; updatedAt/By are now and the caller', async () => {
    const base = updateData(name, owner);
    const variants: DocumentData[] = [
      { createdBy: owner },
      { createdAt: serverTimestamp() },
      { createdBy: deleteField() },
      { updatedBy: 'someone-else' },
      { updatedAt: PAST },
      { updatedAt: deleteField() },
      { searchPrefixes: 5 },
    ];
    for (const change of variants) {
      await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...base, ...change }));
    }
    const withoutTime = { ...base };
    delete withoutTime['updatedAt'];
    await assertFails(updateDoc(db(), name, owner, 'SEEDED', withoutTime));
  });

  it('an update removing a field is denied', async () => {
    const first = Object.keys(updateData(name, owner))[0] ?? '';
    await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), [first]: deleteField() }));
  });

  it.each(BAD[name].map((change) => [change]))('wrong type or out of bounds, denied: %o', async (change) => {
    const data = { ...createData(name, owner), ...change };
    await assertFails(createDoc(db(), name, owner, CREATED_ID, { data, parentId: PARENT_ID }));
    await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), ...change }));
  });

  it.each(GOOD[name].map((change) => [change]))('at the edge, allowed: %o', async (change) => {
    await assertSucceeds(createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), ...change } }));
    await assertSucceeds(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), ...change }));
  });

  if (link) {
    it(`a create must count itself on ${link.parents}.${link.counter} (exactly +1, existing parent)`, async () => {
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { delta: 0 }));
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { delta: 2 }));
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { delta: -1 }));
      const elsewhere = { ...createData(name, owner), [link.field]: 'SEEDED' };
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: elsewhere, parentId: PARENT_ID }));
      const orphan = { ...createData(name, owner), [link.field]: 'missing' };
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: orphan, delta: 0 }));
      await assertSucceeds(createDoc(db(), name, owner));
      expect((await read(`${link.parents}/${PARENT_ID}`))?.[link.counter]).toBe(2);
    });

    it('a delete must uncount itself (unless the parent is gone)', async () => {
      await assertFails(deleteDoc(db(), name, owner, 'SEEDED', { delta: 0 }));
      await assertFails(deleteDoc(db(), name, owner, 'SEEDED', { delta: 1 }));
      await assertSucceeds(deleteDoc(db(), name, owner));
      expect((await read(`${link.parents}/${PARENT_ID}`))?.[link.counter]).toBe(0);
      // An orphan whose parent was removed (rules off) is deleted without a counter.
      await seed(env, { [`${name}/orphan`]: stored(name, 'orphan', { [link.field]: 'gone' }) });
      await assertSucceeds(deleteDoc(db(), name, owner, 'orphan', { delta: 0 }));
    });

    it('a delete under a parent already at 0 leaves it at 0', async () => {
      await seed(env, { [`${link.parents}/${PARENT_ID}`]: stored(link.parents, PARENT_ID, { [link.counter]: 0 }) });
      const batch = writeBatch(db());
      batch.update(doc(db(), link.parents, PARENT_ID), { updatedAt: serverTimestamp(), updatedBy: owner });
      batch.delete(doc(db(), name, 'SEEDED'));
      await assertSucceeds(batch.commit());
    });

    it('a move counts itself on the new parent and uncounts it from the old one', async () => {
      const moved = { ...updateData(name, owner), [link.field]: 'SEEDED' };
      const move = (newDelta: number, oldDelta: number) => {
        const batch = writeBatch(db());
        const counter = (delta: number) => ({
          [link.counter]: increment(delta),
          updatedAt: serverTimestamp(),
          updatedBy: owner,
        });
        if (newDelta) batch.update(doc(db(), link.parents, 'SEEDED'), counter(newDelta));
        if (oldDelta) batch.update(doc(db(), link.parents, PARENT_ID), counter(oldDelta));
        batch.update(doc(db(), name, 'SEEDED'), moved);
        return batch.commit();
      };
      await assertFails(move(0, 0));
      await assertFails(move(1, 0));
      await assertFails(move(0, -1));
      await assertFails(move(2, -1));
      await assertSucceeds(move(1, -1));
      expect((await read(`${link.parents}/SEEDED`))?.[link.counter]).toBe(1);
      expect((await read(`${link.parents}/${PARENT_ID}`))?.[link.counter]).toBe(0);
      expect((await read(`${name}/SEEDED`))?.[link.field]).toBe('SEEDED');
    });
  }

  const counter = COUNTERS[name];
  if (counter) {
    it(`is deleted only when ${counter} is 0 (or missing)`, async () => {
      await assertFails(removeDoc(doc(db(), name, PARENT_ID)));
      await assertFails(removeDoc(doc(dbAs(env, UID.admin), name, PARENT_ID)));
      await assertSucceeds(removeDoc(doc(db(), name, 'SEEDED')));
      const uncounted = stored(name, 'uncounted');
      delete uncounted[counter];
      await seed(env, { [`${name}/uncounted`]: uncounted });
      await assertSucceeds(removeDoc(doc(db(), name, 'uncounted')));
    });

    it(`${counter} starts at 0 and only moves by one, alone`, async () => {
      await assertFails(
        createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), [counter]: 1 } }),
      );
      await assertFails(
        createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), [counter]: -1 } }),
      );
      const step = (value: unknown) => ({ [counter]: value, updatedAt: serverTimestamp(), updatedBy: owner });
      // The parent cannot see which child is written with it: a step of one is all it checks.
      await assertFails(patchDoc(doc(db(), name, PARENT_ID), step(3)));
      await assertFails(patchDoc(doc(db(), name, PARENT_ID), step(1.5)));
      await assertFails(patchDoc(doc(db(), name, 'SEEDED'), step(-1)));
      await assertFails(patchDoc(doc(db(), name, PARENT_ID), { ...updateData(name, owner, PARENT_ID), [counter]: 2 }));
      await assertSucceeds(patchDoc(doc(db(), name, PARENT_ID), step(2)));
    });
  }
});

describe('status changes (patchOne) on seeded documents', () => {
  it('coupons are approved or rejected, packages switched on and off', async () => {
    const coupons = dbAs(env, ownerOf('coupons'));
    const patch = (uid: string, fields: DocumentData) => ({ ...fields, updatedAt: serverTimestamp(), updatedBy: uid });
    await assertSucceeds(
      patchDoc(doc(coupons, 'coupons', 'SEEDED'), patch(ownerOf('coupons'), { status: 'approved' })),
    );
    await assertFails(patchDoc(doc(coupons, 'coupons', 'SEEDED'), patch(ownerOf('coupons'), { status: 'expired' })));
    await assertFails(patchDoc(doc(coupons, 'coupons', 'SEEDED'), { status: 'rejected' }));
    const packages = dbAs(env, ownerOf('subscriptionPackages'));
    const owner = ownerOf('subscriptionPackages');
    await assertSucceeds(patchDoc(doc(packages, 'subscriptionPackages', 'SEEDED'), patch(owner, { active: false })));
    await assertFails(patchDoc(doc(packages, 'subscriptionPackages', 'SEEDED'), patch(owner, { active: 'no' })));
  });
});

describe('coupon codes', () => {
  const owner = ownerOf('coupons');
  const db = () => dbAs(env, owner);

  it('the document id is the code, upper case letters, digits, _ and -, 3 to 20 long', async () => {
    const withCode = (id: string, code: string) => ({ data: { ...createData('coupons', owner, id), code } });
    await assertFails(createDoc(db(), 'coupons', owner, 'SAVE10', withCode('SAVE10', 'SAVE20')));
    for (const code of ['save10', 'AB', 'A'.repeat(21), 'SAVE 10', 'SAVE.10', 'ÉTÉ10']) {
      await assertFails(createDoc(db(), 'coupons', owner, code, withCode(code, code)));
    }
    for (const code of ['ABC', 'A'.repeat(20), 'EID_2026', 'NATIONAL-DAY-55']) {
      await assertSucceeds(createDoc(db(), 'coupons', owner, code, withCode(code, code)));
    }
  });

  it('the code never changes on update', async () => {
    await assertFails(updateDoc(db(), 'coupons', owner, 'SEEDED', { ...updateData('coupons', owner), code: 'OTHER' }));
  });

  it('a coupon stored under an id other than its code cannot be updated', async () => {
    await seed(env, { 'coupons/coupon-welcome10': stored('coupons', 'WELCOME10') });
    await assertFails(updateDoc(db(), 'coupons', owner, 'coupon-welcome10', updateData('coupons', owner, 'WELCOME10')));
  });
});
