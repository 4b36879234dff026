/**
 * A server-side list for the tables (docs/adding-an-entity.md, lists): cursor pages
 * read through TanStack Query, with the list state (page, page size, sort, search,
 * filters, visible columns and the page's cursor) in the URL. Back from a detail page shows the same
 * page from the cache without a new read, and a list can be shared as a link.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { usePainted } from '@/lib/afterPaint';
import { entityQueries } from './queries';
import type { Cursor, DateRange, Entity, EntityDefinition, Filter, Sort } from './types';
import { entityKeys } from '@/lib/query/keys';
import { listSort } from '@/lib/entity/define';
import { sessionCache } from '@/lib/session/sessionCaches';
import { PAGE_SIZES } from './pageSizes';

export { PAGE_SIZES };

/** The state of a server-side list, as a table shows it. */
export interface EntityListState<T> {
  readonly rows: readonly T[];
  /** Number of documents of the list, or null while unknown. */
  readonly total: number | null;
  /** The first read of this page is under way (no rows to show yet). */
  readonly loading: boolean;
  /** The error of the page's read, or null. */
  readonly error: unknown;
  /** The error of the count, or null. */
  readonly countError: unknown;
  /** Zero-based page index. */
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort;
  readonly search: string;
  /**
   * Whether the list can search: its definition has search fields (a list without them
   * stores no prefixes, so a search could find nothing and would need indexes of its own).
   */
  readonly searchable: boolean;
  /** The filters chosen above the list (not the fixed ones). */
  readonly filters: Readonly<Record<string, string>>;
  /** The chosen date range as typed (`yyyy-mm-dd`, '' for an open end), for a definition with `dateRange`. */
  readonly range: { readonly from: string; readonly to: string };
  /**
   * Sets the ends given (`yyyy-mm-dd` or '' for an open end), keeping the other as the
   * URL holds it; a start after the end is ignored by the query.
   */
  readonly setRange: (range: { readonly from?: string; readonly to?: string }) => void;
  /** Clears the search, every chosen filter and the date range at once. */
  readonly clearFilters: () => void;
  readonly hasNext: boolean;
  /** Fields the list can be sorted by now (search and filters narrow them). */
  readonly sortable: readonly string[];
  readonly setPage: (page: number) => void;
  readonly setPageSize: (pageSize: number) => void;
  readonly setSort: (sort: Sort) => void;
  readonly setSearch: (search: string) => void;
  readonly setFilter: (field: string, value: string | null) => void;
  /** Reads the page and the count again (after a change, or to retry). */
  readonly reload: () => void;
  /** Every filter of the query: fixed ones and chosen ones, typed for Firestore. */
  readonly queryFilters: readonly Filter[];
  /**
   * The columns shown or hidden against the table's defaults, by field (the URL's
   * `cols`: `field` shown, `-field` hidden), so a shared link or a saved view keeps them.
   */
  readonly columns: Readonly<Record<string, boolean>>;
  /** Sets the columns' changes against the defaults (columnsParam); the page stays. */
  readonly setColumns: (changes: Readonly<Record<string, boolean>>) => void;
}

/**
 * The URL form of the columns changed against the table's defaults: `field` for one
 * shown, `-field` for one hidden, comma separated, in field order.
 * @param changes visibility by field, only those that differ from the defaults
 * @returns the `cols` parameter, '' for none
 */
export function columnsParam(changes: Readonly<Record<string, boolean>>): string {
  return Object.keys(changes)
    .sort()
    .map((field) => (changes[field] ? field : `-${field}`))
    .join(',');
}

/** Reads a `cols` parameter (columnsParam) back; anything but field names is ignored. */
export function parseColumnsParam(text: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const part of text.split(',')) {
    const hidden = part.startsWith('-');
    const field = hidden ? part.slice(1) : part;
    if (/^[A-Za-z][A-Za-z0-9_]{0,60}$/.test(field)) out[field] = !hidden;
  }
  return out;
}

/** What a list needs to know of its definition beyond the data layer's part. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ListDefinition<T extends Entity> extends EntityDefinition<T, any> {
  /** Sorts allowed for a search and filters (src/lib/entity/define.ts allowedSorts). */
  readonly sortsFor: (searching: boolean, filterFields: readonly string[]) => readonly string[];
  /** Turns a filter's URL text into the stored value (booleans, strings). */
  readonly filterValue: (field: string, text: string) => Filter['value'];
  /** The date field a range may limit (the list's `dateRange`). */
  readonly dateRangeField?: string;
}

/**
 * A date range of the URL (`yyyy-mm-dd` ends, local days, both included).
 * @returns the range for the query, or null when neither end is set, a date is not
 *   valid, or the start is after the end
 */
export function dateRangeOf(field: string | undefined, from: string, to: string): DateRange | null {
  if (!field || (!from && !to)) return null;
  const day = (text: string, end: boolean) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return null;
    const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (Number.isNaN(date.getTime())) return null;
    if (end) date.setHours(23, 59, 59, 999);
    return date;
  };
  const start = from ? day(from, false) : null;
  const stop = to ? day(to, true) : null;
  if ((from && !start) || (to && !stop)) return null;
  if (start && stop && start > stop) return null;
  return { field, from: start, to: stop };
}

/** The last query a list wrote, and the browser's query when it did (latestQuery). */
let lastWrite: { readonly pathname: string; readonly from: string; readonly to: string } | null = null;

/**
 * The query a list's change starts from: the one the browser shows now, not the one of
 * the render the setter came from. The router renders a new URL in a transition, which
 * fast typing interrupts and a loading screen part holds back, so a setter of the
 * previous render can run after the URL has changed (a filter chosen, then a search
 * typed before the list re-rendered; a saved view's chip, then the search box's timer):
 * built from its own render's query, it wrote the URL back without the newer change.
 * A write whose navigation has not reached the browser yet (two changes in one task)
 * is started from too.
 * @param pathname the list's path; elsewhere (the person has left) the render's query
 * @param rendered the query of the render the setter came from
 * @returns a copy to change
 */
export function latestQuery(pathname: string, rendered: URLSearchParams): URLSearchParams {
  if (typeof window === 'undefined' || window.location.pathname !== pathname) return new URLSearchParams(rendered);
  const now = window.location.search;
  // Once the browser's query has moved on, the write has landed (or Back undid it).
  if (lastWrite && (lastWrite.pathname !== pathname || lastWrite.from !== now)) lastWrite = null;
  return new URLSearchParams(lastWrite?.to ?? now);
}

// The cursors of the pages seen, per list query: cursors.get(key)[p] starts page p.
const cursors = sessionCache(new Map<string, (Cursor | null)[]>());

function encodeCursor(cursor: Cursor): string {
  return JSON.stringify([cursor.value, cursor.id]);
}

function decodeCursor(text: string | null): Cursor | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || typeof parsed[1] !== 'string') return null;
    return { value: parsed[0] as Cursor['value'], id: parsed[1] };
  } catch {
    return null;
  }
}

/**
 * The list of one entity.
 * @param def the definition (with `sortsFor` and `filterValue`)
 * @param options fixed filters (a child list: its parent) and the URL parameter
 *   prefix (several lists on one page keep their own state)
 * @returns the list state and its setters
 */
export function useEntityList<T extends Entity>(
  def: ListDefinition<T>,
  options: { readonly fixedFilters?: readonly Filter[]; readonly prefix?: string } = {},
): EntityListState<T> {
  const prefix = options.prefix ?? '';
  // Callers may pass a new array on every render (a related list: `[{ field, value: id }]`):
  // kept by value, so the derived sorts, filters and columns stay the same objects.
  const fixedText = JSON.stringify(options.fixedFilters ?? NO_FILTERS);
  const fixed = useMemo(() => JSON.parse(fixedText) as readonly Filter[], [fixedText]);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const get = (name: string) => params.get(prefix + name);

  // A list without search fields ignores a `q` in its URL (docs/performance.md, indexes).
  const searchable = def.searchFields.length > 0;
  const search = searchable ? (get('q') ?? '') : '';
  const sizeParam = Number(get('size'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : PAGE_SIZES[0];
  const filterText = params.toString();
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(filterText)) {
      if (key.startsWith(`${prefix}f.`) && value) out[key.slice(prefix.length + 2)] = value;
    }
    return out;
  }, [filterText, prefix]);
  const filterFields = useMemo(() => [...fixed.map((f) => f.field), ...Object.keys(filters)], [fixed, filters]);
  const colsText = get('cols') ?? '';
  const columns = useMemo(() => parseColumnsParam(colsText), [colsText]);
  const fromText = get('from') ?? '';
  const toText = get('to') ?? '';
  const range = useMemo(() => dateRangeOf(def.dateRangeField, fromText, toText), [def, fromText, toText]);
  const [sortField = '', sortDir = ''] = (get('sort') ?? '').split('.');
  const { sortable, sort } = useMemo(
    () =>
      listSort(def.sortsFor(Boolean(search.trim()), filterFields), def.defaultSort, range?.field ?? null, {
        field: sortField,
        direction: sortDir,
      }),
    [def, search, filterFields, range, sortField, sortDir],
  );
  const queryFilters = useMemo<Filter[]>(
    () => [
      ...fixed,
      ...Object.entries(filters).map(([field, text]) => ({ field, value: def.filterValue(field, text) })),
    ],
    [fixed, filters, def],
  );

  const base = { name: def.name, filters: queryFilters, search: search.trim(), sort, pageSize, range };
  const listKey = JSON.stringify(base);
  const pageParam = Math.max(0, Number(get('page') ?? 1) - 1);
  const after = decodeCursor(get('after'));
  const page = pageParam > 0 && after ? pageParam : 0;
  const stack = cursors.get(listKey) ?? [null];
  if (page > 0 && after) stack[page] = after;
  cursors.set(listKey, stack);

  // Read once the list's page has painted (its heading and skeleton first; usePainted).
  const painted = usePainted();
  const pageQuery = useQuery({
    ...entityQueries(def).list({ ...base, after: page > 0 ? after : null }, base, page, page > 0 ? after : null),
    placeholderData: keepPreviousData,
    enabled: painted,
  });
  const countQuery = useQuery({
    ...entityQueries(def).count(
      { filters: queryFilters, search: base.search, range, sort: { field: sort.field, direction: 'asc' } },
      { filters: queryFilters, search: base.search, sort: sort.field, range },
    ),
    enabled: painted,
  });

  const { pathname, search: locationSearch } = useLocation();
  // The list shows the query it wrote: nothing is pending any more.
  useEffect(() => {
    if (lastWrite && window.location.search === lastWrite.to) lastWrite = null;
  }, [locationSearch]);
  const update = useCallback(
    (changes: Record<string, string | null>, resetPage = true) => {
      setParams(
        // From the latest query, not this render's: see latestQuery.
        (current) => {
          const next = latestQuery(pathname, current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(prefix + name);
            else next.set(prefix + name, value);
          }
          if (resetPage) {
            next.delete(`${prefix}page`);
            next.delete(`${prefix}after`);
          }
          lastWrite = { pathname, from: window.location.search, to: `?${next.toString()}` };
          return next;
        },
        { replace: resetPage && 'q' in changes },
      );
    },
    [setParams, prefix, pathname],
  );

  const data = pageQuery.data;
  const fresh = !pageQuery.isPlaceholderData;
  if (data?.next && fresh) stack[page + 1] = data.next;
  const hasNext = Boolean(data?.next) && fresh;

  const setPage = useCallback(
    (target: number) => {
      const start = target === 0 ? null : (cursors.get(listKey)?.[target] ?? null);
      if (target > 0 && !start) update({}, true);
      else update({ page: target > 0 ? String(target + 1) : null, after: start ? encodeCursor(start) : null }, false);
    },
    [listKey, update],
  );
  const setPageSize = useCallback((size: number) => update({ size: String(size) }), [update]);
  const setSort = useCallback((s: Sort) => update({ sort: `${s.field}.${s.direction}` }), [update]);
  const setSearch = useCallback((term: string) => update({ q: term || null }), [update]);
  const setFilter = useCallback((field: string, value: string | null) => update({ [`f.${field}`]: value }), [update]);
  // Only the end that changed: the other is kept from the latest URL, not this render's
  // (typing both days quickly, the second change would bring back the first's old value).
  const setRange = useCallback(
    (range: { readonly from?: string; readonly to?: string }) =>
      update(Object.fromEntries(Object.entries(range).map(([end, day]) => [end, day || null]))),
    [update],
  );
  const setColumns = useCallback(
    (changes: Readonly<Record<string, boolean>>) => update({ cols: columnsParam(changes) || null }, false),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update({
        q: null,
        from: null,
        to: null,
        ...Object.fromEntries(Object.keys(filters).map((f) => [`f.${f}`, null])),
      }),
    [update, filters],
  );
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: entityKeys(def).lists });
    void queryClient.invalidateQueries({ queryKey: entityKeys(def).counts });
  }, [queryClient, def]);

  // While another page loads, the previous page's rows stay (keepPreviousData) under the overlay.
  const rows = data?.rows ?? NO_ROWS;
  // On the last page the total is known without the count.
  const exact = fresh && data && !data.next ? page * pageSize + data.rows.length : null;
  return {
    rows,
    total: exact ?? countQuery.data ?? null,
    loading: pageQuery.isPending || (pageQuery.isFetching && !fresh),
    error: pageQuery.error,
    countError: countQuery.error,
    page,
    pageSize,
    sort,
    search,
    searchable,
    filters,
    range: { from: fromText, to: toText },
    setRange,
    clearFilters,
    hasNext,
    sortable,
    setPage,
    setPageSize,
    setSort,
    setSearch,
    setFilter,
    reload,
    queryFilters,
    columns,
    setColumns,
  };
}

const NO_FILTERS: readonly Filter[] = [];
const NO_ROWS: readonly never[] = [];
