/**
 * Late and stuck orders (issue 32, part 2; docs/data-model.md "Late and stuck orders"):
 * the three queues the board and the side menu's badge watch, each one indexed query
 * listened to live (oldest first, at most LATE_QUEUE_SIZE orders), and how late each
 * order is, derived from App info's timers against the server's clock. Pure: the index
 * generator (scripts/lib/generated.ts) reads LATE_INDEXES in Node.
 */
import type { Index, QueryShape } from '@/lib/entity/indexShapes';

/** The order statuses that still move (not delivered, not cancelled). */
export const OPEN_STATUSES = ['pending', 'accepted', 'preparing', 'onTheWay'] as const;

/** The queues of the board. */
export const LATE_QUEUES = ['notAccepted', 'notDelivered', 'unassigned', 'notTakenOn'] as const;
export type LateQueue = (typeof LATE_QUEUES)[number];

/** An equality (`==`) or membership (`in`) condition of a queue's query. */
export interface LateCondition {
  readonly field: string;
  readonly op: '==' | 'in';
  readonly value: string | readonly string[];
}

/** Most orders one queue's listener reads (the badge shows "99+" beyond 99). */
export const LATE_QUEUE_SIZE = 100;

/**
 * Each queue's query on `orders`, ordered by `createdAt` ascending (the oldest first):
 * - notAccepted: pending orders (the supplier has not accepted; the apps offer an order
 *   for App info's rider order timer, `riderOrderTimerSeconds`);
 * - notDelivered: accepted, preparing or on the way (late after `deliveryTimeMinutes`);
 * - unassigned: open orders without a rider (late after `unassignedAlertMinutes`);
 * - notTakenOn: open orders whose rider has not taken them on (`assigned`, not picked
 *   up), late after the rider order timer since `assignedAt` (issue 50 item 3: the board
 *   offers to un-assign them).
 */
export const LATE_QUERIES: Readonly<Record<LateQueue, readonly LateCondition[]>> = {
  notAccepted: [{ field: 'status', op: '==', value: 'pending' }],
  notDelivered: [{ field: 'status', op: 'in', value: ['accepted', 'preparing', 'onTheWay'] }],
  unassigned: [
    { field: 'deliveryStatus', op: '==', value: 'unassigned' },
    { field: 'status', op: 'in', value: OPEN_STATUSES },
  ],
  // The same fields as `unassigned`: served by the same index.
  notTakenOn: [
    { field: 'deliveryStatus', op: '==', value: 'assigned' },
    { field: 'status', op: 'in', value: OPEN_STATUSES },
  ],
};

/**
 * The shape of each queue's query (equalities, ordered by `createdAt` ascending), for
 * the index generator: an index is added only when the orders list's (merged) do not
 * serve it.
 */
export const LATE_QUERY_SHAPES: readonly QueryShape[] = Object.values(LATE_QUERIES).map((conditions) => ({
  collectionGroup: 'orders',
  queryScope: 'COLLECTION' as const,
  equality: conditions.map((c) => c.field),
  contains: [],
  inequality: [],
  orderBy: [{ field: 'createdAt', direction: 'ASCENDING' as const }],
}));

/**
 * The composite index of the assign dialog's riders (src/domains/orders/detail/
 * dispatch.ts `assignableRidersQuery`): a company's unblocked riders by name. One
 * index for that one query: declared as a list filter of riders, `deliveryCompanyId`
 * would add ten (every combination with search, blocked and company code, both ways),
 * which the riders list does not offer.
 */
export const ASSIGNABLE_RIDERS_INDEX: Index = {
  collectionGroup: 'users',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'type', order: 'ASCENDING' },
    { fieldPath: 'blocked', order: 'ASCENDING' },
    { fieldPath: 'deliveryCompanyId', order: 'ASCENDING' },
    { fieldPath: 'name', order: 'ASCENDING' },
  ],
};

/** The App info timers the queues are late after (seconds and minutes, as stored). */
export interface LateTimers {
  readonly riderOrderTimerSeconds: number;
  readonly deliveryTimeMinutes: number;
  readonly unassignedAlertMinutes: number;
}

/** How long an order of each queue may wait, in milliseconds. */
export function allowedWaitMs(queue: LateQueue, timers: LateTimers): number {
  switch (queue) {
    case 'notAccepted':
    case 'notTakenOn':
      return timers.riderOrderTimerSeconds * 1000;
    case 'notDelivered':
      return timers.deliveryTimeMinutes * 60_000;
    case 'unassigned':
      return timers.unassignedAlertMinutes * 60_000;
  }
}

/** An order as the queues see it. */
export interface QueuedOrder {
  readonly id: string;
  readonly createdAt: Date | null;
  /** When the rider was assigned (absent or null: not known). */
  readonly assignedAt?: Date | null;
}

/**
 * Since when an order of a queue has waited: its assignment for `notTakenOn` (its
 * creation when the assignment's time is not known: assigned before `assignedAt`
 * existed), its creation for the others.
 */
export function waitingSince(queue: LateQueue, order: QueuedOrder): Date | null {
  return queue === 'notTakenOn' ? (order.assignedAt ?? order.createdAt) : order.createdAt;
}

/** An order as the un-assignment needs it. */
export interface ReleasableOrder {
  readonly status: string;
  readonly deliveryStatus: string;
  readonly assignedAt?: Date | null;
}

/**
 * When the rider's assignment may be taken back (issue 50 item 3; docs/data-model.md
 * "Dispatch"): the rider order timer after `assignedAt`, as the rules check it
 * (firestore.rules `isOrderRelease`).
 * @param timers App info's timers (the rider order timer, seconds)
 * @returns milliseconds since the epoch (server time); 0 when the assignment's time is
 *   not known (at once); null when the order is not open and assigned (nothing to take back)
 */
export function releasableAt(
  order: ReleasableOrder,
  timers: Pick<LateTimers, 'riderOrderTimerSeconds'>,
): number | null {
  if (order.deliveryStatus !== 'assigned' || !(OPEN_STATUSES as readonly string[]).includes(order.status)) return null;
  if (!order.assignedAt) return 0;
  return order.assignedAt.getTime() + timers.riderOrderTimerSeconds * 1000;
}

/**
 * Whether the rider's assignment may be taken back now: assigned, open, and past the
 * rider order timer (strictly, as the rules compare).
 * @param now the server's time now (clock.ts serverNow), in milliseconds
 */
export function isReleasable(
  order: ReleasableOrder,
  timers: Pick<LateTimers, 'riderOrderTimerSeconds'>,
  now: number,
): boolean {
  const at = releasableAt(order, timers);
  return at !== null && now > at;
}

/** A late order: the order, the queues it is late in, and by how long (the longest). */
export interface LateRow<O extends QueuedOrder> {
  readonly order: O;
  readonly queues: readonly LateQueue[];
  /** Milliseconds past the longest-exceeded timer. */
  readonly lateMs: number;
}

/**
 * The late orders of the queues now: those whose wait (waitingSince) passed their
 * queue's timer, one row per order (an order late in several queues once, by the
 * longest), the latest first.
 * @param queues each queue's orders as its listener gives them
 * @param timers App info's timers
 * @param now the server's time now (clock.ts serverNow), in milliseconds
 */
export function lateRows<O extends QueuedOrder>(
  queues: Readonly<Partial<Record<LateQueue, readonly O[]>>>,
  timers: LateTimers,
  now: number,
): LateRow<O>[] {
  const rows = new Map<string, { order: O; queues: LateQueue[]; lateMs: number }>();
  for (const queue of LATE_QUEUES) {
    const allowed = allowedWaitMs(queue, timers);
    for (const order of queues[queue] ?? []) {
      const since = waitingSince(queue, order);
      if (!since) continue;
      const late = now - since.getTime() - allowed;
      if (late <= 0) continue;
      const row = rows.get(order.id);
      if (row) {
        row.queues.push(queue);
        row.lateMs = Math.max(row.lateMs, late);
      } else rows.set(order.id, { order, queues: [queue], lateMs: late });
    }
  }
  return [...rows.values()].sort((a, b) => b.lateMs - a.lateMs || a.order.id.localeCompare(b.order.id));
}

/** A position in degrees (WGS 84); 0,0 means not known (docs/data-model.md "Dispatch"). */
export interface Position {
  readonly latitude: number;
  readonly longitude: number;
}

/** Whether a position is known (both 0: not written by the apps). */
export function isKnownPosition(p: Position | null | undefined): p is Position {
  return Boolean(p) && !(p?.latitude === 0 && p.longitude === 0);
}

/**
 * The great-circle distance between two positions (haversine, mean Earth radius).
 * @returns metres
 */
export function distanceMeters(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A rider offered for an assignment: its distance to the pickup and whether it is in range. */
export interface RankedRider<R> {
  readonly rider: R;
  /** Metres from the pickup, or null when either position is not known. */
  readonly distance: number | null;
  /** Beyond App info's maxRadiusMeters: shown, not offered. */
  readonly outOfRange: boolean;
}

/**
 * Orders riders for an assignment (issue 32): those with a known position nearest the
 * pickup first, then those whose position is not known (by name, as given); a rider
 * farther than `maxRadiusMeters` is out of range. Within `minRadiusMeters` all count as
 * equally near (the apps' first ring), by name.
 * @param riders the company's unblocked riders, by name
 * @param pickup the supplier's position, or null when not known
 * @param radius App info's minRadiusMeters and maxRadiusMeters
 */
export function rankRiders<R extends Position>(
  riders: readonly R[],
  pickup: Position | null,
  radius: { readonly minRadiusMeters: number; readonly maxRadiusMeters: number },
): RankedRider<R>[] {
  const ranked = riders.map((rider, index) => {
    const distance = isKnownPosition(pickup) && isKnownPosition(rider) ? distanceMeters(pickup, rider) : null;
    return { rider, distance, index, outOfRange: distance !== null && distance > radius.maxRadiusMeters };
  });
  const key = (r: (typeof ranked)[number]) =>
    r.distance === null ? Number.POSITIVE_INFINITY : Math.max(r.distance, radius.minRadiusMeters);
  return ranked
    .sort((a, b) => Number(a.outOfRange) - Number(b.outOfRange) || key(a) - key(b) || a.index - b.index)
    .map(({ rider, distance, outOfRange }) => ({ rider, distance, outOfRange }));
}
