/**
 * Orders in headless Chromium (spec §2 /allOrders, docs/data-model.md "Order status"):
 * an order written by the marketplace's backend (Admin SDK, a second context) appears
 * in the open list without a reload; an order moved along its states shows only the
 * allowed next steps and its status timeline; the list filtered by a date range.
 */
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { backendOrder as storedOrder } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import { launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import { column, rows } from './table';
import en from '@/locales/en/orders.json';

/** An order of two Khalas dates as the backend writes it, placed `ageMs` ago. */
const backendOrder = (status: string, ageMs = 0) =>
  storedOrder({ status, at: new Date(Date.now() - ageMs), quantity: 2, vat: 350 });

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');
if (!ADMIN) throw new Error('No demo account admin@demo.om');
const DAY_MS = 24 * 3600 * 1000;

async function adminPage(browser: Browser, path: string): Promise<Page> {
  const { page } = await openSignedIn(browser, ADMIN?.email ?? '', ADMIN?.password ?? '', path);
  return page;
}

describe.skipIf(skipReason() !== '')('orders in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new order written by the backend appears in the open list without a reload', async () => {
    const page = await adminPage(browser, '/allOrders');
    await page.getByRole('heading', { name: 'Total orders' }).waitFor();
    await page.getByText(en['order.live'], { exact: true }).waitFor();
    await rows(page).first().waitFor();
    const id = `e2e-live-${Date.now().toString(36)}`;
    await adminFirestore(E2E_PROJECT_ID).collection('orders').doc(id).set(backendOrder('pending'));
    await page.getByText('1 new order').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: en['order.showNew'] }).click();
    await page.getByText(id, { exact: true }).waitFor();
    expect(await page.getByText('1 new order').count()).toBe(0);

    // A status change by the apps shows in the row, still without a reload.
    await adminFirestore(E2E_PROJECT_ID)
      .collection('orders')
      .doc(id)
      .update({ status: 'accepted', updatedAt: Timestamp.now() });
    const row = rows(page).filter({ hasText: id });
    await row.getByText(en['order.statuses.accepted']).waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('moves an order along its states, offering only the allowed steps, and shows the timeline', async () => {
    const id = `e2e-steps-${Date.now().toString(36)}`;
    await adminFirestore(E2E_PROJECT_ID).collection('orders').doc(id).set(backendOrder('pending'));
    const page = await adminPage(browser, `/allOrders/id/${id}`);
    await page.getByRole('heading', { name: `${en['order.id']} ${id}` }).waitFor();
    const status = page.getByTestId('order-status');
    // The steps offered: the "Next steps" section, rendered from the same order as the
    // status. Not the whole page: the confirmation's own Accept button stays on the page
    // while the dialog fades out, and the status may change before it has gone.
    const offered = page.getByRole('region', { name: en['order.nextActions'] });
    await status.getByText(en['order.statuses.pending']).waitFor();
    await offered.getByRole('button', { name: en['order.accept'] }).waitFor();
    expect(await offered.getByRole('button', { name: en['order.prepare'] }).count()).toBe(0);

    await offered.getByRole('button', { name: en['order.accept'] }).click();
    await page.getByRole('dialog').getByRole('button', { name: en['order.accept'] }).click();
    await status.getByText(en['order.statuses.accepted']).waitFor();
    expect(await offered.getByRole('button', { name: en['order.accept'] }).count()).toBe(0);

    await offered.getByRole('button', { name: en['order.prepare'] }).click();
    await page.getByRole('dialog').getByRole('button', { name: en['order.prepare'] }).click();
    await status.getByText(en['order.statuses.preparing']).waitFor();

    // Cancelling needs a reason; then the order is closed.
    await offered.getByRole('button', { name: en['order.cancel'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('The store closed early today.');
    await dialog.getByRole('button', { name: en['order.cancel'] }).click();
    await status.getByText(en['order.statuses.cancelledByAdmin']).waitFor();
    await page.getByText(en['order.noActions']).waitFor();

    // The timeline: the backend's order (placed, no entry for it: its creation), then three steps by the admin.
    const steps = page.getByTestId('timeline-step');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="timeline-step"]').length === 4);
    const texts = await steps.allInnerTexts();
    expect(texts[0]).toContain(en['order.timelinePlaced']);
    expect(texts[1]).toContain('Pending → Accepted');
    expect(texts[2]).toContain('Accepted → Preparing');
    expect(texts[3]).toContain('Preparing → Cancelled by the platform');
    expect(texts[3]).toContain('The store closed early today.');
    await page.context().close();
  });

  it('filters the list by a date range', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const old = `e2e-old-${Date.now().toString(36)}`;
    await db
      .collection('orders')
      .doc(old)
      .set(backendOrder('delivered', 400 * DAY_MS));
    const page = await adminPage(browser, '/allOrders');
    const day = new Date(Date.now() - 400 * DAY_MS);
    const text = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    await rows(page).first().waitFor();
    // Typed into the date fields as they read in English (GB): day, month, year.
    const typed = text.split('-').reverse().join('');
    for (const testId of ['order-from', 'order-to']) {
      await page.getByTestId(testId).getByRole('spinbutton', { name: 'Day' }).click();
      await page.keyboard.type(typed);
    }
    // Both ends are kept: typing the end at once after the start once dropped the start.
    await page.waitForURL((url) => url.searchParams.get('from') === text && url.searchParams.get('to') === text);
    await expect.poll(() => rows(page).allInnerTexts(), { timeout: 30_000 }).toEqual([expect.stringContaining(old)]);
    await page.context().close();
  });

  it('lists the orders cancelled by suppliers with their reason, filtered by supplier', async () => {
    const id = `e2e-cancelled-${Date.now().toString(36)}`;
    await adminFirestore(E2E_PROJECT_ID)
      .collection('orders')
      .doc(id)
      .set({ ...backendOrder('cancelledBySupplier'), cancellationReason: 'Out of Khalas dates today.' });
    const page = await adminPage(browser, '/supplierCancelledOrders');
    await page.getByRole('heading', { name: 'Supplier Cancelled Orders' }).waitFor();
    const row = rows(page).filter({ hasText: id });
    await row.getByText('Out of Khalas dates today.').waitFor();
    // Every row is cancelled by its supplier.
    const statuses = await (await column(page, 'Status')).allInnerTexts();
    expect(statuses.length).toBeGreaterThan(0);
    for (const text of statuses) expect(text).toBe(en['order.statuses.cancelledBySupplier']);
    // Another supplier's filter leaves this order out.
    await openInPanel(page, '/supplierCancelledOrders?f.supplierId=supplier-002');
    await page.waitForFunction(
      (empty) => document.querySelector('tbody tr[data-id]') !== null || document.body.innerText.includes(empty),
      en['order.notFound'],
    );
    expect(await rows(page).filter({ hasText: id }).count()).toBe(0);
    await page.context().close();
  });
});
