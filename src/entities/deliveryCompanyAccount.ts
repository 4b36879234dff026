/**
 * A delivery company's money account (issue 49 item 2; docs/data-model.md
 * "deliveryCompanyAccounts and payouts"): the delivery fees the platform owes the company
 * (`available`) and what it has paid out to it (`paidOut`). The document id is the
 * company's uid. Amounts are integer baisa, each at least 0.
 *
 * Written outside the panel (`writes`: no create, edit or delete): the marketplace's
 * server creates the account and raises `available` by App info's rider delivery fee when one of the
 * company's orders is delivered (an `orderDelivered` ledger entry; the contract in
 * docs/data-model.md); the panel moves it only by confirming a payout
 * (src/entities/payout.ts: `available` −amount, `paidOut` +amount, with its ledger
 * entry, in one transaction) or approving the company's reward (`available` +value) or
 * fine (`available` −value, never below 0; src/entities/prizeFine.ts). The cash the company's riders hold is theirs
 * (riderAccounts, with the company named on each): the company's cash held is their sum,
 * never a second copy.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity } from '@/lib/entity/define';
import { money, reference } from '@/lib/entity/fields';
import { MAX_ACCOUNT_AMOUNT } from './supplierAccount';

/** The company account's field naming the payout whose confirmation moved it last. */
export const LAST_PAYOUT_FIELD = 'lastPayoutId';

/** The deliveryCompanyAccounts collection: one document per company, id = the company's uid. */
export const deliveryCompanyAccountEntity = defineEntity({
  name: 'deliveryCompanyAccount',
  collection: COLLECTIONS.deliveryCompanyAccounts,
  access: {
    owner: '/deliveryCompany',
    readers: [
      { path: '/withdraw', reason: 'finance records and confirms the payouts to a delivery company' },
      { path: '/prizesFines', reason: "approving a delivery company's reward or fine reads and moves its account" },
    ],
  },
  fields: {
    deliveryCompanyId: reference('deliveryCompanyAccount.company', COLLECTIONS.users, 'deliveryCompany', {
      fixed: true,
    }),
    available: money('deliveryCompanyAccount.available', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    paidOut: money('deliveryCompanyAccount.paidOut', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  id: { field: 'deliveryCompanyId' },
  stored: { lenient: true },
  // Written by the marketplace's server; the panel only moves it (a payout, a reward or fine).
  writes: { create: 'none', edit: 'none', decide: 'panel', delete: 'none' },
  title: (row) => row.deliveryCompanyId ?? '',
});
