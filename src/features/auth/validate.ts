/**
 * Validation of the sign-in forms, loaded apart from the pages (docs/performance.md):
 * the login page paints without yup, whose chunk is fetched right after the first
 * render and is in by the time anyone has typed.
 */
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';

/** Starts loading the schemas (once; later calls share the load). */
export const loadSchemas = () => import('./schemas');

/**
 * Validates the values of a sign-in form with its yup schema (spec §5 messages).
 * @param pick chooses the schema from ./schemas
 * @returns formik's errors: field → i18n key of its message; empty when valid
 */
export function validateWith<V extends object>(
  pick: (schemas: Awaited<ReturnType<typeof loadSchemas>>) => Parameters<typeof validateYupSchema>[1],
) {
  return async (values: V): Promise<FormikErrors<V>> => {
    const schema = pick(await loadSchemas());
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      return yupToFormErrors<V>(error);
    }
  };
}
