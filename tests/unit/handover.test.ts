/**
 * A company hand-over's pure parts (issue 49 item 4): the dialog's amount checks
 * (src/features/withdrawals/handoverForm.ts) and the split into commits
 * (src/lib/data/handoverModel.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkAmount, handoverLines, prefilled } from '@/features/withdrawals/handoverForm';
import { HANDOVER_MAX_RIDERS, handoverCommits, handoverRemittanceId } from '@/lib/data/handoverModel';

describe('a hand-over amount', () => {
  it('takes OMR to 3 decimals, in Latin or Arabic-Indic digits, up to the cash held', () => {
    expect(checkAmount('12.5', 12_500)).toEqual({ baisa: 12_500 });
    expect(checkAmount('١٢٫٥٠٠', 12_500)).toEqual({ baisa: 12_500 });
    expect(checkAmount('', 12_500)).toEqual({ baisa: 0 });
    expect(checkAmount('0', 12_500)).toEqual({ baisa: 0 });
  });

  it('refuses more than held, negative, more than 3 decimals and what is not a number', () => {
    expect(checkAmount('12.501', 12_500)).toEqual({ errorKey: 'handover.validation.aboveHeld' });
    expect(checkAmount('-1', 12_500)).toEqual({ errorKey: 'handover.validation.negative' });
    expect(checkAmount('1.2345', 12_500)).toEqual({ errorKey: 'handover.validation.decimals' });
    expect(checkAmount('abc', 12_500)).toEqual({ errorKey: 'handover.validation.number' });
  });

  it('starts at all the cash held, written with 3 decimals', () => {
    expect(prefilled(367_207)).toBe('367.207');
    expect(prefilled(5_000)).toBe('5.000');
  });
});

describe('a hand-over', () => {
  const riders = [
    { riderId: 'a', cashHeld: 10_000 },
    { riderId: 'b', cashHeld: 4_000 },
    { riderId: 'c', cashHeld: 2_500 },
  ];

  it('records the riders with an amount above 0, and their total', () => {
    expect(handoverLines(riders, { b: '1.5', c: '0' })).toEqual({
      lines: [
        { riderId: 'a', amount: 10_000 },
        { riderId: 'b', amount: 1_500 },
      ],
      total: 11_500,
    });
  });

  it('records nothing while an amount is refused', () => {
    expect(handoverLines(riders, { b: '4.001' })).toBeNull();
  });

  it(`is written ${HANDOVER_MAX_RIDERS} riders a commit, in order, each rider's remittance id fixed by the hand-over`, () => {
    const lines = Array.from({ length: 7 }, (_, i) => i);
    expect(handoverCommits(lines, 3)).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(handoverCommits([])).toEqual([]);
    expect(handoverRemittanceId('H1', 'rider')).toBe('H1_rider');
  });
});
