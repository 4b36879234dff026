import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { downloadCsv, toCsv } from '@/components/entity/exportCsv';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { refundEntity } from '@/entities/refund';
import { DayField } from '@/components/form/DayField';
import { ReferencePicker } from '@/components/form/ReferencePicker';
import { MARKET_TIME_ZONE } from '@/config/constants';
import { dayInZone, MAX_REPORT_DAYS } from '@/lib/days';
import { baisaToOmr } from '@/lib/entity/parse';
import { errorText } from '@/lib/errors';
import { useCan } from '@/lib/session/useCan';
import { formatCurrency, formatDateWith, formatNumber } from '@/lib/format';
import { reportTable } from './reportCsv';
import { changedQuery, rangeProblem, reportRange, type PendingWrite } from './reportRange';
import { salesPerDayOptions, settlementPerSupplier, totalLine, type SalesLine } from './salesReport';
import { SalesTable } from './SalesTable';

// The chart's drawing is its own chunk: the figures and tables paint first.
const BarChart = lazy(() => import('@mui/x-charts/BarChart').then((m) => ({ default: m.BarChart })));

/** The panel's theme, drawn left to right (the chart's drawing). */
const leftToRight = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });

/** A chart's day: day and short month. */
const CHART_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** One figure of the summary. */
function Figure(props: { readonly label: string; readonly value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 180px' }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {props.label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {props.value}
      </Typography>
    </Paper>
  );
}

/**
 * The settlement per supplier over the report's range, computed when asked for (one
 * aggregation query per supplier). Keyed by the range: another range starts afresh.
 */
function Settlement(props: { readonly from: string; readonly to: string; readonly withRefunds: boolean }) {
  const { t } = useTranslation();
  const [settled, setSettled] = useState<number | null>(null);
  const [lines, setLines] = useState<SalesLine[] | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  const start = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setFailed(null);
    setSettled(0);
    try {
      const found = await settlementPerSupplier(props.from, props.to, props.withRefunds, setSettled, abort.signal);
      setLines(found);
    } catch (error) {
      if (!abort.signal.aborted) setFailed(error);
    } finally {
      setSettled(null);
    }
  };
  const save = async () => {
    if (!lines) return;
    downloadCsv(
      await toCsv(reportTable(lines, 'supplier', props.withRefunds, t)),
      `settlement-${props.from}-${props.to}`,
    );
  };
  return (
    <Stack component="section" spacing={2} aria-labelledby="report-suppliers">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="report-suppliers" sx={{ flex: 1 }}>
          {t('report.perSupplier')}
        </Typography>
        <Button variant="outlined" onClick={() => void start()} disabled={settled !== null}>
          {lines ? t('report.settleAgain') : t('report.settle')}
        </Button>
        {lines && lines.length > 0 && (
          <Button variant="outlined" startIcon={<Download />} onClick={() => void save()}>
            {t('report.exportSuppliers')}
          </Button>
        )}
      </Stack>
      {settled !== null && (
        <Box role="status">
          <Typography variant="body2">{t('report.settling', { count: settled })}</Typography>
          <LinearProgress aria-label={t('report.perSupplier')} />
        </Box>
      )}
      {failed !== null && (
        <RetryAlert severity="error" onRetry={() => void start()}>
          {errorText(t, failed)}
        </RetryAlert>
      )}
      {lines === null && settled === null && failed === null && (
        <Typography color="text.secondary">{t('report.settleHelp')}</Typography>
      )}
      {lines && lines.length === 0 && <Typography color="text.secondary">{t('report.noOrders')}</Typography>}
      {lines && lines.length > 0 && (
        <SalesTable lines={lines} kind="supplier" caption={t('report.perSupplier')} withRefunds={props.withRefunds} />
      )}
    </Stack>
  );
}

/**
 * The daily sales and settlement report (issue 32, item 6; docs/data-model.md "Daily
 * sales report"), shown with the orders to holders of /allOrders: for a range of days
 * (the last 7 by default, at most MAX_REPORT_DAYS) and optionally one supplier, the
 * delivered orders per day with their money, a chart of what was collected, the total,
 * and on demand the settlement per supplier; each table exports as a CSV. The range and
 * the supplier are kept in the URL.
 */
export default function ReportsScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rtl = i18n.dir(locale) === 'rtl';
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => dayInZone(new Date(), MARKET_TIME_ZONE));
  const { from, to, supplierId } = reportRange(params, today);
  // Refunds are read by /refunds holders: the others see the orders' figures only.
  const withRefunds = useCan().can('read', refundEntity);
  const pending = useRef<PendingWrite | null>(null);
  // From the address's query, not this render's (changedQuery).
  const set = (changes: Record<string, string>) =>
    setParams(
      () => {
        const changed = changedQuery(window.location.search, pending.current, changes);
        pending.current = changed.pending;
        return changed.next;
      },
      { replace: true },
    );
  const problem = rangeProblem(from, to);
  const badRange = problem === 'inverted';
  const tooLong = problem === 'tooLong';
  const report = useQuery({
    ...salesPerDayOptions(from, to, supplierId, withRefunds),
    enabled: !badRange && !tooLong,
    placeholderData: keepPreviousData,
  });
  const lines = report.data ?? [];
  const total = totalLine(lines);
  const money = (baisa: number) => formatCurrency(baisaToOmr(baisa), locale);
  const save = async () =>
    downloadCsv(
      await toCsv(reportTable(lines, 'day', withRefunds, t)),
      `sales-${from}-${to}${supplierId ? `-${supplierId}` : ''}`,
    );

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('report.title')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <DayField
          label={t('report.from')}
          value={from}
          onChange={(day) => set({ from: day })}
          max={to}
          error={badRange}
          allowEmpty={false}
          testId="report-from"
        />
        <DayField
          label={t('report.to')}
          value={to}
          onChange={(day) => set({ to: day })}
          min={from}
          error={badRange}
          allowEmpty={false}
          testId="report-to"
        />
        <ReferencePicker
          entity="supplier"
          label={t('report.supplierFilter')}
          value={supplierId}
          onChange={(id) => set({ supplier: id })}
          size="small"
          sx={{ width: 260 }}
        />
      </Stack>
      {badRange && <Alert severity="warning">{t('report.badRange')}</Alert>}
      {tooLong && <Alert severity="warning">{t('report.tooLong', { n: formatNumber(MAX_REPORT_DAYS, locale) })}</Alert>}
      {report.isError && (
        <RetryAlert severity="error" onRetry={() => void report.refetch()}>
          {errorText(t, report.error)}
        </RetryAlert>
      )}
      {report.isPending && !badRange && !tooLong && <Skeleton variant="rounded" height={320} />}
      {report.data && (
        <>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }} aria-busy={report.isFetching}>
            <Figure label={t('report.orders')} value={formatNumber(total.orders, locale)} />
            <Figure label={t('report.collected')} value={money(total.collected)} />
            <Figure label={t('report.couponDiscounts')} value={money(total.couponDiscounts)} />
            <Figure label={t('report.payable')} value={money(total.payable)} />
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" id="report-chart">
              {t('report.chart')}
            </Typography>
            {/* The per-day table below is the chart's text alternative. Drawn left to right
                in both languages, as the dashboard's charts: Arabic mirrors the axes itself
                (the days reversed, the value axis on the right). */}
            <ThemeProvider theme={leftToRight}>
              <Box aria-hidden dir="ltr" sx={{ height: 260 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
                  <BarChart
                    disableKeyboardNavigation
                    height={260}
                    slotProps={{ tooltip: { dir: rtl ? 'rtl' : 'ltr' } }}
                    xAxis={[
                      {
                        scaleType: 'band',
                        height: 'auto',
                        reverse: rtl,
                        data: lines.map((line) => formatDateWith(new Date(`${line.key}T00:00:00Z`), locale, CHART_DAY)),
                      },
                    ]}
                    yAxis={[
                      {
                        width: 'auto',
                        position: rtl ? 'right' : 'left',
                        valueFormatter: (value: number) => formatNumber(value, locale),
                      },
                    ]}
                    series={[
                      {
                        data: lines.map((line) => baisaToOmr(line.collected)),
                        label: t('report.collected'),
                        valueFormatter: (value: number | null) => (value === null ? '' : formatCurrency(value, locale)),
                      },
                    ]}
                    hideLegend
                  />
                </Suspense>
              </Box>
            </ThemeProvider>
          </Paper>
          <Stack component="section" spacing={2} aria-labelledby="report-days">
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h6" component="h2" id="report-days" sx={{ flex: 1 }}>
                {t('report.perDay')}
              </Typography>
              <Button variant="outlined" startIcon={<Download />} onClick={() => void save()}>
                {t('report.exportDays')}
              </Button>
            </Stack>
            <SalesTable lines={lines} kind="day" caption={t('report.perDay')} withRefunds={withRefunds} />
            <Typography variant="body2" color="text.secondary">
              {t('report.note')} {t(withRefunds ? 'report.noteRefunds' : 'report.noteNoRefunds')}
            </Typography>
          </Stack>
        </>
      )}
      {!supplierId && !badRange && !tooLong && (
        <Settlement key={`${from}/${to}`} from={from} to={to} withRefunds={withRefunds} />
      )}
    </Stack>
  );
}
