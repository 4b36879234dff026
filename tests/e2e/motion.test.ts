/**
 * Reduced motion (docs/testing.md "Reduced motion"): a person whose system asks for less
 * motion gets the panel's menus without a transition; everyone else sees them grow in.
 * Every other browser test runs with reduced motion (tests/e2e/browser.ts launchBrowser).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import common from '@/locales/en/common.json';

const ADMIN = demoAccount('admin@demo.om');

describe.skipIf(skipReason() !== '')('motion in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['reduce', false],
    ['no-preference', true],
  ] as const)(
    'with prefers-reduced-motion %s, the account menu moves as it opens: %s',
    async (reducedMotion, moves) => {
      const { page, context } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/dashboard', {
        reducedMotion,
      });
      await page.getByRole('button', { name: common['navbar.accountMenu'] }).click();
      const menu = page.locator('.MuiMenu-paper');
      await menu.waitFor();
      // The transition the menu was given (its inline style, kept once it has grown in).
      const seconds = await menu.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .map((duration) => parseFloat(duration)),
      );
      expect(seconds.some((duration) => duration > 0)).toBe(moves);
      await context.close();
    },
  );
});
