/**
 * i18next set-up (spec §1, §7). Resources are flat maps from key to text, as stored in
 * the Translation collection, so dots in keys are not separators; every bundled file
 * goes into i18next's one namespace. The bundled maps in src/locales are the defaults,
 * loaded per locale and per file (a "namespace" here: `common` at start, a screen's
 * file with its screen); the stored ones are overlaid on them (./remote.ts).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatAmount, formatCurrency, formatNumber } from '@/lib/format';
import { BUNDLED_NAMESPACES, bundledLoader } from '@/locales/bundled';
import { applyDocumentLocale, isLocale, LOCALE_STORAGE_KEY, storedLocale, type Locale } from './locale';

export * from './locale';

/** The texts of the login page and the shell (src/locales/<locale>/common.json). */
export const COMMON_NAMESPACE = 'common';

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

/**
 * Numbers in texts, written exactly as the panel's other numbers (src/lib/format.ts:
 * 0–9 with "." and "," in both languages, docs/numbers.md): `{{count, number}}` (a count stays a number, so that
 * i18next picks the plural form: `_zero`, `_one`, `_two`, `_few`, `_many`, `_other` in
 * Arabic; `_one`, `_other` in English), `{{max, money}}` (an OMR limit, "OMR 100,000") and
 * `{{left, currency}}` (an OMR amount as lists show it, with its 3 decimals: "OMR 12.500").
 * @param format 'number', 'money' or 'currency'
 * @returns the formatter i18next calls with the value (OMR for the amounts) and the text's language
 */
export function textNumberFormat(format: 'number' | 'money' | 'currency') {
  const write = format === 'money' ? formatAmount : format === 'currency' ? formatCurrency : formatNumber;
  return (value: unknown, lng: string | undefined): string =>
    typeof value === 'number' ? write(value, lng ?? 'en') : String(value);
}
i18n.services.formatter?.add('number', textNumberFormat('number'));
i18n.services.formatter?.add('money', textNumberFormat('money'));
i18n.services.formatter?.add('currency', textNumberFormat('currency'));

/** Namespaces some screen asked for, in any locale: a language switch loads them too. */
const wanted = new Set<string>([COMMON_NAMESPACE]);
/** One load per `<locale>/<namespace>`. */
const loaded = new Map<string, Promise<void>>();

/**
 * The bundled texts as shipped, per locale, filled in as each namespace loads (empty
 * until then). i18next gets copies, so these stay the defaults whatever is stored.
 */
export const BUNDLED_RESOURCES: Readonly<Record<Locale, Record<string, string>>> = { en: {}, ar: {} };

let textsChangedPending = false;

/**
 * Re-renders the components that show texts, once for every call in the same task.
 * Every react-i18next consumer re-renders on i18next's store event, as a blocking
 * update (useSyncExternalStore): the whole panel, so it is sent only when texts on
 * screen may have changed (docs/performance.md, "Texts and re-renders").
 */
function textsChanged(): void {
  if (textsChangedPending) return;
  textsChangedPending = true;
  setTimeout(() => {
    textsChangedPending = false;
    (i18n.store as unknown as { emit(event: string, ...args: unknown[]): void }).emit(
      'added',
      currentLocale(),
      'translation',
      {},
    );
  }, 0);
}

/**
 * Puts texts into i18next's one namespace.
 * @param locale the texts' language
 * @param texts a flat key → text map
 * @param how `merge` keeps the other keys (`overwrite`: whether these texts replace
 *   texts already there; `merge: false` makes these the locale's only texts);
 *   `rerender`: whether components on screen may show them now (stored translations,
 *   the translation editor) and re-render, when `locale` is the language shown. A
 *   screen's bundled texts need none: the screen renders once they are in (../../app/screens.ts).
 */
export function addTexts(
  locale: Locale,
  texts: Readonly<Record<string, unknown>>,
  how: ({ readonly merge: true; readonly overwrite: boolean } | { readonly merge: false }) & {
    readonly rerender: boolean;
  },
): void {
  i18n.addResourceBundle(locale, 'translation', { ...texts }, how.merge, how.merge ? how.overwrite : true, {
    silent: true,
  });
  if (how.rerender && locale === currentLocale()) textsChanged();
}

/** Loads one namespace of one locale once (again after a failure, e.g. offline). */
function loadOne(locale: Locale, namespace: string): Promise<void> {
  const id = `${locale}/${namespace}`;
  let promise = loaded.get(id);
  if (!promise) {
    const loader = bundledLoader(locale, namespace);
    if (!loader) return Promise.reject(new Error(`No bundled texts src/locales/${id}.json`));
    promise = loader().then((texts) => {
      Object.assign(BUNDLED_RESOURCES[locale], texts);
      // overwrite false: a text already stored from the Translation collection wins.
      addTexts(locale, texts, { merge: true, overwrite: false, rerender: false });
    });
    promise.catch(() => loaded.delete(id));
    loaded.set(id, promise);
  }
  return promise;
}

/** @returns the language the panel shows now. */
function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : storedLocale();
}

/**
 * Loads bundled namespaces (each once per locale) and remembers them, so that a later
 * language switch loads them in the other locale too. Texts already stored from the
 * Translation collection are kept (the bundled ones only fill in what is missing).
 * @param namespaces file names of src/locales/<locale> without `.json`, e.g. ['entity', 'coupons']
 * @param locale defaults to the language shown
 * @returns when the texts are in i18next
 * @throws (rejects) Error for a namespace without a file; the chunk's load error
 */
export function loadNamespaces(namespaces: readonly string[], locale: Locale = currentLocale()): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  return Promise.all(namespaces.map((namespace) => loadOne(locale, namespace))).then(() => undefined);
}

/**
 * Loads every bundled namespace of a locale (the translation editor, tests).
 * @param locale 'en' or 'ar'
 * @returns when all of the locale's bundled texts are in i18next and BUNDLED_RESOURCES
 */
export function loadLocale(locale: Locale): Promise<void> {
  return loadNamespaces(BUNDLED_NAMESPACES, locale);
}

i18n.on('languageChanged', (lng) => {
  if (!isLocale(lng)) return;
  applyDocumentLocale(lng);
  // A screen that started loading its texts during the switch gets them in this locale too.
  loadNamespaces([...wanted], lng).then(textsChanged, () => undefined);
});
applyDocumentLocale(storedLocale());

/** Resolves when the common texts of the locale the panel starts in are loaded. */
export const i18nReady: Promise<void> = loadNamespaces([COMMON_NAMESPACE], storedLocale());

/**
 * Switches the panel's language and remembers it. The texts of every namespace loaded
 * so far (the open screens') load in the new locale before the switch.
 * @param locale 'en' or 'ar'
 * @throws (rejects) when those texts cannot be loaded; the language stays as it was
 */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await loadNamespaces([...wanted], locale);
  await i18n.changeLanguage(locale);
}

export { i18n };
