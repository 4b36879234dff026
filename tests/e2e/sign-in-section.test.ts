/**
 * The employee page's Sign-in tab in headless Chromium (docs/access.md, "Sessions";
 * issue 51 item 3): an All holder sees an employee's last sign-in (stamped by that
 * employee's own panel at sign-in), whether they signed in with a second factor, and
 * whether the account is blocked; an employee who never signed in shows "Not recorded
 * yet". A holder of /Admins only, and one of several paths without All, see no such tab.
 * It also shows App Check on the emulators (docs/deploy.md, "App Check"): the panel runs
 * without it there (no debug token printed, nothing sent to Google's App Check API).
 * With SIGN_IN_SHOTS=<folder>, screenshots of the tab are saved there (1440x900
 * English; 820x1180 Arabic, touch).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import people from '@/locales/en/people.json';
import arPeople from '@/locales/ar/people.json';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  demoAccount,
  launchBrowser,
  openInPanel,
  openPage,
  openSignedIn,
  openTab,
  signInWithForm,
  skipReason,
} from './browser';
import { createStaff, type TestStaff } from './staff';

const SHOTS = process.env['SIGN_IN_SHOTS'];
const ADMIN = demoAccount('admin@demo.om');
const tag = Date.now().toString(36);
const staff = (name: string, Access: TestStaff['Access'], n: number): TestStaff => ({
  uid: `${name}-${tag}`,
  email: `${name}-${tag}@example.om`,
  password: `${name}-password-1`,
  name: `${name[0]?.toUpperCase()}${name.slice(1)} Tester`,
  phone: `+9689000020${n}`,
  Access,
});
/** Signs in once (its panel stamps the sign-in), then is blocked. */
const STAMPED = staff('stamped', ['/FAQs'], 1);
/** Never signs in: nothing recorded. */
const NEVER = staff('never', ['/FAQs'], 2);
/** Holds /Admins only: sees employees, not their sign-in facts. */
const EMPLOYEES_ONLY = staff('employees', ['/Admins'], 3);
/** Holds several paths, /Admins among them, without All. */
const SEVERAL = staff('several', ['/Admins', '/FAQs', '/refunds'], 4);

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** The text of the `dd` beside the `dt` labelled `label` in the open tab panel. */
async function fact(page: Page, label: string): Promise<string> {
  const panel = page.getByRole('tabpanel');
  const dd = panel.locator(`dt:text-is("${label}") + dd`);
  await dd.waitFor({ timeout: 30_000 });
  return dd.innerText();
}

/** The employee's page in the panel. */
const employeePath = (uid: string) => `/Admins/id/${uid}`;

/** Opens an employee's page on its details inside the running panel, waiting for the page's tabs. */
async function openEmployee(page: Page, uid: string): Promise<void> {
  await openInPanel(page, employeePath(uid));
  await page.getByRole('tablist').waitFor({ timeout: 30_000 });
}

describe.skipIf(skipReason())("The employee page's sign-in facts", () => {
  let browser: Browser;

  beforeAll(async () => {
    for (const person of [STAMPED, NEVER, EMPLOYEES_ONLY, SEVERAL]) await createStaff(person);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("stamps an employee's sign-in, without App Check on the emulators", async () => {
    const { context, page } = await openPage(browser, '/', { width: 1440, height: 900 });
    const said: string[] = [];
    page.on('console', (message) => said.push(message.text()));
    try {
      await signInWithForm(page, STAMPED.email, STAMPED.password);
      await expect
        .poll(
          async () => (await adminFirestore(E2E_PROJECT_ID).doc(`users/${STAMPED.uid}`).get()).get('secondFactor'),
          {
            timeout: 20_000,
          },
        )
        .toBe(false);
      // On the emulators the panel runs without App Check (src/lib/firebase/config.ts): no
      // debug token printed, no token exchange with Google's App Check API refused offline.
      expect(said.filter((text) => /App ?Check/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an All holder the last sign-in, the second factor and the account state, in English and Arabic', async () => {
    await adminFirestore(E2E_PROJECT_ID).doc(`users/${STAMPED.uid}`).update({ blocked: true });
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, employeePath(STAMPED.uid), {
      viewport: { width: 1440, height: 900 },
    });
    try {
      await page.getByRole('tablist').waitFor({ timeout: 30_000 });
      await openTab(page, people['people.signIn.title']);
      const last = await fact(page, people['people.signIn.last']);
      expect(last).not.toBe(people['people.signIn.notRecorded']);
      expect(last).toContain(String(new Date().getFullYear()));
      expect(await fact(page, people['people.signIn.secondFactor'])).toBe(people['people.signIn.notEnrolled']);
      expect(await fact(page, people['people.signIn.blocked'])).toBe(people['people.signIn.isBlocked']);
      await shot(page, 'sign-in-tab-en');

      // Never signed in: nothing recorded; not blocked.
      await openEmployee(page, NEVER.uid);
      await openTab(page, people['people.signIn.title']);
      expect(await fact(page, people['people.signIn.last'])).toBe(people['people.signIn.notRecorded']);
      expect(await fact(page, people['people.signIn.secondFactor'])).toBe(people['people.signIn.notRecorded']);
      expect(await fact(page, people['people.signIn.blocked'])).toBe(people['people.signIn.notBlocked']);
    } finally {
      await context.close();
    }
    const tablet = await arabicTablet(browser, ADMIN.email, ADMIN.password, employeePath(STAMPED.uid));
    try {
      await tablet.page.getByRole('tablist').waitFor({ timeout: 30_000 });
      await openTab(tablet.page, arPeople['people.signIn.title']);
      expect(await fact(tablet.page, arPeople['people.signIn.secondFactor'])).toBe(
        arPeople['people.signIn.notEnrolled'],
      );
      expect(await fact(tablet.page, arPeople['people.signIn.blocked'])).toBe(arPeople['people.signIn.isBlocked']);
      // Touch: the tabs are 44 px tall at least.
      const tab = await tablet.page.getByRole('tab', { name: arPeople['people.signIn.title'] }).boundingBox();
      expect(tab?.height ?? 0).toBeGreaterThanOrEqual(44);
      await shot(tablet.page, 'sign-in-tab-ar');
    } finally {
      await tablet.context.close();
    }
  });

  it('shows no sign-in tab to a holder of /Admins only, nor to a holder of several paths without All', async () => {
    for (const holder of [EMPLOYEES_ONLY, SEVERAL]) {
      const { context, page } = await openSignedIn(browser, holder.email, holder.password, employeePath(NEVER.uid), {
        viewport: { width: 1440, height: 900 },
      });
      try {
        await page.getByRole('tablist').waitFor({ timeout: 30_000 });
        // The page's other tabs are there (the details at least); the sign-in one is not.
        expect(await page.getByRole('tab').count()).toBeGreaterThan(0);
        expect(await page.getByRole('tab', { name: people['people.signIn.title'], exact: true }).count()).toBe(0);
      } finally {
        await context.close();
      }
    }
  });
});
