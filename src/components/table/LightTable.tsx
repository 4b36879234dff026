import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

/**
 * A page of rows as a light semantic table (MUI's Table: `table`, `th` with
 * `scope="col"`, `td`), drawn from the same column definitions as the Data Grid
 * (docs/performance.md "A list's first visit"): each cell shows the column's
 * `renderCell`, else its `valueFormatter`'s text, else the value. Costs a fraction of the
 * Data Grid's mount on a slow phone; it has none of its features (sorting, selection,
 * column menu), so it stands for the first page only.
 * @param props.label the table's accessible name
 * @param props.columns the visible columns (GridColDef: field, headerName, width/minWidth,
 *   valueGetter, valueFormatter, renderCell, align)
 * @param props.rows the page's rows, each with an `id`
 * @param props.rowHeight the height of a row in px
 * @param props.headerHeight the height of the header row in px
 * @param props.onOpen called with a row when it is clicked
 */
export function LightTable<T extends GridValidRowModel & { readonly id: string }>(props: {
  readonly label: string;
  readonly columns: readonly GridColDef<T>[];
  readonly rows: readonly T[];
  readonly rowHeight: number;
  readonly headerHeight: number;
  readonly onOpen?: (row: T) => void;
}) {
  const { columns, onOpen } = props;
  return (
    <Table
      aria-label={props.label}
      size="small"
      stickyHeader
      sx={{ tableLayout: 'auto', '& td, & th': { whiteSpace: 'nowrap', py: 0, px: 1.25 } }}
    >
      <TableHead>
        <TableRow sx={{ height: props.headerHeight }}>
          {columns.map((c) => (
            <TableCell
              key={c.field}
              scope="col"
              align={c.type === 'number' ? 'right' : 'left'}
              sx={{ minWidth: c.minWidth ?? c.width ?? 100, fontWeight: 500 }}
            >
              {c.renderHeader ? null : c.headerName}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {props.rows.map((row) => (
          <TableRow
            key={row.id}
            data-id={row.id}
            hover={Boolean(onOpen)}
            onClick={onOpen ? () => onOpen(row) : undefined}
            sx={{ height: props.rowHeight, cursor: onOpen ? 'pointer' : 'default' }}
          >
            {columns.map((c) => (
              <TableCell key={c.field} align={c.type === 'number' ? 'right' : 'left'}>
                {cellContent(c, row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What a cell of `column` shows for `row`, as the Data Grid would (without its API). */
function cellContent<T extends GridValidRowModel>(column: GridColDef<T>, row: T): ReactNode {
  const raw: unknown = row[column.field];
  const getter = column.valueGetter as
    ((value: unknown, row: T, column: GridColDef<T>, api: never) => unknown) | undefined;
  const value = getter ? getter(raw, row, column, undefined as never) : raw;
  const formatter = column.valueFormatter as
    ((value: unknown, row: T, column: GridColDef<T>, api: never) => ReactNode) | undefined;
  const formatted = formatter ? formatter(value, row, column, undefined as never) : value;
  if (column.renderCell) {
    const render = column.renderCell as unknown as (params: Record<string, unknown>) => ReactNode;
    return render({ value, formattedValue: formatted, row, field: column.field, id: row.id, colDef: column });
  }
  return formatted === null || formatted === undefined ? '' : String(formatted as string);
}
