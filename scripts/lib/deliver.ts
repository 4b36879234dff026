/**
 * The marketplace server's delivery, as the apps' contract describes it (issue 49 item 2;
 * docs/data-model.md "riderAccounts/{riderUid} and remittances" and
 * "deliveryCompanyAccounts/{companyUid} and payouts"): the reference implementation of what
 * the server (Admin SDK) writes when an order is delivered, used by the end-to-end tests to
 * deliver an order the way the backend would. In one transaction:
 *
 * - the order: `status` and `deliveryStatus` `delivered`, `updatedAt`, `updatedBy` the server;
 * - a cash order (`paymentMethod: 'cash'`): the rider's account `cashHeld + totalPrice`
 *   (created at 0 if missing) naming the order's company, with a `cashCollected` ledger entry;
 * - the order's delivery company: its account `available + ` App info's `riderDeliveryFee`
 *   (created at 0 if missing), with an `orderDelivered` ledger entry;
 * - the supplier: its account `earned` and `available + subtotal` (the goods' price after
 *   item discounts; delivery fee, VAT and coupon are the platform's), with an
 *   `orderDelivered` ledger entry.
 *
 * The rules accept none of these from a client: only the server writes them.
 */
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';

/** Who the server's writes name as their author (`updatedBy`, ledger `by`). */
export const SERVER_UID = 'server';

/** The ledger entries a delivery wrote, by account collection. */
export type DeliveryEntries = Partial<Record<string, string>>;

/**
 * Delivers an order as the marketplace's server does.
 * @param db the Admin SDK's Firestore
 * @param orderId an order on its way (not yet delivered)
 * @returns the ids of the ledger entries written, by account collection
 * @throws Error when the order is missing or already delivered
 */
export async function deliverAsServer(db: Firestore, orderId: string): Promise<DeliveryEntries> {
  return db.runTransaction(async (tx) => {
    const orderRef = db.doc(`${COLLECTIONS.orders}/${orderId}`);
    const order = (await tx.get(orderRef)).data();
    if (!order) throw new Error(`No order ${orderId}`);
    if (order['status'] === 'delivered') throw new Error(`Order ${orderId} is already delivered`);
    const appInfo = (await tx.get(db.doc(`${COLLECTIONS.appInfo}/main`))).data() ?? {};
    const riderId = typeof order['riderId'] === 'string' ? order['riderId'] : null;
    const companyId = typeof order['deliveryCompanyId'] === 'string' ? order['deliveryCompanyId'] : null;
    const supplierId = String(order['supplierId']);
    const cash = order['paymentMethod'] === 'cash' && riderId;
    const moves: Move[] = [];
    if (cash) {
      moves.push({
        collection: COLLECTIONS.riderAccounts,
        id: riderId,
        idField: 'riderId',
        kind: 'cashCollected',
        amounts: { cashHeld: Number(order['totalPrice'] ?? 0) },
        also: companyId ? { deliveryCompanyId: companyId } : {},
      });
    }
    const fee = Number(appInfo['riderDeliveryFee'] ?? 0);
    if (companyId && fee > 0) {
      moves.push({
        collection: COLLECTIONS.deliveryCompanyAccounts,
        id: companyId,
        idField: 'deliveryCompanyId',
        kind: 'orderDelivered',
        amounts: { available: fee },
      });
    }
    const subtotal = Number(order['subtotal'] ?? 0);
    if (subtotal > 0) {
      moves.push({
        collection: COLLECTIONS.supplierAccounts,
        id: supplierId,
        idField: 'supplierId',
        kind: 'orderDelivered',
        amounts: { earned: subtotal, available: subtotal },
      });
    }
    // Every read before any write (a transaction's rule).
    const accounts = await Promise.all(moves.map((m) => tx.get(db.doc(`${m.collection}/${m.id}`))));
    const now = Timestamp.now();
    tx.update(orderRef, { status: 'delivered', deliveryStatus: 'delivered', updatedAt: now, updatedBy: SERVER_UID });
    const entries: DeliveryEntries = {};
    moves.forEach((move, i) => {
      entries[move.collection] = writeMove(tx, db, move, accounts[i]?.data() ?? null, orderId, now);
    });
    return entries;
  });
}

/** One account's movement of a delivery. */
interface Move {
  readonly collection: string;
  readonly id: string;
  readonly idField: string;
  readonly kind: 'cashCollected' | 'orderDelivered';
  readonly amounts: Readonly<Record<string, number>>;
  readonly also?: Readonly<Record<string, unknown>>;
}

/** Writes a movement and its ledger entry; returns the entry's id. */
function writeMove(
  tx: Transaction,
  db: Firestore,
  move: Move,
  account: Record<string, unknown> | null,
  orderId: string,
  now: Timestamp,
): string {
  const balances = Object.fromEntries(
    Object.entries(move.amounts).map(([field, amount]) => [field, Number(account?.[field] ?? 0) + amount]),
  );
  const ref = db.doc(`${move.collection}/${move.id}`);
  const stamp = { updatedAt: now, updatedBy: SERVER_UID };
  if (account) {
    const increments = Object.fromEntries(
      Object.entries(move.amounts).map(([field, amount]) => [field, FieldValue.increment(amount)]),
    );
    tx.update(ref, { ...increments, ...move.also, ...stamp });
  } else {
    tx.set(ref, {
      [move.idField]: move.id,
      ...balances,
      ...move.also,
      createdAt: now,
      createdBy: SERVER_UID,
      ...stamp,
    });
  }
  const entry = db.collection(COLLECTIONS.ledger).doc();
  tx.set(entry, {
    accountCollection: move.collection,
    accountId: move.id,
    kind: move.kind,
    amounts: move.amounts,
    balances,
    causeCollection: COLLECTIONS.orders,
    causeId: orderId,
    by: SERVER_UID,
    at: now,
  });
  return entry.id;
}
