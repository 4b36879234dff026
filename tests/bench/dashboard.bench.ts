/**
 * `npm run bench`, the dashboard's order charts (docs/data-model.md "Dashboard") on
 * 50,000 and on 500 documents of the same shape (the bench collections of
 * tests/bench/setup.ts standing in for orders), through the real security rules: the
 * Firestore requests issued (aggregation queries) and the documents read, counted on
 * the wire by the proxy of tests/bench/proxy.ts. Targets (printed, never asserted): no
 * document read, and the same number of queries at both sizes.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, bench, describe } from 'vitest';
import { ORDER_AGGREGATIONS } from '@/entities/aggregations';
import { ordersByStatus, ordersPerDay } from '@/features/dashboard/orderStats';
import { inCollection } from '@/lib/data/aggregation';
import { auth } from '@/lib/firebase/auth';
import { routeFirestoreThroughProxy } from './proxy';
import { BENCH_ACCOUNT, LARGE, LARGE_COLLECTION, SMALL, SMALL_COLLECTION } from './setup';

const routed = await routeFirestoreThroughProxy();
await signInWithEmailAndPassword(auth, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);

// The bench documents are one a minute from 1 January 2026: 50,000 reach 4 February.
const NOW = new Date(Date.UTC(2026, 1, 5));
const figures = new Map<number, { queries: number; documents: number; ms: number; days: number }>();

for (const { size, name } of [
  { size: LARGE, name: LARGE_COLLECTION },
  { size: SMALL, name: SMALL_COLLECTION },
] as const) {
  // The orders' aggregations on the stand-in collection.
  const stand = {
    placedBetween: inCollection(ORDER_AGGREGATIONS.placedBetween, name),
    inStatusPlacedBetween: inCollection(ORDER_AGGREGATIONS.inStatusPlacedBetween, name),
    inStatus: inCollection(ORDER_AGGREGATIONS.inStatus, name),
  };
  describe(`dashboard charts over ${size.toLocaleString('en')} documents`, () => {
    bench(
      'orders per day, revenue per day, orders by status',
      async () => {
        const requests = routed.requests();
        const documents = routed.proxy.counts.documents;
        const start = performance.now();
        const [days] = await Promise.all([ordersPerDay(NOW, undefined, stand), ordersByStatus(undefined, stand)]);
        figures.set(size, {
          queries: routed.requests() - requests,
          documents: routed.proxy.counts.documents - documents,
          ms: performance.now() - start,
          days: days.filter((d) => d.orders > 0).length,
        });
      },
      { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
    );
  });
}

afterAll(async () => {
  await routed.restore();
  const n = (x: number) => x.toLocaleString('en');
  const lines = ['', 'Dashboard order charts (30 days + revenue + by status), aggregation queries only:'];
  for (const [size, f] of figures) {
    lines.push(
      `  ${`${n(size)} documents`.padEnd(18)}${`${n(f.queries)} queries`.padStart(12)}` +
        `${`${n(f.documents)} documents read`.padStart(22)}${`${f.ms.toFixed(0)} ms`.padStart(10)}` +
        `  (${f.days} days with documents)`,
    );
  }
  lines.push('(targets: 0 documents read; the same number of queries at both sizes)');
  console.log(lines.join('\n'));
});
