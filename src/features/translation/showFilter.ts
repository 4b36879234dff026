/**
 * The translation screen's "changed since" filter, pure: the languages it offers, a
 * typed day as the Date it starts at, and the state of its read of changed keys.
 */
/** The languages the "changed since" filter offers: both, or one. */
export const SINCE_LANGUAGES = ['both', 'en', 'ar'] as const;
export type SinceLanguage = (typeof SINCE_LANGUAGES)[number];

/** A local day (yyyy-mm-dd, from a date input) as a Date at its start, or null. */
export function dayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The keys of the "changed since" filter: loading, read, or failed. */
export type Changed =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'read'; readonly keys: ReadonlySet<string>; readonly capped: boolean }
  | { readonly state: 'failed'; readonly error: unknown };
