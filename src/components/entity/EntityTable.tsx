import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TableContainer from '@mui/material/TableContainer';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import {
  memo,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
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
import { RowActionsLayout, TOUCH_TARGET_PX, useDeviceLayout } from './layout';

/**
 * The pause in typing after which the list searches, in ms (issue 33 item 3: a result
 * within 300 ms of the last key). Longer than a typist's gap between keys (about 120 ms),
 * short enough to leave the read and the render most of the 300 ms.
 */
const SEARCH_DELAY_MS = 150;
/** The grid's header, row and footer heights, in px: with a mouse, and on a touch screen (44 px targets, roomier rows). */
const HEIGHTS = {
  mouse: { header: 56, row: 52, footer: 53 },
  touch: { header: 60, row: 60, footer: 60 },
} as const;
/** The grid's top and bottom borders, and room for a horizontal scroll bar (narrow screens). */
const FRAME_PX = 2 + 15;

/**
 * The fixed height of the list's grid for a page size (docs/performance.md, layout
 * shift): the header, a full page of rows and the footer. It is known from the URL
 * before anything is read, so the grid holds its size from the first paint while the
 * skeleton, the rows or the empty text show inside it, and nothing below it moves.
 * @param pageSize rows per page
 * @param touch the taller rows of a touch screen
 * @returns the height in px
 */
export function gridHeight(pageSize: number, touch = false): number {
  const h = HEIGHTS[touch ? 'touch' : 'mouse'];
  return h.header + pageSize * h.row + h.footer + FRAME_PX;
}

/** At most this many row skeletons (a screen's height of rows; more would only cost time). */
const SKELETON_ROWS = 15;

/** Rows of room a fitted grid keeps for its empty text. */
const EMPTY_ROWS = 2;

/**
 * The height of a grid that fits its rows (a related list on a document's page): the
 * full page while the first page loads, then its rows once they are all there (one
 * page without a next one), so a short list does not leave a page of blank rows.
 * @param list the list's state
 * @param touch the taller rows of a touch screen
 * @returns the height in px
 */
export function fittedGridHeight(
  list: Pick<EntityListState<Entity>, 'loading' | 'page' | 'hasNext' | 'pageSize'> & {
    readonly rows: readonly unknown[];
  },
  touch = false,
): number {
  if (list.loading || list.page > 0 || list.hasNext) return gridHeight(list.pageSize, touch);
  return gridHeight(Math.min(list.pageSize, Math.max(list.rows.length, EMPTY_ROWS)), touch);
}

/**
 * Average width of a header character at the grid's 14 px medium weight, in px: Latin
 * letters and digits, and Arabic letters (Cairo's are narrower: 5 to 7.3 px measured).
 */
const HEADER_CHAR_PX = 8;
const HEADER_ARABIC_CHAR_PX = 7.5;
/** A header cell's padding and separator, in px. */
const HEADER_PADDING_PX = 24;
const ARABIC = /[\u0600-\u06ff]/;

/** The estimated width of a header text on one line, in px. */
function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ARABIC.test(ch) ? HEADER_ARABIC_CHAR_PX : HEADER_CHAR_PX;
  return width;
}

/**
 * The width a header text needs on at most two lines: its longest line at the best
 * split between words (the whole text when it is one word).
 */
function twoLineWidth(text: string): number {
  const words = text.split(/\s+/).filter(Boolean);
  let best = textWidth(text);
  for (let k = 1; k < words.length; k++) {
    const first = textWidth(words.slice(0, k).join(' '));
    const second = textWidth(words.slice(k).join(' '));
    best = Math.min(best, Math.max(first, second));
  }
  return best;
}

/**
 * The width a column header needs to show its whole title, with its sort button
 * (sortable columns) and, on a touch screen where it is always shown, its menu button.
 * @param title the header text
 * @param sortable whether a sort button shows
 * @param touch 44 px buttons, the menu button always visible
 * @param wrap the title may take two lines (narrow screens: the grid's header wraps)
 * @returns the width in px (an estimate from the characters)
 */
export function headerWidth(title: string, sortable: boolean, touch: boolean, wrap = false): number {
  const button = touch ? TOUCH_TARGET_PX : 28;
  const text = wrap ? twoLineWidth(title) : textWidth(title);
  return Math.ceil(text + HEADER_PADDING_PX + (sortable ? button : 0) + (touch ? button : 0));
}

/**
 * Columns that share the grid's width (docs/adding-an-entity.md, lists): each at least
 * its own width (or minWidth) and its header's, and any room left over is shared in
 * proportion, twice over for the columns that asked to grow (`flex`: names, subjects),
 * so no blank band is left on the right while values are cut short. A header's title
 * may take two lines (LightTable), on every screen.
 * @returns the columns and the width they need together, in px
 */
function shareWidth<T extends GridValidRowModel>(
  columns: readonly GridColDef<T>[],
  sortable: readonly string[],
  visibility: GridColumnVisibilityModel,
  touch: boolean,
): { columns: GridColDef<T>[]; needed: number } {
  let needed = 0;
  const shared = columns.map((c) => {
    const own = c.minWidth ?? c.width ?? 100;
    const isSortable = sortable.includes(c.field);
    const minWidth = Math.max(own, headerWidth(c.headerName ?? '', isSortable, touch, true));
    if (visibility[c.field] !== false) needed += minWidth;
    return {
      ...c,
      sortable: isSortable,
      filterable: false,
      minWidth,
      flex: (c.flex ? 2 : 1) * (minWidth / 100),
    };
  });
  return { columns: shared, needed };
}

/**
 * The columns that fold away where they do not fit (docs/adding-an-entity.md, "Columns by
 * priority"): the visible columns are taken by priority (1 first, then 2, then 3; in
 * their order within a priority) while their widths fit the room; a priority 1 column
 * (the state, the date, the amount, what names the row) never folds, and a column the
 * person asked for (the URL's `cols`, a saved view) stays.
 * @param columns the columns with the width each needs (`minWidth`)
 * @param priorities each column's priority (absent: 2)
 * @param visibility the columns hidden anyway (false)
 * @param room the width left for the columns, in px
 * @param asked the columns the person chose to show
 * @returns the fields of the columns folded away
 */
export function foldedColumns(
  columns: readonly Pick<GridColDef, 'field' | 'minWidth'>[],
  priorities: Readonly<Record<string, number>>,
  visibility: GridColumnVisibilityModel,
  room: number,
  asked: Readonly<Record<string, boolean>> = {},
): Set<string> {
  const shown = columns.filter((c) => visibility[c.field] !== false);
  const ranked = shown
    .map((c, index) => ({ c, index, priority: priorities[c.field] ?? 2 }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index);
  const folded = new Set<string>();
  let used = 0;
  for (const { c, priority } of ranked) {
    const width = c.minWidth ?? 100;
    if (priority <= 1 || asked[c.field] === true || used + width <= room) used += width;
    else folded.add(c.field);
  }
  return folded;
}

/** A filter offered above the list: a field and its choices (translated). */
export interface ListFilter {
  readonly field: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** A reference filter: the referenced entity's registry name (picked by search, not from options). */
  readonly entity?: string;
}

/**
 * The list's search box (docs/performance.md "Typing in a list's search"). It keeps what
 * is typed in its own state and hands it to the list SEARCH_DELAY_MS after the last
 * keystroke, so a keystroke re-renders this field only, never the grid (a keystroke in
 * the list cost about 57 ms when the whole table re-rendered).
 * @param props.search the list's search (the URL's `q`) the field starts from
 * @param props.setSearch sets the list's search
 */
const ListSearch = memo(function ListSearch(props: {
  readonly search: string;
  readonly setSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  const { search, setSearch } = props;
  const [typed, setTyped] = useState(search);
  // A search that changes from outside the field (a saved view's chip, Back, "Clear
  // filters", a shared link) is shown: otherwise the timer below would write the older
  // text back over it. What this field handed to the list itself is not (more may have
  // been typed since).
  const [handed, setHanded] = useState(search);
  const [shown, setShown] = useState(search);
  if (search !== shown) {
    setShown(search);
    if (search !== handed) {
      setHanded(search);
      setTyped(search);
    }
  }
  // The list's own path: a search typed just before the person leaves (opens a row,
  // follows a link) must not bring them back. The list stays on screen, still mounted,
  // while the next page's code loads (the router renders in a transition), so its timer
  // can fire after the browser's URL has moved on; then the search is dropped.
  const { pathname } = useLocation();
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      if (window.location.pathname !== pathname) return;
      setHanded(typed);
      setSearch(typed);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setSearch, pathname]);
  return (
    <OutlinedInput
      size="small"
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      placeholder={t('common.search')}
      inputProps={{ 'aria-label': t('common.search'), type: 'search', dir: 'auto' }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ minWidth: { sm: 260 } }}
    />
  );
});

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

  const { touch, narrow } = useDeviceLayout();
  const actionsLayout = touch || narrow ? 'menu' : 'inline';
  // The grid's width, on every resize: the row actions lead the row when the columns do
  // not fit (MUI X's free grid cannot pin). A ResizeObserver reports it after the list's
  // first layout, before the grid mounts (it waits for the first page's read), without
  // forcing a layout and a second render inside the list's first commit.
  const frame = useRef<HTMLDivElement>(null);
  const [gridWidth, setGridWidth] = useState(0);
  useLayoutEffect(() => {
    const box = frame.current;
    if (!box) return;
    if (typeof ResizeObserver === 'undefined') {
      setGridWidth(box.clientWidth);
      return;
    }
    const observer = new ResizeObserver(() => setGridWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const checkbox = props.selection ? (touch ? 60 : 50) : 0;
  const actionsWidth = props.actions
    ? actionsLayout === 'menu'
      ? TOUCH_TARGET_PX + 20
      : (props.actionsWidth ?? 110)
    : 0;
  // Visible columns: the defaults, changed by the URL's `cols` (a shared link, a saved view).
  const wanted = useMemo<GridColumnVisibilityModel>(
    () => ({ ...props.hidden, ...list.columns }),
    [props.hidden, list.columns],
  );
  // Where the columns do not fit the list's width (a tablet, and a desktop list with many
  // columns) the least important fold away (into the Columns menu and the row's page):
  // the row shows what matters without scrolling sideways (foldedColumns).
  const { priorities } = props;
  const folded = useMemo(() => {
    if (!priorities || gridWidth === 0) return new Set<string>();
    const { columns: sized } = shareWidth(props.columns, list.sortable, wanted, touch);
    return foldedColumns(sized, priorities, wanted, gridWidth - 2 - checkbox - actionsWidth, list.columns);
  }, [priorities, gridWidth, props.columns, list.sortable, wanted, touch, checkbox, actionsWidth, list.columns]);
  // The defaults on this screen: the definition's hidden columns and those folded away.
  const defaults = useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = { ...props.hidden };
    for (const field of folded) model[field] = false;
    return model;
  }, [props.hidden, folded]);
  const visibility = useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = { ...wanted };
    for (const field of folded) model[field] = false;
    return model;
  }, [wanted, folded]);
  const { setColumns } = list;
  const setVisibility = useCallback(
    (model: GridColumnVisibilityModel) => {
      const changes: Record<string, boolean> = {};
      for (const field of new Set([...Object.keys(model), ...Object.keys(defaults ?? {})])) {
        if (field.startsWith('__')) continue;
        const shown = model[field] !== false;
        // A folded column stays folded unless asked for; the definition's defaults otherwise.
        if (shown !== (defaults[field] !== false)) changes[field] = shown;
        else if (folded.has(field) && props.hidden?.[field] !== false && list.columns[field] === false)
          changes[field] = false;
      }
      setColumns(changes);
    },
    [defaults, setColumns, folded, props.hidden, list.columns],
  );

  const columns = useMemo<GridColDef<T>[]>(() => {
    const { columns: cols, needed } = shareWidth(props.columns, list.sortable, visibility, touch);
    // On a touch screen the selection column comes first (EntityGrid places it).
    if (!props.actions) return cols;
    const render = props.actions;
    const menu = actionsLayout === 'menu';
    const width = actionsWidth;
    const actions: GridColDef<T> = {
      field: '__actions',
      headerName: t('common.actions'),
      sortable: false,
      filterable: false,
      hideable: false,
      disableColumnMenu: true,
      width,
      minWidth: width,
      cellClassName: 'row-actions',
      headerClassName: 'row-actions',
      // A menu button's column is too narrow for the word: it is read out, not shown.
      ...(menu
        ? {
            renderHeader: () => (
              <Box component="span" sx={visuallyHidden}>
                {t('common.actions')}
              </Box>
            ),
          }
        : {}),
      renderCell: ({ row }) => render(row),
    };
    // Last where every column fits; first otherwise, so it is on screen at the start of the row.
    const fits = gridWidth === 0 || checkbox + needed + width <= gridWidth - 2;
    if (fits) return [...cols, actions];
    return [actions, ...cols];
  }, [
    props.columns,
    list.sortable,
    props.actions,
    actionsWidth,
    checkbox,
    visibility,
    touch,
    actionsLayout,
    gridWidth,
    t,
  ]);

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

/**
 * A list's structure while its first page is read (issue 34 item 7): a bordered box of
 * the grid's size with the header titles it will show and a skeleton line per row, so
 * the person sees at once what is coming, and nothing moves when the grid replaces it.
 * @param props.label the list's name (the progressbar's accessible name)
 * @param props.headers the visible columns' titles and widths in px
 * @param props.heights the grid's header and row heights in px (HEIGHTS)
 * @param props.rows how many row skeletons (the page size, at most SKELETON_ROWS)
 */
const GridSkeleton = memo(function GridSkeleton(props: {
  readonly label: string;
  readonly headers: readonly { readonly field: string; readonly title: string; readonly width: number }[];
  readonly heights: { readonly header: number; readonly row: number };
  readonly rows: number;
}) {
  // Plain elements styled from the box (one set of rules), a column's width inline, and
  // memoized: the list re-renders several times while its first page is read (the read's
  // state, the saved views), and a skeleton of a page's rows was a hundred and fifty
  // styled components to render again each time (docs/performance.md, "Spreading the
  // style rules"). The lines are plain bars that pulse together, one animation on their
  // container: a Skeleton per cell was an element and an animation each, which the
  // browser styled, laid out and composited one by one (docs/performance.md, "A list's
  // first visit: the last long tasks").
  const flex = (width: number) => ({ flex: `1 0 ${width}px` });
  return (
    <Box
      role="progressbar"
      aria-label={props.label}
      data-grid-skeleton
      sx={{
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        '& .skeleton-line': { display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' },
        '& .skeleton-cell': { px: 1.25 },
        '& .skeleton-rows': {
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        },
        // MUI's text Skeleton: its colour, a line's height and rounded ends.
        '& .skeleton-bar': (theme) => ({
          display: 'block',
          height: '0.75rem',
          borderRadius: '4px',
          backgroundColor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
        }),
      }}
    >
      <div className="skeleton-line" style={{ height: props.heights.header }}>
        {props.headers.map((header) => (
          <Typography
            key={header.field}
            className="skeleton-cell"
            variant="body2"
            color="text.secondary"
            noWrap
            style={flex(header.width)}
            sx={{ fontWeight: 500 }}
          >
            {header.title}
          </Typography>
        ))}
      </div>
      <div className="skeleton-rows">
        {Array.from({ length: props.rows }, (_, row) => (
          <div key={row} className="skeleton-line" style={{ height: props.heights.row }}>
            {props.headers.map((header, column) => (
              <div key={header.field} className="skeleton-cell" style={flex(header.width)}>
                <span className="skeleton-bar" style={{ width: `${45 + ((row * 7 + column * 13) % 40)}%` }} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
});

/** MUI Skeleton's pulse: the skeleton's lines fade to 40 % and back. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;
