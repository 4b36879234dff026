/**
 * Pure conversion helpers for entity converters (FireCMS style: no Firestore calls,
 * unit-tested without the emulator). Stored values may be missing or of the wrong
 * type; readers return a safe default instead of throwing.
 */
import { Timestamp, type DocumentData } from 'firebase/firestore/lite';
import { foldArabicLetters, foldDigits, MAX_PROCLITIC_FORMS, withoutProclitics } from '@/lib/arabic';
import { PHONETIC_MARK, phraseSkeleton, wordSkeleton } from '@/lib/phonetic';
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

/** The calling code of the market's phone numbers (Oman): found with or without it. */
export const MARKET_CALLING_CODE = '968';

/**
 * Fewest digits of a number written in groups ("9212 3456", "+968 92…") that search also
 * joins into one number, and whose leading zeros it drops as a dialling prefix ("00968…",
 * "092…"); shorter numbers ("1.5", "007") are matched as written.
 */
export const MIN_JOINED_DIGITS = 5;

/** Fewest digits of a national number after the calling code. */
const MIN_NATIONAL_DIGITS = 7;

/**
 * Most prefixes one word can add (searchPrefixes): those of the phrase starting at it, of
 * the phrase starting at each of its forms without proclitics, and of a number it starts
 * (joined, and without the calling code); or, for a word of letters, its cross-script
 * keys (src/lib/phonetic.ts: the phrase's, and an Arabic word's without its proclitics).
 * A word is either a number (1 + 2 phrases) or letters (at most 1 + MAX_PROCLITIC_FORMS +
 * 2 keys), so the bound is unchanged by the keys (docs/data-model.md, cross-script names).
 */
export const MAX_PREFIXES_PER_WORD = (1 + MAX_PROCLITIC_FORMS + 2) * MAX_PREFIX_LENGTH;

/**
 * Normalises text for search: Unicode NFKC, lower case, Arabic-Indic and Persian digits
 * as 0–9, and Arabic letters folded (src/lib/arabic.ts: diacritics and tatweel removed,
 * أ إ آ ٱ as ا, ى as ي, ة as ه), so a search matches however a name was typed.
 * @param text any text
 * @returns the normalised text
 */
export function normaliseForSearch(text: string): string {
  return foldArabicLetters(foldDigits(text.normalize('NFKC').toLowerCase())).trim();
}

/** The words of a text as search sees them: letters and digits, split at anything else. */
export function searchWords(text: string): string[] {
  return normaliseForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const DIGITS = /^[0-9]+$/;

/** Whether a search word is a number (digits are folded to 0–9 by then). */
function isNumber(word: string): boolean {
  return DIGITS.test(word);
}

/**
 * @param digits the digits of a number, its groups joined
 * @returns the digits without leading zeros when there are at least MIN_JOINED_DIGITS of
 *   them (a dialling prefix: "0096892…" as "96892…", "092…" as "92…"), else as given
 */
function numberKey(digits: string): string {
  return digits.length >= MIN_JOINED_DIGITS ? digits.replace(/^0+(?=.)/, '') : digits;
}

/**
 * The query token of a search term: its words joined by single spaces, cut to
 * MAX_PREFIX_LENGTH, so "Al-Khuwair", "ali.salim@demo.om" and "1.5" are split exactly
 * like the stored texts and a second word narrows the results. A term of digits only
 * with at least MIN_JOINED_DIGITS of them is a phone or other long number: its groups
 * are joined and a dialling prefix dropped ("+968 9212 3456" and "00968 92123456" as
 * "96892123456", "0 9212 3456" as "92123456"); Arabic-Indic digits count as digits.
 * @param term what was typed in a search box
 * @returns the token, or '' for none
 */
export function searchToken(term: string): string {
  const words = searchWords(term);
  const digits = words.every(isNumber) ? words.join('') : '';
  if (digits.length >= MIN_JOINED_DIGITS) return numberKey(digits).slice(0, MAX_PREFIX_LENGTH);
  return words.join(' ').slice(0, MAX_PREFIX_LENGTH).trimEnd();
}

/** Fewest letters of a skeleton searched: "Said" (sd) is searched, "Kh" (k) is not. */
export const MIN_PHONETIC_LENGTH = 2;

/**
 * The cross-script key of a search term (src/lib/phonetic.ts): PHONETIC_MARK and the
 * skeleton of its words, cut to MAX_PREFIX_LENGTH, searched next to searchToken() so
 * «سعيد» finds "Said" and "Al-Habsi" finds «الحبسي» (docs/data-model.md, cross-script
 * names).
 * @param term what was typed in a search box
 * @returns the key, or '' when a word of the term has none (a number, unknown letters)
 *   or the skeleton is shorter than MIN_PHONETIC_LENGTH
 */
export function phoneticToken(term: string): string {
  const words = searchWords(term);
  // A word without a key (a number) would be dropped from the key: the key would not narrow.
  if (words.some((word) => !wordSkeleton(word))) return '';
  const skeleton = phraseSkeleton(words);
  // One consonant ("khu" is k) would find every name starting with its class.
  return skeleton.length >= MIN_PHONETIC_LENGTH ? (PHONETIC_MARK + skeleton).slice(0, MAX_PREFIX_LENGTH) : '';
}

/**
 * The values a list's `array-contains-any` looks for: the search token and, when there
 * is one, the term's cross-script key.
 * @param term what was typed in a search box
 * @returns none for an empty term, else one or two values
 */
export function searchValues(term: string): string[] {
  const token = searchToken(term);
  if (!token) return [];
  const key = phoneticToken(term);
  return key ? [token, key] : [token];
}

/**
 * Whether texts match a search term as a searched list's query matches their document
 * (src/lib/data/apiRead.ts, searchConstraint: the stored `searchPrefixes` of the texts
 * hold the term's token or its cross-script key). Used to narrow rows already on screen
 * while the query for a newly typed term is on its way (ReferencePicker).
 * @param texts the values of the definition's search fields (non-strings are ignored)
 * @param term what was typed in a search box
 * @returns true for a term without a token ('' or punctuation only: the query does not
 *   filter), else whether the texts' prefixes hold one of searchValues(term)
 */
export function matchesSearch(texts: readonly unknown[], term: string): boolean {
  const values = searchValues(term);
  if (values.length === 0) return true;
  const prefixes = new Set(searchPrefixes(texts));
  return values.some((value) => prefixes.has(value));
}

/** Adds the prefixes of `phrase` (cut to MAX_PREFIX_LENGTH) that do not end in a space. */
function addPrefixes(into: string[], phrase: string): void {
  const cut = phrase.slice(0, MAX_PREFIX_LENGTH);
  for (let end = 1; end <= cut.length; end++) if (cut[end - 1] !== ' ') into.push(cut.slice(0, end));
}

/**
 * The prefixes the word at `start` adds: the phrase starting there; the same phrase with
 * the word without its proclitics ("والمدرسه" also as "المدرسه" and "مدرسه"); for a
 * number of at least MIN_JOINED_DIGITS digits (with the numbers following it, "968 9212
 * 3456"), the joined digits without a dialling prefix, and without the calling code.
 */
function prefixesOfWord(words: readonly string[], start: number): string[] {
  const out: string[] = [];
  const rest = words.slice(start + 1);
  const word = words[start] ?? '';
  const bare = withoutProclitics(word);
  for (const form of [word, ...bare]) addPrefixes(out, [form, ...rest].join(' '));
  // Cross-script keys: the phrase's, and an Arabic word's without all its proclitics.
  const stem = bare[bare.length - 1];
  for (const form of stem ? [word, stem] : [word]) {
    const skeleton = phraseSkeleton([form, ...rest]);
    const key = (PHONETIC_MARK + skeleton).slice(0, MAX_PREFIX_LENGTH);
    // The mark alone is no key: a typed term's key holds at least one letter.
    for (let end = 2; end <= key.length; end++) out.push(key.slice(0, end));
  }
  if (isNumber(word)) {
    let end = start + 1;
    while (end < words.length && isNumber(words[end] ?? '')) end++;
    const digits = words.slice(start, end).join('');
    if (digits.length >= MIN_JOINED_DIGITS) {
      const key = numberKey(digits);
      addPrefixes(out, key);
      const national = key.slice(MARKET_CALLING_CODE.length);
      if (key.startsWith(MARKET_CALLING_CODE) && national.length >= MIN_NATIONAL_DIGITS) addPrefixes(out, national);
    }
  }
  return out;
}

/**
 * The stored search prefixes of the given texts (`searchPrefixes`): for every word,
 * the prefixes (up to MAX_PREFIX_LENGTH characters) of the phrase starting at that
 * word, also with that word without its Arabic proclitics, and of the number it starts
 * (see searchToken); and the cross-script keys of the phrase (PHONETIC_MARK, then its
 * skeleton, see phoneticToken). A list is then searched with one `array-contains` on the query token
 * and can still be sorted by any column; a term of several words matches texts holding
 * those words in that order (docs/data-model.md, search).
 * @param texts values of the search fields (non-strings are ignored)
 * @returns unique prefixes, each 1 to MAX_PREFIX_LENGTH characters without '/', none
 *   ending in a space, at most MAX_PREFIXES (the rules refuse more): taken word by word
 *   from all texts in turn (the first words of each text, then the second words …), so a
 *   long first text never crowds out the next; each word adds at most MAX_PREFIXES_PER_WORD
 */
export function searchPrefixes(texts: readonly unknown[]): string[] {
  const wordLists = texts.filter((t): t is string => typeof t === 'string').map(searchWords);
  const longest = Math.max(0, ...wordLists.map((w) => w.length));
  const prefixes = new Set<string>();
  for (let start = 0; start < longest; start++) {
    for (const words of wordLists) {
      if (start >= words.length) continue;
      for (const prefix of prefixesOfWord(words, start)) {
        prefixes.add(prefix);
        if (prefixes.size >= MAX_PREFIXES) return [...prefixes];
      }
    }
  }
  return [...prefixes];
}
