/**
 * firestore.rules, a delivery company's code is unique (issue 45 item 5; generated from the
 * definition's claim by scripts/rules/claimRules.ts, src/lib/data/claims.ts writes the same): a write giving a
 * company a code claims companyCodes/{code} in the same write; a code another company
 * holds is refused (an edit or a change of type); a claim is never written alone, and is
 * moved or removed only once its company no longer holds the code. As an All holder, a
 * holder of /deliveryCompany only and a holder of several paths.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { PERSON_FIELDS_BY_TYPE } from '../../src/entities/peopleByType';
import { auditPath, changedFields } from '../../src/lib/data/auditModel';
import { typeChangeFields } from '../../src/lib/data/peopleModel';
import { authorName, dbAs, ownerDb, setUpRulesFile, UID } from './helpers';

const employee = (Access: string[]) => ({ type: 'employee', name: 'Staff', blocked: false, Access });
const company = (companyCode: string) => ({ type: 'deliveryCompany', name: `Company ${companyCode}`, companyCode });

/** Every kind of caller (the retypes need /rider too: All and several). */
const CALLERS = [
  { uid: UID.admin, kind: 'All holder' },
  { uid: 'dcOnly', kind: '/deliveryCompany only' },
  { uid: 'several', kind: 'several paths' },
] as const;

const rules = setUpRulesFile(() => ({
  'users/dcOnly': employee(['/deliveryCompany']),
  'users/several': employee(['/user', '/rider', '/deliveryCompany']),
  'users/A': company('DC-1'),
  'users/B': company('DC-2'),
  'users/riderOfA': { type: 'rider', name: 'Rider', companyCode: 'DC-1', deliveryCompanyId: 'A' },
  'users/riderNew': { type: 'rider', name: 'Rider', companyCode: 'DC-8', deliveryCompanyId: null },
  'companyCodes/DC-1': { companyId: 'A' },
  'companyCodes/DC-2': { companyId: 'B' },
}));

async function storedUser(uid: string): Promise<DocumentData> {
  return (await getDoc(doc(ownerDb(rules.env), 'users', uid))).data() ?? {};
}

/** A claim write beside the company's change: set (naming `companyId`) or delete. */
type ClaimWrite = { code: string; companyId: string } | { code: string; remove: true };

/** An audited change of users/{uid} as src/lib/data/people.ts writes it, with claim writes in the same batch. */
async function change(
  db: Firestore,
  actor: string,
  uid: string,
  written: DocumentData,
  action: string,
  claims: readonly ClaimWrite[],
): Promise<void> {
  const before = await storedUser(uid);
  const batch = writeBatch(db);
  const entry = doc(collection(db, 'auditLog'));
  batch.set(entry, {
    action,
    collection: 'users',
    docId: uid,
    path: auditPath('users', { ...before, ...written }),
    subjectId: uid,
    ...changedFields(before, written),
    reason: null,
    actor,
    byName: await authorName(db, actor),
    at: serverTimestamp(),
  });
  batch.update(doc(db, 'users', uid), {
    ...written,
    auditId: entry.id,
    updatedAt: serverTimestamp(),
    updatedBy: actor,
  });
  for (const claim of claims) {
    const ref = doc(db, 'companyCodes', claim.code);
    if ('remove' in claim) batch.delete(ref);
    else batch.set(ref, { companyId: claim.companyId });
  }
  return batch.commit();
}

const recode = (db: Firestore, actor: string, uid: string, code: string, claims: readonly ClaimWrite[]) =>
  change(db, actor, uid, { companyCode: code }, 'update', claims);

describe("a delivery company's code (companyCodes)", () => {
  it.each(CALLERS)('another company’s code is refused, with or without a claim ($kind)', async ({ uid }) => {
    const db = dbAs(rules.env, uid);
    await assertFails(recode(db, uid, 'B', 'DC-1', []));
    await assertFails(recode(db, uid, 'B', 'DC-1', [{ code: 'DC-1', companyId: 'B' }]));
    await assertFails(
      recode(db, uid, 'B', 'DC-1', [
        { code: 'DC-1', companyId: 'B' },
        { code: 'DC-2', remove: true },
      ]),
    );
  });

  it.each(CALLERS)('a free code is taken with its claim, the old one released ($kind)', async ({ uid }) => {
    const db = dbAs(rules.env, uid);
    // Without its claim: refused.
    await assertFails(recode(db, uid, 'B', 'DC-5', []));
    await assertSucceeds(
      recode(db, uid, 'B', 'DC-5', [
        { code: 'DC-5', companyId: 'B' },
        { code: 'DC-2', remove: true },
      ]),
    );
    // The released code is free again for another company.
    await assertSucceeds(
      recode(db, uid, 'A', 'DC-2', [
        { code: 'DC-2', companyId: 'A' },
        { code: 'DC-1', remove: true },
      ]),
    );
  });

  it.each(CALLERS)('a claim left by a company that changed its code moves to the next one ($kind)', async ({ uid }) => {
    const db = dbAs(rules.env, uid);
    // B leaves DC-2 without releasing its claim (an older client).
    await assertSucceeds(recode(db, uid, 'B', 'DC-6', [{ code: 'DC-6', companyId: 'B' }]));
    await assertSucceeds(recode(db, uid, 'A', 'DC-2', [{ code: 'DC-2', companyId: 'A' }]));
  });

  it.each(CALLERS)(
    'a claim is never written alone, nor removed while its company holds it ($kind)',
    async ({ uid }) => {
      const db = dbAs(rules.env, uid);
      await assertFails(setDoc(doc(db, 'companyCodes', 'DC-3'), { companyId: 'B' }));
      await assertFails(setDoc(doc(db, 'companyCodes', 'DC-1'), { companyId: 'B' }));
      await assertFails(deleteDoc(doc(db, 'companyCodes', 'DC-1')));
      // A claim naming a company that does not take that code.
      await assertFails(recode(db, uid, 'B', 'DC-5', [{ code: 'DC-5', companyId: 'A' }]));
      await assertFails(recode(db, uid, 'B', 'DC-5', [{ code: 'DC-4', companyId: 'B' }]));
    },
  );

  it('a rider made a delivery company with a taken code is refused; with a free code and its claim accepted', async () => {
    for (const uid of [UID.admin, 'several']) {
      const db = dbAs(rules.env, uid);
      const retype = async (rider: string, claims: readonly ClaimWrite[]) =>
        change(
          db,
          uid,
          rider,
          typeChangeFields(await storedUser(rider), 'deliveryCompany', PERSON_FIELDS_BY_TYPE),
          'type',
          claims,
        );
      await assertFails(retype('riderOfA', []));
      await assertFails(retype('riderOfA', [{ code: 'DC-1', companyId: 'riderOfA' }]));
      await assertFails(retype('riderNew', []));
    }
    const db = dbAs(rules.env, UID.admin);
    const fields = typeChangeFields(await storedUser('riderNew'), 'deliveryCompany', PERSON_FIELDS_BY_TYPE);
    await assertSucceeds(change(db, UID.admin, 'riderNew', fields, 'type', [{ code: 'DC-8', companyId: 'riderNew' }]));
  });

  it('claims are read by /deliveryCompany holders and All only', async () => {
    for (const uid of ['dcOnly', 'several', UID.admin]) {
      await assertSucceeds(getDoc(doc(dbAs(rules.env, uid), 'companyCodes', 'DC-1')));
    }
    for (const uid of [UID.limited, UID.customer, UID.deliveryCompany]) {
      await assertFails(getDoc(doc(dbAs(rules.env, uid), 'companyCodes', 'DC-1')));
    }
  });
});
