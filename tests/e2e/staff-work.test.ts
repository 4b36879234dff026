/**
 * Ordinary staff's work in headless Chromium, against the emulators and the checkout's
 * own rules (issue 30; docs/access.md, "Rules cost"): writes that used to be refused
 * because their rules went past Firestore's 1,000-expression budget for a caller who is
 * not an All holder (an All holder evaluates fewer branches).
 * - an employee holding only /supplier edits the phones of a supplier who has a
 *   subscription package, blocks them with a reason and unblocks them;
 * - an employee holding only /Admins changes the Access of another employee who has
 *   phone numbers;
 * - a finance employee (/supplier among several paths) renames a supplier.
 * Each sees the success message, no refusal, the change after a reload, in the database
 * and in the person's History. Every test signs in its own employees (tests/e2e/staff.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openInPanel, openSignedIn, openTab, skipReason } from './browser';
import { escapeRegExp, messageAfter } from './messages';
import { createStaff, type TestStaff } from './staff';
import common from '@/locales/en/common.json';
import entity from '@/locales/en/entity.json';
import en from '@/locales/en/people.json';

const PASSWORD = 'Staff#2026';
/** Holds /supplier and nothing else. */
const SUPPLIER_ONLY: TestStaff = {
  uid: 'e2e-supplier-only',
  email: 'e2e.supplier.only@demo.om',
  password: PASSWORD,
  name: 'Badr Al-Siyabi',
  phone: '+96891110001',
  Access: ['/supplier'],
};
/** Holds /Admins and nothing else: sets others' Access, never All. */
const ADMINS_ONLY: TestStaff = {
  uid: 'e2e-admins-only',
  email: 'e2e.admins.only@demo.om',
  password: PASSWORD,
  name: 'Zainab Al-Mahrouqi',
  phone: '+96891110002',
  Access: ['/Admins'],
};
/** The employee whose Access is changed: phone and WhatsApp set. */
const COLLEAGUE: TestStaff = {
  uid: 'e2e-colleague',
  email: 'e2e.colleague@demo.om',
  password: PASSWORD,
  name: 'Mazin Al-Jabri',
  phone: '+96871110003',
  Access: ['/FAQs', '/articles'],
};
/** A finance employee: /supplier among the money paths (as finance@demo.om, and more). */
const FINANCE: TestStaff = {
  uid: 'e2e-finance',
  email: 'e2e.finance@demo.om',
  password: PASSWORD,
  name: 'Huda Al-Farsi',
  phone: '+96891110004',
  Access: ['/withdraw', '/allOrders', '/supplierCancelledOrders', '/prizesFines', '/coupon', '/supplier'],
};
/** Suppliers no other e2e test changes; each seeded with a subscription package. */
const EDITED_SUPPLIER = 'supplier-007';
const RENAMED_SUPPLIER = 'supplier-008';

const db = () => adminFirestore(E2E_PROJECT_ID);

/** A stored users document, as the database holds it (bypassing the rules). */
async function stored(uid: string): Promise<Record<string, unknown>> {
  return (await db().doc(`users/${uid}`).get()).data() ?? {};
}

/** Eight digits of an Omani mobile that differ on each run (a re-run still changes the value). */
function freshMobile(first: '9' | '7'): string {
  return `${first}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** Every error message of the panel (common and entity resources): what a refused write shows. */
const ERRORS = Object.entries({ ...common, ...entity })
  .filter(([key]) => key.startsWith('error.'))
  .map(([, text]) => text);

/**
 * Runs the action and waits for what it ends with, its success message or an error, and
 * expects the success message: a refused write fails here at once, saying what the panel
 * said. No error is shown anywhere on the page either (the form's own alert included).
 */
async function expectSuccess(page: Page, message: string, action: () => Promise<unknown>): Promise<void> {
  const outcome = new RegExp([message, ...ERRORS].map(escapeRegExp).join('|'));
  expect(await messageAfter(page, outcome, action)).toContain(message);
  for (const text of ERRORS) expect(await page.getByText(text).count(), text).toBe(0);
}

/** The rows of the person's History naming an action and holding a text (a new value, a reason). */
function historyRows(page: Page, action: string, text: string) {
  const rows = page
    .getByRole('region', { name: en['people.history.title'] })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  return rows.filter({ hasText: text });
}

/** Confirms the open confirmation dialog, typing a reason first when given. */
async function confirm(page: Page, label: string, reason?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (reason) await dialog.getByLabel(en['people.reasonOptional']).fill(reason);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.skipIf(skipReason() !== '')("ordinary staff's work, refused no more (issue 30)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a /supplier-only employee edits the phones of a subscribed supplier, blocks and unblocks them', async () => {
    await createStaff(SUPPLIER_ONLY);
    // The supplier as seeded: active, with a subscription package.
    await db().doc(`users/${EDITED_SUPPLIER}`).update({ blocked: false });
    const before = await stored(EDITED_SUPPLIER);
    expect(before['subscriptionPackageId']).toEqual(expect.any(String));
    const phone = freshMobile('9');
    const whatsapp = freshMobile('7');

    const { context, page } = await openSignedIn(
      browser,
      SUPPLIER_ONLY.email,
      SUPPLIER_ONLY.password,
      `/supplier/id/${EDITED_SUPPLIER}`,
    );
    const origin = new URL(page.url()).origin;
    const show = `${origin}/supplier/id/${EDITED_SUPPLIER}`;
    await page.getByRole('heading', { name: String(before['name']) }).waitFor();
    await page.getByRole('link', { name: en['people.edit'], exact: true }).click();
    await page.getByRole('heading', { name: en['people.editType.supplier'], exact: true }).waitFor();
    await page.getByLabel(entity['person.phone'], { exact: true }).fill(phone);
    await page.getByLabel(entity['person.whatsapp'], { exact: true }).fill(whatsapp);
    await expectSuccess(page, entity['message.updated'], () =>
      page.getByRole('button', { name: entity['common.save'] }).click(),
    );
    // Saving returns to the supplier's page.
    await page.waitForURL((url) => url.pathname === `/supplier/id/${EDITED_SUPPLIER}`);

    // After a reload: the new phones, and the edit in the supplier's History.
    await page.goto(show);
    await page.getByText(`+968${phone}`).first().waitFor();
    await page.getByText(`+968${whatsapp}`).first().waitFor();
    await openTab(page, en['people.history.title']);
    await historyRows(page, en['people.actions.update'], `+968${phone}`).first().waitFor();
    const edited = await stored(EDITED_SUPPLIER);
    expect(edited).toMatchObject({
      phone: `+968${phone}`,
      whatsapp: `+968${whatsapp}`,
      name: before['name'],
      subscriptionPackageId: before['subscriptionPackageId'],
      updatedBy: SUPPLIER_ONLY.uid,
    });

    // Blocked with a reason, then unblocked: each confirmed, announced and audited.
    const reason = `Trade licence expired (${phone})`;
    await page.getByRole('button', { name: en['people.block'], exact: true }).click();
    await expectSuccess(page, en['people.blocked'], () => confirm(page, en['people.block'], reason));
    await page.reload();
    await page.getByRole('button', { name: en['people.unblock'], exact: true }).waitFor();
    await historyRows(page, en['people.actions.block'], reason).first().waitFor();
    expect((await stored(EDITED_SUPPLIER))['blocked']).toBe(true);

    await page.getByRole('button', { name: en['people.unblock'], exact: true }).click();
    await expectSuccess(page, en['people.unblocked'], () =>
      confirm(page, en['people.unblock'], `Licence renewed (${phone})`),
    );
    await page.reload();
    await page.getByRole('button', { name: en['people.block'], exact: true }).waitFor();
    await historyRows(page, en['people.actions.unblock'], `Licence renewed (${phone})`).first().waitFor();
    expect(await stored(EDITED_SUPPLIER)).toMatchObject({ blocked: false, phone: `+968${phone}` });
    await context.close();
  });

  it('an /Admins-only employee changes the Access of another employee who has phone numbers', async () => {
    await createStaff(ADMINS_ONLY);
    await createStaff(COLLEAGUE);
    expect(await stored(COLLEAGUE.uid)).toMatchObject({ phone: COLLEAGUE.phone, whatsapp: COLLEAGUE.phone });

    const { context, page } = await openSignedIn(
      browser,
      ADMINS_ONLY.email,
      ADMINS_ONLY.password,
      `/Admins/id/${COLLEAGUE.uid}?tab=access`,
    );
    const section = page.getByRole('region', { name: en['people.access.title'] });
    const faqs = section.getByRole('checkbox', { name: common['navbar.faqs'], exact: true });
    const coupons = section.getByRole('checkbox', { name: common['navbar.coupon'], exact: true });
    await faqs.waitFor();
    expect(await faqs.isChecked()).toBe(true);
    expect(await coupons.isChecked()).toBe(false);
    // Not an All holder: the All switch is not theirs to turn, and the page says why
    // (written under it, and the switch's accessible description).
    const allSwitch = section.getByRole('switch', { name: en['people.access.all'] });
    expect(await allSwitch.isDisabled()).toBe(true);
    const why = await allSwitch.getAttribute('aria-describedby');
    expect(await section.locator(`[id="${why}"]`).textContent()).toBe(en['people.access.allOnlyByAll']);
    await faqs.uncheck();
    await coupons.check();
    await expectSuccess(page, en['people.access.saved'], () =>
      section.getByRole('button', { name: en['people.access.save'] }).click(),
    );

    await page.reload();
    const after = page.getByRole('region', { name: en['people.access.title'] });
    await after.getByRole('checkbox', { name: common['navbar.coupon'], exact: true }).waitFor();
    expect(await after.getByRole('checkbox', { name: common['navbar.coupon'], exact: true }).isChecked()).toBe(true);
    expect(await after.getByRole('checkbox', { name: common['navbar.faqs'], exact: true }).isChecked()).toBe(false);
    expect(await after.getByRole('checkbox', { name: common['navbar.articles'], exact: true }).isChecked()).toBe(true);
    await openTab(page, en['people.history.title']);
    await historyRows(page, en['people.actions.access'], ADMINS_ONLY.name).first().waitFor();
    const saved = await stored(COLLEAGUE.uid);
    expect([...(saved['Access'] as string[])].sort()).toEqual(['/articles', '/coupon']);
    expect(saved).toMatchObject({ phone: COLLEAGUE.phone, whatsapp: COLLEAGUE.phone, updatedBy: ADMINS_ONLY.uid });
    await context.close();
  });

  it('a finance employee (/supplier among several paths) renames a supplier', async () => {
    await createStaff(FINANCE);
    const before = await stored(RENAMED_SUPPLIER);
    expect(before['subscriptionPackageId']).toEqual(expect.any(String));
    const name = `Luban Gifts ${freshMobile('9')}`;

    const { context, page } = await openSignedIn(
      browser,
      FINANCE.email,
      FINANCE.password,
      `/supplier/id/${RENAMED_SUPPLIER}`,
    );
    await page.getByRole('heading', { name: String(before['name']) }).waitFor();
    await page.getByRole('link', { name: en['people.edit'], exact: true }).click();
    await page.getByRole('heading', { name: en['people.editType.supplier'], exact: true }).waitFor();
    await page.getByLabel(entity['person.name'], { exact: true }).fill(name);
    await expectSuccess(page, entity['message.updated'], () =>
      page.getByRole('button', { name: entity['common.save'] }).click(),
    );
    await page.waitForURL((url) => url.pathname === `/supplier/id/${RENAMED_SUPPLIER}`);

    await openInPanel(page, `/supplier/id/${RENAMED_SUPPLIER}`);
    await page.getByRole('heading', { name }).waitFor();
    await openTab(page, en['people.history.title']);
    await historyRows(page, en['people.actions.update'], name).first().waitFor();
    expect(await stored(RENAMED_SUPPLIER)).toMatchObject({
      name,
      phone: before['phone'],
      subscriptionPackageId: before['subscriptionPackageId'],
      updatedBy: FINANCE.uid,
    });
    await context.close();
  });
});
