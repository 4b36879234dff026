/**
 * The audit trail's filters on the server (docs/access.md, "Audit trail"): by action,
 * by author and by a date range, each alone and together, for a path holder (whose
 * query names the path) and for an All holder, through the real rules.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { couponEntity } from '@/entities/coupon';
import { createOne, transitionOne } from '@/lib/data/api';
import { listAuditEntries } from '@/lib/data/audit';
import { signInStaff, switchStaff } from '../support/staff';

const approve = couponEntity.transitions?.['approve'];
if (!approve) throw new Error('coupon has no approve');

describe('the audit trail filtered by action, author and date range', () => {
  let uid: string;
  let id: string;
  let started: Date;
  beforeEach(async () => {
    // Made by another staff member: its maker may not approve it (docs/access.md, "Money and trust").
    await signInStaff(['/coupon'], 'coupon-maker');
    started = new Date(Date.now() - 60_000);
    id = await createOne(couponEntity, {
      ...couponEntity.emptyValues,
      titleEn: 'Filtered offer',
      titleAr: 'عرض مصفى',
      code: 'FILTER1',
      discountPercent: 10,
      type: 'general',
      totalCount: 10,
      expiryDate: new Date(Date.now() + 86_400_000),
    });
    uid = await switchStaff('coupon-holder', ['/coupon']);
    await transitionOne(couponEntity, id, approve);
  });

  it('narrows to the author, the action and the days asked for', async () => {
    const byAuthor = await listAuditEntries({ path: '/coupon', actor: uid, pageSize: 10 });
    expect(byAuthor.rows.map((row) => row.action)).toEqual(['decision']);
    expect(byAuthor.rows[0]).toMatchObject({ docId: id, actor: uid });
    const nobody = await listAuditEntries({ path: '/coupon', actor: 'someone-else', pageSize: 10 });
    expect(nobody.rows).toEqual([]);

    const decisions = await listAuditEntries({ path: '/coupon', action: 'decision', actor: uid, pageSize: 10 });
    expect(decisions.rows).toHaveLength(1);
    const updates = await listAuditEntries({ path: '/coupon', action: 'update', actor: uid, pageSize: 10 });
    expect(updates.rows).toEqual([]);

    const inRange = await listAuditEntries({
      path: '/coupon',
      from: started,
      to: new Date(Date.now() + 60_000),
      pageSize: 10,
    });
    expect(inRange.rows.map((row) => row.docId)).toEqual([id]);
    const later = await listAuditEntries({ path: '/coupon', from: new Date(Date.now() + 60_000), pageSize: 10 });
    expect(later.rows).toEqual([]);
    const earlier = await listAuditEntries({ path: '/coupon', to: started, pageSize: 10 });
    expect(earlier.rows).toEqual([]);
  });

  it('lets an All holder combine them without a path; other staff are still refused', async () => {
    await switchStaff('an-admin', ['All']);
    const found = await listAuditEntries({ actor: uid, action: 'decision', from: started, pageSize: 10 });
    expect(found.rows.map((row) => row.docId)).toEqual([id]);
    await switchStaff('other-staff', ['/FAQs']);
    await expect(listAuditEntries({ path: '/coupon', actor: uid, pageSize: 10 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
