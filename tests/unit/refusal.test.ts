/**
 * Why one document refuses an action (src/lib/entity/refusal.ts, issue 46 item 1): the
 * checks the data layer refuses writes with and `canOnDocument` answers the screens with.
 * The emulator's rules are compared with them in tests/rules/canDocument.test.ts; here,
 * their arithmetic over generated amounts (fast-check) and the definitions' own moves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundEntity } from '@/entities/refund';
import { withdrawalEntity } from '@/entities/withdrawal';
import { canOnDocument } from '@/lib/documentAccess';
import { moveRoom, movesOf, moveShortfall, stepRefusal } from '@/lib/entity/refusal';
import type { AmountTransfer } from '@/lib/entity/transfer';

const ALL = { uid: 'checker', access: ['All'] } as const;

describe('stepRefusal', () => {
  const step = { field: 'status', from: ['pending'], makerChecker: true };
  it('refuses a step from a state it does not start from, and its maker', () => {
    expect(stepRefusal(step, { status: 'approved' }, 'u1')).toBe('state');
    expect(stepRefusal(step, { status: 'pending', createdBy: 'u1' }, 'u1')).toBe('maker');
    expect(stepRefusal(step, { status: 'pending', editedBy: 'u1' }, 'u1')).toBe('maker');
    expect(stepRefusal(step, { status: 'pending', createdBy: 'u1' }, 'u2')).toBeNull();
    expect(stepRefusal({ ...step, makerChecker: false }, { status: 'pending', createdBy: 'u1' }, 'u1')).toBeNull();
  });
});

describe('moveShortfall', () => {
  const withdrawal: AmountTransfer = {
    collection: 'supplierAccounts',
    idField: 'supplierId',
    amountField: 'amount',
    from: 'available',
    to: 'released',
    linkField: 'lastWithdrawalId',
    shortKey: 'withdrawal.validation.aboveAvailable',
  };
  const refund: AmountTransfer = {
    collection: 'orders',
    idField: 'orderId',
    amountField: 'amount',
    from: [],
    to: 'refundedAmount',
    atMost: 'totalPrice',
    linkField: 'lastRefundId',
    shortKey: 'refund.validation.aboveLeft',
  };

  it('a move fits exactly when the linked document holds the amount (baisa), else says what is left', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (amount, available) => {
        const short = moveShortfall(withdrawal, { amount }, { available });
        if (available >= amount) expect(short).toBeNull();
        else expect(short).toEqual({ key: withdrawal.shortKey, left: available, missing: false });
      }),
    );
  });

  it('a move raising a field up to `atMost` has the room between them', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (amount, total, refunded) => {
        expect(moveRoom(refund, { totalPrice: total, refundedAmount: refunded })).toBe(total - refunded);
        const short = moveShortfall(refund, { amount }, { totalPrice: total, refundedAmount: refunded });
        expect(short === null).toBe(total - refunded >= amount);
        if (short) expect(short.left).toBe(Math.max(0, total - refunded));
      }),
    );
  });

  it('a missing linked document is its missing key, or none (not found)', () => {
    expect(moveShortfall({ ...withdrawal, missingKey: 'x.noAccount' }, { amount: 1 }, null)).toEqual({
      key: 'x.noAccount',
      left: 0,
      missing: true,
    });
    expect(moveShortfall(withdrawal, { amount: 1 }, null)?.key).toBeNull();
  });
});

describe('canOnDocument with the linked documents read', () => {
  it('refuses approving a refund above what is left of its order, with what is left in OMR', () => {
    const row = {
      status: 'pending',
      amount: 2_500,
      orderId: 'o1',
      supplierId: 's1',
      chargedTo: 'platform',
      createdBy: 'maker',
    };
    const [move] = movesOf(refundEntity.transitions?.approve ?? { field: 'status', from: [] }, row);
    expect(move?.collection).toBe('orders');
    const short = canOnDocument(ALL, refundEntity, 'decide', row, 'approve', {
      'orders/o1': { totalPrice: 10_000, refundedAmount: 8_000 },
    });
    expect(short).toEqual({ ok: false, reason: 'refund.validation.aboveLeft', values: { left: 2 } });
    const fits = canOnDocument(ALL, refundEntity, 'decide', row, 'approve', {
      'orders/o1': { totalPrice: 10_000, refundedAmount: 7_500 },
    });
    expect(fits).toEqual({ ok: true, reason: null });
    // Not read (or not readable): not answered here; the write says it.
    expect(canOnDocument(ALL, refundEntity, 'decide', row, 'approve').ok).toBe(true);
  });

  it('refuses approving a withdrawal above the available amount, and rejecting it never', () => {
    const row = { status: 'pending', amount: 5_000, supplierId: 's1', createdBy: 'app' };
    const linked = { 'supplierAccounts/s1': { earned: 9_000, released: 0, available: 4_999 } };
    expect(canOnDocument(ALL, withdrawalEntity, 'decide', row, 'approve', linked).reason).toBe(
      'withdrawal.validation.aboveAvailable',
    );
    expect(canOnDocument(ALL, withdrawalEntity, 'decide', row, 'reject', linked).ok).toBe(true);
  });
});
