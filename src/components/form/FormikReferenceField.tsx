import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from './fieldError';
import { ReferencePicker } from './ReferencePicker';

/**
 * A searchable select of another entity's document (a category, a supplier), bound to
 * a formik field holding its id (ReferencePicker: one page of the entity's prefix
 * search, never the whole collection).
 * @param entity the referenced entity's registry name (src/entities/registry.ts)
 */
export function FormikReferenceField<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly entity: string;
}) {
  const { t } = useTranslation();
  const { form, name } = props;
  const error = fieldError(form, name, t);
  return (
    <ReferencePicker
      // A new entity (a person of another type) starts a new search.
      key={props.entity}
      entity={props.entity}
      name={name}
      label={props.label}
      value={String((form.values as Record<string, unknown>)[name] ?? '')}
      onChange={(id) => void form.setFieldValue(name, id)}
      onBlur={() => void form.setFieldTouched(name, true)}
      error={error}
    />
  );
}
