/**
 * firestore.rules, the audit entry of a CSV import (docs/import.md): one entry with the
 * import's counts, written by a holder of the collection's screen in the same write as a
 * row the import wrote (the data layer's recordImport writes the last created row again).
 * Refused: another role's entry, forged or malformed counts, an entry without a row
 * written by the caller in the same write, a collection the definitions do not import.
 * And the commits of an import (docs/import.md, "Commits sized to the rules' reads"): how
 * the emulator counts the rules' document reads of a batch, a products commit of the old
 * size (a batch's rows naming 10 suppliers) refused, commits sized by splitCommits accepted.
 */
import { assertFails, assertSucceeds, initializeTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { entityByName } from '@/entities/registry';
import { productEntity } from '@/entities/product';
import { createReadFields, IMPORT_COMMIT_LIMITS, rowReadDocuments, splitCommits } from '@/lib/data/importModel';
import { createData, stored } from './fixtures';
import { authorName, dbAs, ownerDb, setUpRulesFile, UID } from './helpers';

const OWNER = 'productsOwner';
const COUPONS = 'couponsOwner';

/** Suppliers the commits' products name. */
const SUPPLIERS = Array.from({ length: 50 }, (_, i) => `supplier${i}`);

const rules = setUpRulesFile(() => ({
  ...Object.fromEntries(SUPPLIERS.map((id) => [`users/${id}`, { type: 'supplier', name: id, blocked: false }])),
  [`users/${OWNER}`]: { type: 'employee', Access: ['/Products'] },
  [`users/${COUPONS}`]: { type: 'employee', Access: ['/coupon'] },
  'products/SEEDED': stored('products'),
  // Rows an import of each caller created (recordImport touches the last one).
  'products/OWNED': { ...stored('products', 'OWNED'), createdBy: OWNER, updatedBy: OWNER },
  'products/ADMINS': { ...stored('products', 'ADMINS'), createdBy: UID.admin, updatedBy: UID.admin },
  'banners/SEEDED': stored('banners'),
}));

/** The entry recordImport writes (`entry` overrides fields). */
function entryData(uid: string, byName: string, entry: DocumentData = {}): DocumentData {
  return {
    action: 'import',
    collection: 'products',
    docId: 'OWNED',
    path: '/Products',
    subjectId: null,
    before: null,
    after: { created: 120, skipped: 3, failed: 2 },
    reason: null,
    actor: uid,
    byName,
    at: serverTimestamp(),
    ...entry,
  };
}

/**
 * Writes an import entry, with (unless `touch` is false) the row it names written again by
 * the caller in the same batch, as recordImport does.
 */
async function recordWith(
  db: Firestore,
  uid: string,
  options: { entry?: DocumentData; touch?: boolean; target?: string } = {},
): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(collection(db, 'auditLog')), entryData(uid, await authorName(db, uid), options.entry));
  if (options.touch !== false) {
    batch.update(doc(db, options.target ?? 'products/OWNED'), { updatedAt: serverTimestamp(), updatedBy: uid });
  }
  return batch.commit();
}

describe('the audit entry of a CSV import', () => {
  it('is accepted from a holder of the screen (or All) with a row they wrote in the same write', async () => {
    await assertSucceeds(recordWith(dbAs(rules.env, OWNER), OWNER));
    await assertSucceeds(
      recordWith(dbAs(rules.env, UID.admin), UID.admin, { entry: { docId: 'ADMINS' }, target: 'products/ADMINS' }),
    );
    const product = (await getDoc(doc(dbAs(rules.env, OWNER), 'products', 'ADMINS'))).data();
    expect(product?.['updatedBy']).toBe(UID.admin);
  });

  it('never stands for a row someone else created, nor for an edit of a row', async () => {
    // A row the caller did not create (the seed's): an import entry on it is refused.
    const seeded = { entry: { docId: 'SEEDED' }, target: 'products/SEEDED' };
    await assertFails(recordWith(dbAs(rules.env, OWNER), OWNER, seeded));
    await assertFails(recordWith(dbAs(rules.env, UID.admin), UID.admin, seeded));
    // A real edit beside an import entry: the change would be recorded as "import".
    const db = dbAs(rules.env, OWNER);
    const batch = writeBatch(db);
    batch.set(doc(collection(db, 'auditLog')), entryData(OWNER, await authorName(db, OWNER)));
    batch.update(doc(db, 'products/OWNED'), { price: 1, updatedAt: serverTimestamp(), updatedBy: OWNER });
    await assertFails(batch.commit());
  });

  it('is refused from another role, even with a row of its own screen written with it', async () => {
    await assertFails(recordWith(dbAs(rules.env, COUPONS), COUPONS));
    await assertFails(recordWith(dbAs(rules.env, COUPONS), COUPONS, { touch: false }));
    await assertFails(recordWith(dbAs(rules.env, UID.hr), UID.hr));
    await assertFails(recordWith(dbAs(rules.env, UID.noAccess), UID.noAccess));
    await assertFails(recordWith(dbAs(rules.env, UID.fakeAdmin), UID.fakeAdmin));
    await assertFails(recordWith(dbAs(rules.env, UID.supplier), UID.supplier));
  });

  it('is refused without a real import: no row written by the caller in the same write', async () => {
    await assertFails(recordWith(dbAs(rules.env, OWNER), OWNER, { touch: false }));
    await assertFails(recordWith(dbAs(rules.env, OWNER), OWNER, { entry: { docId: 'MISSING' }, touch: false }));
  });

  it('is refused with forged or malformed counts', async () => {
    const db = dbAs(rules.env, OWNER);
    for (const after of [
      { created: 0, skipped: 10, failed: 0 },
      { created: -1, skipped: 0, failed: 0 },
      { created: 1.5, skipped: 0, failed: 0 },
      { created: '5', skipped: 0, failed: 0 },
      { created: 5, skipped: 0 },
      { created: 5, skipped: 0, failed: 0, updated: 3 },
      { created: 20_000_000, skipped: 0, failed: 0 },
      { nameEn: 'Dates' },
    ]) {
      await assertFails(recordWith(db, OWNER, { entry: { after } }));
    }
  });

  it('is refused with another author, path, action, a reason or a before', async () => {
    const db = dbAs(rules.env, OWNER);
    await assertSucceeds(recordWith(db, OWNER));
    await assertFails(recordWith(db, OWNER, { entry: { actor: UID.admin } }));
    // Another name than the caller's users document's (docs/access.md, "Audit trail").
    await assertFails(recordWith(db, OWNER, { entry: { byName: 'Forged' } }));
    const admins = { entry: { docId: 'ADMINS', byName: '' }, target: 'products/ADMINS' };
    await assertFails(recordWith(dbAs(rules.env, UID.admin), UID.admin, admins));
    await assertFails(recordWith(db, OWNER, { entry: { path: '/coupon' } }));
    await assertFails(recordWith(db, OWNER, { entry: { path: 'All' } }));
    await assertFails(recordWith(db, OWNER, { entry: { action: 'imports' } }));
    await assertFails(recordWith(db, OWNER, { entry: { reason: 'bulk' } }));
    await assertFails(recordWith(db, OWNER, { entry: { before: {} } }));
    await assertFails(recordWith(db, OWNER, { entry: { subjectId: 'SEEDED' } }));
    await assertFails(recordWith(db, OWNER, { entry: { extra: true } }));
  });

  it('is refused for a collection the definitions do not import', async () => {
    const db = dbAs(rules.env, UID.admin);
    const entry = { collection: 'banners', path: '/banners' };
    await assertFails(recordWith(db, UID.admin, { entry, target: 'banners/SEEDED' }));
    // The same write of the row alone is accepted: the entry is what is refused.
    const batch = writeBatch(db);
    batch.update(doc(db, 'banners/SEEDED'), { updatedAt: serverTimestamp(), updatedBy: UID.admin });
    await assertSucceeds(batch.commit());
  });
});

let made = 0;
/** `count` products as the data layer creates them, the i-th naming SUPPLIERS[i % suppliers]. */
function products(uid: string, count: number, suppliers: number): { id: string; data: DocumentData }[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `I${++made}`;
    return { id, data: { ...createData('products', uid, id), supplierId: SUPPLIERS[i % suppliers] } };
  });
}

/** One commit creating the products. */
function commit(db: Firestore, rows: readonly { id: string; data: DocumentData }[]): Promise<void> {
  const batch = writeBatch(db);
  for (const row of rows) batch.set(doc(db, 'products', row.id), row.data);
  return batch.commit();
}

describe('the commits of an import', () => {
  it('are sized by splitCommits so that 150 products naming 50 suppliers all pass, for a holder and for All', async () => {
    const fields = createReadFields(productEntity, entityByName);
    for (const uid of [OWNER, UID.admin]) {
      const rows = products(uid, 150, 50);
      const commits = splitCommits(rows, (row) => rowReadDocuments(fields, row.data));
      expect(commits).toHaveLength(Math.ceil(50 / IMPORT_COMMIT_LIMITS.maxDocuments));
      for (const part of commits) await assertSucceeds(commit(dbAs(rules.env, uid), part));
    }
  }, 120_000);

  it('of the old size (all the rows of a batch) are refused as soon as they name 10 suppliers (the rules’ reads add up)', async () => {
    const db = dbAs(rules.env, OWNER);
    await assertSucceeds(commit(db, products(OWNER, 100, 1)));
    // The caller and 9 suppliers: 20 calls, the limit; 10 suppliers: 22.
    await assertSucceeds(commit(db, products(OWNER, 100, 9)));
    await assertFails(commit(db, products(OWNER, 100, 10)));
    await assertFails(commit(db, products(OWNER, 100, 50)));
  }, 120_000);

  // Its own rules, compiled by the emulator for a project of their own (5 to 15 s on a quiet
  // machine, docs/testing.md "The rules test files and the emulator's rules"), then six
  // commits of 40 documents: the time the tests above are given, not the project's 30 s
  // (CI109, with a second run on the machine: 30.3 s).
  it('count, on the emulator, exists() and get() of one document apart, a repeated get() once', async () => {
    const host = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
    const path = (field: string) => `/databases/$(database)/documents/r/$(request.resource.data.${field})`;
    const env = await initializeTestEnvironment({
      projectId: 'demo-rules-reads',
      firestore: {
        host: host[0],
        port: Number(host[1]),
        rules: `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /existsOnly/{id} { allow create: if exists(${path('a')}); }
    match /existsGet/{id} { allow create: if exists(${path('a')}) && get(${path('a')}).data.x == 1; }
    match /getTwice/{id} { allow create: if get(${path('a')}).data.x == 1 && get(${path('a')}).data.y == 2; }
  }
}`,
      },
    });
    // The environment is not createTestEnv's: its cleanup leaves ownerDb's app, deleted below.
    const owner = ownerDb(env);
    try {
      const seeding = writeBatch(owner);
      for (let i = 0; i < 21; i++) seeding.set(doc(owner, `r/d${i}`), { x: 1, y: 2 });
      await seeding.commit();
      const db = env.authenticatedContext('reader').firestore() as unknown as Firestore;
      /** A commit of 40 documents of `coll` naming `distinct` documents of r. */
      const reading = (coll: string, distinct: number) => {
        const batch = writeBatch(db);
        for (let i = 0; i < 40; i++) batch.set(doc(collection(db, coll)), { a: `d${i % distinct}` });
        return batch.commit();
      };
      await assertSucceeds(reading('existsOnly', 20));
      await assertFails(reading('existsOnly', 21));
      await assertSucceeds(reading('existsGet', 10));
      await assertFails(reading('existsGet', 11));
      await assertSucceeds(reading('getTwice', 20));
      await assertFails(reading('getTwice', 21));
    } finally {
      await env.cleanup();
    }
  }, 120_000);
});
