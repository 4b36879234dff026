/**
 * The translation editor's data (spec §3, §7; docs/data-model.md
 * "Translation/{English, Arabic}"): two documents, each one flat map from key to text.
 * Keys hold dots (`navbar.dashboard`), so an entry is always addressed with
 * `new FieldPath(field, key)`, never with a dotted string path (which would nest maps).
 * Both languages are written together in one batch. Any staff member may write them,
 * and a document holds its map and nothing else, so no audit fields are written
 * (firestore.rules; spec §6: the translation item is always in the menu).
 */
import { deleteField, doc, FieldPath, getDoc, writeBatch, type DocumentSnapshot } from 'firebase/firestore/lite';
import { COLLECTIONS, TRANSLATION_DOCS } from '@/config/collections';
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

/**
 * Saves one entry in both languages, in one batch: each text is written at
 * `FieldPath(field, key)`, so the key stays one flat map key whatever dots it holds.
 * A missing document is created holding the entry.
 * @param entry the key and its English and Arabic texts
 * @param mode 'add' refuses an invalid key (see isValidKey) and a key that is already
 *   stored; 'edit' refuses a key stored in neither document (deleted meanwhile)
 * @throws Error with messageKey `translation.validation.keyFormat` (invalid key);
 *   DataError exists (`translation.validation.keyExists`) / not-found;
 *   FirebaseError (permission-denied, unavailable)
 */
export async function saveTranslation(entry: TranslationEntry, mode: 'add' | 'edit'): Promise<void> {
  requireSignedIn();
  if (mode === 'add' && !isValidKey(entry.key)) throw invalidKeyError();
  const snapshots = await readBoth();
  const stored = LOCALES.some((locale) => holds(snapshots[locale], locale, entry.key));
  if (mode === 'add' && stored) throw existsError('translation.validation.keyExists');
  if (mode === 'edit' && !stored) throw notFoundError();
  const batch = writeBatch(db);
  for (const locale of LOCALES) {
    const ref = docRef(locale);
    // set() takes the dotted key literally, so a new document gets one flat key too.
    if (snapshots[locale].exists()) batch.update(ref, entryPath(locale, entry.key), entry[locale]);
    else batch.set(ref, { [TRANSLATION_DOCS[locale].field]: { [entry.key]: entry[locale] } });
  }
  await batch.commit();
}

/**
 * Deletes one entry from both documents in one batch (`deleteField()` at
 * `FieldPath(field, key)`).
 * @param key the entry's key
 * @throws DataError not-found when neither document holds the key; FirebaseError
 *   (permission-denied, unavailable)
 */
export async function deleteTranslation(key: string): Promise<void> {
  requireSignedIn();
  const snapshots = await readBoth();
  const holders = LOCALES.filter((locale) => snapshots[locale].exists());
  if (!holders.some((locale) => holds(snapshots[locale], locale, key))) throw notFoundError();
  const batch = writeBatch(db);
  for (const locale of holders) batch.update(docRef(locale), entryPath(locale, key), deleteField());
  await batch.commit();
}
