/**
 * scripts/seed.ts against the Auth and Firestore emulators (project demo-seed-test):
 * counts match the summary, a second run duplicates nothing, the demo staff can sign
 * in, the Translation documents hold the bundled keys and keep a translator's edit,
 * --if-empty skips, --scale adds generated documents, non-demo projects are refused.
 */
import { spawnSync } from 'node:child_process';
import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldPath, FieldValue, getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareLocales } from '@/lib/i18n/check';
import { COLLECTIONS, TRANSLATION_DOCS, USER_TYPES, type CollectionName } from '@/config/collections';
import { readBundledLocales } from '../../scripts/lib/locales';
import { isValidIban } from '../../src/entities/supplierBank';
import { adminApp, DEMO_ACCOUNTS, seed, type SeedCounts, type SeedSummary } from '../../scripts/seed';

const { en, ar } = readBundledLocales();

const PROJECT_ID = 'demo-seed-test';
const FIRESTORE_HOST = process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080';
const AUTH_HOST = process.env['FIREBASE_AUTH_EMULATOR_HOST'] ?? '127.0.0.1:9099';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes every document and every Auth account of the test project. */
async function wipe(): Promise<void> {
  const responses = await Promise.all([
    fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
      method: 'DELETE',
    }),
    fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  for (const response of responses) expect(response.ok, `wipe ${response.url}`).toBe(true);
}

/** count() of a collection, never reading its documents. */
async function countOf(db: Firestore, name: CollectionName): Promise<number> {
  return (await db.collection(name).count().get()).data().count;
}

/** The dashboard totals, by count aggregations, in the shape of SeedCounts. */
async function dashboardCounts(db: Firestore): Promise<SeedCounts> {
  const users = Object.fromEntries(
    await Promise.all(
      USER_TYPES.map(async (type) => [
        type,
        (await db.collection(COLLECTIONS.users).where('type', '==', type).count().get()).data().count,
      ]),
    ),
  ) as SeedCounts['users'];
  return {
    users,
    subscriptionPackages: await countOf(db, COLLECTIONS.subscriptionPackages),
    categories: await countOf(db, COLLECTIONS.categories),
    coupons: await countOf(db, COLLECTIONS.coupons),
    products: await countOf(db, COLLECTIONS.products),
    faqs: await countOf(db, COLLECTIONS.faqs),
    articles: await countOf(db, COLLECTIONS.articles),
    orders: await countOf(db, COLLECTIONS.orders),
  };
}

/** count() of every collection the summary lists. */
async function collectionCounts(db: Firestore, summary: SeedSummary): Promise<Record<string, number>> {
  const names = Object.keys(summary.collections) as CollectionName[];
  const values = await Promise.all(names.map((name) => countOf(db, name)));
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? -1]));
}

const translationRef = (db: Firestore, locale: 'en' | 'ar') =>
  db.collection(COLLECTIONS.translation).doc(TRANSLATION_DOCS[locale].id);

async function storedMap(db: Firestore, locale: 'en' | 'ar'): Promise<Record<string, unknown>> {
  const snapshot = await translationRef(db, locale).get();
  return (snapshot.get(TRANSLATION_DOCS[locale].field) as Record<string, unknown> | undefined) ?? {};
}

describe('scripts/seed.ts', () => {
  const app = adminApp(PROJECT_ID);
  const db = getFirestore(app);
  let first: SeedSummary;
  const lines: string[] = [];

  beforeAll(async () => {
    await wipe();
    first = await seed({ projectId: PROJECT_ID, app, log: (line) => lines.push(line) });
  });

  afterAll(async () => {
    await deleteApp(app);
  });

  it('writes exactly the documents its summary counts', async () => {
    expect(first.skipped).toBe(false);
    expect(first.counts.users).toEqual({ user: 30, supplier: 8, deliveryCompany: 3, rider: 10, employee: 6 });
    expect(await dashboardCounts(db)).toEqual(first.counts);
    expect(await collectionCounts(db, first)).toEqual(first.collections);
    const total = Object.values(first.collections).reduce((sum, n) => sum + (n ?? 0), 0);
    expect(first.written).toBe(total);
    expect(lines.join('\n')).toMatch(/base documents written/);
    // Its documents are complete: the definitions' migrations (none declared yet) find nothing to write.
    expect(first.migrations.every((m) => m.written === 0)).toBe(true);
  });

  it('creates the demo sign-ins, each with an employee users document', async () => {
    expect(first.auth.created).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
    const admin = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');
    expect(admin).toMatchObject({ password: 'Admin#2026', name: 'Aisha Al-Balushi', Access: ['All'] });
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password.length).toBeGreaterThanOrEqual(8);
      // The Auth emulator signs in only against the project emulators:exec started
      // with, so sign-in itself is proved by the e2e suite (it seeds that project);
      // here the account must exist with its email and a password.
      const user = await getAuth(app).getUser(account.uid);
      expect(user.email, account.email).toBe(account.email);
      expect(user.providerData.map((p) => p.providerId)).toContain('password');
      const doc = await db.collection(COLLECTIONS.users).doc(account.uid).get();
      expect(doc.get('type')).toBe('employee');
      expect(doc.get('Access')).toEqual(account.Access);
    }
  });

  it('fills the Translation documents with the bundled keys and texts', async () => {
    expect(await storedMap(db, 'en')).toEqual(en);
    expect(await storedMap(db, 'ar')).toEqual(ar);
    // The stored texts pass the locale check of npm test: no key missing in a language,
    // every plural form, the same placeholders.
    const texts = async (locale: 'en' | 'ar') => (await storedMap(db, locale)) as Record<string, string>;
    expect(compareLocales({ en: await texts('en'), ar: await texts('ar') })).toEqual([]);
    expect(first.translation.English).toEqual({
      added: Object.keys(en).length,
      kept: 0,
      total: Object.keys(en).length,
    });
  });

  it('writes consistent orders, money and dates', async () => {
    const now = Date.now();
    const orders = await db.collection(COLLECTIONS.orders).get();
    const statuses = new Set<string>();
    for (const order of orders.docs) {
      const o = order.data();
      statuses.add(String(o['status']));
      const expected = o['subtotal'] + o['deliveryFee'] - o['couponDiscount'] + o['vat'];
      // Money in baisa (docs/data-model.md): whole numbers that add up exactly.
      expect(o['totalPrice'], order.id).toBe(expected);
      expect(Number.isInteger(o['totalPrice'])).toBe(true);
      // Its timeline: the audit entry it names is the last step to its status.
      const entry = await db.collection(COLLECTIONS.auditLog).doc(String(o['auditId'])).get();
      expect(entry.get('after'), order.id).toEqual({ status: o['status'] });
      expect((o['items'] as unknown[]).length).toBeGreaterThan(0);
      expect(['cash', 'card']).toContain(o['paymentMethod']);
      const created = (o['createdAt'] as Timestamp).toMillis();
      expect(now - created).toBeLessThanOrEqual(90 * DAY_MS);
      expect(o['createdBy']).toBe('seed');
      if (o['status'] === 'cancelledBySupplier') expect(o['cancellationReason']).toEqual(expect.any(String));
    }
    expect([...statuses].sort()).toEqual(
      [
        'accepted',
        'cancelledByAdmin',
        'cancelledBySupplier',
        'cancelledByUser',
        'delivered',
        'onTheWay',
        'pending',
        'preparing',
      ].sort(),
    );
    const suppliers = await db.collection(COLLECTIONS.users).where('type', '==', 'supplier').get();
    for (const supplier of suppliers.docs) {
      const packageId = String(supplier.get('subscriptionPackageId'));
      expect(supplier.data()).not.toHaveProperty('iban');
      const account = (await db.collection(COLLECTIONS.supplierAccounts).doc(supplier.id).get()).data() ?? {};
      const bank = (await db.collection(COLLECTIONS.supplierBanks).doc(supplier.id).get()).data() ?? {};
      expect(isValidIban(String(bank['iban'])), String(bank['iban'])).toBe(true);
      expect(bank['iban']).toMatch(/^OM\d{21}$/);
      // The amounts hold no bank detail (issue 45: /refunds reads them).
      expect(Object.keys(account).filter((k) => /iban|account(Holder|Number)|bankName|proposed/.test(k))).toEqual([]);
      expect(Number.isInteger(account['earned'])).toBe(true);
      expect(account['available']).toBe(Number(account['earned']) - Number(account['released']));
      expect((await db.collection(COLLECTIONS.subscriptionPackages).doc(packageId).get()).exists).toBe(true);
    }
    // Refunds (docs/data-model.md `refunds`): pending and approved ones, of refundable
    // orders of their supplier, within the total; the approved ones summed on the order.
    const refunds = await db.collection(COLLECTIONS.refunds).get();
    expect(new Set(refunds.docs.map((r) => r.get('status')))).toEqual(new Set(['approved', 'pending']));
    const approved = new Map<string, number>();
    for (const refund of refunds.docs) {
      const orderId = String(refund.get('orderId'));
      const order = (await db.collection(COLLECTIONS.orders).doc(orderId).get()).data() ?? {};
      expect(['delivered', 'cancelledByUser', 'cancelledBySupplier', 'cancelledByAdmin']).toContain(order['status']);
      // A cancelled order is refunded only when paid by card (never a cash one: refundRefusal).
      if (order['status'] !== 'delivered') expect(order['paymentMethod']).toBe('card');
      expect(refund.get('supplierId')).toBe(order['supplierId']);
      expect(Number.isInteger(refund.get('amount'))).toBe(true);
      expect(refund.get('amount')).toBeLessThanOrEqual(Number(order['totalPrice']));
      expect(refund.get('createdBy')).not.toBe(refund.get('decidedBy'));
      if (refund.get('status') === 'approved') {
        approved.set(orderId, (approved.get(orderId) ?? 0) + Number(refund.get('amount')));
      }
    }
    for (const [orderId, sum] of approved) {
      expect((await db.collection(COLLECTIONS.orders).doc(orderId).get()).get('refundedAmount'), orderId).toBe(sum);
    }
    const riders = await db.collection(COLLECTIONS.users).where('type', '==', 'rider').get();
    for (const rider of riders.docs) {
      expect(rider.get('companyCode')).toMatch(/^[A-Z]{3}$/);
      // Each rider belongs to the delivery company of their company code.
      const company = await db
        .collection(COLLECTIONS.users)
        .doc(String(rider.get('deliveryCompanyId')))
        .get();
      expect(company.get('type')).toBe('deliveryCompany');
      expect(company.get('companyCode')).toBe(rider.get('companyCode'));
    }
  });

  it('a second run duplicates nothing and keeps a translator’s edit', async () => {
    const editedKey = 'login.welcome';
    const removedKey = 'user.logout';
    await translationRef(db, 'en').update(new FieldPath(TRANSLATION_DOCS.en.field, editedKey), 'Hello, team!');
    await translationRef(db, 'ar').update(new FieldPath(TRANSLATION_DOCS.ar.field, removedKey), FieldValue.delete());

    const second = await seed({ projectId: PROJECT_ID, app });
    expect(second.auth.created).toEqual([]);
    expect(second.auth.existing).toHaveLength(DEMO_ACCOUNTS.length);
    expect(second.counts).toEqual(first.counts);
    expect(await dashboardCounts(db)).toEqual(first.counts);
    expect(await collectionCounts(db, second)).toEqual(first.collections);

    const english = await storedMap(db, 'en');
    const arabic = await storedMap(db, 'ar');
    expect(english[editedKey]).toBe('Hello, team!');
    expect(Object.keys(english).sort()).toEqual(Object.keys(en).sort());
    expect(arabic[removedKey]).toBe(ar[removedKey]);
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(ar).sort());
    expect(second.translation.English.added).toBe(0);
    expect(second.translation.Arabic.added).toBe(1);
  });

  it('--if-empty skips a seeded database and seeds an empty one', async () => {
    const skipped = await seed({ projectId: PROJECT_ID, app, ifEmpty: true });
    expect(skipped).toMatchObject({ skipped: true, written: 0 });

    await wipe();
    const seeded = await seed({ projectId: PROJECT_ID, app, ifEmpty: true });
    expect(seeded.skipped).toBe(false);
    expect(await dashboardCounts(db)).toEqual(first.counts);
  });

  it('--scale 300 writes 300 generated products and orders', async () => {
    const scaled = await seed({ projectId: PROJECT_ID, app, scale: 300 });
    expect(scaled.bulk).toEqual({ products: 300, orders: 300 });
    expect(scaled.counts.products).toBe(first.counts.products + 300);
    expect(scaled.counts.orders).toBe(first.counts.orders + 300);
    expect(await dashboardCounts(db)).toEqual(scaled.counts);
    const last = await db.collection(COLLECTIONS.products).doc('bulk-product-000300').get();
    expect(last.exists).toBe(true);
    expect(last.get('supplierId')).toMatch(/^supplier-\d{3}$/);
    expect((await db.collection(COLLECTIONS.products).doc('bulk-product-000301').get()).exists).toBe(false);
  });

  it('refuses a project that is not a demo- project', async () => {
    await expect(seed({ projectId: 'admin-panel-prod' })).rejects.toThrow(/demo-/);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--project', 'admin-panel-prod'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(cli.status).toBe(1);
    expect(cli.stderr).toMatch(/Refusing to seed project "admin-panel-prod"/);
  });
});
