/**
 * The translation editor's data (spec §3, §7; docs/data-model.md
 * "Translation/{English, Arabic}"; docs/access.md "Translation"): two documents, each one
 * flat map from key to text. Keys hold dots (`navbar.dashboard`), so an entry is always
 * addressed with `new FieldPath(field, key)`, never with a dotted string path (which
 * would nest maps). Any staff member may write them (spec §6: the translation item is
 * always in the menu). Each changed language of a key is written in one transaction with
 * its translationHistory entry (key, language, text before and after, who, when), which
 * the document names in `historyId`; the rules refuse a write changing more than one key
 * of a document, a blank or invisible-only text, or a change without its entry.
 */
import {
  collection,
  deleteField,
  doc,
  documentId,
  FieldPath,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  startAfter,
  Timestamp,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { COLLECTIONS, TRANSLATION_DOCS } from '@/config/collections';
import { TRANSLATION_HISTORY_COLLECTION, TRANSLATION_HISTORY_FIELD } from '@/config/translation';
import { existsError, notFoundError } from '@/lib/data/errors';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import type { Locale } from '@/lib/i18n/locale';
import { isValidKey, toTextMap, type TranslationEntry, type TranslationMaps } from './rows';

const LOCALES: readonly Locale[] = ['en', 'ar'];

/** The document of a locale (`Translation/English` or `Translation/Arabic`). */
const docRef = (locale: Locale) => doc(db, COLLECTIONS.translation, TRANSLATION_DOCS[locale].id);

/** The path of one entry inside its document's map. */
const entryPath = (locale: Locale, key: string) => new FieldPath(TRANSLATION_DOCS[locale].field, key);

/** Refuses at once when nobody is signed in (the rules would refuse the write anyway). */
function requireSignedIn(): void {
  if (!auth.currentUser) throw Object.assign(new Error('Not signed in'), { code: 'permission-denied' });
}

/** A new key that is not a valid translation key (its message is an i18n key, like DataError's). */
const invalidKeyError = () =>
  Object.assign(new Error('Invalid translation key'), {
    code: 'invalid-argument',
    messageKey: 'translation.validation.keyFormat',
  });

/** Reads both documents. */
async function readBoth(): Promise<Record<Locale, DocumentSnapshot>> {
  const [en, ar] = await Promise.all([getDoc(docRef('en')), getDoc(docRef('ar'))]);
  return { en, ar };
}

/** @returns the flat map of a snapshot (only string texts; empty when missing). */
const mapOf = (snapshot: DocumentSnapshot, locale: Locale) => toTextMap(snapshot.get(TRANSLATION_DOCS[locale].field));

/** @returns whether a snapshot's map holds the key. */
const holds = (snapshot: DocumentSnapshot, locale: Locale, key: string) => Object.hasOwn(mapOf(snapshot, locale), key);

/**
 * Reads both Translation documents.
 * @returns the English and Arabic maps, key → text (empty when a document is missing)
 * @throws FirebaseError (unavailable)
 */
export async function readTranslations(): Promise<TranslationMaps> {
  const snapshots = await readBoth();
  return { en: mapOf(snapshots.en, 'en'), ar: mapOf(snapshots.ar, 'ar') };
}

/** The locale of a Translation document id. */
const localeOfDoc = (id: string): Locale | null => LOCALES.find((locale) => TRANSLATION_DOCS[locale].id === id) ?? null;

/**
 * Writes one language's text of a key (null: removes it) with its history entry, in the
 * transaction `tx` (after its reads). Nothing is written when the text is unchanged.
 * @param snapshot the language's document as read in the transaction
 */
function writeText(
  tx: Transaction,
  snapshot: DocumentSnapshot,
  locale: Locale,
  key: string,
  text: string | null,
): void {
  const map = mapOf(snapshot, locale);
  const before = Object.hasOwn(map, key) ? (map[key] ?? null) : null;
  if (before === text) return;
  const uid = auth.currentUser?.uid ?? '';
  const history = doc(collection(db, TRANSLATION_HISTORY_COLLECTION));
  tx.set(history, {
    key,
    language: TRANSLATION_DOCS[locale].id,
    before,
    after: text,
    by: uid,
    at: serverTimestamp(),
  });
  const ref = docRef(locale);
  const value = text ?? deleteField();
  // set() takes the dotted key literally, so a new document gets one flat key too.
  if (snapshot.exists()) tx.update(ref, entryPath(locale, key), value, TRANSLATION_HISTORY_FIELD, history.id);
  else if (text !== null)
    tx.set(ref, { [TRANSLATION_DOCS[locale].field]: { [key]: text }, [TRANSLATION_HISTORY_FIELD]: history.id });
}

/** Reads both documents in a transaction. */
async function readBothIn(tx: Transaction): Promise<Record<Locale, DocumentSnapshot>> {
  const [en, ar] = await Promise.all([tx.get(docRef('en')), tx.get(docRef('ar'))]);
  return { en, ar };
}

/**
 * Saves one entry in both languages, in one transaction: each changed text is written at
 * `FieldPath(field, key)` (the key stays one flat map key whatever dots it holds) with
 * its history entry; an unchanged language is not written. A missing document is
 * created holding the entry.
 * @param entry the key and its English and Arabic texts
 * @param mode 'add' refuses an invalid key (see isValidKey) and a key that is already
 *   stored; 'edit' refuses a key stored in neither document (deleted meanwhile)
 * @throws Error with messageKey `translation.validation.keyFormat` (invalid key);
 *   DataError exists (`translation.validation.keyExists`) / not-found;
 *   FirebaseError (permission-denied: also a blank or invisible-only text; unavailable)
 */
export async function saveTranslation(entry: TranslationEntry, mode: 'add' | 'edit'): Promise<void> {
  requireSignedIn();
  if (mode === 'add' && !isValidKey(entry.key)) throw invalidKeyError();
  await runTransaction(db, async (tx) => {
    const snapshots = await readBothIn(tx);
    const stored = LOCALES.some((locale) => holds(snapshots[locale], locale, entry.key));
    if (mode === 'add' && stored) throw existsError('translation.validation.keyExists');
    if (mode === 'edit' && !stored) throw notFoundError();
    for (const locale of LOCALES) writeText(tx, snapshots[locale], locale, entry.key, entry[locale]);
  });
}

/**
 * Deletes one entry from both documents in one transaction (`deleteField()` at
 * `FieldPath(field, key)`), each removal with its history entry.
 * @param key the entry's key
 * @throws DataError not-found when neither document holds the key; FirebaseError
 *   (permission-denied, unavailable)
 */
export async function deleteTranslation(key: string): Promise<void> {
  requireSignedIn();
  await runTransaction(db, async (tx) => {
    const snapshots = await readBothIn(tx);
    if (!LOCALES.some((locale) => holds(snapshots[locale], locale, key))) throw notFoundError();
    for (const locale of LOCALES) {
      if (holds(snapshots[locale], locale, key)) writeText(tx, snapshots[locale], locale, key, null);
    }
  });
}

/** One recorded change of a key in one language (translationHistory). */
export interface TranslationChange {
  readonly id: string;
  readonly key: string;
  readonly locale: Locale;
  /** The text before and after the change; null when the key was absent. */
  readonly before: string | null;
  readonly after: string | null;
  /** The uid of who made it. */
  readonly by: string;
  readonly at: Date | null;
}

/**
 * One page of a key's history, newest first, read with a cursor.
 * @param key the translation key
 * @param pageSize entries per page
 * @param after the last entry of the previous page (none: the first page)
 * @returns the entries and whether there is a next page
 * @throws FirebaseError (permission-denied for non-staff, unavailable)
 */
export async function listTranslationHistory(
  key: string,
  pageSize: number,
  after: TranslationChange | null = null,
): Promise<{ rows: TranslationChange[]; hasMore: boolean }> {
  const constraints: QueryConstraint[] = [
    where('key', '==', key),
    orderBy('at', 'desc'),
    orderBy(documentId(), 'desc'),
  ];
  if (after?.at) constraints.push(startAfter(Timestamp.fromDate(after.at), after.id));
  constraints.push(limit(pageSize + 1));
  const snapshot = await getDocs(query(collection(db, TRANSLATION_HISTORY_COLLECTION), ...constraints));
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const rows = snapshot.docs.slice(0, pageSize).flatMap((d): TranslationChange[] => {
    const data = d.data();
    const locale = localeOfDoc(String(data['language']));
    if (!locale) return [];
    const at = data['at'];
    return [
      {
        id: d.id,
        key: String(data['key']),
        locale,
        before: text(data['before']),
        after: text(data['after']),
        by: String(data['by'] ?? ''),
        at: at instanceof Timestamp ? at.toDate() : null,
      },
    ];
  });
  return { rows, hasMore: snapshot.docs.length > pageSize };
}

/**
 * Restores the text a change replaced (one step: its `before`; null removes the key in
 * that language), recorded in the history like any edit.
 * @returns the text now stored in that language (null: none)
 * @throws FirebaseError (permission-denied, unavailable)
 */
export async function restoreTranslation(change: TranslationChange): Promise<string | null> {
  requireSignedIn();
  await runTransaction(db, async (tx) => {
    const snapshots = await readBothIn(tx);
    writeText(tx, snapshots[change.locale], change.locale, change.key, change.before);
  });
  return change.before;
}
