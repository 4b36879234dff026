/**
 * The daily sales report's range as kept in the URL (`from`, `to`, `supplier`), and its
 * changes: pure functions, unit-tested without a browser (tests/unit/dateRange.test.ts).
 */
import { toDate } from '@/components/form/dayDraft';
import { dayCount, dayInZone, MAX_REPORT_DAYS } from '@/lib/days';

/** Days the report covers when opened without a range: the last seven, today included. */
export const DEFAULT_DAYS = 7;

/** The report's range and supplier. */
export interface ReportRange {
  /** The first day, "yyyy-mm-dd" (market time zone). */
  readonly from: string;
  /** The last day, "yyyy-mm-dd". */
  readonly to: string;
  /** One supplier's id, or '' for all. */
  readonly supplierId: string;
}

/**
 * The report's range from its URL: a day missing or not a day of the calendar (a link
 * edited by hand) is the default's, the last DEFAULT_DAYS days to `today`.
 * @param params the URL's query
 * @param today today in the market's time zone, "yyyy-mm-dd"
 */
export function reportRange(params: URLSearchParams, today: string): ReportRange {
  const day = (name: string, otherwise: string) => {
    const text = params.get(name) ?? '';
    return toDate(text) ? text : otherwise;
  };
  return {
    from: day('from', dayInZone(new Date(`${today}T12:00:00Z`), 'UTC', DEFAULT_DAYS - 1)),
    to: day('to', today),
    supplierId: params.get('supplier') ?? '',
  };
}

/**
 * What keeps a range from being reported.
 * @param from the first day; `to` the last ("yyyy-mm-dd", both real days)
 * @returns 'inverted' when `to` is before `from`, 'tooLong' past MAX_REPORT_DAYS days,
 *   null for a range the report covers
 */
export function rangeProblem(from: string, to: string): 'inverted' | 'tooLong' | null {
  if (to < from) return 'inverted';
  // Counted, not listed: a range typed a thousand days long is checked at every render.
  return dayCount(from, to) > MAX_REPORT_DAYS ? 'tooLong' : null;
}

/** A query written to the address and maybe not in it yet (the router navigates asynchronously). */
export interface PendingWrite {
  /** The address's query when it was written ("?…" or ''). */
  readonly before: string;
  /** The query written ("?…"). */
  readonly after: string;
}

/**
 * The query a change of the report starts from: the address's, or the one written last
 * while the address still shows what it showed then (the navigation has not landed).
 * Never the query of the render the change came from: the router renders a new address
 * in a transition, which typing interrupts, so a render's query can be older than the
 * address; a change of To built from it put back a From of a few keystrokes before.
 * @param now the address's query now (window.location.search)
 * @param pending the last write, or null
 * @param changes parameter → value ('' removes it)
 * @returns the query to write, and the write to remember
 */
export function changedQuery(
  now: string,
  pending: PendingWrite | null,
  changes: Readonly<Record<string, string>>,
): { readonly next: URLSearchParams; readonly pending: PendingWrite } {
  const next = new URLSearchParams(pending && pending.before === now ? pending.after : now);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return { next, pending: { before: now, after: `?${next.toString()}` } };
}
