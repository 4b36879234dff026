/**
 * A dashboard chart's card (ChartCard) and when its drawing renders: the lazily loaded
 * drawings (./drawings.ts), the idle start (useDrawLater) and the card's nearness to the
 * viewport (useNearView, ./chartFrame.tsx). docs/performance.md, the dashboard's blocking time.
 * Loaded with the charts' queries (./OrderChartsContent.tsx), into the cards of ./chartFrame.tsx.
 */
import Skeleton from '@mui/material/Skeleton';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { startTransition, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@mui/utils';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { errorText } from '@/lib/errors';
import { lazyWithPreload } from '@/lib/lazy';
import { CHART_HEIGHT, ChartFrame, ChartPending, useNearView } from './chartFrame';

// The drawings load on their own; until then each card shows its skeleton. Once loaded
// they render at once (lazyWithPreload), without React's 300 ms fallback throttle.
const barChart = lazyWithPreload(() => import('./drawings').then((m) => m.BarChart));
const lineChart = lazyWithPreload(() => import('./drawings').then((m) => m.LineChart));
export const BarChart = barChart.Component;
export const LineChart = lineChart.Component;

/** The panel's theme, drawn left to right (the charts' drawings: see ChartCard). */
const leftToRight = (outer: Theme): Theme => ({ ...outer, direction: 'ltr' });

/**
 * Whether the drawings may render: once the browser is idle after the page's first
 * render (their chunk starts loading then), in a transition, so React renders them in slices that leave the main thread
 * free (docs/performance.md: the dashboard's blocking time).
 * @returns false until then
 */
export function useDrawLater(): boolean {
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
 * One chart card: a heading, a skeleton while counting, a translated error with Retry
 * (never zeros), the chart (drawn once the card comes near the viewport, useNearView),
 * and the same numbers as a table for screen readers.
 */
export function ChartCard(props: {
  readonly title: string;
  readonly state: { readonly isPending: boolean; readonly error: unknown; readonly refetch: () => unknown };
  readonly chart: () => ReactNode;
  /** Whether the drawing may render yet (useDrawLater, once for all cards); it also waits for the card to come near the viewport. */
  readonly draw: boolean;
  readonly table: () => ReactNode;
}) {
  const { t } = useTranslation();
  const card = useRef<HTMLElement>(null);
  const near = useNearView(card);
  return (
    <ChartFrame title={props.title} cardRef={card}>
      {props.state.isPending && <ChartPending />}
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
    </ChartFrame>
  );
}
