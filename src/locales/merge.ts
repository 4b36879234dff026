/**
 * Bundled translations are split into one file per area and locale
 * (`src/locales/<locale>/<area>.json`), so that screens add their keys without
 * touching each other's files. This merges them into one flat map per locale.
 */
import type { Locale } from '@/lib/i18n/locale';

/**
 * @param files map from a file path ending in `<locale>/<area>.json` to its content
 * @returns one flat key → text map per locale
 * @throws Error when a key is defined in two files of a locale, or a path names an
 *   unknown locale
 */
export function mergeLocaleFiles(files: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  const merged: Record<Locale, Record<string, string>> = { en: {}, ar: {} };
  for (const [path, content] of Object.entries(files)) {
    const match = /(?:^|[/\\])(en|ar)[/\\][^/\\]+\.json$/.exec(path);
    if (!match) throw new Error(`Not a locale file: ${path}`);
    const target = merged[match[1] as Locale];
    for (const [key, text] of Object.entries(content)) {
      if (key in target) throw new Error(`Translation key ${key} is defined twice (${path})`);
      target[key] = text;
    }
  }
  return merged;
}
