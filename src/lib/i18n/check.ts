/**
 * Checks two languages' texts against each other (spec §7: every text in English and
 * Arabic): the same keys, a count's text a plural in both with every form the language
 * needs (Arabic zero, one, two, few, many, other; English one, other), and the same
 * {{placeholders}}, formats included ("{{count, number}}"), so a translation can never
 * drop a value or write its number in other digits. Pure: used by the locale test of
 * `npm test` on the bundled files.
 */

/** i18next's plural suffixes (CLDR categories). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * @param locale a language code ('en', 'ar')
 * @returns the plural forms the language needs, e.g. ['one', 'other'] for English
 */
export function pluralForms(locale: string): string[] {
  return [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
}

/**
 * @param text a text
 * @returns its placeholders as written, without spaces: "{{count, number}}" as "count,number"
 */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{([^}]+)\}\}/g)].map((m) => (m[1] ?? '').replace(/\s+/g, ''));
}

/** One text's group: a plain key, or the base of a plural and its forms. */
interface Group {
  readonly forms: Readonly<Record<string, string>>;
  readonly plural: boolean;
}

/**
 * @param texts a flat key → text map
 * @returns its texts by key, a plural's forms (`x_one`, `x_other` …) under their base `x`
 *   (a key is a plural form when the map has its base's `_other`)
 */
function groups(texts: Readonly<Record<string, string>>): Map<string, Group> {
  const out = new Map<string, { forms: Record<string, string>; plural: boolean }>();
  for (const [key, text] of Object.entries(texts)) {
    const suffix = PLURAL_SUFFIX.exec(key);
    const base = suffix ? key.slice(0, suffix.index) : key;
    const plural = Boolean(suffix) && `${base}_other` in texts;
    const name = plural ? base : key;
    const group = out.get(name) ?? { forms: {}, plural };
    group.forms[plural ? (suffix?.[1] ?? '') : ''] = text;
    out.set(name, group);
  }
  return out;
}

/** The placeholders of a group, all forms together, sorted and unique. */
function groupPlaceholders(group: Group): string[] {
  return [...new Set(Object.values(group.forms).flatMap(placeholders))].sort();
}

/**
 * Compares two languages' texts.
 * @param texts the flat key → text map of each language, e.g. `{ en, ar }`
 * @returns the problems, one sentence each naming the key (empty when they agree):
 *   a key missing in a language; a plural in one language and not the other; a
 *   plural form a language needs missing; placeholders that differ between the languages;
 *   a plural form lacking a placeholder (other than the count) that its text carries
 */
export function compareLocales(texts: Readonly<Record<string, Readonly<Record<string, string>>>>): string[] {
  const problems: string[] = [];
  const locales = Object.keys(texts);
  const byLocale = new Map(locales.map((locale) => [locale, groups(texts[locale] ?? {})]));
  const names = [...new Set(locales.flatMap((locale) => [...(byLocale.get(locale)?.keys() ?? [])]))].sort();
  for (const name of names) {
    const found = locales.map((locale) => [locale, byLocale.get(locale)?.get(name)] as const);
    const missing = found.filter(([, group]) => !group).map(([locale]) => locale);
    if (missing.length) {
      problems.push(`${name}: missing in ${missing.join(', ')}`);
      continue;
    }
    const present = found as readonly (readonly [string, Group])[];
    if (new Set(present.map(([, group]) => group.plural)).size > 1) {
      const plural = present.filter(([, group]) => group.plural).map(([locale]) => locale);
      problems.push(`${name}: a plural in ${plural.join(', ')} only`);
      continue;
    }
    for (const [locale, group] of present) {
      if (!group.plural) continue;
      const lacking = pluralForms(locale).filter((form) => !(form in group.forms));
      if (lacking.length) problems.push(`${name}: ${locale} lacks the plural forms ${lacking.join(', ')}`);
      const all = groupPlaceholders(group).filter((p) => !/^count(,|$)/.test(p));
      for (const [form, text] of Object.entries(group.forms)) {
        const own = new Set(placeholders(text));
        const without = all.filter((p) => !own.has(p));
        if (without.length) problems.push(`${name}_${form} (${locale}): lacks {{${without.join('}}, {{')}}}`);
      }
    }
    const sets = present.map(([locale, group]) => [locale, groupPlaceholders(group).join(' ')] as const);
    if (new Set(sets.map(([, set]) => set)).size > 1) {
      problems.push(`${name}: placeholders differ: ${sets.map(([locale, set]) => `${locale} [${set}]`).join(', ')}`);
    }
  }
  return problems;
}
