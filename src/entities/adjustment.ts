/**
 * Adjustment (issue 49 item 1: "a mistake is corrected by an adjustment that itself goes
 * through maker-checker"; docs/data-model.md "Adjustments", docs/access.md "Money
 * (decisions)"): a finance employee (`/withdraw`) records a correction of a supplier's,
 * rider's or delivery company's account (which person, increase or decrease, amount in
 * baisa, the reason, required); another holder, never the one who recorded it
 * (maker-checker), approves it. Approving moves the same balances a reward or fine moves
 * for that person type, in one transaction with its `adjustment` ledger entry:
 * - supplier: `earned` and `available` (+ increase, − decrease: what the platform owes them);
 * - rider: `cashHeld` (+ increase: the rider owes more; − decrease: owes less);
 * - delivery company: `available` (+ increase, − decrease: what the platform owes it);
 * never below 0 (a decrease above the balance is refused, saying how much there is).
 * Rejecting needs a reason and moves nothing. Never edited nor deleted (a wrong one is
 * rejected, an approved one is corrected by another adjustment); audited on every write.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type AmountTransfer, type Row } from '@/lib/entity/define';
import { enumeration, money, reference, text } from '@/lib/entity/fields';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { MAX_ACCOUNT_AMOUNT } from './supplierAccount';

/** Whose account an adjustment corrects: users documents of these types. */
export const ADJUSTMENT_PEOPLE = ['supplier', 'rider', 'deliveryCompany'] as const;
export type AdjustmentPerson = (typeof ADJUSTMENT_PEOPLE)[number];

/** Whether the balance rises or falls (for a rider: what they owe). */
export const ADJUSTMENT_DIRECTIONS = ['increase', 'decrease'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The account field naming the adjustment whose approval moved it last. */
export const LAST_ADJUSTMENT_FIELD = 'lastAdjustmentId';

/**
 * The balances an adjustment moves per person type: what a reward or fine moves
 * (src/entities/prizeFine.ts), increase raising them and decrease lowering them.
 */
export const ADJUSTED_BALANCES = {
  supplier: {
    collection: COLLECTIONS.supplierAccounts,
    fields: ['earned', 'available'],
    // The refusal of a decrease above the balance, with `{{left, currency}}`.
    shortKey: 'adjustment.validation.decreaseAbove.supplier',
  },
  rider: {
    collection: COLLECTIONS.riderAccounts,
    fields: ['cashHeld'],
    shortKey: 'adjustment.validation.decreaseAbove.rider',
  },
  deliveryCompany: {
    collection: COLLECTIONS.deliveryCompanyAccounts,
    fields: ['available'],
    shortKey: 'adjustment.validation.decreaseAbove.deliveryCompany',
  },
} as const satisfies Record<AdjustmentPerson, { collection: string; fields: readonly string[]; shortKey: string }>;

/** The approval's move on one person type's account. */
function adjusted(person: AdjustmentPerson): AmountTransfer {
  const { collection, fields, shortKey } = ADJUSTED_BALANCES[person];
  return {
    collection,
    idField: 'personId',
    amountField: 'amount',
    when: { field: 'personType', value: person },
    linkField: LAST_ADJUSTMENT_FIELD,
    missingKey: 'adjustment.validation.noAccount',
    from: [],
    shortKey,
    byValue: {
      field: 'direction',
      values: {
        increase: { from: [], to: fields, shortKey, ledger: { kind: 'adjustment' } },
        decrease: { from: fields, shortKey, ledger: { kind: 'adjustment' } },
      },
    },
  };
}

/** The adjustments collection. */
export const adjustmentEntity = defineEntity({
  name: 'adjustment',
  collection: COLLECTIONS.adjustments,
  access: { owner: '/withdraw' },
  fields: {
    personType: enumeration('adjustment.personType', ADJUSTMENT_PEOPLE, 'adjustment.personTypes', {
      fixed: true,
      column: { width: 150 },
    }),
    personId: reference('adjustment.person', COLLECTIONS.users, 'supplier', {
      typeField: 'personType',
      fixed: true,
      requiredKey: 'adjustment.validation.person',
      column: { flex: 1, width: 170, priority: 1 },
    }),
    direction: enumeration('adjustment.direction', ADJUSTMENT_DIRECTIONS, 'adjustment.directions', {
      fixed: true,
      colors: { increase: 'success', decrease: 'error' },
      column: { width: 130 },
    }),
    amount: money('adjustment.amount', 0, MAX_ACCOUNT_AMOUNT, {
      fixed: true,
      minExclusive: true,
      minKey: 'adjustment.validation.amountPositive',
      column: { width: 130 },
    }),
    reason: text('adjustment.reason', 500, { fixed: true, dir: 'auto', multiline: true, column: false }),
    status: enumeration('adjustment.status', ADJUSTMENT_STATUSES, 'adjustment.statuses', {
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
  audit: { of: 'all', subject: 'personId' },
  transitions: {
    approve: {
      field: 'status',
      from: ['pending'],
      to: 'approved',
      labelKey: 'adjustment.approve',
      confirmKey: 'adjustment.approveConfirm',
      successKey: 'adjustment.approvedMessage',
      makerChecker: true,
      // One move per account collection, chosen by personType; its direction by `direction`.
      transfers: ADJUSTMENT_PEOPLE.map(adjusted),
    },
    reject: {
      field: 'status',
      from: ['pending'],
      to: 'rejected',
      labelKey: 'adjustment.reject',
      confirmKey: 'adjustment.rejectConfirm',
      successKey: 'adjustment.rejectedMessage',
      danger: true,
      reasonRequired: true,
    },
  },
  title: (row, locale) => formatCurrency(baisaToOmr(row.amount), locale),
});

export type Adjustment = Row<typeof adjustmentEntity.fields>;
