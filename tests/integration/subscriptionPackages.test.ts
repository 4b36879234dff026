/**
 * Subscription packages through the data layer and the real rules (a staff member
 * holding /SubscriptionPackages): create (prices stored as whole baisa), list across
 * pages, search, sort by price, update, activate / deactivate as transitions, lost
 * update, delete; readable but not writable with /supplier.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { subscriptionPackageEntity as entity } from '@/entities/subscriptionPackage';
import { subscriptionPackageScreen } from '@/features/subscriptionPackages/SubscriptionPackagesScreen';
import { countMany, createOne, deleteOne, getMany, getOne, transitionOne, updateOne } from '@/lib/data/api';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import { adminDb, signInStaff, switchStaff } from '../support/staff';
import { transitionOf } from '../support/transitions';

type SubscriptionPackageValues = FormValues<typeof entity.fields>;

const activate = transitionOf(entity, 'activate');
const deactivate = transitionOf(entity, 'deactivate');

/** What the package form saves: its schema's cast of the typed values (a free package's price is dropped). */
const schema = entitySchema(entity, subscriptionPackageScreen.schema);
const formCast = (values: SubscriptionPackageValues, mode: 'create' | 'edit' = 'create') =>
  schema.cast(values, { stripUnknown: true, context: { mode } }) as SubscriptionPackageValues;

const pkg = (n: number, extra: Partial<SubscriptionPackageValues> = {}): SubscriptionPackageValues => ({
  ...entity.emptyValues,
  titleEn: `Package ${String(n).padStart(2, '0')}`,
  titleAr: `الباقة ${n}`,
  price: n + 0.25,
  duration: n,
  durationUnit: 'months',
  ...extra,
});
const byTitle = { field: 'titleEn', direction: 'asc' } as const;

describe('subscription packages through the rules', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/SubscriptionPackages']);
  });

  it('creates an active package with its price in baisa, a free one at price 0', async () => {
    const paid = await createOne(entity, pkg(1, { price: 12.3456 }));
    const typed = await createOne(entity, formCast(pkg(3, { price: '1.500' })));
    const free = await createOne(entity, formCast(pkg(2, { isFree: true, price: 40 })));
    expect((await adminDb().doc(`subscriptionPackages/${paid}`).get()).data()).toMatchObject({
      price: 12346,
      isFree: false,
      duration: 1,
      durationUnit: 'months',
      active: true,
      createdBy: uid,
    });
    expect((await adminDb().doc(`subscriptionPackages/${typed}`).get()).get('price')).toBe(1500);
    const row = await getOne(entity, free);
    expect(row).toMatchObject({ price: 0, isFree: true, active: true });
    expect(row.createdAt).toBeInstanceOf(Date);
    // Read rows hold baisa; the form shows OMR again.
    expect((await getOne(entity, typed)).price).toBe(1500);
    expect(entity.toValues(await getOne(entity, typed)).price).toBe(1.5);
    // The rules refuse a free package with a price (a write that skips the form).
    await expect(createOne(entity, pkg(4, { isFree: true, price: 40 }))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('pages through the list, sorts by price and searches both titles', async () => {
    for (let n = 1; n <= 12; n++) await createOne(entity, pkg(n));
    const first = await getMany(entity, { pageSize: 5, sort: byTitle });
    expect(first.rows.map((r) => r.titleEn)).toEqual([1, 2, 3, 4, 5].map((n) => pkg(n).titleEn));
    const second = await getMany(entity, { pageSize: 5, sort: byTitle, after: first.next });
    expect(second.rows.map((r) => r.titleEn)).toEqual([6, 7, 8, 9, 10].map((n) => pkg(n).titleEn));
    const third = await getMany(entity, { pageSize: 5, sort: byTitle, after: second.next });
    expect(third.rows).toHaveLength(2);
    expect(third.next).toBeNull();
    expect(await countMany(entity, {})).toBe(12);
    const dearest = await getMany(entity, { pageSize: 2, sort: { field: 'price', direction: 'desc' } });
    expect(dearest.rows.map((r) => r.price)).toEqual([12250, 11250]);

    const search = async (text: string) =>
      (await getMany(entity, { pageSize: 20, sort: byTitle, search: text })).rows.map((r) => r.titleEn);
    expect(await search('PACK')).toHaveLength(12);
    expect(await search('07')).toEqual(['Package 07']);
    expect(await search('الباقه')).toHaveLength(12);
    expect(await search('gold')).toEqual([]);
  });

  it('updates, keeping the active flag it was opened with', async () => {
    const id = await createOne(entity, pkg(1));
    await transitionOne(entity, id, deactivate);
    const opened = await getOne(entity, id);
    await updateOne(
      entity,
      id,
      { ...entity.toValues(opened), titleEn: 'Gold', duration: 3287, durationUnit: 'days' },
      opened.updatedAt,
    );
    expect(await getOne(entity, id)).toMatchObject({
      titleEn: 'Gold',
      duration: 3287,
      durationUnit: 'days',
      active: false,
    });
  });

  it('activates and deactivates as transitions', async () => {
    const id = await createOne(entity, pkg(1));
    await transitionOne(entity, id, deactivate);
    const inactive = await getOne(entity, id);
    expect(inactive).toMatchObject({ active: false, decidedBy: uid, decisionReason: null });
    expect(inactive.decidedAt).toBeInstanceOf(Date);
    // Deactivating an inactive package is refused: it is no longer in the state shown.
    await expect(transitionOne(entity, id, deactivate)).rejects.toMatchObject({ code: 'state-changed' });
    await transitionOne(entity, id, activate, { expectedUpdatedAt: inactive.updatedAt });
    const row = await getOne(entity, id);
    expect(row.active).toBe(true);
    expect(row.updatedBy).toBe(uid);
    await expect(transitionOne(entity, id, activate)).rejects.toMatchObject({ code: 'state-changed' });
  });

  it('refuses to overwrite a newer save (lost update), also after a deactivation', async () => {
    const id = await createOne(entity, pkg(1));
    const opened = await getOne(entity, id);
    const openedBySomeoneElse = await getOne(entity, id);
    await updateOne(entity, id, { ...entity.toValues(opened), titleEn: 'First' }, opened.updatedAt);
    await expect(
      updateOne(
        entity,
        id,
        { ...entity.toValues(openedBySomeoneElse), titleEn: 'Second' },
        openedBySomeoneElse.updatedAt,
      ),
    ).rejects.toMatchObject({ code: 'conflict', messageKey: 'error.conflict' });
    expect((await getOne(entity, id)).titleEn).toBe('First');

    const beforeDeactivation = await getOne(entity, id);
    await transitionOne(entity, id, deactivate, { expectedUpdatedAt: beforeDeactivation.updatedAt });
    await expect(
      updateOne(entity, id, entity.toValues(beforeDeactivation), beforeDeactivation.updatedAt),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect((await getOne(entity, id)).active).toBe(false);
  });

  it('deletes, and says not found afterwards', async () => {
    const id = await createOne(entity, pkg(1));
    await deleteOne(entity, id);
    await expect(getOne(entity, id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lets /supplier read but not write', async () => {
    const id = await createOne(entity, pkg(1));
    await switchStaff('staff-2', ['/supplier']);
    expect((await getOne(entity, id)).titleEn).toBe('Package 01');
    await expect(createOne(entity, pkg(2))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(transitionOne(entity, id, deactivate)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
