import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import { directionOf, isLocale } from '@/lib/i18n/locale';
import { createAppTheme } from './createAppTheme';
import { rtlPlugin } from './rtl';
import { parseSettings, SETTINGS_STORAGE_KEY, type ThemeSettings } from './settings';

const caches: Record<'ltr' | 'rtl', EmotionCache> = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** The settings and a function to change some of them (persisted). */
export interface SettingsContextValue {
  readonly settings: ThemeSettings;
  readonly updateSettings: (patch: Partial<ThemeSettings>) => void;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

/**
 * Provides the MUI theme, the Emotion cache for the current direction (stylis RTL
 * plugin in Arabic) and the persisted theme settings (spec §2 layout, §4 theme mode),
 * which follow a change made in another tab of the panel (the browser's storage event).
 */
export function AppThemeProvider({ children }: { readonly children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = directionOf(isLocale(i18n.language) ? i18n.language : 'en');
  const [settings, setSettings] = useState(() => parseSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)));
  const updateSettings = useCallback((patch: Partial<ThemeSettings>) => {
    setSettings((old) => {
      const next = { ...old, ...patch };
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  // Another tab of the panel changed the settings (the light/dark toggle): this one follows.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) setSettings(parseSettings(event.newValue));
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  const theme = useMemo(() => createAppTheme(settings, direction), [settings, direction]);
  const value = useMemo(() => ({ settings, updateSettings }), [settings, updateSettings]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
