/**
 * Seeds the Firebase emulators with realistic Omani demo data (docs/data-model.md):
 * people of every type with staff sign-ins, catalogue, orders, content, support,
 * money and the two Translation documents.
 *
 *   npx tsx scripts/seed.ts [--scale N] [--if-empty] [--project ID]
 *
 * - Emulators only: FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST default to
 *   127.0.0.1:8080 / 127.0.0.1:9099, and the project id must start with `demo-`.
 * - Idempotent: fixed document ids and set(); Auth users with fixed uids, skipped when
 *   they exist. Seeding twice never duplicates anything.
 * - Translation: keys missing from the stored maps are added from src/locales; stored
 *   texts (a translator's edits) are never overwritten.
 * - `--if-empty`: does nothing (but the Translation merge) when users has documents.
 * - `--scale N`: also writes N generated products and N generated orders in batches.
 * - Migrations: the seed's documents are completed by the definitions' migrations, and
 *   after writing, stored documents older than a field get its value (`npm run migrate`,
 *   docs/adding-an-entity.md "Migrations").
 * - Images: the demo pictures are uploaded to the Storage emulator
 *   (FIREBASE_STORAGE_EMULATOR_HOST, default 127.0.0.1:9199) at the paths the documents store.
 *
 * Import `seed()` from tests and set-up code; run this file for the CLI.
 */
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  COLLECTIONS,
  TRANSLATION_DOCS,
  USER_TYPES,
  type CollectionName,
  type UserType,
} from '../src/config/collections';
import { readBundledLocales } from './lib/locales';
import { migrate, type MigrationResult } from './lib/migrate';
import { claimCompanyCodes } from './lib/claimCodes';
import { moveBankDetails } from './lib/moveBank';
import { withDerivedFields, withMigrations } from './seed-data/derived';
import { picturePath, PICTURES } from './seed-data/pictures';
import { DEMO_ACCOUNTS, type DemoAccount } from './seed-data/accounts';
import {
  buildBulkOrder,
  buildBulkProduct,
  buildDataset,
  bulkOrderId,
  bulkProductId,
  type OrderContext,
  type SeedDoc,
} from './seed-data/build';

export { DEMO_ACCOUNTS, type DemoAccount };

/** Where the demo pictures are kept (scripts/seed-data/make-pictures.ts makes them). */
const PICTURES_DIR = join(import.meta.dirname, 'seed-data', 'images');

/** Default project of the demo (same rule as scripts/lib/emulators.mjs). */
export const DEFAULT_PROJECT_ID = process.env['DEMO_PROJECT_ID'] ?? 'demo-admin-panel';
export const DEFAULT_FIRESTORE_HOST = '127.0.0.1:8080';
export const DEFAULT_AUTH_HOST = '127.0.0.1:9099';
export const DEFAULT_STORAGE_HOST = '127.0.0.1:9199';

/** Most operations in one batched write (Firestore's limit). */
export const BATCH_SIZE = 500;
/** Batches committed at the same time. */
const CONCURRENT_BATCHES = 8;

/** Options of {@link seed}. */
export interface SeedOptions {
  /** Firebase project id; must start with `demo-`. */
  readonly projectId: string;
  /** Generated products and orders to write on top of the base data (default 0). */
  readonly scale?: number;
  /** Skip the data (not the Translation merge) when users already has documents. */
  readonly ifEmpty?: boolean;
  /** Progress output (default: none). */
  readonly log?: (line: string) => void;
  /** An Admin app to use; default: the named app of {@link adminApp}. */
  readonly app?: App;
  /** Reference time of createdAt values (default: now). */
  readonly now?: Date;
}

/** The dashboard totals (spec §1) of the seeded data: what count() returns after a seed. */
export interface SeedCounts {
  readonly users: Readonly<Record<UserType, number>>;
  readonly subscriptionPackages: number;
  readonly categories: number;
  readonly coupons: number;
  readonly products: number;
  readonly faqs: number;
  readonly articles: number;
  readonly orders: number;
}

/** How a Translation document was merged. */
export interface TranslationMerge {
  /** Keys added from the bundled locale file. */
  readonly added: number;
  /** Keys whose stored text was kept. */
  readonly kept: number;
  /** Keys in the stored map after the merge. */
  readonly total: number;
}

/** What {@link seed} did. */
export interface SeedSummary {
  readonly projectId: string;
  /** True when `ifEmpty` found users documents and no data was written. */
  readonly skipped: boolean;
  /**
   * Dashboard totals of the seed's data set, base plus this run's `scale`. On a
   * database holding only seeded data (of one scale), count() returns these.
   */
  readonly counts: SeedCounts;
  /** Documents per collection of the seed's data set (base plus this run's scale). */
  readonly collections: Readonly<Partial<Record<CollectionName, number>>>;
  /** Generated documents written by `scale`. */
  readonly bulk: { readonly products: number; readonly orders: number };
  /** Firestore documents written by this run (0 when skipped). */
  readonly written: number;
  /** Auth accounts created now, and those that already existed (by email). */
  readonly auth: { readonly created: readonly string[]; readonly existing: readonly string[] };
  readonly translation: Readonly<Record<'English' | 'Arabic', TranslationMerge>>;
  /**
   * The definitions' migrations run after the writes (scripts/lib/migrate.ts): stored
   * documents older than a field (a database kept by `npm start`) get its value.
   */
  readonly migrations: readonly MigrationResult[];
  /** The staff sign-ins. */
  readonly accounts: readonly DemoAccount[];
  readonly durationMs: number;
}

/**
 * Throws unless the project id is a demo project (emulator-only, never production).
 * @param projectId the project about to be written
 * @param action what would be done, for the message: 'seed' (the default) or 'migrate'
 * @throws Error naming the project and the action refused
 */
export function assertDemoProject(projectId: string, action: 'seed' | 'migrate' = 'seed'): void {
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to ${action} project "${projectId}": only demo- projects (emulators) may be ${action === 'seed' ? 'seeded' : 'migrated'}. ` +
        'Use --project demo-… or DEMO_PROJECT_ID=demo-….',
    );
  }
}

/** Points the Admin SDK at the emulators unless the variables are already set. */
export function applyEmulatorDefaults(): { firestore: string; auth: string; storage: string } {
  process.env['FIRESTORE_EMULATOR_HOST'] ??= DEFAULT_FIRESTORE_HOST;
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] ??= DEFAULT_AUTH_HOST;
  process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ??= DEFAULT_STORAGE_HOST;
  return {
    firestore: process.env['FIRESTORE_EMULATOR_HOST'],
    auth: process.env['FIREBASE_AUTH_EMULATOR_HOST'],
    storage: process.env['FIREBASE_STORAGE_EMULATOR_HOST'],
  };
}

/**
 * Uploads the demo pictures (scripts/seed-data/pictures.ts) into the Storage emulator,
 * at the paths the seeded documents store, as the emulator's owner (rules bypassed).
 * @param bucket the project's default bucket, `<projectId>.appspot.com`
 * @returns how many were uploaded
 * @throws Error when the emulator refuses one
 */
export async function uploadPictures(storageHost: string, bucket: string): Promise<number> {
  const boundary = 'seed-picture-boundary';
  await Promise.all(
    PICTURES.map(async (p) => {
      const path = picturePath(p);
      const bytes = readFileSync(join(PICTURES_DIR, p.file));
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n` +
            `${JSON.stringify({ name: path, contentType: 'image/jpeg' })}\r\n` +
            `--${boundary}\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const url = `http://${storageHost}/v0/b/${bucket}/o?name=${encodeURIComponent(path)}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          Authorization: 'Bearer owner',
          'X-Goog-Upload-Protocol': 'multipart',
          'Content-Type': `multipart/related; boundary=${boundary}`,
        },
        body,
      });
      if (!response.ok) throw new Error(`Uploading ${path} answered ${response.status}: ${await response.text()}`);
    }),
  );
  return PICTURES.length;
}

/** Whether an emulator answers HTTP at host:port. */
async function answers(hostPort: string): Promise<boolean> {
  try {
    await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(5000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * The Admin app of a project, named after it (`seed:<projectId>`) so apps of
 * different projects (tests, seeds, e2e set-up) never clash. Created on first use.
 * @param projectId a demo- project id
 */
export function adminApp(projectId: string): App {
  const name = `seed:${projectId}`;
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId }, name);
}

/** Throws a clear error when an emulator does not answer HTTP. */
async function assertReachable(label: string, hostPort: string): Promise<void> {
  try {
    await fetch(`http://${hostPort}/`, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw new Error(
      `The ${label} emulator does not answer at ${hostPort}. Start the emulators first ` +
        '(npm start, or firebase emulators:exec --only auth,firestore,storage).',
    );
  }
}

/** Collection sizes of a list of documents. */
function tally(docs: readonly SeedDoc[]): Partial<Record<CollectionName, number>> {
  const result: Partial<Record<CollectionName, number>> = {};
  for (const doc of docs) result[doc.collection] = (result[doc.collection] ?? 0) + 1;
  return result;
}

/** Dashboard totals from the base documents plus the bulk. */
function countsOf(docs: readonly SeedDoc[], bulk: number): SeedCounts {
  const collections = tally(docs);
  const users = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as Record<UserType, number>;
  for (const doc of docs) {
    if (doc.collection === COLLECTIONS.users) users[doc.data['type'] as UserType] += 1;
  }
  const of = (name: CollectionName) => collections[name] ?? 0;
  return {
    users,
    subscriptionPackages: of(COLLECTIONS.subscriptionPackages),
    categories: of(COLLECTIONS.categories),
    coupons: of(COLLECTIONS.coupons),
    products: of(COLLECTIONS.products) + bulk,
    faqs: of(COLLECTIONS.faqs),
    articles: of(COLLECTIONS.articles),
    orders: of(COLLECTIONS.orders) + bulk,
  };
}

/**
 * Writes documents with set() in batches of at most {@link BATCH_SIZE}, several batches
 * in flight at once.
 * @param db Firestore
 * @param docs the documents (any iterable; generated lazily for large scales)
 * @param onProgress called after each committed batch with the running total
 * @returns the number of documents written
 */
export async function writeInBatches(
  db: Firestore,
  docs: Iterable<SeedDoc>,
  onProgress?: (written: number) => void,
): Promise<number> {
  const inFlight = new Set<Promise<void>>();
  let written = 0;
  let batch = db.batch();
  let size = 0;
  const commit = async (): Promise<void> => {
    const current = batch;
    const count = size;
    batch = db.batch();
    size = 0;
    const promise = current.commit().then(() => {
      written += count;
      onProgress?.(written);
    });
    const tracked = promise.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    if (inFlight.size >= CONCURRENT_BATCHES) await Promise.race(inFlight);
  };
  for (const doc of docs) {
    batch.set(db.collection(doc.collection).doc(doc.id), doc.data);
    size += 1;
    if (size === BATCH_SIZE) await commit();
  }
  if (size > 0) await commit();
  await Promise.all(inFlight);
  return written;
}

/**
 * Creates the Auth emulator accounts of {@link DEMO_ACCOUNTS} with their fixed uids,
 * skipping those that exist.
 */
async function ensureAccounts(auth: Auth, log: (s: string) => void) {
  const created: string[] = [];
  const existing: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    try {
      await auth.getUser(account.uid);
      existing.push(account.email);
      continue;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
    try {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      });
      created.push(account.email);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
      log(`  ! ${account.email} exists in Auth under another uid; its users document is ${account.uid}.`);
      existing.push(account.email);
    }
  }
  return { created, existing };
}

/** A bundled locale file as a flat key → text map. */
function localeMap(json: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Adds the bundled keys missing from the Translation documents, in one transaction.
 * Stored texts are never replaced, so a translator's edits survive a re-seed; keys
 * that exist only in the database are kept too.
 */
export async function mergeTranslations(db: Firestore): Promise<Record<'English' | 'Arabic', TranslationMerge>> {
  const bundled = readBundledLocales();
  const bundles = [
    { ...TRANSLATION_DOCS.en, texts: localeMap(bundled.en) },
    { ...TRANSLATION_DOCS.ar, texts: localeMap(bundled.ar) },
  ] as const;
  return db.runTransaction(async (tx) => {
    const refs = bundles.map((b) => db.collection(COLLECTIONS.translation).doc(b.id));
    const snapshots = await tx.getAll(...refs);
    const result = {} as Record<'English' | 'Arabic', TranslationMerge>;
    bundles.forEach((bundle, index) => {
      const snapshot = snapshots[index];
      const ref = refs[index];
      if (!snapshot || !ref) throw new Error('Translation read failed');
      const data = snapshot.exists ? (snapshot.data() ?? {}) : {};
      const raw: unknown = data[bundle.field];
      const stored: Record<string, unknown> =
        raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : {};
      let added = 0;
      let kept = 0;
      for (const [key, text] of Object.entries(bundle.texts)) {
        if (typeof stored[key] === 'string') kept += 1;
        else {
          stored[key] = text;
          added += 1;
        }
      }
      // Full replace of the document, keeping its other fields: the map keys hold
      // dots, which set() takes literally (an update with dotted paths would nest them).
      if (added > 0 || !snapshot.exists) tx.set(ref, { ...data, [bundle.field]: stored });
      result[bundle.id] = { added, kept, total: Object.keys(stored).length };
    });
    return result;
  });
}

/** The generated documents of `--scale N`: N products, then N orders. */
function* bulkDocs(scale: number, nowMs: number, ctx: OrderContext): Generator<SeedDoc> {
  for (let n = 1; n <= scale; n++) {
    yield* withMigrations([
      { collection: COLLECTIONS.products, id: bulkProductId(n), data: buildBulkProduct(n, nowMs) },
    ]);
  }
  for (let n = 1; n <= scale; n++) {
    yield* withMigrations([
      { collection: COLLECTIONS.orders, id: bulkOrderId(n), data: buildBulkOrder(n, nowMs, ctx) },
    ]);
  }
}

/**
 * Creates the demo accounts ({@link DEMO_ACCOUNTS}, their fixed uids) in a demo project's
 * Auth emulator, skipping those already there: for a copy of the demo data in another
 * project whose panel signs in against this project's accounts (the second e2e lane,
 * tests/e2e/global-setup.ts).
 * @param projectId a `demo-` project id
 * @returns the e-mails created and those already there
 * @throws Error when the project id does not start with `demo-`, or Auth refuses a call
 */
export async function ensureDemoAccounts(projectId: string): Promise<{ created: string[]; existing: string[] }> {
  assertDemoProject(projectId);
  applyEmulatorDefaults();
  return ensureAccounts(getAuth(adminApp(projectId)), () => {});
}

/**
 * Seeds the emulators of a demo project.
 * @param options project, scale, ifEmpty, log, app, now
 * @returns what was written and the demo sign-ins
 * @throws Error when the project id does not start with `demo-`, an emulator is
 *   unreachable, or a write fails
 */
export async function seed(options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const { projectId, ifEmpty = false } = options;
  const scale = Math.max(0, Math.floor(options.scale ?? 0));
  const log = options.log ?? (() => {});
  assertDemoProject(projectId);
  const hosts = applyEmulatorDefaults();
  await assertReachable('Firestore', hosts.firestore);
  await assertReachable('Auth', hosts.auth);

  const app = options.app ?? adminApp(projectId);
  const db = getFirestore(app);
  const auth = getAuth(app);
  const nowMs = (options.now ?? new Date()).getTime();
  const dataset = buildDataset(nowMs);

  log(`Seeding project ${projectId} (Firestore ${hosts.firestore}, Auth ${hosts.auth})`);

  let skipped = false;
  if (ifEmpty) {
    const existing = (await db.collection(COLLECTIONS.users).count().get()).data().count;
    if (existing > 0) {
      skipped = true;
      log(`users already holds ${existing} documents: --if-empty, data left as it is.`);
    }
  }

  let authResult: { created: string[]; existing: string[] } = { created: [], existing: [] };
  let written = 0;
  if (!skipped) {
    authResult = await ensureAccounts(auth, log);
    log(`Auth: ${authResult.created.length} accounts created, ${authResult.existing.length} already there.`);
    written = await writeInBatches(db, withDerivedFields(dataset.docs));
    log(`Firestore: ${written} base documents written.`);
    if (await answers(hosts.storage)) {
      const pictures = await uploadPictures(hosts.storage, `${projectId}.appspot.com`);
      log(`Storage: ${pictures} demo pictures uploaded.`);
    } else {
      log(`Storage: no emulator at ${hosts.storage}, demo pictures NOT uploaded (their images will not show).`);
    }
  }

  const translation = await mergeTranslations(db);
  log(
    `Translation: English +${translation.English.added} keys (${translation.English.kept} kept), ` +
      `Arabic +${translation.Arabic.added} keys (${translation.Arabic.kept} kept).`,
  );

  let bulk = 0;
  if (!skipped && scale > 0) {
    const total = scale * 2;
    const step = Math.max(BATCH_SIZE, Math.ceil(total / 20 / BATCH_SIZE) * BATCH_SIZE);
    let nextReport = step;
    const bulkStarted = Date.now();
    log(`Bulk: writing ${scale} products and ${scale} orders…`);
    const count = await writeInBatches(db, bulkDocs(scale, nowMs, dataset), (done) => {
      if (done >= nextReport || done === total) {
        const seconds = (Date.now() - bulkStarted) / 1000;
        log(
          `  ${done}/${total} (${Math.round((done / total) * 100)}%, ${Math.round(done / Math.max(seconds, 0.001))} docs/s)`,
        );
        while (nextReport <= done) nextReport += step;
      }
    });
    written += count;
    bulk = scale;
  }

  // Documents stored before a field existed (kept by --if-empty, or written by an older
  // seed) get the definitions' migrations; the seed's own documents have them already.
  const migrations = await migrate(db, undefined, log);
  // Accounts kept from an older seed hold bank details: moved apart (issue 45).
  migrations.push(await moveBankDetails(db));
  // Companies kept from an older seed get their code's claim (the seed's own have it).
  await claimCompanyCodes(db);

  const collections = tally(dataset.docs);
  if (bulk > 0) {
    collections.products = (collections.products ?? 0) + bulk;
    collections.orders = (collections.orders ?? 0) + bulk;
  }
  return {
    projectId,
    skipped,
    counts: countsOf(dataset.docs, bulk),
    collections,
    bulk: { products: bulk, orders: bulk },
    written,
    auth: authResult,
    translation,
    migrations,
    accounts: DEMO_ACCOUNTS,
    durationMs: Date.now() - started,
  };
}

/** The summary as printable lines: counts and the demo sign-ins. */
export function formatSummary(summary: SeedSummary): string {
  const c = summary.counts;
  const lines = [
    '',
    summary.skipped
      ? `Project ${summary.projectId}: already seeded, nothing written (--if-empty).`
      : `Project ${summary.projectId}: ${summary.written} documents written in ${(summary.durationMs / 1000).toFixed(1)} s.`,
    '',
    'Dashboard totals of the seed data:',
    ...USER_TYPES.map((type) => `  users (${type})`.padEnd(30) + String(c.users[type])),
    ...(
      [
        ['subscriptionPackages', c.subscriptionPackages],
        ['categories', c.categories],
        ['coupons', c.coupons],
        ['products', c.products],
        ['faqs', c.faqs],
        ['articles', c.articles],
        ['orders', c.orders],
      ] as const
    ).map(([name, value]) => `  ${name}`.padEnd(30) + String(value)),
    '',
    'Other collections:',
    ...Object.entries(summary.collections)
      .filter(
        ([name]) =>
          ![
            'users',
            'subscriptionPackages',
            'categories',
            'coupons',
            'products',
            'faqs',
            'articles',
            'orders',
          ].includes(name),
      )
      .map(([name, value]) => `  ${name}`.padEnd(30) + String(value)),
    '',
    'Demo sign-ins (Auth emulator):',
    ...summary.accounts.map(
      (a) => `  ${a.email.padEnd(22)} ${a.password.padEnd(16)} ${a.name.padEnd(18)} Access ${JSON.stringify(a.Access)}`,
    ),
  ];
  return lines.join('\n');
}

/** Parsed command line of the CLI. */
interface CliArgs {
  projectId: string;
  scale: number;
  ifEmpty: boolean;
  help: boolean;
}

/** Parses `--scale N`, `--if-empty`, `--project ID` (also `--x=value`). */
export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { projectId: DEFAULT_PROJECT_ID, scale: 0, ifEmpty: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i] ?? '';
    const [flag, inline] =
      raw.startsWith('--') && raw.includes('=')
        ? [raw.slice(0, raw.indexOf('=')), raw.slice(raw.indexOf('=') + 1)]
        : [raw, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    switch (flag) {
      case '--scale': {
        const n = Number(value());
        if (!Number.isInteger(n) || n < 0) throw new Error('--scale needs a whole number ≥ 0');
        args.scale = n;
        break;
      }
      case '--if-empty':
        args.ifEmpty = true;
        break;
      case '--project':
        args.projectId = value();
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new Error(`Unknown argument ${raw}`);
    }
  }
  return args;
}

const USAGE = `Usage: npx tsx scripts/seed.ts [--scale N] [--if-empty] [--project ID]

  --scale N      also write N generated products and N generated orders
  --if-empty     do nothing when the users collection already has documents
  --project ID   demo- project id (default: $DEMO_PROJECT_ID or demo-admin-panel)

Needs the Auth and Firestore emulators (127.0.0.1:9099 and 127.0.0.1:8080 unless
FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST say otherwise).`;

/** CLI entry: parses the arguments, seeds, prints the summary; exit code 1 on error. */
async function main(): Promise<void> {
  let args: CliArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(1);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  try {
    assertDemoProject(args.projectId);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = adminApp(args.projectId);
  try {
    const summary = await seed({
      projectId: args.projectId,
      scale: args.scale,
      ifEmpty: args.ifEmpty,
      app,
      log: (line) => console.log(line),
    });
    console.log(formatSummary(summary));
  } catch (error) {
    console.error(`Seed failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await deleteApp(app);
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) void main();
