/**
 * Text contrast (WCAG 2 AA, 4.5:1 for normal text) of the theme's colours. The theme
 * uses these to make its coloured texts readable on its backgrounds in both modes,
 * and tests/unit/theme-contrast.test.ts checks the result.
 */
import { decomposeColor, getContrastRatio, getOverlayAlpha, alpha, rgbToHex } from '@mui/material/styles';

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Paints a colour, possibly translucent, over an opaque background.
 * @param color any CSS colour MUI understands (`#0f766e`, `rgba(0,0,0,0.6)`)
 * @param background an opaque colour
 * @returns the opaque colour seen, as `#rrggbb`
 */
export function over(color: string, background: string): string {
  const fg = decomposeColor(color);
  const bg = decomposeColor(background);
  const a = fg.values[3] ?? 1;
  const channel = (i: number) => Math.round(fg.values[i]! * a + bg.values[i]! * (1 - a));
  return rgbToHex(`rgb(${channel(0)}, ${channel(1)}, ${channel(2)})`);
}

/**
 * @param text the text colour (translucent colours are painted over the background)
 * @param background an opaque background colour
 * @returns the WCAG contrast ratio, 1 to 21
 */
export function contrastOf(text: string, background: string): number {
  return getContrastRatio(over(text, background), background);
}

/**
 * The backgrounds text can stand on in a mode: the page, paper, paper raised as menus
 * (elevation 8) and the temporary drawer (16) are in dark mode, and a selected item
 * (the side menu's current link, a default chip) on each.
 * @param page background.default
 * @param paper background.paper
 * @param selected action.selected (translucent)
 * @param mode the palette mode
 * @returns opaque colours
 */
export function textBackgrounds(page: string, paper: string, selected: string, mode: 'light' | 'dark'): string[] {
  const raised =
    mode === 'dark' ? [8, 16].map((elevation) => over(alpha('#fff', getOverlayAlpha(elevation)), paper)) : [];
  const surfaces = [over(page, page), over(paper, paper), ...raised];
  return [...surfaces, ...surfaces.map((surface) => over(selected, surface))];
}

/**
 * @param color an opaque colour
 * @returns its hue (0–360), saturation and lightness (0–100)
 */
function toHsl(color: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = decomposeColor(rgbToHex(color)).values.map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/**
 * @param h hue, 0–360
 * @param s saturation, 0–100
 * @param l lightness, 0–100
 * @returns the colour as `#rrggbb`
 */
function fromHsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return rgbToHex(`rgb(${f(0)}, ${f(8)}, ${f(4)})`);
}

/**
 * Makes a colour readable as text on all the given backgrounds: lighter in dark mode,
 * darker in light mode, keeping its hue and saturation, by the smallest step of
 * lightness that reaches 4.5:1.
 * @param color the wanted colour (e.g. the theme colour setting)
 * @param backgrounds opaque backgrounds it is shown on
 * @param mode 'dark' lightens, 'light' darkens
 * @returns the colour as `#rrggbb`, unchanged when it already passes
 */
export function readableOn(color: string, backgrounds: readonly string[], mode: 'light' | 'dark'): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastOf(c, bg) >= MIN_TEXT_CONTRAST);
  const start = rgbToHex(color);
  if (passes(start)) return start;
  const [h, s, l] = toHsl(start);
  for (let step = 1; step <= 100; step += 1) {
    const lightness = mode === 'dark' ? Math.min(100, l + step) : Math.max(0, l - step);
    const candidate = fromHsl(h, s, lightness);
    if (passes(candidate)) return candidate;
  }
  return mode === 'dark' ? '#ffffff' : '#000000';
}
