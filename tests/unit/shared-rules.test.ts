/**
 * The shared rules functions' generator (scripts/rules/sharedRules.ts, docs/rules-limits.md
 * "Shared functions"): which `byValue` moves collapse into one signed amount, and the
 * checks a move's balances get. The rules themselves are tested against the emulator
 * (tests/rules/prizesFines.test.ts, adjustments.test.ts, refunds.test.ts, ledger.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { adjustmentEntity } from '@/entities/adjustment';
import { prizeFineEntity } from '@/entities/prizeFine';
import { refundEntity } from '@/entities/refund';
import { transfersOf, type AmountTransfer } from '@/lib/entity/define';
import { movedChecks, sharedRules, signedAmount, signedChoices } from '../../scripts/rules/sharedRules';

const [supplierMove] = transfersOf(prizeFineEntity.transitions!['approve']!);
const [orderMove, accountMove] = transfersOf(refundEntity.transitions!['approve']!);

describe('signed moves', () => {
  it("collapse a reward and a fine (the same balances, opposite directions) and an adjustment's two directions", () => {
    expect(signedChoices(supplierMove!)).toEqual({
      raising: ['reward'],
      lowering: ['fine'],
      fields: ['earned', 'available'],
    });
    for (const move of transfersOf(adjustmentEntity.transitions!['approve']!)) {
      expect(signedChoices(move)?.raising).toEqual(['increase']);
    }
  });

  it('do not collapse a move without values, values moving different balances, or one value moving both ways', () => {
    expect(signedChoices(accountMove!)).toBeUndefined();
    const values = supplierMove!.byValue!.values;
    const different: AmountTransfer = {
      ...supplierMove!,
      byValue: { field: 'type', values: { ...values, fine: { ...values['fine']!, from: ['earned'] } } },
    };
    expect(signedChoices(different)).toBeUndefined();
    const both: AmountTransfer = {
      ...supplierMove!,
      byValue: {
        field: 'type',
        values: { ...values, fine: { ...values['fine']!, to: ['available'], from: ['earned'] } },
      },
    };
    expect(signedChoices(both)).toBeUndefined();
  });

  it('write the signed amount of the raising values', () => {
    expect(signedAmount({ raising: ['reward'], lowering: ['fine'] }, 't')).toBe("(t == 'reward' ? amount : -amount)");
    expect(signedAmount({ raising: ['a', 'b'], lowering: ['c'] }, 't')).toBe("(t in ['a', 'b'] ? amount : -amount)");
    expect(signedAmount({ raising: [], lowering: ['c'] }, 't')).toBe('-amount');
  });
});

describe("a move's balance checks", () => {
  it('call isMovedBy, or write the checks out (the decided side), with the raised field kept at most its atMost', () => {
    expect(movedChecks(accountMove!, 'data', 'resource.data')).toEqual([
      "isMovedBy(data, resource.data, 'earned', -amount)",
      "isMovedBy(data, resource.data, 'available', -amount)",
    ]);
    expect(movedChecks(accountMove!, 'after', 'before', undefined, true)).toEqual([
      "after.get('earned', -1) == before.get('earned', 0) - amount && after.get('earned', -1) >= 0",
      "after.get('available', -1) == before.get('available', 0) - amount && after.get('available', -1) >= 0",
    ]);
    expect(movedChecks(orderMove!, 'after', 'before', undefined, true)).toEqual([
      "after.get('refundedAmount', -1) == before.get('refundedAmount', 0) + amount",
      "after.get('refundedAmount', -1) <= before.get('totalPrice', 0)",
    ]);
  });

  it('keep a lowered balance at 0 or more in isMovedBy, and write the date bounds given', () => {
    const text = sharedRules({ from: 'timestamp.date(1999, 12, 31)', before: 'timestamp.date(2101, 1, 2)' });
    expect(text).toContain('value == before.get(field, 0) + signed && (signed > 0 || value >= 0)');
    expect(text).toContain('value >= timestamp.date(1999, 12, 31) && value < timestamp.date(2101, 1, 2)');
  });
});
