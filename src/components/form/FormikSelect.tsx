import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from './fieldError';

/**
 * A select bound to a formik field, for a fixed list of options.
 * @param options value and translated label of each choice
 */
export function FormikSelect<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}) {
  const { t } = useTranslation();
  const { form, name } = props;
  const error = fieldError(form, name, t);
  const id = `field-${name}`;
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel id={`${id}-label`}>{props.label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        name={name}
        label={props.label}
        value={String((form.values as Record<string, unknown>)[name] ?? '')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      >
        {props.options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
