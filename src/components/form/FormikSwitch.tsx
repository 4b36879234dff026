import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { FormikProps } from 'formik';

/** An on/off switch bound to a boolean formik field (e.g. Active, Free package). */
export function FormikSwitch<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
}) {
  const { form, name } = props;
  return (
    <FormControlLabel
      label={props.label}
      control={
        <Switch
          name={name}
          checked={Boolean((form.values as Record<string, unknown>)[name])}
          onChange={(_, checked) => void form.setFieldValue(name, checked)}
        />
      }
    />
  );
}
