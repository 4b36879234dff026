/**
 * storage.rules against the Storage emulator (docs/data-model.md, "Images"; docs/access.md):
 * for every folder, the holder of its owning menu path uploads, replaces and deletes
 * images; holders of a path that only reads it, other staff, customers, blocked staff
 * and visitors are refused; only image content types (not SVG) up to 5 MiB are
 * accepted; public folders are readable by anyone, the others only by staff using
 * them; people's pictures belong to the path owning their type. The `firestore.get()`
 * of the caller's users document runs against the Firestore emulator, so these tests
 * also prove the offline rules runtime (scripts/storage-rules-runtime/) evaluates for real.
 *
 * firebase-tools' Storage emulator answers `firestore.get()` from the Firestore of the
 * project it was started with (GCLOUD_PROJECT, shared with the e2e run), so the people
 * here get uids of their own (`sr-…`), are removed afterwards, and nothing is cleared
 * wholesale; every test writes under a document id of its own. For the same reason this
 * file runs in the e2e project (vitest.config.ts), between two browser test files, never
 * while one runs: an e2e list once read a half-made `sr-supplier` and was refused.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc, type DocumentData } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_OWNERS, MAX_IMAGE_BYTES, PUBLIC_IMAGE_FOLDERS } from '../../src/config/collections';
import { can } from '../../src/lib/access';
import { deployedRulesToLoad, ownerDb } from './helpers';
import { callersOf, SUBJECTS, UNRELATED, type Kind, type Subject } from './peopleCallers';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-admin-panel-test';
const hostPort = (value: string | undefined, fallback: string) => {
  const [host = '127.0.0.1', port] = (value ?? fallback).split(':');
  return { host, port: Number(port) };
};

let env: RulesTestEnvironment;

/** A tiny PNG (1x1), as bytes. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const FOLDERS = Object.entries(COLLECTION_OWNERS) as [string, readonly string[]][];
const holderOf = (path: string) => `sr-holder${path.replace(/\//g, '_')}`;
const PATHS = [...new Set(FOLDERS.flatMap(([, owners]) => owners))];

/** The uid of a subject of the people policy's comparison, in this file. */
function pictured(subject: Subject): string {
  return `sr-${subject.id}`;
}

/** The uid of a caller of the people policy's comparison, in this file. */
function pictureCaller(kind: Kind): string {
  return `sr-pp-caller${kind.access.join('').replace(/\W/g, '_')}`;
}

/** The uids of the people of this file. */
const U = {
  admin: 'sr-admin',
  stringAll: 'sr-stringAll',
  noAccess: 'sr-noAccess',
  blocked: 'sr-blocked',
  fakeAdmin: 'sr-fakeAdmin',
  customer: 'sr-customer',
  supplier: 'sr-supplier',
  userManager: 'sr-userManager',
  rider: 'sr-rider',
} as const;

const PEOPLE: Record<string, DocumentData> = {
  [U.admin]: { type: 'employee', Access: ['All'] },
  [U.stringAll]: { type: 'employee', Access: 'All' },
  [U.noAccess]: { type: 'employee' },
  [U.blocked]: { type: 'employee', Access: ['All'], blocked: true },
  [U.fakeAdmin]: { type: 'user', Access: ['All'] },
  [U.customer]: { type: 'user' },
  [U.supplier]: { type: 'supplier' },
  [U.userManager]: { type: 'employee', Access: ['/user'] },
  [U.rider]: { type: 'rider' },
  ...Object.fromEntries(PATHS.map((p) => [holderOf(p), { type: 'employee', Access: [p] }])),
  // The people policy's comparison (below): its subjects and callers, under uids of this file.
  ...Object.fromEntries(
    SUBJECTS.map((subject) => [
      pictured(subject),
      {
        type: subject.type,
        ...(subject.type === 'employee' ? { Access: subject.holdsAll ? ['All'] : [UNRELATED] } : {}),
      },
    ]),
  ),
  ...Object.fromEntries(
    SUBJECTS.flatMap((subject) => callersOf(subject.type)).map((kind) => [
      pictureCaller(kind),
      { type: 'employee', Access: [...kind.access] },
    ]),
  ),
};

/** A document id of its own for each use (nothing is cleared between tests). */
let serial = 0;
const fresh = () => `sr-${Date.now().toString(36)}-${serial++}`;

type Storage = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['storage']>;
const storageAs = (uid: string | null): Storage =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage();

const upload = (uid: string | null, path: string, type = 'image/png', bytes: Uint8Array = PNG) =>
  storageAs(uid)
    .ref(path)
    .put(bytes, { contentType: type })
    .then((snapshot) => snapshot);
const read = (uid: string | null, path: string) => storageAs(uid).ref(path).getMetadata();
const list = (uid: string | null, folder: string) => storageAs(uid).ref(folder).listAll();
const remove = (uid: string | null, path: string) => storageAs(uid).ref(path).delete();

/** Puts a file with the rules off. */
async function seedFile(path: string): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- Storage, not Firestore: ownerDb is Firestore only.
  await env.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(path).put(PNG, { contentType: 'image/png' });
  });
}

beforeAll(async () => {
  const firestore = hostPort(process.env.FIRESTORE_EMULATOR_HOST, '127.0.0.1:8080');
  const storage = hostPort(process.env.FIREBASE_STORAGE_EMULATOR_HOST, '127.0.0.1:9199');
  const rules = deployedRulesToLoad();
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...firestore, ...(rules === null ? {} : { rules }) },
    storage: { ...storage, rules: readFileSync(resolve(process.cwd(), 'storage.rules'), 'utf8') },
  });
  const db = ownerDb(env);
  await Promise.all(Object.entries(PEOPLE).map(([uid, data]) => setDoc(doc(db, 'users', uid), data)));
}, 120_000);

afterAll(async () => {
  if (!env) return;
  const db = ownerDb(env);
  await Promise.all(Object.keys(PEOPLE).map((uid) => deleteDoc(doc(db, 'users', uid))));
  await env.cleanup();
});

describe('storage.rules: writing the images of each folder', () => {
  it.each(FOLDERS)('%s: its owner path uploads, replaces and deletes; others are refused', async (folder, owners) => {
    const path = `${folder}/${fresh()}/photo.png`;
    const owner = holderOf(owners[0] ?? '-');
    await assertSucceeds(upload(owner, path));
    await assertSucceeds(upload(owner, path, 'image/webp')); // replace
    for (const reader of owners.slice(1)) {
      if (reader === owners[0]) continue;
      await assertFails(upload(holderOf(reader), path));
      await assertFails(remove(holderOf(reader), path));
    }
    await assertFails(upload(U.noAccess, path));
    await assertFails(upload(U.fakeAdmin, path));
    await assertFails(upload(U.blocked, path));
    await assertFails(upload(null, path));
    await assertFails(remove(U.noAccess, path));
    await assertFails(remove(null, path));
    await assertSucceeds(remove(owner, path));
  });

  it('All (as a list or as the string) writes every folder', async () => {
    for (const [folder] of FOLDERS) {
      await assertSucceeds(upload(U.admin, `${folder}/${fresh()}/x.png`));
      await assertSucceeds(upload(U.stringAll, `${folder}/${fresh()}/x.png`));
    }
  });

  it('anything outside the folders is denied, even to All', async () => {
    await assertFails(upload(U.admin, 'secrets/a/x.png'));
    await assertFails(upload(U.admin, 'categories/x.png'));
    await assertFails(upload(U.admin, 'categories/a/b/x.png'));
    await assertFails(upload(U.admin, 'Translation/English/x.png'));
  });
});

describe('storage.rules: content type and size', () => {
  const owner = holderOf('/Category');
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/PNG', 'IMAGE/WEBP', 'image/Jpeg'])(
    'accepts %s (raster types, in any case)',
    async (type) => {
      await assertSucceeds(upload(owner, `categories/${fresh()}/x`, type));
    },
  );

  it.each([
    'text/plain',
    'application/pdf',
    'image/svg+xml',
    'image/SVG+xml',
    'IMAGE/SVG+XML',
    'image/svg',
    'text/html',
    'application/octet-stream',
    'image/x-icon',
    'image/png; charset=utf-8',
  ])('refuses %s', async (type) => {
    await assertFails(upload(owner, `categories/${fresh()}/x`, type));
    await assertFails(upload(U.admin, `categories/${fresh()}/x`, type));
  });

  it('accepts exactly 5 MiB and refuses one byte more', async () => {
    await assertSucceeds(upload(owner, `categories/${fresh()}/big.jpg`, 'image/jpeg', new Uint8Array(MAX_IMAGE_BYTES)));
    await assertFails(
      upload(owner, `categories/${fresh()}/bigger.jpg`, 'image/jpeg', new Uint8Array(MAX_IMAGE_BYTES + 1)),
    );
  });
});

describe('storage.rules: reading', () => {
  it.each(FOLDERS)('%s: read by the paths using it; by anyone only if public', async (folder, owners) => {
    const path = `${folder}/${fresh()}/photo.png`;
    await seedFile(path);
    const isPublic = (PUBLIC_IMAGE_FOLDERS as readonly string[]).includes(folder);
    for (const p of owners) await assertSucceeds(read(holderOf(p), path));
    await assertSucceeds(read(U.admin, path));
    if (isPublic) {
      await assertSucceeds(read(null, path));
      await assertSucceeds(read(U.customer, path));
    } else {
      await assertFails(read(null, path));
      await assertFails(read(U.customer, path));
      await assertFails(read(U.noAccess, path));
    }
    // Listing a folder is staff only, even for public folders.
    await assertSucceeds(list(holderOf(owners[0] ?? '-'), path.slice(0, path.lastIndexOf('/'))));
    await assertFails(list(null, path.slice(0, path.lastIndexOf('/'))));
    await assertFails(list(U.customer, path.slice(0, path.lastIndexOf('/'))));
  });

  it('the public folders are exactly the catalogue and content ones', () => {
    expect([...PUBLIC_IMAGE_FOLDERS].sort()).toEqual(
      ['advertisements', 'articles', 'banners', 'categories', 'gallery', 'products'].sort(),
    );
  });
});

describe('storage.rules: people’s pictures (users/{uid})', () => {
  it('the path owning the person’s type writes; others are refused', async () => {
    await assertSucceeds(upload(U.userManager, `users/${U.customer}/me.png`));
    await assertFails(upload(U.userManager, `users/${U.supplier}/me.png`));
    await assertSucceeds(upload(holderOf('/supplier'), `users/${U.supplier}/me.png`));
    await assertFails(upload(U.noAccess, `users/${U.customer}/me.png`));
    await assertFails(upload(U.customer, `users/${U.customer}/me.png`));
    await assertFails(upload(null, `users/${U.customer}/me.png`));
    await assertFails(upload(U.userManager, `users/${U.customer}/me.txt`, 'text/plain'));
  });

  it('as in firestore.rules: an /Admins holder never replaces or deletes an All holder’s picture', async () => {
    const admins = holderOf('/Admins');
    for (const uid of [U.admin, U.stringAll]) {
      await seedFile(`users/${uid}/me.png`);
      await assertFails(upload(admins, `users/${uid}/me.png`));
      await assertFails(upload(admins, `users/${uid}/new.png`));
      await assertFails(remove(admins, `users/${uid}/me.png`));
    }
    // Another employee's picture, yes; an All holder's, only by All.
    await assertSucceeds(upload(admins, `users/${U.noAccess}/me.png`));
    await assertSucceeds(remove(admins, `users/${U.noAccess}/me.png`));
    await assertSucceeds(upload(U.admin, `users/${U.stringAll}/me.png`));
    await assertSucceeds(remove(U.stringAll, `users/${U.admin}/me.png`));
  });

  it('a /rider holder writes riders’ pictures only', async () => {
    const riders = holderOf('/rider');
    await assertSucceeds(upload(riders, `users/${U.rider}/me.png`));
    await assertSucceeds(remove(riders, `users/${U.rider}/me.png`));
    for (const uid of [U.customer, U.supplier, U.noAccess, U.admin]) {
      await assertFails(upload(riders, `users/${uid}/me.png`));
    }
    await assertFails(upload(riders, `users/${fresh()}/me.png`));
  });

  it('All writes the picture of someone without a users document yet; nobody else does', async () => {
    await assertSucceeds(upload(U.admin, `users/${fresh()}/me.png`));
    await assertFails(upload(U.userManager, `users/${fresh()}/me.png`));
  });

  it('the person reads their own picture; other customers and visitors do not', async () => {
    await seedFile(`users/${U.customer}/me.png`);
    await assertSucceeds(read(U.customer, `users/${U.customer}/me.png`));
    await assertSucceeds(read(U.userManager, `users/${U.customer}/me.png`));
    await assertFails(read(U.supplier, `users/${U.customer}/me.png`));
    await assertFails(read(null, `users/${U.customer}/me.png`));
    await assertFails(remove(U.customer, `users/${U.customer}/me.png`));
  });
});

describe('storage.rules: people’s pictures decided by the people policy, as can() decides', () => {
  // The pictures' rules are generated from the people policy (src/config/people.ts) with
  // firestore.rules' people blocks; can() answers from it: reading a picture is opening the
  // person's page, replacing or deleting one is editing the person.
  it.each(SUBJECTS.map((subject) => [subject.id, subject] as const))(
    '%s: every kind of caller reads, uploads and deletes exactly as can() offers',
    async (_id, subject) => {
      const uid = pictured(subject);
      const target = { person: { id: uid, type: subject.type, ...(subject.holdsAll ? { holdsAll: true } : {}) } };
      const seen: Record<string, boolean> = {};
      const expected: Record<string, boolean> = {};
      for (const kind of callersOf(subject.type)) {
        const caller = { uid: pictureCaller(kind), access: kind.access };
        const path = `users/${uid}/${fresh()}.png`;
        await seedFile(path);
        expected[`${kind.label}: read`] = can(caller, 'open', target);
        seen[`${kind.label}: read`] = await allowed(read(caller.uid, path));
        expected[`${kind.label}: upload`] = can(caller, 'edit', target);
        seen[`${kind.label}: upload`] = await allowed(upload(caller.uid, `users/${uid}/${fresh()}.png`));
        expected[`${kind.label}: delete`] = can(caller, 'edit', target);
        seen[`${kind.label}: delete`] = await allowed(remove(caller.uid, path));
      }
      expect(seen).toEqual(expected);
      // Teeth: each person's pictures are open to some of these callers and closed to others.
      expect(new Set(Object.values(expected))).toEqual(new Set([true, false]));
    },
  );
});

/** Whether Storage lets a request through (a refusal is false; any other error fails the test). */
async function allowed(request: Promise<unknown>): Promise<boolean> {
  try {
    await request;
    return true;
  } catch (error) {
    const code = String((error as { code?: string }).code ?? '');
    if (code === 'storage/unauthorized' || code === 'permission-denied') return false;
    throw error;
  }
}
