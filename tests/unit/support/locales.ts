/** Every bundled text of each locale, all namespaces merged (as the seed stores them). */
import { mergeLocaleFiles } from '@/locales/merge';

const FILES = import.meta.glob<Record<string, string>>('@/locales/*/*.json', { eager: true, import: 'default' });
const merged = mergeLocaleFiles(FILES);

/** English texts of every namespace. */
export const allEn: Readonly<Record<string, string>> = merged.en;
/** Arabic texts of every namespace. */
export const allAr: Readonly<Record<string, string>> = merged.ar;
