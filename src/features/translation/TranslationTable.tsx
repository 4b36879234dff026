import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/entity/RowActions';
import { PAGE_SIZES } from '@/lib/data/pageSizes';
import { formatNumber } from '@/lib/format';
import { KeyText } from './KeyText';
import type { TranslationRow } from './rows';

/** A text cell: a block in the text's own direction, so each column starts on its own side. */
const TEXT_CELL = { width: '100%', textAlign: 'start', whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** The columns a person may sort by. */
type SortField = 'key' | 'en' | 'ar';
/** The table's order: a column and a direction. */
interface Sort {
  readonly field: SortField;
  readonly direction: 'asc' | 'desc';
}

/** A missing text: said in words, not left blank. */
function Missing() {
  const { t } = useTranslation();
  return <Chip size="small" color="warning" variant="outlined" label={t('translation.missing')} />;
}

/** One text of a row, in its own language and direction, or Missing. */
function Text(props: { readonly text: string; readonly lang: 'en' | 'ar' }) {
  if (props.text === '') return <Missing />;
  return (
    <Box dir={props.lang === 'ar' ? 'rtl' : 'ltr'} lang={props.lang} sx={TEXT_CELL}>
      {props.text}
    </Box>
  );
}

/**
 * The translation editor's table (spec §3, docs/performance.md "The translation
 * editor"): a semantic <table> (MUI's Table, already in the panel's shared code, instead
 * of the Data Grid's 141 KiB) with the key, the English and the Arabic text side by side,
 * each in its own direction, a missing text shown as such, and per row History, Edit and
 * Delete. Sorted by key, ascending, at first; the key and text headers sort (a second
 * click reverses). Client-side pages (Rows per page 10/25/50/100, numbers in the
 * locale's digits); a new `resetKey` (a search, a filter) starts again at the first
 * page, an edit or a delete keeps the page. The rows are the whole filtered list: the data is two documents.
 * @param rows the filtered rows
 * @param loading whether the rows are being read (a progress bar above the rows)
 * @param label the table's accessible name (the screen's heading)
 * @param onEdit / onDelete / onHistory a row's actions
 */
export function TranslationTable(props: {
  readonly rows: readonly TranslationRow[];
  readonly loading: boolean;
  readonly label: string;
  readonly resetKey: string;
  readonly onEdit: (row: TranslationRow) => void;
  readonly onDelete: (row: TranslationRow) => void;
  readonly onHistory: (row: TranslationRow) => void;
}) {
  const { rows, loading, label, onEdit, onDelete, onHistory } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [sort, setSort] = useState<Sort>({ field: 'key', direction: 'asc' });
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [paging, setPaging] = useState({ resetKey: props.resetKey, page: 0 });
  // A new search or filter starts again from the first page; a page emptied by a delete
  // shows the last page left.
  const lastPage = Math.max(0, Math.ceil(rows.length / pageSize) - 1);
  const page = Math.min(paging.resetKey === props.resetKey ? paging.page : 0, lastPage);
  const setPage = (next: number) => setPaging({ resetKey: props.resetKey, page: next });

  const sorted = useMemo(() => {
    const collator = new Intl.Collator(sort.field === 'ar' ? 'ar' : 'en');
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => sign * collator.compare(a[sort.field], b[sort.field]));
  }, [rows, sort]);
  const shown = sorted.slice(page * pageSize, page * pageSize + pageSize);
  const n = (value: number) => formatNumber(value, locale);

  const header = (field: SortField, text: string, width: string) => (
    <TableCell sx={{ width, fontWeight: 600 }} sortDirection={sort.field === field ? sort.direction : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.direction : 'asc'}
        onClick={() =>
          setSort((s) => ({ field, direction: s.field === field && s.direction === 'asc' ? 'desc' : 'asc' }))
        }
        sx={{ minHeight: 44 }}
      >
        {text}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <TableContainer>
        <Table aria-label={label} sx={{ minWidth: 750, '& td': { py: 1, verticalAlign: 'middle' } }}>
          <TableHead>
            <TableRow>
              {header('key', t('translation.key'), '25%')}
              {header('en', t('translation.english'), '32%')}
              {header('ar', t('translation.arabic'), '32%')}
              <TableCell sx={{ width: 150, fontWeight: 600 }}>{t('common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id} hover data-key={row.key}>
                <TableCell>
                  <KeyText value={row.key} />
                </TableCell>
                <TableCell>
                  <Text text={row.en} lang="en" />
                </TableCell>
                <TableCell>
                  <Text text={row.ar} lang="ar" />
                </TableCell>
                <TableCell>
                  <RowActions onEdit={() => onEdit(row)} onDelete={() => onDelete(row)}>
                    <Tooltip title={t('translation.history')}>
                      <IconButton size="small" aria-label={t('translation.history')} onClick={() => onHistory(row)}>
                        <HistoryIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </RowActions>
                </TableCell>
              </TableRow>
            ))}
            {shown.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={4} sx={{ py: 6, textAlign: 'center' }}>
                  <Typography color="text.secondary">{t('translation.notFound')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES.map((value) => ({ value, label: n(value) }))}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t('table.displayedRows', { from: n(from), to: n(to), total: n(count) })
        }
        getItemAriaLabel={(type) => t(`table.${type}Page`)}
        sx={{
          // Room for a finger: the page buttons and the page size's selector.
          '& .MuiTablePagination-actions .MuiIconButton-root': { minWidth: 44, minHeight: 44 },
          '& .MuiTablePagination-input': { minHeight: 44 },
        }}
      />
    </Paper>
  );
}
