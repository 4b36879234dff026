/**
 * A supplier's pause, live (issue 50 "Timers that act"): the supplierPauses document of
 * one supplier, or of the suppliers on a screen, and the server's time, checked again
 * every 15 seconds and at the moment a pause ends, so every screen shows the supplier
 * active again by itself.
 */
import { useEffect, useState } from 'react';
import { supplierPauseEntity, type SupplierPause } from '@/entities/supplierPause';
import { serverClockOffset, serverNow } from '@/lib/data/clock';
import { liveProvider } from '@/lib/data/liveProvider';
import { listenToRows } from '@/lib/data/liveRows';

/** How often the time is checked again, in milliseconds. */
const TICK_MS = 15_000;

/**
 * The server's time now, again every TICK_MS and at `wakeAt` (the end of a pause).
 * @param wakeAt milliseconds when the screen must look again (null: none)
 */
export function useServerNow(wakeAt: number | null = null): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    void serverClockOffset().then((value) => live && setOffset(value));
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => {
      live = false;
      clearInterval(tick);
    };
  }, []);
  useEffect(() => {
    if (wakeAt === null) return;
    const wait = wakeAt - serverNow(offset);
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [wakeAt, offset]);
  return serverNow(offset) - Date.now() + now;
}

/**
 * One supplier's pause, live.
 * @returns the pause (null: never paused), whether it answered, whether it failed
 */
export function useSupplierPause(supplierId: string): {
  readonly pause: SupplierPause | null;
  readonly ready: boolean;
  readonly failed: boolean;
} {
  const [state, setState] = useState<{ pause: SupplierPause | null; ready: boolean; failed: boolean }>({
    pause: null,
    ready: false,
    failed: false,
  });
  useEffect(() => {
    const pending = liveProvider.subscribe(
      supplierPauseEntity,
      supplierId,
      (pause) => setState({ pause, ready: true, failed: false }),
      () => setState((s) => ({ ...s, ready: true, failed: true })),
    );
    return () => void pending.then((stop) => stop()).catch(() => undefined);
  }, [supplierId]);
  return state;
}

/**
 * The pauses of given suppliers, live (the late board, the map).
 * @returns supplier id → pause (suppliers never paused are absent)
 */
export function useSupplierPauses(supplierIds: readonly string[]): ReadonlyMap<string, SupplierPause> {
  const [pauses, setPauses] = useState<ReadonlyMap<string, SupplierPause>>(new Map());
  const key = [...new Set(supplierIds)].sort().join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    const pending = listenToRows(
      supplierPauseEntity,
      ids,
      (rows) => setPauses(new Map(rows.map((row) => [row.id, row]))),
      () => undefined,
    );
    return () => void pending.then((stop) => stop()).catch(() => undefined);
  }, [key]);
  return pauses;
}
