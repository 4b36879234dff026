/**
 * Day buckets of the dashboard's order charts (spec §1; docs/data-model.md "Dashboard"):
 * pure functions, unit-tested without the emulator.
 */

/** One calendar day in the market's time zone: [start, end) as instants. */
export interface DayBucket {
  /** The day as YYYY-MM-DD in the market's time zone. */
  readonly day: string;
  readonly start: Date;
  readonly end: Date;
}

/**
 * The offset of a time zone from UTC at an instant, in minutes (Asia/Muscat: +240).
 * @param at the instant
 * @param timeZone an IANA time zone
 */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
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
