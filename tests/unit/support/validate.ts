/**
 * Runs a form schema as the form does (yup context: create or edit) and returns the
 * message key of the first error of each field, e.g. `{ code: 'coupon.validation.code' }`.
 */
import type { AnyObjectSchema } from 'yup';

/** @returns field → i18n key of its first message (empty when the values are valid). */
export async function errorKeys(
  schema: AnyObjectSchema,
  values: object,
  mode: 'create' | 'edit' = 'create',
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false, context: { mode } });
    return {};
  } catch (e) {
    const result: Record<string, string> = {};
    for (const inner of (e as { inner: { path: string; message: unknown }[] }).inner) {
      const message = inner.message as string | { key: string };
      result[inner.path] ??= typeof message === 'string' ? message : message.key;
    }
    return result;
  }
}
