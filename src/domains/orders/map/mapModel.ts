/**
 * The live map of the control room (issue 50, item 1; docs/live-map.md): what it listens
 * to, where each thing is drawn, and its exceptions. Pure (no Firebase, no Leaflet): the
 * screen (src/domains/orders/map/) and the unit tests use it.
 *
 * Reads, each live and bounded (never a whole collection):
 * - the open orders: one indexed query (`status in` the open statuses, oldest first, at
 *   most MAP_ORDER_LIMIT), the same index as the late board's "not delivered" queue;
 * - the suppliers and delivery companies those orders name, by id (`documentId in`,
 *   30 a listener);
 * - the riders of those delivery companies (at most MAP_COMPANY_LIMIT companies): one
 *   query each, the assign dialog's (`type`, `blocked`, `deliveryCompanyId`, by name).
 */
import {
  distanceMeters,
  isKnownPosition,
  OPEN_STATUSES,
  type LateTimers,
  type Position,
} from '@/domains/orders/late/lateModel';

/** Most open orders the map reads (the oldest first); the screen says when it shows that many. */
export const MAP_ORDER_LIMIT = 200;

/** Most delivery companies whose riders the map listens to (one listener each). */
export const MAP_COMPANY_LIMIT = 10;

/** Most riders of one company the map reads (as the assign dialog: one indexed page). */
export const MAP_RIDER_LIMIT = 100;

/**
 * Minutes a rider carrying an order may keep the same position before the map lists them
 * (a decision: the rider app writes the position about every minute while on duty; the
 * rider's `updatedAt` stamp is when it last did).
 */
export const RIDER_IDLE_MINUTES = 10;

/** The open orders' query (oldest first): the statuses that still move. */
export const MAP_ORDERS_QUERY = [{ field: 'status', op: 'in' as const, value: OPEN_STATUSES }];

/** A company's unblocked riders (the assign dialog's query, ASSIGNABLE_RIDERS_INDEX). */
export function companyRidersQuery(companyId: string) {
  return [
    { field: 'type', op: '==' as const, value: 'rider' },
    { field: 'blocked', op: '==' as const, value: false },
    { field: 'deliveryCompanyId', op: '==' as const, value: companyId },
  ];
}

/** An order as the map sees it. */
export interface MapOrder {
  readonly id: string;
  readonly status: string;
  readonly deliveryStatus: string;
  readonly supplierId: string | null;
  readonly deliveryCompanyId: string | null;
  readonly riderId: string | null;
  readonly createdAt: Date | null;
}

/** A rider or supplier as the map sees it (position in degrees; 0,0 or missing: not known). */
export interface MapPerson {
  readonly id: string;
  readonly name: string;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly updatedAt?: Date | null;
  readonly deliveryCompanyId?: string | null;
}

/** @returns the person's position, or null when it is not known */
export function positionOf(person: MapPerson | undefined | null): Position | null {
  if (!person || typeof person.latitude !== 'number' || typeof person.longitude !== 'number') return null;
  const position = { latitude: person.latitude, longitude: person.longitude };
  return isKnownPosition(position) ? position : null;
}

/** Whether an order is being carried (its rider took it on or is assigned to it). */
export function isCarried(order: MapOrder): boolean {
  return Boolean(order.riderId) && (order.deliveryStatus === 'assigned' || order.deliveryStatus === 'pickedUp');
}

/**
 * Where an order is drawn: at its rider once picked up (the rider carries it), else at its
 * supplier (where it waits to be picked up); null when that position is not known (the order
 * is listed beside the map only).
 */
export function orderPosition(
  order: MapOrder,
  suppliers: ReadonlyMap<string, MapPerson>,
  riders: ReadonlyMap<string, MapPerson>,
): Position | null {
  if (order.deliveryStatus === 'pickedUp' && order.riderId) {
    const carried = positionOf(riders.get(order.riderId));
    if (carried) return carried;
  }
  return order.supplierId ? positionOf(suppliers.get(order.supplierId)) : null;
}

/** The riders carrying an open order: rider id → the order's id. */
export function carriedBy(orders: readonly MapOrder[]): ReadonlyMap<string, string> {
  const carried = new Map<string, string>();
  for (const order of orders) if (order.riderId && isCarried(order)) carried.set(order.riderId, order.id);
  return carried;
}

/** The kinds of exception the map lists. */
export type MapExceptionKind = 'noRider' | 'riderIdle' | 'deliveryLate';

/** One exception: what, which order, and the rider when it is about one. */
export interface MapException {
  readonly kind: MapExceptionKind;
  readonly orderId: string;
  readonly riderId: string | null;
  /** Milliseconds past the limit (the list shows the largest first). */
  readonly overMs: number;
}

/** The order statuses at which the supplier has accepted (the order is, or is being made, ready). */
const READY_STATUSES = ['accepted', 'preparing', 'onTheWay'];

/**
 * The exceptions now, the largest first:
 * - `noRider`: accepted (ready or being prepared) without a rider for longer than App
 *   info's `unassignedAlertMinutes`;
 * - `riderIdle`: a rider carrying an order whose position was last written more than
 *   RIDER_IDLE_MINUTES ago (their `updatedAt`);
 * - `deliveryLate`: accepted and not delivered within `deliveryTimeMinutes` of `createdAt`.
 * @param orders the open orders
 * @param riders the listened riders by id
 * @param timers App info's timers (src/domains/orders/late/timers.ts)
 * @param now the server's time now, in milliseconds
 */
export function mapExceptions(
  orders: readonly MapOrder[],
  riders: ReadonlyMap<string, MapPerson>,
  timers: LateTimers,
  now: number,
): MapException[] {
  const found: MapException[] = [];
  for (const order of orders) {
    if (!order.createdAt || !READY_STATUSES.includes(order.status)) continue;
    const age = now - order.createdAt.getTime();
    if (!order.riderId && order.deliveryStatus === 'unassigned') {
      const over = age - timers.unassignedAlertMinutes * 60_000;
      if (over > 0) found.push({ kind: 'noRider', orderId: order.id, riderId: null, overMs: over });
    }
    const rider = order.riderId ? riders.get(order.riderId) : undefined;
    if (rider && isCarried(order) && rider.updatedAt) {
      const over = now - rider.updatedAt.getTime() - RIDER_IDLE_MINUTES * 60_000;
      if (over > 0) found.push({ kind: 'riderIdle', orderId: order.id, riderId: rider.id, overMs: over });
    }
    const late = age - timers.deliveryTimeMinutes * 60_000;
    if (late > 0) found.push({ kind: 'deliveryLate', orderId: order.id, riderId: order.riderId, overMs: late });
  }
  return found.sort((a, b) => b.overMs - a.overMs || a.orderId.localeCompare(b.orderId));
}

/**
 * The box holding every known position, to fit the map to.
 * @returns [[south, west], [north, east]] in degrees, or null when nothing is known
 */
export function boundsOf(positions: readonly (Position | null)[]): [[number, number], [number, number]] | null {
  const known = positions.filter(isKnownPosition);
  if (known.length === 0) return null;
  const lats = known.map((p) => p.latitude);
  const lngs = known.map((p) => p.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * Each order's slot on the spiral around its place (docs/live-map.md "Many orders at one
 * place"): the orders needing a person nearest the place, most urgent first (the order of
 * `urgent`: mapExceptions'), then the rest in the given order (the map's: oldest first).
 * Orders without a known position have no slot.
 * @param orders the open orders, in the map's order
 * @param positions each order's position (same index), null when not known
 * @param urgent ids of the orders with an exception, most urgent first (repeats are ignored)
 * @returns the slot of each placed order by id (1 is next to the place) and the largest slot
 */
export function placeSlots(
  orders: readonly { readonly id: string }[],
  positions: readonly (Position | null)[],
  urgent: readonly string[],
): { readonly slots: ReadonlyMap<string, number>; readonly largest: number } {
  const rank = new Map<string, number>();
  for (const id of urgent) if (!rank.has(id)) rank.set(id, rank.size);
  const last = rank.size;
  const urgentFirst = orders
    .flatMap((order, index) => {
      const at = positions[index];
      return at ? [{ id: order.id, place: `${at.latitude},${at.longitude}`, index }] : [];
    })
    .sort((a, b) => (rank.get(a.id) ?? last) - (rank.get(b.id) ?? last) || a.index - b.index);
  const taken = new Map<string, number>();
  const slots = new Map<string, number>();
  for (const order of urgentFirst) {
    const slot = (taken.get(order.place) ?? 0) + 1;
    taken.set(order.place, slot);
    slots.set(order.id, slot);
  }
  return { slots, largest: Math.max(0, ...taken.values()) };
}

/**
 * A company's riders nearest a position first (those without a known position last), for
 * the list beside the map.
 * @returns the riders with their distance in metres (null: not known)
 */
export function ridersByDistance<R extends MapPerson>(
  riders: readonly R[],
  from: Position | null,
): { rider: R; distance: number | null }[] {
  return riders
    .map((rider) => {
      const at = positionOf(rider);
      return { rider, distance: from && at ? distanceMeters(from, at) : null };
    })
    .sort(
      (a, b) =>
        (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY) ||
        a.rider.name.localeCompare(b.rider.name),
    );
}
