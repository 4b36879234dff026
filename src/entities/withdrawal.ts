/**
 * Withdrawal request (spec §2 "Withdraw History", §4: approved or rejected after a
 * confirmation; the spec shows no fields, docs/data-model.md `withdrawals`): a
 * supplier asks for an amount of their available money to be paid to their bank
 * account. The request keeps the bank details as they were sent (a snapshot of the
 * supplier account) and the amount in baisa. It is decided once: approving moves the
 * amount from the account's `available` to its `released` in the same transaction
 * (the transition's `transfer`), rejecting needs a reason. Both are audited.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, money, reference, text } from '@/lib/entity/fields';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { MAX_ACCOUNT_AMOUNT } from './supplierAccount';

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The supplier account's field naming the withdrawal whose approval moved it last. */
export const LAST_WITHDRAWAL_FIELD = 'lastWithdrawalId';

/** The withdrawals collection. */
export const withdrawalEntity = defineEntity({
  name: 'withdrawal',
  collection: COLLECTIONS.withdrawals,
  access: { owner: '/withdraw' },
  fields: {
    supplierId: reference('withdrawal.supplier', COLLECTIONS.users, 'supplier', {
      fixed: true,
      column: { flex: 1, width: 170, priority: 1 },
    }),
    amount: money('withdrawal.amount', 0, MAX_ACCOUNT_AMOUNT, {
      fixed: true,
      minExclusive: true,
      minKey: 'withdrawal.validation.amountPositive',
      column: { width: 140 },
    }),
    accountHolder: text('withdrawal.accountHolder', 100, { fixed: true, dir: 'auto', column: { width: 160 } }),
    accountNumber: text('withdrawal.accountNumber', 34, { fixed: true, dir: 'ltr', column: { hidden: true } }),
    iban: text('withdrawal.iban', 34, { fixed: true, dir: 'ltr', column: { width: 220, hidden: true } }),
    bankName: text('withdrawal.bankName', 100, { fixed: true, dir: 'auto', column: { width: 140, priority: 3 } }),
    status: enumeration('withdrawal.status', WITHDRAWAL_STATUSES, 'withdrawal.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['amount', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    filters: { status: ['createdAt'], supplierId: ['createdAt'] },
    // The request's date ("Created") never folds away (the default); the amount and the
    // status by their kinds; the supplier by its hint.
  },
  writes: { create: 'none', edit: 'none', decide: 'panel', delete: 'none' },
  audit: { of: 'decisions', subject: 'supplierId' },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending'],
      to: 'approved',
      labelKey: 'withdrawal.approve',
      confirmKey: 'withdrawal.approveConfirm',
      successKey: 'withdrawal.approvedMessage',
      // The staff member who created it (createdBy, when the backend records one) may not approve it.
      makerChecker: true,
      transfer: {
        collection: COLLECTIONS.supplierAccounts,
        idField: 'supplierId',
        amountField: 'amount',
        from: 'available',
        to: 'released',
        linkField: LAST_WITHDRAWAL_FIELD,
        shortKey: 'withdrawal.validation.aboveAvailable',
        ledger: { kind: 'withdrawal' },
      },
    },
    reject: {
      field: 'status',
      from: ['pending'],
      to: 'rejected',
      labelKey: 'withdrawal.reject',
      confirmKey: 'withdrawal.rejectConfirm',
      successKey: 'withdrawal.rejectedMessage',
      danger: true,
      reasonRequired: true,
    },
  },
  title: (row, locale) => formatCurrency(baisaToOmr(row.amount), locale),
});

export type Withdrawal = Row<typeof withdrawalEntity.fields>;
