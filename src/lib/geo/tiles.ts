/**
 * The map tiles the live map (src/domains/orders/map) and the zone editor
 * (src/features/cities) draw under their layers (docs/live-map.md).
 */

/** The default tile layer: OpenStreetMap's standard tiles (their usage policy: light use, with attribution). */
export const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/**
 * The tile layer from configuration: `VITE_MAP_TILE_URL` (a `{z}/{x}/{y}` template; `none`
 * draws no tiles) and `VITE_MAP_TILE_ATTRIBUTION`, OpenStreetMap's by default.
 * @param env `import.meta.env` or an equivalent map of strings
 * @returns the template and its attribution, or null for no tiles
 */
export function tileLayerOf(
  env: Readonly<Record<string, unknown>>,
): { readonly url: string; readonly attribution: string } | null {
  const url = typeof env.VITE_MAP_TILE_URL === 'string' ? env.VITE_MAP_TILE_URL.trim() : '';
  if (url === 'none') return null;
  if (!url) return OSM_TILES;
  const attribution = typeof env.VITE_MAP_TILE_ATTRIBUTION === 'string' ? env.VITE_MAP_TILE_ATTRIBUTION : '';
  return { url, attribution };
}
