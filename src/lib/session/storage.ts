import { normaliseAccess } from '@/lib/access';
import type { StaffUser } from './types';

/**
 * Browser storage of the session (spec §3): `userId` is written at sign-in and the
 * storage is cleared at logout. It is only a hint: who is signed in comes from
 * Firebase Auth, and a `userId` that does not match the Auth user grants nothing.
 */
export const USER_ID_KEY = 'userId';

/**
 * The last staff profile read for the stored `userId` (name, e-mail, Access): on the
 * next page load the signed-in layout and the page's heading render from it while
 * Firebase Auth and the profile answer (docs/performance.md, Lighthouse). It decides
 * only what renders first, never what is read or allowed: no screen mounts and
 * nothing is read until the profile's own answer replaces it.
 */
export const STAFF_HINT_KEY = 'staffHint';

/** @returns the stored user id, or null. */
export function storedUserId(): string | null {
  try {
    return localStorage.getItem(USER_ID_KEY);
  } catch {
    return null;
  }
}

/**
 * @returns the stored staff profile of the stored `userId`, or null (none, another
 *   id's, or malformed)
 */
export function storedStaffHint(): StaffUser | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(STAFF_HINT_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const { uid, name, email, access } = raw as Record<string, unknown>;
    if (typeof uid !== 'string' || uid !== storedUserId()) return null;
    return {
      uid,
      name: typeof name === 'string' ? name : '',
      email: typeof email === 'string' ? email : '',
      access: normaliseAccess(access),
    };
  } catch {
    return null;
  }
}

/**
 * Keeps the staff profile just read (or forgets it: null), for the next page load's
 * first render (storedStaffHint).
 */
export function storeStaffHint(user: StaffUser | null): void {
  try {
    if (user) localStorage.setItem(STAFF_HINT_KEY, JSON.stringify(user));
    else localStorage.removeItem(STAFF_HINT_KEY);
  } catch {
    // Storage full or refused: the next load waits for the profile, as without a hint.
  }
}

/** Stores the signed-in user's id. */
export function storeUserId(uid: string): void {
  localStorage.setItem(USER_ID_KEY, uid);
}

/**
 * Clears browser storage at logout (spec §4), keeping the locale and theme settings,
 * which belong to the device rather than the person.
 * @param keep keys to keep
 */
export function clearSessionStorage(keep: readonly string[]): void {
  const kept = keep.map((k) => [k, localStorage.getItem(k)] as const);
  localStorage.clear();
  sessionStorage.clear();
  for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
}
