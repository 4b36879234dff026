import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { baisaToOmr } from '@/lib/entity/parse';
import { formatDateWith, formatNumber } from '@/lib/format';
import { moneyColumns, totalLine, type SalesLine } from './salesReport';

/** OMR amounts: always 3 decimals (baisa). */
const OMR_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 3, maximumFractionDigits: 3 };

/** A day as the report's table shows it: weekday, day and month (the year is the range's). */
const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
};

/**
 * The report's lines as a semantic table (docs/data-model.md "Daily sales report"): a
 * first column naming the day or the supplier, the orders, the money columns in OMR
 * with 3 decimals (the locale's digits; the currency named once, above the table), and
 * a total line in the table's footer.
 * Amounts are aligned at the end, so their decimals line up.
 * @param lines the report's lines (days: key YYYY-MM-DD; suppliers: key id with name)
 * @param kind what the first column names
 * @param caption the table's accessible caption
 * @param withRefunds show the refunds' columns (the caller reads refunds)
 */
export function SalesTable(props: {
  readonly lines: readonly SalesLine[];
  readonly kind: 'day' | 'supplier';
  readonly caption: string;
  readonly withRefunds: boolean;
}) {
  const columns = moneyColumns(props.withRefunds);
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const total = totalLine(props.lines);
  // Amounts in OMR, the currency named once in each column's header: a narrow table.
  const money = (baisa: number) => formatNumber(baisaToOmr(baisa), locale, OMR_DECIMALS);
  // The day keys are calendar days already in the market's zone: shown as they are (UTC).
  const label = (line: SalesLine) =>
    props.kind === 'day' ? (
      <time dateTime={line.key}>{formatDateWith(new Date(`${line.key}T00:00:00Z`), locale, DAY_OPTIONS)}</time>
    ) : (
      <bdi dir="auto">{line.name}</bdi>
    );
  const cells = (line: SalesLine, fontWeight?: number) => (
    <>
      <TableCell align="right" sx={{ fontWeight }}>
        {formatNumber(line.orders, locale)}
      </TableCell>
      {columns.map(([field]) => (
        <TableCell key={field} align="right" sx={{ whiteSpace: 'nowrap', fontWeight }}>
          {money(line[field] as number)}
        </TableCell>
      ))}
    </>
  );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {t('report.amountsIn')}
      </Typography>
      <Table
        size="small"
        aria-label={props.caption}
        // Ten columns fit a portrait tablet with a narrower gap between them.
        sx={{ '& .MuiTableCell-root': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t(props.kind === 'day' ? 'report.day' : 'report.supplier')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('report.orders')}
            </TableCell>
            {columns.map(([field, key]) => (
              <TableCell key={field} component="th" scope="col" align="right">
                {t(key)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lines.map((line) => (
            <TableRow key={line.key} hover>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {label(line)}
              </TableCell>
              {cells(line)}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: '0.875rem' } }}>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              {t('report.total')}
            </TableCell>
            {cells(total, 700)}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
