/**
 * Pure helpers of the translation editor (spec §3 Translation entry: key, English
 * text, Arabic text): the rows of the table built from the two stored maps, the
 * search, and the maps after one entry is saved or deleted. No Firestore here, so
 * they are unit-tested without the emulator.
 */
import { normaliseForSearch } from '@/lib/data/convert';
import type { TranslationEntry, TranslationMaps } from '@/lib/data/translations/model';

/** A row of the table: the entry, with the key as the row id. */
export interface TranslationRow extends TranslationEntry {
  readonly id: string;
}

/**
 * @param maps the English and Arabic maps
 * @returns one row per key found in either map, sorted by key; a text missing from a
 *   map is ''
 */
export function buildRows(maps: TranslationMaps): TranslationRow[] {
  const keys = [...new Set([...Object.keys(maps.en), ...Object.keys(maps.ar)])].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return keys.map((key) => ({ id: key, key, en: maps.en[key] ?? '', ar: maps.ar[key] ?? '' }));
}

/**
 * The search of the editor: a row matches when its key, English text or Arabic text
 * contains what was typed, ignoring case, Arabic diacritics and the forms of alef
 * (same normalisation as the lists' search).
 * @param rows the rows
 * @param term what was typed; blank keeps every row
 * @returns the matching rows, in the same order
 */
export function filterRows(rows: readonly TranslationRow[], term: string): TranslationRow[] {
  const needle = normaliseForSearch(term);
  if (!needle) return [...rows];
  return rows.filter((row) => [row.key, row.en, row.ar].some((text) => normaliseForSearch(text).includes(needle)));
}

/**
 * What the editor's "Show" filter offers: every key; keys with English but no Arabic
 * text; keys whose Arabic text is the English one (left untranslated); keys changed
 * since a day (from translationHistory, src/lib/data/translations/read.ts).
 */
export const SHOWS = ['all', 'missingAr', 'sameAsEn', 'changed'] as const;
export type Show = (typeof SHOWS)[number];

/**
 * The rows a "Show" filter keeps.
 * @param rows the rows (a missing text is '')
 * @param show the filter
 * @param changed for `changed`: the keys changed since the day (null: not read yet,
 *   which keeps no row)
 * @returns the rows kept, in the same order
 */
export function showRows(
  rows: readonly TranslationRow[],
  show: Show,
  changed: ReadonlySet<string> | null,
): TranslationRow[] {
  switch (show) {
    case 'missingAr':
      return rows.filter((row) => row.en !== '' && row.ar.trim() === '');
    case 'sameAsEn':
      return rows.filter((row) => row.en !== '' && row.ar.trim() === row.en.trim());
    case 'changed':
      return changed ? rows.filter((row) => changed.has(row.key)) : [];
    default:
      return [...rows];
  }
}

/** @returns the maps with the entry's texts set (added or replaced). */
export function withEntry(maps: TranslationMaps, entry: TranslationEntry): TranslationMaps {
  return { en: { ...maps.en, [entry.key]: entry.en }, ar: { ...maps.ar, [entry.key]: entry.ar } };
}

/** @returns the maps without the key. */
export function withoutEntry(maps: TranslationMaps, key: string): TranslationMaps {
  const en = { ...maps.en };
  const ar = { ...maps.ar };
  delete en[key];
  delete ar[key];
  return { en, ar };
}
