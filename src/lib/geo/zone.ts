/**
 * Delivery zones' geometry (issue 50 item 2, docs/data-model.md "Delivery zones"): the
 * checks of a drawn polygon the rules cannot make (closed, not self-intersecting, inside
 * its city's radius), the zone an order's position falls in, and the points as editable
 * text (the keyboard's way to draw). Pure, with turf; imported only by the zone editor,
 * the order page's zone line and the live map, so turf loads with them only.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { point, polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import { latinDigits } from '@/lib/entity/phone';

/** One vertex of a zone: latitude and longitude in degrees (WGS 84). */
export interface ZonePoint {
  readonly lat: number;
  readonly lng: number;
}

/** Decimals a stored coordinate keeps (about 10 cm; the definition's 6). */
export const COORDINATE_DECIMALS = 6;

/** The i18n keys of a zone's problems (src/locales/<lang>/area: `area.validation.*`). */
export type ZoneProblem =
  | 'area.validation.zoneTooFew'
  | 'area.validation.zoneTooMany'
  | 'area.validation.zoneSelfIntersecting'
  | 'area.validation.zoneOutsideCity'
  | 'area.validation.zonePoint';

/** A city as the checks need it: its centre (null when not set) and radius in metres. */
export interface ZoneCity {
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly radiusMeters: number;
}

/** A coordinate rounded to the stored decimals. */
export function roundCoordinate(value: number): number {
  return Number(value.toFixed(COORDINATE_DECIMALS));
}

/**
 * The polygon's points without a repeated closing point and without consecutive
 * duplicates (a double click, or a ring typed closed): what is stored. The stored ring
 * is open: its last point joins its first.
 * @param points the vertices as drawn or typed
 * @returns the vertices, rounded to 6 decimals
 */
export function openRing(points: readonly ZonePoint[]): ZonePoint[] {
  const out: ZonePoint[] = [];
  for (const p of points) {
    const q = { lat: roundCoordinate(p.lat), lng: roundCoordinate(p.lng) };
    const last = out[out.length - 1];
    if (!last || last.lat !== q.lat || last.lng !== q.lng) out.push(q);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) out.pop();
  return out;
}

/** The closed GeoJSON ring of an open ring (turf's order: [lng, lat]). */
function ring(points: readonly ZonePoint[]): number[][] {
  const coords = points.map((p) => [p.lng, p.lat]);
  const first = coords[0];
  return first ? [...coords, first] : coords;
}

const isCoordinate = (p: ZonePoint) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

/**
 * What is wrong with a zone, if anything: an empty list is no zone (allowed); otherwise at
 * least 3 distinct points, at most `maxPoints`, valid coordinates, edges that do not
 * cross (turf `kinks`), and every point inside the city's radius when the city has a centre.
 * @param points the open ring (openRing)
 * @param city the area's city, or null when unknown (the radius is then not checked)
 * @param maxPoints the most points (the definition's MAX_ZONE_POINTS, src/entities/city.ts)
 * @returns the i18n key of the first problem, or null when the zone is fine
 */
export function zoneProblem(
  points: readonly ZonePoint[],
  city: ZoneCity | null,
  maxPoints: number,
): ZoneProblem | null {
  if (points.length === 0) return null;
  if (!points.every(isCoordinate)) return 'area.validation.zonePoint';
  if (points.length < 3) return 'area.validation.zoneTooFew';
  if (points.length > maxPoints) return 'area.validation.zoneTooMany';
  if (kinks(polygon([ring(points)])).features.length > 0) return 'area.validation.zoneSelfIntersecting';
  if (city && city.latitude !== null && city.longitude !== null) {
    const centre = point([city.longitude, city.latitude]);
    const km = city.radiusMeters / 1000;
    if (points.some((p) => distance(centre, point([p.lng, p.lat]), { units: 'kilometers' }) > km)) {
      return 'area.validation.zoneOutsideCity';
    }
  }
  return null;
}

/** An area as point-in-zone needs it. */
export interface ZoneArea {
  readonly id: string;
  readonly zone: readonly ZonePoint[];
  readonly zonePriority: number;
  readonly zoneActive: boolean;
}

/**
 * The zone a position falls in: among the active areas whose polygon (3 points or more)
 * holds it, the one of highest priority; a tie goes to the smallest id, so every screen
 * and app agrees.
 * @param position the order's delivery position, or null when it has none
 * @param areas candidate areas (usually those of the order's city)
 * @returns the area, or null when none holds it
 */
export function zoneFor<A extends ZoneArea>(position: ZonePoint | null, areas: readonly A[]): A | null {
  if (!position || !isCoordinate(position)) return null;
  const at = point([position.lng, position.lat]);
  let best: A | null = null;
  for (const area of areas) {
    if (!area.zoneActive || area.zone.length < 3) continue;
    if (!booleanPointInPolygon(at, polygon([ring(area.zone)]))) continue;
    if (
      !best ||
      area.zonePriority > best.zonePriority ||
      (area.zonePriority === best.zonePriority && area.id < best.id)
    ) {
      best = area;
    }
  }
  return best;
}

/**
 * The points as text, one `latitude, longitude` a line (the editor's text box).
 * @param points the ring
 * @returns the text, Latin digits (coordinates read left to right)
 */
export function pointsToText(points: readonly ZonePoint[]): string {
  return points.map((p) => `${p.lat}, ${p.lng}`).join('\n');
}

/** What reading typed points gives: the points, or the 1-based line that is not a point. */
export type ParsedPoints =
  { readonly ok: true; readonly points: ZonePoint[] } | { readonly ok: false; readonly line: number };

/**
 * Reads typed points: one `latitude, longitude` a line (a comma, Arabic comma, semicolon or
 * spaces between them; Arabic-Indic digits and the Arabic decimal separator accepted);
 * blank lines skipped.
 * @param text what was typed
 * @returns the points, or the first line that is not a valid coordinate pair
 */
export function textToPoints(text: string): ParsedPoints {
  const points: ZonePoint[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = latinDigits(lines[i] ?? '')
      .replace(/\u066b/g, '.')
      .trim();
    if (!line) continue;
    const parts = line.split(/\s*[,،;]\s*|\s+/u).filter(Boolean);
    const [lat, lng] = parts.map(Number);
    const p = { lat: lat ?? NaN, lng: lng ?? NaN };
    if (parts.length !== 2 || !isCoordinate(p)) return { ok: false, line: i + 1 };
    points.push(p);
  }
  return { ok: true, points };
}
