/**
 * The light semantic table (src/components/table/LightTable.tsx; docs/performance.md "A
 * list's first visit"): the same column definitions as the Data Grid give a table with
 * column headers and cells showing what the grid's cells show, a clicked row (or Enter
 * on it) opens, a sortable header sorts with aria-sort, rows are selected one by one or
 * the whole page at once, an empty page says so.
 */
import { fireEvent, render, within } from '@testing-library/react';
import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it, vi } from 'vitest';
import { LightTable } from '@/components/table/LightTable';

interface Row {
  readonly id: string;
  readonly code: string;
  readonly amount: number;
  readonly active: boolean;
}

const columns: GridColDef<Row>[] = [
  { field: 'code', headerName: 'Code', sortable: true, renderCell: ({ value }) => <bdi>{String(value)}</bdi> },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    valueFormatter: (value: number) => (value / 1000).toFixed(3),
  },
  { field: 'active', headerName: 'State', valueGetter: (value: boolean) => (value ? 'Active' : 'Paused') },
];
const rows: Row[] = [
  { id: 'c1', code: 'WELCOME10', amount: 1500, active: true },
  { id: 'c2', code: 'RAMADAN', amount: 250, active: false },
];

describe('LightTable', () => {
  it('is a named table with a header per column and the cells the grid would show', () => {
    const { getByRole } = render(
      <LightTable label="Coupons" columns={columns} rows={rows} rowHeight={52} headerHeight={56} />,
    );
    const table = getByRole('table', { name: 'Coupons' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Code', 'Amount', 'State']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['WELCOME10', '1.500', 'Active']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['RAMADAN', '0.250', 'Paused']);
    expect(first!.querySelector('bdi')?.textContent).toBe('WELCOME10');
  });

  it('opens the row clicked', () => {
    const onOpen = vi.fn();
    const { getByText } = render(
      <LightTable label="Coupons" columns={columns} rows={rows} rowHeight={52} headerHeight={56} onOpen={onOpen} />,
    );
    fireEvent.click(getByText('RAMADAN'));
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });

  it('opens a row with Enter, not when a control inside it is used', () => {
    const onOpen = vi.fn();
    const withLink: GridColDef<Row>[] = [
      ...columns,
      { field: 'link', headerName: 'Link', renderCell: () => <a href="#x">link</a> },
    ];
    const { getAllByRole, getAllByText } = render(
      <LightTable label="Coupons" columns={withLink} rows={rows} rowHeight={52} headerHeight={56} onOpen={onOpen} />,
    );
    const first = getAllByRole('row')[1]!;
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(getAllByText('link')[1]!);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('sorts by a sortable header: ascending first, then the other way; aria-sort on the sorted one', () => {
    const onSort = vi.fn();
    const { getByRole, rerender } = render(
      <LightTable label="Coupons" columns={columns} rows={rows} rowHeight={52} headerHeight={56} onSort={onSort} />,
    );
    const code = getByRole('columnheader', { name: 'Code' });
    expect(code.getAttribute('aria-sort')).toBeNull();
    expect(within(getByRole('columnheader', { name: 'Amount' })).queryByRole('button')).toBeNull();
    fireEvent.click(within(code).getByRole('button', { name: 'Code' }));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'code', direction: 'asc' });
    rerender(
      <LightTable
        label="Coupons"
        columns={columns}
        rows={rows}
        rowHeight={52}
        headerHeight={56}
        sort={{ field: 'code', direction: 'asc' }}
        onSort={onSort}
      />,
    );
    expect(getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(getByRole('columnheader', { name: /Code/ })).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ field: 'code', direction: 'desc' });
  });

  it("selects rows one by one and the whole page, keeping the other pages' selection", () => {
    const changes: string[][] = [];
    function Selecting() {
      const [ids, setIds] = useState<string[]>(['elsewhere']);
      return (
        <LightTable
          label="Coupons"
          columns={columns}
          rows={rows}
          rowHeight={52}
          headerHeight={56}
          selection={{
            ids,
            onChange: (next) => {
              changes.push(next);
              setIds(next);
            },
          }}
        />
      );
    }
    const { getByRole, getAllByRole } = render(<Selecting />);
    fireEvent.click(getAllByRole('checkbox', { name: 'Select row' })[1]!);
    expect(changes.at(-1)).toEqual(['elsewhere', 'c2']);
    expect(getAllByRole('row')[2]!.getAttribute('aria-selected')).toBe('true');
    expect(getAllByRole('row')[1]!.getAttribute('aria-selected')).toBe('false');
    const all = getByRole('checkbox', { name: 'Select all rows' }) as HTMLInputElement;
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(all);
    expect([...changes.at(-1)!].sort()).toEqual(['c1', 'c2', 'elsewhere']);
    fireEvent.click(getByRole('checkbox', { name: 'Select all rows' }));
    expect(changes.at(-1)).toEqual(['elsewhere']);
  });

  it('says so when the page has no rows', () => {
    const { getByText } = render(
      <LightTable label="Coupons" columns={columns} rows={[]} rowHeight={52} headerHeight={56} empty="No coupons" />,
    );
    getByText('No coupons');
  });
});
