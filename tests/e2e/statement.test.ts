/**
 * A supplier's statement (issue 49 item 5; docs/data-model.md "Statements"): a supplier
 * with one delivery before this week and four movements in it (written as the movements
 * write them, with the Admin SDK). On their page's Statement tab, in English on a desktop
 * as the finance employee and in Arabic on a touch tablet as the administrator: the
 * opening balance is the older entry's balance, opening + the entries listed = closing =
 * the account's stored figure; the CSV parses with numbers as numbers and adds up to the
 * same closing; Chromium's PDF of the printed statement, read back with pdftotext, shows
 * that closing balance; a seed rider's statement closes at their stored cash held. The reconciliation screen (/withdraw/reconcile) finds the seed's
 * rider accounts reconciled, then exactly the one whose cash held was forged with the
 * Admin SDK (restored after). Screenshots in .cache/statements/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { exportedCsv, printedText, shownFigures } from './statementCheck';
import {
  arabicTablet,
  chooseOption,
  demoAccount,
  launchBrowser,
  networkQuiet,
  openInPanel,
  openSignedIn,
  openTab,
  skipReason,
} from './browser';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatPlainNumber } from '@/lib/format';
import ar from '@/locales/ar/statements.json';
import en from '@/locales/en/statements.json';

const ADMIN = demoAccount('admin@demo.om');
const FINANCE = demoAccount('finance@demo.om');
const SHOTS = resolve(import.meta.dirname, '../../.cache/statements');
const HOUR = 3_600_000;
const WAIT = { timeout: 30_000 };

/** The history: [kind, amounts on earned/released/available, hours ago]. */
const MOVES = [
  ['orderDelivered', { earned: 3_000, available: 3_000 }, 24 * 10],
  ['orderDelivered', { earned: 12_500, available: 12_500 }, 30],
  ['orderDelivered', { earned: 8_250, available: 8_250 }, 20],
  ['withdrawal', { available: -5_000, released: 5_000 }, 10],
  ['refundCharged', { earned: -1_250, available: -1_250 }, 2],
] as const;
const OPENING = 3_000;
const CLOSING = 3_000 + 12_500 + 8_250 - 5_000 - 1_250;

/** A new supplier (a copy of the seed's first) with the history above. */
async function supplierWithHistory(prefix: string): Promise<{ id: string; name: string }> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const id = `${prefix}-${Date.now().toString(36)}`;
  const name = `Statement Supplier ${prefix}`;
  const seedSupplier = (await db.doc('users/supplier-001').get()).data() ?? {};
  await db.doc(`users/${id}`).set({ ...seedSupplier, name, email: `${id}@example.om`, searchPrefixes: [] });
  const balances: Record<string, number> = { earned: 0, released: 0, available: 0 };
  const batch = db.batch();
  MOVES.forEach(([kind, amounts, ago], i) => {
    for (const [field, moved] of Object.entries(amounts)) balances[field] = (balances[field] ?? 0) + moved;
    const after = Object.fromEntries(Object.keys(amounts).map((f) => [f, balances[f] ?? 0]));
    batch.set(db.doc(`ledger/${id}-${i}`), {
      accountCollection: 'supplierAccounts',
      accountId: id,
      kind,
      amounts,
      balances: after,
      causeCollection: kind === 'withdrawal' ? 'withdrawals' : kind === 'refundCharged' ? 'refunds' : 'orders',
      causeId: `${id}-cause-${i}`,
      by: 'server',
      at: Timestamp.fromMillis(Date.now() - ago * HOUR),
    });
  });
  batch.set(db.doc(`supplierAccounts/${id}`), { supplierId: id, ...balances });
  await batch.commit();
  expect(balances['available']).toBe(CLOSING);
  return { id, name };
}

/** Checks a statement page in one language: it adds up, its CSV too, and its PDF shows the closing. */
async function checkStatement(page: Page, texts: typeof en, shot: string) {
  await openTab(page, texts['statement.title']);
  const shown = await shownFigures(page);
  expect(shown.opening).toBe(OPENING);
  expect(shown.closing).toBe(CLOSING);
  expect(shown.rows).toHaveLength(MOVES.length - 1);
  expect(shown.opening + shown.rows.reduce((s, a) => s + a, 0)).toBe(shown.closing);
  expect(shown.subtotals.reduce((s, a) => s + a, 0)).toBe(CLOSING - OPENING);
  await networkQuiet(page);
  await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });

  const csv = await exportedCsv(page, texts);
  expect(csv.opening).toBeCloseTo(baisaToOmr(OPENING), 3);
  expect(csv.closing).toBeCloseTo(baisaToOmr(CLOSING), 3);
  expect(Math.round((csv.opening + csv.amounts.reduce((s, a) => s + a, 0)) * 1000)).toBe(CLOSING);

  const text = await printedText(page, `${SHOTS}/${shot}.pdf`);
  expect(text).toContain(texts['statement.closing']);
  expect(text).toContain(formatPlainNumber(baisaToOmr(CLOSING), 3));
}

describe.skipIf(skipReason() !== '')("a supplier's statement", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop, as finance: adds up, the CSV and the PDF show the same closing', async () => {
    const supplier = await supplierWithHistory('e2e-statement');
    const { context, page } = await openSignedIn(
      browser,
      FINANCE.email,
      FINANCE.password,
      `/supplier/id/${supplier.id}`,
      { viewport: { width: 1440, height: 900 } },
    );
    await page.getByRole('heading', { level: 1, name: supplier.name }).waitFor(WAIT);
    await checkStatement(page, en, 'statement-en-1440');
    await context.close();
  });

  it('in Arabic on a touch tablet, as the administrator: the same, right to left', async () => {
    const supplier = await supplierWithHistory('e2e-statement-ar');
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/supplier/id/${supplier.id}`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: supplier.name }).waitFor(WAIT);
    await checkStatement(page, ar as typeof en, 'statement-ar-820');
    // 44 px targets on the touch tablet.
    for (const name of [ar['statement.csv'], ar['statement.print']]) {
      const box = await page.getByRole('button', { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    // A rider's statement (cash held, from the seed's movements) closes at their stored cash held.
    const rider = (await adminFirestore(E2E_PROJECT_ID).collection('riderAccounts').orderBy('__name__').limit(1).get())
      .docs[0];
    if (!rider) throw new Error('the seed has no rider account');
    await openInPanel(page, `/rider/id/${rider.id}`);
    await openTab(page, ar['statement.title']);
    const closing = page.getByTestId('statement-closing');
    await closing.waitFor(WAIT);
    expect(Number(await closing.getAttribute('data-baisa'))).toBe(Number(rider.data()['cashHeld'] ?? 0));
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/statement-rider-ar-820.png`, fullPage: true });
    // A delivery company's Money tab: fees owed as stored, its riders' cash as the sum of
    // their accounts, the net between them; its statement closes at the fees owed.
    const db = adminFirestore(E2E_PROJECT_ID);
    const company = (await db.collection('deliveryCompanyAccounts').orderBy('__name__').limit(1).get()).docs[0];
    if (!company) throw new Error('the seed has no delivery company account');
    const ridersCash = (
      await db.collection('riderAccounts').where('deliveryCompanyId', '==', company.id).get()
    ).docs.reduce((total, d) => total + Number(d.data()['cashHeld'] ?? 0), 0);
    const owed = Number(company.data()['available'] ?? 0);
    await openInPanel(page, `/deliveryCompany/id/${company.id}`);
    await openTab(page, ar['deliveryCompanyAccount.title']);
    const cash = page.getByTestId('company-cash');
    await cash.waitFor(WAIT);
    expect(Number(await cash.getAttribute('data-baisa'))).toBe(ridersCash);
    expect(Number(await page.getByTestId('company-net').getAttribute('data-baisa'))).toBe(ridersCash - owed);
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/company-money-ar-820.png`, fullPage: true });
    await openTab(page, ar['statement.title']);
    await closing.waitFor(WAIT);
    expect(Number(await closing.getAttribute('data-baisa'))).toBe(owed);
    await networkQuiet(page);
    await page.screenshot({ path: `${SHOTS}/statement-company-ar-820.png`, fullPage: true });
    await context.close();
  });

  it("reconciliation: the seed's rider accounts reconcile; a forged balance is found, exactly that account", async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const first = (await db.collection('riderAccounts').orderBy('__name__').limit(1).get()).docs[0];
    if (!first) throw new Error('the seed has no rider account');
    const held = Number(first.data()['cashHeld'] ?? 0);
    const checkAll = async (page: Page, texts: typeof en) => {
      const accounts = page.getByRole('combobox', { name: texts['reconcile.accounts'] });
      await chooseOption(accounts, texts['reconcile.collections.riderAccounts']);
      // The menu gone and the riders' accounts shown in the field, as a person sees before going on.
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      await accounts.filter({ hasText: texts['reconcile.collections.riderAccounts'] }).waitFor();
      await page.getByRole('button', { name: texts['reconcile.checkAll'] }).click();
      const summary = page.getByTestId('reconcile-summary');
      await summary.waitFor(WAIT);
      const next = page.getByRole('button', { name: texts['reconcile.next'] });
      // Every page, as a person would: until there is no next page.
      while (await next.isVisible()) {
        const before = await summary.innerText();
        await next.click();
        await page.waitForFunction(
          (text) => document.querySelector('[data-testid="reconcile-summary"]')?.textContent !== text,
          before,
        );
      }
      return page
        .getByTestId('reconcile-difference')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-account')));
    };
    const { context, page } = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/withdraw/reconcile`, {
      viewport: { width: 1440, height: 900 },
    });
    expect(await checkAll(page, en)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/reconcile-en-1440.png`, fullPage: true });
    await db.doc(`riderAccounts/${first.id}`).update({ cashHeld: held + 1_234 });
    try {
      await page.reload();
      expect(await checkAll(page, en)).toEqual([first.id]);
      await page.screenshot({ path: `${SHOTS}/reconcile-forged-en-1440.png`, fullPage: true });
      const tablet = await arabicTablet(browser, ADMIN.email, ADMIN.password, `/withdraw/reconcile`);
      await tablet.page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(await checkAll(tablet.page, ar as typeof en)).toEqual([first.id]);
      await tablet.page.screenshot({ path: `${SHOTS}/reconcile-forged-ar-820.png`, fullPage: true });
      await tablet.context.close();
    } finally {
      await db.doc(`riderAccounts/${first.id}`).update({ cashHeld: held });
    }
    await context.close();
  });
});
