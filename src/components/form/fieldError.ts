import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';

/**
 * Translates a yup message: an i18n key, or `{ key, values }` for messages that carry
 * a bound (src/lib/entity/schema.ts).
 */
export function translateMessage(message: unknown, t: TFunction): string | undefined {
  if (typeof message === 'string') return t(message);
  if (message && typeof message === 'object' && 'key' in message && typeof message.key === 'string') {
    const values = 'values' in message && typeof message.values === 'object' ? message.values : {};
    return t(message.key, values as Record<string, unknown>);
  }
  return undefined;
}

/**
 * The translated yup message of a formik field, once the field was touched (or the
 * form submitted).
 * @returns the message, or undefined when the field is valid or untouched
 */
export function fieldError<Values extends object>(
  form: FormikProps<Values>,
  name: string,
  t: TFunction,
): string | undefined {
  const touched = Boolean((form.touched as Record<string, unknown>)[name]);
  const message = (form.errors as Record<string, unknown>)[name];
  return touched ? translateMessage(message, t) : undefined;
}
