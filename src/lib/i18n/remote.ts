/**
 * Live translations (spec §3 Translation, §7): reads the whole Translation collection
 * on load and keeps listening, so a change saved in /translation shows at once.
 * Errors are ignored, as the spec says: the bundled defaults stay in use.
 */
import { collection, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS, TRANSLATION_DOCS } from '@/config/collections';
import { i18n, LOCALES } from './index';

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

/**
 * Listens to the Translation collection and overlays each document on the bundled
 * resources.
 * @param db the Firestore instance
 * @returns the function that stops listening
 */
export function subscribeTranslations(db: Firestore): Unsubscribe {
  return onSnapshot(
    collection(db, COLLECTIONS.translation),
    (snapshot) => {
      for (const locale of LOCALES) {
        const { id, field } = TRANSLATION_DOCS[locale];
        const doc = snapshot.docs.find((d) => d.id === id);
        if (!doc) continue;
        i18n.addResourceBundle(locale, 'translation', toResourceMap(doc.get(field)), true, true);
      }
    },
    () => {
      // Spec §7: errors on prefetch are silently ignored; bundled texts remain.
    },
  );
}
