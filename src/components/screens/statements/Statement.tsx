import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DescriptionList } from '@/components/entity/DescriptionList';
import { downloadCsv, toCsv } from '@/components/entity/exportCsv';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { DateField } from '@/components/form/DateField';
import { statementPage, type StatementEntry } from '@/lib/data/statement';
import {
  defaultPeriod,
  MAX_STATEMENT_DAYS,
  periodRange,
  STATEMENT_ACCOUNTS,
  type StatementAccountName,
  type StatementPeriod,
} from '@/lib/data/statementModel';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { formatCurrency, formatDateWith, formatIsoDay, muscatTime } from '@/lib/format';
import { statementPagesQuery, statementTotalsQuery } from './queries';
import { statementTable } from './statementCsv';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

/** Where a causing record's page opens (its screen's base path), by collection. */
const RECORD_PATHS: Readonly<Record<string, string>> = {
  orders: '/allOrders',
  withdrawals: '/withdraw',
  refunds: '/refunds',
  prizesFines: '/prizesFines',
  remittances: '/withdraw/remittances',
  payouts: '/withdraw/payouts',
  adjustments: '/withdraw/adjustments',
};

/** Entries read per page by the CSV export and the print (never the period at once). */
const EXPORT_PAGE = 500;

/** A day YYYY-MM-DD as the picker's Date (its local midnight). */
const dayDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/**
 * The print stylesheet: only the statement is printed (the shell hidden), its print-only
 * heading (logo, person, bank, period) shown, the on-screen controls hidden, A4 pages
 * numbered at their foot ("1 / 3") in the page's direction.
 */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '[data-statement-print], [data-statement-print] *': { visibility: 'visible' },
        '[data-statement-print]': { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
        '[data-print-hide]': { display: 'none !important' },
        '[data-print-only]': { display: 'block !important' },
        'a[href]': { color: 'inherit', textDecoration: 'none' },
        // The hidden shell takes no room: no blank pages after the statement.
        '#root': { height: 0, overflow: 'hidden' },
      },
      '@page': {
        size: 'A4',
        margin: '16mm 14mm 20mm',
        '@bottom-center': { content: 'counter(page) " / " counter(pages)', fontSize: '10pt' },
      },
    }}
  />
);

/**
 * An account's statement on the person's page (issue 49 item 5; docs/data-model.md
 * "Statements"): a period of Muscat days (a week by default) picked with two calendars,
 * the opening balance, the entries itemised a page at a time (date in Muscat time, kind in
 * words, the record it came from as a link, amount in OMR), subtotals by kind, the closing
 * balance and that opening + movement = closing; a CSV export and a printable statement
 * (print stylesheet: the logo, the person, their bank details when given, page numbers;
 * right to left in Arabic) that read every page by cursor first.
 * @param account which account collection (STATEMENT_ACCOUNTS)
 * @param accountId the account's document id (the person's uid)
 * @param name the person's name, printed at the top
 * @param bank the person's bank details to print (optional, when the viewer reads them)
 */
export function Statement(props: {
  readonly account: StatementAccountName;
  readonly accountId: string;
  readonly name: string;
  readonly bank?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const account = STATEMENT_ACCOUNTS[props.account];
  const [period, setPeriod] = useState<StatementPeriod>(() => defaultPeriod(new Date()));
  const [busy, setBusy] = useState<'csv' | 'print' | null>(null);
  const [printAll, setPrintAll] = useState<StatementEntry[] | null>(null);
  const range = periodRange(period);
  const totals = useQuery(statementTotalsQuery(props.account, props.accountId, period));
  const pages = useInfiniteQuery(statementPagesQuery(props.account, props.accountId, period));
  useEffect(() => {
    if (!printAll) return;
    const done = () => setPrintAll(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printAll]);

  // Left to right in both languages, so a negative amount reads "-5.000" (not "5.000-") in Arabic.
  const money = (baisa: number) => <bdi dir="ltr">{formatCurrency(baisaToOmr(baisa), locale)}</bdi>;
  const day = (d: string) => formatDateWith(dayDate(d), locale, { dateStyle: 'medium' });
  /** Every entry of the period, page by page. */
  const everyEntry = async () => {
    const out: StatementEntry[] = [];
    let next: Awaited<ReturnType<typeof statementPage>>['next'] = null;
    do {
      const page = await statementPage(account, props.accountId, range!, next, EXPORT_PAGE);
      out.push(...page.entries);
      next = page.next;
    } while (next);
    return out;
  };
  const exportCsv = async () => {
    if (!totals.data) return;
    setBusy('csv');
    try {
      const csv = await toCsv(statementTable(totals.data, await everyEntry(), t));
      downloadCsv(csv, `${t('statement.csvFile')}-${props.accountId}-${period.from}-${period.to}`);
    } finally {
      setBusy(null);
    }
  };
  const print = async () => {
    setBusy('print');
    try {
      setPrintAll(await everyEntry());
    } finally {
      setBusy(null);
    }
  };
  const pick = (side: 'from' | 'to') => (date: Date | null) => {
    if (date && !Number.isNaN(date.getTime())) setPeriod((p) => ({ ...p, [side]: formatIsoDay(date) }));
  };

  const shown = printAll ?? pages.data?.pages.flatMap((p) => p.entries) ?? [];
  const error = totals.error ?? pages.error;
  return (
    <Stack spacing={2} data-testid="statement" data-statement-print="" dir={i18n.dir()}>
      {PRINT_STYLES}
      <Box data-print-only="" sx={{ display: 'none' }}>
        <Box
          component="img"
          src={locale === 'ar' ? '/logo-ar.svg' : '/logo-en.svg'}
          alt=""
          sx={{ height: 40, mb: 1 }}
        />
        <Typography variant="h5" component="h2">
          {t('statement.title')} — {props.name}
        </Typography>
        {props.bank}
        <Typography>{t('statement.period', { from: day(period.from), to: day(period.to) })}</Typography>
        <Typography variant="body2">{t('statement.printedAt', { at: muscatTime(new Date(), locale) })}</Typography>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
        data-print-hide=""
      >
        <DateField
          label={t('statement.from')}
          value={dayDate(period.from)}
          onChange={pick('from')}
          testId="statement-from"
        />
        <DateField label={t('statement.to')} value={dayDate(period.to)} onChange={pick('to')} testId="statement-to" />
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={!totals.data || busy !== null}>
          {busy === 'csv' ? t('statement.preparing') : t('statement.csv')}
        </Button>
        <Button variant="outlined" onClick={() => void print()} disabled={!totals.data || busy !== null}>
          {busy === 'print' ? t('statement.preparing') : t('statement.print')}
        </Button>
      </Stack>
      {!range && <Alert severity="warning">{t('statement.badPeriod', { max: MAX_STATEMENT_DAYS })}</Alert>}
      {error && (
        <RetryAlert severity="error" onRetry={() => void (totals.error ? totals.refetch() : pages.refetch())}>
          {t('statement.error')} {errorText(t, error)}
        </RetryAlert>
      )}
      {range && !totals.data && !error && <LoadingBlock height={120} />}
      {totals.data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t(`statement.balance.${props.account}`)}
          </Typography>
          <DescriptionList
            rows={[
              {
                label: t('statement.opening'),
                value: (
                  <span data-testid="statement-opening" data-baisa={totals.data.opening}>
                    {money(totals.data.opening)}
                  </span>
                ),
              },
              {
                label: t('statement.moved'),
                value: (
                  <span data-testid="statement-moved" data-baisa={totals.data.moved}>
                    {money(totals.data.moved)}
                  </span>
                ),
              },
              {
                label: t('statement.closing'),
                value: (
                  <strong data-testid="statement-closing" data-baisa={totals.data.closing}>
                    {money(totals.data.closing)}
                  </strong>
                ),
              },
            ]}
          />
          <Typography variant="body2" color="text.secondary">
            {t('statement.addsUp')}
          </Typography>
          <Typography variant="h6" component="h3">
            {t('statement.entries')} · {t('statement.entryCount', { count: totals.data.count })}
          </Typography>
          {totals.data.count === 0 ? (
            <Typography>{t('statement.none')}</Typography>
          ) : !printAll && !pages.data ? (
            // The entries still loading (the totals came first): not an empty table.
            !pages.error && <LoadingBlock height={160} />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="statement-entries">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('statement.date')}</TableCell>
                    <TableCell>{t('statement.kind')}</TableCell>
                    <TableCell>{t('statement.record')}</TableCell>
                    <TableCell align="right">{t('statement.amount')}</TableCell>
                    <TableCell align="right">{t('statement.balanceAfter')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((e) => (
                    <TableRow key={e.id} data-baisa={e.amount}>
                      <TableCell>{e.at ? muscatTime(e.at, locale) : '—'}</TableCell>
                      <TableCell>{t(`statement.kinds.${e.kind}`)}</TableCell>
                      <TableCell>
                        <RecordLink collection={e.causeCollection} id={e.causeId} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(e.amount)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {e.balance === null ? '—' : money(e.balance)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {shown.length < totals.data.count && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} data-print-hide="">
              <Typography variant="body2">
                {t('statement.shown', { shown: shown.length, total: totals.data.count })}
              </Typography>
              <Button
                onClick={() => void pages.fetchNextPage()}
                disabled={!pages.hasNextPage || pages.isFetchingNextPage}
              >
                {t('statement.more')}
              </Button>
            </Stack>
          )}
          {totals.data.byKind.length > 0 && (
            <>
              <Typography variant="h6" component="h3">
                {t('statement.subtotals')}
              </Typography>
              <Table size="small" data-testid="statement-subtotals" sx={{ maxWidth: 560 }}>
                <TableBody>
                  {totals.data.byKind.map((k) => (
                    <TableRow key={k.kind} data-baisa={k.amount}>
                      <TableCell>{t(`statement.kinds.${k.kind}`)}</TableCell>
                      <TableCell>{t('statement.entryCount', { count: k.count })}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {money(k.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </>
      )}
    </Stack>
  );
}

/** The record an entry came from: a link to its page when the panel has one, its kind and id otherwise. */
function RecordLink(props: { readonly collection: string; readonly id: string }) {
  const { t } = useTranslation();
  const label = (
    <>
      {t(`statement.records.${props.collection}`, { defaultValue: t('statement.records.other') })}{' '}
      <bdi dir="ltr">{props.id}</bdi>
    </>
  );
  const base = RECORD_PATHS[props.collection];
  if (!base) return label;
  return (
    <Link
      component={RouterLink}
      to={`${base}/id/${encodeURIComponent(props.id)}`}
      sx={{ '@media (pointer: coarse)': { display: 'inline-flex', alignItems: 'center', minHeight: 44 } }}
    >
      {label}
    </Link>
  );
}
