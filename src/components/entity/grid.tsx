import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type DataGridProps,
  type GridColDef,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';

/**
 * MUI X's Data Grid in a chunk of its own: a list's heading, search and filters show
 * while it loads (EntityTable, docs/performance.md "Lighthouse").
 * @param touchCheckbox the width of the selection column placed first on a touch screen,
 *   0 for none (MUI X's own place)
 */
export function EntityGrid<T extends GridValidRowModel>(props: DataGridProps<T> & { readonly touchCheckbox: number }) {
  const { touchCheckbox, columns, ...rest } = props;
  const all = useMemo(
    () =>
      touchCheckbox > 0
        ? [{ ...GRID_CHECKBOX_SELECTION_COL_DEF, width: touchCheckbox } as GridColDef<T>, ...columns]
        : columns,
    [columns, touchCheckbox],
  );
  return <DataGrid<T> {...rest} columns={all} />;
}
