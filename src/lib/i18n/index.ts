/**
 * i18next set-up (spec §1, §7). Resources are flat maps from key to text, as stored in
 * the Translation collection, so dots in keys are not separators. The bundled maps in
 * src/locales are the defaults; `subscribeTranslations` overlays the stored ones.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_RESOURCES } from '@/locales/bundled';
import { applyDocumentLocale, isLocale, LOCALE_STORAGE_KEY, storedLocale, type Locale } from './locale';

export { BUNDLED_RESOURCES };

export * from './locale';

void i18n.use(initReactI18next).init({
  resources: { en: { translation: BUNDLED_RESOURCES.en }, ar: { translation: BUNDLED_RESOURCES.ar } },
  lng: storedLocale(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: 'added', useSuspense: false },
});

i18n.on('languageChanged', (lng) => {
  if (isLocale(lng)) applyDocumentLocale(lng);
});
applyDocumentLocale(storedLocale());

/**
 * Switches the panel's language and remembers it.
 * @param locale 'en' or 'ar'
 */
export function setLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  void i18n.changeLanguage(locale);
}

export { i18n };
