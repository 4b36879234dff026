/**
 * An order's timeline (issue 50, item 4; docs/data-model.md "An order's timeline"),
 * pure (no Firebase): the records that tell what happened to an order, each read by one
 * bounded, indexed query, and how they become events in time order. The reads are in
 * src/domains/orders/detail/timeline.ts; the index generator
 * (scripts/lib/generated.ts) reads ORDER_TIMELINE_QUERIES from here.
 *
 * Sources: the order's audit entries (placed, status steps, assignments, with their
 * reasons), its refunds' audit entries (proposed, approved, rejected), the customer
 * service requests naming it (each message of the conversation), the rider reports
 * naming it (reported, resolved), and the order itself (placed, when no entry says so;
 * the customer's note).
 */
import { customerServiceRequestEntity } from '@/entities/customerServiceRequest';
import { refundEntity } from '@/entities/refund';
import { riderReportEntity } from '@/entities/riderReport';
import type { QueryShape } from '@/lib/entity/indexShapes';
import type { AuditEntry } from '@/lib/data/auditModel';

/** Most records of each source read for one order (an order has a handful of each). */
export const TIMELINE_LIMITS = {
  /** The order's own audit entries. */
  audit: 50,
  /** Its refunds (and so at most this many in one `in` query of their entries). */
  refunds: 10,
  /** Entries of its refunds (a proposal and a decision each). */
  refundAudit: 30,
  /** Customer service requests naming it. */
  requests: 5,
  /** Rider reports naming it. */
  reports: 5,
} as const;

/**
 * The field naming the order in each source read by it. Refunds are read newest first
 * (their list's `orderId` + `createdAt` index); the requests and reports by the equality
 * alone, without an order (a single-field index serves it: no composite index), and
 * ordered here by their events' times.
 */
export const TIMELINE_SOURCES = {
  refunds: { collection: refundEntity.collection, field: 'orderId', sort: 'createdAt' },
  requests: { collection: customerServiceRequestEntity.collection, field: 'orderId', sort: null },
  reports: { collection: riderReportEntity.collection, field: 'orderId', sort: null },
} as const;

/**
 * The shapes of the timeline's queries on other collections than the audit trail (whose
 * `docId` + `path` index is AUDIT_INDEXES'): one equality on the order's id, newest first
 * for the refunds (served by their list's index: nothing added), none for the others.
 */
export const ORDER_TIMELINE_QUERIES: readonly QueryShape[] = Object.values(TIMELINE_SOURCES).map((source) => ({
  collectionGroup: source.collection,
  queryScope: 'COLLECTION',
  equality: [source.field],
  contains: [],
  inequality: [],
  orderBy: source.sort
    ? [
        { field: source.sort, direction: 'DESCENDING' },
        { field: '__name__', direction: 'DESCENDING' },
      ]
    : [],
}));

/** Who did a step: a person of a known type, with the name a record stored for them. */
export interface TimelineActor {
  /** Their users document id ('' when the record does not say). */
  readonly id: string;
  /** 'user' | 'supplier' | 'rider' | 'deliveryCompany' | 'employee' */
  readonly type: 'user' | 'supplier' | 'rider' | 'deliveryCompany' | 'employee';
  /** The name the record holds (an audit entry's byName), else null (read when shown). */
  readonly name: string | null;
}

/** What one event says, with the values its sentence needs. */
export type TimelineWhat =
  | { readonly kind: 'placed' }
  | { readonly kind: 'status'; readonly from: string; readonly to: string }
  | { readonly kind: 'assigned'; readonly riderId: string; readonly companyId: string }
  | { readonly kind: 'unassigned'; readonly riderId: string; readonly companyId: string }
  | { readonly kind: 'note'; readonly text: string }
  | { readonly kind: 'refundProposed'; readonly amount: number | null; readonly refundReason: string | null }
  | { readonly kind: 'refundApproved' | 'refundRejected'; readonly amount: number | null }
  | { readonly kind: 'requestOpened'; readonly subject: string; readonly text: string }
  | { readonly kind: 'customerWrote' | 'staffReplied'; readonly text: string }
  | { readonly kind: 'reported'; readonly subject: string }
  | { readonly kind: 'reportResolved' };

/** One event of the timeline. */
export interface TimelineEvent {
  /** Unique among the order's events. */
  readonly key: string;
  /** When it happened (null: not known, listed first). */
  readonly at: Date | null;
  readonly what: TimelineWhat;
  /** Who did it; null when no record says. */
  readonly by: TimelineActor | null;
  /** The reason or note given with it (a cancellation's reason, an assignment's note). */
  readonly reason: string | null;
}

/** What the timeline needs of the order. */
export interface TimelineOrder {
  readonly id: string;
  readonly userId: string | null;
  readonly supplierId: string | null;
  readonly riderId: string | null;
  readonly deliveryCompanyId: string | null;
  readonly createdAt: Date | null;
  readonly note: string;
}

/** What the timeline needs of a refund. */
export interface TimelineRefund {
  readonly id: string;
  readonly amount: number;
  readonly reason: string;
}

/** What the timeline needs of a customer service request. */
export interface TimelineRequest {
  readonly id: string;
  readonly subject: string;
  readonly userId: string | null;
  readonly messages: readonly {
    readonly text: string;
    readonly by: string;
    readonly at: Date | null;
    readonly staff: boolean;
  }[];
}

/** What the timeline needs of a rider report. */
export interface TimelineReport {
  readonly id: string;
  readonly subject: string;
  readonly riderId: string | null;
  readonly status: string;
  readonly createdAt: Date | null;
  readonly decidedAt: Date | null;
  readonly decidedBy: string | null;
  readonly decisionReason: string | null;
}

/** The records read for an order; a source the viewer may not read is null. */
export interface TimelineRecords {
  readonly audit: readonly AuditEntry[];
  readonly refunds: readonly TimelineRefund[] | null;
  readonly refundAudit: readonly AuditEntry[] | null;
  readonly requests: readonly TimelineRequest[] | null;
  readonly reports: readonly TimelineReport[] | null;
}

/** The type of the person an order's entry names as its actor (the order's parties, else staff). */
function actorOf(order: TimelineOrder, entry: AuditEntry): TimelineActor {
  const id = entry.actor;
  const type =
    id === order.userId
      ? 'user'
      : id === order.supplierId
        ? 'supplier'
        : id === order.riderId
          ? 'rider'
          : id === order.deliveryCompanyId
            ? 'deliveryCompany'
            : 'employee';
  return { id, type, name: entry.byName };
}

/**
 * An order's own audit entry as an event (placed, assigned, un-assigned: its rider
 * cleared, naming the rider and company it had; a status step).
 */
function orderEntryEvent(order: TimelineOrder, entry: AuditEntry): TimelineEvent {
  const before = entry.before;
  const what: TimelineWhat =
    before === null || entry.action === 'create'
      ? { kind: 'placed' }
      : 'riderId' in entry.after && !entry.after['riderId']
        ? {
            kind: 'unassigned',
            riderId: String(before['riderId'] ?? ''),
            companyId: String(before['deliveryCompanyId'] ?? ''),
          }
        : 'riderId' in entry.after
          ? {
              kind: 'assigned',
              riderId: String(entry.after['riderId'] ?? ''),
              companyId: String(entry.after['deliveryCompanyId'] ?? ''),
            }
          : { kind: 'status', from: String(before['status'] ?? ''), to: String(entry.after['status'] ?? '') };
  return { key: `audit-${entry.id}`, at: entry.at, what, by: actorOf(order, entry), reason: entry.reason };
}

/** A refund's audit entry as an event (proposed, approved, rejected), or null for another step. */
function refundEntryEvent(entry: AuditEntry, refunds: ReadonlyMap<string, TimelineRefund>): TimelineEvent | null {
  const refund = refunds.get(entry.docId);
  const amount = refund?.amount ?? (typeof entry.after['amount'] === 'number' ? entry.after['amount'] : null);
  const by: TimelineActor = { id: entry.actor, type: 'employee', name: entry.byName };
  const base = { key: `refund-${entry.id}`, at: entry.at, by, reason: entry.reason };
  if (entry.action === 'create' || entry.before === null) {
    const refundReason = refund?.reason ?? (typeof entry.after['reason'] === 'string' ? entry.after['reason'] : null);
    return { ...base, what: { kind: 'refundProposed', amount, refundReason }, reason: null };
  }
  const status = entry.after['status'];
  if (status === 'approved') return { ...base, what: { kind: 'refundApproved', amount } };
  if (status === 'rejected') return { ...base, what: { kind: 'refundRejected', amount } };
  return null;
}

/** A customer service request's messages as events: the first opens it. */
function requestEvents(request: TimelineRequest): TimelineEvent[] {
  return request.messages.map((message, index) => ({
    key: `request-${request.id}-${index}`,
    at: message.at,
    what:
      index === 0 && !message.staff
        ? { kind: 'requestOpened', subject: request.subject, text: message.text }
        : { kind: message.staff ? 'staffReplied' : 'customerWrote', text: message.text },
    by: message.staff
      ? { id: message.by, type: 'employee', name: null }
      : { id: message.by || (request.userId ?? ''), type: 'user', name: null },
    reason: null,
  }));
}

/** A rider report as events: reported and, once resolved, resolved with its note. */
function reportEvents(report: TimelineReport): TimelineEvent[] {
  const reported: TimelineEvent = {
    key: `report-${report.id}`,
    at: report.createdAt,
    what: { kind: 'reported', subject: report.subject },
    by: { id: report.riderId ?? '', type: 'rider', name: null },
    reason: null,
  };
  if (report.status !== 'resolved' || !report.decidedAt) return [reported];
  return [
    reported,
    {
      key: `report-${report.id}-resolved`,
      at: report.decidedAt,
      what: { kind: 'reportResolved' },
      by: report.decidedBy ? { id: report.decidedBy, type: 'employee', name: null } : null,
      reason: report.decisionReason,
    },
  ];
}

/**
 * Every event of an order from its records, oldest first (pure). An order whose entries
 * do not say it was placed (placed by the apps' backend, unaudited) starts with its
 * creation, by its customer; the customer's note follows it.
 * @param order the order as stored
 * @param records what was read (see TimelineRecords)
 * @returns the events in time order; events of the same moment keep the sources' order
 */
export function timelineEvents(order: TimelineOrder, records: TimelineRecords): TimelineEvent[] {
  const events: TimelineEvent[] = records.audit.map((entry) => orderEntryEvent(order, entry));
  if (!events.some((event) => event.what.kind === 'placed')) {
    events.push({
      key: 'placed',
      at: order.createdAt,
      what: { kind: 'placed' },
      by: { id: order.userId ?? '', type: 'user', name: null },
      reason: null,
    });
  }
  if (order.note.trim()) {
    const placed = events.find((event) => event.what.kind === 'placed');
    events.push({
      key: 'note',
      at: placed?.at ?? order.createdAt,
      what: { kind: 'note', text: order.note.trim() },
      by: { id: order.userId ?? '', type: 'user', name: null },
      reason: null,
    });
  }
  const refunds = new Map((records.refunds ?? []).map((refund) => [refund.id, refund]));
  for (const entry of records.refundAudit ?? []) {
    const event = refundEntryEvent(entry, refunds);
    if (event) events.push(event);
  }
  for (const request of records.requests ?? []) events.push(...requestEvents(request));
  for (const report of records.reports ?? []) events.push(...reportEvents(report));
  const time = (event: TimelineEvent) => event.at?.getTime() ?? Number.NEGATIVE_INFINITY;
  // Array.prototype.sort is stable: events of one moment keep the order they were added in.
  return events.sort((a, b) => time(a) - time(b));
}
