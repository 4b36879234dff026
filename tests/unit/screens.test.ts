import { describe, expect, it } from 'vitest';
import { SCREENS } from '@/app/screens';
import { NAV_ITEMS } from '@/config/navigation';

// Spec §2: every menu entry is a working screen; no "not yet available" page remains.
describe('the screens of the navigation definition', () => {
  it('every menu path has its own lazily loaded screen', () => {
    const missing = NAV_ITEMS.map((item) => item.path).filter((path) => !SCREENS[path]);
    expect(missing).toEqual([]);
    for (const item of NAV_ITEMS) {
      expect(typeof SCREENS[item.path].preload).toBe('function');
    }
  });

  it('no screen is listed that the menu does not have', () => {
    const paths = new Set<string>(NAV_ITEMS.map((item) => item.path));
    expect(Object.keys(SCREENS).filter((path) => !paths.has(path))).toEqual([]);
  });
});
