/**
 * The sorts a list may use and the sort it reads with, from a definition's list shape
 * (docs/performance.md: each combination of filter, search and sort is a composite index;
 * the index generator calls the same functions).
 */
import type { Sort } from '@/lib/data/types';
import type { EntityConfig } from './config';
import type { Fields } from './fields';

/**
 * The sorts a list may use now (docs/performance.md: each combination is an index).
 * @returns the sortable fields for the given search term and filters
 */
export function allowedSorts(
  def: Pick<EntityConfig<Fields>, 'list' | 'hierarchy'> & { readonly scope?: { readonly field: string } },
  searching: boolean,
  filterFields: readonly string[],
): readonly string[] {
  let sorts: readonly string[] = def.list.sorts;
  if (searching) sorts = def.list.search?.sorts ?? [];
  for (const field of filterFields) {
    if (field === def.scope?.field) continue;
    const withFilter: readonly string[] =
      field === def.hierarchy?.parent?.field
        ? [def.list.defaultSort.field, ...(def.list.search?.sorts ?? [])]
        : ((def.list.filters as Record<string, readonly string[]> | undefined)?.[field] ?? []);
    sorts = sorts.filter((s) => withFilter.includes(s));
  }
  return sorts;
}

/**
 * The sort a list reads with (useEntityList), given what it may sort by now: the
 * requested sort when allowed, else the default sort when allowed, else the first
 * allowed field (or the default field when none is) in the default direction. While a
 * date range is on, only the range's field is allowed. The index generator
 * (indexes.ts) calls it for every state a list can be in, so every sort read is indexed.
 * @param allowed the sorts allowed for the search and filters (allowedSorts)
 * @param defaultSort the list's default sort
 * @param rangeField the date range's field while a range is on, else null
 * @param requested the URL's `sort` as field and direction text ('' when absent)
 * @returns the sortable fields now and the sort used
 */
export function listSort(
  allowed: readonly string[],
  defaultSort: Sort,
  rangeField: string | null,
  requested: { readonly field: string; readonly direction: string },
): { sortable: readonly string[]; sort: Sort } {
  const sortable = rangeField ? allowed.filter((s) => s === rangeField) : allowed;
  if (requested.field && sortable.includes(requested.field))
    return { sortable, sort: { field: requested.field, direction: requested.direction === 'asc' ? 'asc' : 'desc' } };
  if (sortable.includes(defaultSort.field)) return { sortable, sort: defaultSort };
  return { sortable, sort: { field: sortable[0] ?? defaultSort.field, direction: defaultSort.direction } };
}
