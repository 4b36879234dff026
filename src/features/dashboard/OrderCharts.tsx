import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  memo,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@mui/utils';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { StillLoading } from '@/components/feedback/StillLoading';
import { DASHBOARD_DAYS, MARKET_TIME_ZONE } from '@/config/constants';
import { usePainted } from '@/lib/afterPaint';
import { errorText } from '@/lib/errors';
import { formatCurrency, formatDateWith, formatNumber } from '@/lib/format';
import { loadNamespaces } from '@/lib/i18n';
import { lazyWithPreload } from '@/lib/lazy';
import { ordersByStatus, ordersPerDay, type DayStats, type StatusCount } from './orderStats';
import { entityKeys } from '@/lib/query/keys';
import { orderEntity } from '@/entities/order';

/** A chart's day: day and short month, in the marketplace's time zone. */
const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: MARKET_TIME_ZONE };

// The drawings load on their own; until then each card shows its skeleton. Once loaded
// they render at once (lazyWithPreload), without React's 300 ms fallback throttle.
const barChart = lazyWithPreload(() => import('./drawings').then((m) => m.BarChart));
const lineChart = lazyWithPreload(() => import('./drawings').then((m) => m.LineChart));
const BarChart = barChart.Component;
const LineChart = lineChart.Component;

const CHART_HEIGHT = 260;

/** The panel's theme, drawn left to right (the charts' drawings: see ChartCard). */
const leftToRight = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });
/** Counts change slowly: a chart is counted again after five minutes at most. */
const STALE_MS = 5 * 60_000;

/** How near the viewport, in px, a chart's card is when its drawing renders. */
const DRAW_MARGIN_PX = 300;

/**
 * Whether the drawings may render: once the browser is idle after the page's first
 * render (their chunk starts loading then), in a transition, so React renders them in slices that leave the main thread
 * free (docs/performance.md: the dashboard's blocking time).
 * @returns false until then
 */
function useDrawLater(): boolean {
  const [draw, setDraw] = useState(false);
  useEffect(() => {
    const start = () => {
      // The drawings' chunk loads while the counts are read, not after them.
      void barChart.preload().catch(() => undefined);
      void lineChart.preload().catch(() => undefined);
      startTransition(() => setDraw(true));
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(start, 0);
    return () => clearTimeout(handle);
  }, []);
  return draw;
}

/**
 * Whether an element is, or has been, within DRAW_MARGIN_PX of the viewport: a chart's
 * drawing renders then, not while the card is further down the page (on a phone the
 * eight counters fill the first screens, and drawing the three charts cost about a
 * second of a slow phone's main thread; docs/performance.md, Lighthouse). Once true it
 * stays true. Without IntersectionObserver it is true at once.
 * @param element the card
 * @returns false until the card first comes near the viewport
 */
function useNearView(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `${DRAW_MARGIN_PX}px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * One chart card: a heading, a skeleton while counting, a translated error with Retry
 * (never zeros), the chart (drawn once the card comes near the viewport, useNearView),
 * and the same numbers as a table for screen readers.
 */
function ChartCard(props: {
  readonly title: string;
  readonly state: { readonly isPending: boolean; readonly error: unknown; readonly refetch: () => unknown };
  readonly chart: () => ReactNode;
  /** Whether the drawing may render yet (useDrawLater, once for all cards); it also waits for the card to come near the viewport. */
  readonly draw: boolean;
  readonly table: () => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const card = useRef<HTMLElement>(null);
  const near = useNearView(card);
  return (
    <Card ref={card} variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        {props.state.isPending && (
          <Box sx={{ position: 'relative' }}>
            <Skeleton variant="rounded" height={CHART_HEIGHT} />
            <StillLoading waiting overlay />
          </Box>
        )}
        {!props.state.isPending && props.state.error != null && (
          <RetryAlert severity="error" onRetry={() => void props.state.refetch()}>
            {errorText(t, props.state.error)}
          </RetryAlert>
        )}
        {!props.state.isPending && props.state.error == null && (
          <>
            {/* The drawing is hidden from assistive technology, which reads the table; the
                charts take no keyboard focus (disableKeyboardNavigation). */}
            {/* Drawn left to right in both languages (a left-to-right theme and element);
                Arabic mirrors the axes itself (reverse, the value axis on the right) and its
                tooltip reads right to left (ChartGrid). */}
            <ThemeProvider theme={leftToRight}>
              <div aria-hidden dir="ltr">
                <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                  {props.draw && near ? props.chart() : <Skeleton variant="rounded" height={CHART_HEIGHT} />}
                </Suspense>
              </div>
            </ThemeProvider>
            <table style={visuallyHidden as CSSProperties}>
              <caption>{props.title}</caption>
              {props.table()}
            </table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A query's result as the chart cards read it: data and error deferred, retry stable. */
interface DeferredQuery<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly isPending: boolean;
  readonly refetch: () => unknown;
}

/**
 * A query's data and error through useDeferredValue. TanStack Query's results reach
 * React as blocking updates (useSyncExternalStore); deferred, the charts' tables and
 * drawings re-render in a background render that yields to the browser, and the
 * blocking one stops at the memoised ChartGrid (docs/performance.md, the dashboard).
 * @param query a useQuery result
 * @returns the same object until the deferred data, error or refetch change
 */
function useDeferredQuery<T>(query: UseQueryResult<T>): DeferredQuery<T> {
  const data = useDeferredValue(query.data);
  const error = useDeferredValue(query.error);
  const { refetch } = query;
  return useMemo(
    () => ({ data, error, isPending: data === undefined && error == null, refetch }),
    [data, error, refetch],
  );
}

/**
 * The dashboard's order charts (spec §1; docs/data-model.md "Dashboard"), for holders of
 * /allOrders: orders per day and revenue per day over the last 30 days in the market's
 * time zone, and orders by status, drawn with MUI X Charts. In Arabic the charts are
 * mirrored (days run right to left, the value axis on the right) and every number is in
 * the locale's digits; money ticks name the rial. Every number comes from
 * aggregation queries (a count or a sum), never from reading orders.
 */
export function OrderCharts() {
  const draw = useDrawLater();
  // Counted once the page has painted (usePainted, docs/performance.md).
  const painted = usePainted();
  const perDay = useDeferredQuery(
    useQuery({
      queryKey: entityKeys(orderEntity).count('perDay'),
      queryFn: ({ signal }) => ordersPerDay(new Date(), undefined, signal),
      staleTime: STALE_MS,
      enabled: painted,
    }),
  );
  const byStatus = useDeferredQuery(
    useQuery({
      queryKey: entityKeys(orderEntity).count('byStatus'),
      // The statuses' names are the orders' texts, loaded with the counts.
      queryFn: async ({ signal }) =>
        (await Promise.all([ordersByStatus(undefined, signal), loadNamespaces(['orders'])]))[0],
      staleTime: STALE_MS,
      enabled: painted,
    }),
  );
  return <ChartGrid perDay={perDay} byStatus={byStatus} draw={draw} />;
}

/** The three chart cards, drawn from deferred query results (useDeferredQuery). */
const ChartGrid = memo(function ChartGrid(props: {
  readonly perDay: DeferredQuery<DayStats[]>;
  readonly byStatus: DeferredQuery<StatusCount[]>;
  readonly draw: boolean;
}) {
  const { perDay, byStatus, draw } = props;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const days = perDay.data ?? [];
  // The 30 days of both charts and their tables ("22 Nov", "22 نوفمبر"), through the
  // panel's one formatter (src/lib/format.ts, docs/numbers.md).
  const dayLabel = (day: string) => formatDateWith(new Date(`${day}T12:00:00+04:00`), locale, DAY_OPTIONS);
  // The days' axis labels today and every seventh day before it: 30 labels would overlap,
  // and naming the visible ones spares the chart measuring every label's text.
  const weekly = (_value: unknown, index: number) => (days.length - 1 - index) % 7 === 0;
  const statusLabel = (status: string) => t(`order.statuses.${status}`);
  const money = (baisa: number) => formatCurrency(baisa / 1000, locale);
  // A money axis names its unit on every tick, in whole rials ("OMR 120", "120 ر.ع.").
  const moneyTick = (baisa: number) =>
    formatNumber(baisa / 1000, locale, { style: 'currency', currency: 'OMR', maximumFractionDigits: 0 });
  // Right to left, time runs from right to left and the value axis stands on the right.
  const rtl = i18n.dir(locale) === 'rtl';
  const ticks = { tickLabelStyle: { fontSize: 14 } };
  // The axes take the room their labels need, measured in the language's font: Arabic's
  // (Cairo) is taller than the fixed default height, which dropped every day's label.
  const bottomAxis = { ...ticks, height: 'auto' as const, reverse: rtl };
  const valueAxis = { ...ticks, width: 'auto' as const, position: rtl ? ('right' as const) : ('left' as const) };
  // Room beyond the first and last day for their labels, centred on the chart's edges.
  const margin = { left: 40, right: 40 };
  // The drawing is left to right; its tooltip reads in the page's direction.
  const slotProps = { tooltip: { dir: rtl ? 'rtl' : 'ltr' } };
  const count = (v: number | null) => formatNumber(v ?? 0, locale);
  const head = (first: string, second: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{second}</th>
      </tr>
    </thead>
  );

  return (
    // Two columns from lg (the days' charts side by side, the statuses below), in CSS grid.
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mt: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <div>
        <ChartCard
          draw={draw}
          title={t('dashboard.charts.ordersPerDay', { count: DASHBOARD_DAYS })}
          state={perDay}
          chart={() => (
            <BarChart
              disableKeyboardNavigation
              height={CHART_HEIGHT}
              margin={margin}
              slotProps={slotProps}
              xAxis={[
                {
                  ...bottomAxis,
                  scaleType: 'band',
                  data: days.map((d) => dayLabel(d.day)),
                  tickLabelInterval: weekly,
                },
              ]}
              yAxis={[{ ...valueAxis, valueFormatter: (v: number) => formatNumber(v, locale) }]}
              series={[{ data: days.map((d) => d.orders), label: t('dashboard.charts.orders'), valueFormatter: count }]}
              hideLegend
            />
          )}
          table={() => (
            <>
              {head(t('dashboard.charts.day'), t('dashboard.charts.orders'))}
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td>{formatNumber(d.orders, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        />
      </div>
      <div>
        <ChartCard
          draw={draw}
          title={t('dashboard.charts.revenuePerDay', { count: DASHBOARD_DAYS })}
          state={perDay}
          chart={() => (
            <LineChart
              disableKeyboardNavigation
              height={CHART_HEIGHT}
              margin={margin}
              slotProps={slotProps}
              xAxis={[
                {
                  ...bottomAxis,
                  scaleType: 'point',
                  data: days.map((d) => dayLabel(d.day)),
                  tickLabelInterval: weekly,
                },
              ]}
              yAxis={[{ ...valueAxis, valueFormatter: (v: number) => moneyTick(v) }]}
              series={[
                {
                  data: days.map((d) => d.revenue),
                  label: t('dashboard.charts.revenue'),
                  valueFormatter: (v: number | null) => money(v ?? 0),
                  area: true,
                },
              ]}
              hideLegend
            />
          )}
          table={() => (
            <>
              {head(t('dashboard.charts.day'), t('dashboard.charts.revenue'))}
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    <td>{money(d.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        />
      </div>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ChartCard
          draw={draw}
          title={t('dashboard.charts.byStatus')}
          state={byStatus}
          chart={() => (
            <BarChart
              disableKeyboardNavigation
              height={CHART_HEIGHT}
              margin={margin}
              slotProps={slotProps}
              layout="horizontal"
              yAxis={[
                {
                  ...valueAxis,
                  scaleType: 'band',
                  data: (byStatus.data ?? []).map((s) => statusLabel(s.status)),
                },
              ]}
              xAxis={[{ ...bottomAxis, valueFormatter: (v: number) => formatNumber(v, locale) }]}
              series={[
                {
                  data: (byStatus.data ?? []).map((s) => s.count),
                  label: t('dashboard.charts.orders'),
                  valueFormatter: count,
                },
              ]}
              hideLegend
            />
          )}
          table={() => (
            <>
              {head(t('dashboard.charts.status'), t('dashboard.charts.orders'))}
              <tbody>
                {(byStatus.data ?? []).map((s) => (
                  <tr key={s.status}>
                    <th scope="row">{statusLabel(s.status)}</th>
                    <td>{formatNumber(s.count, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </>
          )}
        />
      </Box>
    </Box>
  );
});
