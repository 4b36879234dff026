/**
 * The light semantic table (src/components/table/LightTable.tsx; docs/performance.md "A
 * list's first visit"): the same column definitions as the Data Grid give a table with
 * column headers and cells showing what the grid's cells show, and a clicked row opens.
 */
import { fireEvent, render, within } from '@testing-library/react';
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
  { field: 'code', headerName: 'Code', renderCell: ({ value }) => <bdi>{String(value)}</bdi> },
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
});
