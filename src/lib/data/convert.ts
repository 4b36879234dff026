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

/**
 * Splits a search term into the word used for the query.
 * @param term what was typed in a search box
 * @returns the normalised first word (cut to MAX_PREFIX_LENGTH), or '' for none
 */
export function searchToken(term: string): string {
  const word = normaliseForSearch(term).split(/\s+/)[0] ?? '';
  return word.slice(0, MAX_PREFIX_LENGTH);
}

/**
 * The prefixes of every word of the given texts, stored in `searchPrefixes` so that a
 * list can be searched with `array-contains` and still sorted by any column.
 * @param texts values of the search fields (non-strings are ignored)
 * @returns unique prefixes, each 1 to MAX_PREFIX_LENGTH characters
 */
export function searchPrefixes(texts: readonly unknown[]): string[] {
  const prefixes = new Set<string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const word of normaliseForSearch(text).split(/[\s,.;:()/\\-]+/)) {
      for (let end = 1; end <= Math.min(word.length, MAX_PREFIX_LENGTH); end++) prefixes.add(word.slice(0, end));
    }
  }
  return [...prefixes];
}
