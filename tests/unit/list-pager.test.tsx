/**
 * The lists' pager and Columns menu (src/components/table; docs/performance.md "The lists
 * without the Data Grid"): server pages with an unknown count say "more than" and keep
 * Next while a next page exists; the Columns menu ticks the shown columns and asks for a
 * change, never hiding the last one.
 */
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColumnsMenu } from '@/components/table/ColumnsMenu';
import { ListPager } from '@/components/table/ListPager';

describe('ListPager', () => {
  it('pages through cursors with an unknown count: "more than", Next while a next page exists', () => {
    const onPage = vi.fn();
    const { getByText, getByRole } = render(
      <ListPager page={0} pageSize={10} rows={10} total={null} hasNext onPage={onPage} onPageSize={() => {}} />,
    );
    getByText('1–10 of more than 10');
    expect(getByRole('button', { name: 'Go to the previous page' })).toHaveProperty('disabled', true);
    fireEvent.click(getByRole('button', { name: 'Go to the next page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('knows the last page from the count, or from no next page', () => {
    const { getByText, getByRole, rerender } = render(
      <ListPager page={1} pageSize={10} rows={2} total={12} hasNext={false} onPage={() => {}} onPageSize={() => {}} />,
    );
    getByText('11–12 of 12');
    expect(getByRole('button', { name: 'Go to the next page' })).toHaveProperty('disabled', true);
    rerender(
      <ListPager
        page={1}
        pageSize={10}
        rows={3}
        total={null}
        hasNext={false}
        onPage={() => {}}
        onPageSize={() => {}}
      />,
    );
    getByText('11–13 of 13');
  });

  it('moves nowhere while a page is read', () => {
    const onPage = vi.fn();
    const { getByRole } = render(
      <ListPager page={0} pageSize={10} rows={10} total={30} hasNext disabled onPage={onPage} onPageSize={() => {}} />,
    );
    fireEvent.click(getByRole('button', { name: 'Go to the next page' }));
    expect(onPage).not.toHaveBeenCalled();
  });
});

describe('ColumnsMenu', () => {
  const columns = [
    { field: 'code', title: 'Code' },
    { field: 'type', title: 'Type' },
  ];

  it('ticks the shown columns and asks to show or hide one', () => {
    const onChange = vi.fn();
    const shown = (field: string) => field === 'code' || field === 'type';
    const { getByRole } = render(<ColumnsMenu columns={columns} shown={shown} onChange={onChange} />);
    fireEvent.click(getByRole('button', { name: 'Columns' }));
    const type = getByRole('menuitemcheckbox', { name: 'Type' });
    expect(type.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(type);
    expect(onChange).toHaveBeenCalledWith('type', false);
  });

  it('does not hide the last column shown', () => {
    const onChange = vi.fn();
    const { getByRole } = render(<ColumnsMenu columns={columns} shown={(f) => f === 'code'} onChange={onChange} />);
    fireEvent.click(getByRole('button', { name: 'Columns' }));
    expect(getByRole('menuitemcheckbox', { name: 'Code' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(getByRole('menuitemcheckbox', { name: 'Type' }));
    expect(onChange).toHaveBeenCalledWith('type', true);
  });
});
