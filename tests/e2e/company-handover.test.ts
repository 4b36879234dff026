/**
 * A delivery company hands over its riders' cash (issue 49 item 4; docs/data-model.md
 * `remittances`, "A company's hand-over"), in headless Chromium. In English on a desktop
 * (1440×900) a finance employee opens "Record a company hand-over", picks a seeded company,
 * keeps one rider's whole cash, types part of another's (a typed amount above what the rider
 * holds is refused first), leaves the others out and records: one pending remittance per
 * rider, each naming the company and the hand-over. In Arabic on a touch tablet (820×1180)
 * the administrator opens the dialog from the company's Money tab, confirms both remittances,
 * and the company's riders' cash on that tab falls by exactly the hand-over's total.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  demoAccount,
  launchBrowser,
  networkQuiet,
  openInPanel,
  openSignedIn,
  skipReason,
} from './browser';
import { seriousViolations } from './axe';
import { companyCashShown } from './statementCheck';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatPlainNumber } from '@/lib/format';
import arEntity from '@/locales/ar/entity.json';
import arStatements from '@/locales/ar/statements.json';
import arWithdrawals from '@/locales/ar/withdrawals.json';
import enMoney from '@/locales/en/money.json';
import enStatements from '@/locales/en/statements.json';
import en from '@/locales/en/withdrawals.json';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const FINANCE = demoAccount('finance@demo.om');
const SHOTS = resolve(import.meta.dirname, '../../.cache/company-handover');
const WAIT = { timeout: 30_000 };
const db = () => adminFirestore(E2E_PROJECT_ID);

/** The cash the riders of a company hold, summed as the company's Money tab sums it. */
async function companyCash(companyId: string): Promise<number> {
  const snap = await db().collection('riderAccounts').where('deliveryCompanyId', '==', companyId).get();
  return snap.docs.reduce((total, d) => total + Number(d.get('cashHeld') ?? 0), 0);
}

/**
 * A seeded company with at least two riders holding cash, taken from the end of the list
 * (tests/e2e/cash-order.test.ts uses the first): its id and its riders holding cash, most first.
 */
async function companyWithCash(): Promise<{ id: string; riders: { id: string; held: number }[] }> {
  const companies = await db().collection('deliveryCompanyAccounts').orderBy('__name__').get();
  for (const company of companies.docs.reverse()) {
    const accounts = await db()
      .collection('riderAccounts')
      .where('deliveryCompanyId', '==', company.id)
      .where('cashHeld', '>', 1)
      .get();
    const riders = accounts.docs
      .map((d) => ({ id: d.id, held: Number(d.get('cashHeld')) }))
      .sort((a, b) => b.held - a.held);
    if (riders.length >= 2) return { id: company.id, riders };
  }
  throw new Error('the seed has no delivery company with two riders holding cash');
}

/** The amount field of one rider in the hand-over dialog. */
const amountOf = (page: Page, riderId: string) => page.getByRole('dialog').locator(`input[data-rider="${riderId}"]`);

describe.skipIf(skipReason() !== '')('a delivery company hands over its riders’ cash', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('recorded for two riders, confirmed by another person: the company’s cash falls by exactly the total', async () => {
    const company = await companyWithCash();
    const companyName = String((await db().doc(`users/${company.id}`).get()).get('name'));
    const [first, second] = company.riders;
    if (!first || !second) throw new Error('two riders expected');
    // The first rider's whole cash, about half of the second's (a whole number of baisa).
    const part = Math.max(1, Math.floor(second.held / 2));
    const total = first.held + part;
    const cash0 = await companyCash(company.id);
    const reference = `HAND-${Date.now().toString(36)}`;

    // English, desktop: finance records the hand-over.
    const desk = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/withdraw/remittances`, {
      viewport: { width: 1440, height: 900 },
    });
    await desk.page.getByRole('button', { name: enStatements['handover.open'] }).click();
    const dialog = desk.page.getByRole('dialog');
    const picker = dialog.getByRole('combobox', { name: enMoney['handover.company'] });
    await picker.click();
    await picker.fill(companyName.slice(0, 5));
    await desk.page.getByRole('option', { name: companyName }).first().click();
    await amountOf(desk.page, first.id).waitFor(WAIT);
    // Prefilled with the cash each rider holds.
    expect(await amountOf(desk.page, first.id).inputValue()).toBe(formatPlainNumber(baisaToOmr(first.held), 3));
    for (const other of company.riders.slice(2)) await amountOf(desk.page, other.id).fill('0');
    // More than the rider holds is refused, and nothing can be recorded meanwhile.
    await amountOf(desk.page, second.id).fill(formatPlainNumber(baisaToOmr(second.held + 1), 3));
    await dialog.getByText(enMoney['handover.validation.aboveHeld']).waitFor(WAIT);
    const record = dialog.getByRole('button', { name: enMoney['handover.record'] });
    expect(await record.isDisabled()).toBe(true);
    await amountOf(desk.page, second.id).fill(formatPlainNumber(baisaToOmr(part), 3));
    await desk.page.waitForFunction(
      (expected) => document.querySelector('[data-testid="handover-total"]')?.getAttribute('data-baisa') === expected,
      String(total),
    );
    await dialog.getByLabel(en['remittance.reference']).fill(reference);
    await networkQuiet(desk.page);
    expect(await seriousViolations(desk.page)).toEqual([]);
    await desk.page.screenshot({ path: `${SHOTS}/handover-dialog-en-1440.png` });
    await messageAfter(desk.page, enMoney['handover.recorded_other'].replace('{{count}}', '2'), () => record.click());

    const recorded = (await db().collection('remittances').where('reference', '==', reference).get()).docs;
    expect(recorded.map((d) => d.get('riderId')).sort()).toEqual([first.id, second.id].sort());
    expect(recorded.reduce((sum, d) => sum + Number(d.get('amount')), 0)).toBe(total);
    for (const d of recorded) {
      expect(d.get('deliveryCompanyId')).toBe(company.id);
      expect(d.get('status')).toBe('pending');
      expect(d.get('handoverId')).toBe(recorded[0]?.get('handoverId'));
    }
    // Nothing moves before a second person confirms.
    expect(await companyCash(company.id)).toBe(cash0);
    await networkQuiet(desk.page);
    await desk.page.screenshot({ path: `${SHOTS}/remittances-list-en-1440.png` });
    await desk.page.getByTestId('remittance-company').getByText(companyName).first().waitFor(WAIT);
    await desk.context.close();

    // Arabic, touch tablet: the administrator opens the hand-over from the company's Money tab.
    const companyPath = `/deliveryCompany/id/${company.id}`;
    const tablet = await arabicTablet(browser, ADMIN.email, ADMIN.password, companyPath);
    const page = tablet.page;
    expect(await companyCashShown(page, arStatements, 'rtl')).toBe(cash0);
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/company-money-before-ar-820.png`, fullPage: true });
    await page.getByRole('link', { name: arStatements['handover.open'] }).tap();
    await amountOf(page, first.id).waitFor(WAIT);
    await networkQuiet(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/handover-dialog-ar-820.png` });
    await page.getByRole('dialog').getByRole('button', { name: arEntity['common.cancel'], exact: true }).tap();
    await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    await page.getByTestId('remittance-company').getByText(companyName).first().waitFor(WAIT);
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/remittances-list-ar-820.png` });

    // Confirms each remittance of the hand-over.
    for (const d of recorded) {
      await openInPanel(page, `/withdraw/remittances/id/${d.id}`);
      await page.getByRole('button', { name: arWithdrawals['remittance.approve'], exact: true }).tap();
      const confirm = page.getByRole('dialog');
      await messageAfter(page, arWithdrawals['remittance.approvedMessage'], () =>
        confirm.getByRole('button', { name: arWithdrawals['remittance.approve'], exact: true }).tap(),
      );
    }
    expect(await companyCash(company.id)).toBe(cash0 - total);
    await openInPanel(page, companyPath);
    // Its first figure is the one read after the confirmation (a write drops what no screen shows).
    expect(await companyCashShown(page, arStatements, 'rtl')).toBe(cash0 - total);
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/company-money-ar-820.png`, fullPage: true });
    await tablet.context.close();
  });
});
