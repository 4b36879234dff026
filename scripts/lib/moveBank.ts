/**
 * The migration of issue 45 (least privilege): a supplier's bank details, their pending
 * proposal and its proposer leave supplierAccounts for supplierBanks/{supplierId}
 * (src/entities/supplierBank.ts `MOVED_BANK_FIELDS`), so that /refunds, which reads the
 * amounts, reads no IBAN. Run by `npm run migrate` and the seed after the definitions'
 * migrations (a move is not a field default, so it is not a `migrations` step).
 *
 * With the Admin SDK (rules do not apply): supplierAccounts paged by document id (pages of
 * at most 500, cursors); for each account holding a moved field, in one batch per page,
 * supplierBanks/{id} is created with those fields (unless it exists: details proposed since
 * the new panel went live win) and the fields are deleted from the account, conditioned on
 * the account's update time as read. A page whose batch fails on a document changed
 * meanwhile (or a bank document created meanwhile) is written document by document and
 * those are left to the next run. Idempotent: a moved account holds none of the fields.
 */
import { FieldPath, FieldValue, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';
import { MOVED_BANK_FIELDS } from '../../src/entities/supplierBank';
import { MIGRATION_PAGE, type MigrationResult } from './migrate';

/** gRPC codes of a write that met a change made meanwhile: NOT_FOUND, ALREADY_EXISTS, FAILED_PRECONDITION. */
const SKIPPED_CODES = new Set([5, 6, 9]);

/** The bookkeeping copied onto the new bank document (when and by whom the details were written). */
const STAMPS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/** The moved fields an account holds, with its stamps, or null when it holds none. */
function movedOf(snap: DocumentSnapshot): Record<string, unknown> | null {
  const data = snap.data() ?? {};
  const moved = MOVED_BANK_FIELDS.filter((field) => data[field] !== undefined);
  if (moved.length === 0) return null;
  const out: Record<string, unknown> = { supplierId: data['supplierId'] ?? snap.id };
  for (const field of moved) out[field] = data[field];
  for (const stamp of STAMPS) if (data[stamp] !== undefined) out[stamp] = data[stamp];
  return out;
}

/** The account's update removing the moved fields. */
const removal = (): Record<string, FieldValue> =>
  Object.fromEntries(MOVED_BANK_FIELDS.map((field) => [field, FieldValue.delete()]));

/** Moves one account's details alone (after its page's batch failed); false when it changed meanwhile. */
async function moveOne(db: Firestore, snap: DocumentSnapshot, moved: Record<string, unknown>): Promise<boolean> {
  const bank = db.collection(COLLECTIONS.supplierBanks).doc(snap.id);
  try {
    const batch = db.batch();
    if (!(await bank.get()).exists) batch.create(bank, moved);
    batch.update(snap.ref, removal(), { lastUpdateTime: snap.updateTime! });
    await batch.commit();
    return true;
  } catch (error) {
    if (!SKIPPED_CODES.has((error as { code?: number }).code ?? -1)) throw error;
    return false;
  }
}

/**
 * Moves every supplier account's bank details into supplierBanks.
 * @param db Firestore (Admin SDK)
 * @param pageSize accounts per page and batch (at most MIGRATION_PAGE)
 * @returns accounts read, accounts moved, and those changed meanwhile (left for the next run)
 */
export async function moveBankDetails(db: Firestore, pageSize = MIGRATION_PAGE): Promise<MigrationResult> {
  const size = Math.min(MIGRATION_PAGE, Math.max(1, pageSize));
  const query: Query = db
    .collection(COLLECTIONS.supplierAccounts)
    .orderBy(FieldPath.documentId())
    .select('supplierId', ...MOVED_BANK_FIELDS, ...STAMPS)
    .limit(size);
  let read = 0;
  let written = 0;
  let changedMeanwhile = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).get();
    read += snapshot.size;
    const page = snapshot.docs.flatMap((snap) => {
      const moved = movedOf(snap);
      return moved ? [{ snap, moved }] : [];
    });
    if (page.length > 0) {
      const banks = await db.getAll(...page.map(({ snap }) => db.collection(COLLECTIONS.supplierBanks).doc(snap.id)));
      const batch = db.batch();
      page.forEach(({ snap, moved }, i) => {
        if (!banks[i]?.exists) batch.create(banks[i]!.ref, moved);
        batch.update(snap.ref, removal(), { lastUpdateTime: snap.updateTime! });
      });
      try {
        await batch.commit();
        written += page.length;
      } catch (error) {
        if (!SKIPPED_CODES.has((error as { code?: number }).code ?? -1)) throw error;
        for (const { snap, moved } of page) {
          if (await moveOne(db, snap, moved)) written += 1;
          else changedMeanwhile += 1;
        }
      }
    }
    if (snapshot.size < size) break;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
  return { definition: 'supplierBank', collection: COLLECTIONS.supplierAccounts, read, written, changedMeanwhile };
}
