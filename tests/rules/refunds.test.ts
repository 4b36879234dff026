/**
 * firestore.rules, refunds (docs/data-model.md `refunds`, docs/access.md "Refunds"): a
 * holder of /refunds proposes a refund of a delivered or cancelled order, of its
 * supplier, at most its total less earlier refunds, as themselves; another holder
 * approves it, in the same write adding exactly its amount to the order's refundedAmount
 * (never past totalPrice) and, charged to the supplier, taking it off the account's
 * earned and available (never below 0); nobody changes the amount at approval.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { refundEntity } from '../../src/entities/refund';
import {
  auditEntryData,
  createData,
  createDoc,
  decisionData,
  decide,
  refundedOrder,
  REFUNDED_ORDER,
  stored,
} from './fixtures';
import { authorName, dbAs, setUpRulesFile } from './helpers';

const approve = refundEntity.transitions?.['approve'];
const reject = refundEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('refund has no approve/reject');

const MAKER = 'refundMaker';
/** The callers who may decide: an All holder, a holder of /refunds only, a holder of several paths. */
const CHECKERS = {
  all: 'refundAll',
  only: 'refundOnly',
  several: 'refundSeveral',
} as const;

const staff = (access: readonly string[]) => ({ type: 'employee', blocked: false, Access: [...access] });

/** A pending refund proposed by MAKER. */
const refund = (id: string, extra: DocumentData) =>
  stored('refunds', id, {
    orderId: REFUNDED_ORDER,
    supplierId: 'supplier',
    amount: 2_000,
    reason: 'damaged',
    note: '',
    chargedTo: 'supplier',
    status: 'pending',
    createdBy: MAKER,
    updatedBy: MAKER,
    editedBy: MAKER,
    ...extra,
  });

const rules = setUpRulesFile(() => ({
  [`users/${MAKER}`]: staff(['/refunds']),
  [`users/${CHECKERS.all}`]: staff(['All']),
  [`users/${CHECKERS.only}`]: staff(['/refunds']),
  [`users/${CHECKERS.several}`]: staff(['/dashboard', '/withdraw', '/refunds', '/coupon']),
  'users/finance': staff(['/withdraw', '/allOrders']),
  // 12.500 OMR, 1.000 refunded: 11.500 left.
  [`orders/${REFUNDED_ORDER}`]: refundedOrder(),
  'orders/pending': refundedOrder({ status: 'pending', refundedAmount: 0 }),
  'orders/onTheWay': refundedOrder({ status: 'onTheWay', refundedAmount: 0 }),
  // Paid by card when placed: the customer was charged (refundRefusal).
  'orders/cancelled': refundedOrder({ status: 'cancelledByAdmin', refundedAmount: 0, paymentMethod: 'card' }),
  // Cancelled and paid in cash: never collected, nothing to give back.
  'orders/cancelledCash': refundedOrder({ status: 'cancelledByUser', refundedAmount: 0, paymentMethod: 'cash' }),
  'orders/deliveredCash': refundedOrder({ refundedAmount: 0, paymentMethod: 'cash' }),
  'orders/other': refundedOrder({ supplierId: 'otherSupplier' }),
  'supplierAccounts/supplier': stored('supplierAccounts', 'supplier', {
    earned: 20_000,
    released: 12_000,
    available: 8_000,
  }),
  'refunds/R1': refund('R1', {}),
  'refunds/R2': refund('R2', { chargedTo: 'platform', amount: 3_000 }),
  // More than the supplier's available amount (8.000).
  'refunds/R3': refund('R3', { amount: 9_000 }),
  // More than what is left of the order (11.500), stored as if written before.
  'refunds/R4': refund('R4', { chargedTo: 'platform', amount: 12_000 }),
  // A full refund of a cancelled cash order, stored as if proposed before the rule.
  'refunds/R5': refund('R5', { orderId: 'cancelledCash', amount: 12_500 }),
}));

/** Proposes a refund as the data layer does (`extra` overrides the written fields). */
function propose(db: Firestore, uid: string, extra: DocumentData = {}, id = 'NEW1') {
  return createDoc(db, 'refunds', uid, id, { data: { ...createData('refunds', uid, id), ...extra } });
}

interface Options {
  /** The order write (null: none). */
  readonly order?: DocumentData | null;
  /** The supplier account write (null: none). */
  readonly account?: DocumentData | null;
  /** Overrides of the refund's own write. */
  readonly extra?: DocumentData;
  /** The refunded order (default REFUNDED_ORDER). */
  readonly orderId?: string;
  /** The ledger entry's fields overridden (null: none; default: one when the account moves). */
  readonly ledger?: DocumentData | null;
}

/** The ledger entry of approving `id` for `amount` charged to the supplier (earned 20.000, available 8.000). */
const ledgerOf = (id: string, uid: string, amount: number): DocumentData => ({
  accountCollection: 'supplierAccounts',
  accountId: 'supplier',
  kind: 'refundCharged',
  amounts: { earned: -amount, available: -amount },
  balances: { earned: 20_000 - amount, available: 8_000 - amount },
  causeCollection: 'refunds',
  causeId: id,
  by: uid,
  at: serverTimestamp(),
});

/** Approves refunds/{id} in one batch as transitionOne does, with variations. */
async function approveWith(db: Firestore, uid: string, id: string, amount: number, options: Options = {}) {
  const byName = await authorName(db, uid);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  const written = { status: 'approved' };
  batch.set(
    entry,
    auditEntryData('refunds', id, uid, { before: { status: 'pending' }, written, action: 'decision', byName }),
  );
  const order = options.order === undefined ? { refundedAmount: increment(amount), lastRefundId: id } : options.order;
  if (order)
    batch.update(doc(db, 'orders', options.orderId ?? REFUNDED_ORDER), {
      ...order,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
  const account =
    options.account === undefined
      ? { earned: increment(-amount), available: increment(-amount), lastRefundId: id }
      : options.account;
  if (account) {
    batch.update(doc(db, 'supplierAccounts', 'supplier'), { ...account, updatedAt: serverTimestamp(), updatedBy: uid });
  }
  if (options.ledger !== null && (account || options.ledger)) {
    batch.set(doc(db, 'ledger', entry.id), { ...ledgerOf(id, uid, amount), ...options.ledger });
  }
  batch.update(doc(db, 'refunds', id), {
    ...decisionData(approve!, uid, null),
    auditId: entry.id,
    ...options.extra,
  });
  return batch.commit();
}

describe('refunds: proposing', () => {
  for (const [kind, uid] of Object.entries(CHECKERS)) {
    it(`a holder of ${kind === 'all' ? 'All' : kind === 'only' ? '/refunds only' : '/refunds among several paths'} proposes a partial refund of a delivered order`, async () => {
      await assertSucceeds(propose(dbAs(rules.env, uid), uid));
    });
  }

  it('proposes the whole of what is left (11.500 of 12.500, 1.000 refunded before), and of a cancelled order', async () => {
    await assertSucceeds(propose(dbAs(rules.env, MAKER), MAKER, { amount: 11_500 }));
    await assertSucceeds(propose(dbAs(rules.env, MAKER), MAKER, { orderId: 'cancelled', amount: 12_500 }, 'NEW2'));
  });

  for (const [kind, uid] of Object.entries(CHECKERS)) {
    it(`refuses a refund of a cancelled cash order, never collected, even in part (${kind}); a cancelled card order and a delivered cash order are refunded`, async () => {
      const db = dbAs(rules.env, uid);
      await assertFails(propose(db, uid, { orderId: 'cancelledCash', amount: 12_500 }));
      await assertFails(propose(db, uid, { orderId: 'cancelledCash', amount: 100, chargedTo: 'platform' }));
      await assertSucceeds(propose(db, uid, { orderId: 'cancelled', amount: 12_500 }, 'CARD'));
      await assertSucceeds(propose(db, uid, { orderId: 'deliveredCash', amount: 12_500 }, 'CASH'));
    });
  }

  it('refuses more than the total, and more than the total less earlier refunds', async () => {
    const db = dbAs(rules.env, MAKER);
    await assertFails(propose(db, MAKER, { amount: 12_501 }));
    await assertFails(propose(db, MAKER, { amount: 11_501 }));
  });

  it('refuses a refund of a pending or on-the-way order, of another supplier, or of no order', async () => {
    const db = dbAs(rules.env, MAKER);
    await assertFails(propose(db, MAKER, { orderId: 'pending' }));
    await assertFails(propose(db, MAKER, { orderId: 'onTheWay' }));
    await assertFails(propose(db, MAKER, { orderId: 'other' }));
    await assertFails(propose(db, MAKER, { orderId: 'missing' }));
  });

  it('refuses a forged createdBy or maker, an approved proposal, a zero amount, an unknown reason', async () => {
    const db = dbAs(rules.env, MAKER);
    await assertFails(propose(db, MAKER, { createdBy: CHECKERS.only }));
    await assertFails(propose(db, MAKER, { editedBy: CHECKERS.only }));
    await assertFails(propose(db, MAKER, { status: 'approved' }));
    await assertFails(propose(db, MAKER, { amount: 0 }));
    await assertFails(propose(db, MAKER, { reason: 'because' }));
    await assertFails(propose(db, MAKER, { chargedTo: 'rider' }));
  });

  it('refuses a holder of other paths', async () => {
    await assertFails(propose(dbAs(rules.env, 'finance'), 'finance'));
  });
});

describe('refunds: deciding', () => {
  for (const [kind, uid] of Object.entries(CHECKERS)) {
    it(`a holder of ${kind === 'all' ? 'All' : kind === 'only' ? '/refunds only' : '/refunds among several paths'} approves someone else's refund charged to the supplier, moving the order and the account`, async () => {
      await assertSucceeds(approveWith(dbAs(rules.env, uid), uid, 'R1', 2_000));
    });
    it(`a holder of ${kind} approves a refund charged to the platform, moving only the order; and rejects with a reason`, async () => {
      await assertSucceeds(approveWith(dbAs(rules.env, uid), uid, 'R2', 3_000, { account: null }));
      await assertSucceeds(decide(dbAs(rules.env, uid), 'refunds', uid, 'R1', reject!));
    });
  }

  it('refuses approving a refund of a cancelled cash order proposed before the rule, by every kind of holder', async () => {
    for (const uid of Object.values(CHECKERS)) {
      await assertFails(approveWith(dbAs(rules.env, uid), uid, 'R5', 12_500, { orderId: 'cancelledCash' }));
    }
    // Rejecting it (it moves nothing) stays possible.
    await assertSucceeds(decide(dbAs(rules.env, CHECKERS.only), 'refunds', CHECKERS.only, 'R5', reject!));
  });

  it('the fixtures decide the way the data layer does', async () => {
    await assertSucceeds(decide(dbAs(rules.env, CHECKERS.only), 'refunds', CHECKERS.only, 'R1', approve!));
  });

  it('refuses approving your own refund; the proposer may reject (withdraw) it', async () => {
    await assertFails(approveWith(dbAs(rules.env, MAKER), MAKER, 'R1', 2_000));
    await assertSucceeds(decide(dbAs(rules.env, MAKER), 'refunds', MAKER, 'R1', reject!));
  });

  it('refuses changing the amount, the order or who bears it at approval', async () => {
    const db = dbAs(rules.env, CHECKERS.only);
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 1_000, { extra: { amount: 1_000 } }));
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 2_000, { extra: { chargedTo: 'platform' } }));
    await assertFails(approveWith(db, CHECKERS.only, 'R2', 3_000, { account: null, extra: { orderId: 'cancelled' } }));
  });

  it('refuses an approval charged to the supplier without its ledger entry, or with an entry of other amounts', async () => {
    const db = dbAs(rules.env, CHECKERS.only);
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 2_000, { ledger: null }));
    await assertFails(
      approveWith(db, CHECKERS.only, 'R1', 2_000, { ledger: { amounts: { earned: -2_000, available: -1_000 } } }),
    );
    await assertSucceeds(approveWith(db, CHECKERS.only, 'R1', 2_000));
  });

  it('refuses an approval without the order moved, or moved by another amount', async () => {
    const db = dbAs(rules.env, CHECKERS.only);
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 2_000, { order: null }));
    await assertFails(
      approveWith(db, CHECKERS.only, 'R1', 2_000, { order: { refundedAmount: increment(1_000), lastRefundId: 'R1' } }),
    );
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 2_000, { order: { refundedAmount: increment(2_000) } }));
  });

  it('refuses an approval charged to the supplier without the account moved, or with only one of its amounts moved', async () => {
    const db = dbAs(rules.env, CHECKERS.only);
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 2_000, { account: null }));
    await assertFails(
      approveWith(db, CHECKERS.only, 'R1', 2_000, { account: { available: increment(-2_000), lastRefundId: 'R1' } }),
    );
    await assertFails(
      approveWith(db, CHECKERS.only, 'R1', 2_000, {
        account: {
          earned: increment(-2_000),
          available: increment(-2_000),
          released: increment(2_000),
          lastRefundId: 'R1',
        },
      }),
    );
  });

  it("refuses moving the supplier's account for a refund charged to the platform", async () => {
    await assertFails(approveWith(dbAs(rules.env, CHECKERS.only), CHECKERS.only, 'R2', 3_000));
  });

  it("refuses an approval past the order's total, or taking the supplier's available below 0", async () => {
    const db = dbAs(rules.env, CHECKERS.only);
    await assertFails(approveWith(db, CHECKERS.only, 'R4', 12_000, { account: null }));
    await assertFails(approveWith(db, CHECKERS.only, 'R3', 9_000));
  });

  it('refuses a second decision, and the order or account moved without a decision', async () => {
    const db = dbAs(rules.env, CHECKERS.only);
    await assertSucceeds(approveWith(db, CHECKERS.only, 'R1', 2_000));
    await assertFails(approveWith(db, CHECKERS.only, 'R1', 2_000));
    const batch = writeBatch(db);
    batch.update(doc(db, 'orders', REFUNDED_ORDER), {
      refundedAmount: increment(500),
      lastRefundId: 'R2',
      updatedAt: serverTimestamp(),
      updatedBy: CHECKERS.only,
    });
    await assertFails(batch.commit());
  });
});
