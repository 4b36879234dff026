/**
 * Calendar days in the market's time zone as ranges of instants, for the dashboard's
 * order charts (spec §1; docs/data-model.md "Dashboard") and the daily sales report
 * (docs/data-model.md "Daily sales report"): pure functions, unit-tested without the
 * emulator.
 */

/** One calendar day in the market's time zone: [start, end) as instants. */
export interface DayBucket {
  /** The day as YYYY-MM-DD in the market's time zone. */
  readonly day: string;
  readonly start: Date;
  readonly end: Date;
}

/** One clock formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const zoneClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of an instant's wall clock in a time zone (year to second, 24 h), made once
 * per zone. A report's range once built 4 per day at every render: about 0.7 s for a
 * range of 1,000 days typed into the report's From (docs/testing.md, CI155).
 * @param timeZone an IANA time zone
 * @throws RangeError for a time zone Intl does not know
 */
function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = zoneClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoneClocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * The offset of a time zone from UTC at an instant, in minutes (Asia/Muscat: +240).
 * @param at the instant
 * @param timeZone an IANA time zone
 */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = zoneClock(timeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The last `days` calendar days in `timeZone`, oldest first, today (partly over) last.
 * @param now the current instant
 * @param days how many days, 1 or more
 * @param timeZone an IANA time zone
 * @returns one bucket per day, back to back: each end is the next start
 */
export function lastDays(now: Date, days: number, timeZone: string): DayBucket[] {
  const offset = zoneOffsetMinutes(now, timeZone) * 60_000;
  const local = new Date(now.getTime() + offset);
  const todayStartUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset;
  const buckets: DayBucket[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const start = todayStartUtc - i * 86_400_000;
    buckets.push({
      day: new Date(start + offset).toISOString().slice(0, 10),
      start: new Date(start),
      end: new Date(start + 86_400_000),
    });
  }
  return buckets;
}

/** Most days one report covers (31: a month; each day is one aggregation query). */
export const MAX_REPORT_DAYS = 31;

/**
 * The instant a day starts in a time zone (its local midnight), found from the zone's
 * offset at that instant: a day after a summer-time change starts an hour apart.
 * @param dayUtc the day's midnight as if in UTC, in milliseconds
 * @returns the instant, in milliseconds
 */
function zoneMidnight(dayUtc: number, timeZone: string): number {
  const guess = dayUtc - zoneOffsetMinutes(new Date(dayUtc), timeZone) * 60_000;
  return dayUtc - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
}

/**
 * The calendar days from `from` to `to` (both included) in `timeZone`, oldest first.
 * @param from the first day, YYYY-MM-DD
 * @param to the last day, YYYY-MM-DD, on or after `from`
 * @param timeZone an IANA time zone (the market's: Asia/Muscat)
 * @returns one bucket per day, back to back; none when a day is malformed or `to` is
 *   before `from`
 */
export function daysBetween(from: string, to: string, timeZone: string): DayBucket[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(first + last)) return [];
  const buckets: DayBucket[] = [];
  for (let midnight = first; midnight <= last; midnight += 86_400_000) {
    buckets.push({
      day: new Date(midnight).toISOString().slice(0, 10),
      start: new Date(zoneMidnight(midnight, timeZone)),
      end: new Date(zoneMidnight(midnight + 86_400_000, timeZone)),
    });
  }
  return buckets;
}

/**
 * How many calendar days run from `from` to `to`, both included: as many as
 * daysBetween's buckets (a calendar day is a day in every time zone), counted without
 * building them.
 * @param from the first day, YYYY-MM-DD
 * @param to the last day, YYYY-MM-DD
 * @returns 0 when a day is malformed or `to` is before `from`
 */
export function dayCount(from: string, to: string): number {
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(first + last)) return 0;
  return last < first ? 0 : Math.round((last - first) / 86_400_000) + 1;
}

/**
 * Today in `timeZone` as YYYY-MM-DD, and the day `back` days before it.
 * @param now the current instant
 * @param back how many days before today (0: today)
 */
export function dayInZone(now: Date, timeZone: string, back = 0): string {
  const offset = zoneOffsetMinutes(now, timeZone) * 60_000;
  return new Date(now.getTime() + offset - back * 86_400_000).toISOString().slice(0, 10);
}
