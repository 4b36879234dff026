/**
 * The migration of issue 45 (a delivery company's code is unique): every delivery company
 * holding a code gets its claim companyCodes/{code} (src/lib/data/claims.ts), which the
 * rules require of any write giving a company a code. Run by `npm run migrate` and the
 * seed. With the Admin SDK: delivery companies paged by document id (pages of at most 500,
 * cursors), a claim created only where none exists (never moved: a code two companies
 * already share is reported, for a person to give one of them another code).
 * Idempotent.
 */
import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/config/collections';
import { COMPANY_CODE_CLAIM } from '../../src/entities/people';
import { MIGRATION_PAGE } from './migrate';

/** What {@link claimCompanyCodes} did. */
export interface ClaimResult {
  /** Delivery companies read. */
  readonly read: number;
  /** Claims created. */
  readonly written: number;
  /** Codes held by more than one company: `code: company ids`. */
  readonly shared: readonly string[];
}

/**
 * Creates the missing claims of the delivery companies' codes.
 * @param db Firestore (Admin SDK)
 * @param pageSize companies per page (at most MIGRATION_PAGE)
 */
export async function claimCompanyCodes(db: Firestore, pageSize = MIGRATION_PAGE): Promise<ClaimResult> {
  const size = Math.min(MIGRATION_PAGE, Math.max(1, pageSize));
  const { field, collection, ownerField } = COMPANY_CODE_CLAIM;
  const query: Query = db
    .collection(COLLECTIONS.users)
    .where('type', '==', 'deliveryCompany')
    .orderBy(FieldPath.documentId())
    .select(field)
    .limit(size);
  let read = 0;
  let written = 0;
  const holders = new Map<string, string[]>();
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await (last ? query.startAfter(last) : query).get();
    read += snapshot.size;
    const coded = snapshot.docs.filter((d) => typeof d.get(field) === 'string' && d.get(field) !== '');
    for (const company of coded) {
      const code = String(company.get(field));
      holders.set(code, [...(holders.get(code) ?? []), company.id]);
    }
    if (coded.length > 0) {
      const claims = await db.getAll(...coded.map((c) => db.collection(collection).doc(String(c.get(field)))));
      const batch = db.batch();
      let pending = 0;
      const claimed = new Set<string>();
      coded.forEach((company, i) => {
        const code = String(company.get(field));
        if (claims[i]?.exists || claimed.has(code)) return;
        claimed.add(code);
        batch.create(claims[i]!.ref, { [ownerField]: company.id });
        pending += 1;
      });
      if (pending > 0) await batch.commit();
      written += pending;
    }
    if (snapshot.size < size) break;
    last = snapshot.docs[snapshot.docs.length - 1];
  }
  const shared = [...holders].filter(([, ids]) => ids.length > 1).map(([code, ids]) => `${code}: ${ids.join(', ')}`);
  return { read, written, shared };
}
