/**
 * firestore.rules, the child counters that guard deletes (docs/data-model.md, "Child
 * counters"; docs/access.md): a category counts its sub-categories, a city its areas,
 * and a parent is deleted only at 0. Every step of a counter names the child paying for
 * it (COUNTED_CHILD_FIELD), so these are refused: a counter lowered or raised by hand,
 * one step paying for two children, a parent with children deleted, a child created,
 * deleted or moved without its step. Walks the counted children of the registry
 * (CHILDREN of fixtures.ts), so a new parent and child are covered at once.
 *
 * Fixture: `<parents>/parent` counts one child, `<children>/SEEDED` (in it);
 * `<parents>/SEEDED` counts none.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS } from '../../src/config/collections';
import { COUNTED_CHILD_FIELD } from '../../src/lib/data/types';
import {
  CHILDREN,
  counterData,
  createData,
  createDoc,
  CREATED_ID,
  deleteDoc,
  PARENT_ID,
  stored,
  storedDocs,
  updateData,
  VALIDATED,
  type ChildLink,
  type Validated,
} from './fixtures';
import { createTestEnv, dbAs, ownerDb, seed, UID, resetDocuments, type StartingDocuments } from './helpers';

let env: RulesTestEnvironment;

const ownerOf = (name: Validated) => `owner-${name}`;

beforeAll(async () => {
  env = await createTestEnv();
});

/** The documents every test of this file starts from (resetDocuments). */
const startingDocuments: StartingDocuments = () => {
  const docs = storedDocs();
  for (const name of VALIDATED)
    docs[`users/${ownerOf(name)}`] = { type: 'employee', Access: [COLLECTION_OWNERS[name][0]] };
  return docs;
};

beforeEach(() => resetDocuments(env, startingDocuments));

afterAll(async () => {
  await env.cleanup();
});

/** Reads a document with the rules off. */
async function read(path: string): Promise<DocumentData | undefined> {
  return (await getDoc(doc(ownerDb(env), path))).data();
}

const LINKS = Object.entries(CHILDREN) as [Validated, ChildLink][];

describe.each(LINKS)('%s counted on its parent', (name, link) => {
  const owner = ownerOf(name);
  const db = () => dbAs(env, owner);
  const count = async (parentId: string) => (await read(`${link.parents}/${parentId}`))?.[link.counter];
  /** A batch of the owner; `build` adds its writes. */
  const commit = (build: (batch: WriteBatch) => void) => {
    const batch = writeBatch(db());
    build(batch);
    return batch.commit();
  };
  const parentRef = (id: string) => doc(db(), link.parents, id);
  const childRef = (id: string) => doc(db(), name, id);
  /** A step of `delta` on a parent naming `childId`, as the data layer writes it. */
  const step = (delta: number, childId: string) => counterData(link, delta, owner, childId);
  /** A child's data under parent `parentId`. */
  const childUnder = (parentId: string) => ({ ...createData(name, owner), [link.field]: parentId });
  /** The data layer's edit of SEEDED, moved to parent `parentId`. */
  const movedTo = (parentId: string) => ({ ...updateData(name, owner), [link.field]: parentId });

  describe('allowed paths (what the data layer writes)', () => {
    it('a create steps its parent +1 naming it; a delete steps it -1 naming it', async () => {
      await assertSucceeds(createDoc(db(), name, owner));
      expect(await count(PARENT_ID)).toBe(2);
      expect((await read(`${link.parents}/${PARENT_ID}`))?.[COUNTED_CHILD_FIELD]).toBe(CREATED_ID);
      await assertSucceeds(deleteDoc(db(), name, owner, CREATED_ID));
      await assertSucceeds(deleteDoc(db(), name, owner, 'SEEDED'));
      expect(await count(PARENT_ID)).toBe(0);
    });

    it('a move steps the new parent +1 and the old one -1, both naming it', async () => {
      await assertSucceeds(
        commit((batch) => {
          batch.update(parentRef('SEEDED'), step(1, 'SEEDED'));
          batch.update(parentRef(PARENT_ID), step(-1, 'SEEDED'));
          batch.update(childRef('SEEDED'), movedTo('SEEDED'));
        }),
      );
      expect(await count('SEEDED')).toBe(1);
      expect(await count(PARENT_ID)).toBe(0);
      expect((await read(`${name}/SEEDED`))?.[link.field]).toBe('SEEDED');
    });

    it('a parent at 0 is deleted (owner and All); one whose counter is missing too', async () => {
      await assertSucceeds(deleteDoc(db(), name, owner, 'SEEDED'));
      await assertSucceeds(deleteDoc(db(), link.parents, owner, PARENT_ID));
      await assertSucceeds(deleteDoc(dbAs(env, UID.admin), link.parents, UID.admin, 'SEEDED'));
      const uncounted = stored(link.parents, 'uncounted');
      delete uncounted[link.counter];
      await seed(env, { [`${link.parents}/uncounted`]: uncounted });
      await assertSucceeds(deleteDoc(db(), link.parents, owner, 'uncounted'));
    });

    it('an edit of the parent leaves its counter and the child it names alone', async () => {
      await assertSucceeds(
        commit((batch) => batch.update(parentRef(PARENT_ID), updateData(link.parents, owner, PARENT_ID))),
      );
      expect(await count(PARENT_ID)).toBe(1);
    });

    it('a child whose parent is gone, or at 0 (counted before counters), is deleted without a step', async () => {
      await seed(env, { [`${name}/orphan`]: stored(name, 'orphan', { [link.field]: 'gone' }) });
      await assertSucceeds(deleteDoc(db(), name, owner, 'orphan', { delta: 0 }));
      await seed(env, { [`${name}/uncounted`]: stored(name, 'uncounted', { [link.field]: 'SEEDED' }) });
      await assertSucceeds(deleteDoc(db(), name, owner, 'uncounted', { delta: 0 }));
      expect(await count('SEEDED')).toBe(0);
    });
  });

  describe('attacks (all refused)', () => {
    it('a hand decrement: naming a child that stays, a missing one, another parent’s child, or none', async () => {
      await seed(env, { [`${name}/elsewhere`]: stored(name, 'elsewhere', { [link.field]: 'SEEDED' }) });
      for (const child of ['SEEDED', 'missing', 'elsewhere']) {
        await assertFails(commit((batch) => batch.update(parentRef(PARENT_ID), step(-1, child))));
      }
      // The other parent's child deleted in the same write does not pay for this parent.
      await assertFails(
        commit((batch) => {
          batch.update(parentRef(PARENT_ID), step(-1, 'elsewhere'));
          batch.delete(childRef('elsewhere'));
        }),
      );
      const unnamed = { [link.counter]: increment(-1), updatedAt: serverTimestamp(), updatedBy: owner };
      await assertFails(commit((batch) => batch.update(parentRef(PARENT_ID), unnamed)));
      await assertFails(commit((batch) => batch.update(parentRef(PARENT_ID), { ...unnamed, [link.counter]: 0 })));
      expect(await count(PARENT_ID)).toBe(1);
    });

    it('a hand increment: naming a child already counted, a missing one, or none', async () => {
      for (const child of ['SEEDED', 'missing']) {
        await assertFails(commit((batch) => batch.update(parentRef(PARENT_ID), step(1, child))));
      }
      await assertFails(
        commit((batch) =>
          batch.update(parentRef(PARENT_ID), { [link.counter]: 2, updatedAt: serverTimestamp(), updatedBy: owner }),
        ),
      );
      // Nor by more than one, nor to a non-integer, even naming a new child.
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { delta: 2 }));
      await assertFails(
        commit((batch) => {
          batch.update(parentRef(PARENT_ID), { ...step(1, CREATED_ID), [link.counter]: 1.5 });
          batch.set(childRef(CREATED_ID), createData(name, owner));
        }),
      );
    });

    it('one step paying for two children', async () => {
      for (const named of [CREATED_ID, 'SECOND']) {
        await assertFails(
          commit((batch) => {
            batch.update(parentRef(PARENT_ID), step(1, named));
            batch.set(childRef(CREATED_ID), createData(name, owner));
            batch.set(childRef('SECOND'), createData(name, owner));
          }),
        );
      }
      // Two steps of one parent in one write leave it +2: each child sees the wrong step.
      await assertFails(
        commit((batch) => {
          batch.update(parentRef(PARENT_ID), step(1, CREATED_ID));
          batch.update(parentRef(PARENT_ID), step(1, 'SECOND'));
          batch.set(childRef(CREATED_ID), createData(name, owner));
          batch.set(childRef('SECOND'), createData(name, owner));
        }),
      );
      // One delete step for two children.
      await seed(env, {
        [`${link.parents}/${PARENT_ID}`]: stored(link.parents, PARENT_ID, { [link.counter]: 2 }),
        [`${name}/SECOND`]: stored(name, 'SECOND'),
      });
      await assertFails(
        commit((batch) => {
          batch.update(parentRef(PARENT_ID), step(-1, 'SEEDED'));
          batch.delete(childRef('SEEDED'));
          batch.delete(childRef('SECOND'));
        }),
      );
      expect(await count(PARENT_ID)).toBe(2);
    });

    it('a delete of a parent with children (owner and All; even with a child deleted in the same write)', async () => {
      await assertFails(deleteDoc(db(), link.parents, owner, PARENT_ID));
      await assertFails(deleteDoc(dbAs(env, UID.admin), link.parents, UID.admin, PARENT_ID));
      await assertFails(
        commit((batch) => {
          batch.update(parentRef(PARENT_ID), step(-1, 'SEEDED'));
          batch.delete(childRef('SEEDED'));
          batch.delete(parentRef(PARENT_ID));
        }),
      );
      expect(await count(PARENT_ID)).toBe(1);
    });

    it('a child created without its step, or with a wrong one', async () => {
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { delta: 0 }));
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { delta: -1 }));
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { named: 'SEEDED' }));
      // The step on another parent than the one it points at.
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: childUnder(PARENT_ID), parentId: 'SEEDED' }));
      // A missing parent.
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: childUnder('missing'), delta: 0 }));
      await assertFails(createDoc(db(), name, owner, CREATED_ID, { data: childUnder('missing') }));
      expect(await read(`${name}/${CREATED_ID}`)).toBeUndefined();
    });

    it('a child deleted without its step, or with a wrong one', async () => {
      await assertFails(deleteDoc(db(), name, owner, 'SEEDED', { delta: 0 }));
      await assertFails(deleteDoc(db(), name, owner, 'SEEDED', { delta: 1 }));
      await assertFails(deleteDoc(db(), name, owner, 'SEEDED', { named: 'other' }));
      await assertFails(deleteDoc(db(), name, owner, 'SEEDED', { parentId: 'SEEDED' }));
      expect(await read(`${name}/SEEDED`)).toBeDefined();
    });

    it('a child moved between parents without both steps naming it', async () => {
      const move = (steps: readonly [string, number, string][], to = 'SEEDED') =>
        commit((batch) => {
          for (const [parentId, delta, named] of steps) batch.update(parentRef(parentId), step(delta, named));
          batch.update(childRef('SEEDED'), movedTo(to));
        });
      await assertFails(move([]));
      await assertFails(move([['SEEDED', 1, 'SEEDED']]));
      await assertFails(move([[PARENT_ID, -1, 'SEEDED']]));
      await assertFails(
        move([
          ['SEEDED', 1, 'other'],
          [PARENT_ID, -1, 'SEEDED'],
        ]),
      );
      await assertFails(
        move([
          ['SEEDED', 1, 'SEEDED'],
          [PARENT_ID, -1, 'other'],
        ]),
      );
      await assertFails(move([['SEEDED', 1, 'SEEDED']], 'missing'));
      expect(await count(PARENT_ID)).toBe(1);
      expect((await read(`${name}/SEEDED`))?.[link.field]).toBe(PARENT_ID);
    });

    it('a parent’s step smuggling an edit, or an edit renaming the counted child', async () => {
      await assertFails(
        commit((batch) => {
          batch.update(parentRef(PARENT_ID), { ...updateData(link.parents, owner), ...step(1, CREATED_ID) });
          batch.set(childRef(CREATED_ID), createData(name, owner));
        }),
      );
      await assertFails(
        commit((batch) =>
          batch.update(parentRef(PARENT_ID), { ...updateData(link.parents, owner), [COUNTED_CHILD_FIELD]: 'x' }),
        ),
      );
    });

    it('a parent created with a count or a named child', async () => {
      const create = (extra: DocumentData) =>
        commit((batch) =>
          batch.set(parentRef('NEWPARENT'), { ...createData(link.parents, owner, 'NEWPARENT'), ...extra }),
        );
      await assertFails(create({ [link.counter]: 1 }));
      await assertFails(create({ [link.counter]: -1 }));
      await assertFails(create({ [COUNTED_CHILD_FIELD]: 'SEEDED' }));
      await assertSucceeds(create({}));
    });
  });
});
