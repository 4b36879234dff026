/**
 * Maker-checker in headless Chromium (docs/access.md, "Money and trust"): the finance
 * employee made a pending fine (the seed records her as its creator and editor), so on
 * its page Approve shows disabled with the reason written beside it; the administrator,
 * another staff member, approves it after the confirmation and sees it Approved.
 * Screenshots (English desktop, Arabic tablet) go to SHOTS_DIR when it is set.
 */
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openPage, signIn, skipReason } from './browser';
import arEntity from '@/locales/ar/entity.json';
import arPrizes from '@/locales/ar/prizesFines.json';
import enEntity from '@/locales/en/entity.json';
import en from '@/locales/en/prizesFines.json';

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
};
const FINANCE = account('finance@demo.om');
const ADMIN = account('admin@demo.om');
const SHOTS = process.env['SHOTS_DIR'] ?? '';

/** A seeded pending fine or reward made by the finance employee. */
async function pendingByFinance(): Promise<string> {
  const found = await adminFirestore(E2E_PROJECT_ID)
    .collection('prizesFines')
    .where('status', '==', 'pending')
    .where('editedBy', '==', FINANCE.uid)
    .limit(1)
    .get();
  const id = found.docs[0]?.id;
  if (!id) throw new Error('The demo data has no pending fine or reward made by finance@demo.om');
  return id;
}

describe.skipIf(skipReason() !== '')('maker-checker in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the maker sees Approve disabled with why; another staff member approves', async () => {
    const id = await pendingByFinance();
    const maker = await openPage(browser, '/', { width: 1440, height: 900 });
    await signIn(maker.page, FINANCE.email, FINANCE.password);
    const origin = new URL(maker.page.url()).origin;
    await maker.page.goto(`${origin}/prizesFines/id/${id}`);
    const approve = maker.page.getByRole('button', { name: en['prizeFine.approve'] });
    await approve.waitFor();
    expect(await approve.isDisabled()).toBe(true);
    await maker.page.getByText(enEntity['decision.makerReason']).first().waitFor();
    // Rejecting approves nothing: it stays open to the maker.
    expect(await maker.page.getByRole('button', { name: en['prizeFine.reject'] }).isDisabled()).toBe(false);
    // The page with its disabled Approve and written reason: no serious or critical axe-core violation.
    const axe = await new AxeBuilder({ page: maker.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
    if (SHOTS) await maker.page.screenshot({ path: join(SHOTS, 'maker-en-1440.png'), fullPage: true });
    await maker.context.close();

    if (SHOTS) {
      // The same page in Arabic on a touch tablet: the reason is written, not only a tooltip.
      const context = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
      const page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/`);
      await signIn(page, FINANCE.email, FINANCE.password);
      await page.evaluate(() => localStorage.setItem('locale', 'ar'));
      await page.goto(`${origin}/prizesFines/id/${id}`);
      await page.getByText(arEntity['decision.makerReason']).first().waitFor();
      expect(await page.getByRole('button', { name: arPrizes['prizeFine.approve'] }).isDisabled()).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'maker-ar-820-touch.png'), fullPage: true });
      await page.goto(`${origin}/prizesFines`);
      await page.getByRole('table').waitFor();
      await page.screenshot({ path: join(SHOTS, 'list-ar-820-touch.png'), fullPage: true });
      await context.close();
    }

    const checker = await openPage(browser, '/', { width: 1440, height: 900 });
    await signIn(checker.page, ADMIN.email, ADMIN.password);
    await checker.page.goto(`${origin}/prizesFines/id/${id}`);
    const enabled = checker.page.getByRole('button', { name: en['prizeFine.approve'] });
    await enabled.waitFor();
    expect(await enabled.isDisabled()).toBe(false);
    expect(await checker.page.getByText(enEntity['decision.makerReason']).count()).toBe(0);
    await enabled.click();
    const dialog = checker.page.getByRole('dialog');
    await dialog.getByText(en['prizeFine.approveConfirm']).waitFor();
    await dialog.getByRole('button', { name: en['prizeFine.approve'] }).click();
    await checker.page.getByText(en['prizeFine.approvedMessage']).waitFor();
    await expect
      .poll(async () => (await adminFirestore(E2E_PROJECT_ID).doc(`prizesFines/${id}`).get()).get('status'))
      .toBe('approved');
    // Decided: Approve is no longer offered.
    await expect.poll(() => checker.page.getByRole('button', { name: en['prizeFine.approve'] }).count()).toBe(0);
    if (SHOTS) {
      await checker.page.goto(`${origin}/prizesFines`);
      await checker.page.getByRole('table').waitFor();
      await checker.page.screenshot({ path: join(SHOTS, 'list-en-1440.png'), fullPage: true });
    }
    await checker.context.close();
  });
});
