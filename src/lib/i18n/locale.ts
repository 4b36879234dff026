/**
 * Locale handling (spec §1, §4): English and Arabic; Arabic is right to left. The
 * chosen locale is kept in localStorage so it survives reloads and redirects.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_STORAGE_KEY = 'locale';

/** @returns true when `value` is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** @returns the locale stored in the browser, or English. */
export function storedLocale(): Locale {
  try {
    const v = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(v) ? v : 'en';
  } catch {
    return 'en';
  }
}

/** @returns the writing direction of a locale. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Sets `<html lang dir>` for a locale. */
export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
