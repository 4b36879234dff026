/**
 * firestore.rules, delivery zones (issue 50 item 2; docs/data-model.md "Delivery zones",
 * src/entities/city.ts): an area's zone (a polygon of at most MAX_ZONE_POINTS points, its
 * fee and minimum order in baisa, a priority, an active switch) and a city's centre are
 * written by /Cities holders (All, that path only, several paths); an area stored before
 * zones (no zone fields but the migrated ones) is still edited; too many points, a text
 * fee, a priority out of range, a centre out of range are refused; a customer, the apps
 * and staff without /Cities never write a zone; /allOrders holders read areas (the
 * order's zone) but never write them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MAX_ZONE_POINTS } from '@/entities/city';
import { createData, createDoc, stored, storedDocs, updateData, updateDoc } from './fixtures';
import { dbAs, UID, setUpRulesFile } from './helpers';

const CITIES_ONLY = 'citiesOnly';
const SEVERAL = 'severalPaths';
const ORDERS_ONLY = 'ordersOnly';
const OLD_AREA = 'area-before-zones';

/** A polygon of `n` points on a circle of about 1 km around Qurum. */
const ring = (n: number) =>
  Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return {
      lat: Number((23.61 + 0.01 * Math.sin(a)).toFixed(6)),
      lng: Number((58.48 + 0.01 * Math.cos(a)).toFixed(6)),
    };
  });

const ZONE = {
  zone: ring(6),
  deliveryFee: 1_500,
  minimumOrder: 5_000,
  zonePriority: 10,
  zoneActive: true,
};

const rules = setUpRulesFile(() => ({
  ...storedDocs(),
  [`users/${CITIES_ONLY}`]: { name: 'Cities desk', type: 'employee', blocked: false, Access: ['/Cities'] },
  [`users/${SEVERAL}`]: {
    name: 'Operations lead',
    type: 'employee',
    blocked: false,
    Access: ['/allOrders', '/Cities', '/supplier'],
  },
  [`users/${ORDERS_ONLY}`]: { name: 'Orders desk', type: 'employee', blocked: false, Access: ['/allOrders'] },
  // An area as stored before zones, completed by the migration (priority 0, inactive) only.
  [`areas/${OLD_AREA}`]: (() => {
    const data = stored('areas', OLD_AREA);
    delete data['zone'];
    delete data['deliveryFee'];
    delete data['minimumOrder'];
    return data;
  })(),
}));

const STAFF = [UID.admin, CITIES_ONLY, SEVERAL];

/** Creates an area with `extra` over the sample's fields, as `uid`. */
const createArea = (uid: string, id: string, extra: Record<string, unknown>) =>
  createDoc(dbAs(rules.env, uid), 'areas', uid, id, { data: { ...createData('areas', uid, id), ...extra } });

/** Edits the seeded area (or `id`) as `uid`, `values` over the saved form. */
const editArea = (uid: string, values: Record<string, unknown>, id = 'SEEDED') =>
  updateDoc(dbAs(rules.env, uid), 'areas', uid, id, { ...updateData('areas', uid, id), ...values });

describe('delivery zones', () => {
  it('are drawn on a new area and edited by All, by /Cities only and by a holder of several paths', async () => {
    for (const uid of STAFF) {
      await assertSucceeds(createArea(uid, `zone-${uid}`, ZONE));
      await assertSucceeds(editArea(uid, { ...ZONE, zone: ring(MAX_ZONE_POINTS), zonePriority: 1000 }));
      await assertSucceeds(editArea(uid, { zone: [], zoneActive: false, deliveryFee: 0, minimumOrder: 0 }));
    }
  });

  it('are added to an area stored before them', async () => {
    for (const uid of STAFF) await assertSucceeds(editArea(uid, ZONE, OLD_AREA));
  });

  it('refuse too many points, amounts of the wrong type or range, and a priority out of range', async () => {
    for (const uid of STAFF) {
      await assertFails(editArea(uid, { zone: ring(MAX_ZONE_POINTS + 1) }));
      await assertFails(editArea(uid, { zone: 'a polygon' }));
      await assertFails(editArea(uid, { deliveryFee: '1.500' }));
      await assertFails(editArea(uid, { deliveryFee: 1.5 }));
      await assertFails(editArea(uid, { minimumOrder: -1 }));
      await assertFails(editArea(uid, { minimumOrder: 100_001 }));
      await assertFails(editArea(uid, { zonePriority: 1001 }));
      await assertFails(editArea(uid, { zonePriority: 2.5 }));
      await assertFails(editArea(uid, { zoneActive: 'yes' }));
      await assertFails(createArea(uid, `bad-${uid}`, { ...ZONE, zone: ring(MAX_ZONE_POINTS + 1) }));
    }
  });

  it('are never written by a customer, the apps, staff without /Cities or /allOrders holders', async () => {
    for (const uid of [UID.customer, UID.supplier, UID.rider, UID.deliveryCompany, UID.limited, ORDERS_ONLY]) {
      await assertFails(editArea(uid, ZONE));
      await assertFails(createArea(uid, `attack-${uid}`, ZONE));
    }
  });

  it('are read by /allOrders holders (the order page shows its zone) and the customer app (fee and minimum order), not by a rider', async () => {
    await assertSucceeds(getDoc(doc(dbAs(rules.env, ORDERS_ONLY), 'areas', 'SEEDED')));
    await assertSucceeds(getDoc(doc(dbAs(rules.env, UID.customer), 'areas', 'SEEDED')));
    await assertFails(getDoc(doc(dbAs(rules.env, UID.rider), 'areas', 'SEEDED')));
  });
});

describe("a city's centre", () => {
  /** Edits the seeded city as `uid`. */
  const editCity = (uid: string, values: Record<string, unknown>) =>
    updateDoc(dbAs(rules.env, uid), 'cities', uid, 'SEEDED', { ...updateData('cities', uid, 'SEEDED'), ...values });

  it('is set and cleared by All, /Cities only and several paths', async () => {
    for (const uid of STAFF) {
      await assertSucceeds(editCity(uid, { latitude: 23.588, longitude: 58.382_9 }));
      await assertSucceeds(editCity(uid, { latitude: null, longitude: null }));
    }
  });

  it('is refused out of range, as text or with more than 6 decimals, and from a customer', async () => {
    for (const uid of STAFF) {
      await assertFails(editCity(uid, { latitude: 91 }));
      await assertFails(editCity(uid, { longitude: -181 }));
      await assertFails(editCity(uid, { latitude: '23.5' }));
      await assertFails(editCity(uid, { latitude: 23.123_456_7 }));
    }
    await assertFails(editCity(UID.customer, { latitude: 23.588, longitude: 58.382_9 }));
  });
});
