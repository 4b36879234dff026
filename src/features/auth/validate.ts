/**
 * Validation of the sign-in forms, loaded apart from the pages (docs/performance.md):
 * the login page paints without yup, whose chunk is fetched right after the first
 * render and is in by the time anyone has typed.
 */
import { yupToFormErrors, type FormikErrors } from 'formik';
import type { ValidationError } from 'yup';
import type * as SchemasModule from './schemas';

type Schemas = typeof SchemasModule;

/** The schemas once their chunk is in. */
let loaded: Schemas | undefined;
/** The one load of the schemas' chunk. */
let loading: Promise<Schemas> | undefined;

/**
 * Starts loading the schemas (once; later calls share the load).
 * @returns the schemas module
 */
export const loadSchemas = (): Promise<Schemas> =>
  (loading ??= import('./schemas').then((schemas) => (loaded = schemas)));

/**
 * Validates the values of a sign-in form with its yup schema (spec §5 messages).
 * Once the schemas are in, synchronously: formik shows the messages of the last check
 * it finished, and a check that waited a task (a dynamic import() answers in a later
 * task even when the module is in) was still running when the next event came. A
 * password filled and the pointer pressed on Login at once then showed the message of
 * the check made while the password was empty ("Password is required") on the field's
 * blur, the line it took moved the button down under the pointer, and the click
 * landed beside it: the sign-in did nothing (docs/testing.md, "The sign-in that did
 * nothing"). Before the schemas are in, checks wait for the one load in the order they
 * were made, so the last one made is the last one finished.
 * @param pick chooses the schema from ./schemas
 * @returns formik's validate: field → i18n key of its message; empty when valid
 */
export function validateWith<V extends object>(pick: (schemas: Schemas) => Schemas[keyof Schemas]) {
  const check = (schemas: Schemas, values: V): FormikErrors<V> => {
    try {
      pick(schemas).validateSync(values, { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors<V>(error as ValidationError);
    }
  };
  return (values: V): FormikErrors<V> | Promise<FormikErrors<V>> =>
    loaded ? check(loaded, values) : loadSchemas().then((schemas) => check(schemas, values));
}
