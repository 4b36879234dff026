/**
 * The bank details of a supplier account as the proposal form types them (docs/access.md,
 * "Bank details"; src/entities/supplierBank.ts). Their maker-checker steps are the data
 * provider's `propose`, `confirmProposal` and `rejectProposal`, generated from the
 * definition's `proposal` (src/lib/data/proposal.ts); firestore.rules `match /supplierBanks`
 * refuse a forged proposer, a confirmation by the proposer, a step without a proposal
 * and an invalid IBAN.
 */
import { supplierBankEntity, type BankField } from '@/entities/supplierBank';
import { storedProposal } from '@/lib/data/proposalModel';

/** Bank details as typed or stored. */
export type BankDetails = Readonly<Record<BankField, string>>;

/**
 * Bank details as stored (each as its proposed field declares, storedText): trimmed, the
 * account number and the IBAN without spaces and in Latin digits, the IBAN in upper case.
 */
export function storedBank(details: BankDetails): BankDetails {
  return storedProposal(supplierBankEntity, details) as BankDetails;
}
