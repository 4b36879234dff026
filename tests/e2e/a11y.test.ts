/**
 * Accessibility in a real browser: axe-core on every working screen (login, dashboard,
 * translation, and each entity screen's list, detail page, edit form and delete
 * dialog), in English and Arabic, light and dark: no serious or critical violation.
 * Contrast is checked by axe's color-contrast rule (WCAG AA, 4.5:1 for text).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { launchBrowser, openPage, skipReason } from './browser';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');

/** The entity screens: each list has rows in the demo data. */
const ENTITY_SCREENS = ['/coupon', '/SubscriptionPackages', '/Category', '/Cities', '/FAQs', '/articles'];

/** @returns the serious and critical violations on the page, as readable lines. */
async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Waits for the app's route progress and data to settle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // Let MUI's transitions (dialogs, ripples) end.
  await page.waitForTimeout(400);
}

const COMBOS = [
  { locale: 'en', mode: 'light' },
  { locale: 'ar', mode: 'dark' },
  { locale: 'ar', mode: 'light' },
  { locale: 'en', mode: 'dark' },
] as const;

describe.skipIf(skipReason() !== '')('accessibility (axe-core) in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { locale, mode } of COMBOS) {
    // About 30 axe runs with their page loads: more than the default time of an e2e test.
    it(`has no serious or critical violation in ${locale}, ${mode} mode`, { timeout: 300_000 }, async () => {
      if (!ADMIN) throw new Error('No demo account admin@demo.om');
      const { context, page } = await openPage(browser, '/');
      await page.evaluate(
        (chosen) => {
          localStorage.setItem('locale', chosen.locale);
          localStorage.setItem(
            'settings',
            JSON.stringify({ mode: chosen.mode, themeColor: '#0f766e', contentWidth: 'boxed' }),
          );
        },
        { locale, mode },
      );
      await page.reload();
      await settle(page);
      const found = await violations(page, 'login');
      await page.locator('input[name="email"]').fill(ADMIN.email);
      await page.locator('input[name="password"]').fill(ADMIN.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/dashboard');
      await settle(page);
      found.push(...(await violations(page, 'dashboard')));
      const origin = new URL(page.url()).origin;
      await page.goto(`${origin}/translation`);
      await settle(page);
      found.push(...(await violations(page, '/translation')));
      // The image gallery: a grid of pictures, not a table.
      await page.goto(`${origin}/imageGallery`);
      await page.locator('main .MuiImageList-root img').first().waitFor();
      await settle(page);
      found.push(...(await violations(page, '/imageGallery')));

      for (const path of ENTITY_SCREENS) {
        await page.goto(`${origin}${path}`);
        await page.getByRole('grid').waitFor();
        await page.locator('.MuiDataGrid-row').first().waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} list`)));

        await page.locator('.MuiDataGrid-row').first().locator('.MuiDataGrid-cell').nth(1).click();
        await page.waitForURL(`**${path}/id/**`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} detail`)));

        await page.locator('main button.MuiButton-colorError').last().click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} dialog`)));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'hidden' });

        await page.goto(`${page.url()}/edit`);
        await page.locator('form').waitFor();
        await settle(page);
        found.push(...(await violations(page, `${path} form`)));
        // Leave without changes: no unsaved-changes question.
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
});

if (skipReason()) {
  describe('accessibility (axe-core) in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
