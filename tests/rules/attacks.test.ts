/**
 * firestore.rules against the value attacks on the validated collections
 * (docs/access.md, "What each write must carry"), by an administrator (Access All, so
 * only the field validation stands in the way). Walks the registry's VALIDATED, so a
 * definition that lands later is covered at once:
 * - every text field longer than its bound (article texts included, up to 1 MB);
 * - every number field Infinity, -Infinity or NaN (a subscription price of Infinity);
 * - every image field with a `javascript:` address or another scheme than https or an
 *   inline picture.
 * Then the coupon used more times than it exists, by each way a write could say so.
 * searchPrefixes: validation.test.ts; Translation: translation.test.ts; child counters:
 * counters.test.ts.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNumberField, isTextField, type Field } from '../../src/lib/entity/fields';
import { policyOf } from '../../src/lib/entity/policy';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import {
  createData,
  createDoc,
  CREATED_ID,
  decide,
  definitionOf,
  PARENT_ID,
  stored,
  storedDocs,
  transitionsOf,
  updateData,
  updateDoc,
  VALIDATED,
  type Validated,
} from './fixtures';
import { createTestEnv, dbAs, PEOPLE, refusedOnly, seed, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  return storedDocs();
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

const admin = UID.admin;
const db = () => dbAs(env, admin);

/** Image values no collection may store (an image is shown in an <img>). */
const BAD_IMAGES: readonly string[] = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/png;base64,AAAA javascript:alert(1)',
  'http://example.com/a.png',
  '//example.com/a.png',
  'https://example.com/a.png javascript:alert(1)',
];

/** The attacks on one field of a definition, each a labelled stored value. */
function attacksOn(field: Field): readonly (readonly [string, unknown])[] {
  if (isTextField(field)) {
    return [
      [`${field.max + 1} characters`, 'x'.repeat(field.max + 1)],
      ['1 MB', 'x'.repeat(1_000_000)],
    ];
  }
  if (isNumberField(field)) {
    return [
      ['Infinity', Infinity],
      ['-Infinity', -Infinity],
      ['NaN', NaN],
    ];
  }
  if (field.kind === 'image') return BAD_IMAGES.map((value) => [value, value] as const);
  return [];
}

/**
 * Whether the data layer updates a document of `name` (updateData): an edit where the
 * policy has one, or the proposal step of maker-checked fields (bank details). Refunds
 * (made then decided) and supplier accounts (a form that edits nothing: amounts moved by
 * decisions) have neither; the update half of their attacks would be refused whatever
 * the value.
 */
const updated = (name: Validated): boolean => {
  const def = definitionOf(name);
  return policyOf(def, COLLECTION_OWNERS).writes.edit || Boolean(def.proposal);
};

// Singletons (appInfo) take one id only; their value attacks are in appInfo.test.ts.
const ANY_ID = VALIDATED.filter((name) => !definitionOf(name).id?.singleton);

const CASES = ANY_ID.flatMap((name) =>
  Object.entries(definitionOf(name).fields).flatMap(([field, descriptor]) =>
    attacksOn(descriptor).map(([label, value]) => [`${name}.${field}: ${label}`, name, field, value] as const),
  ),
);

describe('value attacks on every validated collection (All holder)', () => {
  it('covers the attacks named in docs/access.md', () => {
    const labels = CASES.map(([label]) => label);
    expect(labels).toContain('subscriptionPackages.price: Infinity');
    expect(labels).toContain('articles.descriptionEn: 10001 characters');
    expect(labels).toContain('articles.image: javascript:alert(1)');
  });

  it.each(CASES)(
    '%s is refused on create and on update',
    refusedOnly(async (_label: string, name: Validated, field: string, value: unknown) => {
      const data: DocumentData = { ...createData(name, admin), [field]: value };
      await assertFails(createDoc(db(), name, admin, CREATED_ID, { data, parentId: PARENT_ID }));
      if (updated(name)) {
        await assertFails(updateDoc(db(), name, admin, 'SEEDED', { ...updateData(name, admin), [field]: value }));
      }
    }),
  );

  it('the same documents with valid values are allowed (the attacks are what is refused)', async () => {
    for (const name of ANY_ID) {
      await assertSucceeds(createDoc(db(), name, admin, CREATED_ID));
      if (updated(name)) await assertSucceeds(updateDoc(db(), name, admin));
    }
  });
});

describe('a coupon used more times than it exists (All holder)', () => {
  beforeEach(async () => {
    await seed(env, {
      'coupons/USED': stored('coupons', 'USED', { status: 'approved', usedCount: 50, totalCount: 100 }),
    });
  });

  it('a new coupon starts unused: usedCount above 0, or above totalCount, is refused', async () => {
    for (const usedCount of [1, 100, 101, 1_000_000]) {
      const data = { ...createData('coupons', admin), usedCount, totalCount: 100 };
      await assertFails(createDoc(db(), 'coupons', admin, CREATED_ID, { data }));
    }
  });

  it('an edit cannot raise usedCount nor lower totalCount below it', async () => {
    const edit = (change: DocumentData) =>
      updateDoc(db(), 'coupons', admin, 'USED', { ...updateData('coupons', admin, 'USED'), ...change });
    await assertFails(edit({ usedCount: 101 }));
    await assertFails(edit({ usedCount: 51 }));
    await assertFails(edit({ totalCount: 49 }));
    await assertSucceeds(edit({ totalCount: 50 }));
  });

  it('a decision cannot carry usedCount, nor approve a coupon already used up beyond its count', async () => {
    const approve = transitionsOf('coupons')['approve'];
    const reject = transitionsOf('coupons')['reject'];
    if (!approve || !reject) throw new Error('coupon transitions changed');
    await assertFails(decide(db(), 'coupons', admin, 'USED', reject, { usedCount: 101 }));
    await seed(env, { 'coupons/OVER': stored('coupons', 'OVER', { usedCount: 101, totalCount: 100 }) });
    await assertFails(decide(db(), 'coupons', admin, 'OVER', approve));
    await assertSucceeds(decide(db(), 'coupons', admin, 'USED', reject));
  });
});

/** Collections storing an image, with the name of their (first) image field. */
const IMAGED = ANY_ID.flatMap((name) => {
  const field = Object.entries(definitionOf(name).fields).find(([, f]) => f.kind === 'image')?.[0];
  return field ? [[name, field] as const] : [];
});

/** Document ids a create must refuse (DOC_ID_PATTERN): pattern characters, dots, spaces. */
const UNSAFE_IDS = ['(.*|x)', '.*', 'a..b', 'a.b', 'x y', 'a|b', 'ab[c]', 'قسم'];

describe('document ids and image references (All holder)', () => {
  it('covers the collections with images', () => {
    expect(IMAGED.map(([name]) => name)).toEqual(expect.arrayContaining(['gallery', 'categories', 'products']));
  });

  it.each(ANY_ID)('%s: a create under an unsafe id is refused; a safe id is allowed', async (name) => {
    const idField = definitionOf(name).id?.field;
    for (const id of UNSAFE_IDS) {
      const data = { ...createData(name, admin, id), ...(idField ? { [idField]: id } : {}) };
      await assertFails(createDoc(db(), name, admin, id, { data, parentId: PARENT_ID }));
    }
    // A document keyed by a person (a supplier's account) needs that person to exist.
    const safeId = 'Safe_id-09'.toUpperCase();
    if (idField) await seed(env, { [`users/${safeId}`]: { ...PEOPLE[UID.supplier], name: 'Safe supplier' } });
    await assertSucceeds(createDoc(db(), name, admin, safeId));
  });

  it.each(IMAGED)(
    '%s: an image in another document’s folder is refused, even from a document whose id is a pattern',
    async (name, field) => {
      // A document stored (by the seed, before ids were limited) under an id that reads as a pattern.
      const odd = '(.*|x)';
      await seed(env, { [`${name}/${odd}`]: stored(name, odd) });
      const edit = (id: string, image: string) =>
        updateDoc(db(), name, admin, id, { ...updateData(name, admin, id), [field]: image });
      await assertFails(edit(odd, `${name}/SEEDED/photo.png`));
      await assertFails(edit(odd, `${name}/x/photo.png`));
      await assertFails(edit('SEEDED', `${name}/SEEDED/../OTHER/photo.png`));
      await assertFails(edit('SEEDED', `${name}/SEEDED/..`));
      await assertFails(edit('SEEDED', `${name}/SEEDED/a..png`));
      await assertFails(edit('SEEDED', `${name}/SEEDED/.hidden`));
      await assertFails(edit('SEEDED', `${name}/OTHER/photo.png`));
      await assertFails(edit('SEEDED', `${name}//photo.png`));
      // The honest values: a file in the document's own folder.
      await assertSucceeds(edit('SEEDED', `${name}/SEEDED/1732250000000-k3x9.webp`));
      await assertSucceeds(edit(odd, `${name}/${odd}/photo.png`));
    },
  );
});
