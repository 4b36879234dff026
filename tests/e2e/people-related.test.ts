/**
 * What belongs to a person, on their page, in headless Chromium (spec §2 Manage User,
 * Manage Rider; docs/access.md "People"): a /user holder opens a copy of the seed's
 * regular customer, pages through their orders to page 3 and opens one (items, totals, the
 * other parties named; no timeline without /allOrders); a rider's page sums their fines
 * and rewards with aggregation queries and lists them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldPath } from 'firebase-admin/firestore';
import { buildCustomers } from '../../scripts/seed-data/build';
import { regularCustomer } from '../../scripts/seed-data/orders';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { demoAccount, launchBrowser, openSignedIn, settled, skipReason } from './browser';
import { cell, rows } from './table';
import { searchPrefixes } from '@/lib/data/convert';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatCurrency } from '@/lib/format';
import common from '@/locales/en/common.json';
import entity from '@/locales/en/entity.json';
import orders from '@/locales/en/orders.json';
import people from '@/locales/en/people.json';
import prizesFines from '@/locales/en/prizesFines.json';

const WAIT = { timeout: 15_000 };

/** The order ids of the rows on screen in a related list, by their page link. */
async function rowIds(page: Page, region: string): Promise<string[]> {
  return rows(page.getByRole('region', { name: region })).evaluateAll((elements) =>
    elements.map((e) => e.getAttribute('data-id') ?? ''),
  );
}

/**
 * A customer of this test's own: the seed's regular customer (over 20 orders) copied
 * under a new id, name, e-mail and phone, with copies of the seed's orders of theirs. Other e2e files
 * write orders for the regular customer while this one pages through a live list (CI
 * met page 3's row leaving the screen when order-timeline added one); a list of its
 * own changes only when this test changes it.
 *
 * @returns the new customer's id and name
 */
async function customerOfItsOwn(): Promise<{ id: string; name: string }> {
  const db = adminFirestore(E2E_PROJECT_ID);
  const regular = regularCustomer({ customers: buildCustomers() });
  const suffix = Date.now().toString(36);
  const id = `e2e-pages-${suffix}`;
  // Not the regular customer's name with more: a search for theirs finds them alone
  // (keeps-state and palette pick an option by that name).
  const name = `Paging Customer ${suffix}`;
  const person = await db.doc(`users/${regular.id}`).get();
  const seeded = (await db.collection('orders').where('userId', '==', regular.id).get()).docs.filter(
    (d) => !d.id.startsWith('e2e-'),
  );
  const batch = db.batch();
  // Its own name, e-mail and phone (a landline number: the seed's are mobiles, 9… and 7…),
  // so a search for the regular customer finds one person (order-search.test.ts).
  const phone = `+9682${String(Date.now() % 10_000_000).padStart(7, '0')}`;
  const data: Record<string, unknown> = {
    ...person.data(),
    name,
    email: `${id}@example.om`,
    phone,
    whatsapp: phone,
  };
  // What the panel's converter stores beside the searched fields (name, email, phone).
  batch.set(db.doc(`users/${id}`), { ...data, searchPrefixes: searchPrefixes([name, data['email'], data['phone']]) });
  for (const order of seeded) batch.set(db.doc(`orders/${id}-${order.id}`), { ...order.data(), userId: id });
  await batch.commit();
  return { id, name };
}

describe.skipIf(skipReason() !== '')("a person's page in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a /user holder pages through a customer's orders to page 3 and opens one", async () => {
    const customer = await customerOfItsOwn();
    // The customer's orders as the list sorts them: newest first, the document id breaking ties.
    const stored = await adminFirestore(E2E_PROJECT_ID)
      .collection('orders')
      .where('userId', '==', customer.id)
      .orderBy('createdAt', 'desc')
      .orderBy(FieldPath.documentId(), 'desc')
      .get();
    expect(stored.size).toBeGreaterThan(20);

    const holder = demoAccount('catalogue@demo.om');
    const { context, page } = await openSignedIn(
      browser,
      holder.email,
      holder.password,
      `/user?q=${encodeURIComponent(customer.name)}`,
      { viewport: { width: 1440, height: 900 } },
    );
    await page.getByRole('cell', { name: customer.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor(WAIT);
    // Spec §3 User: the ratings and reviews riders gave the customer.
    for (const label of [entity['person.rating'], entity['person.reviewCount']]) {
      await page.locator('dt', { hasText: label }).first().waitFor(WAIT);
    }

    const region = people['people.orders'];
    // The orders are a tab of the page (EntityShowPage's PageParts).
    await page.getByRole('tab', { name: region, exact: true }).click();
    const list = page.getByRole('region', { name: region });
    await expect.poll(async () => (await rowIds(page, region)).length, WAIT).toBe(10);
    const sorted = stored.docs.map((d) => d.id);
    const rowsOfPage = (n: number) => sorted.slice((n - 1) * 10, n * 10);
    const first = await rowIds(page, region);
    expect(first).toEqual(rowsOfPage(1));
    const shownPage = () => Number(new URL(page.url()).searchParams.get('orders.page') ?? '1');
    // What a person waits for before reading a page: the page its address names drawn,
    // its loading bar gone. The address changes first; until the list has rendered the
    // new page, the rows on screen are still the page before's (CI met page 2's first
    // row read as page 3's, then replaced under the click).
    const shownPageDrawn = () =>
      expect
        .poll(
          async () =>
            (await list.getByRole('progressbar').count()) === 0 &&
            (await rowIds(page, region)).join() === rowsOfPage(shownPage()).join(),
          WAIT,
        )
        .toBe(true);
    const next = list.getByRole('button', { name: 'Go to the next page' });
    // Two quick clicks: the second, while page 2 loads, is either too late (page 3) or
    // ignored (page 2), never a jump back to page 1.
    await next.click();
    await page.waitForURL(/orders\.page=2/);
    await next.click();
    await expect.poll(() => /orders\.page=[23]/.test(page.url()), WAIT).toBe(true);
    await shownPageDrawn();
    expect(page.url()).toMatch(/orders\.page=[23]/);
    if (shownPage() === 2) {
      await next.click();
      await page.waitForURL(/orders\.page=3/);
      await shownPageDrawn();
    }
    const third = await rowIds(page, region);
    expect(third).toEqual(rowsOfPage(3));
    expect(third.length).toBe(Math.min(10, stored.size - 20));
    // Every row on page 3 is one of the customer's orders, none of page 1's or 2's.
    const ids = new Set(stored.docs.map((d) => d.id));
    for (const id of third) expect(ids.has(id), id).toBe(true);
    expect(third.filter((id) => [...rowsOfPage(1), ...rowsOfPage(2)].includes(id))).toEqual([]);

    const opened = third[0] ?? '';
    await (await cell(list, list.locator(`tbody tr[data-id="${opened}"]`), 'Total price')).click();
    await page.waitForURL(`**/user/id/${customer.id}/orders/id/${opened}`);
    await page.getByRole('heading', { level: 1, name: `${orders['order.id']} ${opened}` }).waitFor(WAIT);
    const order = stored.docs.find((d) => d.id === opened);
    const items = page.getByRole('table', { name: orders['order.items'] });
    await expect.poll(() => items.locator('tbody tr').count(), WAIT).toBe((order?.get('items') as unknown[]).length);
    await page
      .getByText(formatCurrency(baisaToOmr(Number(order?.get('totalPrice'))), 'en'), { exact: true })
      .first()
      .waitFor(WAIT);
    // The trail leads back to the customer; no timeline without /allOrders.
    // (The order's people section links the customer too.)
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: customer.name }).waitFor();
    // The whole page drawn before the timeline is looked for by its absence.
    await settled(page);
    expect(await page.getByRole('heading', { name: orders['order.timeline'] }).count()).toBe(0);
    await context.close();
  });

  it("a rider's page sums their fines and rewards and lists them", async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const fines = await db.collection('prizesFines').where('personType', '==', 'rider').get();
    // Only approved ones count in the totals (docs/access.md, "Money and trust"); all are listed.
    const approved = fines.docs.filter((d) => d.get('status') === 'approved');
    const riderId = String(
      approved
        .find(
          (d) =>
            d.get('type') === 'fine' &&
            approved.some((r) => r.get('type') === 'reward' && r.get('personId') === d.get('personId')),
        )
        ?.get('personId') ?? '',
    );
    const theirs = fines.docs.filter((d) => d.get('personId') === riderId);
    const total = (type: string) =>
      theirs
        .filter((d) => d.get('type') === type && d.get('status') === 'approved')
        .reduce((sum, d) => sum + Number(d.get('value')), 0);
    expect(total('reward')).toBeGreaterThan(0);
    expect(total('fine')).toBeGreaterThan(0);

    const admin = demoAccount('admin@demo.om');
    const { context, page } = await openSignedIn(
      browser,
      admin.email,
      admin.password,
      `/rider/id/${riderId}?tab=prizesFines`,
      { viewport: { width: 1440, height: 900 } },
    );
    const region = page.getByRole('region', { name: people['people.prizesFines'] });
    const totals = region.getByTestId('prize-fine-totals');
    const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), 'en');
    for (const [key, value] of [
      ['prizeFine.totals.rewards', total('reward')],
      ['prizeFine.totals.fines', total('fine')],
      ['prizeFine.totals.net', total('reward') - total('fine')],
    ] as const) {
      const term = totals.locator('dt', { hasText: prizesFines[key] });
      await term.waitFor(WAIT);
      expect(await term.locator('xpath=following-sibling::dd[1]').innerText()).toBe(money(value));
    }
    await expect.poll(() => rows(region).count(), WAIT).toBe(theirs.length);
    await context.close();
  });

  it("says an order missing under a customer's page is not found, with the way back", async () => {
    const customer = regularCustomer({ customers: buildCustomers() });
    const admin = demoAccount('admin@demo.om');
    const { context, page } = await openSignedIn(
      browser,
      admin.email,
      admin.password,
      `/user/id/${customer.id}/orders/id/no-such-order`,
      { viewport: { width: 1440, height: 900 } },
    );
    await page.getByRole('heading', { level: 1, name: entity['record.missingTitle'] }).waitFor(WAIT);
    // The trail names the customer; the way back leads to the customer's page.
    await page
      .getByRole('navigation', { name: entity['common.breadcrumbs'] })
      .getByRole('link', { name: customer.name })
      .waitFor();
    await page
      .getByRole('link', { name: entity['record.backTo'].replace('{{list}}', common['navbar.allOrders']) })
      .click();
    await page.waitForURL(`**/user/id/${customer.id}`);
    await page.getByRole('heading', { level: 1, name: customer.name }).waitFor(WAIT);
    await context.close();
  });
});
