/**
 * The live map's model (src/domains/orders/map/mapModel.ts; issue 50, item 1, docs/live-map.md):
 * exceptions against a given server time, where orders are drawn, which riders carry
 * orders, the tile configuration, and that each of its queries has its composite index.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  carriedBy,
  companyRidersQuery,
  mapExceptions,
  MAP_ORDERS_QUERY,
  orderPosition,
  placeSlots,
  positionOf,
  ridersByDistance,
  type MapOrder,
  type MapPerson,
} from '@/domains/orders/map/mapModel';
import { OSM_TILES, tileLayerOf } from '@/lib/geo/tiles';

const NOW = Date.UTC(2026, 10, 29, 16, 0, 0);
const TIMERS = { riderOrderTimerSeconds: 60, deliveryTimeMinutes: 45, unassignedAlertMinutes: 10 };
const minutesAgo = (m: number) => new Date(NOW - m * 60_000);
const order = (id: string, over: Partial<MapOrder> & { age: number }): MapOrder => ({
  id,
  status: 'accepted',
  deliveryStatus: 'unassigned',
  supplierId: 's1',
  deliveryCompanyId: 'c1',
  riderId: null,
  createdAt: minutesAgo(over.age),
  ...over,
});
const person = (id: string, latitude: number, longitude: number, updatedMinutesAgo = 0): MapPerson => ({
  id,
  name: id,
  latitude,
  longitude,
  updatedAt: minutesAgo(updatedMinutesAgo),
});

describe('mapExceptions', () => {
  it('lists ready orders without a rider past the alert, idle riders with an order, and late deliveries, largest first', () => {
    const riders = new Map([
      ['r1', person('r1', 23.6, 58.4, 25)],
      ['r2', person('r2', 23.6, 58.4, 2)],
    ]);
    const found = mapExceptions(
      [
        order('waiting', { age: 12 }),
        order('fresh', { age: 5 }),
        order('pending', { age: 30, status: 'pending' }),
        order('idle', { age: 20, riderId: 'r1', deliveryStatus: 'pickedUp', status: 'onTheWay' }),
        order('moving', { age: 20, riderId: 'r2', deliveryStatus: 'assigned' }),
        order('late', { age: 50, riderId: 'r2', deliveryStatus: 'pickedUp', status: 'onTheWay' }),
      ],
      riders,
      TIMERS,
      NOW,
    );
    expect(found.map((e) => [e.kind, e.orderId, e.overMs / 60_000])).toEqual([
      ['riderIdle', 'idle', 15],
      ['deliveryLate', 'late', 5],
      ['noRider', 'waiting', 2],
    ]);
  });

  it('is empty once the waiting order is assigned', () => {
    const assigned = order('waiting', { age: 12, riderId: 'r2', deliveryStatus: 'assigned' });
    expect(mapExceptions([assigned], new Map([['r2', person('r2', 1, 1)]]), TIMERS, NOW)).toEqual([]);
  });
});

describe('positions', () => {
  const suppliers = new Map([['s1', person('s1', 23.59, 58.41)]]);
  const riders = new Map([['r1', person('r1', 23.6, 58.42)]]);
  it('draws an order at its supplier until picked up, then with its rider; unknown positions are null', () => {
    expect(orderPosition(order('a', { age: 1 }), suppliers, riders)).toEqual({ latitude: 23.59, longitude: 58.41 });
    expect(orderPosition(order('b', { age: 1, riderId: 'r1', deliveryStatus: 'pickedUp' }), suppliers, riders)).toEqual(
      { latitude: 23.6, longitude: 58.42 },
    );
    expect(orderPosition(order('c', { age: 1, supplierId: 'unknown' }), suppliers, riders)).toBeNull();
    expect(positionOf(person('z', 0, 0))).toBeNull();
    expect(positionOf({ id: 'n', name: 'n' })).toBeNull();
  });

  it('knows which riders carry an order', () => {
    const carried = carriedBy([
      order('a', { age: 1, riderId: 'r1', deliveryStatus: 'assigned' }),
      order('b', { age: 1, riderId: 'r2', deliveryStatus: 'unassigned' }),
    ]);
    expect([...carried]).toEqual([['r1', 'a']]);
  });

  it('bounds every known position, and sorts riders nearest first', () => {
    expect(boundsOf([null, { latitude: 2, longitude: 5 }, { latitude: 1, longitude: 7 }])).toEqual([
      [1, 5],
      [2, 7],
    ]);
    expect(boundsOf([null])).toBeNull();
    const from = { latitude: 23.59, longitude: 58.41 };
    const sorted = ridersByDistance(
      [person('far', 23.7, 58.41), { id: 'x', name: 'x' }, person('near', 23.591, 58.41)],
      from,
    );
    expect(sorted.map((r) => r.rider.id)).toEqual(['near', 'far', 'x']);
    expect(sorted[0]?.distance).toBeGreaterThan(100);
    expect(sorted[0]?.distance).toBeLessThan(120);
  });
});

describe('placeSlots', () => {
  const here = { latitude: 23.59, longitude: 58.41 };
  const there = { latitude: 23.6, longitude: 58.42 };

  it('numbers the orders of each place from 1, the most urgent exceptions nearest, the rest in the map order', () => {
    const orders = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));
    const positions = [here, here, there, here, null, here];
    // d is the most urgent, then b (twice: two exceptions), then e (not placed).
    const { slots, largest } = placeSlots(orders, positions, ['d', 'b', 'e', 'b']);
    expect(Object.fromEntries(slots)).toEqual({ d: 1, b: 2, a: 3, f: 4, c: 1 });
    expect(largest).toBe(4);
  });

  it('has no slot and a largest of 0 when nothing is placed', () => {
    const { slots, largest } = placeSlots([{ id: 'a' }], [null], ['a']);
    expect(slots.size).toBe(0);
    expect(largest).toBe(0);
  });
});

describe('tileLayerOf', () => {
  it('uses OpenStreetMap by default, the configured template with its attribution, or none', () => {
    expect(tileLayerOf({})).toEqual(OSM_TILES);
    expect(
      tileLayerOf({ VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', VITE_MAP_TILE_ATTRIBUTION: 'Ex' }),
    ).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: 'Ex',
    });
    expect(tileLayerOf({ VITE_MAP_TILE_URL: 'none' })).toBeNull();
  });
});

describe('indexes', () => {
  const indexes = (
    JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
    }
  ).indexes.map((i) => `${i.collectionGroup}:${i.fields.map((f) => `${f.fieldPath} ${f.order}`).join(',')}`);
  it('has the composite index of the open orders query and of a company’s riders', () => {
    expect(MAP_ORDERS_QUERY.map((c) => c.field)).toEqual(['status']);
    expect(indexes).toContain('orders:status ASCENDING,createdAt ASCENDING');
    expect(companyRidersQuery('c1').map((c) => c.field)).toEqual(['type', 'blocked', 'deliveryCompanyId']);
    expect(indexes).toContain('users:type ASCENDING,blocked ASCENDING,deliveryCompanyId ASCENDING,name ASCENDING');
  });
});
