/**
 * `can()` against the rules (issue 31 item 1, docs/access.md "One access decision"): for
 * every definition the rules generate a match for, callers of every kind (All; the owner
 * path only; each reading path only; the owner with another path; the readers with
 * another path; another path only) try each kind of write the panel makes (read, create,
 * edit, decide, delete) the way the data layer writes it, and the emulator's answer must
 * equal what `can()` tells the screens. Both come from one compiled policy
 * (src/lib/entity/policy.ts: the generator writes the `allow` statements from it, `can()`
 * answers from it), so a definition flag the two read differently fails here.
 *
 * What is not compared, and where it is tested instead:
 * - writes of a definition whose writer is named by each document (`ownerTypeField`: a
 *   notification is sent by the holders of its audience's path): can() answers for the
 *   collection, the rules for the document (tests/rules/notifications.test.ts);
 * - per-document refusals of an allowed caller: maker-checker (the maker may not approve,
 *   makerChecker.test.ts), amounts out of bounds (refunds, withdrawals), field validation
 *   (validation.test.ts). The writes here are the legitimate ones.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc as removeDoc, doc, getDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import { can, type Action, type Caller } from '../../src/lib/access';
import { stateTransitions, type EntityDef } from '../../src/lib/entity/define';
import { policyOf } from '../../src/lib/entity/policy';
import * as valid from './fixtures';
import { createTestEnv, dbAs, ownerDb, resetDocuments } from './helpers';

let env: RulesTestEnvironment;

/** Every path of the ownership map. */
const PATHS = [...new Set(Object.values(COLLECTION_OWNERS).flat())];

interface Kind {
  readonly label: string;
  readonly access: readonly string[];
}

/** The callers tried on one definition: each kind of holder the issue names, and outsiders. */
function callersOf(def: EntityDef): readonly Kind[] {
  const [owner = '', ...readers] = policyOf(def, COLLECTION_OWNERS).read;
  const other = PATHS.find((path) => path !== owner && !readers.includes(path)) ?? '/FAQs';
  return [
    { label: 'All', access: ['All'] },
    { label: `${owner} only`, access: [owner] },
    ...readers.map((reader) => ({ label: `${reader} only (reads)`, access: [reader] })),
    { label: `${owner} and ${other}`, access: [owner, other] },
    ...(readers.length ? [{ label: `${readers.join(', ')} and ${other}`, access: [...readers, other] }] : []),
    { label: `${other} only`, access: [other] },
  ];
}

/** A caller's uid: a fixture employee holding exactly `access`. */
const uidOf = (access: readonly string[]) => `can${access.join('').replace(/\W/g, '_')}`;

/** The stored documents every comparison starts from. */
function storedDocs(): Record<string, DocumentData> {
  const docs = valid.storedDocs();
  for (const def of DEFINITIONS) {
    const id = def.id?.singleton ?? 'SEEDED';
    docs[`${def.collection}/${id}`] ??= valid.stored(def.collection as valid.Validated, id);
  }
  for (const def of DEFINITIONS) {
    for (const kind of callersOf(def)) {
      docs[`users/${uidOf(kind.access)}`] = { type: 'employee', name: kind.label, Access: [...kind.access] };
    }
  }
  return docs;
}

/** The people and storedDocs as at the start (imported after the first time: resetDocuments). */
function reseed(): Promise<void> {
  return resetDocuments(env, storedDocs);
}

beforeAll(async () => {
  env = await createTestEnv();
});

afterAll(async () => {
  await env.cleanup();
});

/** The fields of a maker-checked proposal (a supplier account's bank details): its steps are decisions, not edits. */
function withoutProposal(def: EntityDef, data: DocumentData): DocumentData {
  if (!def.proposal) return data;
  const steps = new Set<string>([
    ...Object.values(def.proposal.fields as Record<string, string>),
    def.proposal.by,
    def.proposal.at,
  ]);
  return Object.fromEntries(Object.entries(data).filter(([key]) => !steps.has(key)));
}

/** Whether a write succeeds on the emulator (a refusal of the rules is false; any other error fails the test). */
async function allowed(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

/**
 * The kinds of write the panel makes, each as the data layer writes it.
 * @returns action → a function making that write as `uid` (null: not tried)
 */
function writesOf(def: EntityDef): Partial<Record<Action, (uid: string) => Promise<unknown>>> {
  const name = def.collection as valid.Validated;
  const id = def.id?.singleton ?? 'SEEDED';
  const db = (uid: string) => dbAs(env, uid);
  const seeded = valid.stored(name, id);
  const transition = stateTransitions(def).find((t) => (t.from as readonly unknown[]).includes(seeded[t.field]));
  return {
    read: (uid) => getDoc(doc(db(uid), name, id)),
    create: async (uid) => {
      // A singleton is created under its one id, when it is missing.
      if (def.id?.singleton) {
        await removeDoc(doc(ownerDb(env), name, id));
        return valid.createDoc(db(uid), name, uid, id);
      }
      return valid.createDoc(db(uid), name, uid);
    },
    edit: (uid) => valid.updateDoc(db(uid), name, uid, id, withoutProposal(def, valid.updateData(name, uid, id))),
    delete: (uid) => valid.deleteDoc(db(uid), name, uid, id),
    decide: (uid) => {
      if (transition) return valid.decide(db(uid), name, uid, id, transition);
      // A maker-checked proposal's first step (supplier accounts' bank details).
      if (def.proposal) return valid.updateDoc(db(uid), name, uid, id, valid.updateData(name, uid, id));
      // Nothing to decide: a status change of an undeclared field, which the rules must refuse.
      return valid.updateDoc(db(uid), name, uid, id, { status: 'approved', updatedBy: uid });
    },
  };
}

const COMPARED = DEFINITIONS.filter((def) => !def.access?.ownerTypeField);

describe.each(COMPARED.map((def) => [def.collection, def] as const))('%s', (_collection, def) => {
  it.each(callersOf(def).map((kind) => [kind.label, kind] as const))(
    'as %s, the rules allow exactly what can() offers',
    async (_label, kind) => {
      const caller: Caller = { uid: uidOf(kind.access), access: kind.access };
      const writes = writesOf(def);
      const seen: Record<string, boolean> = {};
      const expected: Record<string, boolean> = {};
      // Each write on the seeded documents as they were: seeded again after a write went through.
      let changed = true;
      for (const action of ['read', 'create', 'edit', 'decide', 'delete'] as const) {
        const write = writes[action];
        if (!write) continue;
        if (changed) await reseed();
        expected[action] = can(caller, action, def);
        seen[action] = await allowed(write(caller.uid ?? ''));
        changed = seen[action] && action !== 'read';
      }
      expect(seen).toEqual(expected);
    },
  );
});
