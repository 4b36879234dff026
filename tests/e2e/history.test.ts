/**
 * A person's History that tells the truth (issue 34, "History that says the wrong
 * thing"), in headless Chromium against the emulators and the checkout's rules:
 * - a finance employee proposes bank details: the entry shows at once, authored by their
 *   own name, and the page sends no read the rules refuse;
 * - another staff member confirms them: the confirmation shows at once (no reload),
 *   without the cleared proposal as changes ("IBAN: OM… → —");
 * - a phone edit records the phone only, no "Area: —";
 * - names and reasons in the Arabic History are isolated (`<bdi dir="auto">`) and wrap
 *   only between words;
 * - the action filter offers only the actions a write records (RECORDED_ACTIONS, the ones
 *   firestore.rules accept; issue 48, item 5), in English and in Arabic, and narrows to one.
 * Every test signs in its own employees (tests/e2e/staff.ts). With SHOTS_DIR set, it
 * also saves screenshots of the History at 1440x900 in English and 820x1180 in Arabic.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { omanIban } from '../../scripts/seed-data/random';
import { arabicTablet, launchBrowser, networkQuiet, openOptions, openSignedIn, openTab, skipReason } from './browser';
import { createStaff, type TestStaff } from './staff';
import { RECORDED_ACTIONS } from '@/lib/data/auditModel';
import arCommon from '@/locales/ar/entity.json';
import ar from '@/locales/ar/people.json';
import entity from '@/locales/en/entity.json';
import en from '@/locales/en/people.json';
import { messageAfter } from './messages';

const PASSWORD = 'Staff#2026';
/** A finance employee: /supplier among the money paths, not /Admins (employees' names are not theirs to read). */
const FINANCE: TestStaff = {
  uid: 'e2e-history-finance',
  email: 'e2e.history.finance@demo.om',
  password: PASSWORD,
  name: 'Khalid Al-Rawahi',
  phone: '+96891120001',
  Access: ['/withdraw', '/allOrders', '/supplierCancelledOrders', '/prizesFines', '/coupon', '/supplier'],
};
/** Holds /supplier only: confirms what FINANCE proposed, edits the supplier. */
const CHECKER: TestStaff = {
  uid: 'e2e-history-checker',
  email: 'e2e.history.checker@demo.om',
  password: PASSWORD,
  name: 'Aisha Al-Busaidi',
  phone: '+96891120002',
  Access: ['/supplier'],
};
/** A supplier no other e2e test changes. */
const SUPPLIER = 'supplier-004';

const db = () => adminFirestore(E2E_PROJECT_ID);

/** A valid Omani IBAN that differs on each run (a re-run still proposes a change). */
function freshIban(): { iban: string; accountNumber: string } {
  const accountNumber = String(Date.now() % 1e16).padStart(16, '0');
  return { iban: omanIban('018', accountNumber), accountNumber };
}

/** Eight digits of an Omani mobile that differ on each run. */
function freshMobile(): string {
  return `9${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/**
 * Records the Firestore reads of a page the rules refuse: answers 403 from the emulator
 * (the lite SDK's REST calls) and console errors naming permission-denied.
 */
function refusedReads(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 403 && /\/v1\/projects\//.test(response.url())) {
      refused.push(`${response.request().method()} ${response.url()} ${response.request().postData() ?? ''}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /permission|insufficient/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/**
 * A staff member's desktop page at `path`, with the refused reads it meets from its first
 * load on (refusedReads).
 * @returns the context and page (openSignedIn) and the refusals, filled as they come
 */
async function openRecordingRefusals(browser: Browser, staff: TestStaff, path: string) {
  let refused: string[] = [];
  const opened = await openSignedIn(browser, staff.email, staff.password, path, {
    watch: (page) => (refused = refusedReads(page)),
  });
  return { ...opened, refused };
}

/** The History region of a person's page. */
function history(page: Page, title = en['people.history.title']) {
  return page.getByRole('region', { name: title });
}

/** The rows of the History naming an action. */
function rowsOf(page: Page, action: string, title?: string) {
  return history(page, title)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: action, exact: true }) });
}

/**
 * Opens the History's action filter and checks it offers "All" and the recorded actions
 * only, then chooses `action` and waits until every row shows it.
 * @param texts the people texts of the page's language; `all` its "All"
 */
async function filterByAction(page: Page, texts: typeof en, all: string, action: string, title: string, shot = '') {
  const region = history(page, title);
  const listbox = await openOptions(region.getByRole('combobox', { name: texts['people.history.action'] }));
  await listbox.getByRole('option').first().waitFor();
  const name = (a: string) => (texts as Record<string, string>)[`people.actions.${a}`] ?? a;
  expect(await listbox.getByRole('option').allInnerTexts()).toEqual([all, ...RECORDED_ACTIONS.map(name)]);
  expect(await listbox.getByRole('option', { name: name('notify'), exact: true }).count()).toBe(0);
  expect(await listbox.getByRole('option', { name: name('status'), exact: true }).count()).toBe(0);
  if (shot) {
    // Once the menu has faded in, as a person sees it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiMenu-paper')].every((menu) => getComputedStyle(menu).opacity === '1'),
    );
    mkdirSync(dirname(shot), { recursive: true });
    await page.screenshot({ path: shot });
  }
  await listbox.getByRole('option', { name: name(action), exact: true }).click();
  await region.getByRole('row').nth(1).waitFor();
  await expect
    .poll(async () =>
      (await region.getByRole('row').allInnerTexts()).slice(1).every((row) => row.includes(name(action))),
    )
    .toBe(true);
}

/** Puts the supplier's bank details back to confirmed ones with no pending proposal (a re-run starts clean). */
async function clearProposal(): Promise<void> {
  await db().doc(`supplierBanks/${SUPPLIER}`).update({
    proposedAccountHolder: '',
    proposedAccountNumber: '',
    proposedIban: '',
    proposedBankName: '',
    proposedBy: null,
    proposedAt: null,
  });
}

describe.skipIf(skipReason() !== '')('a History that tells the truth (issue 34)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await createStaff(FINANCE);
    await createStaff(CHECKER);
    await clearProposal();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a bank proposal and its confirmation at once, by name, without the cleared proposal and no refused read', async () => {
    const { iban, accountNumber } = freshIban();
    const before = (await db().doc(`supplierBanks/${SUPPLIER}`).get()).data() ?? {};
    expect(before['iban']).toEqual(expect.any(String));

    // The finance employee proposes: the entry shows without a reload, by their own name.
    const finance = await openRecordingRefusals(browser, FINANCE, `/supplier/id/${SUPPLIER}?tab=history`);
    await history(finance.page)
      .getByRole('table')
      .or(history(finance.page).getByText(en['people.noHistory']))
      .waitFor();
    // The bank details and the History are two tabs of the page: no reload between them.
    await openTab(finance.page, en['people.payment']);
    await finance.page.getByRole('button', { name: en['people.bankProposal.propose'] }).click();
    const dialog = finance.page.getByRole('dialog');
    await dialog.getByLabel(entity['supplierAccount.accountHolder'], { exact: true }).fill('Salim Al-Harthy');
    await dialog.getByLabel(entity['supplierAccount.accountNumber'], { exact: true }).fill(accountNumber);
    await dialog.getByLabel(entity['supplierAccount.iban'], { exact: true }).fill(iban);
    await dialog.getByLabel(entity['supplierAccount.bankName'], { exact: true }).fill('Bank Dhofar');
    await messageAfter(finance.page, en['people.bankProposal.proposed'], () =>
      dialog.getByRole('button', { name: en['people.bankProposal.submit'] }).click(),
    );
    await openTab(finance.page, en['people.history.title']);
    const proposed = rowsOf(finance.page, en['people.actions.bank.propose']).filter({ hasText: iban });
    await proposed.first().waitFor();
    expect(await proposed.first().innerText()).toContain(FINANCE.name);
    expect(await proposed.first().innerText()).not.toContain(en['audit.notVisible']);
    // Names of the page are all read (the History's, the pending proposal's) before counting.
    await openTab(finance.page, en['people.payment']);
    await finance.page.getByRole('region', { name: en['people.bankProposal.pendingTitle'] }).getByText(iban).waitFor();
    await networkQuiet(finance.page);
    expect(finance.refused).toEqual([]);
    await finance.context.close();

    // Another staff member confirms: the entry shows without a reload, as what it is.
    const checker = await openRecordingRefusals(browser, CHECKER, `/supplier/id/${SUPPLIER}?tab=history`);
    await rowsOf(checker.page, en['people.actions.bank.propose']).filter({ hasText: iban }).first().waitFor();
    await openTab(checker.page, en['people.payment']);
    const pending = checker.page.getByRole('region', { name: en['people.bankProposal.pendingTitle'] });
    await pending.getByText(iban).waitFor();
    await pending.getByRole('button', { name: en['people.bankProposal.confirm'] }).click();
    await checker.page.getByRole('dialog').getByRole('button', { name: en['people.bankProposal.confirm'] }).click();
    await checker.page.getByText(en['people.bankProposal.confirmed']).waitFor();
    await openTab(checker.page, en['people.history.title']);
    const confirmed = rowsOf(checker.page, en['people.actions.bank.confirm']).filter({ hasText: iban });
    await confirmed.first().waitFor();
    const lines = (await confirmed.first().locator('td').nth(3).innerText()).split('\n').filter(Boolean);
    // The applied details, each from the old value to the new; nothing "→ —".
    expect(lines.some((line) => line.includes(String(before['iban'])) && line.includes(iban))).toBe(true);
    expect(lines.filter((line) => /→\s*—\s*$/.test(line))).toEqual([]);
    expect(checker.refused).toEqual([]);
    await checker.context.close();
  });

  it('records a phone edit as the phone only, no "Area: —"', async () => {
    const phone = freshMobile();
    const supplier = (await db().doc(`users/${SUPPLIER}`).get()).data() ?? {};
    expect('areaId' in supplier && supplier['areaId'] !== null).toBe(false);
    const { context, page } = await openSignedIn(browser, CHECKER.email, CHECKER.password, `/supplier/id/${SUPPLIER}`, {
      viewport: { width: 1440, height: 900 },
    });
    await page.getByRole('link', { name: en['people.edit'], exact: true }).click();
    await page.getByRole('heading', { name: en['people.editType.supplier'], exact: true }).waitFor();
    await page.getByLabel(entity['person.phone'], { exact: true }).fill(phone);
    await page.getByRole('button', { name: entity['common.save'] }).click();
    await page.waitForURL((url) => url.pathname === `/supplier/id/${SUPPLIER}`);
    await openTab(page, en['people.history.title']);
    const edited = rowsOf(page, en['people.actions.update']).filter({ hasText: `+968${phone}` });
    await edited.first().waitFor();
    expect(await edited.first().innerText()).not.toContain(`${en['person.area']}:`);
    const stored = (await db().doc(`users/${SUPPLIER}`).get()).data() ?? {};
    const entry =
      (
        await db()
          .doc(`auditLog/${String(stored['auditId'])}`)
          .get()
      ).data() ?? {};
    expect(Object.keys(entry['after'] as object)).toEqual(['phone']);
    expect('areaId' in stored).toBe(false);
    // The action filter offers what a write records, and finds the edit by its action.
    const shots = process.env['SHOTS_DIR'];
    await filterByAction(
      page,
      en,
      entity['list.all'],
      'update',
      en['people.history.title'],
      shots ? join(shots, 'history-filter-en-1440.png') : '',
    );
    await edited.first().waitFor();
    await context.close();
  });

  it('isolates names and reasons in the Arabic History and wraps names only between words', async () => {
    const reason = `Licence checked (${freshMobile()}).`;
    await db().doc(`users/${SUPPLIER}`).update({ blocked: false });
    const { context, page } = await arabicTablet(
      browser,
      CHECKER.email,
      CHECKER.password,
      `/supplier/id/${SUPPLIER}?tab=history`,
    );
    await page.getByRole('button', { name: ar['people.block'], exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(ar['people.reasonOptional']).fill(reason);
    await messageAfter(page, ar['people.blocked'], () =>
      dialog.getByRole('button', { name: ar['people.block'], exact: true }).click(),
    );
    // The block shows at once; its reason and author each in their own direction.
    const row = rowsOf(page, ar['people.actions.block'], ar['people.history.title']).filter({ hasText: reason });
    await row.first().waitFor();
    expect(await row.first().locator('bdi[dir="auto"]', { hasText: reason }).count()).toBe(1);
    const author = row.first().locator('bdi[dir="auto"]', { hasText: CHECKER.name });
    expect(await author.count()).toBe(1);
    // Each word of the name is unbreakable: "Al-Busaidi" never splits at its hyphen.
    const words = await author
      .locator('span')
      .evaluateAll((spans) => spans.map((span) => [span.textContent, getComputedStyle(span).whiteSpace]));
    expect(words).toEqual([
      ['Aisha', 'nowrap'],
      ['Al-Busaidi', 'nowrap'],
    ]);
    // The action filter in Arabic: the recorded actions only; the block found by its action.
    const shots = process.env['SHOTS_DIR'];
    await filterByAction(
      page,
      ar,
      arCommon['list.all'],
      'block',
      ar['people.history.title'],
      shots ? join(shots, 'history-filter-ar-820-touch.png') : '',
    );
    await row.first().waitFor();
    await db().doc(`users/${SUPPLIER}`).update({ blocked: false });
    await context.close();
  });

  it('saves screenshots of the supplier History (SHOTS_DIR)', async () => {
    const dir = process.env['SHOTS_DIR'];
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    const desktop = await openSignedIn(
      browser,
      CHECKER.email,
      CHECKER.password,
      `/supplier/id/${SUPPLIER}?tab=history`,
      { viewport: { width: 1440, height: 900 } },
    );
    await history(desktop.page).getByRole('row').nth(1).waitFor();
    await networkQuiet(desktop.page);
    await history(desktop.page).screenshot({ path: join(dir, 'history-en-1440.png') });
    await desktop.context.close();
    const tablet = await arabicTablet(browser, CHECKER.email, CHECKER.password, `/supplier/id/${SUPPLIER}?tab=history`);
    await history(tablet.page, ar['people.history.title']).getByRole('row').nth(1).waitFor();
    await networkQuiet(tablet.page);
    await history(tablet.page, ar['people.history.title']).screenshot({ path: join(dir, 'history-ar-820.png') });
    await tablet.context.close();
  });
});
