/**
 * The dashboard's order charts' content (OrderChartsContent), loaded by ./OrderCharts.tsx
 * when the charts come near the viewport: the two aggregation queries, read deferred,
 * and the three chart cards (./ChartCard.tsx) with their tables for screen readers, in
 * the grid and cards of ./chartFrame.tsx.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TIME_ZONE } from '@/config/constants';
import { usePainted } from '@/lib/afterPaint';
import { formatCurrency, formatDateWith, formatNumber } from '@/lib/format';
import { loadNamespaces } from '@/lib/i18n';
import { BarChart, ChartCard, LineChart, useDrawLater } from './ChartCard';
import { CHART_HEIGHT, chartTitles, ChartsGrid } from './chartFrame';
import { ordersByStatus, ordersPerDay, type DayStats, type StatusCount } from './orderStats';
import { entityKeys } from '@/lib/query/keys';
import { ORDER_IDENTITY } from '@/entities/orderStatus';

/** A chart's day: day and short month, in the marketplace's time zone. */
const DAY_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: MARKET_TIME_ZONE };

/** Counts change slowly: a chart is counted again after five minutes at most. */
const STALE_MS = 5 * 60_000;

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
export default function OrderChartsContent() {
  const draw = useDrawLater();
  // Counted once the page has painted (usePainted, docs/performance.md).
  const painted = usePainted();
  const perDay = useDeferredQuery(
    useQuery({
      queryKey: entityKeys(ORDER_IDENTITY).count('perDay'),
      queryFn: ({ signal }) => ordersPerDay(new Date(), signal),
      staleTime: STALE_MS,
      enabled: painted,
    }),
  );
  const byStatus = useDeferredQuery(
    useQuery({
      queryKey: entityKeys(ORDER_IDENTITY).count('byStatus'),
      // The statuses' names are the orders' texts, loaded with the counts.
      queryFn: async ({ signal }) => (await Promise.all([ordersByStatus(signal), loadNamespaces(['orders'])]))[0],
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

  const titles = chartTitles(t);

  return (
    <ChartsGrid
      perDay={
        <ChartCard
          draw={draw}
          title={titles.ordersPerDay}
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
      }
      revenue={
        <ChartCard
          draw={draw}
          title={titles.revenuePerDay}
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
      }
      byStatus={
        <ChartCard
          draw={draw}
          title={titles.byStatus}
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
      }
    />
  );
});
