/**
 * Statements and reconciliation through the data layer and the real rules (issue 49 items
 * 5 and 6; docs/data-model.md "Statements", "Reconciliation"). fast-check draws random
 * histories of a supplier's movements over the last weeks (deliveries, withdrawals,
 * refunds charged, rewards, fines: the account and its entries written as the movements
 * write them, at past times, with the Admin SDK) and random periods of Muscat days; the
 * statement read as a /withdraw holder (its opening from one entry, its totals from
 * aggregation queries, its entries page by page) adds up, matches the history, and for a
 * period ending today closes at the account's stored figure. A reader of another path is
 * refused. The reconciliation finds nothing in a consistent history and exactly the
 * account whose balance was forged.
 */
import fc from 'fast-check';
import { Timestamp } from 'firebase-admin/firestore';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { MARKET_TIME_ZONE } from '@/config/constants';
import { dayInZone } from '@/lib/days';
import { checkOne, checkPage, lastEntries } from '@/lib/data/reconcile';
import { statementPage, statementTotals, type StatementPage } from '@/lib/data/statement';
import { addsUp, periodRange, STATEMENT_ACCOUNTS } from '@/lib/data/statementModel';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

const SUPPLIERS = STATEMENT_ACCOUNTS.supplierAccounts;
const DAY_MS = 86_400_000;

type Kind = 'orderDelivered' | 'withdrawal' | 'refundCharged' | 'reward' | 'fine';
interface Move {
  readonly kind: Kind;
  readonly amount: number;
  /** How long ago, ms (up to 3 weeks). */
  readonly ago: number;
}

/** Balance → signed amount of a move (available = earned − released, as the rules keep it). */
function amountsOf(move: Move): Record<string, number> {
  const a = move.amount;
  switch (move.kind) {
    case 'orderDelivered':
    case 'reward':
      return { earned: a, available: a };
    case 'withdrawal':
      return { available: -a, released: a };
    case 'refundCharged':
    case 'fine':
      return { earned: -a, available: -a };
  }
}

const moveArb: fc.Arbitrary<Move> = fc.record({
  kind: fc.constantFrom<Kind>('orderDelivered', 'orderDelivered', 'withdrawal', 'refundCharged', 'reward', 'fine'),
  amount: fc.integer({ min: 1, max: 30_000 }),
  ago: fc.integer({ min: 60_000, max: 21 * DAY_MS }),
});

/**
 * Writes a supplier's history (oldest first; a move that would take a balance below 0 is
 * left out, as the rules refuse it) and its account, as the movements write them.
 * @returns the moves kept with their times, and the account's balances
 */
async function writeHistory(supplierId: string, moves: readonly Move[], now: number) {
  const db = adminDb();
  const balances: Record<string, number> = { earned: 0, released: 0, available: 0 };
  const kept: { at: number; amount: number }[] = [];
  const batch = db.batch();
  [...moves]
    .sort((a, b) => b.ago - a.ago)
    .forEach((move, i) => {
      const amounts = amountsOf(move);
      const after = Object.fromEntries(Object.entries(amounts).map(([f, v]) => [f, (balances[f] ?? 0) + v]));
      if (Object.values(after).some((v) => v < 0)) return;
      Object.assign(balances, after);
      const at = now - move.ago;
      kept.push({ at, amount: amounts['available'] ?? 0 });
      batch.set(db.doc(`ledger/${supplierId}-${i}`), {
        accountCollection: SUPPLIERS.collection,
        accountId: supplierId,
        kind: move.kind,
        amounts,
        balances: after,
        causeCollection: 'orders',
        causeId: `order-${i}`,
        by: 'server',
        at: Timestamp.fromMillis(at),
      });
    });
  batch.set(db.doc(`supplierAccounts/${supplierId}`), { supplierId, ...balances });
  await batch.commit();
  return { kept, balances };
}

/** Every entry of a period, read page by page (`size` a page). */
async function allPages(supplierId: string, range: { start: Date; end: Date }, size: number) {
  const amounts: number[] = [];
  let page: StatementPage | null = null;
  let pages = 0;
  do {
    page = await statementPage(SUPPLIERS, supplierId, range, page?.next ?? null, size);
    expect(page.entries.length).toBeLessThanOrEqual(size);
    amounts.push(...page.entries.map((e) => e.amount));
    pages += 1;
  } while (page.next);
  return { amounts, pages };
}

describe('statements', () => {
  it('any period of a random history adds up; a period ending today closes at the stored figure', async () => {
    await signInStaff(['/withdraw']);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(moveArb, { minLength: 0, maxLength: 14 }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 1, max: 4 }),
        async (moves, back1, back2, size) => {
          run += 1;
          const supplierId = `supplier-${run}`;
          const now = Date.now();
          const { kept, balances } = await writeHistory(supplierId, moves, now);
          const period = {
            from: dayInZone(new Date(now), MARKET_TIME_ZONE, Math.max(back1, back2)),
            to: dayInZone(new Date(now), MARKET_TIME_ZONE, Math.min(back1, back2)),
          };
          const range = periodRange(period);
          if (!range) throw new Error(`no range for ${JSON.stringify(period)}`);
          const totals = await statementTotals(SUPPLIERS, supplierId, range);
          const { amounts } = await allPages(supplierId, range, size);
          expect(addsUp(totals, amounts), JSON.stringify({ totals, amounts })).toBe(true);
          const sumWhile = (keep: (at: number) => boolean) =>
            kept.filter((m) => keep(m.at)).reduce((s, m) => s + m.amount, 0);
          expect(totals.opening).toBe(sumWhile((at) => at < range.start.getTime()));
          expect(totals.closing).toBe(sumWhile((at) => at < range.end.getTime()));
          expect(totals.count).toBe(
            kept.filter((m) => m.at >= range.start.getTime() && m.at < range.end.getTime()).length,
          );
          if (Math.min(back1, back2) === 0) expect(totals.closing).toBe(balances['available']);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);

  it('reads one page at a time: a page holds at most its size, the next continues where it stopped', async () => {
    await signInStaff(['All']);
    const now = Date.now();
    const moves = Array.from({ length: 7 }, (_, i): Move => ({
      kind: 'orderDelivered',
      amount: 1_000 + i,
      ago: (i + 1) * 3_600_000,
    }));
    await writeHistory('paged', moves, now);
    const range = { start: new Date(now - DAY_MS), end: new Date(now + 1) };
    const first = await statementPage(SUPPLIERS, 'paged', range, null, 3);
    expect(first.entries.map((e) => e.amount)).toEqual([1_006, 1_005, 1_004]);
    expect(first.next).not.toBeNull();
    const { amounts, pages } = await allPages('paged', range, 3);
    expect(pages).toBe(3);
    expect(amounts).toEqual([1_006, 1_005, 1_004, 1_003, 1_002, 1_001, 1_000]);
  });

  it('is refused to a holder of another path only', async () => {
    await signInStaff(['/withdraw']);
    const now = Date.now();
    await writeHistory('private', [{ kind: 'orderDelivered', amount: 500, ago: 3_600_000 }], now);
    await switchStaff('coupons', ['/coupon']);
    const range = { start: new Date(now - DAY_MS), end: new Date(now + 1) };
    const error = await statementTotals(SUPPLIERS, 'private', range).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FirebaseError);
    expect((error as FirebaseError).code).toBe('permission-denied');
  });
});

describe('reconciliation', () => {
  it('finds nothing in consistent histories and exactly the account whose balance was forged', async () => {
    await signInStaff(['/withdraw']);
    const now = Date.now();
    const history = (n: number): Move[] =>
      Array.from({ length: 4 }, (_, i) => ({
        kind: 'orderDelivered',
        amount: 700 * (n + 1) + i,
        ago: (i + 1) * DAY_MS,
      }));
    for (const n of [0, 1, 2, 3, 4]) await writeHistory(`acct-${n}`, history(n), now);
    const clean = await checkPage(SUPPLIERS, null, 2);
    expect(clean.checks).toHaveLength(2);
    let all = [...clean.checks];
    for (let next = clean.next; next;) {
      const page = await checkPage(SUPPLIERS, next, 2);
      all = [...all, ...page.checks];
      next = page.next;
    }
    expect(all.map((c) => c.accountId)).toEqual(['acct-0', 'acct-1', 'acct-2', 'acct-3', 'acct-4']);
    expect(all.map((c) => c.entries)).toEqual([4, 4, 4, 4, 4]);
    expect(all.flatMap((c) => c.differences)).toEqual([]);
    expect(all.every((c) => c.entries === 4)).toBe(true);

    // A forged balance, written around the rules as the Admin SDK can.
    await adminDb().doc('supplierAccounts/acct-3').update({ available: 999_999, earned: 999_999 });
    let found: string[] = [];
    for (let next: string | null = null, first = true; first || next; first = false) {
      const page = await checkPage(SUPPLIERS, next, 2);
      found = [...found, ...page.checks.filter((c) => c.differences.length).map((c) => c.accountId)];
      next = page.next;
    }
    expect(found).toEqual(['acct-3']);
    const forged = await checkOne(SUPPLIERS, 'acct-3');
    const sum = history(3).reduce((s, m) => s + m.amount, 0);
    expect(forged?.differences).toEqual([
      { balance: 'earned', stored: 999_999, ledger: sum },
      { balance: 'available', stored: 999_999, ledger: sum },
    ]);
    const around = await lastEntries(SUPPLIERS, 'acct-3');
    expect(around).toHaveLength(4);
    expect(around[0]?.balance).toBe(sum);
  });
});
