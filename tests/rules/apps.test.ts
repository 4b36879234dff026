/**
 * The marketplace apps' contract (src/entities/apps.ts, docs/access.md "What the
 * marketplace's apps read and write"), run entry by entry from the declaration as each
 * app's user (a users document of that type, signed in with its own uid):
 * - every read: the document of the entry as its person (get, and the app's query);
 *   near misses: another person's document, a `where` value it may not read, a blocked
 *   account, a query without its owner filter, the other apps; staff callers (an All
 *   holder, a holder of the owner path only, of several paths) read it as before;
 * - every create: the document as the app writes it (property-based over the
 *   definition's form values); near misses: another person's id, each field out of
 *   bounds, one key too many, a status past the first, a blocked account, the other
 *   apps, staff;
 * - every update: a follow-up message, a position (property-based over positions);
 *   near misses: another person's document, a field the entry does not name, a status
 *   it may not move to, a value out of bounds, a forged stamp, the other apps, staff;
 * - for every app and every collection, a document naming that person in every field
 *   that could make it theirs: read and created exactly when the contract says so, so
 *   an app action the docs do not list fails here.
 * A read the contract declares but does not generate yet (`blockedBy`) is refused.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { APP_CONTRACT } from '../../scripts/rules/appContract';
import { COLLECTION_OWNERS, USER_TYPE_PATH } from '../../src/config/collections';
import { APP_TYPES, type AppEntry, type AppType } from '../../src/entities/apps';
import { ENTITY_LIST } from '../../src/entities/registry';
import { createData, definitionOf, refundedOrder, stored, type Validated } from './fixtures';
import { dbAs, ownerDb, seed, UID, setUpRulesFile } from './helpers';
import { callersOf, nearMisses, propsParams, staffDoc, type Caller } from './props';

/** The signed-in person of each app (PEOPLE of ./helpers). */
const APP_UID: Readonly<Record<AppType, string>> = {
  user: UID.customer,
  supplier: UID.supplier,
  rider: UID.rider,
  deliveryCompany: UID.deliveryCompany,
};
const other = (app: AppType) => `other-${app}`;
const blocked = (app: AppType) => `blocked-${app}`;

const rules = setUpRulesFile(() =>
  Object.fromEntries(
    APP_TYPES.flatMap((app) => [
      [`users/${other(app)}`, { type: app, name: `Other ${app}`, email: `other-${app}@example.com`, blocked: false }],
      [`users/${blocked(app)}`, { type: app, name: `Blocked ${app}`, email: `b-${app}@example.com`, blocked: true }],
    ]),
  ),
);

const db = (uid: string): Firestore => dbAs(rules.env, uid);
const label = (e: AppEntry) =>
  `${e.app} ${e.op} ${e.collection}${e.own ? ` (${e.own})` : ''}${e.where ? ` ${JSON.stringify(e.where)}` : ''}`;

/** The definition holding a field of a collection (people: the type's). */
function fieldOf(collection: string, name: string, type?: string) {
  const def = ENTITY_LIST.find(
    (d) => d.collection === collection && name in d.fields && (!type || d.scope?.value === type || !d.scope),
  );
  return def?.fields[name];
}

/** A stored document of a collection, as the seed or the backend leaves it. */
function base(collection: string, id: string): DocumentData {
  if (collection === 'orders')
    return refundedOrder({ riderId: null, deliveryCompanyId: null, deliveryStatus: 'assigned' });
  return stored(collection as Validated, id);
}

/** Whether a read entry's condition holds for `uid` on a document (the contract, in TypeScript). */
function matches(e: AppEntry, data: DocumentData, id: string, linked: DocumentData | undefined, uid: string): boolean {
  if (Object.entries(e.where ?? {}).some(([field, value]) => data[field] !== value)) return false;
  if (e.own === 'id') return id === uid;
  if (e.own && e.via) return linked?.[e.own] === uid;
  if (e.own) return data[e.own] === uid;
  return true;
}

/** Whether the contract lets `app` read the document (its generated entries only). */
function contractReads(app: AppType, collection: string, data: DocumentData, id: string, linked?: DocumentData) {
  return APP_CONTRACT.some(
    (e) =>
      e.op === 'read' &&
      e.app === app &&
      e.collection === collection &&
      !e.blockedBy &&
      matches(e, data, id, linked, APP_UID[app]),
  );
}

/** The documents of a read entry for `uid`: the one read, and the one it names (via). */
function readCase(e: AppEntry, uid: string): { id: string; data: DocumentData; docs: Record<string, DocumentData> } {
  const id = e.own === 'id' ? uid : 'APP-DOC';
  const data: DocumentData = { ...base(e.collection, id), ...e.where };
  const docs: Record<string, DocumentData> = {};
  if (e.own && e.via) {
    data[e.via.idField] = 'APP-LINKED';
    docs[`${e.via.collection}/APP-LINKED`] = { ...base(e.via.collection, 'APP-LINKED'), [e.own]: uid };
  } else if (e.own && e.own !== 'id') data[e.own] = uid;
  docs[`${e.collection}/${id}`] = data;
  return { id, data, docs };
}

/** The app's query of an entry, with the values of `data`. */
function appQuery(e: AppEntry, as: Firestore, data: DocumentData) {
  const constraints: QueryConstraint[] = (e.query?.equality ?? []).map((f) => where(f, '==', data[f]));
  if (e.query?.orderBy) constraints.push(orderBy(e.query.orderBy.field, e.query.orderBy.direction));
  return getDocs(query(collection(as, e.collection), ...constraints));
}

/** Another value of an enumeration field (a status the entry does not read). */
function otherValue(collection: string, field: string, value: string): string {
  const f = fieldOf(collection, field);
  const values = f?.kind === 'enum' ? (f.values as readonly string[]) : [];
  return values.find((v) => v !== value) ?? `not-${value}`;
}

/** The staff callers of a collection's owner path, or of a users type's (All, that path only, several). */
async function staffCallers(collection: string, type?: AppType): Promise<readonly Caller[]> {
  const owner = type ? USER_TYPE_PATH[type] : (COLLECTION_OWNERS as Record<string, readonly string[]>)[collection]?.[0];
  const callers = callersOf(owner ? [owner] : []);
  await seed(rules.env, Object.fromEntries(callers.map((c) => [`users/${c.uid}`, staffDoc(c)])));
  return callers;
}

const reads = APP_CONTRACT.filter((e) => e.op === 'read');
const creates = APP_CONTRACT.filter((e) => e.op === 'create');
const followUps = APP_CONTRACT.filter((e) => e.op === 'update' && e.conversation);
const positions = APP_CONTRACT.filter((e) => e.op === 'update' && e.collection === 'users');

describe('the contract', () => {
  it('has the entries the docs promise, and every update is tested here', () => {
    const has = (app: AppType, op: string, collection: string) =>
      APP_CONTRACT.some((e) => e.app === app && e.op === op && e.collection === collection && !e.blockedBy);
    expect(has('rider', 'read', 'orders')).toBe(true);
    expect(has('supplier', 'read', 'refunds')).toBe(true);
    expect(has('user', 'read', 'refunds')).toBe(true);
    expect(APP_CONTRACT.filter((e) => e.op === 'update').length).toBe(followUps.length + positions.length);
  });
});

describe.each(reads.map((e) => [label(e), e] as const))('read: %s', (_label, e) => {
  const uid = APP_UID[e.app];

  if (e.blockedBy) {
    it(`is not generated while the document holds ${e.blockedBy.join(', ')}: refused`, async () => {
      const { id, docs } = readCase(e, uid);
      await seed(rules.env, docs);
      await assertFails(getDoc(doc(db(uid), e.collection, id)));
    });
    return;
  }

  it('the app’s person gets it and runs the app’s query', async () => {
    const { id, data, docs } = readCase(e, uid);
    await seed(rules.env, docs);
    await assertSucceeds(getDoc(doc(db(uid), e.collection, id)));
    // A document named by the person's uid with no filter is read by its id: the get is the app's query.
    if (e.own === 'id' && !e.query?.equality.length) return;
    const found = await assertSucceeds(appQuery(e, db(uid), data));
    expect(found.docs.map((d) => d.id)).toContain(id);
  });

  it('near misses: another person’s, a value it may not read, a blocked account, no owner filter', async () => {
    const { id, data, docs } = readCase(e, uid);
    await seed(rules.env, docs);
    const otherUid = other(e.app);
    if (e.own) {
      const theirs = readCase(e, otherUid);
      await seed(rules.env, { ...theirs.docs });
      // Seeded under the same ids, so the document (or the one it names) is now the other person's.
      await assertFails(getDoc(doc(db(uid), e.collection, theirs.id)));
      await seed(rules.env, docs);
      if (e.query && e.query.equality.includes(e.own)) {
        await assertFails(appQuery(e, db(uid), { ...data, [e.own]: otherUid }));
      }
      await assertFails(getDocs(collection(db(uid), e.collection)));
    }
    for (const [field, value] of Object.entries(e.where ?? {})) {
      const changed = { ...data, [field]: otherValue(e.collection, field, value) };
      await seed(rules.env, { [`${e.collection}/${id}`]: changed });
      // Unless another entry of the same app reads it.
      const expected = contractReads(e.app, e.collection, changed, id, e.via ? { [e.own ?? '']: uid } : undefined);
      await (expected ? assertSucceeds : assertFails)(getDoc(doc(db(uid), e.collection, id)));
      await seed(rules.env, docs);
    }
    await assertFails(getDoc(doc(db(blocked(e.app)), e.collection, id)));
  });

  it('the other apps read it only where the contract says so', async () => {
    const { id, data, docs } = readCase(e, uid);
    await seed(rules.env, docs);
    const linked = e.via ? docs[`${e.via.collection}/${String(data[e.via.idField])}`] : undefined;
    for (const app of APP_TYPES.filter((a) => a !== e.app)) {
      const expected = contractReads(app, e.collection, data, id, linked);
      await (expected ? assertSucceeds : assertFails)(getDoc(doc(db(APP_UID[app]), e.collection, id)));
    }
  });

  it('staff callers of the owner path (All, that path only, several) still read it', async () => {
    const { id, docs } = readCase(e, uid);
    await seed(rules.env, docs);
    for (const caller of await staffCallers(e.collection)) {
      await assertSucceeds(getDoc(doc(db(caller.uid), e.collection, id)));
    }
  });
});

/** The order a review names: delivered, between the fixture customer, supplier and rider. */
const REVIEWED_ORDER = 'APP-ORDER';
const reviewedOrder = (extra: DocumentData = {}) =>
  refundedOrder({
    userId: UID.customer,
    supplierId: UID.supplier,
    riderId: UID.rider,
    deliveryCompanyId: UID.deliveryCompany,
    ...extra,
  });

/** A create of an entry as its app writes it: the document's id, its data, the documents it needs. */
function createCase(
  e: AppEntry,
  uid: string,
  values: DocumentData = {},
): { id: string; data: DocumentData; docs: Record<string, DocumentData> } {
  const def = definitionOf(e.collection as Validated);
  const data: DocumentData = { ...createData(e.collection as Validated, uid), ...values };
  if (e.own) data[e.own] = uid;
  const docs: Record<string, DocumentData> = {};
  let id = 'APP-NEW';
  const talk = def.apps?.conversation;
  if (talk) data[talk.list] = [{ text: 'Where is my order?', by: uid, at: Timestamp.now(), staff: false }];
  const parties = def.createdFor?.parties;
  if (def.createdFor && parties) {
    const pair = parties.pairs.find(([author]) => author === e.app);
    const subjectType = pair?.[1] ?? '';
    const order = reviewedOrder();
    const subjectId = String(order[parties.fields[subjectType as keyof typeof parties.fields] ?? ''] ?? '');
    Object.assign(data, {
      [def.createdFor.idField]: REVIEWED_ORDER,
      [parties.author]: e.app,
      [parties.subject.type]: subjectType,
      [parties.subject.id]: subjectId,
    });
    docs[`${def.createdFor.collection}/${REVIEWED_ORDER}`] = order;
    id = (def.createdFor.idOf ?? []).map((f) => String(data[f])).join('_');
  }
  return { id, data, docs };
}

describe.each(creates.map((e) => [label(e), e] as const))('create: %s', (_label, e) => {
  const uid = APP_UID[e.app];
  const def = definitionOf(e.collection as Validated);
  const write = (as: string, id: string, data: DocumentData) => setDoc(doc(db(as), e.collection, id), data);

  it('the app’s person creates it (property: any valid form values)', async () => {
    const texts = Object.entries(def.fields)
      .filter(([name, f]) => f.kind === 'text' && !f.pattern && name !== e.own && !f.readOnly && f.max >= 3)
      .map(([name, f]) => [name, f.kind === 'text' ? f.max : 0] as const);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          Object.fromEntries(
            texts.map(([name, max]) => [
              name,
              fc.stringMatching(/^[A-Za-z\u0621-\u064a][A-Za-z0-9\u0621-\u064a ]*$/).map((s) => s.slice(0, max)),
            ]),
          ),
        ),
        async (values) => {
          const { id, data, docs } = createCase(e, uid, values);
          await seed(rules.env, docs);
          await assertSucceeds(write(uid, id, data));
          await deleteDoc(doc(ownerDb(rules.env), e.collection, id));
        },
      ),
      propsParams(`create ${label(e)}`),
    );
  });

  it('near misses: another person’s id, each field out of bounds, one key too many, a later status', async () => {
    const { id, data, docs } = createCase(e, uid);
    await seed(rules.env, docs);
    if (e.own) await assertFails(write(uid, id, { ...data, [e.own]: other(e.app) }));
    for (const miss of nearMisses(def, data)) {
      await assertFails(write(uid, id, miss.data)).catch((error: unknown) => {
        throw new Error(`${miss.label} was accepted`, { cause: error });
      });
    }
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind !== 'enum' || !field.readOnly) continue;
      for (const value of field.values.filter((v) => v !== field.initial)) {
        await assertFails(write(uid, id, { ...data, [name]: value }));
      }
    }
    await assertSucceeds(write(uid, id, data));
  });

  it('a blocked account, the other apps, and staff callers (All, the owner path, several) do not create it', async () => {
    const { id, data, docs } = createCase(e, uid);
    await seed(rules.env, docs);
    const gone = blocked(e.app);
    await assertFails(
      write(gone, id, { ...data, ...(e.own ? { [e.own]: gone } : {}), createdBy: gone, updatedBy: gone }),
    );
    for (const app of APP_TYPES.filter((a) => a !== e.app)) {
      if (creates.some((c) => c.app === app && c.collection === e.collection)) continue;
      const theirs = APP_UID[app];
      await assertFails(
        write(theirs, id, {
          ...data,
          ...(e.own ? { [e.own]: theirs } : {}),
          createdBy: theirs,
          updatedBy: theirs,
        }),
      );
    }
    for (const caller of await staffCallers(e.collection)) {
      await assertFails(
        write(caller.uid, id, {
          ...data,
          ...(e.own ? { [e.own]: caller.uid } : {}),
          createdBy: caller.uid,
          updatedBy: caller.uid,
        }),
      );
    }
  });
});

describe.each(followUps.map((e) => [label(e), e] as const))('follow-up: %s', (_label, e) => {
  const uid = APP_UID[e.app];
  const talk = e.conversation;
  if (!talk || !e.own) throw new Error(`${label(e)}: a follow-up needs its conversation and owner`);
  const list = talk.list;
  const own = e.own;
  const stateFrom = (definitionOf(e.collection as Validated).apps?.conversation?.from ?? [])[0] ?? '';
  const message = (by: string) => ({ text: 'Any news?', by, at: Timestamp.now(), staff: false });
  const storedFor = (owner: string, state = stateFrom) =>
    stored(e.collection as Validated, 'APP-DOC', {
      [own]: owner,
      [talk.field]: state,
      [list]: [{ text: 'Hello', by: owner, at: Timestamp.now(), staff: false }],
    });
  const followUp = (as: string, extra: DocumentData = {}) =>
    updateDoc(doc(db(as), e.collection, 'APP-DOC'), {
      [list]: arrayUnion(message(as)),
      [talk.field]: talk.to,
      updatedAt: serverTimestamp(),
      updatedBy: as,
      ...extra,
    });

  it('the app’s person adds a message to their own', async () => {
    await seed(rules.env, { [`${e.collection}/APP-DOC`]: storedFor(uid) });
    await assertSucceeds(followUp(uid));
  });

  it('near misses: another person’s, a status it may not move to, a field it may not set, a blocked account', async () => {
    await seed(rules.env, { [`${e.collection}/APP-DOC`]: storedFor(other(e.app)) });
    await assertFails(followUp(uid));
    await seed(rules.env, { [`${e.collection}/APP-DOC`]: storedFor(uid) });
    for (const state of (fieldOf(e.collection, talk.field)?.kind === 'enum'
      ? (fieldOf(e.collection, talk.field) as { values: readonly string[] }).values
      : []
    ).filter((v) => v !== talk.to)) {
      await assertFails(followUp(uid, { [talk.field]: state }));
    }
    await assertFails(followUp(uid, { subject: 'Changed by the app' }));
    await assertFails(followUp(uid, { updatedBy: other(e.app) }));
    await seed(rules.env, { [`${e.collection}/APP-DOC`]: storedFor(blocked(e.app)) });
    await assertFails(followUp(blocked(e.app)));
  });

  it('the other apps and staff callers (All, the owner path, several) do not add an app message', async () => {
    await seed(rules.env, { [`${e.collection}/APP-DOC`]: storedFor(uid) });
    for (const app of APP_TYPES.filter((a) => a !== e.app)) await assertFails(followUp(APP_UID[app]));
    for (const caller of await staffCallers(e.collection)) await assertFails(followUp(caller.uid));
  });
});

/** A position of 6 decimals within the bounds (WGS 84 degrees). */
const coordinate = (bound: number) => fc.integer({ min: -bound * 1e6, max: bound * 1e6 }).map((n) => n / 1e6);

describe.each(positions.map((e) => [label(e), e] as const))('own users document: %s', (_label, e) => {
  const uid = APP_UID[e.app];
  const fields = e.fields ?? [];
  const move = (as: string, target: string, values: DocumentData, extra: DocumentData = {}) =>
    updateDoc(doc(db(as), 'users', target), {
      ...values,
      updatedAt: serverTimestamp(),
      updatedBy: as,
      ...extra,
    });
  const bounds: Readonly<Record<string, number>> = { latitude: 90, longitude: 180 };
  const valid = (seedValue: number) => Object.fromEntries(fields.map((f) => [f, seedValue]));

  it('the app’s person sets their own (property: any value of 6 decimals within the bounds)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(Object.fromEntries(fields.map((f) => [f, coordinate(bounds[f] ?? 0)]))),
        async (values) => {
          await assertSucceeds(move(uid, uid, values));
        },
      ),
      propsParams(`position ${label(e)}`),
    );
  });

  it('near misses: another person’s, out of bounds, 7 decimals, a field it may not set, a forged stamp, blocked', async () => {
    await assertFails(move(uid, other(e.app), valid(23.5)));
    for (const f of fields) {
      const bound = bounds[f] ?? 0;
      await assertFails(move(uid, uid, { ...valid(1), [f]: bound + 0.000001 }));
      await assertFails(move(uid, uid, { ...valid(1), [f]: 23.1234567 }));
      await assertFails(move(uid, uid, { ...valid(1), [f]: '23.5' }));
    }
    for (const [name, value] of Object.entries({
      name: 'Renamed by the app',
      rating: 5,
      reviewCount: 1,
      blocked: true,
      type: 'employee',
      Access: ['All'],
      companyCode: 'OTHER-1',
    })) {
      await assertFails(move(uid, uid, { ...valid(1), [name]: value }));
    }
    await assertFails(move(uid, uid, valid(1), { updatedBy: other(e.app) }));
    await assertFails(move(uid, uid, valid(1), { updatedAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)) }));
    await assertFails(move(blocked(e.app), blocked(e.app), valid(1)));
    await assertSucceeds(move(uid, uid, valid(1)));
  });

  it('the other apps set theirs only where the contract says so; staff do not set it unaudited', async () => {
    for (const app of APP_TYPES.filter((a) => a !== e.app)) {
      const allowed = positions.some((p) => p.app === app);
      const theirs = APP_UID[app];
      await (allowed ? assertSucceeds : assertFails)(move(theirs, theirs, valid(2)));
      await assertFails(move(theirs, uid, valid(2)));
    }
    for (const caller of await staffCallers('users', e.app)) await assertFails(move(caller.uid, uid, valid(3)));
  });
});

/** The fields that could make a document a person's (every owner field of the contract and the definitions). */
const OWNER_FIELDS = [
  ...new Set([
    ...APP_CONTRACT.flatMap((e) => (e.own && e.own !== 'id' ? [e.own] : [])),
    'userId',
    'supplierId',
    'riderId',
    'deliveryCompanyId',
    'personId',
    'authorId',
    'subjectId',
  ]),
];

describe('nothing beyond the contract', () => {
  const collections = Object.keys(COLLECTION_OWNERS) as Validated[];

  it.each(APP_TYPES)('%s: reads a document naming them only where the contract says so', async (app) => {
    const uid = APP_UID[app];
    for (const name of collections) {
      const id = name === 'supplierAccounts' ? uid : 'PROBE';
      const data = { ...base(name, id) };
      for (const field of OWNER_FIELDS) if (field in data || fieldOf(name, field)) data[field] = uid;
      const linked = reviewedOrder({ userId: uid });
      if ('orderId' in data) data['orderId'] = 'PROBE-ORDER';
      await seed(rules.env, { [`${name}/${id}`]: data, 'orders/PROBE-ORDER': linked });
      const expected = contractReads(app, name, data, id, linked);
      await (expected ? assertSucceeds : assertFails)(getDoc(doc(db(uid), name, id))).catch((error: unknown) => {
        throw new Error(`${app} reading ${name}: expected ${expected ? 'allowed' : 'refused'}`, { cause: error });
      });
    }
  });

  it.each(APP_TYPES)('%s: creates only what the contract lists', async (app) => {
    const uid = APP_UID[app];
    for (const name of collections) {
      if (creates.some((c) => c.app === app && c.collection === name)) continue;
      const data = { ...createData(name, uid) };
      for (const field of OWNER_FIELDS) if (field in data) data[field] = uid;
      await assertFails(setDoc(doc(db(uid), name, name === 'supplierAccounts' ? uid : 'PROBE-NEW'), data)).catch(
        (error: unknown) => {
          throw new Error(`${app} created ${name}`, { cause: error });
        },
      );
    }
  });

  it.each(APP_TYPES)('%s: reads no other person’s users document', async (app) => {
    for (const target of APP_TYPES) {
      await assertFails(getDoc(doc(db(APP_UID[app]), 'users', other(target))));
    }
    await assertSucceeds(getDoc(doc(db(APP_UID[app]), 'users', APP_UID[app])));
  });
});
