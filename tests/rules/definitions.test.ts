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
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { COLLECTION_OWNERS, COLLECTIONS } from '../../src/config/collections';
import { ENTITY_LIST, VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import type { EntityDef } from '../../src/lib/entity/define';
import { policyOf } from '../../src/lib/entity/policy';
import {
  auditedAuthor,
  onlyCreated,
  createData,
  createDoc,
  CREATED_ID,
  deleteDoc as deleteAsDataLayer,
  CREATORS,
  PARENT_ID,
  PAST,
  savedForm,
  stored,
  storedDocs,
  updateData,
  updateDoc as updateAsDataLayer,
  type Validated,
} from './fixtures';
import { createTestEnv, dbAs, ownerDb, refusedOnly, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;

/** The audit fields every create writes (src/lib/data/api.ts createOne). */
const AUDIT = ['searchPrefixes', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];

/** The fields of a decision, written only by transitionOne. */
const DECISION = ['decidedAt', 'decidedBy', 'decisionReason'];

const ownerPath = (def: EntityDef) => COLLECTION_OWNERS[def.collection as Validated][0] ?? '';
/** Definitions the panel creates and edits (orders, only decided, have tests/rules/orders.test.ts). */
const WRITTEN = DEFINITIONS.filter((def) => def.writes.create === 'panel' && !onlyCreated(def));

const ownerOf = (def: EntityDef) => `owner-${def.name}`;

/** Every field name declared by any definition (the registry's read-only ones too). */
const ALL_FIELDS = [...new Set(ENTITY_LIST.flatMap((def) => Object.keys(def.fields)))];

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const docs = storedDocs();
  for (const def of DEFINITIONS) {
    docs[`users/${ownerOf(def)}`] = { type: 'employee', Access: [ownerPath(def)] };
    // A singleton is created here under its one id: not there yet.
    if (def.id?.singleton) delete docs[`${def.collection}/${def.id?.singleton}`];
  }
  return docs;
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/**
 * Collections with rules of their own, outside the registry: users (users.test.ts),
 * Translation (translation.test.ts), auditLog (audit.test.ts), appSecrets (appInfo.test.ts),
 * companyCodes (companyCodes.test.ts), ledger (ledger.test.ts).
 */
const OWN_RULES: readonly string[] = [
  COLLECTIONS.users,
  COLLECTIONS.translation,
  COLLECTIONS.auditLog,
  COLLECTIONS.appSecrets,
  COLLECTIONS.savedViews,
  // Generated from the people definitions' claims (scripts/rules/claimRules.ts).
  COLLECTIONS.companyCodes,
  // Generated from the movements that declare a ledger entry (scripts/rules/ledgerRules.ts).
  COLLECTIONS.ledger,
];

describe('the registry and firestore.rules', () => {
  it('every collection of COLLECTIONS has a definition or rules of its own', () => {
    const defined = new Set(DEFINITIONS.map((def) => def.collection));
    expect(Object.values(COLLECTIONS).filter((name) => !defined.has(name) && !OWN_RULES.includes(name))).toEqual([]);
  });

  it('every validated collection is owned by a menu path', () => {
    for (const def of DEFINITIONS) expect(ownerPath(def), def.collection).not.toBe('');
  });

  it('a collection without a definition accepts nothing, not even from an All holder (deny by default)', async () => {
    const db = dbAs(env, UID.admin);
    await setDoc(doc(ownerDb(env), 'undefinedCollection', 'x'), { a: 1 });
    await assertFails(getDoc(doc(db, 'undefinedCollection', 'x')));
    await assertFails(setDoc(doc(db, 'undefinedCollection', 'y'), { a: 1 }));
    await assertFails(updateDoc(doc(db, 'undefinedCollection', 'x'), { a: 2 }));
    await assertFails(deleteDoc(doc(db, 'undefinedCollection', 'x')));
  });
});

/**
 * What a definition's lifecycle (`writes`, src/lib/entity/policy.ts) says, tried by an All
 * holder (who passes every Access check): a definition without `create: 'panel'` (the
 * backend's orders and withdrawals, `'none'`; the apps' records, `'apps'`) is never
 * created by staff; one with `delete: 'none'` (history, a singleton, refunds made then
 * decided) never deleted. Every other definition's documents are deleted by the holders
 * of their owner path.
 */
describe.each(DEFINITIONS.map((def) => [def.name, def] as const))('%s, what its definition forbids', (_n, def) => {
  const name = def.collection as Validated;
  const admin = UID.admin;
  const seeded = def.id?.singleton ?? 'SEEDED';
  const noCreate = def.writes.create !== 'panel';
  // Made then decided (refunds): created by staff, never deleted; nor a singleton.
  const noDelete = def.writes.delete === 'none';

  // Backend records and history are not among the fixture's stored documents: one here.
  beforeEach(async () => {
    if (def.writes.create === 'panel' && !onlyCreated(def)) return;
    await setDoc(doc(ownerDb(env), name, seeded), stored(name, seeded));
  });

  it(noCreate ? 'refuses a create by an All holder' : 'lets an All holder create', async () => {
    const id = def.id?.singleton ?? CREATED_ID;
    if (def.id?.singleton) {
      await deleteDoc(doc(ownerDb(env), name, id));
    }
    const attempt = createDoc(dbAs(env, admin), name, admin, id, {
      data: createData(name, admin),
      parentId: PARENT_ID,
    });
    // Records of the apps are created by their app person only.
    if (noCreate) await assertFails(attempt);
    else await assertSucceeds(attempt);
  });

  it(noDelete ? 'refuses a delete by an All holder' : 'lets an All holder delete, into the trash', async () => {
    // A bare delete is refused: a delete moves the document to the trash in the same
    // write (trash.test.ts), a counted child uncounted from its parent (counters.test.ts).
    await assertFails(deleteDoc(doc(dbAs(env, admin), name, seeded)));
    const attempt = deleteAsDataLayer(dbAs(env, admin), name, admin, seeded);
    if (noDelete) await assertFails(attempt);
    else await assertSucceeds(attempt);
  });

  const history = onlyCreated(def);
  it(history ? 'refuses an edit by an All holder' : 'refuses an edit by staff without its Access', async () => {
    const who = history ? admin : UID.noAccess;
    await assertFails(updateAsDataLayer(dbAs(env, who), name, who, seeded, history ? {} : updateData(name, who)));
  });
});

describe.each(WRITTEN.map((def) => [def.name, def] as const))('%s', (_name, def) => {
  const name = def.collection as Validated;
  // Records written by the apps are created by their app person, not by staff.
  const owner = def.writes.create === 'apps' ? (CREATORS[def.name] ?? '') : ownerOf(def);
  const db = () => dbAs(env, owner);
  /** Children: count the parent of the fixture, whatever the written data says. */
  // A singleton is created under its one id.
  const id = def.id?.singleton ?? CREATED_ID;
  const create = (data: DocumentData, byName?: string) =>
    createDoc(db(), name, owner, id, { data, parentId: PARENT_ID, byName });

  // A maker-checked entity also names its maker (editedBy, src/lib/data/maker.ts).
  const maker = def.makerField ? [def.makerField] : [];

  it('a create writes exactly the declared fields and the audit fields, and is allowed', async () => {
    const data = createData(name, owner);
    expect(Object.keys(data).sort()).toEqual([...Object.keys(def.fields), ...AUDIT, ...maker].sort());
    await assertSucceeds(create(data));
  });

  it.each([...Object.keys(def.fields), ...AUDIT, ...maker])(
    'a create missing %s is denied',
    refusedOnly(async (key: string) => {
      const data = createData(name, owner);
      delete data[key];
      await assertFails(create(data));
    }),
  );

  it(
    'a create with a key the definition does not declare is denied',
    refusedOnly(async () => {
      const undeclared = ['extra', 'id', ...DECISION, ...ALL_FIELDS.filter((field) => !(field in def.fields))];
      // The caller's name, read once for the whole loop (each create would read it again).
      const byName = await auditedAuthor(db(), name, owner);
      const admitted: string[] = [];
      for (const key of undeclared) {
        const data = { ...createData(name, owner), [key]: key === 'decidedBy' ? owner : 'x' };
        // assertFails wants a permission-denied refusal; anything else counts as admitted.
        await assertFails(create(data, byName)).then(
          () => undefined,
          () => admitted.push(key),
        );
      }
      expect(admitted).toEqual([]);
    }),
  );
});

/**
 * An administrator (Access All) passes every Access check, so only the validation stops
 * these: forged audit fields (createdAt back-dated, createdBy/updatedBy someone else,
 * updatedAt not the server time, which would defeat the edit conflict check) and
 * unknown fields, on create and on update, for every collection of the registry.
 */
// Singletons (appInfo) have one id and are attacked in appInfo.test.ts.
const WRITTEN_ANY_ID = WRITTEN.filter((def) => !def.id?.singleton);

describe.each(WRITTEN_ANY_ID.map((def) => [def.collection, def] as const))(
  '%s, attacks by an All holder',
  (_c, def) => {
    const name = def.collection as Validated;
    const admin = UID.admin;
    const db = () => dbAs(env, admin);
    const create = (data: DocumentData) => createDoc(db(), name, admin, CREATED_ID, { data, parentId: PARENT_ID });
    const update = (data: DocumentData) => updateAsDataLayer(db(), name, admin, 'SEEDED', data);
    const later = () => Timestamp.fromMillis(Date.now() + 3600_000);

    it('the create the data layer writes (from the definition and its sample form) is allowed', async () => {
      await assertSucceeds(create(createData(name, admin)));
    });

    it.each([
      ['a back-dated createdAt', { createdAt: PAST }],
      ['a future createdAt', { createdAt: later() }],
      ['a back-dated updatedAt', { updatedAt: PAST }],
      ['a forged createdBy', { createdBy: 'someone-else' }],
      ['a forged updatedBy', { updatedBy: 'someone-else' }],
      ['an unknown field', { unknownField: 'x' }],
    ] as const)(
      'a create with %s is refused',
      refusedOnly(async (_label: string, change: DocumentData) => {
        await assertFails(create({ ...createData(name, admin), ...change }));
      }),
    );

    // No edit where the policy has none: made then decided (refunds, bank details: only
    // decisions or proposal steps, refunds.test.ts, supplierBank.test.ts), or a form that
    // edits nothing (supplier accounts: amounts moved by decisions only).
    const edits = policyOf(def, COLLECTION_OWNERS).writes.edit;
    it(edits ? 'the update the data layer writes is allowed' : 'an edit is refused', async () => {
      const attempt = update(edits ? updateData(name, admin) : savedForm(name, admin));
      await (edits ? assertSucceeds(attempt) : assertFails(attempt));
    });

    it.each([
      ['a forged updatedAt (back-dated)', { updatedAt: PAST }],
      ['a forged updatedAt (ahead, to defeat the conflict check)', { updatedAt: later() }],
      ['a forged updatedBy', { updatedBy: 'someone-else' }],
      ['a new createdBy', { createdBy: admin }],
      ['a new createdAt', { createdAt: serverTimestamp() }],
      ['an unknown field', { unknownField: 'x' }],
    ] as const)(
      'an update with %s is refused',
      refusedOnly(async (_label: string, change: DocumentData) => {
        await assertFails(update({ ...updateData(name, admin), ...change }));
      }),
    );

    it(
      'an update that leaves updatedAt and updatedBy as they were is refused',
      refusedOnly(async () => {
        const data = updateData(name, admin);
        delete data['updatedAt'];
        delete data['updatedBy'];
        await assertFails(updateDoc(doc(db(), name, 'SEEDED'), data));
        const batch = writeBatch(db());
        batch.update(doc(db(), name, 'SEEDED'), { unknownField: 'x', updatedAt: serverTimestamp(), updatedBy: admin });
        await assertFails(batch.commit());
      }),
    );
  },
);
