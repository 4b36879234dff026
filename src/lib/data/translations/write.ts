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
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
  type DocumentSnapshot,
  type QueryConstraint,
  type Transaction,
} from 'firebase/firestore/lite';
import { TRANSLATION_DOCS } from '@/config/collections';
import {
  TRANSLATION_HISTORY_COLLECTION,
  TRANSLATION_HISTORY_FIELD,
  TRANSLATION_IMPORT_FIELD,
  TRANSLATION_IMPORT_NAME_LENGTH,
  TRANSLATION_IMPORTS_COLLECTION,
} from '@/config/translation';
import { DataError, existsError, notFoundError } from '../errors';
import { auth } from '@/lib/firebase/auth';
import { db } from '@/lib/firebase/firestore';
import type { Locale } from '@/lib/i18n/locale';
import { type ImportChange, type ImportCounts } from './model';
import { docRef, mapOf } from './read';
import { isValidKey, type TranslationEntry } from './model';

const LOCALES: readonly Locale[] = ['en', 'ar'];

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

/** @returns whether a snapshot's map holds the key. */
const holds = (snapshot: DocumentSnapshot, locale: Locale, key: string) => Object.hasOwn(mapOf(snapshot, locale), key);

/** The locale of a Translation document id. */
const localeOfDoc = (id: string): Locale | null => LOCALES.find((locale) => TRANSLATION_DOCS[locale].id === id) ?? null;

/**
 * Writes one language's text of a key (null: removes it) with its history entry, in the
 * transaction `tx` (after its reads). Nothing is written when the text is unchanged.
 * @param snapshot the language's document as read in the transaction
 * @param importId the running import writing it (named in the history entry), or null
 */
function writeText(
  tx: Transaction,
  snapshot: DocumentSnapshot,
  locale: Locale,
  key: string,
  text: string | null,
  importId: string | null = null,
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
    ...(importId ? { [TRANSLATION_IMPORT_FIELD]: importId } : {}),
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
  /** Whether a CSV import wrote it (its entry names the import). */
  readonly imported: boolean;
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
        imported: typeof data[TRANSLATION_IMPORT_FIELD] === 'string',
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

/** The dry run an import starts from, recorded in its translationImports record. */
export interface ImportPlan {
  /** The file's name (cut to TRANSLATION_IMPORT_NAME_LENGTH). */
  readonly fileName: string;
  readonly counts: ImportCounts;
  /** The keys it will write. */
  readonly planned: number;
}

/**
 * Starts an import: creates its translationImports record (the import's audit entry,
 * docs/access.md "Translation"), status `running`. Only All holders may.
 * @returns the record's id, to pass to applyImportChange and finishImport
 * @throws FirebaseError permission-denied for anyone without All
 */
export async function startImport(plan: ImportPlan): Promise<string> {
  requireSignedIn();
  const ref = doc(collection(db, TRANSLATION_IMPORTS_COLLECTION));
  await setDoc(ref, {
    by: auth.currentUser?.uid ?? '',
    at: serverTimestamp(),
    fileName: plan.fileName.slice(0, TRANSLATION_IMPORT_NAME_LENGTH) || '-',
    counts: { ...plan.counts },
    planned: plan.planned,
    applied: 0,
    failed: 0,
    status: 'running',
    finishedAt: null,
  });
  return ref.id;
}

/**
 * Writes one key of an import, in one transaction: each language the change sets is
 * written with its history entry naming the import, but only while the stored text is
 * still the one the dry run read (someone may have edited it since).
 * @param change the key, and per language the text before (as the dry run read it) and
 *   after (null: that language is left alone)
 * @param importId the running import's record
 * @throws DataError `translation.import.conflict` when a stored text changed since the
 *   dry run (nothing written); FirebaseError (permission-denied, unavailable)
 */
export async function applyImportChange(change: ImportChange, importId: string): Promise<void> {
  requireSignedIn();
  await runTransaction(db, async (tx) => {
    const snapshots = await readBothIn(tx);
    for (const locale of LOCALES) {
      const text = change[locale];
      if (!text) continue;
      const map = mapOf(snapshots[locale], locale);
      const stored = Object.hasOwn(map, change.key) ? (map[change.key] ?? null) : null;
      if (stored !== text.before) {
        throw new DataError('conflict', 'translation.import.conflict');
      }
    }
    for (const locale of LOCALES) {
      const text = change[locale];
      if (text) writeText(tx, snapshots[locale], locale, change.key, text.after, importId);
    }
  });
}

/**
 * Finishes an import's record: how many keys were applied and failed, and whether it
 * ran to the end (`done`) or was cancelled. The rules accept it once, from its author.
 * @throws FirebaseError (permission-denied, unavailable)
 */
export async function finishImport(
  importId: string,
  result: { readonly applied: number; readonly failed: number; readonly status: 'done' | 'cancelled' },
): Promise<void> {
  requireSignedIn();
  await updateDoc(doc(db, TRANSLATION_IMPORTS_COLLECTION, importId), {
    applied: result.applied,
    failed: result.failed,
    status: result.status,
    finishedAt: serverTimestamp(),
  });
}
