/**
 * Coupons through the data layer and the real rules (a staff member holding /coupon):
 * create as a pending platform coupon with the code as id, list across pages, search,
 * sort, update, a duplicate code refused, approve / reject as transitions, lost update,
 * delete.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponEntity, couponState } from '@/entities/coupon';
import { isCouponCodeTaken } from '@/features/coupons/api';
import { countMany, createOne, deleteOne, getMany, getOne, transitionOne, updateOne } from '@/lib/data/api';
import type { FormValues } from '@/lib/entity/fields';
import { adminDb, asCouponMaker, signInStaff, switchStaff } from '../support/staff';
import { transitionOf } from '../support/transitions';

type CouponValues = FormValues<typeof couponEntity.fields>;

const approve = transitionOf(couponEntity, 'approve');
const reject = transitionOf(couponEntity, 'reject');

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

const coupon = (n: number, extra: Partial<CouponValues> = {}): CouponValues => ({
  ...couponEntity.emptyValues,
  titleEn: `Offer number ${String(n).padStart(2, '0')}`,
  titleAr: `العرض رقم ${n}`,
  code: `offer${String(n).padStart(2, '0')}`,
  discountPercent: n,
  type: 'general',
  totalCount: 100,
  expiryDate: inDays(30),
  ...extra,
});
const byCode = { field: 'code', direction: 'asc' } as const;

describe('coupons through the rules', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/coupon']);
  });

  it('creates a pending platform coupon whose id is the code in upper case', async () => {
    const id = await createOne(couponEntity, coupon(1, { code: ' summer-20 ', type: 'firstOrder' }));
    expect(id).toBe('SUMMER-20');
    const stored = (await adminDb().doc(`coupons/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({
      code: 'SUMMER-20',
      type: 'firstOrder',
      status: 'pending',
      usedCount: 0,
      supplierId: null,
      createdBy: uid,
    });
    expect(stored['expiryDate']).toBeInstanceOf(Timestamp);
    expect(stored['searchPrefixes']).toEqual(expect.arrayContaining(['sum', 'summer', 'offer', 'العرض']));
    const row = await getOne(couponEntity, id);
    expect(row.expiryDate).toBeInstanceOf(Date);
    expect(row.expiryDate?.getHours()).toBe(23);
    expect(couponState(row)).toBe('pending');
  });

  it('refuses a second coupon with the same code, and the form look-up says it is taken', async () => {
    await createOne(couponEntity, coupon(1, { code: 'WELCOME10' }));
    await expect(createOne(couponEntity, coupon(2, { code: 'welcome10' }))).rejects.toMatchObject({
      code: 'exists',
    });
    expect(await countMany(couponEntity, {})).toBe(1);
    expect((await getOne(couponEntity, 'WELCOME10')).titleEn).toBe(coupon(1).titleEn);
    expect(await isCouponCodeTaken('WELCOME10')).toBe(true);
    expect(await isCouponCodeTaken('FREE-CODE')).toBe(false);
  });

  it('finds a code used by a coupon stored under another id', async () => {
    await adminDb().doc('coupons/coupon-legacy').set({ code: 'LEGACY5', titleEn: 'Legacy' });
    expect(await isCouponCodeTaken('LEGACY5')).toBe(true);
  });

  it('pages through the list, sorts and searches code and titles', async () => {
    for (let n = 1; n <= 12; n++) await createOne(couponEntity, coupon(n));
    const first = await getMany(couponEntity, { pageSize: 5, sort: byCode });
    expect(first.rows.map((r) => r.code)).toEqual(['OFFER01', 'OFFER02', 'OFFER03', 'OFFER04', 'OFFER05']);
    const second = await getMany(couponEntity, { pageSize: 5, sort: byCode, after: first.next });
    expect(second.rows.map((r) => r.code)).toEqual(['OFFER06', 'OFFER07', 'OFFER08', 'OFFER09', 'OFFER10']);
    const third = await getMany(couponEntity, { pageSize: 5, sort: byCode, after: second.next });
    expect(third.rows.map((r) => r.code)).toEqual(['OFFER11', 'OFFER12']);
    expect(third.next).toBeNull();
    expect(await countMany(couponEntity, {})).toBe(12);

    const top = await getMany(couponEntity, {
      pageSize: 3,
      sort: { field: 'discountPercent', direction: 'desc' },
    });
    expect(top.rows.map((r) => r.discountPercent)).toEqual([12, 11, 10]);
    for (const field of ['titleEn', 'expiryDate', 'createdAt']) {
      const page = await getMany(couponEntity, { pageSize: 12, sort: { field, direction: 'asc' } });
      expect(page.rows, field).toHaveLength(12);
    }

    const search = async (text: string) =>
      (await getMany(couponEntity, { pageSize: 20, sort: byCode, search: text })).rows.map((r) => r.code);
    expect(await search('offer07')).toEqual(['OFFER07']);
    expect(await search('OFFER1')).toEqual(['OFFER10', 'OFFER11', 'OFFER12']);
    expect(await search('العرض')).toHaveLength(12);
    expect(await search('zzz')).toEqual([]);
    expect(await countMany(couponEntity, { search: 'offer1' })).toBe(3);
  });

  it('updates the form fields only, keeping the code, status and redemptions', async () => {
    const id = await createOne(couponEntity, coupon(1));
    await adminDb().doc(`coupons/${id}`).update({ usedCount: 7 });
    const opened = await getOne(couponEntity, id);
    const values = couponEntity.toValues(opened);
    await updateOne(
      couponEntity,
      id,
      { ...values, titleEn: 'Renamed', discountPercent: 35, code: 'CHANGED' },
      opened.updatedAt,
    );
    const row = await getOne(couponEntity, id);
    expect(row).toMatchObject({ titleEn: 'Renamed', discountPercent: 35, code: 'OFFER01', usedCount: 7 });
    expect(row.status).toBe('pending');
  });

  it('approves and rejects as transitions; Active once approved, in time and not used up', async () => {
    const id = await asCouponMaker(() => createOne(couponEntity, coupon(1)));
    await transitionOne(couponEntity, id, approve);
    const approved = await getOne(couponEntity, id);
    expect(approved).toMatchObject({ status: 'approved', updatedBy: uid, decidedBy: uid, decisionReason: null });
    expect(approved.decidedAt).toBeInstanceOf(Date);
    expect(couponState(approved)).toBe('active');
    await transitionOne(couponEntity, id, reject, {
      reason: '  Discount too high  ',
      expectedUpdatedAt: approved.updatedAt,
    });
    const rejected = await getOne(couponEntity, id);
    expect(rejected).toMatchObject({ status: 'rejected', decidedBy: uid, decisionReason: 'Discount too high' });
    expect(couponState(rejected)).toBe('rejected');
    // A rejected coupon can be approved again (rejected → approved).
    await transitionOne(couponEntity, id, approve, { expectedUpdatedAt: rejected.updatedAt });
    expect((await getOne(couponEntity, id)).status).toBe('approved');
    await expect(transitionOne(couponEntity, 'NOPE', approve)).rejects.toMatchObject({
      code: 'not-found',
    });
  });

  it('shows Expired once the expiry date has passed or every coupon is used', async () => {
    const id = await asCouponMaker(() => createOne(couponEntity, coupon(1, { totalCount: 5 })));
    await transitionOne(couponEntity, id, approve);
    await adminDb().doc(`coupons/${id}`).update({ usedCount: 5 });
    expect(couponState(await getOne(couponEntity, id))).toBe('expired');
    await adminDb()
      .doc(`coupons/${id}`)
      .update({ usedCount: 1, expiryDate: Timestamp.fromDate(inDays(-1)) });
    expect(couponState(await getOne(couponEntity, id))).toBe('expired');
  });

  it('refuses to overwrite a newer save (lost update), including a status change', async () => {
    const id = await createOne(couponEntity, coupon(1));
    const opened = await getOne(couponEntity, id);
    const openedBySomeoneElse = await getOne(couponEntity, id);
    await updateOne(couponEntity, id, { ...couponEntity.toValues(opened), titleEn: 'First save' }, opened.updatedAt);
    await expect(
      updateOne(
        couponEntity,
        id,
        { ...couponEntity.toValues(openedBySomeoneElse), titleEn: 'Second save' },
        openedBySomeoneElse.updatedAt,
      ),
    ).rejects.toMatchObject({ code: 'conflict', messageKey: 'error.conflict' });
    expect((await getOne(couponEntity, id)).titleEn).toBe('First save');

    const beforeApproval = await getOne(couponEntity, id);
    // Approved by another staff member than its maker (maker-checker).
    await switchStaff('checker', ['/coupon']);
    await transitionOne(couponEntity, id, approve, { expectedUpdatedAt: beforeApproval.updatedAt });
    await expect(
      updateOne(couponEntity, id, couponEntity.toValues(beforeApproval), beforeApproval.updatedAt),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('the maker cannot approve; a money edit sends an approved coupon back to pending', async () => {
    const id = await createOne(couponEntity, coupon(1));
    await expect(transitionOne(couponEntity, id, approve)).rejects.toMatchObject({
      code: 'maker',
      messageKey: 'error.makerChecker',
    });
    const checker = await switchStaff('checker', ['/coupon']);
    await transitionOne(couponEntity, id, approve);
    const approved = await getOne(couponEntity, id);
    expect(approved).toMatchObject({ status: 'approved', decidedBy: checker, editedBy: uid });
    // The checker renames it: still approved, but now the checker is its last editor.
    await updateOne(couponEntity, id, { ...couponEntity.toValues(approved), titleEn: 'Renamed' }, approved.updatedAt);
    const renamed = await getOne(couponEntity, id);
    expect(renamed).toMatchObject({ status: 'approved', editedBy: checker });
    // A higher discount goes back to pending; neither of them may approve it now.
    await updateOne(couponEntity, id, { ...couponEntity.toValues(renamed), discountPercent: 60 }, renamed.updatedAt);
    expect(await getOne(couponEntity, id)).toMatchObject({ status: 'pending', discountPercent: 60 });
    await expect(transitionOne(couponEntity, id, approve)).rejects.toMatchObject({ code: 'maker' });
    await switchStaff(uid, ['/coupon']);
    await expect(transitionOne(couponEntity, id, approve)).rejects.toMatchObject({ code: 'maker' });
  });

  it('deletes, and says not found afterwards', async () => {
    const id = await createOne(couponEntity, coupon(3));
    await deleteOne(couponEntity, id);
    await expect(getOne(couponEntity, id)).rejects.toMatchObject({ code: 'not-found' });
    await expect(deleteOne(couponEntity, id)).rejects.toMatchObject({ code: 'not-found' });
    expect(await isCouponCodeTaken('OFFER03')).toBe(false);
  });

  it('is refused to a staff member without /coupon', async () => {
    const id = await createOne(couponEntity, coupon(1));
    await switchStaff('staff-2', ['/SubscriptionPackages']);
    await expect(getMany(couponEntity, { pageSize: 5, sort: byCode })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(createOne(couponEntity, coupon(2))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(transitionOne(couponEntity, id, approve)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
