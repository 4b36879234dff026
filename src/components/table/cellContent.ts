import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * What a cell of `column` shows for `row`, as the Data Grid would show it (without its
 * API): the column's `renderCell`, else its `valueFormatter`'s text, else the value
 * (docs/performance.md "A list's first visit"). Column definitions stay the Data Grid's
 * `GridColDef` (a type only: no grid code is loaded for them).
 * @param column the column (field, valueGetter, valueFormatter, renderCell)
 * @param row the row, with its `id`
 * @returns the cell's content; '' for no value
 */
export function cellContent<T extends GridValidRowModel>(column: GridColDef<T>, row: T): ReactNode {
  const raw: unknown = row[column.field];
  const getter = column.valueGetter as
    ((value: unknown, row: T, column: GridColDef<T>, api: never) => unknown) | undefined;
  const value = getter ? getter(raw, row, column, undefined as never) : raw;
  const formatter = column.valueFormatter as
    ((value: unknown, row: T, column: GridColDef<T>, api: never) => ReactNode) | undefined;
  const formatted = formatter ? formatter(value, row, column, undefined as never) : value;
  if (column.renderCell) {
    const render = column.renderCell as unknown as (params: Record<string, unknown>) => ReactNode;
    return render({ value, formattedValue: formatted, row, field: column.field, id: row['id'], colDef: column });
  }
  return formatted === null || formatted === undefined ? '' : String(formatted as string);
}
