/**
 * `canOnDocument()` against the rules, per document (issue 46 item 1, docs/access.md "One
 * access decision"): for every definition with decisions, fast-check generates stored
 * documents (each state of the decided field; made by the caller, last edited by them,
 * or by someone else) and callers (All; the owner path only; the owner path with another
 * path); the caller takes one step (or, for a definition with frozen states, an edit or a
 * delete) the way the data layer writes it, and the emulator's answer must equal
 * `canOnDocument`'s. A refusal of the rules is compared; any other error fails the test.
 * A step that moves an amount on linked documents (a withdrawal on the supplier's
 * account, a refund on its order) is tried with each linked document holding less than
 * the amount, exactly it, or more, and `canOnDocument` is given those documents as read.
 * can.test.ts compares the collection-level answers.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import fc from 'fast-check';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { VALIDATED as DEFINITIONS } from '../../src/entities/registry';
import type { Caller } from '../../src/lib/access';
import { canOnDocument } from '../../src/lib/documentAccess';
import { stateTransitions, transitionsOfKind, type EntityDef, type Transition } from '../../src/lib/entity/define';
import { policyOf } from '../../src/lib/entity/policy';
import { movePath, movesOf } from '../../src/lib/entity/refusal';
import { loweredFields, raisedFields } from '../../src/lib/entity/transfer';
import * as valid from './fixtures';
import { createTestEnv, dbAs, resetDocuments, seed } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createTestEnv();
});

afterAll(async () => {
  await env.cleanup();
});

/** The definitions compared: those with decisions (a notification's writer is named by each document: not compared). */
const DECIDED = DEFINITIONS.filter((def) => def.transitions && !def.access?.ownerTypeField);

/** Every path of the ownership map. */
const PATHS = [...new Set(Object.values(COLLECTION_OWNERS).flat())];

/** The callers tried on one definition: All, the owner path only, the owner path with another. */
function callersOf(def: EntityDef): readonly { readonly uid: string; readonly access: readonly string[] }[] {
  const [owner = ''] = policyOf(def, COLLECTION_OWNERS).read;
  const other = PATHS.find((path) => path !== owner) ?? '/FAQs';
  return [
    { uid: 'cdAll', access: ['All'] },
    { uid: 'cdOwner', access: [owner] },
    { uid: 'cdOwnerAndOther', access: [owner, other] },
  ];
}

/** The values the decided field of a definition's steps may hold. */
function statesOf(def: EntityDef): readonly unknown[] {
  const values = new Set<unknown>();
  for (const step of stateTransitions(def)) {
    const field = (def.fields as Record<string, { kind: string; values?: readonly string[] }>)[step.field];
    for (const value of field?.kind === 'boolean' ? [true, false] : (field?.values ?? [])) values.add(value);
  }
  return [...values];
}

/** How much a linked document holds against the amount a step moves on it. */
type Fit = 'short' | 'exact' | 'plenty';
const FITS: readonly Fit[] = ['short', 'exact', 'plenty'];

/** Who made the stored document: the caller (created or last edited it), or someone else. */
type Maker = 'creator' | 'editor' | 'other';

/**
 * The linked documents of a step's moves for one decided document, each holding less
 * than the amount, exactly it, or more (its lowered fields, or the room below `atMost`).
 * @returns path → the document as seeded
 */
function linkedFor(transition: Transition | undefined, row: DocumentData, fit: Fit): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  const seeded = valid.storedDocs();
  for (const move of transition ? movesOf(transition, row) : []) {
    const path = movePath(move, row);
    if (path === null) continue;
    const amount = Number(row[move.amountField] ?? 0);
    const room = fit === 'short' ? amount - 1 : fit === 'exact' ? amount : amount + 1_000;
    const data: DocumentData = { ...(docs[path] ?? seeded[path] ?? {}) };
    for (const field of loweredFields(move)) data[field] = room;
    const [raised] = raisedFields(move);
    if (raised !== undefined && move.atMost !== undefined) data[move.atMost] = Number(data[raised] ?? 0) + room;
    docs[path] = data;
  }
  return docs;
}

/** Whether a write succeeds on the emulator (false: refused by the rules). */
async function allowed(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

describe.each(DECIDED.map((def) => [def.collection, def] as const))('%s', (_collection, def) => {
  const name = def.collection as valid.Validated;
  // The status changes (an order's assignment and release have tests of their own).
  const transitions = Object.fromEntries(transitionsOfKind(def, 'state'));
  const steps = Object.keys(transitions);
  const actions = [
    ...steps.map((step) => ({ action: 'decide' as const, step })),
    ...(def.frozen ? [{ action: 'edit' as const }, { action: 'delete' as const }] : []),
  ];

  it('the rules allow exactly what canOnDocument offers, document by document', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callersOf(def)),
        fc.constantFrom(...statesOf(def)),
        fc.constantFrom<Maker>('creator', 'editor', 'other'),
        fc.constantFrom(...actions),
        fc.constantFrom(...FITS),
        async (kind, state, maker, { action, ...rest }, fit) => {
          const step = 'step' in rest ? (rest.step as string) : undefined;
          const transition = step === undefined ? undefined : transitions[step];
          const field = transition?.field ?? def.frozen?.field ?? 'status';
          const made = {
            [field]: state,
            createdBy: maker === 'creator' ? kind.uid : 'seed',
            editedBy: maker === 'editor' ? kind.uid : 'seed',
          };
          const row = valid.stored(name, 'SEEDED', made);
          const linked = linkedFor(transition, row, fit);
          await resetDocuments(env, valid.storedDocs);
          await seed(env, {
            ...linked,
            [`${name}/SEEDED`]: row,
            [`users/${kind.uid}`]: { type: 'employee', name: kind.uid, Access: [...kind.access] },
          });
          const caller: Caller = { uid: kind.uid, access: kind.access };
          const expected = canOnDocument(caller, def, action, row, step, linked);
          const db = dbAs(env, kind.uid);
          const write =
            action === 'decide' && transition
              ? valid.decide(db, name, kind.uid, 'SEEDED', transition)
              : action === 'edit'
                ? valid.updateDoc(db, name, kind.uid, 'SEEDED', valid.updateData(name, kind.uid, 'SEEDED'))
                : valid.deleteDoc(db, name, kind.uid, 'SEEDED');
          const seen = await allowed(write);
          expect({ action, step, state, maker, fit, access: kind.access, allowed: seen }).toEqual({
            action,
            step,
            state,
            maker,
            fit,
            access: kind.access,
            allowed: expected.ok,
          });
        },
      ),
      {
        numRuns: 12,
        // Besides the random ones: every step that moves amounts, taken by an All holder
        // from its first state on a document someone else made, with each fit.
        examples: actions.flatMap((taken) => {
          const step = taken.action === 'decide' ? transitions[taken.step] : undefined;
          const [all] = callersOf(def);
          if (!step || !all || !(step.transfer || step.transfers)) return [];
          return FITS.map((fit): [typeof all, unknown, Maker, typeof taken, Fit] => [
            all,
            step.from[0],
            'other',
            taken,
            fit,
          ]);
        }),
      },
    );
  });
});
