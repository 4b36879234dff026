/**
 * The seed's cash on delivery (issue 49 items 2 and 4; docs/data-model.md "riderAccounts
 * and remittances", "ledger"): written the way the marketplace's server and the panel write
 * it, so the seed reconciles. For each delivered cash order of a rider: the order's total
 * joins the rider account's `cashHeld` with a `cashCollected` ledger entry (by the server,
 * at the order's last update). Then finance's remittances: the first two riders holding
 * cash handed over about half of it (recorded by the finance employee, confirmed by the
 * administrator: `cashHeld` → `remitted` with a `cashRemitted` entry), a third has one
 * waiting for confirmation. Deterministic (no random source), so the rest of the seed is
 * unchanged. Amounts are integer baisa.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';
import type { SeedDoc } from './build';
import { HOUR_MS, pad } from './random';

/** Who wrote what: the server (Admin SDK) for cash collected, finance and the administrator for remittances. */
export interface CashActors {
  readonly server: string;
  readonly finance: string;
  readonly admin: string;
}

/**
 * @param orders the seed's orders (collection, id, data)
 * @param nowMs the seed's reference time
 * @param actors the uids recorded as authors
 * @returns riderAccounts, remittances and ledger documents
 */
export function cashDocs(orders: readonly SeedDoc[], nowMs: number, actors: CashActors): SeedDoc[] {
  const out: SeedDoc[] = [];
  const stamp = (ms: number, by: string) => ({
    createdAt: Timestamp.fromMillis(ms),
    updatedAt: Timestamp.fromMillis(ms),
    createdBy: by,
    updatedBy: by,
  });
  const accounts = new Map<
    string,
    { cashHeld: number; remitted: number; firstMs: number; lastMs: number; companyId: string | null }
  >();
  const collected = orders
    .filter((o) => o.data['status'] === 'delivered' && o.data['paymentMethod'] === 'cash' && o.data['riderId'])
    .map((o) => ({ order: o, ms: (o.data['updatedAt'] as Timestamp | undefined)?.toMillis() ?? nowMs }))
    .sort((a, b) => a.ms - b.ms || (a.order.id < b.order.id ? -1 : 1));
  for (const { order, ms } of collected) {
    const riderId = String(order.data['riderId']);
    const total = Number(order.data['totalPrice'] ?? 0);
    const account = accounts.get(riderId) ?? { cashHeld: 0, remitted: 0, firstMs: ms, lastMs: ms, companyId: null };
    account.cashHeld += total;
    account.lastMs = ms;
    // The rider's company at their last delivery (the server writes it with the cash).
    account.companyId = (order.data['deliveryCompanyId'] as string | undefined) ?? account.companyId;
    accounts.set(riderId, account);
    out.push({
      collection: COLLECTIONS.ledger,
      id: `cash-${order.id}`,
      data: {
        accountCollection: COLLECTIONS.riderAccounts,
        accountId: riderId,
        kind: 'cashCollected',
        amounts: { cashHeld: total },
        balances: { cashHeld: account.cashHeld },
        causeCollection: COLLECTIONS.orders,
        causeId: order.id,
        by: actors.server,
        at: Timestamp.fromMillis(ms),
      },
    });
  }
  const holders = [...accounts.keys()].sort();
  holders.slice(0, 3).forEach((riderId, index) => {
    const account = accounts.get(riderId)!;
    const confirmed = index < 2;
    // About half of what they hold (a quarter for the pending one), in whole 100 baisa.
    const amount = Math.max(100, Math.floor((account.cashHeld * (confirmed ? 0.5 : 0.25)) / 100) * 100);
    const id = `remittance-${pad(index + 1, 3)}`;
    const recordedMs = Math.min(nowMs - HOUR_MS, account.lastMs + 6 * HOUR_MS);
    const decidedMs = recordedMs + HOUR_MS;
    out.push({
      collection: COLLECTIONS.remittances,
      id,
      data: {
        riderId,
        amount,
        method: index === 1 ? 'bankTransfer' : 'cash',
        reference: index === 1 ? `TRF-${pad(4_821 + index, 6)}` : '',
        note: index === 0 ? 'Handed over at the Muscat office.' : '',
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
    account.cashHeld -= amount;
    account.remitted += amount;
    account.lastMs = decidedMs;
    out.push({
      collection: COLLECTIONS.ledger,
      id: `${id}-confirmed`,
      data: {
        accountCollection: COLLECTIONS.riderAccounts,
        accountId: riderId,
        kind: 'cashRemitted',
        amounts: { cashHeld: -amount, remitted: amount },
        balances: { cashHeld: account.cashHeld, remitted: account.remitted },
        causeCollection: COLLECTIONS.remittances,
        causeId: id,
        by: actors.admin,
        at: Timestamp.fromMillis(decidedMs),
      },
    });
  });
  for (const [riderId, account] of accounts) {
    out.push({
      collection: COLLECTIONS.riderAccounts,
      id: riderId,
      data: {
        riderId,
        ...(account.companyId ? { deliveryCompanyId: account.companyId } : {}),
        cashHeld: account.cashHeld,
        remitted: account.remitted,
        ...stamp(account.firstMs, actors.server),
        updatedAt: Timestamp.fromMillis(account.lastMs),
      },
    });
  }
  return out;
}
