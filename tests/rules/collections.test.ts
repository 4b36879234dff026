/**
 * firestore.rules, the generic match over the collections of COLLECTION_OWNERS: the
 * owner path reads and writes, the other paths only read, 'All' does everything,
 * anything else (unknown collections, subcollections) is denied. The collections with
 * field validation are written here with well-formed documents (tests/rules/fixtures.ts);
 * their denied cases are in validation.test.ts.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { APP_CONTRACT } from '../../scripts/rules/appContract';
import { stateTransitions, transfersOf } from '../../src/lib/entity/define';
import { policyOf } from '../../src/lib/entity/policy';
import * as valid from './fixtures';
import { createTestEnv, dbAs, dbSignedOut, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;

const OWNED = Object.entries(COLLECTION_OWNERS);

/** uid of a fixture employee whose Access is just [path]. */
const holderOf = (path: string) => `holder${path.replace(/\//g, '_')}`;

/** Every path that appears in the ownership map. */
const PATHS = [...new Set(OWNED.flatMap(([, owners]) => owners))];

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const docs: Record<string, DocumentData> = {};
  for (const path of PATHS) docs[`users/${holderOf(path)}`] = { type: 'employee', name: path, Access: [path] };
  for (const [name] of OWNED) docs[`${name}/SEEDED`] = { nameEn: 'Seeded', createdAt: 1 };
  Object.assign(docs, valid.storedDocs());
  docs['secrets/SEEDED'] = { value: 1 };
  docs['orders/seeded/items/i1'] = { qty: 1 };
  return docs;
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/** Tries a read of one document and of the whole collection. */
async function expectRead(db: Firestore, name: string, allowed: boolean): Promise<void> {
  const assert = allowed ? assertSucceeds : assertFails;
  await assert(getDoc(doc(db, name, 'SEEDED')));
  await assert(getDocs(collection(db, name)));
}

const isValidated = (name: string): name is valid.Validated => (valid.VALIDATED as readonly string[]).includes(name);

/** Tries a create, an update and a delete as `uid` (well-formed ones where validated). */
async function expectWrite(uid: string, name: string, allowed: boolean): Promise<void> {
  // Orders are only decided on (tests/rules/orders.test.ts): nobody creates, edits or deletes them.
  // Notifications (kept as history) are only created, with their audit entry (notifications.test.ts).
  const decisionsOnly = ([...valid.DECISIONS_ONLY, ...valid.IMMUTABLE] as readonly string[]).includes(name);
  const assert = allowed && !decisionsOnly ? assertSucceeds : assertFails;
  const db = dbAs(env, uid);
  if (isValidated(name)) {
    const def = valid.definitionOf(name);
    if (def.writes.create === 'apps') {
      // Records written by the apps: staff only decide (support.test.ts has the rest).
      const seeded = valid.stored(name);
      const step = stateTransitions(def).find((t) => t.from.includes(seeded[t.field] as string));
      if (!step) throw new Error(`${name}: no decision from its initial state`);
      await assert(valid.decide(db, name, uid, 'SEEDED', step));
      return;
    }
    if (valid.madeThenDecided(def)) {
      // Made then decided: created and decided, never edited nor deleted. A refund's
      // decision without an amount move (refunds.test.ts), or bank details' proposal
      // step (maker-checked, valid.stepOf; supplierBank.test.ts has the rest).
      const step = stateTransitions(def).find((t) => transfersOf(t).length === 0);
      if (!step && !def.proposal) throw new Error(`${name}: no decision without an amount move`);
      await assert(valid.createDoc(db, name, uid));
      await assert(step ? valid.decide(db, name, uid, 'SEEDED', step) : valid.updateDoc(db, name, uid));
      await assertFails(valid.updateDoc(db, name, uid, 'SEEDED', valid.savedForm(name, uid)));
      await assertFails(valid.deleteDoc(db, name, uid));
      return;
    }
    if (def.id?.singleton) {
      // A singleton is only edited, under its one id (appInfo.test.ts has the rest).
      await assert(valid.updateDoc(db, name, uid, def.id?.singleton));
      return;
    }
    await assert(valid.createDoc(db, name, uid));
    // A form that edits nothing has no edit (supplier accounts: amounts moved by decisions).
    const edits = policyOf(def, COLLECTION_OWNERS).writes.edit;
    await (edits ? assert : assertFails)(valid.updateDoc(db, name, uid));
    await assert(valid.deleteDoc(db, name, uid));
    return;
  }
  await assert(setDoc(doc(db, name, 'created'), { nameEn: 'Created' }));
  await assert(updateDoc(doc(db, name, 'SEEDED'), { nameEn: 'Updated' }));
  await assert(deleteDoc(doc(db, name, 'SEEDED')));
}

describe.each(OWNED)('%s', (name, owners) => {
  const [owner, ...readers] = owners;

  it(`owner ${owner ?? '?'} reads and writes`, async () => {
    expect(owner).toBeDefined();
    const db = dbAs(env, holderOf(owner ?? ''));
    await expectRead(db, name, true);
    await expectWrite(holderOf(owner ?? ''), name, true);
  });

  if (readers.length > 0) {
    it(`readers ${readers.join(', ')} read but do not write`, async () => {
      for (const reader of readers) {
        const db = dbAs(env, holderOf(reader));
        await expectRead(db, name, true);
        await expectWrite(holderOf(reader), name, false);
      }
    });
  }

  it('admin reads and writes', async () => {
    const db = dbAs(env, UID.admin);
    await expectRead(db, name, true);
    await expectWrite(UID.admin, name, true);
  });

  it('other staff, customers, new accounts and signed-out visitors are denied', async () => {
    const others = PATHS.filter((p) => !owners.includes(p)).map(holderOf);
    const uids = [...others, UID.translator, UID.noAccess, UID.customer, UID.fakeAdmin, UID.newcomer];
    // The customer app reads every document of a collection the apps' contract opens to
    // it without condition (a supplier's pause, PAUSE_READS; tests/rules/apps.test.ts):
    // customers are denied only its writes here.
    const customersRead = APP_CONTRACT.some(
      (e) => e.op === 'read' && e.collection === name && e.app === 'user' && !e.own && !e.where && !e.via,
    );
    const customers: readonly string[] = [UID.customer, UID.fakeAdmin];
    // One person per concurrent chain keeps this quick; each chain is still sequential.
    await Promise.all(
      [...uids.map((uid) => [uid, dbAs(env, uid)] as const), ['', dbSignedOut(env)] as const].map(async ([uid, db]) => {
        if (!(customersRead && customers.includes(uid))) {
          await assertFails(getDoc(doc(db, name, 'SEEDED')));
          await assertFails(getDocs(collection(db, name)));
        }
        await assertFails(updateDoc(doc(db, name, 'SEEDED'), { nameEn: 'Updated' }));
      }),
    );
  });
});

describe("limited employee (Access ['/user', '/Products'])", () => {
  it('owns products and reads what its pages need', async () => {
    const db = dbAs(env, UID.limited);
    await expectRead(db, 'products', true);
    await expectWrite(UID.limited, 'products', true);
    // Cities and areas: a customer's address on the person form (docs/access.md).
    for (const name of ['categories', 'subCategories', 'orders', 'cities', 'areas']) {
      await expectRead(db, name, true);
      await expectWrite(UID.limited, name, false);
    }
    // App info: a /user holder reads the refund flag's settings for a customer's story
    // (issue 50; tests/rules/appInfo.test.ts), and never writes it.
    await expectRead(db, 'appInfo', true);
    await expectWrite(UID.limited, 'appInfo', false);
    for (const name of ['coupons', 'withdrawals', 'faqs']) {
      await expectRead(db, name, false);
      await expectWrite(UID.limited, name, false);
    }
  });
});

describe("translator (Access ['/dashboard'])", () => {
  it('reads no owned collection', async () => {
    const db = dbAs(env, UID.translator);
    for (const [name] of OWNED) await assertFails(getDoc(doc(db, name, 'SEEDED')));
  });
});

describe('outside the map', () => {
  it('denies an unknown collection even to admin', async () => {
    const db = dbAs(env, UID.admin);
    await expectRead(db, 'secrets', false);
    await expectWrite(UID.admin, 'secrets', false);
  });

  it('denies subcollections even to admin', async () => {
    const db = dbAs(env, UID.admin);
    await assertFails(getDoc(doc(db, 'orders', 'seeded', 'items', 'i1')));
    await assertFails(getDocs(collection(db, 'orders', 'seeded', 'items')));
    await assertFails(setDoc(doc(db, 'orders', 'seeded', 'items', 'i2'), { qty: 2 }));
  });
});
