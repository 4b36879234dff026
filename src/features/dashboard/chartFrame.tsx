/**
 * The dashboard's order charts as they first paint, before their code is in: the grid of
 * three titled cards, each with its skeleton (and "Still loading…" after a while), and
 * whether a place is near the viewport. The queries, tables and drawings
 * (./OrderChartsContent.tsx, ./ChartCard.tsx) load when the charts come near the viewport
 * and draw into the same cards (docs/performance.md, "The first screens stay light").
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { startTransition, useEffect, useId, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { StillLoading } from '@/components/feedback/StillLoading';
import { DASHBOARD_DAYS } from '@/config/constants';

/** A chart's height, in px (its drawing and its skeletons). */
export const CHART_HEIGHT = 260;

/** How near the viewport, in px, the charts are when their code loads and each drawing renders. */
export const NEAR_VIEW_PX = 300;

/**
 * Whether an element is, or has been, within NEAR_VIEW_PX of the viewport: the charts'
 * code loads then, and each chart's drawing renders then, not while they are further
 * down the page (on a phone the counters fill the first screens, and drawing the three
 * charts cost about a second of a slow phone's main thread; docs/performance.md,
 * Lighthouse). Once true it stays true. Without IntersectionObserver it is true at once.
 * @param element the element watched (a card, or the charts' grid)
 * @returns false until the element first comes near the viewport
 */
export function useNearView(element: RefObject<HTMLElement | null>): boolean {
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
      { rootMargin: `${NEAR_VIEW_PX}px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * The three charts' titles, in the panel's language.
 * @param t i18next's t
 * @returns the titles of orders per day and revenue per day (over DASHBOARD_DAYS days) and orders by status
 */
export function chartTitles(t: TFunction): {
  readonly ordersPerDay: string;
  readonly revenuePerDay: string;
  readonly byStatus: string;
} {
  return {
    ordersPerDay: t('dashboard.charts.ordersPerDay', { count: DASHBOARD_DAYS }),
    revenuePerDay: t('dashboard.charts.revenuePerDay', { count: DASHBOARD_DAYS }),
    byStatus: t('dashboard.charts.byStatus'),
  };
}

/**
 * One chart's card: a region named by its heading.
 * @param props.title the chart's title (its heading and the region's name)
 * @param props.cardRef the card's element (ChartCard watches its nearness to the viewport)
 * @param props.children what the card shows under its heading
 */
export function ChartFrame(props: {
  readonly title: string;
  readonly cardRef?: Ref<HTMLElement>;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <Card ref={props.cardRef} variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

/** A chart's place while it waits (its code or its counts): the skeleton, and "Still loading…" after SLOW_ANSWER_MS. */
export function ChartPending() {
  return (
    <Box sx={{ position: 'relative' }}>
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
      <StillLoading waiting overlay />
    </Box>
  );
}

/**
 * The charts' grid: two columns from lg (the days' charts side by side, the statuses
 * below across both), one below it, in CSS grid.
 * @param props.gridRef the grid's element (OrderCharts watches its nearness to the viewport)
 * @param props.perDay the orders per day's card
 * @param props.revenue the revenue per day's card
 * @param props.byStatus the orders by status' card
 */
export function ChartsGrid(props: {
  readonly gridRef?: Ref<HTMLDivElement>;
  readonly perDay: ReactNode;
  readonly revenue: ReactNode;
  readonly byStatus: ReactNode;
}) {
  return (
    <Box
      ref={props.gridRef}
      sx={{
        display: 'grid',
        gap: 2,
        mt: 1,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <div>{props.perDay}</div>
      <div>{props.revenue}</div>
      <Box sx={{ gridColumn: '1 / -1' }}>{props.byStatus}</Box>
    </Box>
  );
}

/**
 * The three cards with their skeletons, as the charts first paint (and while their code
 * loads). The same cards and headings as the charts', so nothing moves when they come.
 * @param props.gridRef the grid's element
 */
export function ChartsPending(props: { readonly gridRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  // The charts' titles are common texts (src/locales/*/common.json), in at start.
  const titles = chartTitles(t);
  return (
    <ChartsGrid
      gridRef={props.gridRef}
      perDay={
        <ChartFrame title={titles.ordersPerDay}>
          <ChartPending />
        </ChartFrame>
      }
      revenue={
        <ChartFrame title={titles.revenuePerDay}>
          <ChartPending />
        </ChartFrame>
      }
      byStatus={
        <ChartFrame title={titles.byStatus}>
          <ChartPending />
        </ChartFrame>
      }
    />
  );
}
