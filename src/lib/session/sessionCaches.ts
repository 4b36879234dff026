/**
 * The module-level caches that belong to one signed-in person (docs/access.md,
 * "Session"): a list's page cursors, a coupon code's look-up, the download URLs of
 * images. Each module registers how to empty its cache; the session's logout empties
 * them all, with TanStack Query's, so the next person on the same tablet starts with
 * nothing read by the one before.
 */
const clears = new Set<() => void>();

/**
 * Registers a cache to empty at sign-out.
 * @param clear empties the cache (called once per sign-out)
 * @returns the map or value given, for `const cache = sessionCache(new Map())`
 */
export function sessionCache<T extends { clear: () => void }>(cache: T): T {
  clears.add(() => cache.clear());
  return cache;
}

/** Empties every registered cache (SessionProvider's logout). */
export function clearSessionCaches(): void {
  for (const clear of clears) clear();
}
