/**
 * Cross-script names in headless Chromium on an Arabic touch tablet (issue 34 item 5,
 * docs/data-model.md "Cross-script names"): «سعيد» typed in the palette and in the
 * riders' list finds the seeded rider stored in Latin ("Said Al-Hinai"), and "Khalid"
 * typed in the palette and in the customers' list finds the seeded customer stored in
 * Arabic («خالد اللواتي»). In a form's searchable select «سعيد» narrows the riders
 * listed to that one at once, as a 44 px option a tap picks.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomers, buildRiders } from '../../scripts/seed-data/build';
import { arabicTablet, demoAccount, launchBrowser, openInPanel, skipReason } from './browser';
import { rows } from './table';
import arCommon from '@/locales/ar/common.json';
import arEntity from '@/locales/ar/entity.json';
import arPalette from '@/locales/ar/palette.json';
import arWithdrawals from '@/locales/ar/withdrawals.json';

const ADMIN = demoAccount('admin@demo.om');

/** How long a poll waits for the emulator's answers on a busy machine. */
const WAIT = { timeout: 15_000 };

/** A seeded person by id (the seed is deterministic). */
function seeded(id: string) {
  const person = [...buildRiders(), ...buildCustomers()].find((p) => p.id === id);
  if (!person) throw new Error(`no seeded person ${id}`);
  return person;
}

/** Opens the palette with one tap on the top bar's button and types `text`. */
async function paletteSearch(page: Page, text: string) {
  const button = page.getByRole('button', { name: arCommon['navbar.search'], exact: true });
  await button.waitFor();
  await button.tap();
  const box = page.getByRole('combobox', { name: arPalette['palette.label'] });
  await box.waitFor();
  await box.fill(text);
}

/** Whether a row of the list shows `name`. */
async function shows(page: Page, name: string): Promise<boolean> {
  return (await rows(page).filter({ hasText: name }).count()) > 0;
}

describe.skipIf(skipReason() !== '')('cross-script names in headless Chromium', { retry: 0 }, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('«سعيد» finds a person stored in Latin and "Khalid" one stored in Arabic, in the palette and the lists', async () => {
    const latin = seeded('rider-001');
    const arabic = seeded('user-0023');
    expect(latin.name).toBe('Said Al-Hinai');
    expect(arabic.name).toBe('خالد اللواتي');
    // The palette opens on any screen: the coupons, not the dashboard and its charts.
    const { page, context } = await arabicTablet(browser, ADMIN.email, ADMIN.password, '/coupon');

    // The palette reads at most a few people: the whole name narrows to one.
    await paletteSearch(page, 'سعيد الهنائي');
    await page.getByRole('option', { name: new RegExp(latin.name) }).waitFor();
    await page.keyboard.press('Escape');
    await paletteSearch(page, 'Khalid Al-Lawati');
    await page.getByRole('option', { name: new RegExp(arabic.name) }).waitFor();
    await page.keyboard.press('Escape');

    await openInPanel(page, '/rider');
    await rows(page).first().waitFor();
    await page.getByRole('searchbox', { name: arEntity['common.search'] }).fill('سعيد');
    await expect.poll(() => shows(page, latin.name), WAIT).toBe(true);
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), WAIT).toBe('سعيد');

    await openInPanel(page, '/user');
    await rows(page).first().waitFor();
    await page.getByRole('searchbox', { name: arEntity['common.search'] }).fill('Khalid');
    await expect.poll(() => shows(page, arabic.name), WAIT).toBe(true);

    // A form's searchable select (ReferencePicker): the riders listed as it opens narrow
    // at once to the one «سعيد» names, before the search's answer comes; its option is a
    // 44 px touch target, and a tap picks it.
    await openInPanel(page, '/withdraw/remittances/new');
    const riderField = page.getByRole('combobox', { name: arWithdrawals['remittance.rider'] });
    await riderField.tap();
    await page.getByRole('option').first().waitFor();
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
    await riderField.fill('سعيد');
    expect(await page.getByRole('option').allInnerTexts()).toEqual([latin.name]);
    const option = page.getByRole('option', { name: latin.name });
    expect((await option.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await option.tap();
    await expect.poll(() => riderField.inputValue(), WAIT).toBe(latin.name);
    await context.close();
  });
});
