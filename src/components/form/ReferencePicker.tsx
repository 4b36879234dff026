import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityByName } from '@/entities/registry';
import { getMany, getOne } from '@/lib/data/api';
import type { Entity } from '@/lib/data/types';

const OPTIONS_PAGE = 20;
const TYPING_DELAY_MS = 250;

/**
 * A searchable select of another entity's document (a category, a supplier, a rider),
 * by id (docs/adding-an-entity.md: reference fields and list filters). Options are one
 * page of the entity's prefix search (its scope applied, e.g. suppliers only), never
 * the whole collection; answers are cached by TanStack Query.
 * @param entity the referenced entity's registry name (src/entities/registry.ts)
 * @param value the selected document id ('' or null: none)
 * @param onChange called with the picked id, or null when cleared
 * @param error a translated error shown under the field
 * @param size `small` in list toolbars
 */
export function ReferencePicker(props: {
  readonly entity: string;
  readonly value: string | null;
  readonly onChange: (id: string | null) => void;
  readonly label: string;
  readonly name?: string;
  readonly error?: string;
  readonly onBlur?: () => void;
  readonly size?: 'small' | 'medium';
  readonly minWidth?: number;
}) {
  const { t, i18n } = useTranslation();
  const def = entityByName(props.entity);
  const id = props.value ?? '';
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = useQuery({
    queryKey: ['options', def.name, search],
    queryFn: () =>
      getMany(def, {
        pageSize: OPTIONS_PAGE,
        sort: def.list.search
          ? { field: def.list.search.sorts[0] ?? def.defaultSort.field, direction: 'asc' }
          : def.defaultSort,
        search,
      }),
    placeholderData: keepPreviousData,
  });
  const selected = useQuery({
    queryKey: ['one', def.name, id],
    queryFn: () => getOne(def, id),
    enabled: Boolean(id),
  });

  const value: Entity | null = id && selected.data ? selected.data : null;
  const rows: readonly Entity[] = options.data?.rows ?? [];
  const label = (row: Entity) => def.title(row as never, i18n.language);
  return (
    <Autocomplete<Entity>
      options={value && !rows.some((o) => o.id === value.id) ? [value, ...rows] : [...rows]}
      value={value}
      size={props.size}
      sx={props.minWidth ? { minWidth: props.minWidth } : undefined}
      loading={options.isFetching}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={label}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_, row) => props.onChange(row?.id ?? null)}
      onBlur={props.onBlur}
      noOptionsText={t('common.noOptions')}
      loadingText={t('common.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
