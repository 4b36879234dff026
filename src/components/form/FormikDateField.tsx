import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import { fieldError } from './fieldError';

/**
 * A date field (DateField: the language's order, digits and texts) bound to a formik
 * field holding a Date or null; its yup message shows once touched.
 * @param disablePast refuse days before today
 */
export function FormikDateField<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly disablePast?: boolean;
}) {
  const { t } = useTranslation();
  const { form, name } = props;
  const error = fieldError(form, name, t);
  const value = (form.values as Record<string, unknown>)[name];
  return (
    <DateField
      label={props.label}
      name={name}
      fullWidth
      value={value instanceof Date ? value : null}
      disablePast={props.disablePast}
      onChange={(date) => {
        void form.setFieldValue(name, date);
        void form.setFieldTouched(name, true, false);
      }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
