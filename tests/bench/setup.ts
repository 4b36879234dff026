/**
 * Global setup of `npm run bench` (docs/performance.md, "Lists on large collections"):
 * a `demo-bench` project with 50,000 products and 500 articles of the very same shape
 * (same fields, same sizes, same collection-name length), so that a first page of
 * each costs the same bytes if, and only if, the page does not depend on the size of
 * the collection. Written with the Admin SDK in batched writes of 500, a few at a
 * time; one staff account with Access All.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { searchPrefixes } from '@/lib/data/convert';
import { wipeFirestore } from '../support/emulators';

export const BENCH_PROJECT = 'demo-bench';
export const LARGE = 50_000;
export const SMALL = 500;
/** Collections of the two lists; the same length, so document names weigh the same. */
export const LARGE_COLLECTION = 'products';
export const SMALL_COLLECTION = 'articles';
export const BENCH_ACCOUNT = { uid: 'bench-admin', email: 'bench@demo.om', password: 'Bench#2026' };

const BATCH = 500;
const CONCURRENT_BATCHES = 4;

/**
 * The n-th bench document: a product-like record with search prefixes and audit
 * fields (about 1 KB as stored), its texts padded so every document has the same size.
 * @param n 0-based index; the document's createdAt is n minutes after 2026-01-01
 * @returns the id and the stored fields
 */
export function benchDocument(n: number): { id: string; data: Record<string, unknown> } {
  const number = String(n).padStart(6, '0');
  const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1) + n * 60_000);
  const nameEn = `Fresh dates box ${number}`;
  const nameAr = `علبة تمر طازج ${number}`;
  return {
    id: `p${number}`,
    data: {
      nameEn,
      nameAr,
      descriptionEn: `Khalas dates from Al Batinah, box number ${number}, packed the day they are picked.`,
      descriptionAr: `تمر خلاص من الباطنة، علبة رقم ${number}، معبأ يوم قطفه.`,
      price: 1.25 + (n % 500) / 100,
      stock: n % 100,
      categoryId: `cat${String(n % 20).padStart(2, '0')}`,
      supplierId: `sup${String(n % 50).padStart(3, '0')}`,
      image: `https://cdn.example.om/products/${number}.webp`,
      active: true,
      searchPrefixes: searchPrefixes([nameEn, nameAr]),
      createdAt: at,
      updatedAt: at,
      createdBy: 'bench',
      updatedBy: 'bench',
    },
  };
}

/** Writes `count` bench documents into a collection with batched writes. */
async function fill(db: Firestore, collection: string, count: number): Promise<void> {
  const batches: number[] = [];
  for (let start = 0; start < count; start += BATCH) batches.push(start);
  const worker = async () => {
    for (let start = batches.shift(); start !== undefined; start = batches.shift()) {
      const batch = db.batch();
      for (let n = start; n < Math.min(start + BATCH, count); n++) {
        const { id, data } = benchDocument(n);
        batch.set(db.doc(`${collection}/${id}`), data);
      }
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_BATCHES }, worker));
}

/** Seeds the bench project (vitest globalSetup). */
export default async function setup() {
  const app = initializeApp({ projectId: BENCH_PROJECT }, 'bench-setup');
  const authApp = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? BENCH_PROJECT }, 'bench-auth');
  const db = getFirestore(app);
  await wipeFirestore(BENCH_PROJECT);
  await getAuth(authApp)
    .createUser({ ...BENCH_ACCOUNT })
    .catch(() => getAuth(authApp).updateUser(BENCH_ACCOUNT.uid, { password: BENCH_ACCOUNT.password }));
  await db.doc(`users/${BENCH_ACCOUNT.uid}`).set({ type: 'employee', name: 'Bench', Access: ['All'] });

  const started = Date.now();
  await fill(db, SMALL_COLLECTION, SMALL);
  await fill(db, LARGE_COLLECTION, LARGE);
  console.log(
    `Seeded ${LARGE.toLocaleString('en')} ${LARGE_COLLECTION} and ${SMALL} ${SMALL_COLLECTION} ` +
      `(batched writes of ${BATCH}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await Promise.all([deleteApp(app), deleteApp(authApp)]);
}
