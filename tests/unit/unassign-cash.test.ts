/**
 * Un-assigning a rider past the rider order timer (issue 50 item 3; src/lib/data/
 * lateModel.ts releasableAt, isReleasable, the late board's notTakenOn queue; the order
 * timeline's un-assignment) and the riders' cash against the cash limit (issue 49 item 3;
 * src/components/screens/cash/cashShare.ts), pure.
 */
import { describe, expect, it } from 'vitest';
import { cashShare, mustRemit } from '@/components/screens/cash/cashShare';
import { orderEntity } from '@/entities/order';
import type { AuditEntry } from '@/lib/data/auditModel';
import { isReleasable, lateRows, LATE_QUERIES, releasableAt, waitingSince } from '@/domains/orders/late/lateModel';
import { timelineEvents } from '@/domains/orders/detail/orderTimelineModel';

const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const TIMERS = { riderOrderTimerSeconds: 120, deliveryTimeMinutes: 45, unassignedAlertMinutes: 10 };
const secondsAgo = (s: number) => new Date(NOW - s * 1000);

describe('releasableAt and isReleasable', () => {
  const assigned = (assignedAt: Date | null, status = 'preparing', deliveryStatus = 'assigned') => ({
    status,
    deliveryStatus,
    assignedAt,
  });

  it('waits the rider order timer from the assignment, strictly after it as the rules compare', () => {
    expect(releasableAt(assigned(secondsAgo(100)), TIMERS)).toBe(NOW + 20_000);
    expect(isReleasable(assigned(secondsAgo(100)), TIMERS, NOW)).toBe(false);
    expect(isReleasable(assigned(secondsAgo(120)), TIMERS, NOW)).toBe(false);
    expect(isReleasable(assigned(secondsAgo(121)), TIMERS, NOW)).toBe(true);
  });

  it('allows at once an assignment whose time is not known', () => {
    expect(releasableAt(assigned(null), TIMERS)).toBe(0);
    expect(isReleasable({ status: 'pending', deliveryStatus: 'assigned' }, TIMERS, NOW)).toBe(true);
  });

  it('offers nothing once picked up, unassigned, delivered or cancelled', () => {
    expect(releasableAt(assigned(secondsAgo(999), 'onTheWay', 'pickedUp'), TIMERS)).toBeNull();
    expect(releasableAt(assigned(null, 'pending', 'unassigned'), TIMERS)).toBeNull();
    expect(releasableAt(assigned(secondsAgo(999), 'delivered', 'delivered'), TIMERS)).toBeNull();
    expect(releasableAt(assigned(secondsAgo(999), 'cancelledByAdmin'), TIMERS)).toBeNull();
  });

  it('follows the definition: the release is allowed from the states releasableAt accepts', () => {
    const release = orderEntity.transitions?.unassign;
    expect(release?.kind).toBe('release');
    expect(release?.of).toBe('assign');
    expect(release?.when.deliveryStatus).toEqual(['assigned']);
    expect(release?.sets).toEqual({ deliveryStatus: 'unassigned' });
    expect(release?.after?.setting.field).toBe('riderOrderTimerSeconds');
    expect(orderEntity.transitions?.assign.stampedAt).toBe('assignedAt');
  });
});

describe("the late board's notTakenOn queue", () => {
  it('reads assigned open orders with the same fields as the unassigned queue (one index)', () => {
    expect(LATE_QUERIES.notTakenOn.map((c) => c.field)).toEqual(LATE_QUERIES.unassigned.map((c) => c.field));
    expect(LATE_QUERIES.notTakenOn[0]).toEqual({ field: 'deliveryStatus', op: '==', value: 'assigned' });
  });

  it('counts from the assignment (the creation when not known) against the rider order timer', () => {
    const created = secondsAgo(3600);
    const recent = { id: 'recent', createdAt: created, assignedAt: secondsAgo(60) };
    const expired = { id: 'expired', createdAt: created, assignedAt: secondsAgo(300) };
    const unknown = { id: 'unknown', createdAt: secondsAgo(200), assignedAt: null };
    expect(waitingSince('notTakenOn', recent)).toEqual(secondsAgo(60));
    expect(waitingSince('notDelivered', recent)).toEqual(created);
    expect(waitingSince('notTakenOn', unknown)).toEqual(secondsAgo(200));
    const rows = lateRows({ notTakenOn: [recent, expired, unknown] }, TIMERS, NOW);
    expect(rows.map((r) => [r.order.id, r.lateMs])).toEqual([
      ['expired', 180_000],
      ['unknown', 80_000],
    ]);
  });
});

describe("the timeline's un-assignment", () => {
  it('tells the rider and company taken off, from the entry that cleared them', () => {
    const entry: AuditEntry = {
      id: 'a1',
      action: 'decision',
      collection: 'orders',
      docId: 'o1',
      path: '/allOrders',
      subjectId: 'u1',
      before: { riderId: 'r1', deliveryCompanyId: 'c1', deliveryStatus: 'assigned' },
      after: { riderId: null, deliveryCompanyId: null, deliveryStatus: 'unassigned', assignedAt: null },
      reason: 'No answer from the rider',
      actor: 'staff',
      byName: 'Aisha',
      at: new Date(NOW),
    };
    const order = {
      id: 'o1',
      userId: 'u1',
      supplierId: 's1',
      riderId: null,
      deliveryCompanyId: null,
      createdAt: new Date(NOW - 3_600_000),
      note: '',
    };
    const events = timelineEvents(order, {
      audit: [entry],
      refunds: null,
      refundAudit: null,
      requests: null,
      reports: null,
    });
    expect(events.at(-1)).toMatchObject({
      what: { kind: 'unassigned', riderId: 'r1', companyId: 'c1' },
      reason: 'No answer from the rider',
      by: { name: 'Aisha', type: 'employee' },
    });
  });
});

describe('cashShare and mustRemit', () => {
  it('gives the share of the limit and flags at or above it', () => {
    expect(cashShare(250_000, 500_000)).toEqual({ percent: 50, over: false });
    expect(cashShare(499_999, 500_000)).toEqual({ percent: 99.9, over: false });
    expect(cashShare(500_000, 500_000)).toEqual({ percent: 100, over: true });
    expect(cashShare(731_250, 500_000)).toEqual({ percent: 146.2, over: true });
  });

  it('has no share and no flag without a limit', () => {
    expect(cashShare(900_000, 0)).toEqual({ percent: null, over: false });
    expect(cashShare(900_000, null)).toEqual({ percent: null, over: false });
    expect(cashShare(900_000, undefined)).toEqual({ percent: null, over: false });
  });

  it('keeps the riders at or above the limit, in the order read', () => {
    const accounts = [{ cashHeld: 800_000 }, { cashHeld: 500_000 }, { cashHeld: 499_000 }];
    expect(mustRemit(accounts, 500_000)).toEqual([{ cashHeld: 800_000 }, { cashHeld: 500_000 }]);
    expect(mustRemit(accounts, 0)).toEqual([]);
  });
});
