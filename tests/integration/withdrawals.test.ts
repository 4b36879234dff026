/**
 * Withdrawal decisions through the data layer and the real rules (docs/data-model.md
 * `withdrawals`): approving moves the amount from the supplier's available amount to
 * the released amount in the same transaction and writes its audit entry; an amount
 * above the available one is refused and changes nothing; a request is decided once;
 * rejecting keeps the amounts and records the reason.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { withdrawalEntity } from '@/entities/withdrawal';
import { getOne, transitionOne } from '@/lib/data/api';
import { adminDb, signInStaff } from '../support/staff';

const approve = withdrawalEntity.transitions?.['approve'];
const reject = withdrawalEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('withdrawal has no approve/reject');

const SUPPLIER = 'withdrawing-supplier';
const BANK = {
  accountHolder: 'Salim Al Harthy',
  accountNumber: '0300123456789012',
  iban: 'OM810270300123456789012',
  bankName: 'Bank Muscat',
};
const PAST = new Date(Date.UTC(2026, 0, 5));

/** Seeds the supplier, their account (amounts in baisa) and a pending request of `amount` baisa. */
async function seedRequest(id: string, amount: number, available = 100_000, released = 20_000) {
  const db = adminDb();
  const audit = { createdAt: PAST, updatedAt: PAST, createdBy: 'seed', updatedBy: 'seed' };
  await db.doc(`users/${SUPPLIER}`).set({ type: 'supplier', name: 'Al Mawaleh', email: 's@example.com' });
  await db.doc(`supplierAccounts/${SUPPLIER}`).set({
    supplierId: SUPPLIER,
    ...BANK,
    earned: available + released,
    released,
    available,
    ...audit,
  });
  await db.doc(`withdrawals/${id}`).set({ supplierId: SUPPLIER, amount, ...BANK, status: 'pending', ...audit });
}

const account = async () => (await adminDb().doc(`supplierAccounts/${SUPPLIER}`).get()).data() ?? {};

describe('withdrawal decisions', () => {
  beforeEach(async () => {
    await signInStaff(['/withdraw']);
  });

  it('approving moves the amount from available to released, audited, in one transaction', async () => {
    await seedRequest('W-APPROVE', 42_500);
    await transitionOne(withdrawalEntity, 'W-APPROVE', approve);
    expect(await account()).toMatchObject({
      available: 57_500,
      released: 62_500,
      earned: 120_000,
      lastWithdrawalId: 'W-APPROVE',
    });
    const row = await getOne(withdrawalEntity, 'W-APPROVE');
    expect(row.status).toBe('approved');
    const stored = (await adminDb().doc('withdrawals/W-APPROVE').get()).data() ?? {};
    const entry = (
      await adminDb()
        .doc(`auditLog/${String(stored['auditId'])}`)
        .get()
    ).data();
    expect(entry).toMatchObject({
      action: 'decision',
      collection: 'withdrawals',
      docId: 'W-APPROVE',
      path: '/withdraw',
      subjectId: SUPPLIER,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('refuses an amount above the available one and changes nothing', async () => {
    await seedRequest('W-TOO-MUCH', 100_001);
    await expect(transitionOne(withdrawalEntity, 'W-TOO-MUCH', approve)).rejects.toMatchObject({
      code: 'insufficient',
      messageKey: 'withdrawal.validation.aboveAvailable',
    });
    expect(await account()).toMatchObject({ available: 100_000, released: 20_000 });
    expect((await getOne(withdrawalEntity, 'W-TOO-MUCH')).status).toBe('pending');
  });

  it('decides a request once: a second approval or a later rejection is refused', async () => {
    await seedRequest('W-TWICE', 10_000);
    await transitionOne(withdrawalEntity, 'W-TWICE', approve);
    await expect(transitionOne(withdrawalEntity, 'W-TWICE', approve)).rejects.toMatchObject({
      code: 'state-changed',
    });
    await expect(transitionOne(withdrawalEntity, 'W-TWICE', reject, { reason: 'Late' })).rejects.toMatchObject({
      code: 'state-changed',
    });
    expect(await account()).toMatchObject({ available: 90_000, released: 30_000 });
  });

  it('rejecting keeps the amounts and records the reason', async () => {
    await seedRequest('W-REJECT', 5_000);
    await transitionOne(withdrawalEntity, 'W-REJECT', reject, { reason: 'The IBAN does not match the licence' });
    expect(await account()).toMatchObject({ available: 100_000, released: 20_000 });
    const row = await getOne(withdrawalEntity, 'W-REJECT');
    expect(row).toMatchObject({ status: 'rejected', decisionReason: 'The IBAN does not match the licence' });
  });
});
