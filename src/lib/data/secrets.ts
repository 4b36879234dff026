/**
 * Write-only secrets (docs/data-model.md `appSecrets`): a secret is written into a
 * document no client may read, and a flag on a readable document says that one is
 * stored, both in one batch (the rules accept either only together with the other).
 */
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import type { CollectionName } from '@/config/collections';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';

/** Where a secret goes and which flag tells it is set. */
export interface SecretTarget {
  readonly secret: { readonly collection: CollectionName; readonly id: string; readonly field: string };
  readonly flag: { readonly collection: CollectionName; readonly id: string; readonly field: string };
}

/**
 * Stores a secret: `{ [field]: value, updatedAt, updatedBy }` replaces the secret
 * document, and the flag document gets `[flag]: true` with updatedAt/updatedBy.
 * @param value the secret as typed (trimmed here)
 * @throws FirebaseError permission-denied (no Access, a bad value, the flag document
 *   missing), unavailable
 */
export async function writeSecret(target: SecretTarget, value: string): Promise<void> {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
  const batch = writeBatch(db);
  batch.set(doc(db, target.secret.collection, target.secret.id), {
    [target.secret.field]: value.trim(),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  batch.update(doc(db, target.flag.collection, target.flag.id), {
    [target.flag.field]: true,
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
  await batch.commit();
}
