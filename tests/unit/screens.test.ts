import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLayout, preloadSignedInPage, SCREENS } from '@/app/screens';
import { FORGOT_PASSWORD_PATH, NAV_ITEMS, type NavPath } from '@/config/navigation';

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

// docs/performance.md, Lighthouse: a returning staff member's page loads with the session.
describe('preloading the page of a returning staff member', () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * The screens preloadSignedInPage starts loading for a start URL. Nothing really loads:
   * a load left running past the file's end is cut off when the worker's module runner
   * closes, and with the unit project's shared registry (isolate: false) a later file
   * importing the same module (the layout's AppThemeProvider) then failed (CI of 26d75dc).
   * @returns the screens started, and 'layout' first when the signed-in layout was started
   */
  function preloaded(pathname: string, hasStoredUser: boolean): (NavPath | 'layout')[] {
    const started: (NavPath | 'layout')[] = [];
    vi.spyOn(appLayout, 'preload').mockImplementation(() => {
      started.push('layout');
      return new Promise(() => {});
    });
    for (const item of NAV_ITEMS) {
      vi.spyOn(SCREENS[item.path], 'preload').mockImplementation(() => {
        started.push(item.path);
        return new Promise(() => {});
      });
    }
    preloadSignedInPage(pathname, hasStoredUser);
    return started;
  }

  it("starts the screen of the path, a document's page included", () => {
    expect(preloaded('/coupon', true)).toEqual(['layout', '/coupon']);
    expect(preloaded('/user/id/u1', true)).toEqual(['layout', '/user']);
  });

  it('starts the dashboard at / (where a stored userId goes, spec §2)', () => {
    expect(preloaded('/', true)).toEqual(['layout', '/dashboard']);
  });

  it('starts nothing without a stored userId, on the password page or an unknown path', () => {
    expect(preloaded('/coupon', false)).toEqual([]);
    expect(preloaded(FORGOT_PASSWORD_PATH, true)).toEqual([]);
    expect(preloaded('/nowhere', true)).toEqual([]);
    expect(preloaded('/couponX', true)).toEqual([]);
  });
});
