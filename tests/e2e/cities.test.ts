/**
 * /Cities in headless Chromium (spec §2, §3): an admin creates a city (with the
 * form's validation messages and a radius typed in Arabic digits), opens it, adds an
 * area from the city's page (the city preset), sees the area listed there, and is
 * refused deleting the city while it has the area; in Arabic the list has Arabic
 * headers and Arabic digits.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { areaEntity, cityEntity } from '@/entities/city';
import en from '@/locales/en/cities.json';
import { launchBrowser, openSignedIn, skipReason } from './browser';
import { fillRequired } from './forms';
import { rows } from './table';
import { messageAfter } from './messages';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.email === 'admin@demo.om');

describe.skipIf(skipReason() !== '')('/Cities in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates a city, opens it, adds an area and sees it listed on the city page', async () => {
    if (!ADMIN) throw new Error('No demo account admin@demo.om');
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/Cities');
    await page.getByRole('heading', { name: 'Cities', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'New city' }).click();
    await page.waitForURL('**/Cities/new');

    // Validation (spec §5 and the radius rules), then a radius typed in Arabic digits.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please input some text').first().waitFor();
    await page.getByText('Radius is a required field').waitFor();
    await page.getByLabel('Name (English)').fill('Duqm');
    await page.getByLabel('Name (Arabic)').fill('الدقم');
    await page.getByLabel('Radius around the supplier').fill('12.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Radius must be a positive whole number of metres').waitFor();
    await page.getByLabel('Radius around the supplier').fill('١٢٠٠٠');
    // Any other required field of the definition, from its sample.
    await fillRequired(page, cityEntity, en);
    await messageAfter(page, 'Insert Successfully', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    await page.waitForURL((url) => url.pathname === '/Cities');

    // Find it in the list, with the radius formatted, and open it.
    // The new city is on the unfiltered first page too: wait for the search to apply
    // (the URL, then its one row) so the click does not race the list's update.
    await page.getByRole('searchbox', { name: 'Search' }).fill('duq');
    await page.waitForURL((url) => url.searchParams.get('q') === 'duq');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('cell', { name: '12,000 m' }).waitFor();
    await page.getByRole('cell', { name: 'Duqm', exact: true }).click();
    await page.waitForURL(/\/Cities\/id\/[^/]+$/);
    const cityId = new URL(page.url()).pathname.split('/')[3] ?? '';
    await page.getByRole('heading', { name: 'Duqm', level: 1 }).waitFor();
    await page.getByText('No areas found').waitFor();

    // Add an area from the city's page: the city is preset in the form.
    await page.getByRole('link', { name: 'New area' }).click();
    await page.waitForURL(`**/Cities/id/${cityId}/areas/new`);
    const cityField = page.getByRole('combobox', { name: 'City' });
    await expect.poll(() => cityField.inputValue(), { timeout: 10_000 }).toBe('Duqm');
    await page.getByLabel('Name (English)').fill('Ras Madrakah');
    await page.getByLabel('Name (Arabic)').fill('رأس مدركة');
    await fillRequired(page, areaEntity, en);
    await messageAfter(page, 'Insert Successfully', () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    await page.waitForURL((url) => url.pathname === `/Cities/id/${cityId}`);
    await page.getByRole('heading', { name: 'Areas', level: 2 }).waitFor();
    await page.getByRole('cell', { name: 'Ras Madrakah' }).waitFor();
    await page.getByRole('cell', { name: 'رأس مدركة' }).waitFor();

    const stored = (await adminFirestore(E2E_PROJECT_ID).doc(`cities/${cityId}`).get()).data() ?? {};
    expect(stored).toMatchObject({ nameEn: 'Duqm', nameAr: 'الدقم', radiusMeters: 12000, areaCount: 1 });

    // A city that still has areas is not deleted.
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await page.getByRole('dialog').getByText('Please delete the areas of this city first.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    expect((await adminFirestore(E2E_PROJECT_ID).doc(`cities/${cityId}`).get()).exists).toBe(true);
    await context.close();
  });

  it('shows the list with Arabic headers and Arabic digits in Arabic', async () => {
    if (!ADMIN) throw new Error('No demo account admin@demo.om');
    const { context, page } = await openSignedIn(browser, ADMIN.email, ADMIN.password, '/Cities', { locale: 'ar' });
    await page.getByRole('heading', { name: 'المدن', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const headers = page.getByRole('columnheader');
    await headers.first().waitFor();
    const texts = (await headers.allInnerTexts()).map((t) => t.trim());
    expect(texts).toEqual(
      expect.arrayContaining(['الاسم (بالإنجليزية)', 'الاسم (بالعربية)', 'نصف القطر', 'عدد المناطق']),
    );
    expect(texts).not.toContain('Name (English)');
    await page.getByRole('searchbox').fill('مسقط');
    await page.getByRole('cell', { name: /15,000/ }).waitFor();
    await page.getByRole('link', { name: 'مدينة جديدة' }).waitFor();
    await context.close();
  });
});

if (skipReason()) {
  describe('/Cities in headless Chromium', () => {
    it.skip(`cannot run here: ${skipReason()}`, () => {});
  });
}
