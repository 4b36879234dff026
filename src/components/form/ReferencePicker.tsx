import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entityByName } from '@/entities/registry';
import { matchesSearch } from '@/lib/data/convert';
import { entityQueries } from '@/lib/data/queries';
import type { Entity } from '@/lib/data/types';

const OPTIONS_PAGE = 20;
const TYPING_DELAY_MS = 250;

/**
 * A searchable select of another entity's document (a category, a supplier, a
 * customer), holding its id: in forms (FormikReferenceField) and list filters. Options
 * are one page of the entity's prefix search (its scope applied, e.g. suppliers only),
 * never the whole collection; answers are cached by TanStack Query. While the answer for
 * a newly typed term is on its way, the previous options shown are only those it matches.
 * @param entity the referenced entity's registry name (src/entities/registry.ts)
 * @param value the chosen id ('' for none)
 * @param onChange called with the chosen id ('' when cleared)
 */
export function ReferencePicker(props: {
  readonly entity: string;
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly label: string;
  readonly name?: string;
  readonly onBlur?: () => void;
  readonly error?: string;
  readonly size?: 'small' | 'medium';
  readonly sx?: object;
}) {
  const { t, i18n } = useTranslation();
  const def = entityByName(props.entity);
  const id = props.value;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const queries = entityQueries(def);
  const options = useQuery({
    ...queries.options(search, {
      pageSize: OPTIONS_PAGE,
      sort: def.list.search
        ? { field: def.list.search.sorts[0] ?? def.defaultSort.field, direction: 'asc' }
        : def.defaultSort,
      search,
    }),
    placeholderData: keepPreviousData,
  });
  const selected = useQuery(queries.one(id));

  const value: Entity | null = id && selected.data ? selected.data : null;
  const answered: readonly Entity[] = options.data?.rows ?? [];
  // Until the answer for what was typed comes (the pause after the last key, then the
  // query), the options kept from the previous search are narrowed to those it matches:
  // the list never shows names the typed text rules out, and the answer only adds to it
  // rather than moving the options under the pointer (docs/testing.md, CI145: a click
  // whose option moved between the press and the release picked nothing).
  const current = typed === search && !options.isPlaceholderData;
  const rows =
    current || def.searchFields.length === 0
      ? answered
      : answered.filter((row) =>
          matchesSearch(
            def.searchFields.map((field) => (row as unknown as Record<string, unknown>)[field]),
            typed,
          ),
        );
  const label = (row: Entity) => def.title(row as never, i18n.language);
  return (
    <Autocomplete<Entity>
      options={value && !rows.some((o) => o.id === value.id) ? [value, ...rows] : [...rows]}
      value={value}
      // Loading, not "No options", while the narrowed list waits for its answer.
      loading={options.isFetching || (!current && !options.isError)}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={label}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_, row) => props.onChange(row?.id ?? '')}
      onBlur={props.onBlur}
      noOptionsText={options.isError ? t('common.unavailable') : t('common.noOptions')}
      loadingText={t('common.loading')}
      size={props.size}
      sx={props.sx}
      renderInput={(params) => (
        <TextField
          {...params}
          // A name in its own direction ("Batinah Riders Co." keeps its full stop at its end in Arabic).
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'auto' } }}
          name={props.name}
          label={props.label}
          error={Boolean(props.error)}
          helperText={props.error}
        />
      )}
    />
  );
}
