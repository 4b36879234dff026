/**
 * `npm run migrate` (scripts/lib/migrate.ts) against the Firestore emulator (project
 * demo-migrate-test): stored documents lacking a migrated field get its value, paged by
 * cursors over more than one page, without overwriting a value (null included) or
 * touching anything else; a scoped definition migrates only its own documents; a second
 * run writes nothing; a document changed between the read and the write keeps its value;
 * with no migration declared nothing is read.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { deleteApp } from 'firebase-admin/app';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { faqEntity } from '@/entities/faq';
import { customerEntity } from '@/entities/people';
import { ENTITY_LIST } from '@/entities/registry';
import { defineEntity } from '@/lib/entity/define';
import { integer } from '@/lib/entity/fields';
import { migrate, migrateDefinition } from '../../scripts/lib/migrate';
import { parseMigrateArgs } from '../../scripts/migrate';
import { adminApp } from '../../scripts/seed';
import { getFirestore } from 'firebase-admin/firestore';

const PROJECT_ID = 'demo-migrate-test';
const FIRESTORE_HOST = process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080';
const app = adminApp(PROJECT_ID);
const db: Firestore = getFirestore(app);

/** The FAQ with a required `position` added later, and its migration. */
const faqWithPosition = defineEntity({
  ...faqEntity,
  fields: { ...faqEntity.fields, position: integer('faq.position', 0, 999, { required: true, initial: 0 }) },
  stored: {
    migrations: [{ field: 'position', value: 0 }],
  },
} as unknown as Parameters<typeof defineEntity>[0]);

async function wipe(): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  expect((await fetch(url, { method: 'DELETE' })).ok).toBe(true);
}

/** Writes FAQs faq-0000… as stored before `position` existed; every fifth has one, some null. */
async function storeOldFaqs(count: number): Promise<void> {
  for (let i = 0; i < count; i += 500) {
    const batch = db.batch();
    for (let n = i; n < Math.min(count, i + 500); n++) {
      const data: Record<string, unknown> = { questionEn: `Q${n}`, questionAr: 'س', answerEn: 'A', answerAr: 'ج' };
      if (n % 5 === 0) data['position'] = n % 10 === 0 ? 7 : null;
      batch.set(db.collection('faqs').doc(`faq-${String(n).padStart(4, '0')}`), data);
    }
    await batch.commit();
  }
}

beforeEach(wipe);

afterAll(async () => {
  await deleteApp(app);
});

describe('migrate', () => {
  it('fills the field of documents lacking it, over several pages, and writes nothing the second time', async () => {
    await storeOldFaqs(603);
    const first = await migrateDefinition(db, faqWithPosition);
    expect(first).toEqual({ definition: 'faq', collection: 'faqs', read: 603, written: 482, changedMeanwhile: 0 });
    const stored = await db.collection('faqs').get();
    for (const doc of stored.docs) {
      const n = Number(doc.id.slice(4));
      const expected = n % 10 === 0 ? 7 : n % 5 === 0 ? null : 0;
      expect(doc.get('position'), doc.id).toBe(expected);
      expect(doc.get('questionEn')).toBe(`Q${n}`);
      expect(Object.keys(doc.data()).sort()).toEqual(['answerAr', 'answerEn', 'position', 'questionAr', 'questionEn']);
    }
    expect((await migrateDefinition(db, faqWithPosition)).written).toBe(0);
    // With small pages: the cursors still reach every document.
    await wipe();
    await storeOldFaqs(23);
    expect(await migrateDefinition(db, faqWithPosition, 4)).toMatchObject({ read: 23, written: 18 });
  });

  it('migrates a scoped definition’s own documents only (customers among users)', async () => {
    await db.collection('users').doc('c1').set({ type: 'user', name: 'Salim' });
    await db.collection('users').doc('r1').set({ type: 'rider', name: 'Badr' });
    const customers = { ...customerEntity, stored: { migrations: [{ field: 'loyalty', value: 'none' }] } };
    expect(await migrateDefinition(db, customers as never)).toMatchObject({ read: 1, written: 1 });
    expect((await db.collection('users').doc('c1').get()).get('loyalty')).toBe('none');
    expect((await db.collection('users').doc('r1').get()).get('loyalty')).toBeUndefined();
  });

  it('never overwrites a document changed between its read and its write', async () => {
    await storeOldFaqs(3);
    // The page is read, then a person saves position 5 on faq-0001 before the batch lands.
    const changed = db.collection('faqs').doc('faq-0001');
    const original = db.batch.bind(db);
    let raced = false;
    (db as { batch: () => ReturnType<Firestore['batch']> }).batch = () => {
      const batch = original();
      const commit = batch.commit.bind(batch);
      batch.commit = async () => {
        if (!raced) {
          raced = true;
          await changed.update({ position: 5, updatedAt: FieldValue.serverTimestamp() });
        }
        return commit();
      };
      return batch;
    };
    try {
      const result = await migrateDefinition(db, faqWithPosition);
      expect(result).toMatchObject({ read: 3, written: 1, changedMeanwhile: 1 });
    } finally {
      (db as { batch: unknown }).batch = original;
    }
    expect((await changed.get()).get('position')).toBe(5);
    expect((await db.collection('faqs').doc('faq-0002').get()).get('position')).toBe(0);
  });

  it('does nothing, reading nothing, when no definition declares a migration', async () => {
    await storeOldFaqs(2);
    expect(await migrate(db, [faqEntity])).toEqual([]);
    expect((await db.collection('faqs').doc('faq-0001').get()).get('position')).toBeUndefined();
  });

  // Two `npx tsx` processes, each loading the entity registry from cold: 15 s alone, more
  // than the project's 30 s on a shared machine (CI122, load average 11).
  it('runs as npm run migrate on a demo project only', { timeout: 120_000 }, () => {
    expect(parseMigrateArgs(['--project', 'demo-x'])).toEqual({ projectId: 'demo-x' });
    expect(() => parseMigrateArgs(['--all'])).toThrow(/Unknown argument --all/);
    const cli = (project: string) =>
      spawnSync('npx', ['tsx', 'scripts/migrate.ts', '--project', project], {
        cwd: resolve(import.meta.dirname, '../..'),
        encoding: 'utf8',
      });
    const demo = cli(PROJECT_ID);
    expect(demo.status, demo.stderr).toBe(0);
    // The registry's migrations run, each definition's named with what it wrote (issue 50:
    // cities' centres, areas' zone settings; App info's pause proposals).
    for (const name of ENTITY_LIST.filter((def) => def.stored?.migrations?.length).map((def) => def.name)) {
      expect(demo.stdout).toContain(`Migrations of ${name} (`);
    }
    expect(demo.stdout).not.toContain('No definition declares a migration');
    const production = cli('admin-panel-prod');
    expect(production.status).not.toBe(0);
    expect(production.stderr).toMatch(/Refusing to migrate project "admin-panel-prod": only demo- projects/);
  });
});
