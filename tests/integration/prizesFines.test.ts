/**
 * Fines and rewards through the data layer and the real rules (docs/data-model.md
 * `prizesFines`): a create and an edit each write their audit entry about the person in
 * the same transaction; a person's fines and rewards sum exactly in baisa with an
 * aggregation query (their detail page's total).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { prizeFineEntity } from '@/entities/prizeFine';
import { createOne, getOne, sumMany, updateOne } from '@/lib/data/api';
import type { FormValues } from '@/lib/entity/fields';
import { adminDb, signInStaff } from '../support/staff';

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
    const of = (type: string) => [
      { field: 'personId', value: SUMMED },
      { field: 'type', value: type },
    ];
    expect(await sumMany(prizeFineEntity, 'value', of('fine'))).toBe(300);
    expect(await sumMany(prizeFineEntity, 'value', of('reward'))).toBe(5000);
  });
});
