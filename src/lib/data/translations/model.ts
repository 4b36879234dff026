/**
 * The translation editor's stored shapes and key rule (docs/data-model.md
 * "Translation/{English, Arabic}"): the two maps, an entry, a key's validity, and what an
 * import writes for a key. Pure: shared by the data layer's reads and writes
 * (./read.ts, ./write.ts) and the editor's screen (src/features/translation).
 */
import { RESERVED_KEY_PARTS, TRANSLATION_KEY_PATTERN } from '@/config/translation';

/** The two stored maps, key → text (Translation/English `english`, Translation/Arabic `arabic`). */
export interface TranslationMaps {
  readonly en: Readonly<Record<string, string>>;
  readonly ar: Readonly<Record<string, string>>;
}

/** One translation entry: a key and its text in both languages. */
export interface TranslationEntry {
  readonly key: string;
  readonly en: string;
  readonly ar: string;
}

/**
 * A translation key: letters, digits, dashes and underscores in parts joined by single
 * dots (e.g. `navbar.dashboard`, `dashboard.TotalOrder`); no empty part.
 */
export const KEY_PATTERN = new RegExp(`^${TRANSLATION_KEY_PATTERN}$`);

/** Parts refused in a key: they name JavaScript object internals (prototype pollution). */
const RESERVED_PARTS: ReadonlySet<string> = new Set(RESERVED_KEY_PARTS);

/**
 * @param key a proposed translation key
 * @returns true when it matches KEY_PATTERN and no part is a reserved name
 */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('.').some((part) => RESERVED_PARTS.has(part));
}

/**
 * Keeps only the string texts of a stored map (the same reading as the panel's
 * prefetch, src/lib/i18n/remote.ts, which this data module does not import: it pulls
 * in i18next and the DOM).
 * @param raw the `english` or `arabic` field of a Translation document
 * @returns a flat key → text map (empty when the field is missing or not a map)
 */
export function toTextMap(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** One language's change of a key: the stored text (null: none) and the new one. */
export interface TextChange {
  readonly before: string | null;
  readonly after: string;
}

/** What an import writes for one key: per language, its change (null: left alone). */
export interface ImportChange {
  readonly key: string;
  readonly en: TextChange | null;
  readonly ar: TextChange | null;
}

/** The number of rows of each kind (`problems` counts the `problem` rows). */
export interface ImportCounts {
  readonly added: number;
  readonly changed: number;
  readonly unchanged: number;
  readonly unknown: number;
  readonly problems: number;
}
