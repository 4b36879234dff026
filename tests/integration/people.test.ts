/**
 * The people changes through the data layer and the real rules (docs/access.md,
 * "People"): block and unblock, Access, type changes and employee creation, each with
 * its audit entry, read back as the person's history; an /Admins holder is refused on an
 * All holder; an employee is created without signing its creator out.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PERSON_FIELDS_BY_TYPE } from '@/entities/peopleByType';
import { listAuditEntries } from '@/lib/data/audit';
import { changeType, createEmployee, setAccess, setBlocked } from '@/lib/data/people';
import { auth } from '@/lib/firebase/auth';
import { adminDb, signInStaff, switchStaff } from '../support/staff';

const person = (id: string, data: Record<string, unknown>) =>
  adminDb()
    .doc(`users/${id}`)
    .set({ name: id, email: `${id}@example.com`, blocked: false, ...data });

describe('people changes', () => {
  beforeEach(async () => {
    await signInStaff(['All'], 'boss');
    await person('rider-1', { type: 'rider', companyCode: 'DC-1' });
    await person('emp-1', { type: 'employee', Access: ['/FAQs'] });
    await person('boss-2', { type: 'employee', Access: ['All'] });
  });

  it('blocks and unblocks with entries, read back newest first as the history', async () => {
    await setBlocked('rider-1', true, '  Late deliveries  ');
    expect((await adminDb().doc('users/rider-1').get()).get('blocked')).toBe(true);
    await expect(setBlocked('rider-1', true)).rejects.toMatchObject({ code: 'state-changed' });
    await setBlocked('rider-1', false);
    const history = await listAuditEntries({ subjectId: 'rider-1', pageSize: 10 });
    expect(history.rows.map((e) => [e.action, e.after, e.reason, e.path, e.actor])).toEqual([
      ['unblock', { blocked: false }, null, '/rider', 'boss'],
      ['block', { blocked: true }, 'Late deliveries', '/rider', 'boss'],
    ]);
  });

  it('sets Access and changes type with entries; a rider made customer loses its company code', async () => {
    await setAccess('emp-1', ['/user', '/coupon']);
    expect((await adminDb().doc('users/emp-1').get()).get('Access')).toEqual(['/user', '/coupon']);
    await changeType('rider-1', 'user', PERSON_FIELDS_BY_TYPE);
    const rider = (await adminDb().doc('users/rider-1').get()).data();
    expect(rider).toMatchObject({ type: 'user', companyCode: null });
    const entries = await listAuditEntries({ action: 'type', pageSize: 5 });
    expect(entries.rows[0]).toMatchObject({ subjectId: 'rider-1', path: '/user', before: { type: 'rider' } });
  });

  it('saving Access unchanged writes nothing and adds no entry (an entry must record a change)', async () => {
    const before = (await adminDb().doc('users/emp-1').get()).data();
    await setAccess('emp-1', ['/FAQs']);
    expect((await adminDb().doc('users/emp-1').get()).data()).toEqual(before);
    expect((await listAuditEntries({ subjectId: 'emp-1', pageSize: 5 })).rows).toEqual([]);
  });

  it('an /Admins holder cannot touch an All holder, nor grant All', async () => {
    await switchStaff('hr', ['/Admins']);
    await expect(setBlocked('boss-2', true)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setAccess('boss-2', ['/FAQs'])).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setAccess('emp-1', ['All'])).rejects.toMatchObject({ code: 'permission-denied' });
    await setAccess('emp-1', ['/articles']);
    const own = await listAuditEntries({ subjectId: 'emp-1', path: '/Admins', pageSize: 5 });
    expect(own.rows[0]?.after).toEqual({ Access: ['/articles'] });
  });

  it('creates an employee (Auth account and audited document) and stays signed in', async () => {
    const email = `new.${Date.now()}@integration.test`;
    const uid = await createEmployee({ name: 'New Employee', email, password: 'Welcome#2026', access: ['/FAQs'] });
    expect(auth.currentUser?.uid).toBe('boss');
    const stored = (await adminDb().doc(`users/${uid}`).get()).data();
    expect(stored).toMatchObject({ type: 'employee', name: 'New Employee', email, Access: ['/FAQs'], blocked: false });
    const [entry] = (await listAuditEntries({ subjectId: uid, pageSize: 1 })).rows;
    expect(entry).toMatchObject({ action: 'create', path: '/Admins', actor: 'boss' });
  });
});
