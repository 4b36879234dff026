/**
 * Stored translations (spec §3 Translation, §7). On load, the whole Translation
 * collection is read once and overlaid on the bundled defaults; errors are silently
 * ignored, as the spec says, and the bundled texts stay in use. A change saved in
 * the translation editor is applied to the running panel by the editor itself.
 */
import { collection, getDocs } from 'firebase/firestore/lite';
import { COLLECTIONS, TRANSLATION_DOCS } from '@/config/collections';
import { db } from '@/lib/firebase/firestore';
import { i18n, LOCALES } from './index';

/** The part of a document snapshot used here (same in Firestore and Firestore Lite). */
interface TranslationDoc {
  readonly id: string;
  get(field: string): unknown;
}

/**
 * Keeps only string values of a stored translation map.
 * @param raw the `english` or `arabic` field of a Translation document
 * @returns a flat key → text map (empty when the field is missing or not a map)
 */
export function toResourceMap(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Overlays the Translation documents on i18next's resources (re-renders via 'added'). */
function apply(docs: readonly TranslationDoc[]): void {
  for (const locale of LOCALES) {
    const { id, field } = TRANSLATION_DOCS[locale];
    const doc = docs.find((d) => d.id === id);
    if (doc) i18n.addResourceBundle(locale, 'translation', toResourceMap(doc.get(field)), true, true);
  }
}

/** Reads the Translation collection once, on load; failures are ignored. */
export async function prefetchTranslations(): Promise<void> {
  try {
    apply((await getDocs(collection(db, COLLECTIONS.translation))).docs);
  } catch {
    // Spec §7: errors on prefetch are silently ignored.
  }
}
