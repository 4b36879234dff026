/**
 * Adjustments through the data layer and the real rules (issue 49 item 1;
 * docs/data-model.md "adjustments"): recorded by one /withdraw holder (audited, pending,
 * nothing moves), approved by another in one transaction that moves the person's balance
 * with its `adjustment` ledger entry; a decrease above the balance and a person without an
 * account are refused with their translated reasons (the screen shows them) and move
 * nothing; the recorder cannot approve; an approved one is never edited nor deleted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { adjustmentEntity } from '@/entities/adjustment';
import { createOne, deleteOne, transitionOne } from '@/lib/data/api';
import type { FormValues } from '@/lib/entity/fields';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type Values = FormValues<typeof adjustmentEntity.fields>;
const approve = adjustmentEntity.transitions!['approve']!;

const values = (extra: Partial<Values> = {}): Values => ({
  ...adjustmentEntity.emptyValues,
  personType: 'rider',
  personId: 'owing-rider',
  direction: 'increase',
  amount: 1.5,
  reason: 'A cash order counted once, delivered twice.',
  ...extra,
});

describe('adjustments', () => {
  beforeEach(async () => {
    await signInStaff(['/withdraw'], 'recorder');
    const people = { 'owing-rider': 'rider', 'paid-supplier': 'supplier', 'new-company': 'deliveryCompany' };
    for (const [id, type] of Object.entries(people)) {
      await adminDb()
        .doc(`users/${id}`)
        .set({ type, name: id, email: `${id}@example.com` });
    }
    await adminDb().doc('riderAccounts/owing-rider').set({ riderId: 'owing-rider', cashHeld: 3_000, remitted: 0 });
    await adminDb()
      .doc('supplierAccounts/paid-supplier')
      .set({ supplierId: 'paid-supplier', earned: 10_000, released: 0, available: 10_000 });
  });

  it("approved by another holder, move the person's balance with their entry; refused when they cannot", async () => {
    const riderUp = await createOne(adjustmentEntity, values());
    const supplierDown = await createOne(
      adjustmentEntity,
      values({ personType: 'supplier', personId: 'paid-supplier', direction: 'decrease', amount: 2.5 }),
    );
    const tooMuch = await createOne(
      adjustmentEntity,
      values({ personType: 'supplier', personId: 'paid-supplier', direction: 'decrease', amount: 10.001 }),
    );
    const noAccount = await createOne(
      adjustmentEntity,
      values({ personType: 'deliveryCompany', personId: 'new-company' }),
    );
    expect((await adminDb().doc(`adjustments/${riderUp}`).get()).data()).toMatchObject({
      status: 'pending',
      amount: 1_500,
      createdBy: 'recorder',
    });
    // The recorder may not approve their own.
    await expect(transitionOne(adjustmentEntity, riderUp, approve)).rejects.toBeTruthy();
    expect((await adminDb().doc('riderAccounts/owing-rider').get()).get('cashHeld')).toBe(3_000);

    await switchStaff('approver', ['/withdraw']);
    await transitionOne(adjustmentEntity, riderUp, approve);
    await transitionOne(adjustmentEntity, supplierDown, approve);
    expect((await adminDb().doc('riderAccounts/owing-rider').get()).data()).toMatchObject({
      cashHeld: 4_500,
      lastAdjustmentId: riderUp,
    });
    expect((await adminDb().doc('supplierAccounts/paid-supplier').get()).data()).toMatchObject({
      earned: 7_500,
      available: 7_500,
    });
    const record = (await adminDb().doc(`adjustments/${supplierDown}`).get()).data() ?? {};
    expect(
      (
        await adminDb()
          .doc(`ledger/${String(record['auditId'])}`)
          .get()
      ).data(),
    ).toMatchObject({
      accountCollection: 'supplierAccounts',
      accountId: 'paid-supplier',
      kind: 'adjustment',
      amounts: { earned: -2_500, available: -2_500 },
      balances: { earned: 7_500, available: 7_500 },
      causeCollection: 'adjustments',
      causeId: supplierDown,
      by: 'approver',
    });

    await expect(transitionOne(adjustmentEntity, tooMuch, approve)).rejects.toMatchObject({
      messageKey: 'adjustment.validation.decreaseAbove.supplier',
      values: { left: 7.5 },
    });
    await expect(transitionOne(adjustmentEntity, noAccount, approve)).rejects.toMatchObject({
      messageKey: 'adjustment.validation.noAccount',
    });
    for (const id of [tooMuch, noAccount]) {
      expect((await adminDb().doc(`adjustments/${id}`).get()).get('status')).toBe('pending');
    }
    expect((await adminDb().doc('supplierAccounts/paid-supplier').get()).get('available')).toBe(7_500);
    // Never deleted, approved or not.
    await expect(deleteOne(adjustmentEntity, supplierDown)).rejects.toBeTruthy();
    await expect(deleteOne(adjustmentEntity, tooMuch)).rejects.toBeTruthy();
  });
});
