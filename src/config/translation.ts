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
 * the translators' own keys, while a document stays far below Firestore's 1 MiB.
 */
export const TRANSLATION_LIMITS = {
  /** Keys in one document. */
  keys: 3000,
  /** Characters of all keys together (about 30 per key at the most keys). */
  keyCharacters: 90_000,
  /** Characters of all texts together (about 50 per text at the most keys). */
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
