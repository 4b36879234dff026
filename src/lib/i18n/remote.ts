/**
 * Stored translations (spec §3 Translation, §7). On load, the whole Translation
 * collection is read once and overlaid on the bundled defaults; errors are silently
 * ignored, as the spec says, and the bundled texts stay in use. A change saved in
 * the translation editor is applied to the running panel by the editor itself.
 *
 * The read goes through Firestore's documented REST API (the collection is public,
 * firestore.rules), not an SDK: the login page then needs no Firestore code at all
 * (docs/performance.md).
 */
import { TRANSLATION_COLLECTION, TRANSLATION_DOCS } from '@/config/translation';
import { SERVER_WAIT_MS } from '@/config/constants';
import { withTimeout } from '@/lib/errors';
import { target } from '@/lib/firebase/target';
import type { FirebaseTarget } from '@/lib/firebase/config';
import { nextTask } from '@/lib/afterPaint';
import { addTexts, BUNDLED_RESOURCES, i18n, LOCALES, type Locale } from './index';

/** A Translation document: its id and its fields as plain values. */
export interface TranslationDoc {
  readonly id: string;
  get(field: string): unknown;
}

/**
 * @param t where the panel's Firebase calls go
 * @returns the REST address listing the Translation collection (emulator or production)
 */
export function translationUrl(t: FirebaseTarget): string {
  const path = `/v1/projects/${t.options.projectId ?? ''}/databases/(default)/documents/${TRANSLATION_COLLECTION}`;
  return t.emulatorHost
    ? `http://${t.emulatorHost}:${t.firestoreEmulatorPort}${path}?pageSize=10`
    : `https://firestore.googleapis.com${path}?pageSize=10&key=${encodeURIComponent(t.options.apiKey ?? '')}`;
}

/** Decodes a value of the REST API's typed JSON (strings and maps; others are ignored). */
function decodeValue(value: unknown): unknown {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { stringValue?: unknown; mapValue?: { fields?: Record<string, unknown> } };
  if (typeof v.stringValue === 'string') return v.stringValue;
  if (v.mapValue) {
    return Object.fromEntries(Object.entries(v.mapValue.fields ?? {}).map(([k, inner]) => [k, decodeValue(inner)]));
  }
  return undefined;
}

/**
 * Reads the REST API's answer for a collection listing.
 * @param json the parsed response body
 * @returns the documents, with string and map fields decoded (pure; unit-tested)
 */
export function parseTranslationDocuments(json: unknown): TranslationDoc[] {
  const documents = (json as { documents?: unknown })?.documents;
  if (!Array.isArray(documents)) return [];
  return documents.map((d: { name?: unknown; fields?: Record<string, unknown> }) => {
    const id = typeof d.name === 'string' ? (d.name.split('/').pop() ?? '') : '';
    const fields = d.fields ?? {};
    return { id, get: (field: string) => decodeValue(fields[field]) };
  });
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

/** Stored texts compared with the loaded ones per slice, between two yields to the browser. */
const APPLY_SLICE = 400;

/**
 * Overlays the Translation documents on i18next's resources. Only a text that differs from
 * one already loaded re-renders the panel (through addTexts); texts of files not loaded
 * yet, and stored texts equal to the bundled ones (the usual case), are put in silently:
 * a whole-panel re-render is a long task on a slow phone (docs/performance.md). The
 * work is done a locale and a slice of keys at a time, each in its own task (about
 * 230 KB of texts took one 100–130 ms task at a phone's speed).
 */
async function apply(docs: readonly TranslationDoc[]): Promise<void> {
  for (const locale of LOCALES) {
    const { id, field } = TRANSLATION_DOCS[locale];
    const doc = docs.find((d) => d.id === id);
    if (!doc) continue;
    await nextTask();
    const entries = Object.entries(toResourceMap(doc.get(field)));
    const changed: Record<string, string> = {};
    const silent: Record<string, string> = {};
    for (let start = 0; start < entries.length; start += APPLY_SLICE) {
      await nextTask();
      for (const [key, text] of entries.slice(start, start + APPLY_SLICE)) {
        const current: unknown = i18n.getResource(locale, 'translation', key);
        if (current === undefined) silent[key] = text;
        else if (current !== text) changed[key] = text;
      }
    }
    await nextTask();
    // A file of texts may have loaded between two slices: its texts are on screen now.
    for (const key of Object.keys(silent)) {
      const current: unknown = i18n.getResource(locale, 'translation', key);
      if (current !== undefined && current !== silent[key]) changed[key] = silent[key] as string;
    }
    addTexts(locale, silent, { merge: true, overwrite: true, rerender: false });
    if (Object.keys(changed).length > 0) addTexts(locale, changed, { merge: true, overwrite: true, rerender: true });
  }
}

/** Reads the Translation collection once, on load; failures are ignored. */
export async function prefetchTranslations(): Promise<void> {
  try {
    const response = await withTimeout(fetch(translationUrl(target)), SERVER_WAIT_MS);
    if (response.ok) await apply(parseTranslationDocuments(await response.json()));
  } catch {
    // Spec §7: errors on prefetch are silently ignored.
  }
}

/**
 * Shows one saved translation entry in the running panel at once, without a reload
 * (the translation editor, spec §3): sets the key's text in both locales; addTexts
 * re-renders every component using it.
 * @param key the translation key, e.g. `navbar.translation` (dots are part of the key)
 * @param texts the key's text per locale
 */
export function applyTranslationEntry(key: string, texts: Readonly<Record<Locale, string>>): void {
  for (const locale of LOCALES)
    addTexts(locale, { [key]: texts[locale] }, { merge: true, overwrite: true, rerender: true });
}

/** The bundled texts as shipped (kept apart from i18next's store by ./index.ts). */
const BUNDLED_DEFAULTS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = BUNDLED_RESOURCES;

/**
 * Takes a deleted translation entry out of the running panel: the key falls back to
 * its bundled default text when there is one, and is removed otherwise; components
 * re-render through addTexts.
 * @param key the deleted key
 */
export function removeTranslationEntry(key: string): void {
  for (const locale of LOCALES) {
    const bundle: Record<string, unknown> = { ...(i18n.getResourceBundle(locale, 'translation') ?? {}) };
    const bundled = BUNDLED_DEFAULTS[locale][key];
    if (bundled !== undefined) bundle[key] = bundled;
    else delete bundle[key];
    i18n.removeResourceBundle(locale, 'translation');
    addTexts(locale, bundle, { merge: false, rerender: true });
  }
}
