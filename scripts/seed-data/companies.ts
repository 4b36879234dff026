/**
 * The seed's delivery-company accounts (issue 49 items 2 and 4; docs/data-model.md
 * "deliveryCompanyAccounts and payouts"), written the way the marketplace's server and the
 * panel write them, so the seed reconciles: for each delivered order of a company, App
 * info's rider delivery fee joins the company account's `available` with an
 * `orderDelivered` ledger entry (by the server, at the order's last update). Then
 * finance's payouts: the first company with fees owed was paid about half (recorded by the
 * finance employee, confirmed by the administrator: `available` → `paidOut` with a
 * `payout` entry), the second has one waiting for confirmation. Deterministic. Amounts
 * are integer baisa.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';
import type { SeedDoc } from './build';
import type { CashActors } from './cash';
import { HOUR_MS, pad } from './random';

/**
 * @param orders the seed's orders (collection, id, data)
 * @param nowMs the seed's reference time
 * @param fee App info's rider delivery fee, integer baisa, credited per delivered order
 * @param actors the uids recorded as authors
 * @returns deliveryCompanyAccounts, payouts and ledger documents
 */
export function companyDocs(orders: readonly SeedDoc[], nowMs: number, fee: number, actors: CashActors): SeedDoc[] {
  const out: SeedDoc[] = [];
  const stamp = (ms: number, by: string) => ({
    createdAt: Timestamp.fromMillis(ms),
    updatedAt: Timestamp.fromMillis(ms),
    createdBy: by,
    updatedBy: by,
  });
  const accounts = new Map<string, { available: number; paidOut: number; firstMs: number; lastMs: number }>();
  const delivered = orders
    .filter((o) => o.data['status'] === 'delivered' && o.data['deliveryCompanyId'])
    .map((o) => ({ order: o, ms: (o.data['updatedAt'] as Timestamp | undefined)?.toMillis() ?? nowMs }))
    .sort((a, b) => a.ms - b.ms || (a.order.id < b.order.id ? -1 : 1));
  for (const { order, ms } of delivered) {
    const companyId = String(order.data['deliveryCompanyId']);
    const account = accounts.get(companyId) ?? { available: 0, paidOut: 0, firstMs: ms, lastMs: ms };
    account.available += fee;
    account.lastMs = ms;
    accounts.set(companyId, account);
    out.push({
      collection: COLLECTIONS.ledger,
      id: `delivered-${order.id}`,
      data: {
        accountCollection: COLLECTIONS.deliveryCompanyAccounts,
        accountId: companyId,
        kind: 'orderDelivered',
        amounts: { available: fee },
        balances: { available: account.available },
        causeCollection: COLLECTIONS.orders,
        causeId: order.id,
        by: actors.server,
        at: Timestamp.fromMillis(ms),
      },
    });
  }
  const owed = [...accounts.keys()].sort();
  owed.slice(0, 2).forEach((companyId, index) => {
    const account = accounts.get(companyId)!;
    const confirmed = index === 0;
    // About half of what is owed (a quarter for the pending one), in whole 100 baisa.
    const amount = Math.max(100, Math.floor((account.available * (confirmed ? 0.5 : 0.25)) / 100) * 100);
    const id = `payout-${pad(index + 1, 3)}`;
    const recordedMs = Math.min(nowMs - 2 * HOUR_MS, account.lastMs + 6 * HOUR_MS);
    const decidedMs = recordedMs + HOUR_MS;
    out.push({
      collection: COLLECTIONS.payouts,
      id,
      data: {
        deliveryCompanyId: companyId,
        amount,
        method: 'bankTransfer',
        reference: `PAY-${pad(7_310 + index, 6)}`,
        note: confirmed ? 'Delivery fees, first half of the month.' : '',
        status: confirmed ? 'approved' : 'pending',
        decidedAt: confirmed ? Timestamp.fromMillis(decidedMs) : null,
        decidedBy: confirmed ? actors.admin : null,
        decisionReason: null,
        ...stamp(recordedMs, actors.finance),
        // Recorded by finance; the administrator confirms (maker-checker).
        editedBy: actors.finance,
        updatedAt: Timestamp.fromMillis(confirmed ? decidedMs : recordedMs),
        updatedBy: confirmed ? actors.admin : actors.finance,
      },
    });
    if (!confirmed) return;
    account.available -= amount;
    account.paidOut += amount;
    account.lastMs = decidedMs;
    out.push({
      collection: COLLECTIONS.ledger,
      id: `${id}-confirmed`,
      data: {
        accountCollection: COLLECTIONS.deliveryCompanyAccounts,
        accountId: companyId,
        kind: 'payout',
        amounts: { available: -amount, paidOut: amount },
        balances: { available: account.available, paidOut: account.paidOut },
        causeCollection: COLLECTIONS.payouts,
        causeId: id,
        by: actors.admin,
        at: Timestamp.fromMillis(decidedMs),
      },
    });
  });
  for (const [companyId, account] of accounts) {
    out.push({
      collection: COLLECTIONS.deliveryCompanyAccounts,
      id: companyId,
      data: {
        deliveryCompanyId: companyId,
        available: account.available,
        paidOut: account.paidOut,
        ...stamp(account.firstMs, actors.server),
        updatedAt: Timestamp.fromMillis(account.lastMs),
      },
    });
  }
  return out;
}
