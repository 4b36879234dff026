/** The audit trail's pure model (src/lib/data/auditModel.ts): what an entry records and who reads it. */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { auditPath, changedFields, toAuditEntry } from '@/lib/data/auditModel';

describe('changedFields', () => {
  it('records the changed fields only, bookkeeping left out', () => {
    const before = { status: 'pending', title: 'A', updatedAt: Timestamp.fromMillis(1), access: ['/user'] };
    const after = { status: 'approved', title: 'A', updatedBy: 'u', searchPrefixes: ['a'], access: ['/user'] };
    expect(changedFields(before, after)).toEqual({ before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('compares lists and timestamps by value, and leaves out of before what the document lacked', () => {
    const before = { Access: ['/user'], expiry: Timestamp.fromMillis(5) };
    const after = { Access: ['/user', '/rider'], expiry: Timestamp.fromMillis(5), blocked: true };
    expect(changedFields(before, after)).toEqual({
      before: { Access: ['/user'] },
      after: { Access: ['/user', '/rider'], blocked: true },
    });
  });

  it('records every field of a new document', () => {
    expect(changedFields(null, { name: 'x', createdAt: 1 })).toEqual({ before: null, after: { name: 'x' } });
  });
});

describe('auditPath', () => {
  it('is the path of a person’s type, or the owner of the collection', () => {
    expect(auditPath('users', { type: 'rider' })).toBe('/rider');
    expect(auditPath('users', { type: 'employee' })).toBe('/Admins');
    expect(auditPath('users', { type: 'nobody' })).toBe('All');
    expect(auditPath('coupons', {})).toBe('/coupon');
    expect(auditPath('withdrawals', {})).toBe('/withdraw');
  });
});

describe('toAuditEntry', () => {
  it('reads a stored entry, tolerating missing or odd fields', () => {
    const at = Timestamp.fromMillis(1_700_000_000_000);
    expect(toAuditEntry('e1', { action: 'block', after: { blocked: true }, at, before: 'odd' })).toMatchObject({
      id: 'e1',
      action: 'block',
      before: null,
      after: { blocked: true },
      subjectId: null,
      at: new Date(1_700_000_000_000),
    });
  });
});
