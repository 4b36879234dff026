/**
 * The bank details' move (issue 45; scripts/lib/moveBank.ts) against the Firestore
 * emulator (project demo-movebank-test): accounts stored with bank details and a pending
 * proposal keep only their amounts, the details go to supplierBanks/{id} with the
 * account's stamps; a bank document proposed meanwhile is kept; accounts without details
 * are untouched; a second run writes nothing. Each delivery company's code gets its
 * claim (scripts/lib/claimCodes.ts), a shared code reported.
 */
import { deleteApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { claimCompanyCodes } from '../../scripts/lib/claimCodes';
import { moveBankDetails } from '../../scripts/lib/moveBank';
import { adminApp } from '../../scripts/seed';

const PROJECT_ID = 'demo-movebank-test';
const FIRESTORE_HOST = process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080';
const app = adminApp(PROJECT_ID);
const db: Firestore = getFirestore(app);
const AT = Timestamp.fromMillis(Date.UTC(2025, 0, 1));
const BANK = {
  accountHolder: 'Salim Al Harthy',
  accountNumber: '0300123456789012',
  iban: 'OM810270300123456789012',
  bankName: 'Bank Muscat',
};
const AMOUNTS = { earned: 12_500, released: 10_000, available: 2_500 };

async function wipe(): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  expect((await fetch(url, { method: 'DELETE' })).ok).toBe(true);
}

beforeEach(wipe);
afterAll(async () => {
  await deleteApp(app);
});

const data = async (path: string) => (await db.doc(path).get()).data();

describe('moving bank details out of supplierAccounts', () => {
  it('leaves the amounts, moves the details and the proposal with the stamps, once, over pages', async () => {
    const stamps = { createdAt: AT, updatedAt: AT, createdBy: 'seed', updatedBy: 'seed' };
    for (let n = 0; n < 7; n++) {
      await db.doc(`supplierAccounts/s${n}`).set({ supplierId: `s${n}`, ...BANK, ...AMOUNTS, ...stamps });
    }
    await db.doc('supplierAccounts/pending').set({
      supplierId: 'pending',
      ...BANK,
      ...AMOUNTS,
      proposedIban: 'OM810180000001299123456',
      proposedBy: 'maker',
      proposedAt: AT,
      ...stamps,
    });
    await db.doc('supplierAccounts/amountsOnly').set({ supplierId: 'amountsOnly', ...AMOUNTS });
    // Details proposed in the new collection since: kept, the old ones dropped from the account.
    await db.doc('supplierAccounts/newer').set({ supplierId: 'newer', ...BANK, ...AMOUNTS });
    await db.doc('supplierBanks/newer').set({ supplierId: 'newer', ...BANK, bankName: 'Bank Dhofar' });

    const first = await moveBankDetails(db, 3);
    expect(first).toMatchObject({ read: 10, written: 9, changedMeanwhile: 0 });
    expect(await data('supplierAccounts/s0')).toEqual({ supplierId: 's0', ...AMOUNTS, ...stamps });
    expect(await data('supplierBanks/s0')).toEqual({ supplierId: 's0', ...BANK, ...stamps });
    expect(await data('supplierBanks/pending')).toMatchObject({ proposedBy: 'maker', proposedAt: AT });
    expect(Object.keys((await data('supplierAccounts/pending')) ?? {})).not.toContain('proposedBy');
    expect(await data('supplierAccounts/amountsOnly')).toEqual({ supplierId: 'amountsOnly', ...AMOUNTS });
    expect((await db.doc('supplierBanks/amountsOnly').get()).exists).toBe(false);
    expect(await data('supplierBanks/newer')).toMatchObject({ bankName: 'Bank Dhofar' });
    expect(await data('supplierAccounts/newer')).toEqual({ supplierId: 'newer', ...AMOUNTS });

    expect(await moveBankDetails(db, 3)).toMatchObject({ read: 10, written: 0 });
  });

  it("claims each delivery company's code once, and reports a code two companies share", async () => {
    await db.doc('users/A').set({ type: 'deliveryCompany', companyCode: 'DC-1' });
    await db.doc('users/B').set({ type: 'deliveryCompany', companyCode: 'DC-1' });
    await db.doc('users/C').set({ type: 'deliveryCompany', companyCode: 'DC-3' });
    await db.doc('users/D').set({ type: 'deliveryCompany', companyCode: '' });
    await db.doc('users/R').set({ type: 'rider', companyCode: 'DC-4' });
    await db.doc('companyCodes/DC-3').set({ companyId: 'C' });
    expect(await claimCompanyCodes(db, 2)).toEqual({ read: 4, written: 1, shared: ['DC-1: A, B'] });
    expect(await data('companyCodes/DC-1')).toEqual({ companyId: 'A' });
    expect((await db.doc('companyCodes/DC-4').get()).exists).toBe(false);
    expect((await claimCompanyCodes(db)).written).toBe(0);
  });
});
