import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMany, getOne } from '@/lib/data/api';
import type { Entity, EntityDefinition, Filter } from '@/lib/data/types';
import { fieldError } from './fieldError';

const OPTIONS_PAGE = 20;

/**
 * A searchable select of another entity's document (a category, a supplier), bound to
 * a formik field holding its id. Options are one page of the data layer's prefix
 * search, never the whole collection.
 * @param entity the referenced entity's definition
 * @param optionLabel the text of an option, in the current locale
 * @param filters equality filters on the options (e.g. users of type supplier)
 */
export function FormikReferenceField<Values extends object, R extends Entity>(props: {
  readonly form: FormikProps<Values>;
  readonly name: keyof Values & string;
  readonly label: string;
  readonly entity: EntityDefinition<R, never>;
  readonly optionLabel: (row: R, locale: string) => string;
  readonly filters?: readonly Filter[];
}) {
  const { t, i18n } = useTranslation();
  const { form, name, entity, filters } = props;
  const error = fieldError(form, name, t);
  const id = String((form.values as Record<string, unknown>)[name] ?? '');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<readonly R[]>([]);
  const [selected, setSelected] = useState<R | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!id || selected?.id === id) return;
    let live = true;
    getOne(entity, id).then(
      (row) => live && setSelected(row),
      () => live && setSelected(null),
    );
    return () => {
      live = false;
    };
  }, [entity, id, selected]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    const timer = setTimeout(() => {
      getMany(entity, { pageSize: OPTIONS_PAGE, sort: entity.defaultSort, search: input, filters })
        .then((page) => live && setOptions(page.rows))
        .catch(() => live && setOptions([]))
        .finally(() => live && setLoading(false));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [entity, filters, input]);

  const value = selected && selected.id === id ? selected : null;
  return (
    <Autocomplete<R>
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : [...options]}
      value={value}
      loading={loading}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(row) => props.optionLabel(row, i18n.language)}
      onInputChange={(_, text, reason) => reason === 'input' && setInput(text)}
      onChange={(_, row) => {
        setSelected(row);
        void form.setFieldValue(name, row?.id ?? '');
      }}
      onBlur={() => void form.setFieldTouched(name, true)}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField {...params} name={name} label={props.label} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
