/**
 * The people policy, written once (issue 46 item 1; docs/access.md "People"): `can()`'s
 * decision on one person (src/lib/access.ts, from PEOPLE_POLICY in src/config/people.ts)
 * against the emulator's firestore.rules (whose people blocks `npm run generate` writes
 * from the same declaration). For every users type, a person of that type (and an All
 * holder, the guarded employee) and every kind of caller: an All holder, a holder of the
 * type's path only, a holder of several paths including it, a holder of other paths only
 * (one of them reading the type where the type has readers), each write the panel makes
 * (read the document, create a person of the type as the employee screen does, save the
 * form, block, delete) must be allowed exactly when `can()` offers it. A declaration
 * changed without `npm run generate` (so the rules still say the old policy) fails here.
 * People's pictures are compared in tests/rules/storage.test.ts.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_POLICY } from '../../src/config/people';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { searchPrefixes } from '../../src/lib/data/convert';
import { can, type Caller } from '../../src/lib/access';
import { PAST, personChange } from './fixtures';
import { authorName, createTestEnv, dbAs, seed } from './helpers';
import { callersOf, SUBJECTS, UNRELATED, type Kind, type Subject } from './peopleCallers';

let env: RulesTestEnvironment;

// Loading the rules into the emulator takes a while on a busy machine.
beforeAll(async () => {
  env = await createTestEnv();
}, 180_000);

afterAll(async () => {
  await env.cleanup();
});

/** A caller's uid: an employee holding exactly `access`. */
const uidOf = (access: readonly string[]) => `pp-caller${access.join('').replace(/\W/g, '_')}`;

/** The stored users document of a subject. */
function storedPerson(subject: Subject): DocumentData {
  return {
    type: subject.type,
    name: `${subject.type} person`,
    email: `${subject.id}@example.com`,
    blocked: false,
    ...(subject.type === 'employee' ? { Access: subject.holdsAll ? ['All'] : [UNRELATED] } : {}),
    createdAt: PAST,
    updatedAt: PAST,
    createdBy: 'seed',
    updatedBy: 'seed',
  };
}

/** Clears the emulator and stores the subject and every caller (rules off). */
async function reseed(subject: Subject): Promise<void> {
  await env.clearFirestore();
  const docs: Record<string, DocumentData> = { [`users/${subject.id}`]: storedPerson(subject) };
  for (const kind of callersOf(subject.type)) {
    docs[`users/${uidOf(kind.access)}`] = {
      type: 'employee',
      name: kind.label,
      blocked: false,
      Access: [...kind.access],
    };
  }
  await seed(env, docs);
}

/** The id a created person gets. */
const CREATED = 'pp-created';

/**
 * A person of `type` created as src/lib/data/people.ts `createEmployee` writes an
 * employee: the users document (stamped, its search prefixes, an employee's Access, an
 * All holder's when the subject is one) and its `create` audit entry, one batch.
 */
async function personCreate(db: Firestore, actor: string, subject: Subject): Promise<void> {
  const holdsAccess = PEOPLE_POLICY.types[subject.type].holdsAccess;
  const recorded: DocumentData = {
    type: subject.type,
    name: 'New',
    email: 'new@example.com',
    blocked: false,
    ...(holdsAccess ? { Access: subject.holdsAll ? ['All'] : ['/dashboard'] } : {}),
  };
  const byName = await authorName(db, actor);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(entry, {
    action: 'create',
    collection: 'users',
    docId: CREATED,
    path: auditPath('users', recorded),
    subjectId: CREATED,
    ...changedFields(null, recorded),
    reason: null,
    actor,
    byName,
    at: serverTimestamp(),
  });
  batch.set(doc(db, 'users', CREATED), {
    ...recorded,
    searchPrefixes: searchPrefixes(['New', 'new@example.com', '']),
    auditId: entry.id,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    createdBy: actor,
    updatedBy: actor,
  });
  return batch.commit();
}

/** The writes compared, each as the panel makes it. */
const ACTIONS = ['read', 'create', 'edit', 'block', 'delete'] as const;
type Compared = (typeof ACTIONS)[number];

function writeOf(action: Compared, subject: Subject, uid: string): Promise<unknown> {
  const db = dbAs(env, uid);
  const before = storedPerson(subject);
  switch (action) {
    case 'read':
      return getDoc(doc(db, 'users', subject.id));
    case 'create':
      return personCreate(db, uid, subject);
    case 'edit':
      return personChange(db, uid, subject.id, before, { name: 'Renamed person' }, 'update');
    case 'block':
      return personChange(db, uid, subject.id, before, { blocked: true }, 'block');
    case 'delete':
      return deleteDoc(doc(db, 'users', subject.id));
  }
}

/** Whether the rules let a write through (a refusal is false; any other error fails the test). */
async function allowed(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

/** can()'s answer for a caller on a subject. */
const asked = (kind: Kind, action: Compared, subject: Subject): boolean => {
  const caller: Caller = { uid: uidOf(kind.access), access: kind.access };
  return can(caller, action, { person: subject.holdsAll ? { ...subject, holdsAll: true } : subject });
};

describe('the people policy: can() and the rules decide alike', () => {
  it('the comparison has teeth: each write but delete is offered to some callers and refused to others', () => {
    for (const action of ACTIONS) {
      const answers = SUBJECTS.flatMap((subject) =>
        callersOf(subject.type).map((kind) => asked(kind, action, subject)),
      );
      if (action === 'delete' && !PEOPLE_POLICY.deletable) expect(answers).not.toContain(true);
      else expect(new Set(answers)).toEqual(new Set([true, false]));
    }
  });

  describe.each(SUBJECTS.map((subject) => [subject.id, subject] as const))('%s', (_id, subject) => {
    it.each(callersOf(subject.type).map((kind) => [kind.label, kind] as const))(
      'as a holder of %s, the rules allow exactly what can() offers',
      async (_label, kind) => {
        const seen: Record<string, boolean> = {};
        const expected: Record<string, boolean> = {};
        // Each write on the seeded documents as they were: seeded again after a write went through.
        let changed = true;
        for (const action of ACTIONS) {
          if (changed) await reseed(subject);
          expected[action] = asked(kind, action, subject);
          seen[action] = await allowed(writeOf(action, subject, uidOf(kind.access)));
          changed = seen[action] && action !== 'read';
        }
        expect(seen).toEqual(expected);
      },
      120_000,
    );
  });
});
