import { describe, expect, it } from 'vitest';
import { clearSessionCaches, sessionCache } from '@/lib/session/sessionCaches';

describe('session caches (emptied at sign-out)', () => {
  it('empties every registered cache, and only at sign-out', () => {
    const cursors = sessionCache(new Map<string, number>([['coupons', 3]]));
    const urls = sessionCache(new Set(['users/a/face.webp']));
    cursors.set('orders', 1);
    expect(cursors.size).toBe(2);
    clearSessionCaches();
    expect(cursors.size).toBe(0);
    expect(urls.size).toBe(0);
    // Still registered: the next person's entries are emptied at their sign-out too.
    cursors.set('withdrawals', 2);
    clearSessionCaches();
    expect(cursors.size).toBe(0);
  });
});
