/**
 * A screen whose code does not arrive, in headless Chromium (src/app/RouteError.tsx):
 * the page says so in the person's language inside the layout (the menu stays), never
 * React Router's English "Unexpected Application Error", and "Try again" opens the
 * screen once its code can be fetched.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import ar from '@/locales/ar/common.json';
import en from '@/locales/en/common.json';
import { launchBrowser, openSignedIn, skipReason, TABLET } from './browser';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');
if (!ADMIN) throw new Error('No demo account admin@demo.om');

/** The About screen's code: refused while `blocked` holds. */
const ABOUT_CHUNK = '**/assets/AboutScreen-*.js';

/** Refuses the About screen's code in `context` as a dropped connection would. */
async function blockAbout(context: BrowserContext): Promise<void> {
  await context.route(ABOUT_CHUNK, (route) => route.abort('internetdisconnected'));
}

describe.skipIf(skipReason() !== '')('a screen whose code does not arrive', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says so in English inside the layout, and Try again opens the screen once its code arrives', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/about', {
      viewport: { width: 1440, height: 900 },
      watch: (opening) => blockAbout(opening.context()),
    });
    await page.getByRole('heading', { name: en['page.routeError.title'] }).waitFor();
    await page.getByText(en['page.routeError.load']).waitFor();
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    // The menu stays: the person can go elsewhere.
    expect(await page.getByRole('navigation').getByRole('link', { name: en['navbar.dashboard'] }).isVisible()).toBe(
      true,
    );
    const dir = process.env['SHOTS_DIR'];
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, 'route-error-en-1440.png') });
    }
    await context.unroute(ABOUT_CHUNK);
    await page.getByRole('button', { name: en['common.retry'] }).click();
    await page.getByRole('heading', { name: en['navbar.about'] }).first().waitFor();
    expect(await page.getByRole('heading', { name: en['page.routeError.title'] }).count()).toBe(0);
    await context.close();
  });

  it('says so in Arabic on a touch tablet, with a Try again of touch size', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/about', {
      viewport: TABLET,
      hasTouch: true,
      locale: 'ar',
      browserLocale: 'ar-OM',
      watch: (opening) => blockAbout(opening.context()),
    });
    await page.getByRole('heading', { name: ar['page.routeError.title'] }).waitFor();
    await page.getByText(ar['page.routeError.load']).waitFor();
    const retry = page.getByRole('button', { name: ar['common.retry'] });
    const box = await retry.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    const dir = process.env['SHOTS_DIR'];
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, 'route-error-ar-820.png') });
    }
    await context.unroute(ABOUT_CHUNK);
    await retry.tap();
    await page.getByRole('heading', { name: ar['navbar.about'] }).first().waitFor();
    await context.close();
  });
});
