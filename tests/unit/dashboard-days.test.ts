import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayCount, dayInZone, daysBetween, lastDays, zoneOffsetMinutes } from '@/lib/days';

describe('dashboard days in the market time zone (Asia/Muscat, UTC+4)', () => {
  it('knows Muscat is four hours ahead of UTC', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-22T10:00:00Z'), 'Asia/Muscat')).toBe(240);
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('gives 30 back-to-back days ending with today, each starting at Muscat midnight', () => {
    // 22 Nov 2026, 02:30 in Muscat (21 Nov 22:30 UTC): today in Muscat is the 22nd.
    const days = lastDays(new Date('2026-11-21T22:30:00Z'), 30, 'Asia/Muscat');
    expect(days).toHaveLength(30);
    expect(days.at(-1)?.day).toBe('2026-11-22');
    expect(days.at(-1)?.start.toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(days[0]?.day).toBe('2026-10-24');
    for (let i = 1; i < days.length; i++) expect(days[i]?.start.getTime()).toBe(days[i - 1]?.end.getTime());
  });
});

describe('report days (daysBetween, dayInZone)', () => {
  it('gives each calendar day from the first to the last, starting at Muscat midnight', () => {
    const days = daysBetween('2024-02-28', '2024-03-01', 'Asia/Muscat');
    expect(days.map((d) => d.day)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(days[1]?.start.toISOString()).toBe('2024-02-28T20:00:00.000Z');
    expect(days[1]?.end.toISOString()).toBe('2024-02-29T20:00:00.000Z');
    for (let i = 1; i < days.length; i++) expect(days[i]?.start.getTime()).toBe(days[i - 1]?.end.getTime());
  });

  it('keeps days back to back across a summer-time change (Europe/Berlin, 31 March 2024: 23 hours)', () => {
    const days = daysBetween('2024-03-30', '2024-04-01', 'Europe/Berlin');
    expect(days.map((d) => (d.end.getTime() - d.start.getTime()) / 3_600_000)).toEqual([24, 23, 24]);
    expect(days[1]?.start.toISOString()).toBe('2024-03-30T23:00:00.000Z');
    for (let i = 1; i < days.length; i++) expect(days[i]?.start.getTime()).toBe(days[i - 1]?.end.getTime());
  });

  it('gives no day for a reversed or malformed range', () => {
    expect(daysBetween('2024-03-02', '2024-03-01', 'Asia/Muscat')).toEqual([]);
    expect(daysBetween('2024-3-1', '2024-03-01', 'Asia/Muscat')).toEqual([]);
    expect(daysBetween('', '', 'Asia/Muscat')).toEqual([]);
  });

  it('counts as many days as it lists, in any zone, summer time included (dayCount)', () => {
    const day = fc
      .date({ min: new Date('1999-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -3, max: 400 }),
        fc.constantFrom('Asia/Muscat', 'Europe/Berlin', 'America/Santiago'),
        (from, length, zone) => {
          const to = new Date(Date.parse(`${from}T00:00:00Z`) + length * 86_400_000).toISOString().slice(0, 10);
          expect(dayCount(from, to)).toBe(daysBetween(from, to, zone).length);
        },
      ),
      { numRuns: 100 },
    );
    expect(dayCount('2024-02-29', '2026-12-04')).toBe(1010);
    expect(dayCount('2024-03-01', '2024-03-01')).toBe(1);
    expect([dayCount('2024-03-02', '2024-03-01'), dayCount('2024-3-1', '2024-03-01'), dayCount('', '')]).toEqual([
      0, 0, 0,
    ]);
  });

  it('names today in the market’s zone, and the days before it', () => {
    // 22:30 UTC on 21 Nov is 02:30 on 22 Nov in Muscat.
    expect(dayInZone(new Date('2026-11-21T22:30:00Z'), 'Asia/Muscat')).toBe('2026-11-22');
    expect(dayInZone(new Date('2026-11-21T22:30:00Z'), 'Asia/Muscat', 6)).toBe('2026-11-16');
  });
});
