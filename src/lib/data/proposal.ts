/**
 * The maker-checker steps of a definition's `proposal` (src/lib/entity/config.ts
 * `Proposal`; docs/access.md "Bank details"): propose, confirm, reject, each one
 * audited transaction (auditedWrite). They are the data provider's `propose`,
 * `confirmProposal` and `rejectProposal` (./providerActions.ts), generated from the
 * declaration: its proposed twins, who and when. firestore.rules (generated from the
 * same declaration, scripts/rules/matchRules.ts `proposalRules`) refuse a forged
 * proposer, a confirmation by the proposer, a step without a proposal and an invalid
 * value. Today's one user is the supplier's bank details (src/entities/supplierBank.ts).
 */
import { PROPOSAL_ACTIONS, type AuditAction } from './auditModel';
import { stateChangedError } from './errors';
import { auditedWrite, serverTime } from './people';
import {
  cleared,
  declared,
  pairs,
  sameProposal,
  storedProposal,
  type ProposedEntity,
  type ProposedValues,
  type SeenProposal,
} from './proposalModel';

export type { ProposedEntity, ProposedValues, SeenProposal };

/** Where a step writes and what it records. */
function target(def: ProposedEntity, id: string, step: keyof typeof PROPOSAL_ACTIONS.supplierBanks | 'create') {
  const actions = PROPOSAL_ACTIONS[def.collection as keyof typeof PROPOSAL_ACTIONS];
  if (step !== 'create' && !actions) throw new Error(`${def.collection} has no proposal audit actions`);
  const action: AuditAction = step === 'create' ? 'create' : actions[step];
  const subjectId = def.audit?.subject && def.audit?.subject === def.id?.field ? id : null;
  return { collection: def.collection, docId: id, action, subjectId };
}

/**
 * Proposes new values (replacing the caller's own pending proposal; someone else's is
 * confirmed or rejected first). A document that does not exist yet is created first, with
 * no values (its own audited create).
 * @param def a definition with a `proposal`
 * @param id the document's id (a supplier's uid)
 * @param values the values as typed, by confirmed field (normalised by storedProposal)
 * @throws DataError state-changed (someone else's proposal is pending); FirebaseError
 *   permission-denied (no Access, invalid values)
 */
export async function propose(def: ProposedEntity, id: string, values: ProposedValues): Promise<void> {
  const proposal = declared(def);
  const stored = storedProposal(def, values);
  await auditedWrite(
    target(def, id, 'create'),
    (current) =>
      current
        ? null
        : {
            ...def.toFirestore(def.emptyValues as never, 'create'),
            ...(def.id?.field ? { [def.id?.field]: id } : {}),
          },
    { create: true },
  );
  await auditedWrite(target(def, id, 'propose'), (current, actor) => {
    // Someone else's pending proposal is confirmed or rejected, never overwritten (rules).
    const pending = current?.[proposal.by];
    if (typeof pending === 'string' && pending !== actor) throw stateChangedError();
    return {
      ...Object.fromEntries(pairs(proposal).map(([field, twin]) => [twin, stored[field]])),
      [proposal.by]: actor,
      [proposal.at]: serverTime(),
    };
  });
}

/**
 * Confirms the pending proposal seen: it becomes the values and is cleared. The rules
 * refuse it from the proposer.
 * @throws DataError state-changed when the proposal is gone or another one; FirebaseError permission-denied
 */
export function confirmProposal(def: ProposedEntity, id: string, seen: SeenProposal): Promise<void> {
  const proposal = declared(def);
  return auditedWrite(target(def, id, 'confirm'), (current) => {
    if (!current || !sameProposal(proposal, current, seen)) throw stateChangedError();
    return {
      ...Object.fromEntries(pairs(proposal).map(([field, twin]) => [field, String(current[twin] ?? '')])),
      ...cleared(proposal),
    };
  });
}

/**
 * Rejects the pending proposal seen (cleared; the values unchanged), with an optional
 * reason kept in the audit entry. The rules refuse it from the proposer.
 * @throws DataError state-changed; FirebaseError permission-denied
 */
export function rejectProposal(
  def: ProposedEntity,
  id: string,
  seen: SeenProposal,
  reason: string | null,
): Promise<void> {
  const proposal = declared(def);
  return auditedWrite(
    target(def, id, 'reject'),
    (current) => {
      if (!current || !sameProposal(proposal, current, seen)) throw stateChangedError();
      return cleared(proposal);
    },
    { reason: reason?.trim() || null },
  );
}
