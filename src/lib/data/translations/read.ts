/**
 * The translation editor's reads for its first screen (docs/access.md "Translation"):
 * both Translation documents and the keys changed since a day. Apart from the writes
 * (./api.ts, with Firebase Auth and the history and import code), which the editor
 * loads when a person saves, deletes, restores or imports.
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type QuerySnapshot,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS, TRANSLATION_DOCS } from '@/config/collections';
import { TRANSLATION_HISTORY_COLLECTION } from '@/config/translation';
import { db } from '@/lib/firebase/firestore';
import type { Locale } from '@/lib/i18n/locale';
import { toTextMap, type TranslationMaps } from './model';

/** The document of a locale (`Translation/English` or `Translation/Arabic`). */
export const docRef = (locale: Locale) => doc(db, COLLECTIONS.translation, TRANSLATION_DOCS[locale].id);

/** Reads both documents. */
async function readBoth(): Promise<Record<Locale, DocumentSnapshot>> {
  const [en, ar] = await Promise.all([getDoc(docRef('en')), getDoc(docRef('ar'))]);
  return { en, ar };
}

/** @returns the flat map of a snapshot (only string texts; empty when missing). */
export const mapOf = (snapshot: DocumentSnapshot, locale: Locale) =>
  toTextMap(snapshot.get(TRANSLATION_DOCS[locale].field));

/**
 * Reads both Translation documents.
 * @returns the English and Arabic maps, key → text (empty when a document is missing)
 * @throws FirebaseError (unavailable)
 */
export async function readTranslations(): Promise<TranslationMaps> {
  const snapshots = await readBoth();
  return { en: mapOf(snapshots.en, 'en'), ar: mapOf(snapshots.ar, 'ar') };
}

/** Changes read per page by changedKeysSince. */
export const CHANGED_PAGE_SIZE = 500;

/** Most changes changedKeysSince reads (the newest ones): ten pages. */
export const CHANGED_MAX = 5000;

/**
 * The keys changed since a date (the editor's "changed since" filter): the
 * translationHistory entries with `at` at or after `since` (of one language, or both),
 * newest first, read by cursor pages of CHANGED_PAGE_SIZE up to CHANGED_MAX entries
 * (indexes: TRANSLATION_HISTORY_INDEXES; both languages use `at`'s single-field index).
 * @param since the earliest moment (a local day's start, from the filter)
 * @param locale the language whose changes count; null: both
 * @returns the keys and whether CHANGED_MAX stopped the reading (older changes unread)
 * @throws FirebaseError (permission-denied for non-staff, unavailable)
 */
export async function changedKeysSince(
  since: Date,
  locale: Locale | null,
): Promise<{ keys: Set<string>; capped: boolean }> {
  const keys = new Set<string>();
  const base: QueryConstraint[] = [];
  if (locale) base.push(where('language', '==', TRANSLATION_DOCS[locale].id));
  base.push(where('at', '>=', Timestamp.fromDate(since)), orderBy('at', 'desc'), orderBy(documentId(), 'desc'));
  let after: DocumentSnapshot | null = null;
  for (let read = 0; read < CHANGED_MAX; read += CHANGED_PAGE_SIZE) {
    const page: QueryConstraint[] = [...base, ...(after ? [startAfter(after)] : []), limit(CHANGED_PAGE_SIZE)];
    const snapshot: QuerySnapshot = await getDocs(query(collection(db, TRANSLATION_HISTORY_COLLECTION), ...page));
    for (const entry of snapshot.docs) keys.add(String(entry.get('key')));
    if (snapshot.docs.length < CHANGED_PAGE_SIZE) return { keys, capped: false };
    after = snapshot.docs[snapshot.docs.length - 1] ?? null;
  }
  return { keys, capped: true };
}
