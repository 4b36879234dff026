import { describe, expect, it } from 'vitest';
import { areaEntity, cityEntity, MAX_ZONE_POINTS } from '@/entities/city';
import { orderEntity } from '@/entities/order';
import { openRing, pointsToText, textToPoints, zoneFor, zoneProblem, type ZonePoint } from '@/lib/geo/zone';

// Around Qurum, Muscat: a square of about 2 km.
const SQUARE: ZonePoint[] = [
  { lat: 23.6, lng: 58.47 },
  { lat: 23.6, lng: 58.49 },
  { lat: 23.62, lng: 58.49 },
  { lat: 23.62, lng: 58.47 },
];
// The same four points in a bow-tie order: two edges cross.
const BOW_TIE: ZonePoint[] = [SQUARE[0]!, SQUARE[2]!, SQUARE[1]!, SQUARE[3]!];
const MUSCAT = { latitude: 23.6, longitude: 58.45, radiusMeters: 15_000 };

describe('zoneProblem', () => {
  it('accepts no zone and a simple square inside the radius', () => {
    expect(zoneProblem([], MUSCAT, MAX_ZONE_POINTS)).toBeNull();
    expect(zoneProblem(SQUARE, MUSCAT, MAX_ZONE_POINTS)).toBeNull();
  });
  it('refuses a self-intersecting polygon', () => {
    expect(zoneProblem(BOW_TIE, MUSCAT, MAX_ZONE_POINTS)).toBe('area.validation.zoneSelfIntersecting');
  });
  it('refuses fewer than 3 points and more than the most', () => {
    expect(zoneProblem(SQUARE.slice(0, 2), MUSCAT, MAX_ZONE_POINTS)).toBe('area.validation.zoneTooFew');
    const many = Array.from({ length: MAX_ZONE_POINTS + 1 }, (_, i) => {
      const a = (2 * Math.PI * i) / (MAX_ZONE_POINTS + 1);
      return { lat: 23.6 + 0.01 * Math.sin(a), lng: 58.45 + 0.01 * Math.cos(a) };
    });
    expect(zoneProblem(many, MUSCAT, MAX_ZONE_POINTS)).toBe('area.validation.zoneTooMany');
    expect(zoneProblem(many.slice(0, MAX_ZONE_POINTS), MUSCAT, MAX_ZONE_POINTS)).toBeNull();
  });
  it("refuses a point outside the city's radius, and skips the check without a centre", () => {
    const far = [...SQUARE.slice(0, 3), { lat: 23.9, lng: 58.47 }];
    expect(zoneProblem(far, MUSCAT, MAX_ZONE_POINTS)).toBe('area.validation.zoneOutsideCity');
    expect(zoneProblem(far, { latitude: null, longitude: null, radiusMeters: 15_000 }, MAX_ZONE_POINTS)).toBeNull();
  });
  it('refuses coordinates out of range', () => {
    expect(zoneProblem([...SQUARE.slice(0, 2), { lat: 91, lng: 0 }], null, MAX_ZONE_POINTS)).toBe(
      'area.validation.zonePoint',
    );
  });
});

describe('openRing', () => {
  it('drops a repeated closing point and consecutive duplicates, rounds to 6 decimals', () => {
    const first = SQUARE[0]!;
    expect(openRing([...SQUARE, first])).toEqual(SQUARE);
    expect(openRing([first, first, SQUARE[1]!])).toEqual([first, SQUARE[1]]);
    expect(openRing([{ lat: 23.12345678, lng: 58.1 }])).toEqual([{ lat: 23.123457, lng: 58.1 }]);
  });
});

describe('zoneFor', () => {
  const area = (id: string, zonePriority: number, zoneActive = true, zone = SQUARE) => ({
    id,
    zone,
    zonePriority,
    zoneActive,
  });
  const inside = { lat: 23.61, lng: 58.48 };
  it('finds the highest-priority active zone holding the position', () => {
    const areas = [area('a', 1), area('b', 5), area('c', 9, false)];
    expect(zoneFor(inside, areas)?.id).toBe('b');
  });
  it('breaks a tie by the smallest id', () => {
    expect(zoneFor(inside, [area('z', 2), area('m', 2)])?.id).toBe('m');
  });
  it('finds nothing outside, without a position or with too few points', () => {
    expect(zoneFor({ lat: 23.7, lng: 58.48 }, [area('a', 1)])).toBeNull();
    expect(zoneFor(null, [area('a', 1)])).toBeNull();
    expect(zoneFor(inside, [area('a', 1, true, SQUARE.slice(0, 2))])).toBeNull();
  });
});

describe('points as text', () => {
  it('round-trips and reads Arabic-Indic digits and the Arabic comma', () => {
    expect(textToPoints(pointsToText(SQUARE))).toEqual({ ok: true, points: SQUARE });
    expect(textToPoints('٢٣٫٦، ٥٨٫٤٧\n\n23.6 58.49')).toEqual({
      ok: true,
      points: [
        { lat: 23.6, lng: 58.47 },
        { lat: 23.6, lng: 58.49 },
      ],
    });
  });
  it('names the first line that is not a point', () => {
    expect(textToPoints('23.6, 58.47\nnorth of Qurum')).toEqual({ ok: false, line: 2 });
    expect(textToPoints('23.6, 190')).toEqual({ ok: false, line: 1 });
  });
});

describe('the definitions', () => {
  it('declare the zone, the centre and the position the rules and apps read', () => {
    expect(areaEntity.fields.zone.maxItems).toBe(MAX_ZONE_POINTS);
    expect(areaEntity.fields.deliveryFee.kind).toBe('money');
    expect(areaEntity.fields.minimumOrder.kind).toBe('money');
    expect(cityEntity.fields.latitude.nullable).toBe(true);
    expect(orderEntity.fields.latitude.readOnly).toBe(true);
  });
});
