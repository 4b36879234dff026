/**
 * Signed-in contexts kept warm from one test to the next, across the files of an e2e
 * process, which share one browser (browser.ts launchBrowser; docs/testing.md "A context
 * kept warm"). A context openSignedIn opened and the test closed is parked, its pages
 * gone, instead of closed; the next openSignedIn of the same account with the same
 * options on the same browser takes it back, so the panel's files come from the
 * context's HTTP cache (with V8's compiled code) instead of the preview server, as on a
 * returning staff member's browser. restoreSession then puts the saved session back into
 * emptied storage, so the page starts as in a new context. A context whose test changed
 * anything that outlives its pages (a route, an init script, a listener, offline, a
 * permission, a DevTools session) is closed as before.
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SESSIONS_DIR } from './sessions';

/**
 * One line per signed-in start of the run: `warm` (a parked context) or `new`, the test
 * file, and `again` after a new start of a key this process had opened before (scripts/
 * test.mjs prints their counts). In the sessions folder, which the
 * first lane's set-up empties.
 */
export const STARTS_FILE = resolve(SESSIONS_DIR, 'context-starts.log');

/**
 * How many contexts a browser keeps parked; the one parked longest ago is closed first.
 * About the number of (account, screen) pairs the e2e files sign in with most.
 */
const MAX_PARKED = 12;

/**
 * The methods a context and a page both have whose effect lasts: listeners and the waits
 * that listen, routes, init scripts, exposed functions, default timeouts, extra headers.
 */
const LASTING_ON_BOTH: readonly string[] = [
  'addInitScript',
  'addListener',
  'exposeBinding',
  'exposeFunction',
  'on',
  'once',
  'prependListener',
  'prependOnceListener',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'waitForEvent',
];

/** The context methods whose effect outlives the context's pages: one call and the context is not reused. */
const LASTING: readonly string[] = [
  ...LASTING_ON_BOTH,
  'addCookies',
  'clearPermissions',
  'grantPermissions',
  'newCDPSession',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
];

/** The clock's methods (context.clock, the same object as page.clock): each changes the context's time. */
const CLOCK: readonly string[] = [
  'fastForward',
  'install',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
];

/**
 * The page methods whose effect outlives a navigation of the page (and the waits that
 * listen on it): one call and the page is closed when its context is parked, not kept.
 */
const PAGE_LASTING: readonly string[] = [
  ...LASTING_ON_BOTH,
  'addLocatorHandler',
  'emulateMedia',
  'setViewportSize',
  'waitForRequest',
  'waitForResponse',
];

/** Pages pageOf made: the only ones a parked context may keep. */
const ownPages = new WeakSet<Page>();
/** Pages whose test called a PAGE_LASTING method. */
const spentPages = new WeakSet<Page>();
/** The page each parked context keeps, at about:blank, with its renderer process. */
const keptPages = new WeakMap<BrowserContext, Page>();

/**
 * Wraps `target`'s methods `names` so that a call first runs `mark`.
 * @param target a context, its clock or a page
 */
function markOnCall(target: object, names: readonly string[], mark: () => void): void {
  const record = target as Record<string, unknown>;
  for (const name of names) {
    const method = record[name];
    if (typeof method !== 'function') continue;
    record[name] = (...args: unknown[]) => {
      mark();
      return (method as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Each poolable context's key: its account and options. */
const keys = new WeakMap<BrowserContext, string>();
/** Contexts that will be closed, not parked. */
const spent = new WeakSet<BrowserContext>();
/** Each browser's parked contexts, by key, oldest first. */
const parked = new WeakMap<Browser, Map<string, BrowserContext>>();

/**
 * The key of a signed-in context: who is signed in and every option its context was made with.
 * @param email the signed-in account
 * @param options the context's options (viewport, touch, time zone, browser language)
 */
export function poolKey(email: string, options: Record<string, unknown>): string {
  return JSON.stringify([email, options]);
}

/** The keys this process has opened a signed-in context for (a later `new` start of one: `again`). */
const keysSeen = new Set<string>();

/**
 * Takes the context parked under `key` on `browser`, if there is one.
 * @returns the context (its storage as the last test left it; pageOf gives its page), or undefined
 */
export function takeParked(browser: Browser, key: string): BrowserContext | undefined {
  const contexts = parked.get(browser);
  const context = contexts?.get(key);
  if (context) contexts?.delete(key);
  const file = expect.getState().testPath?.replace(/^.*\/tests\//, 'tests/') ?? '';
  // A new start of a key seen before: its context was closed (its test changed something
  // lasting) or evicted (MAX_PARKED), not met for the first time.
  const again = !context && keysSeen.has(key) ? ' again' : '';
  keysSeen.add(key);
  appendFileSync(STARTS_FILE, `${context ? 'warm' : 'new'} ${file}${again}\n`);
  return context;
}

/**
 * Makes a context parkable under `key`; any call of a LASTING or CLOCK method makes it
 * close as usual instead.
 * @param context a context just made for a signed-in page
 */
export function poolable(context: BrowserContext, key: string): void {
  if (keys.has(context)) return;
  keys.set(context, key);
  markOnCall(context, LASTING, () => spent.add(context));
  markOnCall(context.clock, CLOCK, () => spent.add(context));
}

/**
 * The page a parked context kept, for its next start; else a new page of the context.
 * The kept page is at about:blank, its history and renderer process those of the earlier
 * test's page; restoreSession empties its storage. Any call of a PAGE_LASTING method on
 * the page returned makes it close, not stay, when its context is parked again.
 * @param context a context of openSignedIn (poolable)
 */
export async function pageOf(context: BrowserContext): Promise<Page> {
  const kept = keptPages.get(context);
  keptPages.delete(context);
  const page = kept && !kept.isClosed() ? kept : await context.newPage();
  if (page !== kept) {
    ownPages.add(page);
    markOnCall(page, PAGE_LASTING, () => spentPages.add(page));
  }
  return page;
}

/**
 * @returns whether `context` is parked on `browser` (kept for a later start)
 */
export function isParked(browser: Browser, context: BrowserContext): boolean {
  return [...(parked.get(browser)?.values() ?? [])].includes(context);
}

/**
 * Marks a context to be closed, never parked (a context a test left open when its file ended).
 */
export function spend(context: BrowserContext): void {
  spent.add(context);
}

/**
 * Parks a context instead of closing it, when it can be reused.
 * @param browser the browser that made it
 * @param context a context being closed; its pages must already have left the panel
 * @param forget clears what the context tracked for its closed pages (requests in flight)
 * @returns true when the context is parked (do not close it), false when it must close
 */
export async function park(browser: Browser, context: BrowserContext, forget: () => void): Promise<boolean> {
  const key = keys.get(context);
  if (key === undefined || spent.has(context) || !browser.isConnected()) return false;
  const contexts = parked.get(browser) ?? new Map<string, BrowserContext>();
  parked.set(browser, contexts);
  const before = contexts.get(key);
  // Closed again while parked: it stays parked (it was evicting itself).
  if (before === context) return true;
  const pages = context.pages();
  // One page stays, if its test left nothing on it that outlives a navigation.
  const keep = pages.find((page) => ownPages.has(page) && !spentPages.has(page) && page.url() === 'about:blank');
  await Promise.all(pages.filter((page) => page !== keep).map((page) => page.close()));
  if (keep) {
    // The pointer where a new page has it: no hover from the last test's last position.
    await keep.mouse.move(0, 0);
    keptPages.set(context, keep);
  }
  forget();
  contexts.delete(key);
  contexts.set(key, context);
  const evicted = [...contexts.values()].slice(0, Math.max(0, contexts.size - MAX_PARKED));
  if (before) evicted.push(before);
  for (const old of evicted) {
    spent.add(old);
    for (const [k, c] of contexts) if (c === old) contexts.delete(k);
    await old.close();
  }
  return true;
}
