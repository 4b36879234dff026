/**
 * The live map's markers (issue 50, item 1; docs/live-map.md): Leaflet `divIcon`s (HTML,
 * no image files), 28 px with a mouse and 44 px on a touch screen, each a coloured disc
 * with a letter so colour is never the only cue. Orders waiting at the same place are set
 * around it on a spiral (pixels, at every zoom), so none hides another.
 */
import L from 'leaflet';

/** What a marker stands for (its colour and letter). */
export type MarkerKind = 'order' | 'orderException' | 'riderFree' | 'riderCarrying' | 'supplier' | 'supplierPaused';

/** Colours with 4.5:1 contrast against white letters. */
export const MARKER_COLOURS: Readonly<Record<MarkerKind, string>> = {
  order: '#1565c0',
  orderException: '#b71c1c',
  riderFree: '#1b5e20',
  riderCarrying: '#6a1b9a',
  supplier: '#424242',
  supplierPaused: '#bf360c',
};

/** @returns the marker size in pixels: 44 on a touch screen (coarse pointer), else 28 */
export function markerSize(): number {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches ? 44 : 28;
}

/**
 * How far from its place a slot of the spiral sits (Vogel's sunflower: the area grows
 * by one marker a slot).
 * @param slot the place on the spiral (0: at the position)
 * @param size the marker size in pixels (markerSize())
 * @returns the distance of the marker's centre from the place, in pixels
 */
export function spiralRadius(slot: number, size: number): number {
  return slot === 0 ? 0 : size * 0.95 * Math.sqrt(slot);
}

/**
 * Where a slot of the spiral sets its marker's centre, from its place.
 * @param slot the place on the spiral (0: at the position)
 * @param size the marker size in pixels (markerSize())
 * @returns [x, y] in pixels (y down)
 */
export function spiralOffset(slot: number, size: number): [number, number] {
  const radius = spiralRadius(slot, size);
  const angle = slot * 2.39996; // the golden angle, radians
  return [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))];
}

/**
 * A marker's icon.
 * @param kind what it stands for
 * @param letter one letter shown inside (hidden from screen readers: the marker's title names it)
 * @param slot its place on the spiral around a shared position (0: at the position)
 */
export function markerIcon(kind: MarkerKind, letter: string, slot = 0): L.DivIcon {
  const size = markerSize();
  const [dx, dy] = spiralOffset(slot, size);
  const square = kind === 'supplier' || kind === 'supplierPaused';
  const html =
    `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;` +
    `width:${size}px;height:${size}px;border-radius:${square ? '6px' : '50%'};background:${MARKER_COLOURS[kind]};` +
    `color:#fff;font:600 ${Math.round(size * 0.45)}px/1 sans-serif;border:2px solid #fff;box-sizing:border-box;` +
    `box-shadow:0 1px 3px rgba(0,0,0,.5)">${letter}</span>`;
  return L.divIcon({
    className: 'live-map-marker',
    html,
    iconSize: [size, size],
    iconAnchor: [size / 2 - dx, size / 2 - dy],
  });
}
