/**
 * Claimed values (src/lib/entity/define.ts `Claim`; issue 45): a field one document at
 * most holds (a delivery company's code). `collection/{value}` names the holder; a write
 * giving a document a value claims it in the same transaction, and releases the value it
 * held. The rules check the same (rules/library/people.rules, `companyCodes`).
 */
import { doc, type DocumentData, type Transaction } from 'firebase/firestore/lite';
import { db } from '@/lib/firebase/firestore';
import { existsError } from './errors';
import type { ClaimShape, Filter } from './types';

/** The value a document holds for a claim: its field, while it is in the definition's scope. */
function heldValue(claim: ClaimShape, scope: Filter | undefined, data: DocumentData | null): string {
  if (!data || (scope && data[scope.field] !== scope.value)) return '';
  const value: unknown = data[claim.field];
  return typeof value === 'string' ? value : '';
}

/**
 * Reads, inside a transaction and before its writes, the claims a write of `id` changes,
 * and returns what writes them: the new value claimed (created, or taken over from a
 * document that no longer holds it), the old value released when it names `id`.
 * @param entity the definition's collection, claims and fixed filter (a claim holds only in scope)
 * @param before the stored document (null: a create); `after` it as written (merged)
 * @returns a function adding the claims' writes to the transaction (call after every read)
 * @throws DataError exists (the claim's `takenKey`) when another document holds the new value
 */
export async function readClaims(
  tx: Transaction,
  entity: {
    readonly collection: string;
    readonly claims?: readonly ClaimShape[] | undefined;
    readonly scope?: Filter | undefined;
  },
  id: string,
  before: DocumentData | null,
  after: DocumentData,
): Promise<(tx: Transaction) => void> {
  const writes: ((tx: Transaction) => void)[] = [];
  const { claims = [], scope } = entity;
  for (const claim of claims) {
    const had = heldValue(claim, scope, before);
    const has = heldValue(claim, scope, after);
    if (had === has) continue;
    if (has) {
      const ref = doc(db, claim.collection, has);
      const snapshot = await tx.get(ref);
      const holder: unknown = snapshot.get(claim.ownerField);
      if (snapshot.exists() && holder !== id && typeof holder === 'string') {
        // Taken, unless its holder no longer holds the value (then the claim moves here).
        const other = await tx.get(doc(db, entity.collection, holder));
        if (heldValue(claim, scope, other.data() ?? null) === has) throw existsError(claim.takenKey);
      }
      writes.push((t) => t.set(ref, { [claim.ownerField]: id }));
    }
    if (had) {
      const ref = doc(db, claim.collection, had);
      const snapshot = await tx.get(ref);
      if (snapshot.exists() && snapshot.get(claim.ownerField) === id) writes.push((t) => t.delete(ref));
    }
  }
  return (t) => writes.forEach((write) => write(t));
}
