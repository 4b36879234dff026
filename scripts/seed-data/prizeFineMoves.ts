/**
 * The seed's approved rewards and fines move their person's account, as the panel's
 * approval does (issue 49 item 1; docs/data-model.md "Rewards and fines move balances"):
 * for each approved `prizesFines` record whose approval declares a move (a supplier's or a
 * rider's; src/entities/prizeFine.ts, resolved by its `type`), the account's balances move
 * and a `reward`/`fine` ledger entry is written under the decision's audit entry id, by the
 * decider at the decision's time. Each touched account's entries are then replayed in time
 * order so every entry's `balances` is what the account held after it (the statements'
 * openings read them) and the stored balances are their sums (the reconciliation).
 */
import { COLLECTIONS } from '@/config/collections';
import { prizeFineEntity } from '@/entities/prizeFine';
import { adjustmentEntity } from '@/entities/adjustment';
import { resolvedTransfer, transferApplies, transfersOf, transitionsOfKind, type EntityDef } from '@/lib/entity/define';
import { ledgerAmounts } from '@/lib/entity/ledger';
import type { SeedDoc } from './build';

const millis = (at: unknown): number => (at as { toMillis(): number }).toMillis();

/**
 * Adds the moves and entries of the approved rewards and fines to the seed's documents.
 * @param docs every seed document (accounts, ledger entries and prizesFines among them); changed in place
 * @throws Error when a record's account is missing, or a replayed balance would fall below 0
 *   (the rules would have refused that approval)
 */
export function movePrizeFines(docs: SeedDoc[]): void {
  moveApproved(docs, prizeFineEntity);
}

/**
 * The same for the seed's approved adjustments (src/entities/adjustment.ts): each moves
 * its person's account with its `adjustment` entry, replayed in time order.
 * @param docs every seed document; changed in place
 * @throws Error as movePrizeFines
 */
export function moveAdjustments(docs: SeedDoc[]): void {
  moveApproved(docs, adjustmentEntity);
}

/** Moves the accounts of a definition's approved records (its `approve` transfers), with their entries. */
function moveApproved(docs: SeedDoc[], def: Pick<EntityDef, 'name' | 'collection' | 'transitions'>): void {
  const approve = transitionsOfKind(def, 'state').find(([name]) => name === 'approve')?.[1];
  if (!approve) throw new Error(`${def.name} has no approve`);
  const find = (collection: string, id: string) => docs.find((d) => d.collection === collection && d.id === id);
  const touched = new Set<string>();
  for (const record of docs.filter((d) => d.collection === def.collection)) {
    if (record.data['status'] !== 'approved') continue;
    for (const declared of transfersOf(approve)) {
      if (!transferApplies(declared, record.data)) continue;
      const move = resolvedTransfer(declared, record.data);
      if (!move?.ledger) continue;
      const accountId = String(record.data[move.idField]);
      const account = find(move.collection, accountId);
      if (!account) throw new Error(`seed: ${record.id} approved for ${accountId}, who has no account`);
      const amounts = ledgerAmounts(move, Number(record.data[move.amountField]));
      for (const [field, amount] of Object.entries(amounts)) {
        account.data[field] = Number(account.data[field] ?? 0) + amount;
      }
      account.data[move.linkField] = record.id;
      docs.push({
        collection: COLLECTIONS.ledger,
        id: String(record.data['auditId']),
        data: {
          accountCollection: move.collection,
          accountId,
          kind: move.ledger.kind,
          amounts,
          balances: {},
          causeCollection: def.collection,
          causeId: record.id,
          by: record.data['decidedBy'],
          at: record.data['decidedAt'],
        },
      });
      touched.add(`${move.collection}/${accountId}`);
    }
  }
  for (const key of touched) {
    const [collection, accountId] = key.split('/');
    const entries = docs
      .filter(
        (d) =>
          d.collection === COLLECTIONS.ledger &&
          d.data['accountCollection'] === collection &&
          d.data['accountId'] === accountId,
      )
      .sort((a, b) => millis(a.data['at']) - millis(b.data['at']));
    const held: Record<string, number> = {};
    for (const entry of entries) {
      const balances: Record<string, number> = {};
      for (const [field, amount] of Object.entries(entry.data['amounts'] as Record<string, number>)) {
        held[field] = (held[field] ?? 0) + amount;
        if (held[field] < 0) throw new Error(`seed: ${key}.${field} below 0 after ledger entry ${entry.id}`);
        balances[field] = held[field];
      }
      entry.data['balances'] = balances;
    }
  }
}
