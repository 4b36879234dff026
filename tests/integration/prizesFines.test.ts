/**
 * Fines and rewards through the data layer and the real rules (docs/data-model.md
 * `prizesFines`): a create and an edit each write their audit entry about the person in
 * the same transaction; a person's fines and rewards sum exactly in baisa with an
 * aggregation query (their detail page's total). Approving one (issue 49 item 1), by
 * another staff member, moves the supplier's or rider's account with its ledger entry in
 * one transaction; a fine above a supplier's available amount, a reward above what a rider
 * owes and a person without an account are refused with their translated reasons and move
 * nothing; an approved one is frozen (no edit, no delete).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { prizeFineEntity } from '@/entities/prizeFine';
import { createOne, deleteOne, getOne, transitionOne, updateOne } from '@/lib/data/api';
import { dataProvider } from '@/lib/data/provider';
import { PRIZE_FINE_AGGREGATIONS } from '@/entities/aggregations';
import type { FormValues } from '@/lib/entity/fields';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

type Values = FormValues<typeof prizeFineEntity.fields>;
const RIDER = 'fined-rider';
/** A rider fined only in the sum test. */
const SUMMED = 'summed-rider';
const values = (extra: Partial<Values> = {}): Values => ({
  ...prizeFineEntity.emptyValues,
  name: 'Late deliveries',
  reason: 'Three late deliveries this week.',
  value: 0.1,
  type: 'fine',
  date: new Date(Date.UTC(2026, 0, 10)),
  personType: 'rider',
  personId: RIDER,
  ...extra,
});

describe('fines and rewards', () => {
  beforeEach(async () => {
    await signInStaff(['/prizesFines']);
    await adminDb().doc(`users/${RIDER}`).set({ type: 'rider', name: 'Hamad', email: 'hamad@example.com' });
    await adminDb().doc(`users/${SUMMED}`).set({ type: 'rider', name: 'Salim', email: 'salim@example.com' });
  });

  it('write an audit entry about the person with each create and edit', async () => {
    const id = await createOne(prizeFineEntity, values());
    const created = (await adminDb().doc(`prizesFines/${id}`).get()).data() ?? {};
    const entry = (
      await adminDb()
        .doc(`auditLog/${String(created['auditId'])}`)
        .get()
    ).data();
    expect(entry).toMatchObject({
      action: 'create',
      collection: 'prizesFines',
      path: '/prizesFines',
      subjectId: RIDER,
      before: null,
    });
    expect(entry?.['after']).toMatchObject({ value: 100, type: 'fine', personId: RIDER });

    const row = await getOne(prizeFineEntity, id);
    await updateOne(prizeFineEntity, id, values({ value: 0.25 }), row.updatedAt);
    const updated = (await adminDb().doc(`prizesFines/${id}`).get()).data() ?? {};
    expect(updated['auditId']).not.toBe(created['auditId']);
    const second = (
      await adminDb()
        .doc(`auditLog/${String(updated['auditId'])}`)
        .get()
    ).data();
    expect(second).toMatchObject({ action: 'update', before: { value: 100 }, after: { value: 250 } });
  });

  it('saved unchanged, write nothing and add no entry (an entry must record a change)', async () => {
    const id = await createOne(prizeFineEntity, values());
    const created = (await adminDb().doc(`prizesFines/${id}`).get()).data();
    const row = await getOne(prizeFineEntity, id);
    await updateOne(prizeFineEntity, id, values(), row.updatedAt);
    expect((await adminDb().doc(`prizesFines/${id}`).get()).data()).toEqual(created);
    const entries = await adminDb().collection('auditLog').where('docId', '==', id).get();
    expect(entries.size).toBe(1);
  });

  it("sum a person's fines exactly in baisa (0.1 + 0.2 is 0.300)", async () => {
    const person = { personId: SUMMED };
    await createOne(prizeFineEntity, values({ value: 0.1, ...person }));
    await createOne(prizeFineEntity, values({ value: 0.2, ...person }));
    await createOne(prizeFineEntity, values({ value: 5, type: 'reward', ...person }));
    // Created ones are pending until another holder approves them (the screen sums approved ones).
    const of = (type: 'reward' | 'fine') =>
      dataProvider.sumOf(
        PRIZE_FINE_AGGREGATIONS.ofPersonByTypeInStatus,
        { personId: SUMMED, type, status: 'pending' },
        null,
        'value',
      );
    expect(await of('fine')).toBe(300);
    expect(await of('reward')).toBe(5000);
  });

  it('approved by another holder, move the account with its entry; refused when it cannot; then frozen', async () => {
    const approve = prizeFineEntity.transitions!['approve']!;
    await adminDb().doc('users/paid-supplier').set({ type: 'supplier', name: 'Souq', email: 's@example.com' });
    await adminDb()
      .doc('supplierAccounts/paid-supplier')
      .set({ supplierId: 'paid-supplier', earned: 10_000, released: 0, available: 10_000 });
    await adminDb().doc(`riderAccounts/${RIDER}`).set({ riderId: RIDER, cashHeld: 3_000, remitted: 0 });
    const supplier = { personType: 'supplier', personId: 'paid-supplier' } as const;
    const reward = await createOne(prizeFineEntity, values({ ...supplier, type: 'reward', value: 2.5 }));
    const bigFine = await createOne(prizeFineEntity, values({ ...supplier, type: 'fine', value: 12.501 }));
    const bigReward = await createOne(prizeFineEntity, values({ type: 'reward', value: 4.001 }));
    const riderFine = await createOne(prizeFineEntity, values({ type: 'fine', value: 1 }));
    await adminDb().doc('users/new-rider').set({ type: 'rider', name: 'New', email: 'n@example.com' });
    const noAccount = await createOne(prizeFineEntity, values({ personId: 'new-rider' }));
    await switchStaff('checker', ['/prizesFines']);

    await transitionOne(prizeFineEntity, reward, approve);
    const account = (await adminDb().doc('supplierAccounts/paid-supplier').get()).data() ?? {};
    expect(account).toMatchObject({ earned: 12_500, available: 12_500, released: 0, lastPrizeFineId: reward });
    const record = (await adminDb().doc(`prizesFines/${reward}`).get()).data() ?? {};
    const entry = (
      await adminDb()
        .doc(`ledger/${String(record['auditId'])}`)
        .get()
    ).data();
    expect(entry).toMatchObject({
      accountCollection: 'supplierAccounts',
      accountId: 'paid-supplier',
      kind: 'reward',
      amounts: { earned: 2_500, available: 2_500 },
      balances: { earned: 12_500, available: 12_500 },
      causeCollection: 'prizesFines',
      causeId: reward,
      by: 'checker',
    });

    await transitionOne(prizeFineEntity, riderFine, approve);
    expect((await adminDb().doc(`riderAccounts/${RIDER}`).get()).get('cashHeld')).toBe(4_000);

    // Refused with the translated reason and what is left; nothing moves, it stays pending.
    await expect(transitionOne(prizeFineEntity, bigFine, approve)).rejects.toMatchObject({
      messageKey: 'prizeFine.validation.fineAboveAvailable',
      values: { left: 12.5 },
    });
    await expect(transitionOne(prizeFineEntity, bigReward, approve)).rejects.toMatchObject({
      messageKey: 'prizeFine.validation.rewardAboveOwed',
      values: { left: 4 },
    });
    await expect(transitionOne(prizeFineEntity, noAccount, approve)).rejects.toMatchObject({
      messageKey: 'prizeFine.validation.noAccount',
    });
    for (const id of [bigFine, bigReward, noAccount]) {
      expect((await adminDb().doc(`prizesFines/${id}`).get()).get('status')).toBe('pending');
    }
    expect((await adminDb().doc('supplierAccounts/paid-supplier').get()).get('available')).toBe(12_500);

    // Frozen: no edit, no delete, no rejection.
    const approved = await getOne(prizeFineEntity, reward);
    await expect(
      updateOne(prizeFineEntity, reward, values({ ...supplier, type: 'reward', value: 9 }), approved.updatedAt),
    ).rejects.toMatchObject({ code: 'frozen', messageKey: 'prizeFine.validation.frozen' });
    await expect(deleteOne(prizeFineEntity, reward)).rejects.toMatchObject({ code: 'frozen' });
    await expect(
      transitionOne(prizeFineEntity, reward, prizeFineEntity.transitions!['reject']!, { reason: 'x' }),
    ).rejects.toMatchObject({
      code: 'state-changed',
    });
  });

  it("a delivery company's reward raises what it is owed, its fine lowers it; a larger fine or no account is refused", async () => {
    const approve = prizeFineEntity.transitions!['approve']!;
    for (const id of ['paid-company', 'new-company']) {
      await adminDb()
        .doc(`users/${id}`)
        .set({ type: 'deliveryCompany', name: 'Noor', email: `${id}@example.com` });
    }
    await adminDb()
      .doc('deliveryCompanyAccounts/paid-company')
      .set({ deliveryCompanyId: 'paid-company', available: 5_000, paidOut: 1_000 });
    const company = { personType: 'deliveryCompany', personId: 'paid-company' } as const;
    const reward = await createOne(prizeFineEntity, values({ ...company, type: 'reward', value: 1.25 }));
    const fine = await createOne(prizeFineEntity, values({ ...company, type: 'fine', value: 0.25 }));
    const bigFine = await createOne(prizeFineEntity, values({ ...company, type: 'fine', value: 6.001 }));
    const noAccount = await createOne(
      prizeFineEntity,
      values({ personType: 'deliveryCompany', personId: 'new-company', type: 'fine', value: 1 }),
    );
    await switchStaff('checker', ['/prizesFines']);

    await transitionOne(prizeFineEntity, reward, approve);
    await transitionOne(prizeFineEntity, fine, approve);
    const account = (await adminDb().doc('deliveryCompanyAccounts/paid-company').get()).data() ?? {};
    expect(account).toMatchObject({ available: 6_000, paidOut: 1_000, lastPrizeFineId: fine });
    const record = (await adminDb().doc(`prizesFines/${fine}`).get()).data() ?? {};
    expect(
      (
        await adminDb()
          .doc(`ledger/${String(record['auditId'])}`)
          .get()
      ).data(),
    ).toMatchObject({
      accountCollection: 'deliveryCompanyAccounts',
      accountId: 'paid-company',
      kind: 'fine',
      amounts: { available: -250 },
      balances: { available: 6_000 },
      causeId: fine,
    });

    await expect(transitionOne(prizeFineEntity, bigFine, approve)).rejects.toMatchObject({
      messageKey: 'prizeFine.validation.companyFineAboveAvailable',
      values: { left: 6 },
    });
    await expect(transitionOne(prizeFineEntity, noAccount, approve)).rejects.toMatchObject({
      messageKey: 'prizeFine.validation.noAccount',
    });
    for (const id of [bigFine, noAccount]) {
      expect((await adminDb().doc(`prizesFines/${id}`).get()).get('status')).toBe('pending');
    }
    expect((await adminDb().doc('deliveryCompanyAccounts/paid-company').get()).get('available')).toBe(6_000);
  });
});
