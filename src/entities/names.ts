/** Helpers shared by entity definitions. */

/**
 * @param en the English text
 * @param ar the Arabic text
 * @param locale 'en' or 'ar'
 * @returns the text in the locale, falling back to the other language when empty
 */
export function byLocale(en: string, ar: string, locale: string): string {
  return locale === 'ar' ? ar || en : en || ar;
}
