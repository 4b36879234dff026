/**
 * A confirmation shown while a dialog is open is a modal dialog of its own on top, read
 * by assistive technology (issue 34, "Screen readers"): the confirmation is role dialog
 * with aria-modal and outside every aria-hidden subtree, the dialog under it aria-hidden.
 * Checked on a key's translation history (its Restore asks first), in headless Chromium.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { launchBrowser, openSignedIn, skipReason } from './browser';

const TRANSLATOR = DEMO_ACCOUNTS.find((a) => a.email === 'translator@demo.om');
/** A key no other e2e test edits; its text is restored at the end. */
const KEY = 'audit.clearFilters';

/** @returns for each open dialog (by its accessible name): aria-modal, and whether an ancestor is aria-hidden */
function dialogs(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="dialog"]')].map((dialog) => ({
      name: document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      modal: dialog.getAttribute('aria-modal'),
      hidden: Boolean(dialog.closest('[aria-hidden="true"]')),
    })),
  );
}

describe.skipIf(skipReason() !== '')('a confirmation over a dialog (issue 34)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is its own modal dialog on top; the dialog under it is hidden from assistive technology', async () => {
    const { context, page } = await openSignedIn(
      browser,
      TRANSLATOR?.email ?? '',
      TRANSLATOR?.password ?? '',
      `/translation`,
    );
    // One change of the key, to restore from its history.
    await page.getByRole('searchbox', { name: 'Search' }).fill(KEY);
    const row = page.getByRole('row').filter({ hasText: KEY }).first();
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit translation' });
    await edit.getByLabel('English').fill(`Clear all filters ${Date.now()}`);
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: new RegExp(`History of ${KEY}`) });
    await history.getByRole('listitem').first().getByRole('button', { name: 'Restore' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Restore this text?' });
    await confirmation.waitFor();
    const open = await dialogs(page);
    expect(open.find((d) => d.name === 'Restore this text?')).toEqual({
      name: 'Restore this text?',
      modal: 'true',
      hidden: false,
    });
    expect(open.find((d) => d.name.startsWith(`History of ${KEY}`))?.hidden).toBe(true);
    // Focus is in the confirmation.
    expect(await confirmation.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await confirmation.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Text restored').first().waitFor();
    await context.close();
  });
});
