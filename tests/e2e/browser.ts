/**
 * Headless Chromium for the e2e tests: Debian's `chromium-headless-shell` (or `chromium`)
 * driven by playwright-core (no browser download). Flags as in ../shared/notes/emulators.md.
 */
import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { queriesOfRequest } from '../../scripts/rules/recordedQueries';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../scripts/seed';
import arCommon from '../../src/locales/ar/common.json';
import enCommon from '../../src/locales/en/common.json';
import { isParked, pageOf, park, poolable, poolKey, spend, takeParked } from './contextPool';
import { countFormSignIn, restoreSession, saveSession } from './sessions';

/** Debian's package `chromium-headless-shell`: Chromium built for headless use only. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the e2e tests drive: CHROMIUM_PATH when set; else Debian's headless shell,
 * the same Chromium release built for headless use only (what Playwright itself runs for
 * `headless: true`), which spent about 30 % less CPU on the same tests than the full
 * browser in headless mode (docs/testing.md "Which browser a run met"); else Debian's
 * `chromium`.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Why e2e tests cannot run here ('' when they can). */
export const skipReason = (): string => inject('skipReason');

/**
 * The file of this e2e run's Firestore queries, one JSON line each (.cache/, one per
 * port offset; global-setup.ts empties it when the run starts). scripts/test.mjs then
 * checks every line against firestore.indexes.json (tests/indexes/recorded.test.ts;
 * docs/performance.md "Every query indexed, proven").
 */
export const QUERIES_FILE = resolve(
  import.meta.dirname,
  '..',
  '..',
  '.cache',
  `e2e-queries-${process.env.EMULATOR_PORT_OFFSET ?? 0}.jsonl`,
);

/** Appends the structured queries a request of the browser sends to QUERIES_FILE. */
function recordQueries(request: Request): void {
  if (request.method() !== 'POST') return;
  const queries = queriesOfRequest(request.url(), request.postData() ?? '');
  if (queries.length === 0) return;
  const file = expect.getState().testPath?.replace(/^.*\/tests\//, 'tests/') ?? '';
  appendFileSync(QUERIES_FILE, queries.map((q) => `${JSON.stringify({ ...q, file })}\n`).join(''));
}

/**
 * The browser the e2e files of this process share (their module registry is shared:
 * vitest.config.ts), with the signed-in contexts it keeps warm (contextPool.ts).
 */
let shared: Browser | undefined;

/**
 * V8's optimising compilers later than by default: a function is compiled by Maglev after
 * 4,000 calls and by TurboFan after 30,000, ten times V8's defaults (400 and 3,000). A
 * test's page lives for seconds, in a context that keeps no compiled code for the next
 * one (an incognito context has no code cache); by default V8 spent 0.6 to 1.0 CPU-seconds
 * of each start optimising the panel's code, which so short a page does not repay. Code
 * that runs long (axe-core in the sweep) still reaches both tiers. What the panel does is
 * unchanged; only when its functions are optimised moves. docs/testing.md "V8's tiers in a
 * short page".
 */
const V8_TIER_UP_LATER = '--js-flags=--invocation-count-for-maglev=4000 --invocation-count-for-turbofan=30000';

/**
 * The process's headless Chromium, launched at the first call. Every context it opens
 * records the Firestore queries its pages send (QUERIES_FILE). Its `close()` ends a
 * file's use of it: the contexts the file left open are closed; the browser and the
 * contexts it keeps warm stay for the next file (docs/testing.md "A context kept warm").
 * @returns the running browser
 */
export async function launchBrowser(): Promise<Browser> {
  if (shared?.isConnected()) return shared;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      V8_TIER_UP_LATER,
      // The network service in the browser process, not in a utility process of its own
      // that every request's bytes pass through on their way (docs/testing.md "V8's tiers
      // in a short page", the network service).
      '--enable-features=NetworkServiceInProcess2',
    ],
  });
  // browser.newPage() opens its context through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    // Reduced motion unless a test asks otherwise: the panel then draws no transition or
    // animation frames (about a tenth of the browser tests' CPU, docs/testing.md
    // "Reduced motion"); tests/e2e/motion.test.ts opens the panel both ways.
    const [options, ...rest] = args;
    const context = await newContext({ reducedMotion: 'reduce', ...options }, ...rest);
    context.on('request', recordQueries);
    trackRequests(context);
    context.on('page', (page) => {
      const closePage = page.close.bind(page);
      page.close = async (...options: Parameters<Page['close']>) => {
        await leave(page);
        return closePage(...options);
      };
    });
    const close = context.close.bind(context);
    context.close = async (...options: Parameters<BrowserContext['close']>) => {
      await leavePages(context);
      // A signed-in context is kept for the file's next test of its account (contextPool.ts).
      if (await park(browser, context, () => inFlight.get(context)?.clear())) return;
      return close(...options);
    };
    return context;
  };
  browser.close = async () => {
    const leftOpen = browser.contexts().filter((context) => !isParked(browser, context));
    for (const context of leftOpen) spend(context);
    await Promise.all(leftOpen.map((context) => context.close()));
  };
  shared = browser;
  return browser;
}

/** Where a failed test's pages are photographed (whatPagesShow). */
const FAILURE_SHOTS = resolve(import.meta.dirname, '../../.cache/e2e-failures');

/**
 * What the pages of the shared browser show when a test fails, for the log: each open
 * page that is not blank (a parked context's page is) gives its address, its
 * accessibility tree as a person's assistive technology meets it (so a page hidden behind
 * an open menu or dialog shows as hidden), and a screenshot in `.cache/e2e-failures/`.
 * Never throws: a page that cannot answer (closed, crashed) says so.
 * @param label names the screenshots (the test's name)
 * @returns the text to print, empty when no browser or no page is open
 */
export async function whatPagesShow(label: string): Promise<string> {
  if (!shared?.isConnected()) return '';
  const pages = shared
    .contexts()
    .filter((context) => !isParked(shared!, context))
    .flatMap((context) => context.pages())
    .filter((page) => !page.isClosed() && page.url() !== 'about:blank');
  const name = label.replace(/[^\w-]+/g, '-').slice(0, 80);
  const parts = await Promise.all(
    pages.map(async (page, i) => {
      try {
        mkdirSync(FAILURE_SHOTS, { recursive: true });
        const shot = resolve(FAILURE_SHOTS, `${name}-${i + 1}.png`);
        await page.screenshot({ path: shot, timeout: 5_000 });
        const tree = await page.locator('body').ariaSnapshot({ timeout: 5_000 });
        return `Page ${i + 1}: ${page.url()} (screenshot ${shot})\n${tree.slice(0, 4_000)}`;
      } catch (error) {
        return `Page ${i + 1}: ${page.url()}: could not be read (${String(error).split('\n')[0]})`;
      }
    }),
  );
  return parts.join('\n');
}

/**
 * A live listener's long-lived request: the GET of a WebChannel (Firestore's Listen and
 * Write streams) that the server holds open until it has something to say.
 */
const HELD_OPEN = /\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel/;

/** The requests of each context still waiting for their answer (live listeners' held GETs left out). */
const inFlight = new WeakMap<BrowserContext, Set<Request>>();

/** Counts a context's requests in flight (networkQuiet). */
function trackRequests(context: BrowserContext): void {
  const pending = new Set<Request>();
  inFlight.set(context, pending);
  context.on('request', (request) => {
    if (!(request.method() === 'GET' && HELD_OPEN.test(request.url()))) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * Leaves a page for a blank one before it or its context is closed, as a person leaving
 * the panel does: the panel's `pagehide` ends its Firestore listen channel
 * (src/lib/firebase/liveFirestore.ts). Closing a page or its context alone cuts the
 * connection without that, and the emulator kept every listener of every closed page,
 * re-running its query on each later write to its collection (docs/testing.md "A closed
 * page's listeners"). A page that will not leave (a form asking to stay) is closed as it is.
 */
async function leave(page: Page): Promise<void> {
  if (page.isClosed() || page.url() === 'about:blank') return;
  await page.goto('about:blank', { timeout: 5_000 }).catch(() => undefined);
}

/** Leaves every page of a context (see leave). */
async function leavePages(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map(leave));
}

/** How long nothing must be in flight for the page to count as quiet (Playwright's networkidle: 500 ms). */
const QUIET_MS = 500;

/**
 * Waits until the page's context has had no request in flight for QUIET_MS, not counting
 * live listeners' held-open requests. Playwright's 'networkidle' never comes on a page
 * with a live listener, and every page of an /allOrders holder has one (the menu's late
 * orders badge).
 * @param timeout the longest wait, in milliseconds
 * @throws Error when the page is still busy after `timeout`
 */
export async function networkQuiet(page: Page, timeout = 30_000): Promise<void> {
  const pending = inFlight.get(page.context());
  if (!pending) throw new Error('networkQuiet: the page was not opened through launchBrowser()');
  const deadline = Date.now() + timeout;
  let quietSince = pending.size === 0 ? Date.now() : 0;
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = 0;
    else if (quietSince === 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    // A poll of the in-flight count (the quiet window is the condition), not a sleep.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((done) => setTimeout(done, 50));
  }
  const urls = [...pending].map((request) => `${request.method()} ${request.url().slice(0, 160)}`);
  throw new Error(`networkQuiet: still ${pending.size} request(s) in flight after ${timeout} ms: ${urls.join(', ')}`);
}

/**
 * Waits for `count` animation frames of the page: what the browser draws after a change
 * it has already been given (a layout after rows arrived).
 * @param count how many frames, at least 1
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left <= 0 ? done() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/**
 * Waits until no CSS animation or transition runs on the page (MUI's dialogs, menus,
 * ripples, skeletons' pulses excepted: they repeat for as long as something loads, and
 * what loads is awaited by the caller's own condition).
 * @throws Error when animations still run after 10 s
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            (animation.effect?.getTiming().iterations ?? 1) === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 10_000, polling: 'raf' },
  );
}

/**
 * What a person waits for before looking at a page: every request answered (networkQuiet),
 * the web fonts in and no transition running.
 */
export async function settled(page: Page): Promise<void> {
  await networkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
}

/**
 * Opens a fresh context (empty storage) and page at a path of the panel.
 * @param browser the running browser
 * @param path e.g. "/" or "/dashboard"
 * @param viewport defaults to a desktop size (the permanent side navigation)
 */
export async function openPage(
  browser: Browser,
  path = '/',
  viewport = { width: 1366, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}${path}`);
  return { context, page };
}

/**
 * The portrait tablet the tests open (CSS pixels): an employee's tablet (spec: the
 * slide-out drawer below 1200 px), as the screenshots of docs/testing.md are taken.
 */
export const TABLET = { width: 820, height: 1180 } as const;

/**
 * A touch tablet in portrait (820×1180, hasTouch) signed in as `email`, its panel in
 * Arabic, showing `path` (openSignedIn: from the run's saved session straight there;
 * else the login form in English, then `path` in Arabic).
 * @param path the panel's path (default '/dashboard')
 * @param watch called with the new page before it loads anything (SignedInOptions)
 * @returns the context and its page, at `path` in Arabic; close the context when done
 * @throws Error when the page shows no main heading within 30 s
 */
export function arabicTablet(
  browser: Browser,
  email: string,
  password: string,
  path = '/dashboard',
  watch?: (page: Page) => unknown,
): Promise<{ context: BrowserContext; page: Page }> {
  return openSignedIn(browser, email, password, path, {
    viewport: TABLET,
    hasTouch: true,
    locale: 'ar',
    ...(watch ? { watch } : {}),
  });
}

/**
 * Signs in as `email` and waits for the signed-in dashboard: from the session saved by
 * this run's first form sign-in of that account when there is one (sessions.ts: the
 * panel opened as a returning staff member's browser opens it), else through the login
 * form, saving the session for the next tests (docs/testing.md, "Sign in once per
 * account"). A test of the sign-in itself calls signInWithForm.
 * @param page a page of the panel (the login screen when the form is used)
 * @throws Error when the dashboard does not come within 30 s (signInWithForm's report)
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  if (await restoreSession(page, email)) {
    await mainHeading(page, `The saved session of ${email} did not open the dashboard`);
    return;
  }
  await signInWithForm(page, email, password);
  countFormSignIn(email);
  await saveSession(page, email);
}

/**
 * Waits for the page's main heading (every screen of the panel has an h1 or h2 in main).
 * @param failure what to say when it does not come
 * @throws Error after 30 s: `failure`, the page's address and what it showed
 */
async function mainHeading(page: Page, failure: string): Promise<void> {
  await page
    .locator('main h1, main h2')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (error: unknown) => {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 2000 })
        .catch(() => '(unreadable)');
      throw new Error(`${failure}: at ${page.url()} the page showed ${JSON.stringify(shown.slice(0, 400))}`, {
        cause: error,
      });
    });
}

/** How openSignedIn opens its page. */
export interface SignedInOptions {
  /** Default: a desktop (1366×900), as openPage. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** A touch screen (tablets). */
  readonly hasTouch?: boolean;
  /** The panel's language (default: English, the login form's). */
  readonly locale?: 'ar' | 'en';
  /** The browser's time zone (IANA name), when a test reads times in another than the machine's. */
  readonly timezoneId?: string;
  /** The browser's own language (navigator.language, Accept-Language); default en-GB. */
  readonly browserLocale?: string;
  /** What the system asks of motion (prefers-reduced-motion); default the browser's: reduce. */
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Called with the new page before it loads anything, and awaited: listeners that must see
   * `path` load, routes that must be in place before it (a map without its tiles).
   */
  readonly watch?: (page: Page) => unknown;
}

/**
 * A new context's page signed in as `email` and showing `path`, as a returning staff
 * member's browser opens a bookmark: from the run's saved session when there is one (no
 * login screen and no dashboard on the way: sessions.ts), else through the login form and
 * the dashboard (the session then saved), then on to `path`.
 * @param browser the running browser
 * @param path the panel's path, e.g. '/allOrders' (default '/dashboard')
 * @returns the context and its page once `path`'s main heading shows; close the context when done
 * @throws Error when the page shows no main heading within 30 s (what it showed instead)
 */
export async function openSignedIn(
  browser: Browser,
  email: string,
  password: string,
  path = '/dashboard',
  {
    viewport = { width: 1366, height: 900 },
    hasTouch = false,
    locale,
    timezoneId,
    browserLocale = 'en-GB',
    reducedMotion,
    watch,
  }: SignedInOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const options = {
    viewport,
    locale: browserLocale,
    hasTouch,
    ...(timezoneId ? { timezoneId } : {}),
    ...(reducedMotion ? { reducedMotion } : {}),
  };
  const key = poolKey(email, options);
  const context = takeParked(browser, key) ?? (await browser.newContext(options));
  poolable(context, key);
  const page = await pageOf(context);
  await watch?.(page);
  const origin = inject('baseUrl');
  if (!(await restoreSession(page, email, { path, origin, locale }))) {
    await page.goto(`${origin}/`);
    await signIn(page, email, password);
    if (path === '/dashboard' && !locale) return { context, page };
    if (locale) await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.goto(`${origin}${path}`);
  }
  await mainHeading(page, `Signed in as ${email}, ${path} did not open`);
  return { context, page };
}

/**
 * Signs in through the login form and waits for the dashboard.
 * @param page a page showing the login screen
 * @throws Error when the dashboard does not come within 30 s: what the page showed then
 *   (its address and text), what its console said and which of its requests since the
 *   click were still unanswered
 */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const said: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
  };
  const pending = new Map<Request, number>();
  const sent = (request: Request) => void pending.set(request, Date.now());
  const answered = (request: Request) => void pending.delete(request);
  page.on('console', listen);
  page.on('request', sent);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const started = Date.now();
  try {
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard');
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '(unreadable)');
    const unanswered = [...pending].map(
      ([request, at]) => `${request.method()} ${request.url()} (+${at - started} ms)`,
    );
    const form = await page
      .evaluate(() => ({
        values: [...document.querySelectorAll('input')].map((input) => `${input.name}=${input.value ? 'filled' : ''}`),
        button: document.querySelector('button[type="submit"]')?.outerHTML.slice(0, 200) ?? 'none',
        boot: document.getElementById('boot') !== null,
      }))
      .catch(() => '(unreadable)');
    const stillOpen = [...(inFlight.get(page.context()) ?? [])].map(
      (request) => `${request.method()} ${request.url()}`,
    );
    throw new Error(
      `Sign-in as ${email} did not reach /dashboard in ${Date.now() - started} ms: at ${page.url()} the page ` +
        `showed ${JSON.stringify(shown.slice(0, 400))}; its console: ${JSON.stringify(said.slice(0, 10))}; ` +
        `unanswered requests: ${JSON.stringify(unanswered.slice(0, 10))}; the form: ${JSON.stringify(form)}; ` +
        `requests of the page still in flight: ${JSON.stringify(stillOpen.slice(0, 10))}`,
      { cause: error },
    );
  } finally {
    page.off('console', listen);
    page.off('request', sent);
    page.off('requestfinished', answered);
    page.off('requestfailed', answered);
  }
}

/**
 * A demo sign-in of the seed (README "Demo sign-ins").
 * @param email its e-mail, e.g. admin@demo.om
 * @returns the account with its password and Access
 * @throws Error when the seed has no such account
 */
export function demoAccount(email: string): DemoAccount {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
}

/**
 * Scrolls the page from top to bottom half a screen at a time, as a person reading it
 * does, to its end as it is at each step (a page still filling in grows while it is
 * scrolled: its height read once at the start left the last chart of a dashboard
 * never near the viewport, so never drawn), then back to the top. After each step it
 * waits for the page to draw that position (two animation frames, after which the
 * IntersectionObserver callbacks have run): each chart is drawn once its card comes
 * near the viewport.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let top = 0; ;) {
    await page.evaluate(
      (y) =>
        new Promise<void>((drawn) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(() => drawn()));
        }),
      top,
    );
    const { bottom, height, screen } = await page.evaluate(() => ({
      bottom: window.scrollY + window.innerHeight,
      height: document.documentElement.scrollHeight,
      screen: window.innerHeight,
    }));
    if (bottom >= height) break;
    top += Math.floor(screen / 2);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Opens a tab of a document's page (EntityShowPage's parts: a person's History, Payment
 * details, Access, related lists), as a person taps it.
 * @param name the tab's label, in the page's language
 */
export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  // What a person waits for before tapping: the tab bar standing still. Choosing a tab
  // scrolls the bar to it in a 300 ms animation (MUI Tabs' scroller, scrolled by script,
  // not a CSS animation); a click whose press and release land while it still moves
  // focuses one tab and releases over another, and no tab is chosen (CI met it twice,
  // going from History, the last of 11 tabs, back to Payment details).
  await tab.evaluate(async (element) => {
    const bar = element.closest('[role="tablist"]')?.parentElement;
    if (!bar) return;
    let last = Number.NaN;
    for (let frame = 0; frame < 600 && bar.scrollLeft !== last; frame += 1) {
      last = bar.scrollLeft;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))));
    }
  });
  await tab.click();
  try {
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll('[role="tab"]')].some(
          (el) => el.textContent === label && el.getAttribute('aria-selected') === 'true',
        ),
      name,
    );
  } catch (error) {
    // Say what the page showed: its address, its tabs (the selected one marked) and the
    // element that has the focus.
    const seen = await page
      .evaluate(() => {
        const tabs = [...document.querySelectorAll('[role="tab"]')].map(
          (el) => `${el.getAttribute('aria-selected') === 'true' ? '*' : ''}${el.textContent ?? ''}`,
        );
        const active = document.activeElement;
        return `${location.pathname}${location.search}; tabs: ${tabs.join(' | ')}; focus: ${active?.tagName ?? ''} ${active?.textContent?.slice(0, 40) ?? ''}`;
      })
      .catch((reason: unknown) => String(reason));
    throw new Error(`The tab "${name}" was clicked and is not selected: ${seen}`, { cause: error });
  }
}

/**
 * Moves the running panel to `path` as its own links do: the address pushed onto the
 * history and the panel's router told (a `popstate`), with no new page load (a whole start
 * of the panel: docs/testing.md "A page's start"). It waits for nothing: the caller waits
 * for what the screen shows.
 * @param page a page of the signed-in panel
 * @param path the panel's path, with its query if any
 */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** An address no screen of the panel has: the panel shows "Page not found" there. */
const BETWEEN_SCREENS = '/e2e-between-screens';

/**
 * Opens `path` inside the running panel, as its own links do (pushPath): no new page
 * load, so a fraction of a start's work (docs/testing.md "In the panel, not a reload").
 * It first passes through an address no screen has and waits for the panel's "Page not
 * found" (in English or Arabic), so the screen at `path` is drawn anew: nothing of the
 * screen left behind (the same document screen with another id, a list's rows kept while
 * it reads) can answer the caller's next wait. What the screen then reads is what the
 * panel's own navigation reads: its cache, fresh for STALE_MS (src/lib/query/client.ts),
 * and its listeners. A test whose point is that a value survives a reload, or that must
 * read past that cache what it wrote behind the panel's back, loads the page instead.
 * @param page a page of the signed-in panel
 * @param path the panel's path, with its query if any
 */
export async function openInPanel(page: Page, path: string): Promise<void> {
  await pushPath(page, BETWEEN_SCREENS);
  await page
    .getByRole('heading', {
      name: new RegExp(`^(${enCommon['page.notFound.title']}|${arCommon['page.notFound.title']})$`),
    })
    .waitFor();
  await pushPath(page, path);
}

/**
 * Shows `path` in the running panel: nothing when the page is there already (a test that
 * opened its page where the file's first test reads), else openInPanel.
 * @param page a page of the signed-in panel
 * @param path the panel's path, with its query if any
 */
export async function showInPanel(page: Page, path: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname + here.search !== path) await openInPanel(page, path);
}

/**
 * Opens a MUI select (a combobox that opens a listbox) as a keyboard user does: the
 * combobox focused, then ArrowDown.
 *
 * A pointer click on the combobox is not used here: MUI 9's Select (SelectInput.js) takes
 * a mouseup that comes 200 ms or more after the mousedown that opened it, over an option, as
 * a choice (press, move, release, as in a native select; 400 ms over the selected option or
 * when none is selected). A busy page handled the two events of one click that far apart,
 * and the release landed on the option the menu had opened under the pointer: CI157's
 * trash.test chose "Restored from the trash" with no option clicked, then waited 30 s for
 * the listbox (docs/testing.md).
 * @param combobox the select's combobox (its page holds the listbox)
 * @returns the open listbox, once it shows
 * @throws Error when the listbox does not show within 30 s
 */
export async function openOptions(combobox: Locator): Promise<Locator> {
  // What a click waits for (visible, still, enabled, not covered), without the click: a
  // select waits disabled while its options load (AssignDialog's companies, CI160), and a
  // key pressed on it then opens nothing.
  await combobox.click({ trial: true });
  await combobox.focus();
  await combobox.press('ArrowDown');
  const listbox = combobox.page().getByRole('listbox');
  await listbox.waitFor();
  return listbox;
}

/**
 * Chooses an option of a MUI select: opens it from the keyboard (openOptions, which says
 * why not by pointer), then clicks the option.
 * @param combobox the select's combobox
 * @param name the option's accessible name: a string matched exactly, or a pattern
 * @throws Error when the listbox or the option does not show within 30 s
 */
export async function chooseOption(combobox: Locator, name: string | RegExp): Promise<void> {
  const listbox = await openOptions(combobox);
  await listbox.getByRole('option', typeof name === 'string' ? { name, exact: true } : { name }).click();
}
