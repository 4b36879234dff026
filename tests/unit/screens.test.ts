import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadSignedInPage, SCREENS } from '@/app/screens';
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

  /** The screens preloadSignedInPage starts loading for a start URL. */
  function preloaded(pathname: string, hasStoredUser: boolean): NavPath[] {
    const started: NavPath[] = [];
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
    expect(preloaded('/coupon', true)).toEqual(['/coupon']);
    expect(preloaded('/user/id/u1', true)).toEqual(['/user']);
  });

  it('starts the dashboard at / (where a stored userId goes, spec §2)', () => {
    expect(preloaded('/', true)).toEqual(['/dashboard']);
  });

  it('starts nothing without a stored userId, on the password page or an unknown path', () => {
    expect(preloaded('/coupon', false)).toEqual([]);
    expect(preloaded(FORGOT_PASSWORD_PATH, true)).toEqual([]);
    expect(preloaded('/nowhere', true)).toEqual([]);
    expect(preloaded('/couponX', true)).toEqual([]);
  });
});
