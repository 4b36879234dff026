/**
 * The pure part of a definition's proposal steps (./proposal.ts): the declaration's
 * pairs of confirmed and proposed fields, the values as stored, the cleared proposal,
 * and whether a stored proposal is the one a person saw. No Firebase SDK here (the
 * proposal form's tests and the bank section read it).
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { CollectionName } from '@/config/collections';
import type { Proposal } from '@/lib/entity/config';
import { storedText, type TextField } from '@/lib/entity/fields';

type StoredData = DocumentData;

/** What the steps need of a definition with a `proposal`. */
export interface ProposedEntity {
  readonly name: string;
  readonly collection: CollectionName;
  readonly fields: object;
  readonly proposal?: Proposal;
  /** `field`: the field holding the document's id (a supplier's uid), written on the document's creation. */
  readonly id?: { readonly field?: string };
  /** `subject`: the field naming the person the steps are about (their History). */
  readonly audit?: { readonly subject?: string };
  readonly emptyValues: object;
  readonly toFirestore: (values: never, mode?: 'create' | 'update') => StoredData;
}

/** Values as typed, by confirmed field (`accountHolder` → 'Salim'). */
export type ProposedValues = Readonly<Record<string, string>>;

/** The pending proposal a person saw (who proposed, and each proposed value), so a step never applies to another one. */
export type SeenProposal = Readonly<Record<string, unknown>>;

/** The declaration, or a programming error for a definition without one. */
export function declared(def: ProposedEntity): Proposal {
  if (!def.proposal) throw new Error(`${def.name} declares no proposal`);
  return def.proposal;
}

/** The confirmed fields and their proposed twins. */
export function pairs(proposal: Proposal): [string, string][] {
  return Object.entries(proposal.fields).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
}

/**
 * The values as stored, each as its proposed field declares (storedText): trimmed, in
 * Latin digits and without spaces where the field is compact, upper case where declared.
 * @param def the definition (its proposal and field descriptors)
 * @param values the values as typed, by confirmed field
 * @returns the stored values, by confirmed field
 */
export function storedProposal(def: ProposedEntity, values: ProposedValues): ProposedValues {
  const fields = def.fields as Readonly<Record<string, TextField>>;
  return Object.fromEntries(
    pairs(declared(def)).map(([field, twin]) => [field, storedText(fields[twin] as TextField, values[field] ?? '')]),
  );
}

/** The proposal's fields cleared. */
export function cleared(proposal: Proposal): StoredData {
  return {
    ...Object.fromEntries(pairs(proposal).map(([, twin]) => [twin, ''])),
    [proposal.by]: null,
    [proposal.at]: null,
  };
}

/** Whether the stored proposal is the one seen (same proposer, same proposed values). */
export function sameProposal(proposal: Proposal, current: StoredData | null, seen: SeenProposal): boolean {
  return (
    !!current &&
    typeof current[proposal.by] === 'string' &&
    current[proposal.by] === seen[proposal.by] &&
    pairs(proposal).every(([, twin]) => String(current[twin] ?? '') === String(seen[twin] ?? ''))
  );
}
