/**
 * Signed-in sessions kept for the run (docs/testing.md, "Sign in once per account"):
 * the first form sign-in of an account saves what the panel keeps of its session (the
 * stored `userId`, spec §3, and Firebase Auth's IndexedDB records), and every later
 * sign-in of that account in the run puts them into its page and opens /dashboard, as a
 * returning staff member's browser does, instead of filling the form again. Tests of the
 * sign-in itself call `signInWithForm` (browser.ts).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * This run's saved sessions (one folder per port offset; global-setup.ts empties it).
 * Both e2e lanes of a run use it (docs/testing.md "Three lanes"): a session saved by one is
 * restored by the other.
 */
export const SESSIONS_DIR = resolve(
  import.meta.dirname,
  '..',
  '..',
  '.cache',
  `e2e-sessions-${process.env.EMULATOR_PORT_OFFSET ?? 0}`,
);

/** One line per form sign-in of the run (scripts/test.mjs prints their count). */
export const FORM_SIGN_INS_FILE = resolve(SESSIONS_DIR, 'form-sign-ins.log');

/** Firebase Auth's IndexedDB persistence (firebase/auth indexedDBLocalPersistence). */
const DB = { name: 'firebaseLocalStorageDb', version: 1, store: 'firebaseLocalStorage', key: 'fbase_key' } as const;

/** What the panel keeps of a signed-in session in the browser. */
interface SavedSession {
  readonly userId: string;
  /** Firebase Auth's records, as stored (the signed-in user with its tokens). */
  readonly records: unknown[];
}

const fileOf = (email: string) => resolve(SESSIONS_DIR, `${email.replace(/[^a-z0-9@.]/gi, '_')}.json`);

/** Empties the run's saved sessions (global setup: a new run seeds new users). */
export function forgetSessions(): void {
  rmSync(SESSIONS_DIR, { recursive: true, force: true });
  mkdirSync(SESSIONS_DIR, { recursive: true });
  writeFileSync(FORM_SIGN_INS_FILE, '');
}

/**
 * Records a form sign-in (the count the run prints, docs/testing.md).
 * @param email who signed in
 */
export function countFormSignIn(email: string): void {
  mkdirSync(SESSIONS_DIR, { recursive: true });
  const file = expect.getState().testPath?.replace(/^.*\/tests\//, 'tests/') ?? '';
  appendFileSync(FORM_SIGN_INS_FILE, `${email} ${file}\n`);
}

/**
 * Saves the session of a page just signed in through the form.
 * @param page a page of the panel on /dashboard, signed in as `email`
 */
export async function saveSession(page: Page, email: string): Promise<void> {
  const saved: SavedSession = await page.evaluate(
    (db) =>
      new Promise<SavedSession>((done, fail) => {
        const userId = localStorage.getItem('userId') ?? '';
        const open = indexedDB.open(db.name);
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction(db.store, 'readonly').objectStore(db.store).getAll();
          read.onerror = () => fail(read.error);
          read.onsuccess = () => {
            open.result.close();
            done({ userId, records: read.result as unknown[] });
          };
        };
      }),
    DB,
  );
  if (!saved.userId || saved.records.length === 0) return;
  mkdirSync(SESSIONS_DIR, { recursive: true });
  // Written whole, then renamed: the other lane never reads half a file.
  const partial = `${fileOf(email)}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(saved));
  renameSync(partial, fileOf(email));
}

/**
 * Signs `page` in as `email` from a saved session, when the run has one, and opens `path`.
 * @param page a page of the panel (any path of its origin), or a blank page with `origin`
 * @param path the panel's path to open signed in (default /dashboard)
 * @param origin the panel's origin, when `page` has none yet
 * @param locale the language the panel opens in ('ar' or 'en'; default: as stored)
 * @returns false when no session of `email` was saved (sign in with the form then)
 */
export async function restoreSession(
  page: Page,
  email: string,
  { path = '/dashboard', origin = new URL(page.url()).origin, locale }: RestoreOptions = {},
): Promise<boolean> {
  const file = fileOf(email);
  if (!existsSync(file)) return false;
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedSession;
  // A file of the origin, not the panel: nothing runs while the session is put in.
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ({ db, session, locale }) =>
      new Promise<void>((done, fail) => {
        // Emptied first: a context or page kept from an earlier test (contextPool.ts) starts as a new one.
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('userId', session.userId);
        if (locale) localStorage.setItem('locale', locale);
        const open = indexedDB.open(db.name, db.version);
        open.onupgradeneeded = () => open.result.createObjectStore(db.store, { keyPath: db.key });
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const write = open.result.transaction(db.store, 'readwrite');
          write.objectStore(db.store).clear();
          for (const record of session.records) write.objectStore(db.store).put(record);
          write.onerror = () => fail(write.error);
          write.oncomplete = () => {
            open.result.close();
            done();
          };
        };
      }),
    { db: DB, session: saved, locale },
  );
  await page.goto(`${origin}${path}`);
  return true;
}

/** Where restoreSession opens the panel, and in which language. */
export interface RestoreOptions {
  readonly path?: string;
  readonly origin?: string;
  readonly locale?: 'ar' | 'en';
}
