/**
 * The live map's data (issue 50, item 1; docs/live-map.md): the open orders, their
 * suppliers and delivery companies, the riders of those companies and App info's timers,
 * each from a bounded live listener (src/domains/orders/map/mapModel.ts), and the server's time
 * again every TICK_MS so exceptions appear as time passes.
 */
import { useEffect, useMemo, useState } from 'react';
import { APP_INFO_ID, appInfoEntity } from '@/entities/appInfo';
import { orderEntity, type Order } from '@/entities/order';
import { deliveryCompanyEntity, riderEntity } from '@/entities/people';
import { supplierEntity } from '@/entities/supplier';
import { serverClockOffset, serverNow } from '@/lib/data/clock';
import type { LateTimers } from '@/domains/orders/late/lateModel';
import { liveProvider, type Unsubscribe } from '@/lib/data/liveProvider';
import { listenToRows } from '@/lib/data/liveRows';
import {
  companyRidersQuery,
  MAP_COMPANY_LIMIT,
  MAP_ORDER_LIMIT,
  MAP_ORDERS_QUERY,
  MAP_RIDER_LIMIT,
  type MapPerson,
} from '@/domains/orders/map/mapModel';
import { TICK_MS } from '@/domains/orders/late/lateOrders';
import { DEFAULT_TIMERS, timersOf } from '@/domains/orders/late/timers';

/** A person on the map: name, position and stamps (suppliers, riders, delivery companies). */
export type LivePerson = MapPerson & { readonly phone?: string | null };

/** What the map shows. */
export interface LiveMapState {
  /** The open orders, oldest first (null until the first answer). */
  readonly orders: readonly Order[] | null;
  readonly suppliers: ReadonlyMap<string, LivePerson>;
  readonly companies: ReadonlyMap<string, LivePerson>;
  /** Riders of the listened companies, by id. */
  readonly riders: ReadonlyMap<string, LivePerson>;
  readonly timers: LateTimers;
  /** The server's time at the last tick or change, in milliseconds. */
  readonly now: number;
  /** A listener failed (permission-denied, offline). */
  readonly failed: boolean;
  /** The companies with open orders beyond MAP_COMPANY_LIMIT, whose riders are not drawn. */
  readonly companiesLeftOut: number;
}

/**
 * Starts listeners and stops them on cleanup, even those that start after it.
 * @param start the listeners to start, each a promise of its unsubscribe function
 */
function useListeners(start: () => Promise<Unsubscribe>[], deps: readonly unknown[]): void {
  useEffect(() => {
    const pending = start();
    return () => {
      for (const p of pending) void p.then((stop) => stop()).catch(() => undefined);
    };
    // The callers give their keys as deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** @returns a map of rows by id */
const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * The live map's data while the component is mounted.
 * @returns the state above; `orders` null while loading
 */
export function useLiveMap(): LiveMapState {
  const [orders, setOrders] = useState<readonly Order[] | null>(null);
  const [timers, setTimers] = useState<LateTimers>(DEFAULT_TIMERS);
  const [suppliers, setSuppliers] = useState<ReadonlyMap<string, LivePerson>>(new Map());
  const [companies, setCompanies] = useState<ReadonlyMap<string, LivePerson>>(new Map());
  const [riders, setRiders] = useState<Readonly<Record<string, readonly LivePerson[]>>>({});
  const [failed, setFailed] = useState(false);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const fail = () => setFailed(true);

  useEffect(() => {
    let live = true;
    void serverClockOffset().then((value) => live && setOffset(value));
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      live = false;
      clearInterval(tick);
    };
  }, []);

  useListeners(
    () => [
      // App info unreadable: the default timers.
      liveProvider.subscribe(
        appInfoEntity,
        APP_INFO_ID,
        (info) => setTimers(timersOf(info)),
        () => undefined,
      ),
      liveProvider.subscribeQuery(
        orderEntity,
        MAP_ORDERS_QUERY,
        { field: 'createdAt', direction: 'asc' },
        MAP_ORDER_LIMIT,
        (rows) => {
          setOrders(rows);
          setNow(Date.now());
        },
        fail,
      ),
    ],
    [],
  );

  const supplierIds = useMemo(
    () => [...new Set((orders ?? []).map((o) => o.supplierId ?? '').filter(Boolean))].sort(),
    [orders],
  );
  const allCompanyIds = useMemo(
    () => [...new Set((orders ?? []).map((o) => o.deliveryCompanyId ?? '').filter(Boolean))].sort(),
    [orders],
  );
  const companyIds = allCompanyIds.slice(0, MAP_COMPANY_LIMIT);
  const supplierKey = supplierIds.join(',');
  const companyKey = companyIds.join(',');

  useListeners(
    () => [listenToRows(supplierEntity, supplierIds, (rows) => setSuppliers(byId(rows)), fail)],
    [supplierKey],
  );
  useListeners(
    () => [
      listenToRows(deliveryCompanyEntity, companyIds, (rows) => setCompanies(byId(rows)), fail),
      ...companyIds.map((companyId) =>
        liveProvider.subscribeQuery(
          riderEntity,
          companyRidersQuery(companyId),
          { field: 'name', direction: 'asc' },
          MAP_RIDER_LIMIT,
          (rows) => setRiders((current) => ({ ...current, [companyId]: rows })),
          fail,
        ),
      ),
    ],
    [companyKey],
  );

  const riderMap = useMemo(
    () => byId(companyIds.flatMap((id) => riders[id] ?? [])),
    // companyKey stands for companyIds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [riders, companyKey],
  );
  return {
    orders,
    suppliers,
    companies,
    riders: riderMap,
    timers,
    now: serverNow(offset) - Date.now() + now,
    failed,
    companiesLeftOut: allCompanyIds.length - companyIds.length,
  };
}
