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
