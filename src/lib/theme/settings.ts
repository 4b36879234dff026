/**
 * Theme settings (spec §3 browser storage, §9): mode, themeColor, contentWidth, kept
 * in localStorage under `settings`. Defaults: light, the brand primary, boxed.
 */
export type ThemeMode = 'light' | 'dark';
export type ContentWidth = 'boxed' | 'full';

export interface ThemeSettings {
  readonly mode: ThemeMode;
  /** Primary colour as a CSS hex string. */
  readonly themeColor: string;
  readonly contentWidth: ContentWidth;
}

export const SETTINGS_STORAGE_KEY = 'settings';
export const DEFAULT_SETTINGS: ThemeSettings = { mode: 'light', themeColor: '#0f766e', contentWidth: 'boxed' };

/**
 * Reads settings, keeping only valid values.
 * @param raw the stored JSON text, or null
 * @returns complete settings, defaults where a value is missing or malformed
 */
export function parseSettings(raw: string | null): ThemeSettings {
  let value: Partial<Record<keyof ThemeSettings, unknown>> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') value = parsed as typeof value;
  } catch {
    // Malformed storage: defaults.
  }
  return {
    mode: value.mode === 'dark' || value.mode === 'light' ? value.mode : DEFAULT_SETTINGS.mode,
    themeColor:
      typeof value.themeColor === 'string' && /^#[0-9a-f]{6}$/i.test(value.themeColor)
        ? value.themeColor
        : DEFAULT_SETTINGS.themeColor,
    contentWidth:
      value.contentWidth === 'full' || value.contentWidth === 'boxed'
        ? value.contentWidth
        : DEFAULT_SETTINGS.contentWidth,
  };
}
