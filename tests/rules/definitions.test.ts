/**
 * firestore.rules against the entity definitions themselves: walks VALIDATED of
 * src/entities/registry.ts (not a list of this folder) and, for each definition,
 * checks with the emulator that its collection takes a create holding exactly the
 * definition's fields and the audit fields, refuses one missing any of them, and
 * refuses one holding a key the definition does not declare (another definition's
 * field, a decision field, anything). So a collection can never accept fields its
 * definition does not declare, and a definition added to the registry is covered
 * here at once (it needs a sample form in fixtures.ts, or this file fails to load).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { ENTITY_LIST, VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import type { EntityDef } from '../../src/lib/entity/define';
import { createData, createDoc, CREATED_ID, CREATORS, PARENT_ID, storedDocs, type Validated } from './fixtures';
import { createTestEnv, dbAs, seed, seedPeople } from './helpers';

let env: RulesTestEnvironment;

/** The audit fields every create writes (src/lib/data/api.ts createOne). */
const AUDIT = ['searchPrefixes', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

/** The fields of a decision, written only by transitionOne. */
const DECISION = ['decidedAt', 'decidedBy', 'decisionReason'];

const ownerPath = (def: EntityDef) => COLLECTION_OWNERS[def.collection as Validated][0] ?? '';
const ownerOf = (def: EntityDef) => `owner-${def.name}`;

/** Every field name declared by any definition (the registry's read-only ones too). */
const ALL_FIELDS = [...new Set(ENTITY_LIST.flatMap((def) => Object.keys(def.fields)))];

beforeAll(async () => {
  env = await createTestEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await seedPeople(env);
  const docs = storedDocs();
  for (const def of DEFINITIONS) {
    docs[`users/${ownerOf(def)}`] = { type: 'employee', Access: [ownerPath(def)] };
    // A singleton is created here under its one id: not there yet.
    if (def.singletonId) delete docs[`${def.collection}/${def.singletonId}`];
  }
  await seed(env, docs);
});

afterAll(async () => {
  await env.cleanup();
});

describe('the registry and firestore.rules', () => {
  it("validatedCollections() of the rules lists exactly the collections of the registry's VALIDATED", () => {
    const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
    const match = /function validatedCollections\(\) \{\s*return \[([^\]]*)\];/.exec(rules);
    expect(match).not.toBeNull();
    const listed = [...(match?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect([...listed].sort()).toEqual(DEFINITIONS.map((def) => def.collection).sort());
  });

  it('every validated collection is owned by a menu path', () => {
    for (const def of DEFINITIONS) expect(ownerPath(def), def.collection).not.toBe('');
  });
});

describe.each(DEFINITIONS.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const name = def.collection as Validated;
  // Records written by the apps are created by their app person, not by staff.
  const owner = def.source === 'apps' ? (CREATORS[def.name] ?? '') : ownerOf(def);
  const db = () => dbAs(env, owner);
  /** Children: count the parent of the fixture, whatever the written data says. */
  // A singleton is created under its one id.
  const id = def.singletonId ?? CREATED_ID;
  const create = (data: DocumentData) => createDoc(db(), name, owner, id, { data, parentId: PARENT_ID });

  it('a create writes exactly the declared fields and the audit fields, and is allowed', async () => {
    const data = createData(name, owner);
    expect(Object.keys(data).sort()).toEqual([...Object.keys(def.fields), ...AUDIT].sort());
    await assertSucceeds(create(data));
  });

  it.each([...Object.keys(def.fields), ...AUDIT])('a create missing %s is denied', async (key) => {
    const data = createData(name, owner);
    delete data[key];
    await assertFails(create(data));
  });

  it('a create with a key the definition does not declare is denied', async () => {
    const undeclared = ['extra', 'id', ...DECISION, ...ALL_FIELDS.filter((field) => !(field in def.fields))];
    const admitted: string[] = [];
    for (const key of undeclared) {
      const data = { ...createData(name, owner), [key]: key === 'decidedBy' ? owner : 'x' };
      // assertFails wants a permission-denied refusal; anything else counts as admitted.
      await assertFails(create(data)).then(
        () => undefined,
        () => admitted.push(key),
      );
    }
    expect(admitted).toEqual([]);
  });
});
