/**
 * `npm run bench`, a statement (issue 49 item 5; docs/data-model.md "Statements") of a
 * busy supplier, 5,000 ledger entries in one week, and of a quiet one, 50 entries, through
 * the real security rules: for the first page (50 entries) and for the totals (opening,
 * count, movement, subtotals by kind: aggregation queries), the Firestore requests, the
 * documents read (counted on the wire by tests/bench/proxy.ts) and the time. Targets
 * (printed, never asserted): the first page reads one page of documents and the totals one
 * (the opening's last entry before the period) at both sizes; the time grows with the
 * period only in the aggregations (the emulator scans; Firestore bills an aggregation one
 * read per 1,000 index entries).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, bench, describe } from 'vitest';
import { statementPage, statementTotals } from '@/lib/data/statement';
import { periodRange, STATEMENT_ACCOUNTS, STATEMENT_PAGE_SIZE } from '@/lib/data/statementModel';
import { auth } from '@/lib/firebase/auth';
import { routeFirestoreThroughProxy } from './proxy';
import { BENCH_ACCOUNT, BENCH_PROJECT } from './setup';

const BUSY = 5_000;
const QUIET = 50;
const DAY = 86_400_000;
const KINDS = ['orderDelivered', 'orderDelivered', 'orderDelivered', 'withdrawal', 'refundCharged', 'reward', 'fine'];
const SUPPLIERS = STATEMENT_ACCOUNTS.supplierAccounts;
/** The period: 1 to 7 February 2026 (Muscat days); the entries spread over it, one older. */
const PERIOD = { from: '2026-02-01', to: '2026-02-07' };
const range = periodRange(PERIOD);
if (!range) throw new Error('bad bench period');

/** Writes `count` entries of one supplier over the period, and one before it (the opening). */
async function writeLedger(supplierId: string, count: number): Promise<void> {
  const app =
    getApps().find((a) => a.name === 'bench-ledger') ?? initializeApp({ projectId: BENCH_PROJECT }, 'bench-ledger');
  const db = getFirestore(app);
  const span = range!.end.getTime() - range!.start.getTime();
  let available = 100_000;
  for (let start = -1; start < count; start += 500) {
    const batch = db.batch();
    for (let n = start; n < Math.min(start + 500, count); n++) {
      const kind = n < 0 ? 'orderDelivered' : (KINDS[n % KINDS.length] ?? 'orderDelivered');
      const amount = n < 0 ? 100_000 : 250 + (n % 40) * 10;
      const signed = kind === 'orderDelivered' || kind === 'reward' ? amount : -Math.min(amount, available);
      available += n < 0 ? 0 : signed;
      const at = n < 0 ? range!.start.getTime() - DAY : range!.start.getTime() + Math.floor(((n + 0.5) * span) / count);
      batch.set(db.doc(`ledger/${supplierId}-${String(n + 1).padStart(5, '0')}`), {
        accountCollection: SUPPLIERS.collection,
        accountId: supplierId,
        kind,
        amounts: { available: n < 0 ? amount : signed },
        balances: { available },
        causeCollection: 'orders',
        causeId: `o${n + 1}`,
        by: 'bench',
        at: Timestamp.fromMillis(at),
      });
    }
    await batch.commit();
  }
}

await writeLedger('busy-supplier', BUSY);
await writeLedger('quiet-supplier', QUIET);
const routed = await routeFirestoreThroughProxy();
await signInWithEmailAndPassword(auth, BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);

interface Figure {
  queries: number;
  documents: number;
  ms: number;
  detail: string;
}
const figures = new Map<string, Figure>();

/** Runs `work` once and records its requests, documents read and time. */
async function measure(key: string, work: () => Promise<string>): Promise<void> {
  const requests = routed.requests();
  const documents = routed.proxy.counts.documents;
  const start = performance.now();
  const detail = await work();
  figures.set(key, {
    queries: routed.requests() - requests,
    documents: routed.proxy.counts.documents - documents,
    ms: performance.now() - start,
    detail,
  });
}

for (const { id, size } of [
  { id: 'busy-supplier', size: BUSY },
  { id: 'quiet-supplier', size: QUIET },
] as const) {
  describe(`a statement over ${size.toLocaleString('en')} ledger entries`, () => {
    bench(
      'first page, then totals',
      async () => {
        await measure(`${size} first page`, async () => {
          const page = await statementPage(SUPPLIERS, id, range, null, STATEMENT_PAGE_SIZE);
          return `${page.entries.length} entries shown`;
        });
        await measure(`${size} totals`, async () => {
          const totals = await statementTotals(SUPPLIERS, id, range);
          return `${totals.count} entries, ${totals.byKind.length} kinds, closing ${totals.closing} baisa`;
        });
      },
      { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
    );
  });
}

afterAll(async () => {
  await routed.restore();
  const n = (x: number) => x.toLocaleString('en');
  const lines = [
    '',
    `Statement of one supplier for a week (page of ${STATEMENT_PAGE_SIZE}; totals by aggregation queries):`,
  ];
  for (const [key, f] of figures) {
    lines.push(
      `  ${key.padEnd(20)}${`${n(f.queries)} requests`.padStart(14)}${`${n(f.documents)} documents read`.padStart(22)}` +
        `${`${f.ms.toFixed(0)} ms`.padStart(9)}  (${f.detail})`,
    );
  }
  lines.push('(targets: documents read = one page for the first page and 1 for the totals, at both sizes)');
  console.log(lines.join('\n'));
});
