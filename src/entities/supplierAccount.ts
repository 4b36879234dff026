/**
 * A supplier's bank details and payment amounts (spec §3, Supplier: payment details and
 * bank details), kept apart from the supplier's users document so that only the holders
 * of /supplier and /withdraw (and All) can read them: pickers that read suppliers never
 * see an IBAN (docs/access.md, docs/data-model.md "Supplier accounts"). The document id
 * is the supplier's uid.
 *
 * Amounts are integer baisa. `available` = `earned` − `released`; the panel edits the
 * bank details only. The amounts move only with a withdrawal decision (withdrawals'
 * rules check the arithmetic) or from the marketplace's server side.
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity } from '@/lib/entity/define';
import { money, reference, text } from '@/lib/entity/fields';

/** Largest amount an account may hold, in OMR (decision, docs/data-model.md). */
export const MAX_ACCOUNT_AMOUNT = 10_000_000;

/** The supplierAccounts collection: one document per supplier, id = the supplier's uid. */
export const supplierAccountEntity = defineEntity({
  name: 'supplierAccount',
  collection: COLLECTIONS.supplierAccounts,
  access: {
    owner: '/supplier',
    readers: [{ path: '/withdraw', reason: "a withdrawal shows the supplier's available amount and bank details" }],
  },
  fields: {
    supplierId: reference('supplierAccount.supplier', COLLECTIONS.users, 'supplier', { fixed: true }),
    accountHolder: text('supplierAccount.accountHolder', 100, { dir: 'auto' }),
    accountNumber: text('supplierAccount.accountNumber', 34, {
      pattern: { source: '^[0-9]{6,20}$', messageKey: 'supplierAccount.validation.accountNumber' },
      example: '0300123456789012',
    }),
    iban: text('supplierAccount.iban', 34, {
      pattern: { source: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$', messageKey: 'supplierAccount.validation.iban' },
      example: 'OM810270300123456789012',
    }),
    bankName: text('supplierAccount.bankName', 100, { dir: 'auto' }),
    earned: money('supplierAccount.earned', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    released: money('supplierAccount.released', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
    available: money('supplierAccount.available', 0, MAX_ACCOUNT_AMOUNT, { readOnly: true }),
  },
  list: {
    sorts: ['bankName', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  idField: 'supplierId',
  // Nothing left to pay out before an account goes.
  deleteAtZero: ['available'],
  rulesCheck: 'data.available == data.earned - data.released',
  title: (row) => row.accountHolder,
});
