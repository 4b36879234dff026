import { alpha, getContrastRatio, getOverlayAlpha, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from '@/lib/theme/createAppTheme';
import { over } from '@/lib/theme/contrast';
import { DEFAULT_SETTINGS } from '@/lib/theme/settings';

/** WCAG 2 AA, normal text. */
const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** The opaque backgrounds text stands on: page, paper, raised paper (dark), and a selected item on each. */
function backgrounds(theme: Theme): Record<string, string> {
  const { background, action, mode } = theme.palette;
  const surfaces: Record<string, string> = { page: background.default, paper: background.paper };
  if (mode === 'dark') {
    for (const elevation of [8, 16]) {
      surfaces[`paper elevation ${elevation}`] = over(alpha('#fff', getOverlayAlpha(elevation)), background.paper);
    }
  }
  const all: Record<string, string> = { ...surfaces };
  for (const [name, colour] of Object.entries(surfaces)) all[`selected on ${name}`] = over(action.selected, colour);
  return all;
}

/** Every pair of text colour and background shown by the panel, with its contrast ratio. */
function pairs(theme: Theme): { what: string; ratio: number }[] {
  const p = theme.palette;
  const result: { what: string; ratio: number }[] = [];
  const add = (what: string, text: string, background: string) =>
    result.push({ what, ratio: getContrastRatio(over(text, background), background) });
  for (const [name, bg] of Object.entries(backgrounds(theme))) {
    add(`text.primary on ${name}`, p.text.primary, bg);
    add(`text.secondary on ${name}`, p.text.secondary, bg);
    for (const colour of COLOURS) add(`${colour}.main on ${name}`, p[colour].main, bg);
  }
  for (const colour of COLOURS) add(`${colour}.contrastText on ${colour}.main`, p[colour].contrastText, p[colour].main);
  // The avatar's initial: the page colour on the theme colour.
  add('background.default on primary.main', p.background.default, p.primary.main);
  return result;
}

describe('theme text contrast (WCAG AA 4.5:1)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const themeColor of [DEFAULT_SETTINGS.themeColor, '#1976d2', '#f59e0b']) {
      it(`holds for every text in ${mode} mode with theme colour ${themeColor}`, () => {
        const theme = createAppTheme({ ...DEFAULT_SETTINGS, mode, themeColor }, 'ltr');
        const failing = pairs(theme).filter(({ ratio }) => ratio < AA);
        expect(failing.map(({ what, ratio }) => `${what}: ${ratio.toFixed(2)}`)).toEqual([]);
      });
    }
  }

  it('keeps the brand teal in light mode and lightens it in dark mode', () => {
    expect(createAppTheme(DEFAULT_SETTINGS, 'ltr').palette.primary.main).toBe(DEFAULT_SETTINGS.themeColor);
    const dark = createAppTheme({ ...DEFAULT_SETTINGS, mode: 'dark' }, 'rtl').palette;
    expect(getContrastRatio(DEFAULT_SETTINGS.themeColor, dark.background.default)).toBeLessThan(AA);
    expect(getContrastRatio(dark.primary.main, dark.background.default)).toBeGreaterThanOrEqual(AA);
  });
});
