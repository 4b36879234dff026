/**
 * Late and stuck orders, live (issue 32, part 2; docs/data-model.md "Late and stuck
 * orders"): one shared store for the board and the side menu's badge. While something
 * watches it, it listens to App info (its timers) and to each queue's one indexed query
 * (src/domains/orders/late/lateModel.ts, oldest first, at most LATE_QUEUE_SIZE), and computes how
 * late each order is against the server's clock (offset estimated once,
 * src/lib/data/clock.ts), again every TICK_MS. With the sound on (the person's choice,
 * kept on this device), an order newly late plays a short tone.
 */
import { useSyncExternalStore } from 'react';
import { APP_INFO_ID, appInfoEntity } from '@/entities/appInfo';
import { ASSIGNABLE_DELIVERY_STATUSES, FINAL_STATUSES, orderEntity, type Order } from '@/entities/order';
import { serverClockOffset, serverNow } from '@/lib/data/clock';
import {
  LATE_QUERIES,
  LATE_QUEUE_SIZE,
  LATE_QUEUES,
  lateRows,
  type LateQueue,
  type LateRow,
  type LateTimers,
} from '@/domains/orders/late/lateModel';
import { liveProvider, type Unsubscribe } from '@/lib/data/liveProvider';
import { DEFAULT_TIMERS, timersOf } from './timers';

/** How often lateness is computed again while nothing changes, in milliseconds. */
export const TICK_MS = 15_000;

/** Where the person's sound choice is kept (localStorage). */
const SOUND_KEY = 'lateOrders.sound';

/** Whether staff may assign the order now (open, not picked up): the definition's `when`. */
export function isAssignable(order: Pick<Order, 'status' | 'deliveryStatus'>): boolean {
  return !FINAL_STATUSES.includes(order.status) && ASSIGNABLE_DELIVERY_STATUSES.includes(order.deliveryStatus);
}

/** What the store holds. */
export interface LateState {
  /** The late orders, the latest first. */
  readonly rows: readonly LateRow<Order>[];
  /** Every queue has answered once. */
  readonly ready: boolean;
  /** A listener failed (permission-denied, offline): the board says so. */
  readonly failed: boolean;
  readonly timers: LateTimers;
}

const EMPTY: LateState = { rows: [], ready: false, failed: false, timers: DEFAULT_TIMERS };
let state: LateState = EMPTY;
const watchers = new Set<() => void>();
let stops: Unsubscribe[] = [];
let queues: Partial<Record<LateQueue, readonly Order[]>> = {};
let timers: LateTimers = DEFAULT_TIMERS;
let offset = 0;
let failed = false;
let seenLate: Set<string> | null = null;

/** Whether the sound is on (off unless the person turned it on on this device). */
export function lateSoundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Keeps the person's sound choice on this device. */
export function setLateSound(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts this page only.
  }
  publish();
}

/** A short two-note tone (Web Audio; no file to load). */
function playTone(): void {
  try {
    const audio = new AudioContext();
    for (const [index, frequency] of [880, 660].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + index * 0.2);
      oscillator.stop(audio.currentTime + index * 0.2 + 0.15);
    }
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio (a browser that blocks it until a click): the badge still shows.
  }
}

function publish(): void {
  const ready = LATE_QUEUES.every((queue) => queues[queue] !== undefined);
  const rows = ready ? lateRows(queues, timers, serverNow(offset)) : [];
  if (ready) {
    const ids = new Set(rows.map((row) => row.order.id));
    if (seenLate && lateSoundOn() && [...ids].some((id) => !seenLate?.has(id))) playTone();
    seenLate = ids;
  }
  state = { rows, ready, failed, timers };
  for (const watcher of watchers) watcher();
}

function fail(): void {
  failed = true;
  publish();
}

function start(): void {
  let stopped = false;
  const pending: Promise<Unsubscribe>[] = [
    liveProvider.subscribe(
      appInfoEntity,
      APP_INFO_ID,
      (info) => {
        timers = timersOf(info);
        publish();
      },
      // App info unreadable: the default timers.
      () => undefined,
    ),
    ...LATE_QUEUES.map((queue) =>
      liveProvider.subscribeQuery(
        orderEntity,
        LATE_QUERIES[queue],
        { field: 'createdAt', direction: 'asc' },
        LATE_QUEUE_SIZE,
        (rows) => {
          queues = { ...queues, [queue]: rows };
          publish();
        },
        fail,
      ),
    ),
  ];
  void serverClockOffset().then((value) => {
    offset = value;
    publish();
  });
  const tick = setInterval(publish, TICK_MS);
  stops = [
    () => {
      stopped = true;
      clearInterval(tick);
    },
    ...pending.map((p) => () => void p.then((stop) => stop()).catch(() => undefined)),
  ];
  for (const p of pending) p.catch(() => !stopped && fail());
}

function subscribe(watcher: () => void): () => void {
  watchers.add(watcher);
  if (watchers.size === 1) start();
  return () => {
    watchers.delete(watcher);
    if (watchers.size === 0) {
      for (const stop of stops) stop();
      stops = [];
      queues = {};
      failed = false;
      seenLate = null;
      state = EMPTY;
    }
  };
}

const never = () => () => undefined;

/**
 * The late orders, live, while the component is mounted (shared by every caller).
 * @param enabled false for a person without /allOrders: nothing is listened to
 */
export function useLateOrders(enabled = true): LateState {
  return useSyncExternalStore(
    enabled ? subscribe : never,
    () => (enabled ? state : EMPTY),
    () => EMPTY,
  );
}
