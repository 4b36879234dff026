/**
 * Pure conversion helpers for entity converters (FireCMS style: no Firestore calls,
 * unit-tested without the emulator). Stored values may be missing or of the wrong
 * type; readers return a safe default instead of throwing.
 */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import type { Audit } from './types';

/** @returns the value if it is a string, else `fallback`. */
export function readString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** @returns the value if it is a finite number, else `fallback`. */
export function readNumber(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** @returns the value if it is a boolean, else `fallback`. */
export function readBoolean(value: unknown, fallback = false): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** @returns the value if it is a string, else null. */
export function readNullableString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * @param value a Firestore Timestamp (or anything with `toDate()`), a Date, or other
 * @returns the Date, or null when the value is not a time
 */
export function readDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/** @returns a Firestore Timestamp for a Date, or null. */
export function toTimestamp(value: Date | null | undefined): Timestamp | null {
  return value ? Timestamp.fromDate(value) : null;
}

/** @returns the audit fields of a stored document. */
export function readAudit(data: DocumentData): Audit {
  return {
    createdAt: readDate(data['createdAt']),
    updatedAt: readDate(data['updatedAt']),
    createdBy: readNullableString(data['createdBy']),
    updatedBy: readNullableString(data['updatedBy']),
  };
}

/** Most prefixes stored per document (the rules refuse more): the first words win. */
export const MAX_PREFIXES = 1000;

/** Longest prefix stored per word: longer search terms match on their first letters. */
export const MAX_PREFIX_LENGTH = 20;

/**
 * Normalises text for search: lower case, Unicode NFKC, Arabic diacritics and tatweel
 * removed, and the alef forms (أ إ آ) folded into ا, ى into ي, ة into ه, so a search
 * matches however a name was typed.
 * @param text any text
 * @returns the normalised text
 */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .trim();
}

/** The words of a text as search sees them: letters and digits, split at anything else. */
export function searchWords(text: string): string[] {
  return normaliseForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The query token of a search term: its words joined by single spaces, cut to
 * MAX_PREFIX_LENGTH, so "Al-Khuwair", "ali.salim@demo.om" and "1.5" are split exactly
 * like the stored texts and a second word narrows the results.
 * @param term what was typed in a search box
 * @returns the token, or '' for none
 */
export function searchToken(term: string): string {
  return searchWords(term).join(' ').slice(0, MAX_PREFIX_LENGTH).trimEnd();
}

/**
 * The stored search prefixes of the given texts (`searchPrefixes`): for every word,
 * the prefixes (up to MAX_PREFIX_LENGTH characters) of the phrase starting at that
 * word. A list is then searched with one `array-contains` on the query token and can
 * still be sorted by any column; a term of several words matches texts holding those
 * words in that order (docs/data-model.md, search).
 * @param texts values of the search fields (non-strings are ignored)
 * @returns unique prefixes, each 1 to MAX_PREFIX_LENGTH characters, none ending in a
 *   space, at most MAX_PREFIXES (those of the first words of each text first)
 */
export function searchPrefixes(texts: readonly unknown[]): string[] {
  const prefixes = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    const words = searchWords(text);
    for (let start = 0; start < words.length; start++) {
      const phrase = words.slice(start).join(' ').slice(0, MAX_PREFIX_LENGTH);
      for (let end = 1; end <= phrase.length; end++) {
        if (phrase[end - 1] !== ' ') prefixes.add(phrase.slice(0, end));
        if (prefixes.size >= MAX_PREFIXES) return [...prefixes];
      }
    }
  }
  return [...prefixes];
}
