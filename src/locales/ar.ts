import { mergeLocaleFiles } from './merge';

/** Every Arabic file of src/locales/ar, merged: one chunk, loaded when Arabic is used. */
export default mergeLocaleFiles(
  import.meta.glob<Record<string, string>>('./ar/*.json', { eager: true, import: 'default' }),
).ar;
