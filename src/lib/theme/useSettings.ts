import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './AppThemeProvider';

/**
 * @returns the theme settings and their updater
 * @throws Error when used outside AppThemeProvider
 */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside AppThemeProvider');
  return value;
}
