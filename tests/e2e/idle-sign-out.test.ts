/**
 * Sessions in headless Chromium (docs/access.md, "Sessions"; issue 51): the idle warning
 * comes after the session policy's minutes less one, a key press keeps the session, and
 * without input the panel signs out, saying on the login page that the open form was not
 * saved; a blocked employee's open panel signs out by itself, and so does their panel
 * opened again after it was closed (the last profile shows first); the sign-in is stamped on
 * the employee's users document. The session clock is shortened through the
 * emulator-only test hook (src/lib/session/clock.ts: one "minute" is 3 s, the users
 * document is read again every second), and the policy set to 2 minutes: no fixed
 * sleep, every step waits for what the page shows.
 * With SESSION_SHOTS=<folder>, screenshots of the warning and the login page's notice
 * are saved there (1440x900 English; 820x1180 Arabic, touch).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_CLOCK_TEST_KEY, SESSION_POLICY_COLLECTION, SESSION_POLICY_ID } from '@/config/session';
import about from '@/locales/en/about.json';
import common from '@/locales/en/common.json';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openSignedIn, signInWithForm, skipReason, TABLET } from './browser';
import { createStaff, type TestStaff } from './staff';

const SHOTS = process.env['SESSION_SHOTS'];
const ADMIN = demoAccount('admin@demo.om');
const db = () => adminFirestore(E2E_PROJECT_ID);
const tag = Date.now().toString(36);
const IDLE: TestStaff = {
  uid: `idle-${tag}`,
  email: `idle-${tag}@example.om`,
  password: 'idle-password-1',
  name: 'Idle Tester',
  phone: '+96890000101',
  Access: ['/FAQs'],
};
const BLOCKED: TestStaff = {
  uid: `blocked-${tag}`,
  email: `blocked-${tag}@example.om`,
  password: 'blocked-password-1',
  name: 'Blocked Tester',
  phone: '+96890000102',
  Access: ['/FAQs'],
};
const RETURNING: TestStaff = {
  uid: `returning-${tag}`,
  email: `returning-${tag}@example.om`,
  password: 'returning-password-1',
  name: 'Returning Tester',
  phone: '+96890000103',
  Access: ['/FAQs'],
};
/** The blocked employees' tests keep real minutes: no idle sign-out comes first. */
const REAL_MINUTE = 60_000;
const policy = () => db().doc(`${SESSION_POLICY_COLLECTION}/${SESSION_POLICY_ID}`);

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/**
 * Opens the FAQ list and waits for its rows' grid: the screen itself, which mounts only
 * once the session is signed in (the heading already shows from the last profile).
 */
async function openFaqs(page: Page): Promise<void> {
  await page.goto(`${inject('baseUrl')}/FAQs`);
  await page.locator('main').getByRole('table').waitFor({ timeout: 30_000 });
}

/**
 * A fresh page whose panel runs on the short session clock (the users document read
 * every second; one idle minute `minuteMs`, 3 s unless given), signed in as `staff`.
 */
async function openOnShortClock(
  browser: Browser,
  staff: TestStaff,
  options: { readonly arabic?: boolean; readonly minuteMs?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    options.arabic
      ? { viewport: TABLET, locale: 'en-GB', hasTouch: true }
      : { viewport: { width: 1440, height: 900 }, locale: 'en-GB' },
  );
  await context.addInitScript(
    ([key, arabic, minuteMs]) => {
      localStorage.setItem(key, JSON.stringify({ minuteMs, checkMs: 1000 }));
      if (arabic) localStorage.setItem('locale', 'ar');
    },
    [SESSION_CLOCK_TEST_KEY, options.arabic === true, options.minuteMs ?? 3000] as const,
  );
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}/`);
  if (options.arabic) {
    await page.locator('input[type="email"]').fill(staff.email);
    await page.locator('input[type="password"]').fill(staff.password);
    await page.locator('form button[type="submit"]').click();
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  } else {
    await signInWithForm(page, staff.email, staff.password);
  }
  return { context, page };
}

describe.skipIf(skipReason())('Sessions', () => {
  let browser: Browser;

  beforeAll(async () => {
    await createStaff(IDLE);
    await createStaff(BLOCKED);
    await createStaff(RETURNING);
    await policy().set({ idleMinutes: 2, updatedAt: new Date(), updatedBy: 'seed' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await policy().delete();
    await browser?.close();
  });

  it('warns before the idle sign-out, a key keeps the session, and an open form is reported unsaved', async () => {
    const { context, page } = await openOnShortClock(browser, IDLE);
    try {
      // The sign-in is stamped on the employee's own users document.
      await expect
        .poll(async () => (await db().doc(`users/${IDLE.uid}`).get()).get('secondFactor'), { timeout: 20_000 })
        .toBe(false);
      expect((await db().doc(`users/${IDLE.uid}`).get()).get('lastSignInAt')).toBeTruthy();

      const warning = page.getByRole('dialog', { name: common['session.idle.title'] });
      await warning.waitFor({ timeout: 20_000 });
      await shot(page, 'idle-warning-en');
      await page.keyboard.press('Shift');
      await warning.waitFor({ state: 'hidden', timeout: 5000 });
      expect(await page.locator('main h1').first().isVisible()).toBe(true);

      // Half-done work: a new FAQ's form with something typed in it.
      await page.goto(`${inject('baseUrl')}/FAQs/new`);
      const field = page.locator('main form input[type="text"], main form textarea').first();
      await field.waitFor({ timeout: 30_000 });
      await field.fill('Typed but never saved');
      await warning.waitFor({ timeout: 20_000 });
      const notice = page.getByTestId('sign-out-notice');
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.innerText()).toContain(common['session.signedOut.idle']);
      expect(await notice.innerText()).toContain(common['session.signedOut.unsaved']);
      expect(await page.getByLabel('Email').isVisible()).toBe(true);
      await shot(page, 'idle-notice-en');
    } finally {
      await context.close();
    }
  });

  it('shows the warning in Arabic on a touch tablet, and a tap keeps the session', async () => {
    const { context, page } = await openOnShortClock(browser, IDLE, { arabic: true });
    try {
      const warning = page.getByRole('dialog');
      await warning.waitFor({ timeout: 20_000 });
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await shot(page, 'idle-warning-ar');
      await page.touchscreen.tap(10, 10);
      await warning.waitFor({ state: 'hidden', timeout: 5000 });
      expect(await page.locator('main h1').first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("signs a blocked employee's open panel out, and its screens stop showing data", async () => {
    const { context, page } = await openOnShortClock(browser, BLOCKED, { minuteMs: REAL_MINUTE });
    try {
      await openFaqs(page);
      await db().doc(`users/${BLOCKED.uid}`).update({ blocked: true });
      const notice = page.getByTestId('sign-out-notice');
      await notice.waitFor({ timeout: 20_000 });
      expect(await notice.innerText()).toContain(common['session.signedOut.blocked']);
      expect(await page.locator('main').count()).toBe(0);
      await shot(page, 'blocked-notice-en');
    } finally {
      await context.close();
    }
  });

  it('signs out, saying why, an employee blocked while their panel was closed, when they open it again', async () => {
    const { context, page } = await openOnShortClock(browser, RETURNING, { minuteMs: REAL_MINUTE });
    try {
      await openFaqs(page);
      await page.close();
      await db().doc(`users/${RETURNING.uid}`).update({ blocked: true });
      // The same browser profile opens the panel again: its last profile shows first,
      // then the read of the users document signs it out with the notice.
      const again = await context.newPage();
      await again.goto(`${inject('baseUrl')}/FAQs`);
      const notice = again.getByTestId('sign-out-notice');
      await notice.waitFor({ timeout: 30_000 });
      expect(await notice.innerText()).toContain(common['session.signedOut.blocked']);
      expect(await again.locator('main').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lets an All holder set the idle minutes on About App (an out-of-bounds value said, a good one saved)', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/about', {
      viewport: { width: 1440, height: 900 },
    });
    try {
      const minutes = page.getByLabel(about['session.idleMinutes']);
      await minutes.waitFor({ timeout: 30_000 });
      // Out of bounds: said, and Save stays off; then a good value is saved.
      await minutes.fill('1');
      await page.getByText(about['session.policy.range'].replace('{{min}}', '2').replace('{{max}}', '480')).waitFor();
      await minutes.fill('45');
      const card = page.locator('section[aria-labelledby="session-policy-title"]');
      await card.getByRole('button', { name: 'Save' }).click();
      await expect.poll(async () => (await policy().get()).get('idleMinutes'), { timeout: 20_000 }).toBe(45);
      await card.scrollIntoViewIfNeeded();
      await shot(page, 'about-sessions-en');
    } finally {
      await context.close();
    }
    const tablet = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/about');
    try {
      const card = tablet.page.locator('section[aria-labelledby="session-policy-title"]');
      await card.waitFor({ timeout: 30_000 });
      await card.scrollIntoViewIfNeeded();
      await shot(tablet.page, 'about-sessions-ar');
    } finally {
      await tablet.context.close();
    }
  });

  it('says why the idle minutes could not be read, and Try again reads them', async () => {
    // The session policy's read refused from the start of the page, as by a dropped connection.
    const isPolicyRead = (body: string) => body.includes(`${SESSION_POLICY_COLLECTION}/${SESSION_POLICY_ID}`);
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/about', {
      viewport: { width: 1440, height: 900 },
      watch: (opening) =>
        opening.route(/:batchGet/, (route) =>
          isPolicyRead(route.request().postData() ?? '') ? route.abort('connectionrefused') : route.continue(),
        ),
    });
    try {
      const card = page.locator('section[aria-labelledby="session-policy-title"]');
      await card.getByRole('alert').getByText(common['error.network']).waitFor({ timeout: 30_000 });
      const minutes = card.getByLabel(about['session.idleMinutes']);
      expect(await minutes.isDisabled()).toBe(true);
      await page.unroute(/:batchGet/);
      await card.getByRole('button', { name: common['common.retry'] }).click();
      await expect
        .poll(() => minutes.inputValue(), { timeout: 30_000 })
        .toBe(String((await policy().get()).get('idleMinutes')));
      expect(await minutes.isDisabled()).toBe(false);
      expect(await card.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
