import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';

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
  return touched && typeof message === 'string' ? t(message) : undefined;
}
