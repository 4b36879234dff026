/**
 * An order's timeline, pure (src/domains/orders/detail/orderTimelineModel.ts; issue 50, item 4): the
 * records of every source become events in time order, the order's creation stands for
 * an unrecorded placement, a refund's entries say proposed / approved / rejected with its
 * amount, a conversation's messages who wrote them, a report its resolution.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/lib/data/auditModel';
import { ORDER_TIMELINE_QUERIES, timelineEvents, type TimelineOrder } from '@/domains/orders/detail/orderTimelineModel';

const T0 = new Date('2026-11-29T06:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const ORDER: TimelineOrder = {
  id: 'o1',
  userId: 'u1',
  supplierId: 's1',
  riderId: 'r1',
  deliveryCompanyId: 'c1',
  createdAt: T0,
  note: '  Ring twice ',
};

function entry(id: string, minutes: number, fields: Partial<AuditEntry>): AuditEntry {
  return {
    id,
    action: 'status',
    collection: 'orders',
    docId: 'o1',
    path: '/allOrders',
    subjectId: 'u1',
    before: { status: 'pending' },
    after: { status: 'accepted' },
    reason: null,
    actor: 's1',
    byName: null,
    at: at(minutes),
    ...fields,
  };
}

describe('timelineEvents', () => {
  it('lists every source in time order, the creation standing for an unrecorded placement', () => {
    const events = timelineEvents(ORDER, {
      audit: [
        entry('a2', 30, {
          after: { riderId: 'r1', deliveryCompanyId: 'c1' },
          actor: 'staff',
          byName: 'Aisha',
          reason: 'nearest',
        }),
        entry('a1', 5, {}),
      ],
      refunds: [{ id: 'f1', amount: 1500, reason: 'damaged' }],
      refundAudit: [
        entry('f1-1', 90, {
          docId: 'f1',
          path: '/refunds',
          action: 'decision',
          after: { status: 'rejected' },
          actor: 'x',
          byName: 'Khalid',
          reason: 'no proof',
        }),
        entry('f1-0', 80, {
          docId: 'f1',
          path: '/refunds',
          action: 'create',
          before: null,
          after: { amount: 1500 },
          actor: 'y',
          byName: 'Salim',
        }),
      ],
      requests: [
        {
          id: 'q1',
          subject: 'Squashed',
          userId: 'u1',
          messages: [
            { text: 'Crushed box', by: 'u1', at: at(60), staff: false },
            { text: 'Sorry', by: 'staff', at: at(70), staff: true },
            { text: 'Thanks', by: 'u1', at: at(75), staff: false },
          ],
        },
      ],
      reports: [
        {
          id: 'p1',
          subject: 'No answer',
          riderId: 'r1',
          status: 'resolved',
          createdAt: at(40),
          decidedAt: at(100),
          decidedBy: 'staff',
          decisionReason: 'Called the customer',
        },
      ],
    });
    expect(events.map((e) => e.what.kind)).toEqual([
      'placed',
      'note',
      'status',
      'assigned',
      'reported',
      'requestOpened',
      'staffReplied',
      'customerWrote',
      'refundProposed',
      'refundRejected',
      'reportResolved',
    ]);
    expect(events[0]?.by).toEqual({ id: 'u1', type: 'user', name: null });
    expect(events[1]?.what).toEqual({ kind: 'note', text: 'Ring twice' });
    expect(events[2]?.by).toEqual({ id: 's1', type: 'supplier', name: null });
    expect(events[3]).toMatchObject({ by: { type: 'employee', name: 'Aisha' }, reason: 'nearest' });
    expect(events[8]?.what).toEqual({ kind: 'refundProposed', amount: 1500, refundReason: 'damaged' });
    expect(events[9]).toMatchObject({ what: { amount: 1500 }, by: { name: 'Khalid' }, reason: 'no proof' });
    expect(events[10]).toMatchObject({ reason: 'Called the customer', by: { id: 'staff', type: 'employee' } });
  });

  it('uses a recorded placement, and leaves out the sources the viewer may not read', () => {
    const events = timelineEvents(
      { ...ORDER, note: '' },
      {
        audit: [entry('a0', 0, { action: 'create', before: null, after: { status: 'pending' }, actor: 'u1' })],
        refunds: null,
        refundAudit: null,
        requests: null,
        reports: null,
      },
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ key: 'audit-a0', what: { kind: 'placed' }, by: { type: 'user' } });
  });

  it('declares one equality per source; only the refunds are ordered (their list index serves it)', () => {
    expect(ORDER_TIMELINE_QUERIES.map((q) => [q.collectionGroup, q.equality, q.orderBy.length])).toEqual([
      ['refunds', ['orderId'], 2],
      ['customerService', ['orderId'], 0],
      ['riderReports', ['orderId'], 0],
    ]);
  });
});
