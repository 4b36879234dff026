import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@/config/constants';
import type { ThemeSettings } from './settings';

/**
 * Builds the MUI theme (spec §9 breakpoints).
 * @param settings mode and primary colour
 * @param direction 'rtl' for Arabic
 * @returns the theme; Arabic text uses Cairo, English Roboto (both bundled by @fontsource)
 */
export function createAppTheme(settings: ThemeSettings, direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    palette: { mode: settings.mode, primary: { main: settings.themeColor } },
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
