/**
 * The audit trail through the data layer and the real rules (docs/access.md, "Audit
 * trail"): a coupon decision writes its entry in the same transaction, with what
 * changed and the reason; the trail pages newest first with a cursor; holders of the
 * coupon's menu path read its entries, other staff are refused.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { couponEntity } from '@/entities/coupon';
import { createOne, transitionOne } from '@/lib/data/api';
import { listAuditEntries } from '@/lib/data/audit';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

const approve = couponEntity.transitions?.['approve'];
const reject = couponEntity.transitions?.['reject'];
if (!approve || !reject) throw new Error('coupon has no approve/reject');

describe('the audit trail of decisions', () => {
  let uid: string;
  let id: string;
  beforeEach(async () => {
    // Made by another staff member: its maker may not approve it (docs/access.md, "Money and trust").
    await signInStaff(['/coupon'], 'coupon-maker');
    id = await createOne(couponEntity, {
      ...couponEntity.emptyValues,
      titleEn: 'Audited offer',
      titleAr: 'عرض مسجل',
      code: 'AUDIT1',
      discountPercent: 10,
      type: 'general',
      totalCount: 10,
      expiryDate: new Date(Date.now() + 86_400_000),
    });
    uid = await switchStaff('staff-1', ['/coupon']);
  });

  it('records each decision with before, after, reason, caller and time, newest first', async () => {
    await transitionOne(couponEntity, id, approve);
    await transitionOne(couponEntity, id, reject, { reason: '  Too generous  ' });
    const stored = (await adminDb().doc(`coupons/${id}`).get()).data() ?? {};

    const first = await listAuditEntries({ path: '/coupon', pageSize: 1 });
    expect(first.hasMore).toBe(true);
    expect(first.rows[0]).toMatchObject({
      id: stored['auditId'],
      action: 'decision',
      collection: 'coupons',
      docId: id,
      path: '/coupon',
      actor: uid,
      before: { status: 'approved' },
      after: { status: 'rejected' },
      reason: 'Too generous',
    });
    expect(first.rows[0]?.at).toBeInstanceOf(Date);

    const last = first.rows[0];
    const second = await listAuditEntries({
      path: '/coupon',
      pageSize: 1,
      after: last?.at ? { at: last.at, id: last.id } : null,
    });
    expect(second.hasMore).toBe(false);
    expect(second.rows[0]).toMatchObject({
      before: { status: 'pending' },
      after: { status: 'approved' },
      reason: null,
    });
  });

  it('is read by the path holders and All, refused to other staff', async () => {
    await transitionOne(couponEntity, id, approve);
    await switchStaff('other-staff', ['/FAQs']);
    await expect(listAuditEntries({ path: '/coupon', pageSize: 5 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await switchStaff('an-admin', ['All']);
    const all = await listAuditEntries({ pageSize: 5 });
    expect(all.rows.map((row) => row.docId)).toEqual([id]);
  });
});
