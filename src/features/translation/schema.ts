import * as yup from 'yup';
import { TRANSLATION_LIMITS, isVisibleText } from '@/config/translation';
import { isValidKey } from '@/lib/data/translations/model';

/** Longest key and text accepted (a Firestore document holds all of them, up to 1 MiB). */
export const MAX_KEY_LENGTH = TRANSLATION_LIMITS.keyLength;
export const MAX_TEXT_LENGTH = 5000;

/** A text with something visible (the rules refuse blank or invisible-only texts, docs/access.md). */

/** The values of the add/edit form. */
export interface TranslationFormValues {
  readonly key: string;
  readonly en: string;
  readonly ar: string;
}

/**
 * The translation form's schema (spec §5: "Please Input English Word", "Please Input
 * Arabic Word"); messages are i18n keys.
 * @param existingKeys on add: the keys already stored, refused as a new key; on edit:
 *   null (the key is fixed and not validated again)
 * @returns a yup object schema for TranslationFormValues
 */
export function translationSchema(existingKeys: ReadonlySet<string> | null) {
  const key = existingKeys
    ? yup
        .string()
        .trim()
        .required('validation.text')
        .max(MAX_KEY_LENGTH, { key: 'validation.tooLong', values: { count: MAX_KEY_LENGTH } } as never)
        .test('format', 'translation.validation.keyFormat', (value) => !value || isValidKey(value.trim()))
        .test('unique', 'translation.validation.keyExists', (value) => !value || !existingKeys.has(value.trim()))
    : yup.string().trim().required('validation.text');
  return yup.object({
    key,
    en: yup
      .string()
      .trim()
      .required('translation.validation.english')
      .max(MAX_TEXT_LENGTH, { key: 'validation.tooLong', values: { count: MAX_TEXT_LENGTH } } as never)
      .test('visible', 'translation.validation.invisible', (value) => !value || isVisibleText(value)),
    ar: yup
      .string()
      .trim()
      .required('translation.validation.arabic')
      .max(MAX_TEXT_LENGTH, { key: 'validation.tooLong', values: { count: MAX_TEXT_LENGTH } } as never)
      .test('visible', 'translation.validation.invisible', (value) => !value || isVisibleText(value)),
  });
}
