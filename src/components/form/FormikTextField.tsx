import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toLocaleDigits } from '@/lib/format';
import { fieldError } from './fieldError';

/**
 * An outlined text field bound to a formik form: shows the field's yup message (an
 * i18n key, translated here) once the field was touched, and keeps what was typed.
 * Built from MUI's input parts rather than TextField, which also brings the select
 * machinery (menus, popovers) into every form that uses it.
 * @param form the formik bag
 * @param name the field's name in the form values (a string value)
 * @param label translated label
 * @param type input type, e.g. "email", "password", "number"
 * @param dir text direction of the value, e.g. "ltr" for emails in Arabic
 * @param numeric a number: shown, and written as typed, in the language's digits and
 *   decimal sign (0–9 and "." in both languages, whichever digits are typed; docs/numbers.md,
 *   docs/adding-an-entity.md "Numbers and dates"); the form's value is read with parseNumber
 */
export function FormikTextField<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly type?: string;
  readonly autoComplete?: string;
  readonly dir?: 'ltr' | 'rtl' | 'auto';
  /** Keyboard hint for touch screens, e.g. "decimal" or "numeric". */
  readonly inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' | 'url' | 'text';
  /** Help shown under the field while it has no error (translated). */
  readonly help?: string;
  /** Shown instead of the form's value (a disabled field's fixed value); the form's value is kept. */
  readonly displayValue?: string;
  readonly multiline?: boolean;
  /** Adornment after the value, e.g. the currency or a unit. */
  readonly unit?: string;
  /** Shown but not editable (e.g. a value fixed once saved). */
  readonly disabled?: boolean;
  readonly numeric?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { form, name, numeric } = props;
  const error = fieldError(form, name, t);
  const id = `field-${name}`;
  const value = (form.values as Record<string, unknown>)[name];
  const shown = props.displayValue ?? value ?? '';
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target;
    const local = toLocaleDigits(input.value, i18n.language);
    if (numeric && local !== input.value) {
      // Same length, one character for one: the caret stays where the person typed.
      const { selectionStart, selectionEnd } = input;
      input.value = local;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    form.handleChange(event);
  };
  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined" disabled={props.disabled}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={props.type ?? 'text'}
        label={props.label}
        autoComplete={props.autoComplete}
        multiline={props.multiline}
        minRows={props.multiline ? 3 : undefined}
        endAdornment={props.unit ? <InputAdornment position="end">{props.unit}</InputAdornment> : undefined}
        value={numeric ? toLocaleDigits(String(shown), i18n.language) : shown}
        onChange={numeric ? onChange : form.handleChange}
        onBlur={form.handleBlur}
        inputProps={{ dir: props.dir, inputMode: props.inputMode }}
        aria-describedby={error || props.help ? `${id}-message` : undefined}
      />
      {(error ?? props.help) && (
        // A disabled field's help stays readable (the disabled grey is below 4.5:1).
        <FormHelperText id={`${id}-message`} sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
          {error ?? props.help}
        </FormHelperText>
      )}
    </FormControl>
  );
}
