/**
 * Who did a step, in an order's timeline (issue 48, part 3; docs/access.md "Audit
 * trail"): the finance employee (who does not hold /Admins, so may not read employees'
 * users documents) assigns a rider from an order's page, and the timeline names her
 * (the name the entry records, `byName`), never "Not available"; in English on a desktop
 * (1440×900) and in Arabic on a touch tablet (820×1180). No request of the page is refused
 * meanwhile (403 from Firestore). Screenshots are kept in .cache/timeline/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { backendOrder, firstRiderOf } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import {
  arabicTablet,
  chooseOption,
  demoAccount,
  launchBrowser,
  networkQuiet,
  openSignedIn,
  skipReason,
} from './browser';
import arEntity from '@/locales/ar/entity.json';
import arOrders from '@/locales/ar/orders.json';
import arPeople from '@/locales/ar/people.json';
import enEntity from '@/locales/en/entity.json';
import en from '@/locales/en/orders.json';
import enPeople from '@/locales/en/people.json';

const FINANCE = demoAccount('finance@demo.om');
const COMPANY = 'delivery-company-001';
const SHOTS = resolve(import.meta.dirname, '../../.cache/timeline');
const FIRESTORE_PORT = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1] ?? '8080';

/** The company's name and one of its unblocked riders' names. */
async function people(): Promise<{ rider: string; company: string }> {
  const { rider, company } = await firstRiderOf(E2E_PROJECT_ID, COMPANY);
  return { rider, company };
}

/** A new accepted order without a rider, as the backend writes it. */
async function newOrder(prefix: string): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}`;
  await adminFirestore(E2E_PROJECT_ID)
    .collection('orders')
    .doc(id)
    .set(backendOrder({ status: 'accepted', at: new Date(Date.now() - 60_000) }));
  return id;
}

/** The Firestore answers of a page refused (403), as "METHOD path". */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port === FIRESTORE_PORT && response.status() === 403) {
      refused.push(`${response.request().method()} ${url.pathname} ${response.request().postData() ?? ''}`);
    }
  });
  return refused;
}

/** Assigns a rider of the company on the open order page (texts of the page's language). */
async function assign(page: Page, texts: typeof en, rider: string, company: string): Promise<void> {
  await page.getByRole('button', { name: texts['order.assign'] }).click();
  const dialog = page.getByRole('dialog');
  await chooseOption(dialog.getByRole('combobox', { name: texts['order.deliveryCompany'] }), company);
  await dialog.getByRole('radio', { name: new RegExp(rider) }).check();
  await dialog.getByRole('button', { name: texts['order.assignSubmit'] }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.skipIf(skipReason() !== '')('the order timeline names who did a step', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: the finance employee assigns a rider and the timeline names her', async () => {
    const id = await newOrder('e2e-author');
    const { rider, company } = await people();
    let refused: string[] = [];
    const { context, page } = await openSignedIn(browser, FINANCE.email, FINANCE.password, `/allOrders/id/${id}`, {
      viewport: { width: 1440, height: 900 },
      watch: (p) => (refused = refusals(p)),
    });
    await page.getByRole('heading', { level: 1, name: new RegExp(id) }).waitFor();
    await assign(page, en, rider, company);
    const step = page.getByTestId('timeline-step').filter({ hasText: en['order.timelineAssigned'] });
    await step.getByText(FINANCE.name).waitFor({ timeout: 20_000 });
    await expect.poll(() => step.innerText()).toContain(`${en['order.by']} ${FINANCE.name}`);
    const text = await step.innerText();
    expect(text).not.toContain(enEntity['common.unavailable']);
    expect(text).not.toContain(enPeople['audit.notVisible']);
    await networkQuiet(page);
    expect(refused).toEqual([]);
    await step.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/timeline-en-1440.png` });
    await context.close();
  });

  it('in Arabic on a tablet: the timeline names her in Arabic', async () => {
    const id = await newOrder('e2e-author-ar');
    const { rider, company } = await people();
    let refused: string[] = [];
    const { context, page } = await arabicTablet(
      browser,
      FINANCE.email,
      FINANCE.password,
      `/allOrders/id/${id}`,
      (p) => {
        refused = refusals(p);
      },
    );
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: new RegExp(id) }).waitFor();
    await assign(page, arOrders as typeof en, rider, company);
    const step = page.getByTestId('timeline-step').filter({ hasText: arOrders['order.timelineAssigned'] });
    await step.getByText(FINANCE.name).waitFor({ timeout: 20_000 });
    await expect.poll(() => step.innerText()).toContain(`${arOrders['order.by']} ${FINANCE.name}`);
    const text = await step.innerText();
    expect(text).not.toContain(arEntity['common.unavailable']);
    expect(text).not.toContain(arPeople['audit.notVisible']);
    await networkQuiet(page);
    expect(refused).toEqual([]);
    await step.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/timeline-ar-820.png` });
    await context.close();
  });
});
