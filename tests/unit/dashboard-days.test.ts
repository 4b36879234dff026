import { describe, expect, it } from 'vitest';
import { lastDays, zoneOffsetMinutes } from '@/features/dashboard/days';

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
