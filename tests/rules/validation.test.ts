/**
 * firestore.rules, field validation of the collections of the registry's VALIDATED
 * (categories, sub-categories, cities, areas, coupons, subscription packages, FAQs,
 * articles): who may write (owner path or All), which keys (affectedKeys on update),
 * types and bounds from the definitions (texts, images, baisa prices, counts), audit
 * fields (server time, the caller), and the decisions (transitionOne) along each definition's transitions. A create missing
 * a key or holding an undeclared one is in definitions.test.ts, the child counters of
 * categories and cities in counters.test.ts.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  updateDoc as patchDoc,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { MAX_PREFIX_LENGTH, MAX_PREFIXES, searchPrefixes } from '../../src/lib/data/convert';
import type { Transition } from '../../src/lib/entity/define';
import {
  madeThenDecided,
  createData,
  createDoc,
  CREATED_ID,
  decide,
  decisionData,
  definitionOf,
  deleteDoc,
  PARENT_ID,
  PAST,
  REASON,
  stored,
  storedDocs,
  updateData,
  transitionsOf,
  updateDoc,
  PANEL_WRITTEN,
  VALIDATED,
  type Validated,
} from './fixtures';
import {
  createTestEnv,
  dbAs,
  ownerDb,
  refusedOnly,
  seed,
  PEOPLE,
  UID,
  resetDocuments,
  type StartingDocuments,
} from './helpers';

let env: RulesTestEnvironment;

/** uid of a fixture employee whose Access is just the owner path of `name`. */
const ownerOf = (name: Validated) => `owner-${name}`;
const ownerPath = (name: Validated) => COLLECTION_OWNERS[name][0] ?? '';

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const docs = storedDocs();
  for (const name of VALIDATED) docs[`users/${ownerOf(name)}`] = { type: 'employee', Access: [ownerPath(name)] };
  return docs;
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/** Reads a document with the rules off. */
async function read(path: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(ownerDb(env), path))).data();
}

/** A text of `n` characters. */
const long = (n: number) => 'x'.repeat(n);

/** A labelled change of some fields (the label names the test). */
type Change = readonly [string, DocumentData];

/**
 * Images the rules must refuse wherever an image is stored (firestore.rules
 * isImagePath): anything but the path of a file in the written document's own Storage
 * folder. The create writes `<collection>/NEW10`, the update `<collection>/SEEDED`.
 */
const badImages = (collection: string): readonly Change[] => [
  ['image a number', { image: 5 }],
  ['image a list', { image: [`${collection}/SEEDED/a.png`] }],
  ['image javascript:', { image: 'javascript:alert(1)' }],
  ['image an https URL', { image: 'https://example.com/a.png' }],
  ['image a download URL of another project', { image: 'https://firebasestorage.googleapis.com/v0/b/x/o/a.png' }],
  ['image a gs:// URL', { image: `gs://demo.appspot.com/${collection}/SEEDED/a.png` }],
  ['image data:image/png', { image: 'data:image/png;base64,iVBORw0KGgo=' }],
  ['image empty', { image: '' }],
  ['image in another document’s folder', { image: `${collection}/OTHER/a.png` }],
  ['image in another collection’s folder', { image: `products/NEW10/a.png` }],
  ['image in a subfolder', { image: `${collection}/NEW10/x/a.png` }],
  ['image with a space', { image: `${collection}/NEW10/a b.png` }],
  ['image going up', { image: `${collection}/NEW10/../a.png` }],
  ['image over 300 characters', { image: `${collection}/NEW10/${long(300)}.png` }],
];

/** A moment of a year far outside DATE_RANGE (src/config/constants.ts). */
const YEAR = (year: number) => Timestamp.fromDate(new Date(Date.UTC(year, 5, 1)));

/** Dates the rules must refuse wherever a date is stored: before 2000 or after 2100. */
const badDates = (field: string): readonly Change[] => [
  [`${field} in the year 9999`, { [field]: YEAR(9999) }],
  [`${field} in the year 2101`, { [field]: Timestamp.fromDate(new Date(Date.UTC(2101, 0, 3))) }],
  [`${field} in the year 1900`, { [field]: YEAR(1900) }],
];

/** `n` distinct prefixes of `length` characters. */
const prefixesOf = (n: number, length: number) =>
  Array.from({ length: n }, (_, i) => i.toString(36).padStart(length, 'p').slice(-length));

/** searchPrefixes the rules must refuse: too many, too long, empty, or not strings. */
const BAD_PREFIXES: readonly unknown[] = [
  prefixesOf(MAX_PREFIXES + 1, 3),
  prefixesOf(20_000, 3),
  ['a', 'x'.repeat(MAX_PREFIX_LENGTH + 1)],
  ['a', ''],
  ['a', 5],
  [5],
  ['a', null],
  ['a', true],
  ['a', { b: 'c' }],
  ['a/b'],
  'abc',
  { a: 'b' },
  null,
];

/** searchPrefixes at the edge of what is allowed, and what the data layer makes of long texts. */
const GOOD_PREFIXES: readonly unknown[] = [
  prefixesOf(MAX_PREFIXES, MAX_PREFIX_LENGTH),
  [],
  searchPrefixes([long(5000).replace(/x{7}/g, 'word ab '), 'البقالة والتمور العمانية']),
];

/** Field changes that must be refused, on create and on update, per collection. */
const BAD: Readonly<Partial<Record<Validated, readonly Change[]>>> = {
  gallery: [['no image (required)', { image: null }], ...badImages('gallery')],
  categories: [
    ['nameEn empty', { nameEn: '' }],
    ['nameAr a number', { nameAr: 5 }],
    ['nameEn over 100', { nameEn: long(101) }],
    ...badImages('categories'),
  ],
  subCategories: [
    ['name empty', { name: '' }],
    ['name a number', { name: 3 }],
    ['name over 100', { name: long(101) }],
    ['supplierId empty', { supplierId: '' }],
    ['supplierId null', { supplierId: null }],
    ['supplierId with a slash', { supplierId: 'a/b' }],
    // A reference to people must name a person of its type (the generated match).
    ['supplierId of nobody', { supplierId: 'supplier-008' }],
    ['supplierId of a customer', { supplierId: UID.customer }],
    ['categoryId a number', { categoryId: 7 }],
  ],
  cities: [
    ['nameEn empty', { nameEn: '' }],
    ['nameAr null', { nameAr: null }],
    ['nameEn over 100', { nameEn: long(101) }],
    ['radius 0', { radiusMeters: 0 }],
    ['radius negative', { radiusMeters: -5 }],
    ['radius over 100000', { radiusMeters: 100001 }],
    ['radius a float', { radiusMeters: 150.5 }],
    ['radius a string', { radiusMeters: '1000' }],
  ],
  areas: [
    ['nameEn empty', { nameEn: '' }],
    ['nameAr null', { nameAr: null }],
    ['nameEn a number', { nameEn: 12 }],
    ['nameAr over 100', { nameAr: long(101) }],
  ],
  coupons: [
    ['discount 0', { discountPercent: 0 }],
    ['discount 101', { discountPercent: 101 }],
    ['discount negative', { discountPercent: -5 }],
    ['discount a string', { discountPercent: '10' }],
    ['discount Infinity', { discountPercent: Infinity }],
    ['discount NaN', { discountPercent: NaN }],
    ['type unknown', { type: 'vip' }],
    ['status unknown', { status: 'active' }],
    ['status approved (a skipped step)', { status: 'approved' }],
    ['totalCount 0', { totalCount: 0 }],
    ['totalCount a float', { totalCount: 2.5 }],
    ['totalCount over 1000000', { totalCount: 1_000_001 }],
    ['usedCount negative', { usedCount: -1 }],
    ['usedCount a string', { usedCount: '0' }],
    ['usedCount above 0 (redemptions not written by the panel)', { usedCount: 1 }],
    ['expiryDate a string', { expiryDate: '2026-01-01' }],
    ['expiryDate null', { expiryDate: null }],
    ...badDates('expiryDate'),
    ['supplierId a number', { supplierId: 5 }],
    ['supplierId set (a supplier coupon)', { supplierId: 'supplier' }],
    ['titleEn empty', { titleEn: '' }],
    ['titleAr over 100', { titleAr: long(101) }],
  ],
  subscriptionPackages: [
    ['price 0 when not free', { price: 0 }],
    ['price negative', { price: -1500 }],
    ['price a string', { price: '1500' }],
    ['price a float (OMR, not baisa)', { price: 1.5 }],
    ['price a float of baisa', { price: 1500.5 }],
    ['price Infinity', { price: Infinity }],
    ['price NaN', { price: NaN }],
    ['price over 100000 OMR', { price: 100_000_001 }],
    ['free with a price', { isFree: true, price: 5000 }],
    ['isFree a string', { isFree: 'no' }],
    ['109 months', { duration: 109 }],
    ['3288 days', { duration: 3288, durationUnit: 'days' }],
    ['duration 0', { duration: 0 }],
    ['duration a float', { duration: 1.5 }],
    ['duration a string', { duration: '3' }],
    ['unit weeks', { durationUnit: 'weeks' }],
    ['10 years', { duration: 10, durationUnit: 'years' }],
    ['12 years', { duration: 12, durationUnit: 'years' }],
    ['active a string', { active: 'yes' }],
    ['inactive (a skipped step)', { active: false }],
    ['titleEn empty', { titleEn: '' }],
    ['titleAr over 100', { titleAr: long(101) }],
  ],
  faqs: [
    ['questionEn empty', { questionEn: '' }],
    ['questionAr a number', { questionAr: 5 }],
    ['questionEn over 300', { questionEn: long(301) }],
    ['answerEn empty', { answerEn: '' }],
    ['answerAr null', { answerAr: null }],
    ['answerAr over 3000', { answerAr: long(3001) }],
  ],
  articles: [
    ['titleEn empty', { titleEn: '' }],
    ['titleAr a number', { titleAr: 5 }],
    ['titleEn over 200', { titleEn: long(201) }],
    ['shortDetailEn null', { shortDetailEn: null }],
    ['shortDetailAr empty', { shortDetailAr: '' }],
    ['shortDetailEn over 500', { shortDetailEn: long(501) }],
    ['descriptionEn false', { descriptionEn: false }],
    ['descriptionAr empty', { descriptionAr: '' }],
    ['descriptionAr over 10000', { descriptionAr: long(10001) }],
    ...badImages('articles'),
  ],
  advertisements: [
    ['no image', { image: null }],
    ['website http://', { website: 'http://halwa.example.com' }],
    ['website javascript:', { website: 'javascript:alert(1)' }],
    ['website empty', { website: '' }],
    ['supplierId null', { supplierId: null }],
    ['supplierId with a slash', { supplierId: 'a/b' }],
    ['supplierId of a rider', { supplierId: UID.rider }],
    ['shortDetailAr over 200', { shortDetailAr: long(201) }],
    ['expireAt a string', { expireAt: '2030-01-01' }],
    ...badDates('expireAt'),
    ['active a string', { active: 'true' }],
    ...badImages('advertisements'),
  ],
  banners: [
    ['no image', { image: null }],
    ['titleEn over 80', { titleEn: long(81) }],
    ['an unknown target type', { targetType: 'article' }],
    ['a category banner without its category', { categoryId: null }],
    ['a category banner with a link too', { link: 'https://example.com' }],
    ['a category banner with a supplier too', { supplierId: 'supplier' }],
    ['a link banner without its link', { targetType: 'link', categoryId: null }],
    ['a supplier banner naming a customer', { targetType: 'supplier', categoryId: null, supplierId: UID.customer }],
    ['a product banner with a slash in the id', { targetType: 'product', categoryId: null, productId: 'a/b' }],
    ['a link banner with an http link', { targetType: 'link', categoryId: null, link: 'http://example.com' }],
    ['position 0', { position: 0 }],
    ['position 100', { position: 100 }],
    ['position 1.5', { position: 1.5 }],
    ['ends before it starts', { startAt: Timestamp.fromMillis(Date.now() + 40 * 86400000) }],
    ...badDates('endAt'),
    ...badImages('banners'),
  ],
};

/** Field changes at the edge of what is allowed, per collection (edited fields only). */
const GOOD: Readonly<Partial<Record<Validated, readonly Change[]>>> = {
  categories: [
    ['no image', { image: null }],
    ['nameEn of 100', { nameEn: long(100) }],
  ],
  subCategories: [
    ['the fixtures supplier named again', { supplierId: UID.supplier }],
    ['name of 100', { name: long(100) }],
  ],
  cities: [
    ['radius 1', { radiusMeters: 1 }],
    ['radius 100000', { radiusMeters: 100000 }],
  ],
  areas: [['another name', { nameAr: 'الخوير' }]],
  coupons: [
    ['discount 100', { discountPercent: 100 }],
    ['discount 0.5', { discountPercent: 0.5 }],
    ['type general', { type: 'general' }],
    ['totalCount 1', { totalCount: 1 }],
    ['totalCount 1000000', { totalCount: 1_000_000 }],
    ['expiry on the last day of 2100', { expiryDate: Timestamp.fromDate(new Date(Date.UTC(2100, 11, 31, 23, 59))) }],
    ['titleEn of 100', { titleEn: long(100) }],
  ],
  subscriptionPackages: [
    ['108 months', { duration: 108 }],
    ['3287 days', { duration: 3287, durationUnit: 'days' }],
    ['1 day', { duration: 1, durationUnit: 'days' }],
    ['9 years', { duration: 9, durationUnit: 'years' }],
    ['free at 0', { isFree: true, price: 0 }],
    ['1 baisa', { price: 1 }],
    ['100000 OMR', { price: 100_000_000 }],
  ],
  faqs: [
    ['questionEn of 300', { questionEn: long(300) }],
    ['answerEn of 3000', { answerEn: long(3000) }],
  ],
  articles: [
    ['titleEn of 200', { titleEn: long(200) }],
    ['shortDetailAr of 500', { shortDetailAr: long(500) }],
    ['descriptionEn of 10000', { descriptionEn: long(10000) }],
    ['no image', { image: null }],
  ],
  banners: [
    ['a product banner', { targetType: 'product', categoryId: null, productId: 'product-001' }],
    ['a supplier banner', { targetType: 'supplier', categoryId: null, supplierId: 'supplier' }],
    ['a link banner', { targetType: 'link', categoryId: null, link: 'https://demo.om/offers' }],
    ['position 99', { position: 99 }],
  ],
};

describe.each(PANEL_WRITTEN)('%s', (name) => {
  const owner = ownerOf(name);
  const db = () => dbAs(env, owner);

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

  it(
    'a limited employee without the path, and readers, cannot write',
    refusedOnly(async () => {
      // Fixture people holding the collection's owner path (limited holds /Products) are left out.
      const uids = [UID.limited, UID.translator, UID.noAccess, UID.customer].filter(
        (uid) => !([PEOPLE[uid]?.['Access']].flat() as unknown[]).includes(ownerPath(name)),
      );
      for (const uid of uids) {
        const other = dbAs(env, uid);
        await assertFails(createDoc(other, name, uid));
        await assertFails(updateDoc(other, name, uid));
        await assertFails(deleteDoc(other, name, uid));
      }
    }),
  );

  // A create missing a key or holding an unknown one: definitions.test.ts, per definition.
  it(
    'an update adding an unknown key or a decision field is denied',
    refusedOnly(async () => {
      for (const extra of [{ extra: 1 }, { id: 'x' }, { decidedBy: owner }, { decisionReason: 'x' }]) {
        await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), ...extra }));
      }
    }),
  );

  it(
    'audit fields on create: server time and the caller only',
    refusedOnly(async () => {
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
    }),
  );

  it(
    'audit fields on update: createdAt and createdBy never change; updatedAt/By are now and the caller',
    refusedOnly(async () => {
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
    }),
  );

  it(
    'an update removing a field is denied',
    refusedOnly(async () => {
      // A declared field (a definition without editable fields, withdrawals, writes none of its own).
      const first = Object.keys(definitionOf(name).fields)[0] ?? '';
      await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), [first]: deleteField() }));
    }),
  );

  it.each(BAD[name] ?? [])(
    'wrong type or out of bounds, denied: %s',
    refusedOnly(async (_label: string, change: DocumentData) => {
      const data = { ...createData(name, owner), ...change };
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data, parentId: PARENT_ID }));
      await assertFails(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), ...change }));
    }),
  );

  it.each(GOOD[name] ?? [])('at the edge, allowed: %s', async (_label, change) => {
    await assertSucceeds(createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), ...change } }));
    await assertSucceeds(updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), ...change }));
  });

  it(`searchPrefixes: at most ${MAX_PREFIXES} strings of 1 to ${MAX_PREFIX_LENGTH} characters, on create and update`, async () => {
    const create = (prefixes: unknown) =>
      createDoc(db(), name, owner, CREATED_ID, { data: { ...createData(name, owner), searchPrefixes: prefixes } });
    const update = (prefixes: unknown) =>
      updateDoc(db(), name, owner, 'SEEDED', { ...updateData(name, owner), searchPrefixes: prefixes });
    for (const prefixes of BAD_PREFIXES) {
      await assertFails(create(prefixes));
      await assertFails(update(prefixes));
    }
    for (const prefixes of GOOD_PREFIXES) {
      await assertSucceeds(update(prefixes));
    }
    await assertSucceeds(create(GOOD_PREFIXES[0]));
  });

  // Child counters (creates, deletes and moves of children, steps of the parents): counters.test.ts.
});

/** Every value a transition's field can hold (its enum values, or both booleans). */
function domainOf(name: Validated, transition: Transition): readonly (string | boolean)[] {
  const field = definitionOf(name).fields[transition.field];
  if (field?.kind === 'enum') return field.values;
  if (field?.kind === 'boolean') return [false, true];
  throw new Error(`${name}.${transition.field} is not an enum or a boolean`);
}

const WITH_TRANSITIONS = VALIDATED.filter((name) => Object.keys(transitionsOf(name)).length > 0);

describe.each(WITH_TRANSITIONS)('%s decisions (transitionOne)', (name) => {
  const owner = ownerOf(name);
  const db = () => dbAs(env, owner);

  describe.each(Object.entries(transitionsOf(name)))('%s', (_action, transition) => {
    /** Seeds `${name}/${id}` with the transition's field at `value`. */
    const seedAt = (id: string, value: string | boolean, extra: DocumentData = {}) =>
      seed(env, { [`${name}/${id}`]: stored(name, id, { [transition.field]: value, ...extra }) });
    const from = transition.from[0] ?? '';

    it(`goes ${transition.from.join(' | ')} → ${String(transition.to)}, stamped with the caller and the server time`, async () => {
      for (const value of transition.from) {
        const id = `FROM-${String(value).toUpperCase()}`;
        await seedAt(id, value);
        await assertSucceeds(decide(db(), name, owner, id, transition));
        const after = await read(`${name}/${id}`);
        expect(after?.[transition.field]).toBe(transition.to);
        expect(after?.['decidedBy']).toBe(owner);
        expect(after?.['decidedAt']).toBeInstanceOf(Timestamp);
        expect(after?.['decisionReason']).toBe(transition.reasonRequired ? REASON : null);
        expect(after?.['createdBy']).toBe('seed');
      }
    });

    it('All decides too; other staff and customers do not', async () => {
      await seedAt('DECIDE', from);
      for (const uid of [UID.limited, UID.translator, UID.noAccess, UID.customer, UID.fakeAdmin]) {
        await assertFails(decide(dbAs(env, uid), name, uid, 'DECIDE', transition));
      }
      await assertSucceeds(decide(dbAs(env, UID.admin), name, UID.admin, 'DECIDE', transition));
    });

    it('a skipped step (from a value outside its from list) is denied', async () => {
      const outside = domainOf(name, transition).filter((v) => !transition.from.includes(v));
      // A step may stay on its value (a second reply keeps a request answered).
      if (!transition.from.includes(transition.to)) expect(outside).toContain(transition.to);
      expect(outside.length).toBeGreaterThan(0);
      for (const value of outside) {
        const id = `FROM-${String(value).toUpperCase()}`;
        await seedAt(id, value);
        await assertFails(decide(db(), name, owner, id, transition));
      }
    });

    it('a forged or missing stamp is denied', async () => {
      await seedAt('DECIDE', from);
      const forged: DocumentData[] = [
        { decidedBy: 'someone-else' },
        { decidedBy: null },
        { decidedAt: PAST },
        { decidedAt: Timestamp.now() },
        { decidedAt: null },
        { updatedBy: 'someone-else' },
        { updatedAt: PAST },
        { decisionReason: long((transition.reasonMax ?? 500) + 1) },
        { decisionReason: 5 },
      ];
      for (const extra of forged) await assertFails(decide(db(), name, owner, 'DECIDE', transition, extra));
      const unstamped = decisionData(transition, owner, transition.reasonRequired ? REASON : null);
      for (const key of ['decidedAt', 'decidedBy', 'updatedAt', 'updatedBy']) {
        const data = { ...unstamped };
        delete data[key];
        await assertFails(patchDoc(doc(db(), name, 'DECIDE'), data));
      }
      await assertSucceeds(decide(db(), name, owner, 'DECIDE', transition));
    });

    it('a decision carrying any other change is denied', async () => {
      await seedAt('DECIDE', from);
      const riders: DocumentData[] = [{ createdBy: owner }, { extra: 1 }, { searchPrefixes: ['x'] }];
      for (const [field, other] of Object.entries(definitionOf(name).fields)) {
        if (field === transition.field) continue;
        // A valid value of each other field, so only the mixing is refused.
        if (other.kind === 'text' && !other.fixed) riders.push({ [field]: 'Changed' });
        if (other.kind === 'integer' && other.readOnly) riders.push({ [field]: 7 });
        if (other.kind === 'reference' && other.readOnly) riders.push({ [field]: 'supplier' });
      }
      for (const extra of riders) await assertFails(decide(db(), name, owner, 'DECIDE', transition, extra));
      await assertSucceeds(decide(db(), name, owner, 'DECIDE', transition));
    });

    if (transition.reasonRequired) {
      it('needs a reason of 1 to 500 characters', async () => {
        await seedAt('DECIDE', from);
        for (const reason of [null, '', 5]) {
          await assertFails(decide(db(), name, owner, 'DECIDE', transition, { decisionReason: reason }));
        }
        const noReason = decisionData(transition, owner);
        delete noReason['decisionReason'];
        await assertFails(patchDoc(doc(db(), name, 'DECIDE'), noReason));
        await assertSucceeds(decide(db(), name, owner, 'DECIDE', transition, { decisionReason: long(500) }));
      });
    } else {
      it('takes an optional reason of at most 500 characters', async () => {
        await seedAt('DECIDE', from);
        await seedAt('DECIDE2', from);
        await assertSucceeds(decide(db(), name, owner, 'DECIDE', transition, { decisionReason: long(500) }));
        await assertSucceeds(decide(db(), name, owner, 'DECIDE2', transition, { decisionReason: null }));
      });
    }

    it(`an ordinary edit cannot change ${transition.field}`, async () => {
      await seedAt('DECIDE', from);
      const stamp = { decidedAt: serverTimestamp(), decidedBy: owner };
      await assertFails(
        updateDoc(db(), name, owner, 'DECIDE', {
          ...updateData(name, owner, 'DECIDE'),
          [transition.field]: transition.to,
        }),
      );
      await assertFails(
        updateDoc(db(), name, owner, 'DECIDE', {
          ...updateData(name, owner, 'DECIDE'),
          [transition.field]: transition.to,
          ...stamp,
        }),
      );
      // Records written by the apps, and those made then decided (refunds), are never
      // edited by staff; others are.
      const edit = updateDoc(db(), name, owner, 'DECIDE', updateData(name, owner, 'DECIDE'));
      const never = definitionOf(name).writes.create === 'apps' || madeThenDecided(definitionOf(name));
      await (never ? assertFails(edit) : assertSucceeds(edit));
    });
  });
});

describe('coupon redemptions', () => {
  const owner = ownerOf('coupons');
  const db = () => dbAs(env, owner);

  beforeEach(async () => {
    await seed(env, {
      'coupons/USED': stored('coupons', 'USED', { status: 'approved', usedCount: 50, totalCount: 100 }),
    });
  });

  it('an edit cannot bring totalCount below usedCount (down to it is fine)', async () => {
    const edit = (totalCount: number) => updateData('coupons', owner, 'USED', { totalCount });
    await assertFails(updateDoc(db(), 'coupons', owner, 'USED', edit(49)));
    await assertFails(updateDoc(db(), 'coupons', owner, 'USED', edit(1)));
    await assertSucceeds(updateDoc(db(), 'coupons', owner, 'USED', edit(50)));
  });

  it('the panel never writes usedCount, supplierId or code, not even within bounds', async () => {
    const base = updateData('coupons', owner, 'USED');
    for (const change of [
      { usedCount: 0 },
      { usedCount: 51 },
      { usedCount: 101 },
      { supplierId: 'supplier' },
      { code: 'OTHER' },
    ]) {
      await assertFails(updateDoc(db(), 'coupons', owner, 'USED', { ...base, ...change }));
    }
  });

  it('a decision keeps the redemptions and still needs a valid document', async () => {
    const reject = transitionsOf('coupons')['reject'];
    if (!reject) throw new Error('coupon has no reject transition');
    await assertSucceeds(decide(db(), 'coupons', owner, 'USED', reject));
    expect((await read('coupons/USED'))?.['usedCount']).toBe(50);
    await seed(env, { 'coupons/OVER': stored('coupons', 'OVER', { usedCount: 101, totalCount: 100 }) });
    const approve = transitionsOf('coupons')['approve'];
    if (!approve) throw new Error('coupon has no approve transition');
    await assertFails(decide(db(), 'coupons', owner, 'OVER', approve));
  });
});

describe('money in baisa', () => {
  it('a price typed as 1.5 OMR is stored as 1500 baisa', () => {
    expect(createData('subscriptionPackages', 'x')['price']).toBe(1500);
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
