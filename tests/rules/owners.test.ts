/**
 * Who reads and writes each collection, tried on the emulator against what src/config
 * declares (docs/access.md, "Who may do what, per collection"): for every definition of
 * the registry, staff holding any one of its COLLECTION_OWNERS paths read its documents,
 * staff holding another path do not; only the first (owner) path edits them. Every
 * people type is read by the holders of its USER_TYPE_PATH. The generated match blocks
 * and access maps are what is under test, never their text.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTION_OWNERS, USER_TYPE_PATH, USER_TYPES } from '../../src/config/collections';
import { VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import { policyOf } from '../../src/lib/entity/policy';
import { stored, storedDocs, updateData, updateDoc, type Validated } from './fixtures';
import { dbAs, PEOPLE, setUpRulesFile, UID } from './helpers';

const pathsOf = (collection: string): readonly string[] =>
  (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[collection] ?? [];

/** A staff member holding only `path` (uid `holder<path>`). */
const holder = (path: string) => `holder${path.replace('/', '-')}`;
const ALL_PATHS = [...new Set(Object.values(COLLECTION_OWNERS).flat()), ...Object.values(USER_TYPE_PATH)];

const rules = setUpRulesFile(() => {
  const docs = storedDocs();
  for (const def of DEFINITIONS) {
    const id = def.id?.singleton ?? 'SEEDED';
    docs[`${def.collection}/${id}`] ??= stored(def.collection as Validated, id);
  }
  for (const path of ALL_PATHS) docs[`users/${holder(path)}`] = { name: path, type: 'employee', Access: [path] };
  return docs;
});

describe.each(DEFINITIONS.map((def) => [def.collection, def] as const))('%s', (collection, def) => {
  const paths = pathsOf(collection);
  const id = def.id?.singleton ?? 'SEEDED';
  const others = ALL_PATHS.filter((path) => !paths.includes(path));

  it.each(paths.map((path) => [path]))('staff holding %s read its documents', async (path) => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, holder(path)), collection, id)));
  });

  it('staff holding any other path read none', async () => {
    for (const path of others) await assertFails(getDoc(doc(dbAs(rules.env, holder(path)), collection, id)));
  });

  it('a reading path does not edit them', async () => {
    for (const path of paths.slice(1)) {
      const uid = holder(path);
      await assertFails(
        updateDoc(dbAs(rules.env, uid), collection as Validated, uid, id, updateData(collection as Validated, uid, id)),
      );
    }
  });

  // The update the data layer writes: an edit where the policy has one, or the proposal
  // step of maker-checked fields (bank details, made then decided). Supplier accounts
  // (a form that edits nothing) and refunds have neither.
  const updated = policyOf(def, COLLECTION_OWNERS).writes.edit || Boolean(def.proposal);
  if (!def.access?.ownerTypeField && updated) {
    it(def.proposal ? 'the owner path proposes a change' : 'the owner path edits them', async () => {
      const uid = holder(paths[0] ?? '');
      await assertSucceeds(
        updateDoc(dbAs(rules.env, uid), collection as Validated, uid, id, updateData(collection as Validated, uid, id)),
      );
    });
  }
});

describe('people', () => {
  const PERSON_OF_TYPE: Readonly<Record<string, string>> = {
    user: UID.customer,
    supplier: UID.supplier,
    deliveryCompany: UID.deliveryCompany,
    rider: UID.rider,
    employee: UID.noAccess,
  };

  it.each(USER_TYPES.map((type) => [type]))('%s documents are read by the holders of their path', async (type) => {
    const uid = PERSON_OF_TYPE[type] ?? '';
    if (!PEOPLE[uid]) throw new Error(`no fixture person of type ${type}`);
    await assertSucceeds(getDoc(doc(dbAs(rules.env, holder(USER_TYPE_PATH[type])), 'users', uid)));
    await assertFails(getDoc(doc(dbAs(rules.env, holder('/FAQs')), 'users', uid)));
  });
});
