/**
 * Maps errors from Firebase (Auth, Firestore) and from our own time-outs to i18n keys,
 * so every failure shows a clear, translated message (spec §8).
 */

/** Thrown when the server does not answer in time. */
export class TimeoutError extends Error {
  readonly code = 'timeout';
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
  }
}

/**
 * @param promise any promise
 * @param ms time limit in milliseconds
 * @returns the promise's value
 * @throws TimeoutError when it takes longer than `ms`; otherwise what the promise throws
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const KEY_BY_CODE: Readonly<Record<string, string>> = {
  'auth/invalid-credential': 'login.error.invalid',
  'auth/invalid-login-credentials': 'login.error.invalid',
  'auth/wrong-password': 'login.error.invalid',
  'auth/user-not-found': 'login.error.invalid',
  'auth/invalid-email': 'login.error.invalid',
  'auth/user-disabled': 'login.error.disabled',
  'auth/email-already-in-use': 'error.emailInUse',
  'auth/weak-password': 'error.weakPassword',
  'auth/too-many-requests': 'error.tooManyRequests',
  'auth/network-request-failed': 'error.network',
  unavailable: 'error.network',
  timeout: 'error.timeout',
  'deadline-exceeded': 'error.network',
  'permission-denied': 'error.permission',
  aborted: 'error.busy',
  'failed-precondition': 'error.index',
};

/**
 * Firestore Lite's request that never reached the server: its `fetch` threw (the
 * browser's "Failed to fetch" in Chromium, "NetworkError…" in Firefox, "Load failed" in
 * Safari), which Lite reports as code `unknown` ("Request failed with error: …").
 */
const FAILED_FETCH = /^Request failed with error: (Failed to fetch|NetworkError|Load failed|fetch failed)/;

function isFailedFetch(code: string, error: unknown): boolean {
  if (code !== 'unknown' || typeof error !== 'object' || error === null || !('message' in error)) return false;
  return FAILED_FETCH.test(String(error.message));
}

/**
 * @param error anything thrown by Firebase, withTimeout or the data layer (whose
 *   errors carry their own `messageKey`)
 * @returns the i18n key of the message to show: `error.network` only for a request that
 *   failed (`error.offline` when the browser is offline), `error.timeout` for no answer
 *   within the time given; `error.unknown` when not recognised
 */
export function errorKey(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'messageKey' in error && typeof error.messageKey === 'string') {
    return error.messageKey;
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const found = isFailedFetch(code, error) ? 'error.network' : KEY_BY_CODE[code];
  // A request that failed while the browser knows it is offline says so (not "the server").
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const key = found === 'error.network' && offline ? 'error.offline' : found;
  // What an administrator must act on (a missing index) or what we do not know is
  // logged with its details; the person sees the translated message.
  if (!key || code === 'failed-precondition') console.error('Admin Panel:', error);
  return key ?? 'error.unknown';
}

/**
 * @param error anything thrown by a write
 * @returns whether the rules refused it (Firestore's `permission-denied`, also when the
 *   data layer wrapped it: its `cause`)
 */
export function isPermissionDenied(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    if ('code' in e && (e.code === 'permission-denied' || e.code === 'firestore/permission-denied')) return true;
    e = 'cause' in e ? e.cause : null;
  }
  return false;
}

/**
 * The values of an error's message placeholders: a data-layer error's own (an amount
 * left, src/lib/data/errors.ts), none for any other.
 * @param error anything thrown
 * @returns the values to translate `errorKey(error)` with
 */
export function errorValues(error: unknown): Readonly<Record<string, unknown>> {
  if (typeof error === 'object' && error !== null && 'values' in error && 'messageKey' in error) {
    const values = (error as { values: unknown }).values;
    if (typeof values === 'object' && values !== null) return values as Record<string, unknown>;
  }
  return {};
}

/**
 * The message to show for an error, in the language shown, its placeholders filled in
 * (issue 48, item 1: every message with a placeholder gets its values).
 * @param t the translation function
 * @param error anything thrown
 * @returns `t(errorKey(error), errorValues(error))`
 */
export function errorText(t: (key: string, values?: Record<string, unknown>) => string, error: unknown): string {
  return t(errorKey(error), { ...errorValues(error) });
}
