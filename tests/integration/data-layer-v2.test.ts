/**
 * The data layer of entity definitions v2 against the emulators, through the real
 * rules: status transitions (allowed previous states, stale updatedAt, the decision
 * stamp, a rejection's reason), getByIds beyond Firestore's 30 ids per `in`, a scoped
 * definition (suppliers among the users documents), phrase search ("Al-Khuwair", an
 * email, "1.5", two words), list and count agreeing on a document without the sort
 * field, plain-data cursors, and createOne with an explicit id.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { areaEntity, cityEntity } from '@/entities/city';
import { couponEntity } from '@/entities/coupon';
import { faqEntity, type Faq } from '@/entities/faq';
import { staffEntity } from '@/entities/staff';
import { supplierEntity } from '@/entities/supplier';
import {
  countMany,
  createOne,
  getByIds,
  getMany,
  getOne,
  MAX_IN,
  transitionOne,
  updateOne,
  type StatusChange,
} from '@/lib/data/api';
import { searchPrefixes } from '@/lib/data/convert';
import type { Cursor, Page } from '@/lib/data/types';
import type { FormValues } from '@/lib/entity/fields';
import { faqValues as faq } from '../support/samples';
import { adminDb, asCouponMaker, signInStaff, switchStaff } from '../support/staff';
import { transitionOf } from '../support/transitions';

type CouponValues = FormValues<typeof couponEntity.fields>;

const coupon = (code: string, extra: Partial<CouponValues> = {}): CouponValues => ({
  ...couponEntity.emptyValues,
  code,
  titleEn: `Offer ${code}`,
  titleAr: `العرض ${code}`,
  discountPercent: 10,
  type: 'general',
  totalCount: 100,
  expiryDate: new Date(Date.now() + 30 * 86_400_000),
  ...extra,
});

const approve = transitionOf(couponEntity, 'approve');
const reject = transitionOf(couponEntity, 'reject');

/** The stored coupon, read past the rules. */
const storedCoupon = async (id: string) => (await adminDb().doc(`coupons/${id}`).get()).data() ?? {};

describe('status transitions (coupons)', () => {
  let uid: string;
  beforeEach(async () => {
    uid = await signInStaff(['/coupon']);
  });

  it('stamps the decision: who, when (server time) and why', async () => {
    const id = await asCouponMaker(() => createOne(couponEntity, coupon('STAMP1')));
    const before = Date.now();
    const opened = await getOne(couponEntity, id);
    expect(opened).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null, decisionReason: null });
    await transitionOne(couponEntity, id, approve, {
      reason: '  Checked with finance  ',
      expectedUpdatedAt: opened.updatedAt,
    });
    const row = await getOne(couponEntity, id);
    expect(row).toMatchObject({
      status: 'approved',
      decidedBy: uid,
      updatedBy: uid,
      decisionReason: 'Checked with finance',
    });
    expect(row.decidedAt).toBeInstanceOf(Date);
    // One write: the decision time is the save time, and both are the server's now.
    expect(row.decidedAt?.getTime()).toBe(row.updatedAt?.getTime());
    expect(Math.abs((row.decidedAt?.getTime() ?? 0) - before)).toBeLessThan(60_000);
    expect((await storedCoupon(id))['decidedAt']).toBeInstanceOf(Timestamp);
  });

  it('refuses a wrong previous state (someone decided first) and changes nothing', async () => {
    const id = await asCouponMaker(() => createOne(couponEntity, coupon('STATE1')));
    const shown = await getOne(couponEntity, id);
    await transitionOne(couponEntity, id, approve);
    const approved = await getOne(couponEntity, id);

    // A second person, who still sees the coupon pending, approves it too.
    await switchStaff('staff-2', ['/coupon']);
    await expect(transitionOne(couponEntity, id, approve)).rejects.toMatchObject({
      code: 'state-changed',
      messageKey: 'error.stateChanged',
    });
    const after = await getOne(couponEntity, id);
    expect(after).toMatchObject({ status: 'approved', decidedBy: uid });
    expect(after.updatedAt?.getTime()).toBe(approved.updatedAt?.getTime());

    // The second person rejects it (approved → rejected is allowed), then may not reject again.
    await transitionOne(couponEntity, id, reject, { reason: 'Duplicate offer', expectedUpdatedAt: after.updatedAt });
    expect(await getOne(couponEntity, id)).toMatchObject({
      status: 'rejected',
      decidedBy: 'staff-2',
      decisionReason: 'Duplicate offer',
    });
    await expect(transitionOne(couponEntity, id, reject, { reason: 'Again' })).rejects.toMatchObject({
      code: 'state-changed',
    });
    // The person who opened it pending, long ago: refused for the stale view as well.
    await expect(
      transitionOne(couponEntity, id, approve, { expectedUpdatedAt: shown.updatedAt }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });

  it('refuses a stale updatedAt even when the state still allows the step', async () => {
    const id = await asCouponMaker(() => createOne(couponEntity, coupon('STALE1')));
    const shown = await getOne(couponEntity, id);
    // Someone else (its maker) edits the coupon meanwhile; it stays pending.
    await asCouponMaker(() =>
      updateOne(couponEntity, id, { ...couponEntity.toValues(shown), titleEn: 'Edited meanwhile' }, shown.updatedAt),
    );
    await expect(
      transitionOne(couponEntity, id, approve, { expectedUpdatedAt: shown.updatedAt }),
    ).rejects.toMatchObject({ code: 'conflict', messageKey: 'error.conflict' });
    const stored = await storedCoupon(id);
    expect(stored['status']).toBe('pending');
    expect(stored['decidedBy']).toBeUndefined();
    // With the current updatedAt it goes through.
    const fresh = await getOne(couponEntity, id);
    await transitionOne(couponEntity, id, approve, { expectedUpdatedAt: fresh.updatedAt });
    expect((await getOne(couponEntity, id)).status).toBe('approved');
  });

  it('a rejection without a reason is refused by the rules', async () => {
    const id = await createOne(couponEntity, coupon('NOREASON'));
    await expect(transitionOne(couponEntity, id, reject)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(transitionOne(couponEntity, id, reject, { reason: '   ' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(await getOne(couponEntity, id)).toMatchObject({ status: 'pending', decidedAt: null, decidedBy: null });
    await transitionOne(couponEntity, id, reject, { reason: 'Code is misleading' });
    expect((await getOne(couponEntity, id)).status).toBe('rejected');
  });

  it('the rules refuse a status step the definition does not have', async () => {
    const id = await createOne(couponEntity, coupon('SKIP1'));
    // A hand-made change: pending → pending is no decision the rules know.
    const sideways: StatusChange = { field: 'status', from: ['pending'], to: 'pending' };
    await expect(transitionOne(couponEntity, id, sideways)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await storedCoupon(id))['decidedBy']).toBeUndefined();
  });
});

describe('reads and writes of the v2 data layer', () => {
  beforeEach(async () => {
    await signInStaff(['All']);
  });

  it(`getByIds reads more than ${MAX_IN} ids in batches, leaving missing ones out`, async () => {
    const batch = adminDb().batch();
    const ids = Array.from({ length: 2 * MAX_IN + 5 }, (_, n) => `faq-${String(n).padStart(3, '0')}`);
    for (const [n, id] of ids.entries()) {
      batch.set(adminDb().doc(`faqs/${id}`), {
        ...faqEntity.toFirestore(faq(n), 'create'),
        createdAt: Timestamp.now(),
      });
    }
    await batch.commit();
    const rows = await getByIds(faqEntity, [...ids, ids[0] ?? '', '', 'no-such-faq', ...ids.slice(0, 3)]);
    expect(rows.map((r) => r.id).sort()).toEqual(ids);
    expect(rows.find((r) => r.id === 'faq-064')?.questionEn).toBe(faq(64).questionEn);
    expect(await getByIds(faqEntity, [])).toEqual([]);
  });

  it('a scoped definition sees only its users: not found, not listed, not counted otherwise', async () => {
    const users = adminDb().collection('users');
    const seedUser = (id: string, type: string, name: string, email: string) =>
      users.doc(id).set({ type, name, email, searchPrefixes: searchPrefixes([name, email]) });
    await seedUser('supplier-a', 'supplier', 'Al Mawaleh Fresh Market', 'orders@mawaleh.example.com');
    await seedUser('supplier-b', 'supplier', 'Qurum Grill House', 'hello@qurumgrill.example.com');
    await seedUser('customer-a', 'user', 'Qurum Resident', 'resident@example.com');
    await seedUser('rider-a', 'rider', 'Al Mawaleh Rider', 'rider@example.com');

    // An All holder may read every users document: the scope, not the rules, keeps them out.
    expect((await getOne(supplierEntity, 'supplier-a')).name).toBe('Al Mawaleh Fresh Market');
    await expect(getOne(supplierEntity, 'customer-a')).rejects.toMatchObject({ code: 'not-found' });
    await expect(getOne(supplierEntity, 'rider-a')).rejects.toMatchObject({ code: 'not-found' });
    await expect(getOne(supplierEntity, 'staff-1')).rejects.toMatchObject({ code: 'not-found' });

    const listed = await getMany(supplierEntity, { pageSize: 10, sort: supplierEntity.defaultSort });
    expect(listed.rows.map((r) => r.id)).toEqual(['supplier-a', 'supplier-b']);
    expect(await countMany(supplierEntity, {})).toBe(2);
    expect(await countMany(supplierEntity, { sort: supplierEntity.defaultSort })).toBe(2);
    expect(await countMany(supplierEntity, { search: 'qurum' })).toBe(1);
    expect(await countMany(supplierEntity, { search: 'al mawaleh' })).toBe(1);
    expect((await getByIds(supplierEntity, ['supplier-b', 'customer-a', 'rider-a'])).map((r) => r.id)).toEqual([
      'supplier-b',
    ]);
    // The other scope: staff (employees) only, the signed-in one among them.
    expect(await countMany(staffEntity, {})).toBe(1);
    expect((await getOne(staffEntity, 'staff-1')).id).toBe('staff-1');
    await expect(getOne(staffEntity, 'supplier-a')).rejects.toMatchObject({ code: 'not-found' });
  });

  // Staff create only employees (the other people sign up in the apps: docs/access.md, "People").
  it('createOne writes the scope of a scoped definition', async () => {
    const id = await createOne(staffEntity, {
      ...staffEntity.emptyValues,
      name: 'Ali Salim Trading',
      email: 'ali.salim@demo.om',
    });
    expect((await adminDb().doc(`users/${id}`).get()).get('type')).toBe('employee');
    expect((await getOne(staffEntity, id)).email).toBe('ali.salim@demo.om');
  });

  it('searches hyphenated names, emails, decimals and narrows with a second word', async () => {
    const muscat = await createOne(cityEntity, {
      ...cityEntity.emptyValues,
      nameEn: 'Muscat',
      nameAr: 'مسقط',
      radiusMeters: 5000,
    });
    await createOne(areaEntity, { ...areaEntity.emptyValues, cityId: muscat, nameEn: 'Al-Khuwair', nameAr: 'الخوير' });
    await createOne(areaEntity, { ...areaEntity.emptyValues, cityId: muscat, nameEn: 'Al Amerat', nameAr: 'العامرات' });
    const areas = async (search: string) =>
      (await getMany(areaEntity, { pageSize: 10, sort: { field: 'nameEn', direction: 'asc' }, search })).rows.map(
        (r) => r.nameEn,
      );
    expect(await areas('al-khuwair')).toEqual(['Al-Khuwair']);
    expect(await areas('Al Khuwair')).toEqual(['Al-Khuwair']);
    expect(await areas('khuw')).toEqual(['Al-Khuwair']);
    expect(await areas('al')).toEqual(['Al Amerat', 'Al-Khuwair']);
    expect(await areas('al k')).toEqual(['Al-Khuwair']);
    expect(await areas('al amerat')).toEqual(['Al Amerat']);
    // Words in another order are another phrase.
    expect(await areas('khuwair al')).toEqual([]);
    expect(await countMany(areaEntity, { search: 'al-khu' })).toBe(1);

    await createOne(staffEntity, {
      ...staffEntity.emptyValues,
      name: 'Ali Salim Trading',
      email: 'ali.salim@demo.om',
    });
    await createOne(staffEntity, {
      ...staffEntity.emptyValues,
      name: 'Ali Hassan Foods',
      email: 'ali.hassan@demo.om',
    });
    const employees = async (search: string) =>
      (await getMany(staffEntity, { pageSize: 10, sort: staffEntity.defaultSort, search })).rows.map((r) => r.email);
    expect(await employees('ali.salim@demo.om')).toEqual(['ali.salim@demo.om']);
    expect(await employees('ALI.SALIM@')).toEqual(['ali.salim@demo.om']);
    expect(await employees('salim@demo')).toEqual(['ali.salim@demo.om']);
    expect(await employees('ali')).toEqual(['ali.hassan@demo.om', 'ali.salim@demo.om']);
    expect(await employees('ali h')).toEqual(['ali.hassan@demo.om']);
    expect(await employees('@demo.om')).toHaveLength(2);

    await createOne(faqEntity, faq(1, { questionEn: 'Is the delivery fee 1.5 OMR?' }));
    await createOne(faqEntity, faq(2, { questionEn: 'Can I return within 15 days?' }));
    const faqs = async (search: string) =>
      (await getMany(faqEntity, { pageSize: 10, sort: faqEntity.defaultSort, search })).rows.map((r) => r.questionEn);
    expect(await faqs('1.5')).toEqual(['Is the delivery fee 1.5 OMR?']);
    expect(await faqs('15')).toEqual(['Can I return within 15 days?']);
    expect(await faqs('fee 1.5')).toEqual(['Is the delivery fee 1.5 OMR?']);
    expect(await faqs('delivery fee')).toEqual(['Is the delivery fee 1.5 OMR?']);
    expect(await faqs('delivery 15')).toEqual([]);
    expect(await countMany(faqEntity, { search: '1.5' })).toBe(1);
  });

  it('leaves a document without the sort field out of both the list and its count', async () => {
    for (let n = 1; n <= 4; n++) await createOne(faqEntity, faq(n));
    // A document written by another app, without questionAr.
    await adminDb()
      .doc('faqs/legacy')
      .set({
        questionEn: 'Legacy question',
        answerEn: 'Legacy answer',
        searchPrefixes: searchPrefixes(['Legacy question']),
        createdAt: Timestamp.now(),
      });
    const byArabic = { field: 'questionAr', direction: 'asc' } as const;
    const ids: string[] = [];
    let after: Cursor | null = null;
    do {
      const page: Page<Faq> = await getMany(faqEntity, { pageSize: 2, sort: byArabic, after });
      ids.push(...page.rows.map((r) => r.id));
      after = page.next;
    } while (after);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain('legacy');
    expect(await countMany(faqEntity, { sort: byArabic })).toBe(ids.length);
    // Without that sort it is there, and counted.
    expect(await countMany(faqEntity, {})).toBe(5);
    const byEnglish = { field: 'questionEn', direction: 'asc' } as const;
    expect((await getMany(faqEntity, { pageSize: 10, sort: byEnglish })).rows).toHaveLength(5);
    expect(await countMany(faqEntity, { sort: byEnglish })).toBe(5);
    // With a search: listed and counted alike.
    const legacy = { search: 'legacy', sort: byArabic } as const;
    expect((await getMany(faqEntity, { pageSize: 10, ...legacy })).rows).toEqual([]);
    expect(await countMany(faqEntity, legacy)).toBe(0);
    expect(await countMany(faqEntity, { search: 'legacy', sort: faqEntity.defaultSort })).toBe(1);
  });

  it('gives cursors as plain data that survive a round trip through the URL', async () => {
    for (let n = 1; n <= 5; n++) await createOne(faqEntity, faq(n));
    const newest = { pageSize: 2, sort: faqEntity.defaultSort } as const;
    const first = await getMany(faqEntity, newest);
    expect(first.next).toEqual({ value: { s: expect.any(Number), ns: expect.any(Number) }, id: first.rows[1]?.id });
    const kept = JSON.parse(JSON.stringify(first.next)) as typeof first.next;
    const second = await getMany(faqEntity, { ...newest, after: kept });
    expect(second.rows.map((r) => r.id)).toEqual(
      (await getMany(faqEntity, { ...newest, after: first.next })).rows.map((r) => r.id),
    );
    expect(second.rows.map((r) => r.questionEn)).toEqual([faq(3).questionEn, faq(2).questionEn]);

    const byQuestion = { pageSize: 2, sort: { field: 'questionEn', direction: 'asc' } } as const;
    const page = await getMany(faqEntity, byQuestion);
    expect(page.next).toEqual({ value: faq(2).questionEn, id: page.rows[1]?.id });
    const next = await getMany(faqEntity, { ...byQuestion, after: JSON.parse(JSON.stringify(page.next)) });
    expect(next.rows.map((r) => r.questionEn)).toEqual([faq(3).questionEn, faq(4).questionEn]);
  });

  it('pages oldest first by creation time without repeating or skipping a document', async () => {
    for (let n = 1; n <= 5; n++) await createOne(faqEntity, faq(n));
    const oldest = { field: 'createdAt', direction: 'asc' } as const;
    const seen: string[] = [];
    let after: Cursor | null = null;
    do {
      const page: Page<Faq> = await getMany(faqEntity, { pageSize: 2, sort: oldest, after });
      seen.push(...page.rows.map((r) => r.questionEn));
      after = page.next;
    } while (after && seen.length < 20);
    expect(seen).toEqual([1, 2, 3, 4, 5].map((n) => faq(n).questionEn));
  });

  it('createOne with an explicit id writes that id, and refuses it once taken', async () => {
    const id = await createOne(faqEntity, faq(1, { questionEn: 'Where do you deliver?' }), 'faq-delivery-areas');
    expect(id).toBe('faq-delivery-areas');
    expect((await adminDb().doc('faqs/faq-delivery-areas').get()).get('questionEn')).toBe('Where do you deliver?');
    expect((await getOne(faqEntity, id)).questionEn).toBe('Where do you deliver?');
    await expect(createOne(faqEntity, faq(2), 'faq-delivery-areas')).rejects.toMatchObject({ code: 'exists' });
    expect((await getOne(faqEntity, id)).questionEn).toBe('Where do you deliver?');
    expect(await countMany(faqEntity, {})).toBe(1);
  });
});
