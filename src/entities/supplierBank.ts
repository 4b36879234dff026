/**
 * A supplier's bank details (spec §3, Supplier: bank details), kept apart from their
 * amounts (supplierAccounts, src/entities/supplierAccount.ts) so that only the holders of
 * /supplier and /withdraw (and All) read them: /refunds and the reports read the amounts
 * and never an IBAN (docs/access.md, "Which fields each path reads"; issue 45). The
 * document id is the supplier's uid.
 *
 * Bank details change under maker-checker (docs/access.md, "Bank details"): a /supplier
 * holder proposes new details (the `proposed*` fields, with who and when); another
 * holder confirms them (they become the details, the proposal is cleared) or rejects
 * them (cleared). Only the confirmed details are used. Every step is audited with its
 * before and after values (src/lib/data/proposal.ts, from the `proposal` below; firestore.rules
 * `match /supplierBanks`). Created with the first proposal, never edited otherwise nor
 * deleted (the history of a payee stays).
 */
import { COLLECTIONS } from '@/config/collections';
import { defineEntity } from '@/lib/entity/define';
import { date, reference, text, type TextField } from '@/lib/entity/fields';
import { IBAN_SHAPE, isIbanOf } from '@/lib/entity/iban';

/**
 * The length of an IBAN in each country the marketplace pays into (ISO 13616 registry):
 * Oman, its neighbours and the countries of the banks suppliers use, all with numeric
 * account parts (decision, docs/access.md "Bank details": the rules check the mod-97
 * digits without converting letters).
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  OM: 23,
  AE: 23,
  SA: 24,
  EG: 29,
  DE: 22,
};

/**
 * Whether an IBAN is valid: a known country (IBAN_LENGTHS) with its length, digits
 * after the country, and the ISO 7064 mod 97-10 check (the rearranged number leaves 1).
 * The proposed IBAN's `iban` option makes the form's schema and firestore.rules check
 * the same (`ibanMod97`).
 * @param iban upper case, without spaces
 */
export function isValidIban(iban: string): boolean {
  return isIbanOf(iban, IBAN_LENGTHS);
}

const bankFields = (prefix: '' | 'proposed') => {
  const key = (name: string) => (prefix ? `${prefix}${name.charAt(0).toUpperCase()}${name.slice(1)}` : name);
  return {
    [key('accountHolder')]: text('supplierAccount.accountHolder', 100, {
      dir: 'auto',
      required: false,
      requiredKey: 'supplierAccount.validation.accountHolder',
      readOnly: true,
    }),
    [key('accountNumber')]: text('supplierAccount.accountNumber', 34, {
      dir: 'ltr',
      required: false,
      requiredKey: 'supplierAccount.validation.accountNumberRequired',
      readOnly: true,
      compact: true,
      pattern: { source: '^[0-9]{6,20}$', messageKey: 'supplierAccount.validation.accountNumber' },
      example: '0300123456789012',
    }),
    [key('iban')]: text('supplierAccount.iban', 34, {
      dir: 'ltr',
      required: false,
      requiredKey: 'supplierAccount.validation.ibanRequired',
      readOnly: true,
      compact: true,
      upperCase: true,
      pattern: { source: IBAN_SHAPE, messageKey: 'supplierAccount.validation.iban' },
      // A proposal is checked to the last digit; the details only ever take a checked
      // proposal (confirmation copies it: rules/library/audit.rules `bank.confirm`).
      ...(prefix ? { iban: { lengths: IBAN_LENGTHS, messageKey: 'supplierAccount.validation.ibanCheck' } } : {}),
      example: 'OM810180000001299123456',
    }),
    [key('bankName')]: text('supplierAccount.bankName', 100, {
      dir: 'auto',
      required: false,
      requiredKey: 'supplierAccount.validation.bankName',
      readOnly: true,
    }),
  };
};

/** The bank details' field names, confirmed and proposed. */
export const BANK_FIELDS = ['accountHolder', 'accountNumber', 'iban', 'bankName'] as const;
export type BankField = (typeof BANK_FIELDS)[number];
export const PROPOSED_FIELDS = {
  accountHolder: 'proposedAccountHolder',
  accountNumber: 'proposedAccountNumber',
  iban: 'proposedIban',
  bankName: 'proposedBankName',
} as const satisfies Record<BankField, string>;

const confirmed = bankFields('') as Record<BankField, ReturnType<typeof text>>;
const proposed = bankFields('proposed') as Record<(typeof PROPOSED_FIELDS)[BankField], ReturnType<typeof text>>;

/**
 * The proposal form's field of each bank detail (src/features/people/BankSection.tsx):
 * the proposed field's descriptor, filled in by the person proposing, every one required.
 * Its schema (fieldSchema) and stored value (storedText) are the proposed field's, which
 * firestore.rules check on the write.
 */
export const BANK_FORM_FIELDS = Object.fromEntries(
  BANK_FIELDS.map((field) => [field, { ...proposed[PROPOSED_FIELDS[field]], required: true, readOnly: false }]),
) as Readonly<Record<BankField, TextField>>;

/** The supplierBanks collection: one document per supplier, id = the supplier's uid. */
export const supplierBankEntity = defineEntity({
  name: 'supplierBank',
  collection: COLLECTIONS.supplierBanks,
  access: {
    owner: '/supplier',
    readers: [{ path: '/withdraw', reason: "a withdrawal is paid into the supplier's confirmed bank details" }],
  },
  fields: {
    supplierId: reference('supplierAccount.supplier', COLLECTIONS.users, 'supplier', { fixed: true }),
    ...confirmed,
    ...proposed,
    proposedBy: reference('supplierAccount.proposedBy', COLLECTIONS.users, 'employee', {
      required: false,
      readOnly: true,
    }),
    proposedAt: date('supplierAccount.proposedAt', { required: false, readOnly: true }),
  },
  list: {
    sorts: ['bankName', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
  },
  id: { field: 'supplierId' },
  // Documents moved from supplierAccounts may lack the proposal fields: read as empty.
  stored: { lenient: true },
  audit: { of: 'all', subject: 'supplierId' },
  // Never edited nor deleted: the details change only by proposal and confirmation.
  writes: { create: 'panel', edit: 'none', decide: 'panel', delete: 'none' },
  // Bank details change only by proposal and confirmation by someone else (maker-checker).
  proposal: { fields: PROPOSED_FIELDS, by: 'proposedBy', at: 'proposedAt' },
  title: (row) => row.accountHolder,
});

/**
 * The fields moved from supplierAccounts into supplierBanks (issue 45): `npm run migrate`
 * moves them (scripts/lib/moveBank.ts), the seed writes them apart.
 */
export const MOVED_BANK_FIELDS: readonly string[] = Object.keys(supplierBankEntity.fields).filter(
  (field) => field !== 'supplierId',
);
