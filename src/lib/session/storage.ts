/**
 * Browser storage of the session (spec §3): `userId` is written at sign-in and the
 * storage is cleared at logout. It is only a hint: who is signed in comes from
 * Firebase Auth, and a `userId` that does not match the Auth user grants nothing.
 */
export const USER_ID_KEY = 'userId';

/** @returns the stored user id, or null. */
export function storedUserId(): string | null {
  try {
    return localStorage.getItem(USER_ID_KEY);
  } catch {
    return null;
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
