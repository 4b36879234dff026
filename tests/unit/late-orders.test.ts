/**
 * Late and stuck orders and the riders' order (src/domains/orders/late/lateModel.ts; issue 32,
 * docs/data-model.md "Late and stuck orders", "Dispatch"): lateness by queue against a
 * given server time, one row per order sorted by delay; riders nearest first within
 * App info's radii.
 */
import { describe, expect, it } from 'vitest';
import { distanceMeters, lateRows, rankRiders } from '@/domains/orders/late/lateModel';

const NOW = Date.UTC(2026, 10, 27, 8, 0, 0);
const TIMERS = { riderOrderTimerSeconds: 60, deliveryTimeMinutes: 45, unassignedAlertMinutes: 10 };
const order = (id: string, minutesAgo: number) => ({ id, createdAt: new Date(NOW - minutesAgo * 60_000) });

describe('lateRows', () => {
  it('keeps orders past their queue timer, one row per order by the longest delay, latest first', () => {
    const rows = lateRows(
      {
        notAccepted: [order('a', 0.5), order('b', 3)],
        notDelivered: [order('c', 40), order('d', 50)],
        unassigned: [order('b', 3), order('e', 13), order('d', 50)],
      },
      TIMERS,
      NOW,
    );
    expect(rows.map((r) => r.order.id)).toEqual(['d', 'e', 'b']);
    expect(rows[0]?.queues).toEqual(['notDelivered', 'unassigned']);
    expect(rows[0]?.lateMs).toBe(40 * 60_000);
    expect(rows[2]?.lateMs).toBe(2 * 60_000);
  });

  it('is empty before every queue has answered nothing late', () => {
    expect(lateRows({}, TIMERS, NOW)).toEqual([]);
  });
});

describe('rankRiders', () => {
  const pickup = { latitude: 23.588, longitude: 58.3829 };
  const rider = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });
  it('puts riders nearest the pickup first, unknown positions after, beyond the maximum radius last and unavailable', () => {
    const ranked = rankRiders(
      [rider('far', 24.35, 56.7), rider('unknown', 0, 0), rider('near', 23.59, 58.39), rider('mid', 23.6, 58.45)],
      pickup,
      { minRadiusMeters: 0, maxRadiusMeters: 15_000 },
    );
    expect(ranked.map((r) => r.rider.name)).toEqual(['near', 'mid', 'unknown', 'far']);
    expect(ranked[3]?.outOfRange).toBe(true);
    expect(ranked[2]?.distance).toBeNull();
  });

  it('counts riders within the minimum radius as equally near (by the given order, names)', () => {
    const ranked = rankRiders([rider('b', 23.5885, 58.383), rider('a', 23.588, 58.3829)], pickup, {
      minRadiusMeters: 500,
      maxRadiusMeters: 15_000,
    });
    expect(ranked.map((r) => r.rider.name)).toEqual(['b', 'a']);
  });

  it('measures great-circle distances (Muscat to Sohar, about 200 km)', () => {
    expect(distanceMeters(pickup, { latitude: 24.3476, longitude: 56.7094 }) / 1000).toBeGreaterThan(180);
  });
});
