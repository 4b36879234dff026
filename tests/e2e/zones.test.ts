/**
 * Delivery zones in headless Chromium (issue 50 item 2; docs/data-model.md "Delivery
 * zones"): an operations employee gives an area of Muscat a zone. A self-intersecting
 * outline is refused with a translated message and nothing typed or drawn is lost; a
 * zone drawn on the map (English, desktop 1440×900, mouse) or typed as points (Arabic,
 * touch tablet 820×1180) is saved, comes back on reload, and an order whose address lies
 * inside it shows the zone on its page and on the live map. Offline, as the tests run:
 * the tiles are refused and the editor says it draws without them. axe-core finds no
 * serious violation on the form in either language.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFirestore } from '../support/admin';
import { backendOrder } from '../support/orders';
import { E2E_PROJECT_ID } from '../support/emulators';
import { arabicTablet, demoAccount, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';
import { seriousViolations } from './axe';
import arCities from '@/locales/ar/cities.json';
import arOrders from '@/locales/ar/orders.json';
import arEntity from '@/locales/ar/entity.json';
import enCities from '@/locales/en/cities.json';
import enEntity from '@/locales/en/entity.json';

const ADMIN = demoAccount('admin@demo.om');
/** Screenshots for a person to look at (not compared). */
const SHOTS = resolve(import.meta.dirname, '../../.cache/zones');
const CITY = 'city-muscat';
/** Muscat's centre as the seed gives it: the map opens there, the order is delivered there. */
const CENTRE = { lat: 23.588, lng: 58.3829 };
/** A bow tie around the centre: its edges cross. */
const BOW_TIE = '23.598, 58.3729\n23.578, 58.3929\n23.598, 58.3929\n23.578, 58.3729';
/** A square of about 2 km around the centre, typed in Arabic-Indic digits with the Arabic comma. */
const SQUARE_AR = '٢٣٫٥٩٨، ٥٨٫٣٧٢٩\n٢٣٫٥٩٨، ٥٨٫٣٩٢٩\n٢٣٫٥٧٨، ٥٨٫٣٩٢٩\n٢٣٫٥٧٨، ٥٨٫٣٧٢٩';

/**
 * Writes, as the backend would, an area of Muscat without a zone (its city's count
 * stepped) and an accepted order delivered at the city's centre.
 * @returns their ids and the area's English name
 */
async function place(prefix: string): Promise<{ areaId: string; name: string; nameAr: string; orderId: string }> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const stamp = Date.now().toString(36);
  const areaId = `${prefix}-area-${stamp}`;
  const name = `Zone test ${stamp}`;
  const nameAr = `منطقة الاختبار ${stamp}`;
  const now = Timestamp.now();
  await db.collection('areas').doc(areaId).set({
    cityId: CITY,
    nameEn: name,
    nameAr,
    zone: [],
    deliveryFee: 0,
    minimumOrder: 0,
    zonePriority: 0,
    zoneActive: false,
    createdAt: now,
    updatedAt: now,
    createdBy: 'seed',
    updatedBy: 'seed',
  });
  await db
    .collection('cities')
    .doc(CITY)
    .update({ areaCount: FieldValue.increment(1) });
  const orderId = `${prefix}-order-${stamp}`;
  await db
    .collection('orders')
    .doc(orderId)
    .set({
      ...backendOrder({ status: 'accepted', at: new Date(Date.now() - 5 * 60_000) }),
      cityId: CITY,
      latitude: CENTRE.lat,
      longitude: CENTRE.lng,
    });
  return { areaId, name, nameAr, orderId };
}

/** The tests run offline: every tile request is refused, as without a network. */
async function offline(context: BrowserContext): Promise<void> {
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** The stored zone of an area. */
async function storedZone(areaId: string): Promise<unknown[]> {
  const snapshot = await adminFirestore(E2E_PROJECT_ID).collection('areas').doc(areaId).get();
  return (snapshot.get('zone') as unknown[] | undefined) ?? [];
}

/** Types the bow tie, applies it, saves, and checks the refusal keeps it and stores nothing. */
async function refuseBowTie(page: Page, areaId: string, texts: { message: string; apply: string; save: string }) {
  const box = page.getByTestId('zone-text');
  await box.fill(BOW_TIE);
  await page.getByRole('button', { name: texts.apply }).click();
  await page.getByText(texts.message).first().waitFor();
  await page.getByRole('button', { name: texts.save }).click();
  await page.getByText(texts.message).first().waitFor();
  // Nothing lost: the points are still there, the form still open, nothing stored.
  expect(await box.inputValue()).toBe(BOW_TIE);
  expect(page.url()).toContain('/edit');
  expect(await storedZone(areaId)).toEqual([]);
}

describe.skipIf(skipReason() !== '')('delivery zones in headless Chromium', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in English on a desktop: a crossing outline is refused and kept; a zone drawn on the map is saved, reloaded and found for an order inside it', async () => {
    const placed = await place('e2e-zone');
    const editPath = `/Cities/id/${CITY}/areas/id/${placed.areaId}/edit`;
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, editPath, {
      viewport: { width: 1440, height: 900 },
      watch: (opening) => offline(opening.context()),
    });
    const editUrl = `${new URL(page.url()).origin}${editPath}`;
    const map = page.getByTestId('zone-map');
    await map.locator('.leaflet-container').waitFor();
    await page.getByTestId('zone-no-tiles').getByText(enCities['area.zoneTilesFailed']).waitFor();

    await refuseBowTie(page, placed.areaId, {
      message: enCities['area.validation.zoneSelfIntersecting'],
      apply: enCities['area.zoneApplyText'],
      save: enEntity['common.save'],
    });

    // Draw a square of about 3 km around the centre (where the map opened) with the mouse.
    await page.getByRole('button', { name: enCities['area.zoneDraw'] }).click();
    await map.scrollIntoViewIfNeeded();
    await map.locator('.leaflet-container').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = await map.boundingBox();
    if (!box) throw new Error('the zone map has no box');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const corners = [
      [cx - 60, cy - 60],
      [cx + 60, cy - 60],
      [cx + 60, cy + 60],
      [cx - 60, cy + 60],
      [cx - 60, cy - 60],
    ] as const;
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await page.screenshot({ path: `${SHOTS}/zone-drawn-en-1440.png` });
    await page.getByTestId('zone-count').getByText('Points: 4').waitFor();
    await expect.poll(async () => (await page.getByTestId('zone-text').inputValue()).split('\n').length).toBe(4);
    await page.getByLabel(enCities['area.deliveryFee']).fill('1.250');
    await page.getByLabel(enCities['area.minimumOrder']).fill('5');
    await page.getByLabel(enCities['area.zonePriority']).fill('10');
    await page.getByLabel(enCities['area.zoneActive']).check();
    await page.screenshot({ path: `${SHOTS}/zone-en-1440.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: enEntity['common.save'] }).click();
    await expect.poll(async () => (await storedZone(placed.areaId)).length, { timeout: 15_000 }).toBe(4);
    const stored = await adminFirestore(E2E_PROJECT_ID).collection('areas').doc(placed.areaId).get();
    expect(stored.get('deliveryFee')).toBe(1250);
    expect(stored.get('minimumOrder')).toBe(5000);
    expect(stored.get('zoneActive')).toBe(true);

    // Reloaded, the zone comes back.
    await page.goto(editUrl);
    await page.getByTestId('zone-count').getByText('Points: 4').waitFor();

    // The order delivered at the centre falls in it, on its page and on the live map.
    await openInPanel(page, `/allOrders/id/${placed.orderId}`);
    await page.getByTestId('order-zone').getByText(placed.name).waitFor();
    await page
      .getByTestId('order-zone')
      .getByText(/1\.250/)
      .waitFor();
    await openInPanel(page, '/allOrders/map');
    await page.getByTestId('map-zone-count').waitFor();
    await page
      .getByTestId('live-map')
      .getByRole('button', { name: new RegExp(`${placed.orderId}.*${placed.name}`) })
      .waitFor();
    await page.screenshot({ path: `${SHOTS}/map-zones-en-1440.png` });
    await context.close();
  });

  it('in Arabic on a touch tablet: the refusal in Arabic; a zone typed as points is saved, reloaded and found for the order', async () => {
    const placed = await place('e2e-zone-ar');
    const editPath = `/Cities/id/${CITY}/areas/id/${placed.areaId}/edit`;
    const { context, page } = await arabicTablet(browser, ADMIN.email, ADMIN.password, editPath, (opening) =>
      offline(opening.context()),
    );
    const editUrl = `${new URL(page.url()).origin}${editPath}`;
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByTestId('zone-map').locator('.leaflet-container').waitFor();
    await page.getByTestId('zone-no-tiles').getByText(arCities['area.zoneTilesFailed']).waitFor();
    await refuseBowTie(page, placed.areaId, {
      message: arCities['area.validation.zoneSelfIntersecting'],
      apply: arCities['area.zoneApplyText'],
      save: arEntity['common.save'],
    });
    // The editor's buttons are large enough for a finger.
    for (const name of [arCities['area.zoneApplyText'], arCities['area.zoneDraw']]) {
      const size = await page.getByRole('button', { name }).boundingBox();
      expect(size?.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByTestId('zone-text').fill(SQUARE_AR);
    await page.getByRole('button', { name: arCities['area.zoneApplyText'] }).tap();
    await page
      .getByTestId('zone-count')
      .getByText(arCities['area.zonePointTotal'].replace('{{n, number}}', '4'))
      .waitFor();
    // Each vertex, middle marker and zoom button is a 44 px finger target on the touch tablet.
    const markers = page.getByTestId('zone-map').locator('.marker-icon');
    await expect.poll(() => markers.count()).toBeGreaterThanOrEqual(4);
    const zoom = page.getByTestId('zone-map').locator('.leaflet-control-zoom a');
    for (const marker of [...(await markers.all()), ...(await zoom.all())]) {
      const box = await marker.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    }
    // Above the English test's zone (10), which holds the same centre.
    await page.getByLabel(arCities['area.zonePriority']).fill('٢٠');
    await page.getByLabel(arCities['area.zoneActive']).check();
    await page.screenshot({ path: `${SHOTS}/zone-ar-820.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: arEntity['common.save'] }).tap();
    await expect.poll(async () => (await storedZone(placed.areaId)).length, { timeout: 15_000 }).toBe(4);

    // Reloaded (a load, not openInPanel), the zone comes back from Firestore.
    await page.goto(editUrl);
    await page
      .getByTestId('zone-count')
      .getByText(arCities['area.zonePointTotal'].replace('{{n, number}}', '4'))
      .waitFor();
    await openInPanel(page, `/allOrders/id/${placed.orderId}`);
    // Two zones hold the centre (the English test's, priority 10, and this one, 20): the higher wins.
    await page.getByRole('heading', { level: 2, name: arOrders['order.details'] }).waitFor();
    await page.getByTestId('order-zone').getByText(placed.nameAr).waitFor();
    await page.screenshot({ path: `${SHOTS}/order-zone-ar-820.png`, fullPage: true });
    await context.close();
  });
});
