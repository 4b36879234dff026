import { mergeLocaleFiles } from './merge';

/** Every bundled translation file, merged per locale (see ./merge.ts). */
export const BUNDLED_RESOURCES = mergeLocaleFiles(
  import.meta.glob<Record<string, string>>('./*/*.json', { eager: true, import: 'default' }),
);
