/**
 * The staff profile kept for a page load's first render (src/lib/session/storage.ts,
 * docs/performance.md "Lighthouse"): it belongs to the stored userId only, and a
 * malformed one is ignored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_HINT_KEY, storedStaffHint, storeStaffHint, USER_ID_KEY } from '@/lib/session/storage';

const ADMIN = { uid: 'u1', name: 'Admin', email: 'admin@demo.om', access: ['All'] };

describe('storedStaffHint', () => {
  afterEach(() => localStorage.clear());

  it('returns the profile kept for the stored userId', () => {
    localStorage.setItem(USER_ID_KEY, 'u1');
    storeStaffHint(ADMIN);
    expect(storedStaffHint()).toEqual(ADMIN);
  });

  it("ignores another person's profile, a missing userId and malformed storage", () => {
    storeStaffHint(ADMIN);
    expect(storedStaffHint()).toBeNull();
    localStorage.setItem(USER_ID_KEY, 'u2');
    expect(storedStaffHint()).toBeNull();
    localStorage.setItem(USER_ID_KEY, 'u1');
    localStorage.setItem(STAFF_HINT_KEY, '{not json');
    expect(storedStaffHint()).toBeNull();
    localStorage.setItem(STAFF_HINT_KEY, JSON.stringify({ uid: 'u1', access: 'everything' }));
    expect(storedStaffHint()).toEqual({ uid: 'u1', name: '', email: '', access: [] });
  });

  it('forgets the profile when told to', () => {
    localStorage.setItem(USER_ID_KEY, 'u1');
    storeStaffHint(ADMIN);
    storeStaffHint(null);
    expect(localStorage.getItem(STAFF_HINT_KEY)).toBeNull();
    expect(storedStaffHint()).toBeNull();
  });
});
