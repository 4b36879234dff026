import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ar, enGB } from 'date-fns/locale';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldError } from './fieldError';

/**
 * A date picker (MUI X) bound to a formik field holding a Date or null, in the
 * panel's language (date-fns' Arabic month names; the picker's texts through i18next).
 * @param disablePast refuse days before today
 */
export function FormikDateField<Values extends object>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly disablePast?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { form, name } = props;
  const error = fieldError(form, name, t);
  const arabic = i18n.language === 'ar';
  // MUI X has no Arabic texts for the pickers; ours come from i18next.
  const texts = {
    cancelButtonLabel: t('common.cancel'),
    okButtonLabel: t('common.ok'),
    clearButtonLabel: t('common.clear'),
    todayButtonLabel: t('date.today'),
    datePickerToolbarTitle: t('date.pick'),
    openDatePickerDialogue: () => t('date.pick'),
    previousMonth: t('date.previousMonth'),
    nextMonth: t('date.nextMonth'),
    fieldDayPlaceholder: () => t('date.dd'),
    fieldMonthPlaceholder: () => t('date.mm'),
    fieldYearPlaceholder: () => t('date.yyyy'),
  };
  const value = (form.values as Record<string, unknown>)[name];
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={arabic ? ar : enGB} localeText={texts}>
      <DatePicker
        label={props.label}
        value={value instanceof Date ? value : null}
        disablePast={props.disablePast}
        onChange={(date) => {
          void form.setFieldValue(name, date);
          void form.setFieldTouched(name, true, false);
        }}
        slotProps={{ textField: { name, fullWidth: true, error: Boolean(error), helperText: error } }}
      />
    </LocalizationProvider>
  );
}
