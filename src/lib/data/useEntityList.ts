import { useCallback, useEffect, useRef, useState } from 'react';
import { countMany, getMany } from './api';
import type { Cursor, Entity, EntityDefinition, Filter, Sort } from './types';

/** Page sizes offered by the Rows per page selector. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The state of a server-side list, as a table shows it. */
export interface EntityListState<T> {
  readonly rows: readonly T[];
  /** Total from the count query, or -1 while unknown. */
  readonly total: number;
  readonly loading: boolean;
  /** The error of the last read, or null. */
  readonly error: unknown;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort;
  readonly search: string;
  readonly hasNext: boolean;
  readonly setPage: (page: number) => void;
  readonly setPageSize: (pageSize: number) => void;
  readonly setSort: (sort: Sort) => void;
  readonly setSearch: (search: string) => void;
  /** Reads the current page and the total again (after a change, or to retry). */
  readonly reload: () => void;
}

/**
 * A list with cursor pagination for the tables (issue "Entity screens" §1): each page
 * starts after the last document of the page before, so the pages already seen keep
 * their cursors and a page is one query of `pageSize + 1` documents. Changing the
 * sort, search, page size or filters starts again from the first page.
 * @param entity the entity's definition
 * @param filters equality filters (keep the array stable, e.g. with useMemo)
 * @param initialPageSize one of PAGE_SIZES
 */
export function useEntityList<T extends Entity, V>(
  entity: EntityDefinition<T, V>,
  filters: readonly Filter[] = NO_FILTERS,
  initialPageSize = 10,
): EntityListState<T> {
  const [query, setQuery] = useState({ sort: entity.defaultSort, search: '', pageSize: initialPageSize });
  const [page, setPageState] = useState(0);
  const [version, setVersion] = useState(0);
  const [rows, setRows] = useState<readonly T[]>([]);
  const [total, setTotal] = useState(-1);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  // cursors[p] = the document after which page p starts (null for page 0).
  const cursors = useRef<(Cursor | null)[]>([null]);

  // A new query: back to the first page, forget the cursors.
  useEffect(() => {
    cursors.current = [null];
    setPageState(0);
  }, [entity, filters, query]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    const after = cursors.current[page];
    if (after === undefined) {
      // A page whose start is unknown (not reached through the pages before it).
      setPageState(0);
      return;
    }
    getMany(entity, { ...query, filters, after }).then(
      (result) => {
        if (!live) return;
        setRows(result.rows);
        setHasNext(result.next !== null);
        cursors.current[page + 1] = result.next;
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(e);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [entity, filters, query, page, version]);

  useEffect(() => {
    let live = true;
    setTotal(-1);
    countMany(entity, { filters, search: query.search }).then(
      (count) => live && setTotal(count),
      () => live && setTotal(-1),
    );
    return () => {
      live = false;
    };
  }, [entity, filters, query.search, version]);

  const setPage = useCallback((p: number) => setPageState(p), []);
  const setPageSize = useCallback((pageSize: number) => setQuery((q) => ({ ...q, pageSize })), []);
  const setSort = useCallback((sort: Sort) => setQuery((q) => ({ ...q, sort })), []);
  const setSearch = useCallback((search: string) => setQuery((q) => ({ ...q, search })), []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return {
    rows,
    total,
    loading,
    error,
    page,
    pageSize: query.pageSize,
    sort: query.sort,
    search: query.search,
    hasNext,
    setPage,
    setPageSize,
    setSort,
    setSearch,
    reload,
  };
}

const NO_FILTERS: readonly Filter[] = [];
