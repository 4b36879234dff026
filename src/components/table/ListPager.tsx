import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/lib/data/pageSizes';
import { formatNumber } from '@/lib/format';

/**
 * A list's pager (spec §9 "Rows per page"; docs/performance.md "A list's first visit"):
 * MUI's `TablePagination` over server pages read with cursors, so the total may be
 * unknown: then "1–10 of more than 10" and Next stays offered while there is a next page.
 * Numbers in the locale's digits, every label translated, 44 px targets on touch.
 * @param props.page the page shown, from 0
 * @param props.pageSize rows per page (one of PAGE_SIZES)
 * @param props.rows how many rows the page shown holds
 * @param props.total the list's count (an aggregation query), null while unknown
 * @param props.hasNext whether a page follows this one
 * @param props.disabled no move while a page is read
 * @param props.onPage called with the page asked for
 * @param props.onPageSize called with the page size chosen
 * @param props.touch a touch screen: 44 px buttons and selector
 */
export function ListPager(props: {
  readonly page: number;
  readonly pageSize: number;
  readonly rows: number;
  readonly total: number | null;
  readonly hasNext: boolean;
  readonly disabled?: boolean;
  readonly onPage: (page: number) => void;
  readonly onPageSize: (size: number) => void;
  readonly touch?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  const { page, pageSize, total, hasNext } = props;
  // Without a count: -1 ("more than") while a next page exists, else the rows seen so far.
  const count = total ?? (hasNext ? -1 : page * pageSize + props.rows);
  const target = props.touch ? 44 : undefined;
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES.map((value) => ({ value, label: n(value) }))}
      onPageChange={(_, next) => {
        if (!props.disabled && next !== page) props.onPage(next);
      }}
      onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: all }) =>
        all === -1
          ? t('table.displayedRowsMoreThan', { from: n(from), to: n(to), total: n(to) })
          : t('table.displayedRows', { from: n(from), to: n(to), total: n(all) })
      }
      getItemAriaLabel={(type) => t(`table.${type}Page`)}
      sx={{
        flexShrink: 0,
        '& .MuiTablePagination-actions .MuiIconButton-root': { minWidth: target, minHeight: target },
        '& .MuiTablePagination-input': { minHeight: target },
      }}
    />
  );
}
