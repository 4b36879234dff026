/**
 * No refused read on any screen (issue 48, part 4; docs/access.md "Audit trail" and
 * "Access"): for every demo sign-in (README "Demo sign-ins"), signed in once on a touch
 * tablet (820×1180, where the order page's refused people query was seen), every screen
 * of its menu and, for a list, the first document's page are opened in turn, and every
 * answer of the Firestore emulator is recorded: a 403 of a read (REST: the panel's
 * lists, pages and look-ups), a Listen stream's PERMISSION_DENIED (live views) and a
 * console error naming permission-denied or "Missing or insufficient permissions". The
 * test fails naming the screen and the request. Screens are opened inside the page
 * (history.pushState and a popstate, as a menu link does), without a reload, and waited
 * for by their heading and the network falling quiet, never a fixed sleep.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_SUB_ITEMS } from '@/config/navigation';
import { normaliseAccess, visibleNavItems } from '@/lib/access';
import { DEMO_ACCOUNTS } from '../../scripts/seed';
import { launchBrowser, networkQuiet, pushPath, signIn, skipReason, TABLET } from './browser';

/** The Firestore emulator's port, which the built panel talks to (global-setup.ts). */
const FIRESTORE_PORT = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')[1] ?? '8080';

/** A live view's stream (Firestore's WebChannel), whose errors come inside a 200 answer. */
const LISTEN = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/;

/** What a refusal says in an answer's body or the console. */
const REFUSED = /permission[-_ ]denied|insufficient permissions/i;

/** Whether a request went to the Firestore emulator. */
const isFirestore = (request: Request) => new URL(request.url()).port === FIRESTORE_PORT;

/** A request in a few words: method, path and the start of what it asked. */
function describeRequest(request: Request): string {
  const url = new URL(request.url());
  const body = (request.postData() ?? '').replace(/\s+/g, ' ').slice(0, 400);
  return `${request.method()} ${url.pathname}${body ? ` ${body}` : ''}`;
}

/**
 * Records every refused Firestore request and permission error of a context, under the
 * screen open at the time.
 * @returns the list being filled and a setter of the current screen's name
 */
function recordRefusals(context: BrowserContext, page: Page): { refused: string[]; at: (screen: string) => void } {
  const refused: string[] = [];
  let screen = 'sign-in';
  context.on('response', (response) => {
    const request = response.request();
    if (isFirestore(request) && response.status() === 403) {
      refused.push(`${screen}: 403 ${describeRequest(request)}`);
    }
  });
  context.on('requestfinished', (request) => {
    if (!isFirestore(request) || !LISTEN.test(request.url())) return;
    const where = screen;
    void request
      .response()
      .then((response) => response?.text())
      .then((body) => {
        if (body && REFUSED.test(body)) refused.push(`${where}: Listen ${body.replace(/\s+/g, ' ').slice(0, 400)}`);
      })
      .catch(() => undefined);
  });
  page.on('console', (message) => {
    if (REFUSED.test(message.text())) refused.push(`${screen}: console ${message.type()}: ${message.text()}`);
  });
  return { refused, at: (name) => void (screen = name) };
}

/** Opens a path inside the running panel, as a menu link does (no reload), and waits for it. */
async function open(page: Page, path: string): Promise<void> {
  await pushPath(page, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await networkQuiet(page);
}

describe.skipIf(skipReason() !== '')('no refused read on any screen, for every demo sign-in', () => {
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    '%s: every screen of the menu and the first document of each list',
    async (_email, account) => {
      const context = await browser.newContext({
        viewport: TABLET,
        locale: 'en-GB',
        hasTouch: true,
      });
      const page = await context.newPage();
      const { refused, at } = recordRefusals(context, page);
      await page.goto(`${inject('baseUrl')}/`);
      await signIn(page, account.email, account.password);
      await networkQuiet(page);
      const caller = { uid: account.uid, access: normaliseAccess(account.Access) };
      const items = visibleNavItems(caller).map((item) => item.path);
      const paths = [...items, ...NAV_SUB_ITEMS.filter((sub) => items.includes(sub.parent)).map((sub) => sub.path)];
      expect(paths.length).toBeGreaterThan(0);
      const opened: string[] = [];
      for (const path of paths) {
        at(path);
        await open(page, path);
        opened.push(path);
        // A list's first document: the page its first row links to, or the row's own page.
        const link = page.locator(`main a[href^="${path}/id/"]`).first();
        const row = page.locator('main tbody tr[data-id]').first();
        const href =
          (await link.count()) > 0
            ? await link.getAttribute('href')
            : (await row.count()) > 0
              ? `${path}/id/${encodeURIComponent((await row.getAttribute('data-id')) ?? '')}`
              : null;
        if (href && !href.endsWith('/id/')) {
          at(href);
          await open(page, href);
          opened.push(href);
        }
      }
      await context.close();
      expect(refused, `${account.email} opened ${opened.join(', ')}`).toEqual([]);
    },
    240_000,
  );
});
