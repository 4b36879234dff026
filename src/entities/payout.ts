/**
 * Payout to a delivery company (issue 49 item 4; docs/data-model.md
 * "deliveryCompanyAccounts and payouts", docs/access.md "Money (decisions)"): a finance
 * employee (`/withdraw`) records money the platform paid a delivery company for its
 * deliveries (amount in baisa, method, reference, note); another holder, never the one
 * who recorded it (maker-checker), confirms it. Confirming, in one transaction, moves the
 * amount from the company account's `available` to its `paidOut` (never below 0: more
 * than available is refused) and writes its `payout` ledger entry; recording already
 * refuses more than the company is owed (`createdFor`). Rejecting needs a reason and moves
 * nothing. Never edited nor deleted (a wrong one is rejected); audited on every write.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, money, reference, text } from '@/lib/entity/fields';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { LAST_PAYOUT_FIELD } from './deliveryCompanyAccount';
import { MAX_ACCOUNT_AMOUNT } from './supplierAccount';

/** How the money was paid. */
export const PAYOUT_METHODS = ['bankTransfer', 'cash'] as const;
export const PAYOUT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The payouts collection. */
export const payoutEntity = defineEntity({
  name: 'payout',
  collection: COLLECTIONS.payouts,
  access: { owner: '/withdraw' },
  fields: {
    deliveryCompanyId: reference('payout.company', COLLECTIONS.users, 'deliveryCompany', {
      fixed: true,
      column: { flex: 1, width: 170, priority: 1 },
    }),
    amount: money('payout.amount', 0, MAX_ACCOUNT_AMOUNT, {
      fixed: true,
      minExclusive: true,
      minKey: 'payout.validation.amountPositive',
      column: { width: 130 },
    }),
    method: enumeration('payout.method', PAYOUT_METHODS, 'payout.methods', {
      fixed: true,
      column: { width: 140 },
    }),
    reference: text('payout.reference', 100, { fixed: true, required: false, dir: 'ltr', column: { width: 150 } }),
    note: text('payout.note', 500, { fixed: true, required: false, dir: 'auto', multiline: true, column: false }),
    status: enumeration('payout.status', PAYOUT_STATUSES, 'payout.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['amount', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    // No filters: the composite index budget (tests/unit/generated.test.ts) is spent.
  },
  writes: { create: 'panel', edit: 'none', decide: 'panel', delete: 'none' },
  audit: { of: 'all', subject: 'deliveryCompanyId' },
  // Recording reads the company's account: it must be owed at least the amount.
  createdFor: {
    collection: COLLECTIONS.deliveryCompanyAccounts,
    idField: 'deliveryCompanyId',
    same: { deliveryCompanyId: 'deliveryCompanyId' },
    fits: { amount: 'amount', of: 'available' },
  },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending'],
      to: 'approved',
      labelKey: 'payout.approve',
      confirmKey: 'payout.approveConfirm',
      successKey: 'payout.approvedMessage',
      makerChecker: true,
      transfer: {
        collection: COLLECTIONS.deliveryCompanyAccounts,
        idField: 'deliveryCompanyId',
        amountField: 'amount',
        from: 'available',
        to: 'paidOut',
        linkField: LAST_PAYOUT_FIELD,
        shortKey: 'payout.validation.aboveAvailable',
        ledger: { kind: 'payout' },
      },
    },
    reject: {
      field: 'status',
      from: ['pending'],
      to: 'rejected',
      labelKey: 'payout.reject',
      confirmKey: 'payout.rejectConfirm',
      successKey: 'payout.rejectedMessage',
      danger: true,
      reasonRequired: true,
    },
  },
  title: (row, locale) => formatCurrency(baisaToOmr(row.amount), locale),
});

export type Payout = Row<typeof payoutEntity.fields>;
