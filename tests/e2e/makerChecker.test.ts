/**
 * Maker-checker in headless Chromium (docs/access.md, "Money and trust"): the finance
 * employee made a pending fine (the seed records her as its creator and editor), so on
 * its page Approve shows disabled with the reason written beside it; the administrator,
 * another staff member, approves it after the confirmation and sees it Approved, the
 * person's account moved on its page (a rider's reward lowers what they owe, issue 49
 * item 1), no Edit nor Delete any more (an approved one is frozen, and the page says so; in the list
 * they show disabled with the reason), and the rider's
 * statement listing the reward's entry, in English on a desktop and Arabic on a touch tablet.
 * Screenshots (English desktop, Arabic tablet) go to SHOTS_DIR when it is set.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { animationsDone, arabicTablet, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import { rows } from './table';
import arEntity from '@/locales/ar/entity.json';
import arPrizes from '@/locales/ar/prizesFines.json';
import arStatements from '@/locales/ar/statements.json';
import enEntity from '@/locales/en/entity.json';
import en from '@/locales/en/prizesFines.json';
import enStatements from '@/locales/en/statements.json';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import { seriousViolations } from './axe';
import { messageAfter } from './messages';

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
    const maker = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/prizesFines/id/${id}`, {
      viewport: { width: 1440, height: 900 },
    });
    const approve = maker.page.getByRole('button', { name: en['prizeFine.approve'] });
    await approve.waitFor();
    expect(await approve.isDisabled()).toBe(true);
    await maker.page.getByText(enEntity['decision.makerReason']).first().waitFor();
    // Rejecting approves nothing: it stays open to the maker.
    expect(await maker.page.getByRole('button', { name: en['prizeFine.reject'] }).isDisabled()).toBe(false);
    // The page with its disabled Approve and written reason: no serious or critical axe-core violation.
    expect(await seriousViolations(maker.page)).toEqual([]);
    if (SHOTS) await maker.page.screenshot({ path: join(SHOTS, 'maker-en-1440.png'), fullPage: true });
    await maker.context.close();

    if (SHOTS) {
      // The same page in Arabic on a touch tablet: the reason is written, not only a tooltip.
      const { context, page } = await arabicTablet(browser, FINANCE.email, FINANCE.password, `/prizesFines/id/${id}`);
      await page.getByText(arEntity['decision.makerReason']).first().waitFor();
      expect(await page.getByRole('button', { name: arPrizes['prizeFine.approve'] }).isDisabled()).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'maker-ar-820-touch.png'), fullPage: true });
      await openInPanel(page, '/prizesFines');
      await page.getByRole('table').waitFor();
      await page.screenshot({ path: join(SHOTS, 'list-ar-820-touch.png'), fullPage: true });
      // An approved row's list of actions: Edit and Delete disabled, and why written out.
      await openInPanel(page, '/prizesFines?f.status=approved');
      await rows(page).first().getByRole('button', { name: arEntity['common.actions'] }).tap();
      const actions = page.getByRole('dialog', { name: arEntity['common.actions'] });
      const del = actions.getByRole('button', { name: arEntity['common.delete'], exact: true });
      expect(await del.isDisabled()).toBe(true);
      // (Once, as a paragraph: Edit's same reason is only its hidden description.)
      await actions.locator('p', { hasText: arPrizes['prizeFine.validation.frozen'] }).waitFor();
      await animationsDone(page);
      await page.screenshot({ path: join(SHOTS, 'list-actions-ar-820-touch.png') });
      await context.close();
    }

    // The account its approval moves (seeded: a rider's reward), before.
    const fine = (await adminFirestore(E2E_PROJECT_ID).doc(`prizesFines/${id}`).get()).data() ?? {};
    expect(fine['personType']).toBe('rider');
    const accountPath = `riderAccounts/${String(fine['personId'])}`;
    const owedBefore = Number((await adminFirestore(E2E_PROJECT_ID).doc(accountPath).get()).get('cashHeld'));
    const moved = fine['type'] === 'reward' ? -Number(fine['value']) : Number(fine['value']);

    const checker = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/prizesFines/id/${id}`, {
      viewport: { width: 1440, height: 900 },
    });
    const enabled = checker.page.getByRole('button', { name: en['prizeFine.approve'] });
    await enabled.waitFor();
    expect(await enabled.isDisabled()).toBe(false);
    expect(await checker.page.getByText(enEntity['decision.makerReason']).count()).toBe(0);
    await enabled.click();
    const dialog = checker.page.getByRole('dialog');
    await dialog.getByText(en['prizeFine.approveConfirm']).waitFor();
    await messageAfter(checker.page, en['prizeFine.approvedMessage'], () =>
      dialog.getByRole('button', { name: en['prizeFine.approve'] }).click(),
    );
    await expect
      .poll(async () => (await adminFirestore(E2E_PROJECT_ID).doc(`prizesFines/${id}`).get()).get('status'))
      .toBe('approved');
    // Decided: Approve is no longer offered, nor Reject, Edit or Delete (it moved money).
    await expect.poll(() => checker.page.getByRole('button', { name: en['prizeFine.approve'] }).count()).toBe(0);
    for (const name of [en['prizeFine.reject'], enEntity['common.edit'], enEntity['common.delete']]) {
      expect(await checker.page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    // Why Edit and Delete are gone is written under the heading (canOnDocument's reason).
    await checker.page.getByText(en['prizeFine.validation.frozen']).waitFor();
    // The rider's account moved, in the same write, and the page shows it.
    await expect
      .poll(async () => Number((await adminFirestore(E2E_PROJECT_ID).doc(accountPath).get()).get('cashHeld')))
      .toBe(owedBefore + moved);
    const owedNow = formatCurrency(baisaToOmr(owedBefore + moved), 'en');
    await expect
      .poll(() => checker.page.getByTestId('prize-fine-account').textContent())
      .toBe(`${en['prizeFine.account.rider']}: ${owedNow}`);
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'approved-en-1440.png'), fullPage: true });
    // Its statement lists the reward's entry, with its amount.
    await checker.page.getByRole('link', { name: en['prizeFine.account.statement'] }).click();
    const statement = checker.page.getByTestId('statement-entries');
    await statement.waitFor();
    const row = statement.getByRole('row').filter({ hasText: enStatements['statement.kinds.reward'] }).first();
    await row.waitFor();
    const fineAmount = formatCurrency(baisaToOmr(Number(fine['value'])), 'en');
    expect(await row.textContent()).toContain(fineAmount);
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'statement-en-1440.png'), fullPage: true });
    if (SHOTS) {
      const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/prizesFines/id/${id}`);
      await page.getByTestId('prize-fine-account').waitFor();
      await page.getByText(arPrizes['prizeFine.validation.frozen']).waitFor();
      await page.screenshot({ path: join(SHOTS, 'approved-ar-820-touch.png'), fullPage: true });
      await openInPanel(page, `/rider/id/${String(fine['personId'])}?tab=statement`);
      await page
        .getByTestId('statement-entries')
        .getByRole('row')
        .filter({ hasText: arStatements['statement.kinds.reward'] })
        .first()
        .waitFor();
      await page.screenshot({ path: join(SHOTS, 'statement-ar-820-touch.png'), fullPage: true });
      await context.close();
    }
    // In the list, an approved row's Edit and Delete show disabled and say why
    // (RefusedControl: the reason is their accessible description and tooltip).
    await openInPanel(checker.page, '/prizesFines?f.status=approved');
    const approvedRow = rows(checker.page).first();
    await approvedRow.waitFor();
    for (const name of [enEntity['common.edit'], enEntity['common.delete']]) {
      const refused = approvedRow.getByRole('button', { name, exact: true });
      expect(await refused.isDisabled(), name).toBe(true);
      const described = await refused.getAttribute('aria-describedby');
      expect(await checker.page.locator(`[id="${described}"]`).textContent(), name).toBe(
        en['prizeFine.validation.frozen'],
      );
    }
    await approvedRow.getByRole('button', { name: enEntity['common.edit'], exact: true }).locator('..').hover();
    expect(await checker.page.getByRole('tooltip').textContent()).toBe(en['prizeFine.validation.frozen']);
    if (SHOTS) await checker.page.screenshot({ path: join(SHOTS, 'list-en-1440.png'), fullPage: true });
    await checker.context.close();
  });
});
