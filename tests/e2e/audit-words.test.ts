/**
 * The audit trail in words in headless Chromium (docs/access.md, "Audit trail"): a
 * rider's History and the /Admins trail show actions, field labels and values in English
 * and in Arabic (states, OMR amounts with 3 decimals), people by name with a link to
 * their page, and the author by name; the filters by action and by date range narrow
 * the rows on the server; the trail is axe-clean. Screenshots of the trail and a History
 * go to SHOTS_DIR when it is set.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  chooseOption,
  demoAccount,
  launchBrowser,
  networkQuiet,
  openInPanel,
  openOptions,
  openSignedIn,
  settled,
  skipReason,
} from './browser';
import { formatCurrency } from '@/lib/format';
import enPeople from '@/locales/en/people.json';
import arPeople from '@/locales/ar/people.json';
import enEntity from '@/locales/en/entity.json';
import arEntity from '@/locales/ar/entity.json';
import enPrizes from '@/locales/en/prizesFines.json';
import arOrders from '@/locales/ar/orders.json';
import common from '@/locales/en/common.json';
import { seriousViolations } from './axe';
import { messageAfter } from './messages';

const ADMIN = demoAccount('admin@demo.om');
const FINANCE = demoAccount('finance@demo.om');
const SHOTS = process.env['SHOTS_DIR'] ?? '';

/** Saves a full-page screenshot, and one of the trail's section, when SHOTS_DIR is set. */
async function shot(page: Page, name: string, section: Locator): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  await section.screenshot({ path: join(SHOTS, `${name}-section.png`) });
}

/** A seeded rider with a fine or reward (not rider-001, which other tests block and unblock). */
async function riderWithFine(): Promise<{ id: string; name: string; fineName: string; value: number }> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const fines = await db.collection('prizesFines').where('personType', '==', 'rider').get();
  const fine = fines.docs.find((d) => d.get('personId') !== 'rider-001');
  if (!fine) throw new Error('The demo data has no fine or reward of a rider other than rider-001');
  const id = String(fine.get('personId'));
  const rider = await db.doc(`users/${id}`).get();
  return { id, name: String(rider.get('name')), fineName: String(fine.get('name')), value: Number(fine.get('value')) };
}

/** The History section of a person's page. */
function history(page: Page, title: string) {
  return page.getByRole('region', { name: title });
}

describe.skipIf(skipReason() !== '')('the audit trail in words in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a rider's History in words in English: the block, a fine in OMR, the authors by name with links", async () => {
    const rider = await riderWithFine();
    // Not blocked to begin with (a retried run may have left them blocked).
    await adminFirestore(E2E_PROJECT_ID).doc(`users/${rider.id}`).update({ blocked: false });
    const { context, page } = await openSignedIn(
      browser,
      ADMIN.email,
      ADMIN.password,
      `/rider/id/${rider.id}?tab=history`,
      { viewport: { width: 1440, height: 900 } },
    );
    await page.getByRole('heading', { name: rider.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: enPeople['people.block'] }).click();
    const dialog = page.getByRole('dialog');
    await messageAfter(page, enPeople['people.blocked'], () =>
      dialog.getByRole('button', { name: enPeople['people.block'], exact: true }).click(),
    );

    const trail = history(page, enPeople['people.history.title']);
    const blockRow = trail.getByTestId('audit-row').filter({ hasText: enPeople['people.actions.block'] }).first();
    await blockRow.waitFor();
    // "Status: Active → Blocked", never "blocked: false → true".
    await expect
      .poll(() => blockRow.innerText())
      .toContain(`${enEntity['person.blocked']}: ${enEntity['person.active']} → ${enEntity['person.blockedState']}`);
    expect(await blockRow.innerText()).not.toMatch(/false|true/);
    // The author by name, linked to their page.
    const author = blockRow.getByRole('link', { name: ADMIN.name });
    await author.waitFor();
    expect(await author.getAttribute('href')).toBe(`/Admins/id/${ADMIN.uid}`);

    // The seeded fine: its value in OMR with 3 decimals, given by the finance employee.
    // Its create entry (an approved fine's newest entry is the administrator's approval).
    const fineRow = trail
      .getByTestId('audit-row')
      .filter({ hasText: rider.fineName })
      .filter({ hasText: enPeople['people.actions.create'] })
      .first();
    await fineRow.waitFor();
    const amount = formatCurrency(rider.value / 1000, 'en');
    expect(amount).toMatch(/\.\d{3}$/);
    await expect.poll(() => fineRow.innerText()).toContain(`${enPrizes['prizeFine.value']}: ${amount}`);
    await fineRow.getByRole('link', { name: FINANCE.name }).waitFor();
    // The rider named by the fine, linked to their page.
    expect(await fineRow.getByRole('link', { name: rider.name }).getAttribute('href')).toBe(`/rider/id/${rider.id}`);
    await shot(page, 'history-en-1440', trail);

    // Filtered by action: only blocks remain.
    await chooseOption(
      trail.getByRole('combobox', { name: enPeople['people.history.action'] }),
      enPeople['people.actions.block'],
    );
    await expect.poll(() => trail.getByTestId('audit-row').filter({ hasText: rider.fineName }).count()).toBe(0);
    await trail.getByTestId('audit-row').first().waitFor();
    const rows = await trail.getByTestId('audit-row').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain(enPeople['people.actions.block']);

    // A date range after today finds nothing: "No results".
    const tomorrow = new Date(Date.now() + 86_400_000);
    // Typed into the date field as it reads in English (GB): day, month, year.
    const pad = (n: number) => String(n).padStart(2, '0');
    await trail.getByTestId('audit-from').getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type(`${pad(tomorrow.getDate())}${pad(tomorrow.getMonth() + 1)}${tomorrow.getFullYear()}`);
    await trail.getByText(common['common.noResults']).waitFor();
    expect(await trail.getByTestId('audit-row').count()).toBe(0);

    await page.getByRole('button', { name: enPeople['people.unblock'] }).click();
    await messageAfter(page, enPeople['people.unblocked'], () =>
      dialog.getByRole('button', { name: enPeople['people.unblock'], exact: true }).click(),
    );
    await context.close();
  });

  it('shows the /Admins trail in words in Arabic on a tablet: states, people and authors by name, OMR amounts', async () => {
    const rider = await riderWithFine();
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/Admins');
    const trail = page.getByRole('region', { name: arPeople['people.history.whole'] });
    await trail.getByTestId('audit-row').first().waitFor();
    // As a person waits for the page to finish loading before choosing a filter (the list
    // above the trail loads beside it; trash.test.ts met a click lost to it).
    await settled(page);
    // Filter by action narrows to the decisions only (the seed's orders cancelled by an
    // administrator among them; other tests of the run add newer entries of other kinds,
    // so the first page may have none). The filter offers only what a write records.
    const listbox = await openOptions(trail.getByRole('combobox', { name: arPeople['people.history.action'] }));
    // The menu's options drawn before one is looked for by its absence.
    await listbox.getByRole('option').first().waitFor();
    expect(await listbox.getByRole('option', { name: arPeople['people.actions.status'], exact: true }).count()).toBe(0);
    await listbox.getByRole('option', { name: arPeople['people.actions.decision'], exact: true }).click();
    await trail.getByRole('button', { name: arPeople['audit.clearFilters'] }).waitFor();
    await trail.getByTestId('audit-row').first().waitFor();
    await expect
      .poll(async () =>
        (await trail.getByTestId('audit-row').allInnerTexts()).every((r) =>
          r.includes(arPeople['people.actions.decision']),
        ),
      )
      .toBe(true);
    // An order's decision: "Status: Preparing ← Cancelled by the administrator" in Arabic.
    const statusRow = trail
      .getByTestId('audit-row')
      .filter({ hasText: arPeople['people.actions.decision'] })
      .filter({ hasText: `${arOrders['order.status']}: ` })
      .filter({ hasText: arPeople['audit.records.orders'] })
      .first();
    // Other files of the run record newer decisions (approvals, refusals); run in another
    // order they filled the first page. As a person does, look further with "Show more".
    const rowsShown = trail.getByTestId('audit-row');
    const more = trail.getByRole('button', { name: arPeople['people.more'] });
    while ((await statusRow.count()) === 0 && (await more.isVisible())) {
      const shown = await rowsShown.count();
      await more.click();
      await expect.poll(() => rowsShown.count()).toBeGreaterThan(shown);
    }
    await statusRow.waitFor();
    // The customer and the author by name, with links (no raw ids such as user-0014).
    await statusRow.getByRole('link').first().waitFor();
    expect(await statusRow.innerText()).not.toMatch(/user-\d{4}|supplier-\d{3}|rider-\d{3}/);
    await shot(page, 'trail-ar-820', trail);

    // A rider's History in Arabic: the fine's value in OMR, its type in words.
    await openInPanel(page, `/rider/id/${rider.id}?tab=history`);
    const own = history(page, arPeople['people.history.title']);
    const fineRow = own
      .getByTestId('audit-row')
      .filter({ hasText: rider.fineName })
      .filter({ hasText: arPeople['people.actions.create'] })
      .first();
    await fineRow.waitFor();
    await expect.poll(() => fineRow.innerText()).toContain(formatCurrency(rider.value / 1000, 'ar'));
    await fineRow.getByRole('link', { name: FINANCE.name }).waitFor();
    expect(await fineRow.innerText()).not.toContain(enPrizes['prizeFine.value']);
    await shot(page, 'history-ar-820', own);
    await context.close();
  });

  it('shows "محظور" for a block in Arabic and the /Admins trail is axe-clean in English', async () => {
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, `/Admins`, {
      viewport: { width: 1440, height: 900 },
    });
    const origin = new URL(page.url()).origin;
    const trail = page.getByRole('region', { name: enPeople['people.history.whole'] });
    await trail.getByTestId('audit-row').first().waitFor();
    expect(await trail.getByTestId('audit-row').count()).toBeGreaterThan(0);
    await networkQuiet(page).catch(() => {});
    expect(await seriousViolations(page, { include: 'section', tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);
    await shot(page, 'trail-en-1440', trail);
    // "New employee" stands in the list's toolbar, beside Export CSV.
    const toolbarNew = page.getByRole('link', { name: enPeople['people.newEmployee'] });
    const exportButton = page.getByRole('button', { name: /Export/ });
    const [a, b] = [await toolbarNew.boundingBox(), await exportButton.first().boundingBox()];
    expect(a && b && Math.abs(a.y - b.y) < 10).toBe(true);

    // A block in Arabic: "الحالة: نشط ← محظور".
    const blocked = await adminFirestore(E2E_PROJECT_ID)
      .collection('auditLog')
      .where('action', '==', 'block')
      .limit(1)
      .get();
    if (blocked.empty) throw new Error('No block entry: the first test blocks a rider');
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    // A load, not openInPanel: the panel reads its language when it starts.
    await page.goto(`${origin}/Admins`);
    const arTrail = page.getByRole('region', { name: arPeople['people.history.whole'] });
    await arTrail.getByTestId('audit-row').first().waitFor();
    await settled(page);
    await chooseOption(
      arTrail.getByRole('combobox', { name: arPeople['people.history.action'] }),
      arPeople['people.actions.block'],
    );
    const row = arTrail.getByTestId('audit-row').first();
    await row.waitFor();
    await expect
      .poll(() => row.innerText())
      .toContain(`${arEntity['person.active']} ← ${arEntity['person.blockedState']}`);
    expect(await row.innerText()).toContain(`${arEntity['person.blocked']}: `);
    await context.close();
  });
});

if (skipReason()) {
  describe('the audit trail in words in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
