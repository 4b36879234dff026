import { autocompleteClasses } from '@mui/material/Autocomplete';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS } from '@/config/constants';
import { MIN_TEXT_CONTRAST, readableOn, textBackgrounds } from './contrast';
import type { ThemeSettings } from './settings';

/** The palette colours used as text (links, text buttons, outlined chips, messages). */
const TEXT_COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** On a touch screen (a finger, not a mouse). */
const COARSE = '@media (pointer: coarse)';
/** The smallest side of a control a finger can hit (WCAG 2.5.5), in px. */
const TARGET = 44;
const touchTarget = { [COARSE]: { minWidth: TARGET, minHeight: TARGET } };

/**
 * Every control at least 44 by 44 px on a touch screen (`pointer: coarse`), and as
 * designed with a mouse: icon buttons (a grid's sort and column-menu buttons, the
 * pagination arrows, row actions), buttons, check boxes, switches' thumbs, inputs,
 * tabs, menu entries, a searchable select's options and links.
 */
const TOUCH_TARGETS: ThemeOptions['components'] = {
  MuiIconButton: { styleOverrides: { root: touchTarget } },
  MuiButton: { styleOverrides: { root: touchTarget } },
  MuiToggleButton: { styleOverrides: { root: touchTarget } },
  MuiCheckbox: { styleOverrides: { root: touchTarget } },
  MuiRadio: { styleOverrides: { root: touchTarget } },
  MuiTab: { styleOverrides: { root: touchTarget } },
  MuiInputBase: { styleOverrides: { root: { [COARSE]: { minHeight: TARGET } } } },
  MuiMenuItem: { styleOverrides: { root: { [COARSE]: { minHeight: TARGET } } } },
  MuiListItemButton: { styleOverrides: { root: { [COARSE]: { minHeight: TARGET } } } },
  MuiChip: { styleOverrides: { clickable: { [COARSE]: { minHeight: TARGET } } } },
  // A searchable select's options (a rider, a category: 36 px in MUI from 600 px wide).
  // On the list, whose own option style (later than the `option` slot's) sets that size.
  MuiAutocomplete: {
    styleOverrides: { listbox: { [`& .${autocompleteClasses.option}`]: { [COARSE]: { minHeight: TARGET } } } },
  },
  // A switch's thumb and its ripple area (38 px in MUI) grow to 44 px, its track with it.
  MuiSwitch: {
    styleOverrides: {
      root: { [COARSE]: { width: 64, height: TARGET, padding: 15 } },
      switchBase: { [COARSE]: { padding: 12 } },
    },
  },
  // A link (a name in a table's cell, a breadcrumb, a reference on a page) is a target
  // too: its box grows to 44 px around its text, which stays where it was.
  MuiLink: {
    styleOverrides: {
      root: {
        [COARSE]: {
          display: 'inline-flex',
          alignItems: 'center',
          minHeight: TARGET,
          minWidth: TARGET,
          maxWidth: '100%',
        },
      },
    },
  },
};

/**
 * Builds the MUI theme (spec §9 breakpoints; spec §4 light and dark). Every coloured
 * text reaches WCAG AA (4.5:1) in both modes: the theme colour and MUI's status colours
 * are lightened in dark mode (teal #0f766e on #121212 is only 3.4:1) or darkened in
 * light mode until they read on the page, on paper, on menus and on a selected item;
 * the text on a filled colour (contained buttons, chips) is black or white, whichever
 * reaches 4.5:1.
 * @param settings mode and primary colour
 * @param direction 'rtl' for Arabic
 * @returns the theme; Arabic text uses Cairo, English Roboto (both bundled by @fontsource);
 *   touch targets of at least 44 px on touch screens (TOUCH_TARGETS); no transitions or
 *   animations where the system asks for reduced motion (docs/testing.md "Reduced motion")
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
    components: TOUCH_TARGETS,
    // A person whose system asks for less motion (prefers-reduced-motion: reduce) gets
    // menus, dialogs and messages shown at once, and still progress indicators and
    // skeletons (MUI's own reduced styles: a loading bar holds still in the middle).
    motion: { reducedMotion: 'system' },
  });
}
