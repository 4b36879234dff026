/**
 * Cross-field checks (src/lib/entity/checks.ts; docs/adding-an-entity.md): each
 * constructor compiles to the rules' condition on `data` and to a test on the form's
 * yup schema that shows its message on the named field.
 */
import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { byValue, eq, gt, iff, lt, lte, minus, when, type Check } from '@/lib/entity/checks';
import { checkRule, checksRule } from '@/lib/entity/checks';
import { faqEntity } from '@/entities/faq';
import { defineEntity } from '@/lib/entity/define';
import { date, integer, money, text } from '@/lib/entity/fields';
import { entitySchema } from '@/lib/entity/schema';

const fields = {
  used: integer('x.used', 0, 100),
  total: integer('x.total', 1, 100),
  earned: money('x.earned', 0, 1000),
  released: money('x.released', 0, 1000),
  available: money('x.available', 0, 1000),
  start: date('x.start', { required: false }),
  end: date('x.end', { required: false }),
  kind: text('x.kind', 20),
  free: { kind: 'boolean', label: 'x.free', required: false, initial: false },
  price: money('x.price', 0, 1000),
  unit: text('x.unit', 10),
  duration: integer('x.duration', 1, 4000),
  link: text('x.link', 100, { required: false }),
} as const;
/**
 * The errors of a form of the given values' fields (and `more`) with one check, by
 * field: `{ total: 'msg.total' }`, or {} when valid.
 */
function formErrors(check: Check, values: Record<string, unknown>, more: string[] = []): Record<string, string> {
  const schema = entitySchema({ fields, formFields: [...Object.keys(values), ...more], checks: [check] } as never);
  try {
    schema.validateSync(values, { abortEarly: false, context: { mode: 'create' } });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as yup.ValidationError).inner) out[inner.path ?? ''] = String(inner.message);
    return out;
  }
}

const msg = (on: string) => ({ key: `msg.${on}`, on });

describe('comparisons', () => {
  it('lte: data.a <= data.b; the form refuses a total below the used count on the total', () => {
    const check = lte('used', 'total', msg('total'));
    expect(checkRule(check, fields)).toBe('data.used <= data.total');
    expect(formErrors(check, { used: 5, total: 4 })).toEqual({ total: 'msg.total' });
    expect(formErrors(check, { used: 5, total: 5 })).toEqual({});
  });

  it('lt: strictly below, with the message on the first field', () => {
    const check = lt('used', 'total', msg('used'));
    expect(checkRule(check, fields)).toBe('data.used < data.total');
    expect(formErrors(check, { used: 5, total: 5 })).toEqual({ used: 'msg.used' });
    expect(formErrors(check, { used: 4, total: 5 })).toEqual({});
  });

  it('gt against a number', () => {
    const check = gt('price', 0, msg('price'));
    expect(checkRule(check, fields)).toBe('data.price > 0');
    expect(formErrors(check, { price: 0 })).toEqual({ price: 'msg.price' });
    expect(formErrors(check, { price: 0.001 })).toEqual({});
  });

  it('eq with a difference: money compared in baisa (OMR in the form, no float drift)', () => {
    const check = eq('available', ['earned', minus('released')], msg('available'));
    expect(checkRule(check, fields)).toBe('data.available == data.earned - data.released');
    // 0.3 - 0.1 is 0.19999999999999998 in floating point; in baisa 300 - 100 = 200.
    expect(formErrors(check, { earned: 0.3, released: 0.1, available: 0.2 })).toEqual({});
    expect(formErrors(check, { earned: 0.3, released: 0.1, available: 0.201 })).toEqual({ available: 'msg.available' });
  });

  it('dates compare as times; an optional check holds when either is missing', () => {
    const check = lte('start', 'end', msg('end'), true);
    expect(checkRule(check, fields)).toBe(
      "data.get('start', null) == null || data.get('end', null) == null || data.start <= data.end",
    );
    const day = (d: number) => new Date(2027, 0, d);
    expect(formErrors(check, { start: day(2), end: day(1) })).toEqual({ end: 'msg.end' });
    expect(formErrors(check, { start: day(1), end: day(1) })).toEqual({});
    expect(formErrors(check, { start: day(2), end: null })).toEqual({});
  });

  it('an empty value passes (its field says it is required)', () => {
    expect(formErrors(lte('used', 'total', msg('total')), { used: 5 }, ['total'])).toEqual({
      total: 'validation.number',
    });
  });

  it('byValue: the bound chosen by an enum value, the last one for anything else', () => {
    const check = lte('duration', byValue('unit', { years: 9, months: 108, days: 3287 }), msg('duration'));
    expect(checkRule(check, fields)).toBe(
      "data.duration <= (data.unit == 'years' ? 9 : data.unit == 'months' ? 108 : 3287)",
    );
    expect(formErrors(check, { unit: 'years', duration: 10 })).toEqual({ duration: 'msg.duration' });
    expect(formErrors(check, { unit: 'years', duration: 9 })).toEqual({});
    expect(formErrors(check, { unit: 'days', duration: 3287 })).toEqual({});
  });
});

describe('conditional forms', () => {
  it('iff: the value of a type exactly when its target is filled; the form asks for the missing target', () => {
    const check = iff('kind', 'link', 'link', 'msg.link');
    expect(checkRule(check, fields)).toBe("(data.kind == 'link') == (data.link != '')");
    expect(formErrors(check, { kind: 'link', link: '' })).toEqual({ link: 'msg.link' });
    expect(formErrors(check, { kind: 'link', link: 'https://example.com' })).toEqual({});
    expect(formErrors(check, { kind: 'product', link: '' })).toEqual({});
  });

  it('iff on a reference reads null as empty in the rules', () => {
    const refs = { ...fields, target: { kind: 'reference', label: 'x', collection: 'cities', entity: 'city' } };
    expect(checkRule(iff('kind', 'city', 'target', 'k'), refs as never)).toBe(
      "(data.kind == 'city') == (data.target != null)",
    );
  });

  it('when: a flag chooses the comparison and its message', () => {
    const check = when('free', eq('price', 0, msg('price')), gt('price', 0, { key: 'msg.positive', on: 'price' }));
    expect(checkRule(check, fields)).toBe('(data.free ? data.price == 0 : data.price > 0)');
    expect(formErrors(check, { free: false, price: 0 })).toEqual({ price: 'msg.positive' });
    expect(formErrors(check, { free: true, price: 2 })).toEqual({ price: 'msg.price' });
    expect(formErrors(check, { free: false, price: 2 })).toEqual({});
    expect(formErrors(check, { free: true, price: 0 })).toEqual({});
  });
});

describe('a definition', () => {
  it('refuses a check on a field it does not have', () => {
    expect(() =>
      defineEntity({
        ...faqEntity,
        checks: [lte('questionEn', 'nosuchField', { key: 'k', on: 'questionEn' })],
      } as never),
    ).toThrow(/no field nosuchField/);
  });
});

describe('checksRule', () => {
  it('joins checks with && and brackets an optional (disjunctive) one', () => {
    expect(checksRule([], fields)).toBeUndefined();
    expect(checksRule([lte('used', 'total', msg('total')), lte('start', 'end', msg('end'), true)], fields)).toBe(
      "data.used <= data.total && (data.get('start', null) == null || data.get('end', null) == null || data.start <= data.end)",
    );
  });
});
