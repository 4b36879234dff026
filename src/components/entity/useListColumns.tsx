/**
 * The columns a list grid shows (useListColumns): the grid's width as it resizes, the row
 * actions' place and width (inline or a menu, last or first), the visible columns from
 * the defaults and the URL's `cols`, those folded away where they do not fit, and the
 * Columns menu's changes written back to the URL. Used by EntityTable.
 */
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EntityListState } from '@/lib/data/useEntityList';
import type { Entity } from '@/lib/data/types';
import { foldedColumns, shareWidth } from './gridSizing';
import { TOUCH_TARGET_PX, useDeviceLayout } from './layout';

/**
 * The columns of a list grid and their visibility (EntityTable's props of the same names).
 * @param props the grid's columns, those hidden at first, their priorities, the row
 *   actions and their width, and whether rows are selected (a checkbox column)
 * @param list the list's state: the URL's `cols`, the sorts allowed now, and its setter
 * @param t the translation function (the actions column's header)
 * @returns the grid's frame (its width is observed), the device's layout, the row actions'
 *   layout, the columns to draw, the visibility model and its setter
 */
export function useListColumns<T extends Entity & GridValidRowModel>(
  props: {
    readonly columns: readonly GridColDef<T>[];
    readonly hidden?: GridColumnVisibilityModel;
    readonly priorities?: Readonly<Record<string, number>>;
    readonly actions?: (row: T) => ReactNode;
    readonly actionsWidth?: number;
    readonly selection?: unknown;
  },
  list: Pick<EntityListState<T>, 'columns' | 'sortable' | 'setColumns'>,
  t: TFunction,
) {
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
  return { frame, touch, narrow, actionsLayout, columns, visibility, setVisibility } as const;
}
