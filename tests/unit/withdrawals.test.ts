/**
 * Withdrawals, pure parts (docs/data-model.md `withdrawals`): a request reads with its
 * amount in baisa and its bank details as sent; every field is fixed (no edits); it is
 * decided once (approve and reject from pending only), the approval moving the amount
 * from the supplier account's available to its released amount; a definition naming a
 * transfer field it does not have is refused.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/config/collections';
import { withdrawalEntity } from '@/entities/withdrawal';
import { defineEntity } from '@/lib/entity/define';
import { enumeration, money, text } from '@/lib/entity/fields';
import ar from '@/locales/ar/withdrawals.json';
import en from '@/locales/en/withdrawals.json';

describe('withdrawal definition', () => {
  it('reads a stored request: baisa, bank details, status and decision', () => {
    const row = withdrawalEntity.fromFirestore('w1', {
      supplierId: 'supplier-1',
      amount: 150_250,
      accountHolder: 'Salim',
      accountNumber: '0300123456789012',
      iban: 'OM810270300123456789012',
      bankName: 'Bank Muscat',
      status: 'rejected',
      decidedAt: Timestamp.fromMillis(1_700_000_000_000),
      decidedBy: 'finance-uid',
      decisionReason: 'Wrong IBAN',
    });
    expect(row).toMatchObject({ amount: 150_250, iban: 'OM810270300123456789012', status: 'rejected' });
    expect(row.decisionReason).toBe('Wrong IBAN');
    expect(withdrawalEntity.title(row, 'en')).toContain('150.250');
  });

  it('has nothing to edit: every field is fixed or read-only', () => {
    expect(withdrawalEntity.toFirestore(withdrawalEntity.emptyValues, 'update')).toEqual({});
  });

  it('is decided once, the approval moving the amount from available to released', () => {
    const { approve, reject } = withdrawalEntity.transitions ?? {};
    expect(approve?.from).toEqual(['pending']);
    expect(reject?.from).toEqual(['pending']);
    expect(reject?.reasonRequired).toBe(true);
    expect(approve?.transfer).toMatchObject({
      collection: COLLECTIONS.supplierAccounts,
      idField: 'supplierId',
      amountField: 'amount',
      from: 'available',
      to: 'released',
    });
    expect(reject?.transfer).toBeUndefined();
  });

  it('refuses a transfer naming a field the definition does not have', () => {
    expect(() =>
      defineEntity({
        name: 'bad',
        collection: COLLECTIONS.withdrawals,
        fields: { owner: text('x', 10), state: enumeration('x', ['a', 'b'] as const, 'x'), sum: money('x', 0, 10) },
        list: { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } },
        transitions: {
          pay: {
            field: 'state',
            from: ['a'],
            to: 'b',
            labelKey: 'x',
            confirmKey: 'x',
            successKey: 'x',
            transfer: {
              collection: COLLECTIONS.supplierAccounts,
              idField: 'owner',
              amountField: 'total',
              from: 'available',
              to: 'released',
              linkField: 'last',
              shortKey: 'x',
            },
          },
        },
        title: () => '',
      }),
    ).toThrow(/no field total/);
  });

  it('has every text in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
