/**
 * The bank-detail steps of a supplier account under maker-checker (docs/access.md,
 * "Bank details"; src/entities/supplierBank.ts): propose, confirm, reject. Each is
 * one audited transaction (auditedWrite); firestore.rules `match /supplierBanks`
 * refuse a forged proposer, a confirmation by the proposer, a step without a proposal
 * and an invalid IBAN.
 */
import { COLLECTIONS } from '@/config/collections';
import {
  BANK_FIELDS,
  BANK_FORM_FIELDS,
  PROPOSED_FIELDS,
  supplierBankEntity,
  type BankField,
} from '@/entities/supplierBank';
import { BANK_ACTIONS, type AuditAction } from '@/lib/data/auditModel';
import { stateChangedError } from '@/lib/data/errors';
import { auditedWrite, serverTime, type StoredData } from '@/lib/data/people';
import { storedText } from '@/lib/entity/fields';

/** Bank details as typed or stored. */
export type BankDetails = Readonly<Record<BankField, string>>;

/**
 * Bank details as stored (each as its field declares, storedText): trimmed, the account
 * number and the IBAN without spaces and in Latin digits, the IBAN in upper case.
 */
export function storedBank(details: BankDetails): BankDetails {
  return Object.fromEntries(
    BANK_FIELDS.map((field) => [field, storedText(BANK_FORM_FIELDS[field], details[field])]),
  ) as BankDetails;
}

/** The proposal fields cleared. */
function clearedProposal(): StoredData {
  return {
    ...Object.fromEntries(BANK_FIELDS.map((f) => [PROPOSED_FIELDS[f], ''])),
    proposedBy: null,
    proposedAt: null,
  };
}

/** The pending proposal a person saw, so a step never applies to another one. */
export interface SeenProposal {
  readonly proposedBy: string | null;
  readonly proposedIban: string;
}

function sameProposal(current: StoredData | null, seen: SeenProposal): boolean {
  return (
    !!current &&
    typeof current['proposedBy'] === 'string' &&
    current['proposedBy'] === seen.proposedBy &&
    current['proposedIban'] === seen.proposedIban
  );
}

const target = (supplierId: string, action: AuditAction) => ({
  collection: COLLECTIONS.supplierBanks,
  docId: supplierId,
  action,
  subjectId: supplierId,
});

/**
 * Proposes new bank details for a supplier (replacing the caller's own pending proposal;
 * someone else's is confirmed or rejected first). A supplier
 * without bank details gets their document first (no details; its own audited create).
 * @param supplierId the supplier's uid (the account's id)
 * @param details the details as typed (normalised by storedBank)
 * @throws DataError state-changed (someone else's proposal is pending); FirebaseError
 *   permission-denied (not a /supplier holder, invalid details)
 */
export async function proposeBank(supplierId: string, details: BankDetails): Promise<void> {
  const bank = storedBank(details);
  await auditedWrite(
    target(supplierId, 'create'),
    (current) =>
      current
        ? null
        : {
            ...supplierBankEntity.toFirestore(supplierBankEntity.emptyValues, 'create'),
            supplierId,
          },
    { create: true },
  );
  await auditedWrite(target(supplierId, BANK_ACTIONS.propose), (current, actor) => {
    // Someone else's pending proposal is confirmed or rejected, never overwritten (rules).
    const pending = current?.['proposedBy'];
    if (typeof pending === 'string' && pending !== actor) throw stateChangedError();
    return {
      ...Object.fromEntries(BANK_FIELDS.map((f) => [PROPOSED_FIELDS[f], bank[f]])),
      proposedBy: actor,
      proposedAt: serverTime(),
    };
  });
}

/**
 * Confirms the pending proposal seen: it becomes the bank details and is cleared. The
 * rules refuse it from the proposer.
 * @throws DataError state-changed when the proposal is gone or another one;
 *   FirebaseError permission-denied
 */
export function confirmBank(supplierId: string, seen: SeenProposal): Promise<void> {
  return auditedWrite(target(supplierId, BANK_ACTIONS.confirm), (current) => {
    if (!current || !sameProposal(current, seen)) throw stateChangedError();
    return {
      ...Object.fromEntries(BANK_FIELDS.map((f) => [f, String(current[PROPOSED_FIELDS[f]] ?? '')])),
      ...clearedProposal(),
    };
  });
}

/**
 * Rejects the pending proposal seen (cleared; the details unchanged), with an optional
 * reason kept in the audit entry. The rules refuse it from the proposer.
 * @throws DataError state-changed; FirebaseError permission-denied
 */
export function rejectBank(supplierId: string, seen: SeenProposal, reason: string | null): Promise<void> {
  return auditedWrite(
    target(supplierId, BANK_ACTIONS.reject),
    (current) => {
      if (!current || !sameProposal(current, seen)) throw stateChangedError();
      return clearedProposal();
    },
    { reason: reason?.trim() || null },
  );
}
