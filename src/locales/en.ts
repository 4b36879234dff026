import { mergeLocaleFiles } from './merge';

/** Every English file of src/locales/en, merged: one chunk, loaded when English is used. */
export default mergeLocaleFiles(
  import.meta.glob<Record<string, string>>('./en/*.json', { eager: true, import: 'default' }),
).en;
