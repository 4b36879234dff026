/**
 * A supplier's payment amounts (spec §3, Supplier: payment details), kept apart from the
 * supplier's users document and from their bank details (supplierBanks,
 * src/entities/supplierBank.ts), so that a path that needs the amounts (/refunds, a
 * refund charged to the supplier) reads no IBAN (docs/access.md "Which fields each path
 * reads", docs/data-model.md "Supplier accounts"). The document id is the supplier's uid.
 *
 * Amounts are integer baisa. `available` = `earned` − `released`. The amounts move only
 * with a withdrawal or refund decision (their rules check the arithmetic) or from the
 * marketplace's server side.
 */
import { COLLECTIONS } from '@/config/collections';
import { eq, minus } from '@/lib/entity/checks';
import { defineEntity } from '@/lib/entity/define';
import { money, reference } from '@/lib/entity/fields';

/** Largest amount an account may hold, in OMR (decision, docs/data-model.md). */
export const MAX_ACCOUNT_AMOUNT = 10_000_000;

/** The supplierAccounts collection: one document per supplier, id = the supplier's uid. */
export const supplierAccountEntity = defineEntity({
  name: 'supplierAccount',
  collection: COLLECTIONS.supplierAccounts,
  access: {
    owner: '/supplier',
    readers: [
      { path: '/withdraw', reason: "a withdrawal shows the supplier's available and released amounts" },
      { path: '/refunds', reason: 'a refund charged to the supplier shows their earned and available amounts' },
      { path: '/prizesFines', reason: "approving a supplier's reward or fine reads and moves their account" },
    ],
  },
  fields: {
    supplierId: reference('supplierAccount.supplier', COLLECTIONS.users, 'supplier', { fixed: true }),
    earned: money('supplierAccount.earned', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    released: money('supplierAccount.released', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    available: money('supplierAccount.available', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
  },
  list: {
    sorts: ['createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  id: { field: 'supplierId' },
  // Nothing left to pay out before an account goes.
  writes: { create: 'panel', edit: 'panel', decide: 'panel', delete: 'panel', deleteAtZero: ['available'] },
  // Older accounts may lack amounts: read as 0.
  stored: { lenient: true },
  audit: { of: 'all', subject: 'supplierId' },
  checks: [
    eq('available', ['earned', minus('released')], { key: 'supplierAccount.validation.available', on: 'available' }),
  ],
  title: (row) => row.supplierId ?? '',
});
