/**
 * The dashboard's order charts as the page loads them (OrderCharts): their cards paint
 * with the counters, and their code (the queries, the tables and the drawings' cards,
 * ./OrderChartsContent.tsx) loads when the charts come near the viewport. On a wide
 * screen they are in view and it loads at once; on a phone, below the counters, when the
 * person scrolls towards them (docs/performance.md, "The first screens stay light").
 */
import { Suspense, useEffect, useRef } from 'react';
import { lazyWithPreload } from '@/lib/lazy';
import { ChartsPending, useNearView } from './chartFrame';

const content = lazyWithPreload(() => import('./OrderChartsContent').then((m) => m.default));

/**
 * The dashboard's order charts (spec §1; docs/data-model.md "Dashboard"), for holders of
 * /allOrders: orders per day and revenue per day over the last 30 days in the market's
 * time zone, and orders by status (./OrderChartsContent.tsx). Until their code is in,
 * the same three titled cards show their skeletons (and "Still loading…" after a while);
 * a chunk that does not arrive reaches the route's error page, as a screen's would.
 */
export function OrderCharts() {
  const grid = useRef<HTMLDivElement>(null);
  const near = useNearView(grid);
  useEffect(() => {
    // Started here, not by rendering: the cards keep their skeletons until it is in.
    if (near) void content.preload().catch(() => undefined);
  }, [near]);
  if (!near) return <ChartsPending gridRef={grid} />;
  return (
    <Suspense fallback={<ChartsPending />}>
      <content.Component />
    </Suspense>
  );
}
