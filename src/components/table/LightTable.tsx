import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { memo, useCallback, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cellContent } from './cellContent';

/** A list's order: a field and a direction. */
export interface TableSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * The class of a column's cells: its own (`cellClassName` / `headerClassName` when a
 * string) and `list-number` for a number column (its values end-aligned).
 */
function cellClass(column: GridColDef, own: GridColDef['cellClassName'] | GridColDef['headerClassName']) {
  const classes = [typeof own === 'string' ? own : '', column.type === 'number' ? 'list-number' : ''];
  return classes.filter(Boolean).join(' ') || undefined;
}

/** A column's width in px: its minWidth (EntityTable's shared width), else its width, else 100. */
function widthOf(column: Pick<GridColDef, 'minWidth' | 'width'>): number {
  return column.minWidth ?? column.width ?? 100;
}

/** What a click or a key inside a row must leave to the control it reached (a link, a button, a checkbox). */
const CONTROL = 'a, button, input, select, textarea, [role="button"], [role="checkbox"], [role="menuitem"]';

/** Whether an event in a row is the row's own (not a control's inside it, nor a portal's such as a menu). */
function ownEvent(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!event.currentTarget.contains(target)) return false;
  const control = target.closest(CONTROL);
  return control === null || !event.currentTarget.contains(control);
}

/**
 * A page of a list's rows as a light semantic table (docs/performance.md "A list's
 * first visit"; issue 33 item 1): MUI's `Table` instead of the MUI X Data Grid, whose
 * mount was one 300–600 ms task on a slow phone. A `<table>` named `label`, a
 * `<th scope="col">` per column with `aria-sort` on the sorted one, a `<td>` per cell
 * showing what the grid's cell showed (cellContent), drawn from the same `GridColDef`s.
 * The header stays on screen while the rows scroll inside the box the caller sizes.
 * Styles are the table's own (one set of rules for every cell); what differs per column
 * or row (a width, a height) is an inline style, so a first page inserts a few style
 * rules, not a copy of a cell's rules per column (docs/performance.md, "Issue 33's
 * figures on a quiet machine").
 * @param props.label the table's accessible name (the list's heading)
 * @param props.columns the columns shown, in order (GridColDef: field, headerName,
 *   renderHeader, minWidth/width, type 'number', sortable, valueGetter, valueFormatter,
 *   renderCell, cellClassName)
 * @param props.rows the page's rows, each with a string `id`
 * @param props.loading a page is being read: the table is `aria-busy` (the caller shows the progress)
 * @param props.rowHeight / props.headerHeight heights in px (taller on touch screens)
 * @param props.sort the order shown; a sortable column's header sorts by it (`onSort`)
 * @param props.onSort called with the order asked for: the column's field, ascending
 *   first, the other direction when it is already the order
 * @param props.selection the selected row ids and their setter: a checkbox per row and
 *   one for every row of the page (ids of other pages stay selected)
 * @param props.onOpen called with a row when it is clicked, or when Enter is pressed on it
 * @param props.empty shown in the table's body when there are no rows
 * @param props.touch a touch screen: 44 px targets for the checkboxes and sort buttons
 */
export function LightTable<T extends GridValidRowModel & { readonly id: string }>(props: {
  readonly label: string;
  readonly columns: readonly GridColDef<T>[];
  readonly rows: readonly T[];
  readonly loading?: boolean;
  readonly rowHeight: number;
  readonly headerHeight: number;
  readonly sort?: TableSort;
  readonly onSort?: (sort: TableSort) => void;
  readonly selection?: { readonly ids: readonly string[]; readonly onChange: (ids: string[]) => void };
  readonly onOpen?: (row: T) => void;
  readonly empty?: ReactNode;
  readonly touch?: boolean;
}) {
  const { t } = useTranslation();
  const { columns, rows, onOpen, selection, sort, onSort } = props;
  const selected = new Set(selection?.ids ?? []);
  const onPage = rows.filter((row) => selected.has(row.id)).length;
  const target = props.touch ? 44 : undefined;
  const toggleAll = () => {
    if (!selection) return;
    const ids = new Set(rows.map((row) => row.id));
    const others = selection.ids.filter((id) => !ids.has(id));
    selection.onChange(onPage === rows.length ? others : [...others, ...ids]);
  };
  // One function for every render: a row redraws only when its own props change.
  const latest = useRef(selection);
  const opener = useRef(onOpen);
  useLayoutEffect(() => {
    latest.current = selection;
    opener.current = onOpen;
  });
  const open = useCallback((row: T) => opener.current?.(row), []);
  const toggle = useCallback((id: string) => {
    const current = latest.current;
    if (!current) return;
    current.onChange(current.ids.includes(id) ? current.ids.filter((x) => x !== id) : [...current.ids, id]);
  }, []);
  const span = columns.length + (selection ? 1 : 0);
  // Fixed widths, as the grid had: each column its width (at least), the room left shared
  // in proportion; a value longer than its column is cut (its own ellipsis box, see
  // EntityTable), and a table wider than its box scrolls sideways.
  const checkboxWidth = props.touch ? 60 : 50;
  const total = columns.reduce((sum, c) => sum + widthOf(c), selection ? checkboxWidth : 0);
  return (
    <Table
      aria-label={props.label}
      aria-busy={props.loading || undefined}
      size="small"
      stickyHeader
      // The list's own width inline: the rules below are the same for every list.
      style={{ minWidth: total }}
      sx={{
        tableLayout: 'fixed',
        width: '100%',
        '& td, & th': { whiteSpace: 'nowrap', py: 0, px: 1.25, overflow: 'hidden', textOverflow: 'ellipsis' },
        // The check boxes' column (not MUI's `padding="checkbox"`, 24 px wide in a small table).
        '& .list-select': { px: 0.5, textAlign: 'center' },
        // A header's title may take two lines (its column is as wide as its values need).
        '& th': { fontWeight: 500, bgcolor: 'background.paper', whiteSpace: 'normal', lineHeight: 1.25 },
        // A number column's values and title end where the numbers end; its sort arrow
        // comes before its title.
        '& .list-number': { textAlign: 'end' },
        '& .list-number .MuiTableSortLabel-root': { flexDirection: 'row-reverse' },
        '& tr[tabindex]': { cursor: 'pointer' },
        ...(target && { '& .MuiCheckbox-root, & .MuiTableSortLabel-root': { minWidth: target, minHeight: target } }),
      }}
    >
      <TableHead>
        <TableRow style={{ height: props.headerHeight }}>
          {selection && (
            <TableCell className="list-select" scope="col" style={{ width: checkboxWidth }}>
              <Checkbox
                checked={rows.length > 0 && onPage === rows.length}
                indeterminate={onPage > 0 && onPage < rows.length}
                disabled={rows.length === 0}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
              />
            </TableCell>
          )}
          {columns.map((c) => {
            const sorted = sort?.field === c.field ? sort.direction : false;
            const title = c.renderHeader ? c.renderHeader({ colDef: c, field: c.field } as never) : c.headerName;
            return (
              <TableCell
                key={c.field}
                scope="col"
                sortDirection={sorted}
                className={cellClass(c, c.headerClassName)}
                style={{ width: widthOf(c) }}
              >
                {c.sortable && onSort ? (
                  <TableSortLabel
                    active={sorted !== false}
                    direction={sorted || 'asc'}
                    onClick={() => onSort({ field: c.field, direction: sorted === 'asc' ? 'desc' : 'asc' })}
                  >
                    {title}
                  </TableSortLabel>
                ) : (
                  title
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <BodyRow<T>
            key={row.id}
            row={row}
            columns={columns}
            height={props.rowHeight}
            selected={selection ? selected.has(row.id) : undefined}
            onToggle={toggle}
            onOpen={onOpen ? open : undefined}
            selectLabel={t('table.selectRow')}
          />
        ))}
        {rows.length === 0 && !props.loading && (
          <TableRow data-list-empty>
            <TableCell colSpan={span} sx={{ py: 6, textAlign: 'center', border: 0 }}>
              <Typography color="text.secondary">{props.empty}</Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** What one row of LightTable takes: the row, the columns, its height (px), its selection and opening. */
interface BodyRowProps<T extends GridValidRowModel & { readonly id: string }> {
  readonly row: T;
  readonly columns: readonly GridColDef<T>[];
  readonly height: number;
  readonly selected: boolean | undefined;
  readonly onToggle: (id: string) => void;
  readonly onOpen: ((row: T) => void) | undefined;
  readonly selectLabel: string;
}

/**
 * One row of LightTable, redrawn only when its own props change (a selection elsewhere,
 * a new row): its cells, its checkbox (`selected` defined) and its opening by click or Enter.
 */
const BodyRow = memo(function BodyRow<T extends GridValidRowModel & { readonly id: string }>(props: BodyRowProps<T>) {
  const { row, onOpen, selected, onToggle } = props;
  return (
    <TableRow
      data-id={row.id}
      hover={Boolean(onOpen)}
      selected={selected === true}
      aria-selected={selected}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen ? (event) => ownEvent(event) && onOpen(row) : undefined}
      onKeyDown={
        onOpen
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
            }
          : undefined
      }
      style={{ height: props.height }}
    >
      {selected !== undefined && (
        <TableCell className="list-select">
          <Checkbox
            checked={selected}
            onChange={() => onToggle(row.id)}
            slotProps={{ input: { 'aria-label': props.selectLabel } }}
          />
        </TableCell>
      )}
      {props.columns.map((c) => (
        <TableCell key={c.field} className={cellClass(c, c.cellClassName)}>
          {cellContent(c, row)}
        </TableCell>
      ))}
    </TableRow>
  );
}) as <T extends GridValidRowModel & { readonly id: string }>(props: BodyRowProps<T>) => ReactNode;
