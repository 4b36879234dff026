import type { Locale } from '@/lib/i18n/locale';

/**
 * Loaders of the bundled translations, one chunk per locale, so the panel downloads
 * only the language it shows (and the other one when the person switches).
 */
export const BUNDLED_LOADERS: Readonly<Record<Locale, () => Promise<Record<string, string>>>> = {
  en: () => import('./en').then((m) => m.default),
  ar: () => import('./ar').then((m) => m.default),
};
