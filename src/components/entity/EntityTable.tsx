/**
 * The list table of an entity (EntityTable): its search box, filters (folded behind
 * "Filters" on a narrow screen), error alerts, the grid of a fixed height with its
 * skeleton, rows, Columns menu and pager. The grid's sizes are ./gridSizing.ts, its
 * columns ./useListColumns.ts, the search box ./ListSearch.tsx, the skeleton
 * ./GridSkeleton.tsx.
 */
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import FilterList from '@mui/icons-material/FilterList';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { startTransition, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { StillLoading } from '@/components/feedback/StillLoading';
import { errorText } from '@/lib/errors';
import { useOnceTrue } from '@/lib/useOnceTrue';
import type { EntityListState } from '@/lib/data/useEntityList';
import { ReferencePicker } from '@/components/form/ReferencePicker';
import type { Entity } from '@/lib/data/types';
import { formatNumber } from '@/lib/format';
import { ColumnsMenu } from '@/components/table/ColumnsMenu';
import { LightTable } from '@/components/table/LightTable';
import { ListPager } from '@/components/table/ListPager';
import { fittedGridHeight, gridHeight, HEIGHTS } from './gridSizing';
import { GridSkeleton, SKELETON_ROWS } from './GridSkeleton';
import { RowActionsLayout } from './layout';
import { ListSearch } from './ListSearch';
import { useListColumns } from './useListColumns';

export { fittedGridHeight, foldedColumns, gridHeight, headerWidth } from './gridSizing';

/** A filter offered above the list: a field and its choices (translated). */
export interface ListFilter {
  readonly field: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** A reference filter: the referenced entity's registry name (picked by search, not from options). */
  readonly entity?: string;
}

/**
 * The list table of an entity (docs/adding-an-entity.md, lists): MUI X Data Grid with
 * server-side pagination (Rows per page 10, 25, 50, 100) and sorting, a search box,
 * filters, loading, error and empty states, row actions, optional row selection, and
 * numbers in the locale's digits. Columns the list cannot sort by now (a search or a
 * filter narrows the sorts, docs/performance.md) are not sortable.
 * @param list the state from useEntityList
 * @param columns the grid's columns; `hidden` those that start hidden
 * @param notFoundKey i18n key shown when the list has no rows at all (spec §8); a search or
 *   filter that finds nothing shows "No results"
 * @param onOpen called with a row when it is clicked (opens its page)
 * @param actions renders the buttons of a row, in a last column
 * @param toolbar buttons beside the search box (New, Export)
 * @param selection the selected row ids and their setter: shows checkboxes
 * @param search replaces the search box; `moreFilters` follow the filter selects
 * @param fit the grid fits a single short page (fittedGridHeight) instead of keeping a
 *   full page's height (a related list below a document, where nothing below it matters
 *   to the first paint)
 */
export function EntityTable<T extends Entity & GridValidRowModel>(props: {
  readonly list: EntityListState<T>;
  readonly columns: readonly GridColDef<T>[];
  readonly hidden?: GridColumnVisibilityModel;
  /** How much each column matters where the columns do not fit (screenColumns); without it nothing folds. */
  readonly priorities?: Readonly<Record<string, number>>;
  readonly notFoundKey: string;
  readonly label: string;
  readonly onOpen?: (row: T) => void;
  readonly actions?: (row: T) => ReactNode;
  readonly actionsWidth?: number;
  readonly toolbar?: ReactNode;
  readonly filters?: readonly ListFilter[];
  /** Replaces the search box (a list without prefix search: the orders' id search). */
  readonly search?: ReactNode;
  /** Filter controls after the selects (reference pickers, a date range). */
  readonly moreFilters?: ReactNode;
  readonly selection?: { readonly ids: readonly string[]; readonly onChange: (ids: string[]) => void };
  readonly fit?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { list } = props;
  const { setSearch, search } = list;
  const { frame, touch, narrow, actionsLayout, columns, visibility, setVisibility } = useListColumns(props, list, t);

  // The rows are drawn in the background (a deferred value: React renders them in slices
  // that leave the browser free between them, where the read's answer alone would draw a
  // page of rows in one task), and the table shows once the first page's read has
  // answered (rows, none, or an error). Later pages and searches load inside it, the
  // previous rows staying until the new ones are drawn (docs/performance.md "A list's
  // first visit": no Data Grid, no long task).
  const current = useMemo(() => ({ rows: list.rows, loading: list.loading }), [list.rows, list.loading]);
  const shown = useDeferredValue(current);
  const answered = useOnceTrue(!shown.loading);
  const pending = shown.loading || shown !== current;
  // The footer's controls (Columns, the pager) mount in a commit of their own after the
  // first rows': the rows' commit inserted the style rules of both at once, one task
  // over 50 ms on a slow phone (docs/performance.md, "A list's first visit: the last
  // long tasks"). The footer's box is there from the start, so nothing moves.
  const [footerShown, setFooterShown] = useState(false);
  useEffect(() => {
    if (answered && !footerShown) startTransition(() => setFooterShown(true));
  }, [answered, footerShown]);
  // Until the first answer, the list's structure: its header titles and row skeletons in
  // the grid's own heights, one progressbar named after the list for assistive
  // technology (its parts are presentational), a "Still loading" line when slow.
  const skeletonHeaders = useMemo(
    () =>
      columns
        .filter((c) => visibility[c.field] !== false && !c.field.startsWith('__'))
        .map((c) => ({ field: c.field, title: c.headerName ?? '', width: c.minWidth ?? c.width ?? 100 })),
    [columns, visibility],
  );
  const gridSkeleton = (
    <GridSkeleton
      label={props.label}
      headers={skeletonHeaders}
      heights={HEIGHTS[touch ? 'touch' : 'mouse']}
      rows={Math.min(list.pageSize, SKELETON_ROWS)}
    />
  );
  // An empty collection says so in its own words; a search or filter that finds nothing
  // says "No results" (spec §8).
  const narrowed =
    Boolean(list.search.trim()) ||
    Object.values(list.filters).some(Boolean) ||
    Boolean(list.range.from || list.range.to);
  const emptyKey = narrowed ? 'common.noResults' : props.notFoundKey;
  const shownColumns = useMemo(() => columns.filter((c) => visibility[c.field] !== false), [columns, visibility]);
  // Every column may be shown or hidden in the Columns menu, a folded one too (showing it
  // keeps it: the URL's `cols`).
  const hideable = useMemo(
    () =>
      props.columns
        .filter((c) => c.hideable !== false)
        .map((c) => ({ field: c.field, title: c.headerName ?? c.field })),
    [props.columns],
  );
  const { setSort, setPage, setPageSize } = list;
  // On a narrow screen the filters fold away behind "Filters (n)" (n: those chosen).
  const hasFilters = Boolean(props.filters?.length) || Boolean(props.moreFilters);
  const fold = narrow && hasFilters;
  const [unfolded, setUnfolded] = useState(false);
  // The folded filters mount when first unfolded, not with the list: a closed fold shows
  // nothing, and its selects' style rules (about 70) were a third of what the list's
  // first commit inserted on a phone (docs/performance.md, "Spreading the style rules").
  const everUnfolded = useOnceTrue(unfolded);
  const foldId = useId();
  const chosen =
    Object.values(list.filters).filter((value) => value !== '').length +
    (list.range.from ? 1 : 0) +
    (list.range.to ? 1 : 0);
  const filterControls = (
    <>
      {props.filters?.map((filter) =>
        filter.entity ? (
          <ReferencePicker
            key={filter.field}
            entity={filter.entity}
            value={list.filters[filter.field] ?? ''}
            onChange={(id) => list.setFilter(filter.field, id || null)}
            label={filter.label}
            size="small"
            sx={{ minWidth: 200 }}
          />
        ) : (
          // Wide enough for its label beside the select's arrow ("Payment method").
          <FormControl key={filter.field} size="small" sx={{ minWidth: Math.max(160, filter.label.length * 9 + 56) }}>
            <InputLabel id={`filter-${filter.field}`}>{filter.label}</InputLabel>
            <Select
              labelId={`filter-${filter.field}`}
              label={filter.label}
              value={list.filters[filter.field] ?? ''}
              onChange={(e) => list.setFilter(filter.field, String(e.target.value) || null)}
            >
              <MenuItem value="">{t('list.all')}</MenuItem>
              {filter.options.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ),
      )}
      {props.moreFilters}
    </>
  );
  const h = HEIGHTS[touch ? 'touch' : 'mouse'];
  return (
    <Stack spacing={2}>
      {/* Gaps, not margins: a wrapped second line starts at the same edge as the first;
          fields align on their top, so one with a help text below (the order id) does
          not push its neighbours down. */}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {props.search ?? (list.searchable && <ListSearch search={search} setSearch={setSearch} />)}
        {!fold && filterControls}
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {fold && (
            <Button
              variant="outlined"
              startIcon={
                <Badge color="primary" variant="dot" invisible={chosen === 0}>
                  <FilterList />
                </Badge>
              }
              aria-expanded={unfolded}
              aria-controls={foldId}
              onClick={() => setUnfolded((open) => !open)}
              sx={{ marginInlineEnd: 'auto' }}
            >
              {chosen > 0 ? t('list.filtersCount', { n: formatNumber(chosen, i18n.language) }) : t('list.filters')}
            </Button>
          )}
          {props.toolbar}
        </Stack>
      </Stack>
      {fold && (
        <Collapse in={unfolded} id={foldId} unmountOnExit={false}>
          <Box
            role="group"
            aria-label={t('list.filters')}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              gap: 1.5,
              pt: 1,
              '& > *': { width: 'auto !important', minWidth: '0 !important' },
            }}
          >
            {everUnfolded && filterControls}
          </Box>
        </Collapse>
      )}
      {list.error !== null && (
        <RetryAlert severity="error" onRetry={list.reload}>
          {errorText(t, list.error)}
        </RetryAlert>
      )}
      {list.countError !== null && list.error === null && (
        <RetryAlert severity="warning" onRetry={list.reload}>
          {t('list.countFailed', { reason: errorText(t, list.countError) })}
        </RetryAlert>
      )}
      {/* The grid fills a box of fixed height: MUI X sizes a grid from its parent's height. */}
      <Box
        ref={frame}
        data-list-grid
        sx={{
          height: props.fit ? fittedGridHeight(list, touch) : gridHeight(list.pageSize, touch),
          flexShrink: 0,
          position: 'relative',
        }}
      >
        <StillLoading waiting={!answered || pending} overlay />
        <RowActionsLayout.Provider value={actionsLayout}>
          {answered ? (
            <Paper
              variant="outlined"
              data-list-table
              sx={{
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                position: 'relative',
                overflow: 'hidden',
              }}
            >
              {pending && (
                <LinearProgress
                  aria-label={t('common.loading')}
                  sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2, zIndex: 3 }}
                />
              )}
              <TableContainer
                sx={{
                  flex: 1,
                  // User content in its own direction, cut at its own end (a Latin name in the
                  // Arabic page keeps its start): a value isolated with <bdi> or dir="auto" is
                  // its own ellipsis box, aligned with the page's start.
                  '& td bdi, & td [dir="auto"]': {
                    display: 'block',
                    maxWidth: '100%',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    textAlign: 'start',
                  },
                }}
              >
                <LightTable<T>
                  label={props.label}
                  columns={shownColumns}
                  rows={shown.rows}
                  loading={shown.loading}
                  rowHeight={h.row}
                  headerHeight={h.header}
                  sort={list.sort}
                  onSort={setSort}
                  selection={props.selection}
                  onOpen={props.onOpen}
                  empty={t(emptyKey)}
                  touch={touch}
                />
              </TableContainer>
              <Stack
                direction="row"
                aria-busy={!footerShown || undefined}
                sx={{ alignItems: 'center', minHeight: h.footer, borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
              >
                {footerShown && hideable.length > 1 && (
                  <ColumnsMenu
                    columns={hideable}
                    shown={(field) => visibility[field] !== false}
                    onChange={(field, show) => setVisibility({ ...visibility, [field]: show })}
                    touch={touch}
                  />
                )}
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {footerShown && (
                    <ListPager
                      page={list.page}
                      pageSize={list.pageSize}
                      rows={shown.rows.length}
                      total={list.total}
                      hasNext={list.hasNext}
                      disabled={pending}
                      onPage={setPage}
                      onPageSize={setPageSize}
                      touch={touch}
                    />
                  )}
                </Box>
              </Stack>
            </Paper>
          ) : (
            gridSkeleton
          )}
        </RowActionsLayout.Provider>
      </Box>
    </Stack>
  );
}
