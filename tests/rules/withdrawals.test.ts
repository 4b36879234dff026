/**
 * firestore.rules, withdrawal decisions (docs/data-model.md `withdrawals`): approving
 * needs, in the same write, its audit entry and the move of exactly its amount from the
 * supplier account's available to its released amount (never below 0); the account's
 * amounts change only with such an approval; a request is decided once.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { withdrawalEntity } from '../../src/entities/withdrawal';
import { auditEntryData, decisionData, stored } from './fixtures';
import { authorName, dbAs, UID, setUpRulesFile } from './helpers';

const FINANCE = 'finance';
const SUPPLIER_STAFF = 'supplierStaff';
const approve = withdrawalEntity.transitions?.['approve'];
const reject = withdrawalEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('withdrawal has no approve/reject');

/** A supplier account holding `available` baisa, `released` already paid. */
const account = (supplierId: string, available: number, released = 10_000) => ({
  ...stored('supplierAccounts', supplierId),
  earned: available + released,
  released,
  available,
});

const rules = setUpRulesFile(() => ({
  [`users/${FINANCE}`]: { type: 'employee', Access: ['/withdraw'] },
  [`users/${SUPPLIER_STAFF}`]: { type: 'employee', Access: ['/supplier'] },
  'supplierAccounts/S1': account('S1', 50_000),
  'supplierAccounts/S2': account('S2', 50_000),
  'withdrawals/W1': stored('withdrawals', 'W1', { supplierId: 'S1', amount: 20_000 }),
  'withdrawals/W2': stored('withdrawals', 'W2', { supplierId: 'S1', amount: 60_000 }),
  'withdrawals/W3': stored('withdrawals', 'W3', { supplierId: 'S2', amount: 20_000 }),
}));

interface Options {
  /** What the account write changes (null: no account write). */
  readonly move?: DocumentData | null;
  /** The account written (default the withdrawal's supplier). */
  readonly accountId?: string;
  readonly withEntry?: boolean;
  readonly status?: 'approved' | 'rejected';
  /** The ledger entry's fields overridden (null: no entry; default: one with an approval's move). */
  readonly ledger?: DocumentData | null;
}

/** The ledger entry of approving `id` for `amount` on an account of 50,000 available, 10,000 released. */
const ledgerOf = (id: string, uid: string, amount: number, accountId = 'S1'): DocumentData => ({
  accountCollection: 'supplierAccounts',
  accountId,
  kind: 'withdrawal',
  amounts: { available: -amount, released: amount },
  balances: { available: 50_000 - amount, released: 10_000 + amount },
  causeCollection: 'withdrawals',
  causeId: id,
  by: uid,
  at: serverTimestamp(),
});

/** Decides withdrawals/{id} in one batch the way transitionOne does, with variations. */
async function decideWith(db: Firestore, uid: string, id: string, amount: number, options: Options = {}) {
  const byName = await authorName(db, uid);
  const transition = options.status === 'rejected' ? reject! : approve!;
  const reason = transition.reasonRequired ? 'Wrong IBAN' : null;
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  const written = { status: transition.to };
  if (options.withEntry !== false) {
    batch.set(
      entry,
      auditEntryData('withdrawals', id, uid, {
        before: { status: 'pending' },
        written,
        action: 'decision',
        reason,
        byName,
      }),
    );
  }
  const move =
    options.move === undefined
      ? { available: increment(-amount), released: increment(amount), lastWithdrawalId: id }
      : options.move;
  if (move) {
    batch.update(doc(db, 'supplierAccounts', options.accountId ?? 'S1'), {
      ...move,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
    });
  }
  const ledger =
    options.ledger === null || move === null || transition.to !== 'approved'
      ? null
      : { ...ledgerOf(id, uid, amount, options.accountId), ...options.ledger };
  if (ledger) batch.set(doc(db, 'ledger', entry.id), ledger);
  batch.update(doc(db, 'withdrawals', id), { ...decisionData(transition, uid, reason), auditId: entry.id });
  return batch.commit();
}

describe('approving a withdrawal', () => {
  it('moves exactly its amount from available to released, with its audit entry (/withdraw and All)', async () => {
    await assertSucceeds(decideWith(dbAs(rules.env, FINANCE), FINANCE, 'W1', 20_000));
    await assertSucceeds(decideWith(dbAs(rules.env, UID.admin), UID.admin, 'W3', 20_000, { accountId: 'S2' }));
  });

  it('is refused twice: a request is decided once', async () => {
    await assertSucceeds(decideWith(dbAs(rules.env, FINANCE), FINANCE, 'W1', 20_000));
    await assertFails(decideWith(dbAs(rules.env, FINANCE), FINANCE, 'W1', 20_000));
    await assertFails(decideWith(dbAs(rules.env, FINANCE), FINANCE, 'W1', 0, { status: 'rejected', move: null }));
  });

  it('is refused for an amount above the available one (available would go below 0)', async () => {
    await assertFails(decideWith(dbAs(rules.env, FINANCE), FINANCE, 'W2', 60_000));
  });

  it('is refused without the move, with another amount, on another account, or without its entry', async () => {
    const db = dbAs(rules.env, FINANCE);
    await assertFails(decideWith(db, FINANCE, 'W1', 20_000, { move: null }));
    await assertFails(decideWith(db, FINANCE, 'W1', 10_000));
    await assertFails(
      decideWith(db, FINANCE, 'W1', 20_000, {
        move: { available: increment(-20_000), released: increment(19_000), lastWithdrawalId: 'W1' },
      }),
    );
    await assertFails(decideWith(db, FINANCE, 'W1', 20_000, { accountId: 'S2' }));
    await assertFails(
      decideWith(db, FINANCE, 'W1', 20_000, {
        move: { available: increment(-20_000), released: increment(20_000), lastWithdrawalId: 'W3' },
      }),
    );
    await assertFails(decideWith(db, FINANCE, 'W1', 20_000, { withEntry: false }));
    await assertFails(
      decideWith(db, FINANCE, 'W1', 20_000, {
        move: { available: increment(-20_000), released: increment(20_000), earned: 0, lastWithdrawalId: 'W1' },
      }),
    );
  });

  it('is refused to other staff and to customers', async () => {
    for (const uid of [SUPPLIER_STAFF, UID.limited, UID.translator, UID.customer, UID.supplier]) {
      await assertFails(decideWith(dbAs(rules.env, uid), uid, 'W1', 20_000));
    }
  });
});

describe('rejecting a withdrawal', () => {
  it('keeps the amounts, needs a reason and its entry; moving money with a rejection is refused', async () => {
    const db = dbAs(rules.env, FINANCE);
    await assertFails(decideWith(db, FINANCE, 'W1', 20_000, { status: 'rejected' }));
    await assertFails(decideWith(db, FINANCE, 'W1', 0, { status: 'rejected', move: null, withEntry: false }));
    await assertSucceeds(decideWith(db, FINANCE, 'W1', 0, { status: 'rejected', move: null }));
  });
});

describe("a supplier account's amounts", () => {
  it('never change without a withdrawal approved in the same write', async () => {
    for (const uid of [FINANCE, SUPPLIER_STAFF, UID.admin]) {
      await assertFails(
        updateDoc(doc(dbAs(rules.env, uid), 'supplierAccounts', 'S1'), {
          available: increment(-20_000),
          released: increment(20_000),
          lastWithdrawalId: 'W1',
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
    }
  });
});
