/**
 * The control room's live map in headless Chromium (issue 50, item 1; docs/live-map.md),
 * as an operations employee works on a busy evening: an accepted order of a delivery
 * company waits past the unassigned alert without a rider; the map draws it at its
 * supplier with two riders of its company (one near, one across town) and lists it as
 * "ready, no rider"; the employee opens the order from its marker, the assign dialog
 * offers the nearer rider first, the employee assigns them and the exception leaves the
 * list. Offline, as the tests run: the tiles are refused and the map says it draws
 * without them. In English on a desktop (1440×900) and in Arabic on a touch tablet.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { backendOrder } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openSignedIn, skipReason } from './browser';
import { messageAfter } from './messages';
import { seriousViolations } from './axe';
import ar from '@/locales/ar/liveMap.json';
import arOrders from '@/locales/ar/orders.json';
import en from '@/locales/en/liveMap.json';
import enOrders from '@/locales/en/orders.json';

const ADMIN = demoAccount('admin@demo.om');
/** Screenshots for a person to look at (not compared). */
const SHOTS = resolve(import.meta.dirname, '../../.cache/live-map');
const COMPANY = 'delivery-company-001';
const SUPPLIER = 'supplier-001';
/** Where the test puts the supplier's shop when the seed left it unknown (Al Khuwair). */
const SHOP = { latitude: 23.5957, longitude: 58.4112 };

interface Placed {
  readonly id: string;
  readonly near: string;
  readonly far: string;
}

/**
 * Places an accepted order of the company, 12 minutes old, without a rider (the seed's
 * alert: 10 minutes), and two riders of the company: the second by name 300 m from the
 * supplier, the first 3 km away, both having just written their positions. The supplier
 * is the one other files place their orders at (supplier-001): on a tablet its many open
 * orders set a new one far out on its spiral, which "Show on map" brings to the centre.
 */
async function placeOrder(prefix: string): Promise<Placed> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const supplier = await db.collection('users').doc(SUPPLIER).get();
  let shop = { latitude: Number(supplier.get('latitude')), longitude: Number(supplier.get('longitude')) };
  if (!shop.latitude || !shop.longitude) {
    shop = SHOP;
    await supplier.ref.update(shop);
  }
  const riders = await db
    .collection('users')
    .where('type', '==', 'rider')
    .where('deliveryCompanyId', '==', COMPANY)
    .where('blocked', '==', false)
    .orderBy('name')
    .limit(2)
    .get();
  const [far, near] = riders.docs;
  if (!far || !near) throw new Error(`The seed has fewer than two unblocked riders of ${COMPANY}`);
  const now = Timestamp.now();
  await near.ref.update({ latitude: shop.latitude + 0.0027, longitude: shop.longitude, updatedAt: now });
  await far.ref.update({ latitude: shop.latitude + 0.027, longitude: shop.longitude, updatedAt: now });
  const id = `${prefix}-${Date.now().toString(36)}`;
  await db
    .collection('orders')
    .doc(id)
    .set({
      ...backendOrder({ status: 'accepted', at: new Date(Date.now() - 12 * 60_000) }),
      deliveryCompanyId: COMPANY,
    });
  return { id, near: String(near.get('name')), far: String(far.get('name')) };
}

/** The tests run offline: every tile request is refused, as without a network. */
async function offline(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** The map's marker or the list's entry whose accessible name matches. */
const marker = (page: Page, name: RegExp) => page.getByTestId('live-map').getByRole('button', { name });

/**
 * Expects the marker's whole box inside the map's, as a person sees it: the map fits its
 * places with room for each one's spiral.
 */
async function expectInsideMap(page: Page, target: Locator): Promise<void> {
  const map = await page.getByTestId('live-map').boundingBox();
  const box = await target.boundingBox();
  if (!map || !box) throw new Error('The map or the marker is not drawn');
  expect(box.x).toBeGreaterThanOrEqual(map.x);
  expect(box.y).toBeGreaterThanOrEqual(map.y);
  expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
  expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height);
}

/**
 * Opens the order from its marker, checks the nearer rider comes first, assigns them,
 * and waits for the order's exception to leave the list.
 */
async function assignNearer(
  page: Page,
  placed: Placed,
  texts: { readonly submit: string; readonly assigned: string; readonly locate: string },
  touch: boolean,
): Promise<void> {
  // As a person on a busy map: show the order on the map from its exception (street zoom, its marker focused).
  const exception = page.getByTestId('map-exception').filter({ hasText: placed.id });
  const locate = exception.getByRole('button', { name: texts.locate });
  if (touch) await locate.tap();
  else await locate.click();
  const orderMarker = marker(page, new RegExp(placed.id));
  await page.waitForFunction((id) => document.activeElement?.getAttribute('title')?.includes(id) === true, placed.id);
  await expectInsideMap(page, orderMarker);
  if (touch) await orderMarker.tap();
  else await orderMarker.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: new RegExp(placed.far) }).waitFor();
  // Once the supplier's position and App info are read, the nearer rider comes first.
  await expect
    .poll(async () => {
      const names = await dialog
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
      const nearAt = names.findIndex((name) => name.includes(placed.near));
      const farAt = names.findIndex((name) => name.includes(placed.far));
      return nearAt >= 0 && farAt > nearAt;
    })
    .toBe(true);
  await dialog.getByRole('radio', { name: new RegExp(placed.near) }).check();
  await messageAfter(page, texts.assigned.replace('{{rider}}', placed.near), () =>
    dialog.getByRole('button', { name: texts.submit }).click(),
  );
  await dialog.waitFor({ state: 'hidden' });
  await page.getByTestId('map-exception').filter({ hasText: placed.id }).waitFor({ state: 'detached' });
  const stored = await adminFirestore(E2E_PROJECT_ID).collection('orders').doc(placed.id).get();
  expect(stored.get('deliveryStatus')).toBe('assigned');
}

describe.skipIf(skipReason() !== '')('the live map in headless Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: the waiting order and two riders of its company are on the map; the nearer rider is assigned from its marker and the exception leaves the list', async () => {
    const placed = await placeOrder('e2e-map');
    // From the late orders board's link.
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/allOrders/late', {
      viewport: { width: 1440, height: 900 },
      watch: (opening) => offline(opening.context()),
    });
    await page.getByRole('link', { name: en['liveMap.open'] }).click();
    await page.getByRole('heading', { level: 1, name: en['liveMap.title'] }).waitFor();
    // Offline: the map says it draws without its background.
    await page.getByTestId('map-no-tiles').waitFor();
    await marker(page, new RegExp(`${placed.id}.*${enOrders['order.statuses.accepted']}`)).waitFor();
    // Each rider is drawn, free or carrying an order of the seed.
    await marker(page, new RegExp(placed.near)).waitFor();
    await marker(page, new RegExp(placed.far)).waitFor();
    const exception = page.getByTestId('map-exception').filter({ hasText: placed.id });
    await exception.getByText(en['liveMap.exception.noRider']).waitFor();
    // The list equivalent names the same.
    await page.getByTestId('map-order').filter({ hasText: placed.id }).waitFor();
    await page.getByTestId('map-rider').filter({ hasText: placed.near }).waitFor();
    await page.screenshot({ path: `${SHOTS}/live-map-en-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);

    await assignNearer(
      page,
      placed,
      {
        submit: enOrders['order.assignSubmit'],
        assigned: enOrders['order.assignedMessage'],
        locate: en['liveMap.locate'],
      },
      false,
    );
    // The rider now carries the order, on the map and in the list.
    await marker(page, new RegExp(`${placed.near}.*${placed.id}`)).waitFor();
    await page.getByTestId('map-rider').filter({ hasText: placed.near }).getByText(placed.id).waitFor();
    await context.close();
  });

  it('in Arabic on a touch tablet: the same, with 44 px markers, tapping the order', async () => {
    const placed = await placeOrder('e2e-map-ar');
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/allOrders/map', (opening) =>
      offline(opening.context()),
    );
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: ar['liveMap.title'] }).waitFor();
    await page.getByTestId('map-no-tiles').getByText(ar['liveMap.noTiles']).waitFor();
    const orderMarker = marker(page, new RegExp(placed.id));
    await orderMarker.waitFor();
    const box = await orderMarker.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await marker(page, new RegExp(placed.near)).waitFor();
    await marker(page, new RegExp(placed.far)).waitFor();
    await page
      .getByTestId('map-exception')
      .filter({ hasText: placed.id })
      .getByText(ar['liveMap.exception.noRider'])
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/live-map-ar-820.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    await assignNearer(
      page,
      placed,
      {
        submit: arOrders['order.assignSubmit'],
        assigned: arOrders['order.assignedMessage'],
        locate: ar['liveMap.locate'],
      },
      true,
    );
    await context.close();
  });
});
