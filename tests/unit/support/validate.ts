/**
 * Runs a form schema as the form does (yup context: create or edit) and returns the
 * message key of the first error of each field, e.g. `{ code: 'coupon.validation.code' }`,
 * or the whole first message (`errorMessages`: a key, or `{ key, values }` for bounds).
 */
import type { AnyObjectSchema } from 'yup';

/** A message as the derived schemas give it: an i18n key, or a key with values. */
export type Message = string | { readonly key: string; readonly values: Readonly<Record<string, unknown>> };

/** @returns field → its first message as given (empty when the values are valid). */
export async function errorMessages(
  schema: AnyObjectSchema,
  values: object,
  mode: 'create' | 'edit' = 'create',
): Promise<Record<string, Message>> {
  try {
    await schema.validate(values, { abortEarly: false, context: { mode } });
    return {};
  } catch (e) {
    const result: Record<string, Message> = {};
    for (const inner of (e as { inner: { path: string; message: unknown }[] }).inner) {
      result[inner.path] ??= inner.message as Message;
    }
    return result;
  }
}

/** @returns field → i18n key of its first message (empty when the values are valid). */
export async function errorKeys(
  schema: AnyObjectSchema,
  values: object,
  mode: 'create' | 'edit' = 'create',
): Promise<Record<string, string>> {
  const messages = await errorMessages(schema, values, mode);
  return Object.fromEntries(
    Object.entries(messages).map(([path, message]) => [path, typeof message === 'string' ? message : message.key]),
  );
}
