/**
 * firestore.rules against the real demo data: every document the seed writes
 * (scripts/seed-data, with its derived fields) into a collection with field validation
 * passes that validation, so the panel can still save and switch seeded documents
 * (createdBy 'seed'), and the seeded child counters let a child be deleted.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type SeedDoc } from '../../scripts/seed-data/build';
import { withDerivedFields } from '../../scripts/seed-data/derived';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { isFrozen, stateTransitions, transfersOf } from '../../src/lib/entity/define';
import { policyOf } from '../../src/lib/entity/policy';
import {
  madeThenDecided,
  auditEntryData,
  editOf,
  stepOf,
  CHILDREN,
  counterData,
  decide,
  definitionOf,
  trashInBatch,
  VALIDATED,
  type Validated,
} from './fixtures';
import { authorName, createTestEnv, dbAs, seed, seedPeople, UID } from './helpers';

let env: RulesTestEnvironment;

const isValidated = (name: string): name is Validated => (VALIDATED as readonly string[]).includes(name);

/** The seed's values with the Admin SDK's Timestamps turned into the client SDK's. */
function clientValue(value: unknown): unknown {
  if (value instanceof AdminTimestamp) return new Timestamp(value.seconds, value.nanoseconds);
  if (Array.isArray(value)) return value.map(clientValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clientValue(v)]));
  }
  return value;
}

const SEEDED: readonly SeedDoc[] = withDerivedFields(buildDataset(Date.now()).docs).filter((d) =>
  isValidated(d.collection),
);

beforeAll(async () => {
  env = await createTestEnv();
  await env.clearFirestore();
  await seedPeople(env);
  await seed(
    env,
    Object.fromEntries(SEEDED.map((d) => [`${d.collection}/${d.id}`, clientValue(d.data) as DocumentData])),
  );
});

afterAll(async () => {
  await env.cleanup();
});

describe('seeded documents of the validated collections', () => {
  it('are all there', () => {
    for (const name of VALIDATED)
      expect(
        SEEDED.some((d) => d.collection === name),
        name,
      ).toBe(true);
  });

  it('each passes the validation of an update (touched, or for app records decided, by All)', async () => {
    const db = dbAs(env, UID.admin);
    const touch = { updatedAt: serverTimestamp(), updatedBy: UID.admin };
    const byName = await authorName(db, UID.admin);
    // Records written by the apps are never edited by staff: the first decision that
    // applies to each (every state has one) proves them valid instead.
    const write = (d: SeedDoc) => {
      const name = d.collection as Validated;
      const def = definitionOf(name);
      // Made then decided (refunds) are never edited either: decided like the others; but
      // maker-checked bank details, whose step is a proposal (stepOf below).
      // A frozen document (an approved reward or fine: it has moved money) takes no write
      // at all; its approval was checked (tests/rules/prizesFinesLedger.test.ts).
      if (isFrozen(def.frozen, d.data)) return Promise.resolve();
      if (def.writes.create !== 'panel' || (madeThenDecided(def) && !def.proposal)) {
        // Decided only: the touch is a decision that applies to its status.
        const steps = stateTransitions(def).filter((t) => t.from.includes(d.data[t.field] as string));
        const step = steps.find((t) => transfersOf(t).length === 0) ?? steps[0];
        // A decided refund takes no write at all: its creation was checked (refunds.test.ts).
        if (!step && madeThenDecided(def)) return Promise.resolve();
        if (!step) return Promise.reject(new Error('no decision applies'));
        return decide(db, name, UID.admin, d.id, step);
      }
      // A form that edits nothing and no proposal (supplier accounts: amounts moved by
      // decisions only, whose rules check the arithmetic, refunds.test.ts and
      // withdrawals.test.ts): no update validates the whole document.
      if (!policyOf(def, COLLECTION_OWNERS).writes.edit && !def.proposal) return Promise.resolve();
      // A maker-checked edit names its editor (src/lib/data/maker.ts).
      const made = def.makerField ? { ...touch, [def.makerField]: UID.admin } : touch;
      if (def.audit?.of !== 'all') return updateDoc(doc(db, d.collection, d.id), made);
      // Audited on every write: a real edit (an entry must record a change) carrying its
      // audit entry, as the data layer's would.
      // Bank details' form edits nothing: their change is a proposal (stepOf).
      const edit = { ...editOf(name, d.data), ...stepOf(name, UID.admin, d.data) };
      const batch = writeBatch(db);
      const entry = doc(collection(db, 'auditLog'));
      batch.set(
        entry,
        auditEntryData(name, d.id, UID.admin, {
          before: clientValue(d.data) as DocumentData,
          written: edit,
          action: 'update',
          byName,
        }),
      );
      batch.update(doc(db, d.collection, d.id), { ...made, ...edit, auditId: entry.id });
      return batch.commit();
    };
    const failures: string[] = [];
    // One at a time: parallel commits stall on the emulator's locks (seededEdits.test.ts).
    for (const d of SEEDED) {
      await write(d).catch((e: unknown) => failures.push(`${d.collection}/${d.id} ${String(e).slice(0, 600)}`));
    }
    expect(failures).toEqual([]);
  });

  it('a seeded child is deleted with its parent uncounted; a parent with children is kept', async () => {
    const db = dbAs(env, UID.admin);
    for (const [name, link] of Object.entries(CHILDREN)) {
      const child = SEEDED.find((d) => d.collection === name);
      if (!child) throw new Error(`no seeded ${name}`);
      const parentId = String(child.data[link.field]);
      await assertFails(deleteDoc(doc(db, link.parents, parentId)));
      const data = (await getDoc(doc(db, name, child.id))).data() ?? {};
      const batch = writeBatch(db);
      batch.update(doc(db, link.parents, parentId), counterData(link, -1, UID.admin, child.id));
      trashInBatch(batch, db, name, child.id, UID.admin, data, {}, await authorName(db, UID.admin));
      batch.delete(doc(db, name, child.id));
      await assertSucceeds(batch.commit());
    }
  });
});
