/**
 * The Translation collection (spec §3, §7): its name and its two documents. Apart from
 * src/config/collections.ts so that the login page, which reads them before sign-in,
 * does not carry the whole collection map.
 */

/** Name of the Translation collection (spec §3). */
export const TRANSLATION_COLLECTION = 'Translation';

/** Ids of the two Translation documents and their map fields (spec §3). */
export const TRANSLATION_DOCS = {
  en: { id: 'English', field: 'english' },
  ar: { id: 'Arabic', field: 'arabic' },
} as const;

/**
 * Bounds of one Translation document, checked by the rules (generated into
 * firestore.rules; docs/access.md). Every visitor downloads both documents before
 * sign-in (spec §7), so they bound what a staff member can make everyone download.
 * Decided from the bundled texts of src/locales (about 320 keys, 7,300 characters of
 * text and 6,000 of keys per language when this was written;
 * tests/unit/translation-limits.test.ts keeps the bundle under half of each bound): room for every screen of the spec and
 * the translators' own keys, while a document stays far below Firestore's 1 MiB. Raised on
 * 2026-11-29 (the money screens of issue 49 took the Arabic bundle, with its six plural
 * forms, past half of 3,600 keys): at the bounds a document is about 300 KB, still a
 * download every visitor can afford once.
 */
export const TRANSLATION_LIMITS = {
  /** Keys in one document (3,600 until 2026-11-29, when the Arabic bundle passed 1,800 keys). */
  keys: 4800,
  /** Characters of all keys together (25 per key at the most keys). */
  keyCharacters: 120_000,
  /** Characters of all texts together (about 40 per text at the most keys). */
  textCharacters: 150_000,
  /** Longest key, in characters (the editor's form refuses longer ones too). */
  keyLength: 200,
} as const;

/**
 * A translation key: letters, digits, dashes and underscores in parts joined by single
 * dots (e.g. `navbar.dashboard`), written without backslashes so the rules can use it.
 */
export const TRANSLATION_KEY_PATTERN = '[A-Za-z0-9_-]+([.][A-Za-z0-9_-]+)*';

/** Key parts refused: they name JavaScript object internals (prototype pollution). */
export const RESERVED_KEY_PARTS = ['__proto__', 'constructor', 'prototype'] as const;

/**
 * The history of Translation changes (docs/access.md, "Translation"): one entry per
 * changed key and language, created in the same write as the change and never edited
 * or deleted, from which the translation screen restores a text in one step.
 */
export const TRANSLATION_HISTORY_COLLECTION = 'translationHistory';

/** The Translation documents' field naming the history entry of their latest change. */
export const TRANSLATION_HISTORY_FIELD = 'historyId';

/**
 * The characters of the letter and symbol classes that draw nothing: the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), the braille blank (U+2800) and the musical null
 * notehead (U+1D159). They are removed before VISIBLE_TEXT_PATTERN is tried. One RE2
 * character class (the rules' `replace`); the client uses it through isVisibleText().
 */
export const BLANK_CHARACTERS_PATTERN = '[\\x{115F}\\x{1160}\\x{2800}\\x{3164}\\x{FFA0}\\x{1D159}]';

/**
 * A text holding at least one visible character, once BLANK_CHARACTERS_PATTERN is
 * removed: an allow-list, a letter, digit, punctuation mark or symbol of any script
 * (never only spaces, marks such as variation selectors and the combining grapheme
 * joiner, format or control characters, which draw nothing on their own). The emoji
 * blocks (U+1F000-1FAFF) are named too: the rules engine's Unicode tables predate most
 * emoji (on the emulator 🌙 is a symbol, 🙂 is not). In RE2 syntax (firestore.rules
 * `isVisibleText`); the client uses it through isVisibleText().
 */
export const VISIBLE_TEXT_PATTERN = '[\\s\\S]*[\\p{L}\\p{N}\\p{P}\\p{S}\\x{1F000}-\\x{1FAFF}][\\s\\S]*';

/** An RE2 pattern as a JavaScript regular expression (`\x{…}` written `\u{…}`). */
function jsPattern(pattern: string): string {
  return pattern.replace(/\\x\{/g, '\\u{');
}

const BLANK_CHARACTERS = new RegExp(jsPattern(BLANK_CHARACTERS_PATTERN), 'gu');
const VISIBLE_TEXT = new RegExp(`^${jsPattern(VISIBLE_TEXT_PATTERN)}$`, 'u');

/**
 * Whether a text shows something: the same test as the rules' `isVisibleText`
 * (BLANK_CHARACTERS_PATTERN removed, then VISIBLE_TEXT_PATTERN).
 * @param text the text as it would be saved
 * @returns true when it holds at least one visible character
 */
export function isVisibleText(text: string): boolean {
  return VISIBLE_TEXT.test(text.replace(BLANK_CHARACTERS, ''));
}

/**
 * The composite indexes of translationHistory (firestore.indexes.json): a key's history,
 * newest first; and the changes of one language since a date (the editor's "changed
 * since" filter, src/lib/data/translations/read.ts). The same filter over both languages
 * orders on `at` alone, which Firestore's single-field index serves.
 */
export const TRANSLATION_HISTORY_INDEXES = [
  {
    collectionGroup: TRANSLATION_HISTORY_COLLECTION,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'key', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ],
  },
  {
    collectionGroup: TRANSLATION_HISTORY_COLLECTION,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'language', order: 'ASCENDING' },
      { fieldPath: 'at', order: 'DESCENDING' },
    ],
  },
] as const;

/**
 * The record of each CSV import of texts (docs/access.md, "Translation"): who, when, the
 * file's name, the dry run's counts, how many keys were planned, applied and failed, and
 * whether it ran to the end. Created and finished only by an All holder; each history
 * entry the import writes names it in TRANSLATION_IMPORT_FIELD.
 */
export const TRANSLATION_IMPORTS_COLLECTION = 'translationImports';

/** The translationHistory field naming the import that wrote an entry (absent for an edit). */
export const TRANSLATION_IMPORT_FIELD = 'importId';

/** The dry run's counts an import record holds (one per kind of row). */
export const TRANSLATION_IMPORT_COUNTS = ['added', 'changed', 'unchanged', 'unknown', 'problems'] as const;

/** Longest file name an import record keeps, in characters. */
export const TRANSLATION_IMPORT_NAME_LENGTH = 200;
