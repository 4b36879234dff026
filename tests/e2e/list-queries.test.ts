/**
 * Every list screen sorted, searched and filtered once, through its URL (lists keep
 * their state there), so that the queries each kind of list state sends are recorded
 * by tests/e2e/browser.ts and proven indexed afterwards (issue 30 item 6;
 * docs/performance.md "Every query indexed, proven"). For each screen: a sort other
 * than the default, the first filter with one of its sorts, and a search (with that
 * filter, where the list can search) — each visit waits for the rows or the empty message.
 * The panel is loaded once; each address is then opened inside it, as its own links open
 * one (`openInPanel`), not by a new page load: the list's queries are the same, without
 * a whole start of the panel for each of the 80-odd addresses (docs/testing.md).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ENTITY_LIST } from '@/entities/registry';
import type { EntityDef } from '@/lib/entity/define';
import { demoAccount, launchBrowser, openInPanel, openSignedIn, skipReason } from './browser';

/** The list screens: their path and the registry name of the definition they list. */
const SCREENS: readonly { readonly path: string; readonly name: string }[] = [
  { path: '/user', name: 'customer' },
  { path: '/supplier', name: 'supplier' },
  { path: '/deliveryCompany', name: 'deliveryCompany' },
  { path: '/rider', name: 'rider' },
  { path: '/Admins', name: 'employee' },
  { path: '/SubscriptionPackages', name: 'subscriptionPackage' },
  { path: '/Category', name: 'category' },
  { path: '/Cities', name: 'city' },
  { path: '/coupon', name: 'coupon' },
  { path: '/Products', name: 'product' },
  { path: '/allOrders', name: 'order' },
  { path: '/supplierCancelledOrders', name: 'order' },
  { path: '/withdraw', name: 'withdrawal' },
  { path: '/prizesFines', name: 'prizeFine' },
  { path: '/FAQs', name: 'faq' },
  { path: '/articles', name: 'article' },
  { path: '/imageGallery', name: 'galleryImage' },
  { path: '/advertise', name: 'advertisement' },
  { path: '/banners', name: 'banner' },
  { path: '/contact', name: 'contactMessage' },
  { path: '/customerService', name: 'customerServiceRequest' },
  { path: '/RiderService', name: 'riderReport' },
];

/** A value of a filter field as the URL carries it (any value sends the query). */
function filterText(def: EntityDef, field: string): string {
  const descriptor = (def.fields as Record<string, { kind: string; values?: readonly string[] }>)[field];
  if (descriptor?.kind === 'boolean') return 'true';
  return descriptor?.values?.[0] ?? 'none';
}

/** The URLs that sort, filter and search one list. */
function visits(path: string, def: EntityDef): string[] {
  const { list } = def;
  const sort = list.sorts.find((s) => s !== list.defaultSort.field) ?? list.defaultSort.field;
  const out = [`${path}?sort=${sort}.asc`];
  const [field, sorts] = Object.entries(list.filters ?? {})[0] ?? [];
  const filter = field ? `f.${field}=${encodeURIComponent(filterText(def, field))}` : '';
  if (field) out.push(`${path}?${filter}&sort=${(sorts as readonly string[] | undefined)?.[0] ?? sort}.desc`);
  if (list.search) {
    const searchSort = list.search.sorts[list.search.sorts.length - 1] ?? list.defaultSort.field;
    out.push(`${path}?q=a&sort=${searchSort}.asc${filter ? `&${filter}` : ''}`);
  }
  if (list.dateRange) out.push(`${path}?from=2020-01-01&to=2030-12-31${filter ? `&${filter}` : ''}`);
  return out;
}

/**
 * Waits for what a person waits for: the list's rows, or its empty message ("No
 * results", or the list's own words when nothing narrows it: a sort on a field no
 * document has yet leaves the list empty). The table shows with its first answer.
 */
async function listShown(page: Page): Promise<void> {
  // The image gallery is a grid of pictures: its items, or its empty message.
  await page
    .locator(
      'tbody tr[data-id]:visible, [data-list-empty]:visible, [data-testid="gallery-item"]:visible, [data-testid="gallery-empty"]:visible',
    )
    .first()
    .waitFor();
}

describe.skipIf(skipReason() !== '')('every list sorted, filtered and searched', () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const browser = await launchBrowser();
    close = () => browser.close();
    const admin = demoAccount('admin@demo.om');
    ({ page } = await openSignedIn(browser, admin.email, admin.password, '/about', {
      viewport: { width: 1440, height: 900 },
    }));
  });
  afterAll(async () => {
    await close?.();
  });

  it.each(SCREENS)('$path', async ({ path, name }) => {
    const def = ENTITY_LIST.find((d) => d.name === name);
    if (!def) throw new Error(`No definition ${name}`);
    for (const url of visits(path, def)) {
      await openInPanel(page, url);
      await listShown(page);
    }
  });
});
