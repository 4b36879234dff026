/**
 * i18next set-up (spec §1, §7). Resources are flat maps from key to text, as stored in
 * the Translation collection, so dots in keys are not separators. The bundled maps in
 * src/locales are the defaults, loaded per locale; the stored ones are overlaid on them
 * (./remote.ts).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUNDLED_LOADERS } from '@/locales/bundled';
import { applyDocumentLocale, isLocale, LOCALE_STORAGE_KEY, storedLocale, type Locale } from './locale';

export * from './locale';

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
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

const loaded = new Map<Locale, Promise<void>>();

/**
 * The bundled texts as shipped, per locale, filled in as each locale loads (empty
 * until then). i18next gets copies, so these stay the defaults whatever is stored.
 */
export const BUNDLED_RESOURCES: Readonly<Record<Locale, Record<string, string>>> = { en: {}, ar: {} };

/**
 * Loads a locale's bundled texts once. Texts already stored from the Translation
 * collection are kept (the bundled ones only fill in what is missing).
 * @param locale 'en' or 'ar'
 * @returns when the texts are in i18next
 */
export function loadLocale(locale: Locale): Promise<void> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = BUNDLED_LOADERS[locale]().then((texts) => {
      Object.assign(BUNDLED_RESOURCES[locale], texts);
      i18n.addResourceBundle(locale, 'translation', { ...texts }, true, false);
    });
    loaded.set(locale, promise);
  }
  return promise;
}

/** Resolves when the texts of the locale the panel starts in are loaded. */
export const i18nReady: Promise<void> = loadLocale(storedLocale());

/**
 * Switches the panel's language and remembers it.
 * @param locale 'en' or 'ar'
 */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
