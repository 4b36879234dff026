/**
 * The bundled translations read from disk, for Node scripts (the seed) where Vite's
 * import.meta.glob is not available: every file of src/locales/<locale>, merged (the
 * panel loads the same files one namespace at a time, src/locales/bundled.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mergeLocaleFiles } from '../../src/locales/merge';

const LOCALES_DIR = resolve(import.meta.dirname, '..', '..', 'src', 'locales');

/** @returns one flat key → text map per locale, from src/locales/<locale>/*.json */
export function readBundledLocales(): ReturnType<typeof mergeLocaleFiles> {
  const files: Record<string, Record<string, string>> = {};
  for (const locale of ['en', 'ar']) {
    for (const name of readdirSync(join(LOCALES_DIR, locale)).filter((n) => n.endsWith('.json'))) {
      files[`${locale}/${name}`] = JSON.parse(readFileSync(join(LOCALES_DIR, locale, name), 'utf8'));
    }
  }
  return mergeLocaleFiles(files);
}
