import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/lib/errors';
import { PAGE_SIZES, type EntityListState } from '@/lib/data/useEntityList';
import type { Entity } from '@/lib/data/types';

const SEARCH_DELAY_MS = 300;

/**
 * The list table of an entity (issue "Entity screens" §1): MUI X Data Grid with
 * server-side pagination (Rows per page 10, 25, 50, 100) and sorting, a search box,
 * loading and error states, the entity's own not-found text and row actions. The
 * grid's Arabic texts and right-to-left layout follow the locale.
 * @param list the state from useEntityList
 * @param columns the grid's columns; a column is sortable only if listed in `sortable`
 * @param sortable fields the data layer can sort by
 * @param notFoundKey i18n key shown when there are no rows (spec §8)
 * @param onOpen called with a row when it is clicked (e.g. to open its page)
 * @param actions renders the buttons of a row, in a last column
 * @param toolbar extra buttons beside the search box (e.g. "New")
 */
export function EntityTable<T extends Entity & GridValidRowModel>(props: {
  readonly list: EntityListState<T>;
  readonly columns: readonly GridColDef<T>[];
  readonly sortable: readonly string[];
  readonly notFoundKey: string;
  readonly label: string;
  readonly onOpen?: (row: T) => void;
  readonly actions?: (row: T) => ReactNode;
  readonly actionsWidth?: number;
  readonly toolbar?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { list } = props;
  const [typed, setTyped] = useState(list.search);
  const { setSearch } = list;
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, setSearch]);

  const columns = useMemo<GridColDef<T>[]>(() => {
    const cols = props.columns.map((c) => ({ ...c, sortable: props.sortable.includes(c.field), filterable: false }));
    if (props.actions) {
      const render = props.actions;
      cols.push({
        field: '__actions',
        headerName: t('common.actions'),
        sortable: false,
        filterable: false,
        width: props.actionsWidth ?? 160,
        renderCell: ({ row }) => render(row),
      });
    }
    return cols;
  }, [props.columns, props.sortable, props.actions, props.actionsWidth, t]);

  const localeText = i18n.language === 'ar' ? arSD.components.MuiDataGrid.defaultProps.localeText : undefined;
  const NoRows = useMemo(
    () =>
      function NoRowsOverlay() {
        return (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 2 }}>
            <Typography color="text.secondary">{t(props.notFoundKey)}</Typography>
          </Box>
        );
      },
    [props.notFoundKey, t],
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <OutlinedInput
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('common.search')}
          inputProps={{ 'aria-label': t('common.search'), type: 'search' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          sx={{ minWidth: { sm: 280 } }}
        />
        <Box sx={{ flex: 1 }} />
        {props.toolbar}
      </Stack>
      {list.error !== null && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.reload}>
              {t('common.retry')}
            </Button>
          }
        >
          {t(errorKey(list.error))}
        </Alert>
      )}
      <DataGrid<T>
        aria-label={props.label}
        rows={list.rows as T[]}
        columns={columns}
        loading={list.loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        rowCount={list.total}
        paginationMeta={{ hasNextPage: list.hasNext }}
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={{ page: list.page, pageSize: list.pageSize }}
        onPaginationModelChange={(model) => {
          if (model.pageSize !== list.pageSize) list.setPageSize(model.pageSize);
          else list.setPage(model.page);
        }}
        sortModel={[{ field: list.sort.field, sort: list.sort.direction }]}
        onSortModelChange={(model) => {
          const first = model[0];
          list.setSort(
            first?.sort
              ? { field: first.field, direction: first.sort }
              : { ...list.sort, direction: list.sort.direction === 'asc' ? 'desc' : 'asc' },
          );
        }}
        onRowClick={props.onOpen ? ({ row }) => props.onOpen?.(row as T) : undefined}
        slots={{ noRowsOverlay: NoRows, noResultsOverlay: NoRows }}
        localeText={localeText}
        autoHeight
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: props.onOpen ? 'pointer' : 'default' } }}
      />
    </Stack>
  );
}
