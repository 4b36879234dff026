/**
 * Content and service screens in headless Chromium (spec §2–§4, §8; docs/data-model.md):
 * an advertisement deactivated and a banner approved after their confirmations, as the
 * content editor sees them; the About App settings refusing a minimum radius above the
 * maximum (nothing saved), and a policy holding a `<script>` shown as text, nothing run;
 * a customer service request found by its status, answered and closed by support.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { adminFirestore } from '../support/admin';
import { E2E_PROJECT_ID } from '../support/emulators';
import { chooseOption, launchBrowser, openInPanel, openSignedIn, settled, skipReason } from './browser';
import enAds from '@/locales/en/advertisements.json';
import enBanners from '@/locales/en/banners.json';
import enAbout from '@/locales/en/about.json';
import enService from '@/locales/en/customerService.json';
import { messageAfter } from './messages';

/** Signs a demo account in and returns its page, open at `path` (not through the dashboard). */
async function signedIn(
  browser: Browser,
  email: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return openSignedIn(browser, account.email, account.password, path);
}

describe.skipIf(skipReason() !== '')('content and service screens in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('deactivates an active advertisement after its confirmation', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const id = 'advertisement-grill-weekend';
    expect((await db.doc(`advertisements/${id}`).get()).get('active')).toBe(true);
    const { context, page } = await signedIn(browser, 'content@demo.om', `/advertise/id/${id}`);
    await page.getByRole('heading', { name: 'Weekend mixed grill' }).waitFor();
    await page.getByText(enAds['advertisement.states.active'], { exact: true }).first().waitFor();

    await page.getByRole('button', { name: enAds['advertisement.deactivate'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(enAds['advertisement.deactivateConfirm']).waitFor();
    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await db.doc(`advertisements/${id}`).get()).get('active')).toBe(true);

    await page.getByRole('button', { name: enAds['advertisement.deactivate'] }).click();
    await dialog.getByRole('button', { name: enAds['advertisement.deactivate'] }).click();
    await page.getByText(enAds['advertisement.deactivated']).waitFor();
    await page.getByRole('button', { name: enAds['advertisement.activate'] }).waitFor();
    const stored = (await db.doc(`advertisements/${id}`).get()).data() ?? {};
    expect(stored['active']).toBe(false);
    expect(stored['decidedBy']).toBeTruthy();

    // The list shows it Inactive, and an expired one as Expired.
    await openInPanel(page, '/advertise');
    const row = page.getByRole('row').filter({ hasText: 'Weekend mixed grill' });
    await row.getByText(enAds['advertisement.states.inactive'], { exact: true }).first().waitFor();
    const expired = page.getByRole('row').filter({ hasText: 'New phones with one-year warranty' });
    await expired.getByText(enAds['advertisement.states.expired'], { exact: true }).waitFor();
    await context.close();
  });

  it('approves a pending banner from the list after its confirmation', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const id = 'banner-dates';
    expect((await db.doc(`banners/${id}`).get()).get('status')).toBe('pending');
    const { context, page } = await signedIn(browser, 'content@demo.om', '/banners');
    const row = page.getByRole('row').filter({ hasText: 'Khalas dates, new harvest' });
    await row.getByText(enBanners['banner.statuses.pending'], { exact: true }).waitFor();
    await row.getByRole('button', { name: enBanners['banner.approve'] }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(enBanners['banner.approveConfirm']).waitFor();
    await messageAfter(page, enBanners['banner.approved'], () =>
      dialog.getByRole('button', { name: enBanners['banner.approve'] }).click(),
    );
    await row.getByText(enBanners['banner.statuses.approved'], { exact: true }).waitFor();
    const stored = (await db.doc(`banners/${id}`).get()).data() ?? {};
    expect(stored['status']).toBe('approved');
    expect(stored['decidedBy']).toBeTruthy();

    // Its page says it is on the home screen now (approved, within its days).
    await row.getByText('Khalas dates, new harvest').click();
    await page.getByRole('heading', { name: 'Khalas dates, new harvest' }).waitFor();
    await page.getByText(enBanners['banner.live']).waitFor();
    // The target is the category, by name (read with /banners).
    await page.getByText('Sweets & Dates').waitFor();
    await page.getByRole('button', { name: enBanners['banner.reject'] }).waitFor();
    await context.close();
  });

  it('refuses a minimum radius above the maximum with its message, saving nothing', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const before = (await db.doc('appInfo/main').get()).data() ?? {};
    const { context, page } = await signedIn(browser, 'admin@demo.om', '/about');
    await page.getByRole('heading', { name: enAbout['appInfo.heading'] }).waitFor();
    const min = page.getByLabel(enAbout['appInfo.minRadius'], { exact: true });
    await expect.poll(() => min.inputValue()).toBe('500');
    // Units beside the numbers; the secret key only as "Set".
    await page.getByText(enAbout['appInfo.secretSet'], { exact: true }).waitFor();
    expect(await page.content()).not.toContain('sk_test_demo');

    await min.fill('20000');
    await page.getByLabel(enAbout['appInfo.maxRadius'], { exact: true }).fill('15000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(enAbout['appInfo.validation.radius']).waitFor();
    await expect(min.inputValue()).resolves.toBe('20000');
    const after = (await db.doc('appInfo/main').get()).data() ?? {};
    expect(after['minRadiusMeters']).toBe(before['minRadiusMeters']);
    expect(after['updatedAt']?.toMillis()).toBe(before['updatedAt']?.toMillis());
    await context.close();
  });

  it('shows a policy holding a <script> as text and runs nothing, typed or stored', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    // Stored by another client as raw HTML: sanitised before the editor reads it.
    await db.doc('appInfo/main').update({
      termsEn: '<p>Terms</p><script>window.__pwned = "stored"</script><img src="x" onerror="window.__pwned = \'img\'">',
    });
    const { context, page } = await signedIn(browser, 'admin@demo.om', '/about');
    const privacy = page.getByRole('textbox', { name: enAbout['appInfo.privacyPolicyEn'], exact: true });
    await privacy.waitFor();
    await page.getByRole('textbox', { name: enAbout['appInfo.termsEn'], exact: true }).getByText('Terms').waitFor();

    const typed = '<script>window.__pwned = "typed"</script>';
    await privacy.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(typed);
    await messageAfter(page, enAbout['appInfo.saved'], () =>
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    );
    const stored = String((await db.doc('appInfo/main').get()).get('privacyPolicyEn'));
    expect(stored).toContain('&lt;script&gt;');
    expect(stored).not.toContain('<script>');

    await page.reload();
    await page
      .getByRole('textbox', { name: enAbout['appInfo.privacyPolicyEn'], exact: true })
      .getByText(typed)
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('script:not([src])').filter({ hasText: '__pwned' }).count()).toBe(0);
    await context.close();
  });

  it('answers and closes an open customer service request found by its status', async () => {
    const db = adminFirestore(E2E_PROJECT_ID);
    const id = 'ticket-003';
    const before = (await db.doc(`customerService/${id}`).get()).data() ?? {};
    expect(before['status']).toBe('open');
    const { context, page } = await signedIn(browser, 'support@demo.om', '/customerService');
    // The list drawn and done loading before a filter is chosen (as a person waits).
    await page.locator('main tbody tr').first().waitFor();
    await settled(page);
    await chooseOption(
      page.getByRole('combobox', { name: enService['customerService.status'] }),
      enService['customerService.statuses.open'],
    );
    await page.waitForURL((url) => url.searchParams.get('f.status') === 'open');
    const row = page.getByRole('row').filter({ hasText: 'Wrong address on order' });
    await row.waitFor();
    // Only open requests are left: not the closed or the answered one.
    const subjects = async () => {
      const text = await page.getByRole('table').innerText();
      return ['Missing item', 'تأخر الطلب'].filter((subject) => text.includes(subject));
    };
    await expect.poll(subjects, { timeout: 15_000 }).toEqual([]);
    await row.getByText('Wrong address on order').click();
    await page.getByRole('heading', { name: 'Wrong address on order' }).waitFor();
    await page.getByText('I chose my office address by mistake', { exact: false }).waitFor();

    const reply = 'Done: the rider will deliver to your home in Al Khoud.';
    await page.getByRole('button', { name: enService['customerService.replyAction'], exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(enService['customerService.replyConfirm']).waitFor();
    await dialog.getByLabel(enService['customerService.reply']).fill(reply);
    await dialog.getByRole('button', { name: enService['customerService.replyAction'], exact: true }).click();
    await page.getByText(enService['customerService.replied']).waitFor();
    // The reply shows in the conversation, from the team.
    await page.getByRole('list', { name: enService['customerService.messages'] }).getByText(reply).waitFor();
    await page.getByText(enService['customerService.statuses.answered'], { exact: true }).first().waitFor();

    // (The success message's close icon is also a "Close" button: the one with the text.)
    await page
      .getByRole('button', { name: enService['customerService.close'], exact: true })
      .filter({ hasText: enService['customerService.close'] })
      .click();
    await dialog.getByText(enService['customerService.closeConfirm']).waitFor();
    await dialog.getByRole('button', { name: enService['customerService.close'], exact: true }).click();
    await page.getByText(enService['customerService.closed']).waitFor();
    await page.getByRole('button', { name: enService['customerService.reopen'], exact: true }).waitFor();

    const after = (await db.doc(`customerService/${id}`).get()).data() ?? {};
    expect(after['status']).toBe('closed');
    const messages = after['messages'] as { text: string; staff: boolean; by: string }[];
    expect(messages).toHaveLength((before['messages'] as unknown[]).length + 1);
    expect(messages.at(-1)).toMatchObject({ text: reply, staff: true, by: after['decidedBy'] });
    // Support staff see no New, Edit or Delete on records written by the apps.
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await context.close();
  });
});
