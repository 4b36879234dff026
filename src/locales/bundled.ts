/**
 * Loaders of the bundled translations, one chunk per namespace and locale: a namespace
 * is a file `src/locales/<locale>/<namespace>.json` (`common` for the login page and
 * the shell, one file per screen family). The panel downloads the common texts of the
 * language it shows at start, and a screen's texts with the screen (src/app/screens.ts).
 */
import type { Locale } from '@/lib/i18n/locale';

type Texts = Record<string, string>;

const FILES = import.meta.glob<Texts>('./*/*.json', { import: 'default' });

/** @returns the namespace of a locale file path, e.g. `./en/coupons.json` → `coupons` */
const namespaceOf = (path: string): string => path.replace(/^.*[/\\]/, '').replace(/\.json$/, '');

/** Every bundled namespace (the file names of src/locales/en, without `.json`), sorted. */
export const BUNDLED_NAMESPACES: readonly string[] = Object.keys(FILES)
  .filter((path) => path.startsWith('./en/'))
  .map(namespaceOf)
  .sort();

/**
 * The loader of one namespace's texts in one locale.
 * @param locale 'en' or 'ar'
 * @param namespace a file name of src/locales/<locale> without `.json`, e.g. `coupons`
 * @returns a function importing its chunk (a flat key → text map), or undefined when
 *   there is no such file
 */
export function bundledLoader(locale: Locale, namespace: string): (() => Promise<Texts>) | undefined {
  return FILES[`./${locale}/${namespace}.json`];
}
