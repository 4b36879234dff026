/**
 * Global setup of `npm run bench`: a `demo-bench` project with 50,000 products and
 * 500 FAQs written with the Admin SDK's BulkWriter, and one staff account with All.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { wipeFirestore } from '../support/emulators';

export const BENCH_PROJECT = 'demo-bench';
export const LARGE = 50_000;
export const SMALL = 500;
export const BENCH_ACCOUNT = { uid: 'bench-admin', email: 'bench@demo.om', password: 'Bench#2026' };

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
  const writer = db.bulkWriter();
  const base = Date.UTC(2026, 0, 1);
  for (let n = 0; n < LARGE; n++) {
    const at = Timestamp.fromMillis(base + n * 60_000);
    void writer.set(db.doc(`products/p${String(n).padStart(6, '0')}`), {
      nameEn: `Product ${n}`,
      nameAr: `منتج ${n}`,
      price: Math.round((n % 500) * 100 + 250) / 1000,
      createdAt: at,
      updatedAt: at,
      createdBy: 'bench',
      updatedBy: 'bench',
    });
  }
  for (let n = 0; n < SMALL; n++) {
    const at = Timestamp.fromMillis(base + n * 60_000);
    void writer.set(db.doc(`faqs/f${String(n).padStart(4, '0')}`), {
      questionEn: `Question ${n}`,
      questionAr: `سؤال ${n}`,
      answerEn: `Answer ${n}`,
      answerAr: `جواب ${n}`,
      createdAt: at,
      updatedAt: at,
      createdBy: 'bench',
      updatedBy: 'bench',
    });
  }
  await writer.close();
  console.log(`Seeded ${LARGE} products and ${SMALL} FAQs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await Promise.all([deleteApp(app), deleteApp(authApp)]);
}
