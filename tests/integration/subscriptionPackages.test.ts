/**
 * Subscription packages through the data layer and the real rules (a staff member
 * holding /SubscriptionPackages): create, list across pages, search, sort by price,
 * update, activate / deactivate, lost update, delete; readable but not writable with
 * /supplier.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { countMany, createOne, deleteOne, getMany, getOne, patchOne, updateOne } from '@/lib/data/api';
import {
  EMPTY_SUBSCRIPTION_PACKAGE,
  subscriptionPackageEntity as entity,
  subscriptionPackageToValues,
  type SubscriptionPackageValues,
} from '@/features/subscriptionPackages/entity';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

const pkg = (n: number, extra: Partial<SubscriptionPackageValues> = {}): SubscriptionPackageValues => ({
  ...EMPTY_SUBSCRIPTION_PACKAGE,
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

  it('creates an active package, a free one at price 0', async () => {
    const paid = await createOne(entity, pkg(1, { price: 12.3456 }));
    const free = await createOne(entity, pkg(2, { isFree: true, price: 40 }));
    expect((await adminDb().doc(`subscriptionPackages/${paid}`).get()).data()).toMatchObject({
      price: 12.346,
      isFree: false,
      duration: 1,
      durationUnit: 'months',
      active: true,
      createdBy: uid,
    });
    const row = await getOne(entity, free);
    expect(row).toMatchObject({ price: 0, isFree: true, active: true });
    expect(row.createdAt).toBeInstanceOf(Date);
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
    expect(dearest.rows.map((r) => r.price)).toEqual([12.25, 11.25]);

    const search = async (text: string) =>
      (await getMany(entity, { pageSize: 20, sort: byTitle, search: text })).rows.map((r) => r.titleEn);
    expect(await search('PACK')).toHaveLength(12);
    expect(await search('07')).toEqual(['Package 07']);
    expect(await search('الباقه')).toHaveLength(12);
    expect(await search('gold')).toEqual([]);
  });

  it('updates, keeping the active flag it was opened with', async () => {
    const id = await createOne(entity, pkg(1));
    await patchOne(entity, id, { active: false });
    const opened = await getOne(entity, id);
    await updateOne(
      entity,
      id,
      { ...subscriptionPackageToValues(opened), titleEn: 'Gold', duration: 3287, durationUnit: 'days' },
      opened.updatedAt,
    );
    expect(await getOne(entity, id)).toMatchObject({
      titleEn: 'Gold',
      duration: 3287,
      durationUnit: 'days',
      active: false,
    });
  });

  it('activates and deactivates with patchOne', async () => {
    const id = await createOne(entity, pkg(1));
    await patchOne(entity, id, { active: false });
    expect((await getOne(entity, id)).active).toBe(false);
    await patchOne(entity, id, { active: true });
    const row = await getOne(entity, id);
    expect(row.active).toBe(true);
    expect(row.updatedBy).toBe(uid);
  });

  it('refuses to overwrite a newer save (lost update), also after a deactivation', async () => {
    const id = await createOne(entity, pkg(1));
    const opened = await getOne(entity, id);
    const openedBySomeoneElse = await getOne(entity, id);
    await updateOne(entity, id, { ...subscriptionPackageToValues(opened), titleEn: 'First' }, opened.updatedAt);
    await expect(
      updateOne(
        entity,
        id,
        { ...subscriptionPackageToValues(openedBySomeoneElse), titleEn: 'Second' },
        openedBySomeoneElse.updatedAt,
      ),
    ).rejects.toMatchObject({ code: 'conflict', messageKey: 'error.conflict' });
    expect((await getOne(entity, id)).titleEn).toBe('First');

    const beforeDeactivation = await getOne(entity, id);
    await patchOne(entity, id, { active: false });
    await expect(
      updateOne(entity, id, subscriptionPackageToValues(beforeDeactivation), beforeDeactivation.updatedAt),
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
    await expect(patchOne(entity, id, { active: false })).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
