/**
 * Every seeded document can be edited by each holder of its path (issue 30, item 3): the
 * demo data (scripts/seed-data, with its derived fields, as `npm run seed` writes it) is
 * loaded with the rules off, then each document gets the panel's own legitimate edit,
 * as each kind of caller: an All holder, a holder of only the document's path, a holder
 * of it among several. The edit is what the data layer writes:
 * - a document of an edited collection: its form saved again, through the definition's
 *   own converters (fromFirestore → toValues → toFirestore 'update'), stamped, with the
 *   maker field, and for a definition audited on every write one text field changed
 *   and its audit entry (a supplier's bank details: proposed; a supplier's account,
 *   whose form edits nothing: no edit);
 * - a record decided only (orders, withdrawals, the apps' records): the first decision
 *   its state allows (an amount transfer only when nothing else applies; none in a final
 *   state, where the panel offers nothing);
 * - a person: the type's form saved with the name changed, audited (an All holder's
 *   document only by All holders, as the rules and the panel say).
 * Notifications are never edited (kept as history). Each caller kind has a database of its own
 * (a project of its own on the emulator), loaded before any client of it exists: clearing
 * the one database between passes, after a pass whose commits had waited on locks, was
 * once answered "499 CANCELLED: call already cancelled" by the emulator (CI, 2026-11-27).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type SeedDoc } from '../../scripts/seed-data/build';
import { withDerivedFields } from '../../scripts/seed-data/derived';
import { USER_TYPE_PATH, type UserType } from '../../src/config/collections';
import { PEOPLE_ENTITIES } from '../../src/entities/peopleByType';
import { VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import { normaliseAccess } from '../../src/lib/access';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { searchPrefixes } from '../../src/lib/data/convert';
import { isFrozen, stateTransitions, transfersOf, type EntityDef } from '../../src/lib/entity/define';
import type { Fields, FormValues } from '../../src/lib/entity/fields';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { policyOf } from '../../src/lib/entity/policy';
import {
  clientValue,
  converted,
  decide,
  editOf,
  madeThenDecided,
  onlyCreated,
  stepOf,
  updateDoc,
  type Validated,
} from './fixtures';
import { authorName, createTestEnv, dbAs, ownerDb, PROJECT_ID } from './helpers';
import { callersOf, pathOfType, staffDoc, type Caller } from './props';

const SEED: readonly SeedDoc[] = withDerivedFields(buildDataset(Date.now()).docs);

const definitionOf = (name: string): EntityDef | undefined => DEFINITIONS.find((d) => d.collection === name);

/**
 * The seeded documents the panel edits: people, and the documents of every definition but
 * those kept as history, less the frozen ones (an approved reward or fine has moved money and takes
 * no write at all: tests/rules/prizesFinesLedger.test.ts refuses its edit).
 */
const EDITED: readonly SeedDoc[] = SEED.filter((d) => {
  if (d.collection === 'users') return typeof d.data['type'] === 'string' && d.data['type'] in PEOPLE_ENTITIES;
  const def = definitionOf(d.collection);
  return def !== undefined && !onlyCreated(def) && !isFrozen(def.frozen, d.data);
});

/** Loads the seed and the callers' users documents into an empty database (rules off). */
async function load(env: RulesTestEnvironment, callers: readonly Caller[]): Promise<void> {
  const docs: [string, DocumentData][] = SEED.map((d) => [
    `${d.collection}/${d.id}`,
    clientValue(d.data) as DocumentData,
  ]);
  for (const caller of callers) docs.push([`users/${caller.uid}`, staffDoc(caller)]);
  const db = ownerDb(env);
  for (let i = 0; i < docs.length; i += 400) {
    const batch = writeBatch(db);
    for (const [path, data] of docs.slice(i, i + 400)) batch.set(doc(db, path), data);
    await batch.commit();
  }
}

/** The stored document, read with the rules off (what the data layer's transaction reads). */
async function current(env: RulesTestEnvironment, path: string): Promise<DocumentData> {
  return (await getDoc(doc(ownerDb(env), path))).data() ?? {};
}

/** The menu path whose holders edit a seeded document. */
function pathOf(d: SeedDoc): string {
  if (d.collection === 'users') return USER_TYPE_PATH[d.data['type'] as UserType];
  const def = definitionOf(d.collection) as EntityDef;
  if (def.access?.ownerTypeField) return pathOfType(d.data[def.access?.ownerTypeField]);
  return COLLECTION_OWNERS[d.collection as Validated][0] ?? '';
}

/** A person's edit: the type's form saved with its name changed, audited (people.ts / api.ts). */
async function editPerson(env: RulesTestEnvironment, d: SeedDoc, uid: string): Promise<void> {
  const def = PEOPLE_ENTITIES[d.data['type'] as UserType] as unknown as EntityDef;
  const before = await current(env, `users/${d.id}`);
  const values = def.toValues(def.fromFirestore(d.id, before)) as Record<string, unknown>;
  const name = `${String(values['name'] ?? '').slice(0, 90)} (edited)`;
  const data = clientValue(def.toFirestore({ ...values, name } as FormValues<Fields>, 'update')) as DocumentData;
  const written = { ...data, searchPrefixes: searchPrefixes(def.searchFields.map((f) => data[f])) };
  const db = dbAs(env, uid);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(entry, {
    action: 'update',
    collection: 'users',
    docId: d.id,
    path: auditPath('users', { ...before, ...written }),
    subjectId: d.id,
    ...changedFields(before, written),
    reason: null,
    actor: uid,
    byName: await authorName(db, uid),
    at: serverTimestamp(),
  });
  batch.update(doc(db, 'users', d.id), { ...written, auditId: entry.id, updatedAt: serverTimestamp(), updatedBy: uid });
  return batch.commit();
}

/** A document's edit: its form saved again through its converters (or its first decision). */
async function editDocument(env: RulesTestEnvironment, d: SeedDoc, uid: string): Promise<void> {
  const name = d.collection as Validated;
  const def = definitionOf(name) as EntityDef;
  const db = dbAs(env, uid);
  const before = await current(env, `${name}/${d.id}`);
  // Made then decided (refunds) are never edited either: decided like the others; but
  // maker-checked bank details, whose step is a proposal (stepOf below).
  if (def.writes.create !== 'panel' || (madeThenDecided(def) && !def.proposal)) {
    const steps = stateTransitions(def).filter((t) => (t.from as readonly unknown[]).includes(before[t.field]));
    const step = steps.find((t) => transfersOf(t).length === 0) ?? steps[0];
    // A record in a final state (delivered, approved) has no decision: the panel offers no edit.
    if (!step) return;
    return decide(db, name, uid, d.id, step);
  }
  // A form that edits nothing and no proposal (supplier accounts: amounts moved by
  // decisions only): the panel offers no edit.
  if (!policyOf(def, COLLECTION_OWNERS).writes.edit && !def.proposal) return;
  const values = def.toValues(def.fromFirestore(d.id, before)) as Record<string, unknown>;
  const form = { ...values, ...editOf(name, values) };
  const data = converted(name, form, 'update');
  return updateDoc(db, name, uid, d.id, {
    ...data,
    ...stepOf(name, uid, before),
    searchPrefixes: searchPrefixes(def.searchFields.map((f) => data[f])),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...(def.makerField ? { [def.makerField]: uid } : {}),
  });
}

/** The refusals of one pass, grouped as `collection (type): count, first error`. */
function grouped(failures: readonly { readonly d: SeedDoc; readonly error: string }[]): Record<string, string> {
  const out: Record<string, { count: number; first: string }> = {};
  for (const { d, error } of failures) {
    const key = d.collection === 'users' ? `users (${String(d.data['type'])})` : d.collection;
    const entry = out[key] ?? { count: 0, first: `${d.id}: ${error.slice(0, 300)}` };
    entry.count += 1;
    out[key] = entry;
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, `${v.count} refused, e.g. ${v.first}`]));
}

/**
 * Groups of seeded documents known to be refused, by caller kind: each must still be
 * refused, so that its fix shows. None since the rules check a person's update on what it
 * changes (issue 30): before, seeded delivery companies (carrying rating and reviewCount)
 * were refused to every caller and suppliers to holders who are not All.
 */
const KNOWN_REFUSED: Readonly<Record<'all' | 'only' | 'several', readonly string[]>> = {
  all: [],
  only: [],
  several: [],
};

describe.each(['all', 'only', 'several'] as const)('seeded documents edited by %s holders', (kind) => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await createTestEnv(`${PROJECT_ID}-seeded-${kind}`);
    // Empty already in a fresh emulator; cleared here, before this database has a client.
    await env.clearFirestore();
  });

  afterAll(async () => {
    await env.cleanup();
  });

  it('every seeded document takes the panel edit of each holder of its path', async () => {
    // The callers of every path at once: one users document per path and kind.
    const paths = [...new Set(EDITED.map(pathOf))];
    const byPath = new Map(
      paths.map((path) => {
        const caller = callersOf([path]).find((c) => c.kind === kind) as Caller;
        return [path, { ...caller, uid: `${caller.uid}-${path.replace(/[^A-Za-z]/g, '')}` }];
      }),
    );
    await load(env, [...byPath.values()]);
    const failures: { d: SeedDoc; error: string }[] = [];
    const edit = (d: SeedDoc) => {
      const caller = byPath.get(pathOf(d)) as Caller;
      // An All holder's document is touched by All holders only (docs/access.md, "People").
      if (d.collection === 'users' && kind !== 'all' && normaliseAccess(d.data['Access']).includes('All')) {
        return Promise.resolve();
      }
      return (d.collection === 'users' ? editPerson(env, d, caller.uid) : editDocument(env, d, caller.uid)).catch(
        (e: unknown) => {
          failures.push({ d, error: String(e) });
        },
      );
    };
    // One edit at a time, as a person makes them. Eight at once made commits stall on the
    // emulator's document locks (its lock manager, "Transaction lock timeout."): edits took
    // 10, 21, 32 or 58 s, and some were then refused, failing this test at random.
    for (const d of EDITED) await edit(d);
    const refused = grouped(failures);
    const known = KNOWN_REFUSED[kind];
    const unexpected = Object.fromEntries(Object.entries(refused).filter(([k]) => !known.includes(k)));
    expect(unexpected).toEqual({});
    expect(
      known.filter((k) => !(k in refused)),
      'known refusals now allowed: drop them from KNOWN_REFUSED',
    ).toEqual([]);
  }, 300_000);
});
