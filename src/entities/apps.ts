/**
 * The marketplace apps' contract (issue 45; docs/access.md "What the marketplace's apps
 * read and write"): what the customer, supplier, rider and delivery-company apps read and
 * write in the Firestore they share with the panel, each with its condition. Signed in
 * with their own Firebase Auth account, an app person is recognised by the `type` of their
 * `users/{uid}` document (not blocked: `isAppPerson` of rules/library/access.rules).
 *
 * One source of truth per fact: the writes of the records the apps create (contact
 * messages, customer service requests, rider reports, reviews) are declared on their
 * definitions (`apps`, `createdFor`: src/lib/entity/define.ts) and read from there by
 * `appContract`; the reads and the updates no definition says are declared here
 * (APP_READS, APP_UPDATES). `npm run generate` writes the rules of both
 * (scripts/rules/appRules.ts) and the table of docs/access.md; tests/rules/apps.test.ts
 * runs every entry as its app's user, with its near misses.
 */
import type { CollectionName, UserType } from '@/config/collections';

/** A users type of the marketplace's apps (every type but staff). */
export type AppType = Exclude<UserType, 'employee'>;

/** The four apps, by the users type of the person signed in to each. */
export const APP_TYPES: readonly AppType[] = ['user', 'supplier', 'rider', 'deliveryCompany'];

/**
 * A query an app sends for an entry (docs/performance.md "Every query indexed"): its
 * equality filters (the owner field among them) and its order. The generator adds the
 * composite index it needs (scripts/lib/generated.ts); tests/rules/apps.test.ts runs it
 * as the app.
 */
export interface AppQuery {
  readonly equality: readonly string[];
  readonly orderBy?: { readonly field: string; readonly direction: 'asc' | 'desc' };
}

/** A read of an app: the documents of `collection` its person may get, list and count. */
export interface AppRead {
  readonly app: AppType;
  readonly collection: CollectionName;
  /**
   * Whose document it is: the field holding the reader's uid, or `id` when the document
   * id is the uid (a supplier's account). Absent: every person of the app reads the
   * documents `where` allows (public reviews).
   */
  readonly own?: string;
  /**
   * The owner field is read on the document this one names (a refund's order): the
   * collection and the field of this document holding its id (one document read).
   */
  readonly via?: { readonly collection: CollectionName; readonly idField: string };
  /** Values other fields must hold (an approved refund, a visible review). */
  readonly where?: Readonly<Record<string, string>>;
  /**
   * What of the document the app needs. A read gives the whole document, so when the
   * definition holds fields beyond these (and the bookkeeping), the read is not
   * generated: it waits until the document holds only what the app may see (`blockedBy`
   * of `appContract`). Absent: the whole document is the app's to see.
   */
  readonly sees?: readonly string[];
  /**
   * The query the app sends (the owner field's equality is among its filters). With
   * `own: 'id'` and no equality, the app reads its one document by id (a get).
   */
  readonly query: AppQuery;
  /** Why the app reads it, as docs/access.md and docs/data-model.md promise. */
  readonly why: string;
}

/**
 * An update of an app's own users document (a position): only `fields` change, each
 * valid as its definition declares it, with `updatedAt` (server time) and `updatedBy`
 * (the person). Not audited: a position moves every few seconds while on duty.
 */
export interface AppUpdate {
  readonly app: AppType;
  readonly collection: 'users';
  readonly fields: readonly string[];
  readonly why: string;
}

/** The reads of the apps no definition declares (docs/data-model.md, docs/access.md). */
export const APP_READS: readonly AppRead[] = [
  {
    app: 'user',
    collection: 'orders',
    own: 'userId',
    query: { equality: ['userId'], orderBy: { field: 'createdAt', direction: 'desc' } },
    why: 'the customer follows their orders, and sees an order’s refunded amount once a refund is approved',
  },
  {
    app: 'supplier',
    collection: 'orders',
    own: 'supplierId',
    query: { equality: ['supplierId'], orderBy: { field: 'createdAt', direction: 'desc' } },
    why: 'the supplier accepts and prepares its orders',
  },
  {
    app: 'rider',
    collection: 'orders',
    own: 'riderId',
    query: { equality: ['riderId', 'deliveryStatus'] },
    why: 'the rider app listens to the orders assigned to its rider (Dispatch: what the apps must do)',
  },
  {
    app: 'deliveryCompany',
    collection: 'orders',
    own: 'deliveryCompanyId',
    query: { equality: ['deliveryCompanyId', 'deliveryStatus'] },
    why: 'the delivery-company app listens to the orders assigned to its company (Dispatch)',
  },
  {
    app: 'supplier',
    collection: 'refunds',
    own: 'supplierId',
    where: { status: 'approved' },
    query: { equality: ['supplierId', 'status'], orderBy: { field: 'createdAt', direction: 'desc' } },
    why: 'the supplier lists the approved refunds of its orders (reason and amount)',
  },
  {
    app: 'user',
    collection: 'refunds',
    own: 'userId',
    via: { collection: 'orders', idField: 'orderId' },
    where: { status: 'approved' },
    query: { equality: ['orderId', 'status'] },
    why: 'the customer sees the approved refunds of their order (pending ones are not promised)',
  },
  {
    app: 'supplier',
    collection: 'supplierAccounts',
    own: 'id',
    sees: ['supplierId', 'earned', 'released', 'available', 'lastWithdrawalId', 'lastRefundId'],
    query: { equality: [] },
    why: 'the supplier’s app shows its earned and available amounts as stored',
  },
  {
    app: 'rider',
    collection: 'riderAccounts',
    own: 'id',
    query: { equality: [] },
    why: 'the rider app shows the cash its rider holds and has remitted, as stored (what to hand over)',
  },
  {
    app: 'deliveryCompany',
    collection: 'deliveryCompanyAccounts',
    own: 'id',
    query: { equality: [] },
    why: 'the delivery-company app shows the delivery fees the platform owes the company and what it has paid',
  },
  {
    app: 'user',
    collection: 'areas',
    query: { equality: ['cityId'] },
    why: 'the customer app charges the delivery fee and asks the minimum order of the delivery zone holding the address (docs/data-model.md "Delivery zones")',
  },
  ...(['user', 'supplier', 'rider', 'deliveryCompany'] as const).map((app): AppRead => ({
    app,
    collection: 'reviews',
    where: { status: 'visible' },
    query: { equality: ['subjectId', 'status'], orderBy: { field: 'createdAt', direction: 'desc' } },
    why: 'reviews are public in the apps: a person’s page shows the visible reviews about them',
  })),
];

/**
 * The supplier pause's reads (issue 50; docs/data-model.md "Supplier pause"): the customer
 * app gets a shop's pause by its id (the supplier's uid) and offers no new order before
 * `pausedUntil`; the supplier app reads its own, to say it is paused and until when.
 */
export const PAUSE_READS: readonly AppRead[] = [
  {
    app: 'user',
    collection: 'supplierPauses',
    query: { equality: [] },
    why: 'the customer app takes no new order of a supplier whose `pausedUntil` is ahead (the supplier pause)',
  },
  {
    app: 'supplier',
    collection: 'supplierPauses',
    own: 'id',
    query: { equality: [] },
    why: 'the supplier app shows that its shop is paused, and until when',
  },
];

/** The updates of the apps no definition declares (docs/data-model.md "Positions"). */
export const APP_UPDATES: readonly AppUpdate[] = [
  {
    app: 'rider',
    collection: 'users',
    fields: ['latitude', 'longitude'],
    why: 'the rider app updates its rider’s last known position while on duty',
  },
  {
    app: 'supplier',
    collection: 'users',
    fields: ['latitude', 'longitude'],
    why: 'the supplier app sets its shop’s position (where orders are picked up)',
  },
];

/** What the contract reads of a definition. */
export interface AppContractShape {
  readonly name: string;
  readonly collection: string;
  readonly fields: Readonly<Record<string, { readonly kind: string; readonly readOnly?: boolean }>>;
  readonly apps?: {
    readonly types: readonly UserType[];
    readonly ownerField: string;
    readonly readOwn?: boolean;
    readonly conversation?: { readonly list: string; readonly field: string; readonly to: string };
  };
  readonly createdFor?: { readonly collection: string };
}

/** One entry of the contract: an app, a collection, and what it may do there. */
export interface AppEntry {
  readonly app: AppType;
  readonly collection: string;
  /** read: get, list and count; create; update (a follow-up message, a position). */
  readonly op: 'read' | 'create' | 'update';
  /** The field holding the person's uid (`id`: the document id; absent: anyone of the app). */
  readonly own?: string;
  readonly via?: AppRead['via'];
  readonly where?: AppRead['where'];
  readonly query?: AppQuery;
  /** What a write sets (a create: every field of the definition; an update: these only). */
  readonly fields?: readonly string[];
  /** The document a create names and the rules read (a review's delivered order). */
  readonly createdFor?: string;
  /** An update appending the person's message to a conversation: its list and state fields. */
  readonly conversation?: { readonly list: string; readonly field: string; readonly to: string };
  /**
   * Fields of the document the app may not see: while any is held, the read is not
   * generated (a read gives the whole document).
   */
  readonly blockedBy?: readonly string[];
  /** Where the entry is declared: here, or on the definition (`apps`). */
  readonly source: 'contract' | 'definition';
  readonly why: string;
}

/** Fields every document carries besides its definition's (stamps, search words, audit link). */
export const BOOKKEEPING_FIELDS = [
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'searchPrefixes',
  'auditId',
  'decidedAt',
  'decidedBy',
  'decisionReason',
] as const;

/**
 * The whole contract: the definitions' app writers (`apps`: a create by each type, a
 * read of their own with `readOwn`, a follow-up message with `conversation`) and the
 * reads and updates declared here.
 * @param defs every definition (src/entities/registry.ts ENTITY_LIST)
 * @throws Error when an entry names a collection without a definition, or a field its
 *   definition does not declare
 */
export function appContract(defs: readonly AppContractShape[]): AppEntry[] {
  const defOf = (collection: string) => {
    const found = defs.filter((d) => d.collection === collection);
    if (!found.length) throw new Error(`apps: no definition of ${collection}`);
    return found;
  };
  const check = (collection: string, names: readonly string[]) => {
    const known = new Set(defOf(collection).flatMap((d) => Object.keys(d.fields)));
    for (const name of names) {
      if (name !== 'id' && !known.has(name)) throw new Error(`apps: ${collection} has no field ${name}`);
    }
  };
  const out: AppEntry[] = [];
  for (const def of defs) {
    const apps = def.apps;
    if (!apps) continue;
    const why = `the definition ${def.name} lets the apps write it (its \`apps\`; "Records written by the marketplace's apps")`;
    for (const type of apps.types) {
      if (type === 'employee') throw new Error(`${def.name}: staff are not an app`);
      const base = { app: type, collection: def.collection, own: apps.ownerField, source: 'definition' as const, why };
      out.push({
        ...base,
        op: 'create',
        fields: Object.keys(def.fields).filter((n) => def.fields[n]?.kind !== 'counter'),
        ...(def.createdFor ? { createdFor: def.createdFor.collection } : {}),
      });
      if (apps.readOwn) out.push({ ...base, op: 'read', query: { equality: [apps.ownerField] } });
      if (apps.conversation) {
        const { list, field, to } = apps.conversation;
        out.push({ ...base, op: 'update', fields: [list, field], conversation: { list, field, to } });
      }
    }
  }
  for (const read of [...APP_READS, ...PAUSE_READS]) {
    check(read.collection, [
      ...(read.own && !read.via ? [read.own] : []),
      ...Object.keys(read.where ?? {}),
      ...read.query.equality,
      ...(read.via ? [read.via.idField] : []),
    ]);
    if (read.via) check(read.via.collection, [read.own ?? 'id']);
    const held = [...new Set(defOf(read.collection).flatMap((d) => Object.keys(d.fields)))];
    const sees = read.sees;
    const blockedBy = sees ? held.filter((n) => !sees.includes(n)) : [];
    out.push({
      app: read.app,
      collection: read.collection,
      op: 'read',
      ...(read.own ? { own: read.own } : {}),
      ...(read.via ? { via: read.via } : {}),
      ...(read.where ? { where: read.where } : {}),
      query: read.query,
      ...(blockedBy.length ? { blockedBy } : {}),
      source: 'contract',
      why: read.why,
    });
  }
  for (const update of APP_UPDATES) {
    check(update.collection, update.fields);
    out.push({
      app: update.app,
      collection: update.collection,
      op: 'update',
      own: 'id',
      fields: update.fields,
      source: 'contract',
      why: update.why,
    });
  }
  return out;
}
