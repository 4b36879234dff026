/**
 * A rider's money account (issue 49 item 2; docs/data-model.md "riderAccounts"): the
 * cash the rider collected from customers and still holds, and what they handed over.
 * The document id is the rider's uid. Amounts are integer baisa, each at least 0.
 *
 * Written outside the panel (`writes`: no create, edit or delete): the marketplace's
 * apps or server create the account and raise `cashHeld` when a cash order is delivered (the contract in
 * docs/data-model.md, not built yet); the panel moves it only by confirming a remittance
 * (src/entities/remittance.ts: `cashHeld` −amount, `remitted` +amount, with its ledger
 * entry, in one transaction) or approving a rider's fine (`cashHeld` +value: what the
 * rider owes) or reward (`cashHeld` −value; src/entities/prizeFine.ts).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity, type Row } from '@/lib/entity/define';
import { money, reference, text } from '@/lib/entity/fields';
import { MAX_ACCOUNT_AMOUNT } from './supplierAccount';

/** The rider account's field naming the remittance whose confirmation moved it last. */
export const LAST_REMITTANCE_FIELD = 'lastRemittanceId';

/** The riderAccounts collection: one document per rider, id = the rider's uid. */
export const riderAccountEntity = defineEntity({
  name: 'riderAccount',
  collection: COLLECTIONS.riderAccounts,
  access: {
    owner: '/rider',
    readers: [
      { path: '/withdraw', reason: 'finance records and confirms the cash a rider hands over' },
      { path: '/allOrders', reason: "the assign dialog shows each rider's cash held against the cash limit" },
      { path: '/prizesFines', reason: "approving a rider's reward or fine reads and moves their account" },
    ],
  },
  fields: {
    riderId: reference('riderAccount.rider', COLLECTIONS.users, 'rider', { fixed: true }),
    // The rider's company when the server last moved the account: the company's cash held
    // is the sum of its riders' (docs/data-model.md "deliveryCompanyAccounts").
    deliveryCompanyId: reference('riderAccount.company', COLLECTIONS.users, 'deliveryCompany', {
      required: false,
      readOnly: true,
    }),
    cashHeld: money('riderAccount.cashHeld', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    remitted: money('riderAccount.remitted', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    // Written by a remittance's confirmation (its transfer's linkField): the "Cash held"
    // list shows that remittance's date (issue 49 item 3).
    [LAST_REMITTANCE_FIELD]: text('riderAccount.lastRemittance', 1500, {
      readOnly: true,
      required: false,
      dir: 'ltr',
      column: false,
    }),
  },
  list: {
    // cashHeld: the "Cash held" list, most cash first (a single-field index: no composite).
    sorts: ['createdAt', 'cashHeld'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  id: { field: 'riderId' },
  stored: { lenient: true },
  // Written by the marketplace's apps or server; the panel only moves it (a remittance).
  writes: { create: 'none', edit: 'none', decide: 'panel', delete: 'none' },
  title: (row) => row.riderId ?? '',
});

/** A rider's account as screens see it. */
export type RiderAccount = Row<typeof riderAccountEntity.fields>;
