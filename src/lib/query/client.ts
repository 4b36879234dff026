/**
 * The one TanStack Query client of the panel (docs/performance.md, caching): lists,
 * counts, documents and reference names are cached here, de-duplicated and retried.
 * Loaded with the signed-in shell, never on the login page.
 */
import { QueryClient } from '@tanstack/react-query';

/** How long a read stays fresh: back from a detail page shows the list without a new read. */
export const STALE_MS = 60_000;

/** Errors that a retry cannot mend (rules, missing records, missing indexes). */
const FINAL_CODES = new Set(['permission-denied', 'not-found', 'failed-precondition', 'invalid-argument']);

/**
 * @returns whether to try a failed read again (up to 2 more times, not for final errors)
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return failures < 2 && !FINAL_CODES.has(code);
}

/** The panel's query client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: STALE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
  },
});
