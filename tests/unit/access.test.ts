import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '@/config/navigation';
import { canAccess, normaliseAccess, visibleNavItems } from '@/lib/access';

const paths = (access: readonly string[]) => visibleNavItems(access).map((i) => i.path);

describe('Access (spec §6)', () => {
  it('shows every item to All', () => {
    expect(paths(['All'])).toEqual(NAV_ITEMS.map((i) => i.path));
  });

  it('shows dashboard, the listed paths and translation to a limited employee', () => {
    expect(paths(['/user', '/Products'])).toEqual(['/dashboard', '/user', '/Products', '/translation', '/trash']);
  });

  it('shows the Trash with a screen that deletes, never on its own (docs/access.md, Trash)', () => {
    expect(canAccess(['/coupon'], '/trash')).toBe(true);
    expect(canAccess(['/user'], '/trash')).toBe(false);
    expect(canAccess(['/dashboard'], '/trash')).toBe(false);
  });

  it('shows only dashboard and translation to a translator', () => {
    expect(paths(['/dashboard'])).toEqual(['/dashboard', '/translation']);
    expect(paths([])).toEqual(['/dashboard', '/translation']);
  });

  it('guards routes with the same check as the menu', () => {
    expect(canAccess(['/user'], '/user')).toBe(true);
    expect(canAccess(['/user'], '/coupon')).toBe(false);
    expect(canAccess(['/user'], '/translation')).toBe(true);
    expect(canAccess(['All'], '/Admins')).toBe(true);
  });

  it('is exact about capitals, as paths are in the Access list', () => {
    expect(canAccess(['/products'], '/Products')).toBe(false);
  });

  it('normalises stored values', () => {
    expect(normaliseAccess('All')).toEqual(['All']);
    expect(normaliseAccess(['/user', 3, null])).toEqual(['/user']);
    expect(normaliseAccess(undefined)).toEqual([]);
    expect(normaliseAccess({ All: true })).toEqual([]);
  });
});
