/**
 * Cash remittance (issue 49 item 4; docs/data-model.md `remittances`, docs/access.md
 * "Money (decisions)"): a finance employee (`/withdraw`) records cash a rider handed over
 * (amount in baisa, method, reference, note); another holder, never the one who recorded
 * it (maker-checker), confirms it. Confirming, in one transaction, moves the amount from
 * the rider account's `cashHeld` to its `remitted` (never below 0: more than held is
 * refused) and writes its `cashRemitted` ledger entry; recording already refuses more
 * than the rider holds (`createdFor`). Rejecting needs a reason and moves nothing. Never
 * edited nor deleted (a wrong one is rejected); audited on every write.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { enumeration, money, reference, text } from '@/lib/entity/fields';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { LAST_REMITTANCE_FIELD } from './riderAccount';
import { MAX_ACCOUNT_AMOUNT } from './supplierAccount';

/** How the cash was handed over. */
export const REMITTANCE_METHODS = ['cash', 'bankTransfer'] as const;
export const REMITTANCE_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The remittances collection. */
export const remittanceEntity = defineEntity({
  name: 'remittance',
  collection: COLLECTIONS.remittances,
  access: { owner: '/withdraw' },
  fields: {
    riderId: reference('remittance.rider', COLLECTIONS.users, 'rider', {
      fixed: true,
      column: { flex: 1, width: 170, priority: 1 },
    }),
    amount: money('remittance.amount', 0, MAX_ACCOUNT_AMOUNT, {
      fixed: true,
      minExclusive: true,
      minKey: 'remittance.validation.amountPositive',
      column: { width: 130 },
    }),
    method: enumeration('remittance.method', REMITTANCE_METHODS, 'remittance.methods', {
      fixed: true,
      column: { width: 140 },
    }),
    reference: text('remittance.reference', 100, { fixed: true, required: false, dir: 'ltr', column: { width: 150 } }),
    note: text('remittance.note', 500, { fixed: true, required: false, dir: 'auto', multiline: true, column: false }),
    // A delivery company's hand-over (docs/data-model.md "remittances"): the company that
    // handed its riders' cash over, which must be the rider account's company (createdFor),
    // and the id the hand-over's remittances share (one batch, src/lib/data/handover.ts).
    deliveryCompanyId: reference('remittance.company', COLLECTIONS.users, 'deliveryCompany', {
      fixed: true,
      required: false,
      // The list says it under the rider's name too (RemittancesScreen): folds first.
      column: { width: 170, priority: 3 },
    }),
    handoverId: text('remittance.handover', 30, { fixed: true, required: false, dir: 'ltr', column: false }),
    status: enumeration('remittance.status', REMITTANCE_STATUSES, 'remittance.statuses', {
      readOnly: true,
      colors: { pending: 'warning', approved: 'success', rejected: 'error' },
      column: { width: 120 },
    }),
  },
  list: {
    sorts: ['amount', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    // No filters yet: the panel's composite index budget (186, tests/unit/generated.test.ts)
    // is spent; a status or rider filter needs two indexes each.
  },
  // Remittances recorded before company hand-overs were a rider's own.
  stored: {
    migrations: [
      { field: 'deliveryCompanyId', value: null, note: "2026-11-29: a company's hand-over names its company" },
      { field: 'handoverId', value: '', note: "2026-11-29: a company's hand-over's remittances share its id" },
    ],
  },
  writes: { create: 'panel', edit: 'none', decide: 'panel', delete: 'none' },
  audit: { of: 'all', subject: 'riderId' },
  // Recording reads the rider's account: it must hold at least the amount in cash.
  createdFor: {
    collection: COLLECTIONS.riderAccounts,
    idField: 'riderId',
    same: { riderId: 'riderId', deliveryCompanyId: 'deliveryCompanyId' },
    fits: { amount: 'amount', of: 'cashHeld' },
  },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending'],
      to: 'approved',
      labelKey: 'remittance.approve',
      confirmKey: 'remittance.approveConfirm',
      successKey: 'remittance.approvedMessage',
      makerChecker: true,
      transfer: {
        collection: COLLECTIONS.riderAccounts,
        idField: 'riderId',
        amountField: 'amount',
        from: 'cashHeld',
        to: 'remitted',
        linkField: LAST_REMITTANCE_FIELD,
        shortKey: 'remittance.validation.aboveHeld',
        ledger: { kind: 'cashRemitted' },
      },
    },
    reject: {
      field: 'status',
      from: ['pending'],
      to: 'rejected',
      labelKey: 'remittance.reject',
      confirmKey: 'remittance.rejectConfirm',
      successKey: 'remittance.rejectedMessage',
      danger: true,
      reasonRequired: true,
    },
  },
  title: (row, locale) => formatCurrency(baisaToOmr(row.amount), locale),
});

export type Remittance = Row<typeof remittanceEntity.fields>;
