/**
 * `npm run bench` (issue "Entity definitions v2" §4, docs/performance.md): the first
 * page of a list of 50,000 documents and of one of 500, read two ways, through the
 * real security rules on the emulator:
 * - our data layer: `getMany` (a query of pageSize + 1 documents, newest first);
 * - what the Firebase adapters of other admin frameworks do: read the whole
 *   collection, then sort and slice the page in the browser.
 * For each it prints the documents read and the bytes received, counted on the wire
 * by a TCP proxy in front of the Firestore emulator (tests/bench/proxy.ts), and the
 * median time. Targets (printed, never asserted): our first page reads the same
 * documents and bytes at 50,000 as at 500, and at least 100 times fewer bytes than
 * the whole-collection read at 50,000. The emulator scans collections, so times grow
 * with the collection there whatever the query: they are printed, not targeted.
 */
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, getDocs } from 'firebase/firestore/lite';
import { afterAll, bench, describe } from 'vitest';
import { getMany } from '@/lib/data/api';
import { readAudit, readString } from '@/lib/data/convert';
import type { Entity, EntityDefinition } from '@/lib/data/types';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import { routeFirestoreThroughProxy, type Counts } from './proxy';
import { BENCH_ACCOUNT, LARGE, LARGE_COLLECTION, SMALL, SMALL_COLLECTION } from './setup';

interface Row extends Entity {
  readonly nameEn: string;
}

/** A list entity over one of the two bench collections (same document shape). */
function benchEntity(name: typeof LARGE_COLLECTION | typeof SMALL_COLLECTION): EntityDefinition<Row, object> {
  return {
    name,
    collection: name,
    fromFirestore: (id, data) => ({ id, ...readAudit(data), nameEn: readString(data['nameEn']) }),
    toFirestore: () => ({}),
    searchFields: ['nameEn'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    sortableFields: ['createdAt'],
  };
}

// Every Firestore call of this worker goes through the counting proxy.
const routed = await routeFirestoreThroughProxy();
const proxy = routed.proxy;

await signInWithEmailAndPassword(auth, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);

const PAGE_SIZE = 10;
const SORT = { field: 'createdAt', direction: 'desc' } as const;

/** One way of reading the first page; returns the rows shown. */
type Reader = (name: typeof LARGE_COLLECTION | typeof SMALL_COLLECTION) => Promise<readonly Row[]>;

/** Our data layer, as a screen calls it. */
const dataLayer: Reader = async (name) => (await getMany(benchEntity(name), { pageSize: PAGE_SIZE, sort: SORT })).rows;

/** Whole collection, sorted and sliced in the browser (react-admin-firebase and the like). */
const wholeCollection: Reader = async (name) => {
  const entity = benchEntity(name);
  const snapshot = await getDocs(collection(db, name));
  const rows = snapshot.docs.map((d) => entity.fromFirestore(d.id, d.data()));
  const time = (r: Row) => r.createdAt?.getTime() ?? 0;
  rows.sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : -1));
  return rows.slice(0, PAGE_SIZE);
};

interface Sample {
  readonly ms: number;
  readonly documents: number;
  readonly received: number;
  readonly sent: number;
}
const samples = new Map<string, Sample[]>();

/** Runs one read and records its time and what crossed the wire. */
async function measure(key: string, read: () => Promise<readonly Row[]>): Promise<void> {
  const before: Counts = { ...proxy.counts };
  const start = performance.now();
  const rows = await read();
  const ms = performance.now() - start;
  if (rows.length !== PAGE_SIZE) throw new Error(`${key}: ${rows.length} rows instead of ${PAGE_SIZE}`);
  const sample = {
    ms,
    documents: proxy.counts.documents - before.documents,
    received: proxy.counts.received - before.received,
    sent: proxy.counts.sent - before.sent,
  };
  samples.set(key, [...(samples.get(key) ?? []), sample]);
}

const LISTS = [
  { size: LARGE, name: LARGE_COLLECTION },
  { size: SMALL, name: SMALL_COLLECTION },
] as const;
const WAYS = [
  { way: 'data layer (getMany)', read: dataLayer, iterations: 20 },
  { way: 'whole collection + slice', read: wholeCollection, iterations: 3 },
] as const;
const key = (size: number, way: string) => `${size} ${way}`;

for (const { size, name } of LISTS) {
  describe(`first page (${PAGE_SIZE} rows, newest first) of ${size.toLocaleString('en')} documents`, () => {
    for (const { way, read, iterations } of WAYS) {
      bench(way, async () => measure(key(size, way), () => read(name)), {
        iterations,
        time: 0,
        warmupIterations: 1,
        warmupTime: 0,
      });
    }
  });
}

afterAll(async () => {
  await routed.restore();
  const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  /** The figures of one list and way; warm-up runs are left out (the last `iterations`). */
  const figures = (size: number, way: (typeof WAYS)[number]) => {
    const all = (samples.get(key(size, way.way)) ?? []).slice(-way.iterations);
    return {
      documents: median(all.map((s) => s.documents)),
      received: median(all.map((s) => s.received)),
      ms: median(all.map((s) => s.ms)),
      runs: all.length,
    };
  };
  const n = (x: number) => x.toLocaleString('en');
  const lines = ['', `First page of a list (${PAGE_SIZE} rows, newest first), through the security rules:`];
  lines.push(
    `  ${'list'.padEnd(18)}${'read'.padEnd(28)}${'documents'.padStart(10)}${'bytes received'.padStart(16)}${'median time'.padStart(14)}`,
  );
  for (const { size } of LISTS) {
    for (const way of WAYS) {
      const f = figures(size, way);
      lines.push(
        `  ${`${n(size)} documents`.padEnd(18)}${way.way.padEnd(28)}${n(f.documents).padStart(10)}` +
          `${n(f.received).padStart(16)}${`${f.ms.toFixed(1)} ms`.padStart(14)}  (${f.runs} runs)`,
      );
    }
  }
  const [ours, theirs] = WAYS;
  const largePage = figures(LARGE, ours).received;
  const smallPage = figures(SMALL, ours).received;
  const largeWhole = figures(LARGE, theirs).received;
  lines.push(
    '',
    `first-page bytes ratio ${LARGE}/${SMALL} = ${(largePage / smallPage).toFixed(3)}`,
    `whole-collection/first-page bytes at ${LARGE} = ${Math.round(largeWhole / largePage)}`,
    `(targets: ratio 1 with the same documents read, ${figures(LARGE, ours).documents} and ` +
      `${figures(SMALL, ours).documents}; whole-collection/first-page at least 100. ` +
      'Times are the emulator, which scans collections: printed, not targeted.)',
  );
  console.log(lines.join('\n'));
});
