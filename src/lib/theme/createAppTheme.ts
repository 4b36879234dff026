import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@/config/constants';
import { MIN_TEXT_CONTRAST, readableOn, textBackgrounds } from './contrast';
import type { ThemeSettings } from './settings';

/** The palette colours used as text (links, text buttons, outlined chips, messages). */
const TEXT_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * Builds the MUI theme (spec §9 breakpoints; spec §4 light and dark). Every coloured
 * text reaches WCAG AA (4.5:1) in both modes: the theme colour and MUI's status colours
 * are lightened in dark mode (teal #0f766e on #121212 is only 3.4:1) or darkened in
 * light mode until they read on the page, on paper, on menus and on a selected item;
 * the text on a filled colour (contained buttons, chips) is black or white, whichever
 * reaches 4.5:1.
 * @param settings mode and primary colour
 * @param direction 'rtl' for Arabic
 * @returns the theme; Arabic text uses Cairo, English Roboto (both bundled by @fontsource)
 */
export function createAppTheme(settings: ThemeSettings, direction: 'ltr' | 'rtl'): Theme {
  const mode = settings.mode;
  const base = createTheme({ palette: { mode, primary: { main: settings.themeColor } } }).palette;
  const backgrounds = textBackgrounds(base.background.default, base.background.paper, base.action.selected, mode);
  const readable = (colour: (typeof TEXT_COLOURS)[number]) => ({
    main: readableOn(colour === 'primary' ? settings.themeColor : base[colour].main, backgrounds, mode),
  });
  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: {
      mode,
      contrastThreshold: MIN_TEXT_CONTRAST,
      ...Object.fromEntries(TEXT_COLOURS.map((colour) => [colour, readable(colour)])),
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily:
        direction === 'rtl'
          ? '"Cairo", "Roboto", "Helvetica", "Arial", sans-serif'
          : '"Roboto", "Cairo", "Helvetica", "Arial", sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
