/**
 * Fines and rewards, pure parts (docs/data-model.md `prizesFines`): the value typed in
 * OMR is stored as whole baisa, the person is one of a rider, a supplier or a delivery
 * company, every write is audited about that person, and the form refuses a value of 0
 * or less, above OMR 10,000 or with more than 3 decimals, and a missing person.
 */
import { describe, expect, it } from 'vitest';
import { prizeFineEntity } from '@/entities/prizeFine';
import type { FormValues } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';
import ar from '@/locales/ar/prizesFines.json';
import en from '@/locales/en/prizesFines.json';
import { errorKeys } from './support/validate';

type Values = FormValues<typeof prizeFineEntity.fields>;
const schema = entitySchema(prizeFineEntity);
const valid = (extra: Partial<Values> = {}): Values => ({
  ...prizeFineEntity.emptyValues,
  name: 'Late deliveries',
  reason: 'Three late deliveries this week.',
  value: 2.5,
  type: 'fine',
  date: new Date(Date.UTC(2026, 0, 10)),
  personType: 'rider',
  personId: 'rider-001',
  ...extra,
});

describe('fines and rewards', () => {
  it('store the value as whole baisa and the person with their type', () => {
    expect(prizeFineEntity.toFirestore(valid({ value: '12.345' }), 'create')).toMatchObject({
      value: 12_345,
      type: 'fine',
      personType: 'rider',
      personId: 'rider-001',
    });
  });

  it('are audited on every write, about the person', () => {
    expect(prizeFineEntity.audit?.of).toBe('all');
    expect(prizeFineEntity.audit?.subject).toBe('personId');
  });

  it('refuse a value of 0 or less, above the limit or with more than 3 decimals, and a missing person', async () => {
    expect(await errorKeys(schema, valid())).toEqual({});
    expect(await errorKeys(schema, valid({ value: -1 }))).toEqual({ value: 'prizeFine.validation.valuePositive' });
    expect(await errorKeys(schema, valid({ value: 0 }))).toEqual({ value: 'prizeFine.validation.valuePositive' });
    expect(await errorKeys(schema, valid({ value: 10_001 }))).toEqual({ value: 'prizeFine.validation.valueMax' });
    expect(Object.keys(await errorKeys(schema, valid({ value: '1.2345' })))).toEqual(['value']);
    expect(await errorKeys(schema, valid({ personId: '' }))).toEqual({ personId: 'prizeFine.validation.person' });
  });

  it('have every text in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });
});
