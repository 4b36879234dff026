/**
 * The yup schema derived from field descriptors (src/lib/entity/schema.ts): each
 * kind's messages and bounds, as the form runs it with the yup context
 * `{ mode: 'create' | 'edit' }`. Messages are i18n keys, or `{ key, values }` for
 * bounds; every check but "not in the past" is the same in both modes.
 */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { COLLECTIONS } from '@/config/collections';
import { defineEntity } from '@/lib/entity/define';
import {
  boolean,
  counter,
  date,
  decimal,
  email,
  enumeration,
  image,
  integer,
  list,
  MAX_IMAGE_LENGTH,
  money,
  percentage,
  phone,
  reference,
  text,
  url,
  type Field,
} from '@/lib/entity/fields';
import { entitySchema, fieldSchema, fieldSchemas } from '@/lib/entity/schema';
import { errorMessages, type Message } from './support/validate';
import { allAr, allEn } from './support/locales';

type Mode = 'create' | 'edit';
const MODES: readonly Mode[] = ['create', 'edit'];

/** @returns the first message of one field for a value (undefined when valid). */
async function message(field: Field, value: unknown, mode: Mode): Promise<Message | undefined> {
  const schema = yup.object({ v: fieldSchema(field) });
  return (await errorMessages(schema, value === undefined ? {} : { v: value }, mode))['v'];
}

/** A day relative to today, at noon. */
const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  d.setHours(12, 0, 0, 0);
  return d;
};

describe.each(MODES)('field schemas (%s)', (mode) => {
  const check = (field: Field, value: unknown) => message(field, value, mode);

  describe('text', () => {
    const name = text('t.name', 5, { min: 2 });

    it('wants some text, blanks included, unless optional', async () => {
      for (const value of ['', '   ', undefined])
        expect(await check(name, value), String(value)).toBe('validation.text');
      expect(await check(text('t', 5, { requiredKey: 't.missing' }), '')).toBe('t.missing');
      expect(await check(text('t', 5, { required: false }), '')).toBeUndefined();
      expect(await check(text('t', 5, { readOnly: true }), '')).toBeUndefined();
    });

    it('bounds the trimmed length, with the bound in the message', async () => {
      expect(await check(name, 'ab')).toBeUndefined();
      expect(await check(name, ' abcde ')).toBeUndefined();
      expect(await check(name, 'a')).toEqual({ key: 'validation.tooShort', values: { count: 2 } });
      expect(await check(name, ' a ')).toEqual({ key: 'validation.tooShort', values: { count: 2 } });
      expect(await check(name, 'abcdef')).toEqual({ key: 'validation.tooLong', values: { count: 5 } });
      expect(await check(text('t', 3), 'عربي')).toEqual({ key: 'validation.tooLong', values: { count: 3 } });
    });

    it('checks a pattern on the trimmed value, in upper case for upper-case fields', async () => {
      const pattern = { source: '^[A-Z0-9]{3,5}$', messageKey: 't.code' };
      const code = text('t.code', 5, { pattern, upperCase: true });
      const strict = text('t.strict', 5, { pattern });
      expect(await check(code, 'ab1')).toBeUndefined();
      expect(await check(code, ' AB1 ')).toBeUndefined();
      expect(await check(code, 'a-1')).toBe('t.code');
      expect(await check(strict, 'ab1')).toBe('t.code');
      expect(await check(strict, 'AB1')).toBeUndefined();
      expect(await check(text('t', 5, { pattern, required: false }), '')).toBeUndefined();
    });

    it('knows email addresses, phone numbers and https addresses', async () => {
      const mail = email('t.mail');
      expect(await check(mail, 'ali.salim@demo.om')).toBeUndefined();
      expect(await check(mail, ' ali@demo.om ')).toBeUndefined();
      for (const value of ['ali', 'ali@demo', '@demo.om', 'ali salim@demo.om', 'ali@@demo.om']) {
        expect(await check(mail, value), value).toBe('validation.email');
      }
      expect(await check(mail, `${'a'.repeat(250)}@b.om`)).toEqual({
        key: 'validation.tooLong',
        values: { count: 254 },
      });
      expect(await check(mail, '')).toBe('validation.text');

      const tel = phone('t.tel');
      // Normalised before the check (src/lib/entity/phone.ts): Arabic-Indic digits, spaces
      // and dashes, a local 8-digit number.
      for (const value of ['+968 9123 4567', '96891234567', '9123-4567', '٩١٢٣ ٤٥٦٧', '00968 9123 4567']) {
        expect(await check(tel, value), value).toBeUndefined();
      }
      for (const value of ['12345', '912345', '+0123456789', 'call me', '++96891234']) {
        expect(await check(tel, value), value).toBe('validation.phone');
      }
      expect(await check(tel, `+${'1'.repeat(20)}`)).toEqual({ key: 'validation.tooLong', values: { count: 20 } });

      const site = url('t.site');
      expect(await check(site, 'https://demo.om/a?b=c')).toBeUndefined();
      for (const value of ['http://demo.om', 'demo.om', 'https://', 'https://demo om', 'javascript:alert(1)']) {
        expect(await check(site, value), value).toBe('validation.url');
      }
      expect(await check(site, `https://${'a'.repeat(2041)}`)).toEqual({
        key: 'validation.tooLong',
        values: { count: 2048 },
      });
    });
  });

  describe('numbers', () => {
    it('want a number, Arabic digits accepted, unless optional', async () => {
      const count = integer('t.count', 1, 10);
      expect(await check(count, '')).toBe('validation.number');
      expect(await check(count, undefined)).toBe('validation.number');
      expect(await check(count, null)).toBe('validation.number');
      expect(await check(count, 'abc')).toBe('validation.number');
      expect(await check(count, '12 km')).toBe('validation.number');
      expect(await check(count, '٧')).toBeUndefined();
      expect(await check(count, '۷')).toBeUndefined();
      expect(await check(count, 7)).toBeUndefined();
      expect(await check(integer('t', 1, 10, { requiredKey: 't.missing' }), '')).toBe('t.missing');
      expect(await check(integer('t', 1, 10, { required: false }), '')).toBeUndefined();
      expect(await check(integer('t', 1, 10, { required: false }), 'abc')).toBe('validation.number');
    });

    it('bound the value inclusively, with the bound in the message', async () => {
      const count = integer('t.count', 1, 10);
      expect(await check(count, 1)).toBeUndefined();
      expect(await check(count, '١٠')).toBeUndefined();
      expect(await check(count, 0)).toEqual({ key: 'validation.min', values: { min: 1 } });
      expect(await check(count, -3)).toEqual({ key: 'validation.min', values: { min: 1 } });
      expect(await check(count, 11)).toEqual({ key: 'validation.max', values: { max: 10 } });
      expect(await check(count, '١١')).toEqual({ key: 'validation.max', values: { max: 10 } });
      const keyed = integer('t', 1, 10, { minKey: 't.low', maxKey: 't.high' });
      expect(await check(keyed, 0)).toEqual({ key: 't.low', values: { min: 1 } });
      expect(await check(keyed, 11)).toEqual({ key: 't.high', values: { max: 10 } });
    });

    it('exclude the lower bound when asked (more than 0)', async () => {
      const share = percentage('t.share', 0, 100, { minExclusive: true });
      expect(await check(share, 0)).toEqual({ key: 'validation.min', values: { min: 0 } });
      expect(await check(share, 0.01)).toBeUndefined();
      expect(await check(share, 100)).toBeUndefined();
      expect(await check(share, 100.01)).toEqual({ key: 'validation.max', values: { max: 100 } });
      expect(await check(percentage('t'), 0)).toBeUndefined();
    });

    it('want whole numbers for integers', async () => {
      expect(await check(integer('t', 0, 10), 2.5)).toBe('validation.whole');
      expect(await check(integer('t', 0, 10), '٢٫٥')).toBe('validation.whole');
      expect(await check(integer('t', 0, 10, { decimalsKey: 't.whole' }), 2.5)).toBe('t.whole');
    });

    it('allow the declared decimals: decimals as given, money 3, percentages 2', async () => {
      const ratio = decimal('t.ratio', 0, 10, 1);
      expect(await check(ratio, 2.5)).toBeUndefined();
      expect(await check(ratio, 2.55)).toEqual({ key: 'validation.decimals', values: { count: 1 } });
      const price = money('t.price', 0, 1000);
      expect(await check(price, 12.345)).toBeUndefined();
      expect(await check(price, '١٢٫٣٤٥')).toBeUndefined();
      expect(await check(price, 1.005)).toBeUndefined();
      expect(await check(price, 0.1 + 0.2)).toBeUndefined();
      expect(await check(price, 12.3456)).toEqual({ key: 'validation.decimals', values: { count: 3 } });
      expect(await check(price, 1000.001)).toEqual({ key: 'validation.max', values: { max: 1000 } });
      expect(await check(money('t', 0, 10, { decimalsKey: 't.cents' }), 1.2345)).toEqual({
        key: 't.cents',
        values: { count: 3 },
      });
      expect(await check(percentage('t'), 12.5)).toBeUndefined();
      expect(await check(percentage('t'), 12.555)).toEqual({ key: 'validation.decimals', values: { count: 2 } });
    });
  });

  describe('choices', () => {
    it('want one of the enum values', async () => {
      const size = enumeration('t.size', ['small', 'large'] as const, 't.sizes');
      expect(await check(size, 'small')).toBeUndefined();
      expect(await check(size, 'huge')).toBe('validation.select');
      expect(await check(size, '')).toBe('validation.select');
      expect(await check(size, undefined)).toBe('validation.select');
      const keyed = enumeration('t', ['a'] as const, 't.v', { requiredKey: 't.pick' });
      expect(await check(keyed, 'b')).toBe('t.pick');
      expect(await check(enumeration('t', ['a'] as const, 't.v', { required: false }), undefined)).toBeUndefined();
    });

    it('take any boolean', async () => {
      expect(await check(boolean('t.flag'), true)).toBeUndefined();
      expect(await check(boolean('t.flag'), false)).toBeUndefined();
      expect(await check(boolean('t.flag'), undefined)).toBeUndefined();
      expect(fieldSchema(boolean('t.flag', true)).cast(undefined)).toBe(true);
    });

    it('want a referenced document, blanks included', async () => {
      const owner = reference('t.owner', COLLECTIONS.users, 'supplier');
      expect(await check(owner, 's1')).toBeUndefined();
      expect(await check(owner, '')).toBe('validation.select');
      expect(await check(owner, '  ')).toBe('validation.select');
      expect(await check(owner, undefined)).toBe('validation.select');
      const keyed = reference('t', COLLECTIONS.users, 'supplier', { requiredKey: 't.pick' });
      expect(await check(keyed, '')).toBe('t.pick');
      expect(await check(reference('t', COLLECTIONS.users, 'supplier', { required: false }), '')).toBeUndefined();
    });
  });

  describe('dates', () => {
    it('want a valid date, unless optional', async () => {
      const when = date('t.when');
      expect(await check(when, day(3))).toBeUndefined();
      expect(await check(when, null)).toBe('validation.date');
      expect(await check(when, undefined)).toBe('validation.date');
      expect(await check(when, new Date(Number.NaN))).toBe('validation.date');
      expect(await check(when, 'soon')).toBe('validation.date');
      expect(await check(date('t', { requiredKey: 't.pick' }), null)).toBe('t.pick');
      expect(await check(date('t', { required: false }), null)).toBeUndefined();
    });

    it('accept today and later dates for a not-in-the-past field', async () => {
      const expiry = date('t.expiry', { notPastKey: 't.past' });
      const today = new Date();
      today.setHours(0, 0, 0, 0);
      expect(await check(expiry, today)).toBeUndefined();
      expect(await check(expiry, day(0))).toBeUndefined();
      expect(await check(expiry, day(400))).toBeUndefined();
      expect(await check(date('t', { notPastKey: 't.past', required: false }), null)).toBeUndefined();
    });

    it('want a day from 2000-01-01 to 2100-12-31 (DATE_RANGE), with the years in the message', async () => {
      const when = date('t.when', { required: false });
      const outside = { key: 'validation.dateRange', values: { min: 2000, max: 2100 } };
      expect(await check(when, new Date(2000, 0, 1))).toBeUndefined();
      expect(await check(when, new Date(2100, 11, 31, 23, 59))).toBeUndefined();
      expect(await check(when, new Date(1999, 11, 31, 23, 59))).toEqual(outside);
      expect(await check(when, new Date(2101, 0, 1))).toEqual(outside);
      expect(await check(when, new Date(9999, 11, 31))).toEqual(outside);
      expect(await check(when, new Date(1900, 0, 1))).toEqual(outside);
    });
  });

  describe('images', () => {
    const picture = image('t.picture');

    it('are optional by default, and say "Please select Image" when required', async () => {
      expect(await check(picture, '')).toBeUndefined();
      expect(await check(picture, '  ')).toBeUndefined();
      expect(await check(image('t', { required: true }), '')).toBe('validation.image');
      expect(await check(image('t', { required: true }), 'categories/abc/x.webp')).toBeUndefined();
    });

    it('take Storage paths <collection>/<docId>/<file>, trimmed', async () => {
      for (const value of [
        'categories/abc/1732250000000-k3x9.webp',
        ' categories/abc/a.jpg ',
        'gallery/Xy_9-z/photo.v2.png',
        `articles/a/${'f'.repeat(120)}`,
      ]) {
        expect(await check(picture, value), value).toBeUndefined();
      }
    });

    it('refuse URLs, javascript:, inline data and paths of another shape', async () => {
      for (const value of [
        'javascript:alert(1)',
        'https://cdn.demo.om/a.png',
        'https://firebasestorage.googleapis.com/v0/b/x/o/categories%2Fa%2Fb.png',
        'gs://demo.appspot.com/categories/a/b.png',
        'data:image/png;base64,iVBORw0KGgo=',
        'categories/a.png',
        'categories/a/b/c.png',
        'categories/a/b c.png',
        '/categories/a/b.png',
        'categories/../b.png',
        `articles/a/${'f'.repeat(121)}`,
      ]) {
        expect(await check(picture, value), value).toBe('validation.imagePath');
      }
    });

    it(`are at most ${MAX_IMAGE_LENGTH} characters`, async () => {
      const long = `categories/${'a'.repeat(MAX_IMAGE_LENGTH)}/x.png`;
      expect(await check(picture, long)).toEqual({ key: 'validation.tooLong', values: { count: MAX_IMAGE_LENGTH } });
    });
  });

  describe('lists and counters', () => {
    const lines = list('t.lines', { label: text('l.label', 5), qty: integer('l.qty', 1, 9) }, 2);

    it('bound the number of items and check each item', async () => {
      const schema = yup.object({ lines: fieldSchema(lines) });
      expect(await errorMessages(schema, { lines: [] }, mode)).toEqual({});
      expect(await errorMessages(schema, { lines: [{ label: 'a', qty: '٢' }] }, mode)).toEqual({});
      const three = [1, 2, 3].map(() => ({ label: 'a', qty: 1 }));
      expect(await errorMessages(schema, { lines: three }, mode)).toEqual({
        lines: { key: 'validation.tooMany', values: { count: 2 } },
      });
      expect(await errorMessages(schema, { lines: [{ label: '', qty: 0 }] }, mode)).toEqual({
        'lines[0].label': 'validation.text',
        'lines[0].qty': { key: 'validation.min', values: { min: 1 } },
      });
    });

    it('take any counter', async () => {
      expect(await check(counter('t.n'), 3)).toBeUndefined();
    });
  });
});

describe('IBANs (a text field with `iban`, src/lib/entity/iban.ts)', () => {
  const iban = text('t.iban', 34, {
    required: false,
    iban: { lengths: { OM: 23, DE: 22 }, messageKey: 't.ibanCheck' },
  });

  it('take a valid IBAN of a declared country, typed with spaces or in lower case, and none', async () => {
    expect(await message(iban, 'OM81 0180 0000 0129 9123 456', 'edit')).toBeUndefined();
    expect(await message(iban, 'de89370400440532013000', 'edit')).toBeUndefined();
    expect(await message(iban, '', 'edit')).toBeUndefined();
  });

  it("refuse wrong check digits, another country's IBAN and a wrong length", async () => {
    expect(await message(iban, 'OM820180000001299123456', 'edit')).toBe('t.ibanCheck');
    expect(await message(iban, 'GB82WEST12345698765432', 'edit')).toBe('t.ibanCheck');
    expect(await message(iban, 'OM81018000000129912345', 'edit')).toBe('t.ibanCheck');
  });
});

describe('dates not in the past', () => {
  const expiry = date('t.expiry', { notPastKey: 't.past' });

  it('refuses a past date when creating', async () => {
    expect(await message(expiry, day(-1), 'create')).toBe('t.past');
    expect(await message(expiry, new Date(2020, 0, 1), 'create')).toBe('t.past');
  });

  it('keeps a past date when editing (the stored one may have passed)', async () => {
    expect(await message(expiry, day(-1), 'edit')).toBeUndefined();
    expect(await message(expiry, new Date(2020, 0, 1), 'edit')).toBeUndefined();
  });

  it('checks nothing of the kind on a date without the option', async () => {
    expect(await message(date('t.when'), day(-1), 'create')).toBeUndefined();
  });
});

describe('entity schemas', () => {
  const thing = defineEntity({
    name: 'thing',
    collection: COLLECTIONS.products,
    fields: {
      name: text('thing.name', 10),
      count: integer('thing.count', 1, 10),
      state: enumeration('thing.state', ['draft', 'done'] as const, 'thing.states', { readOnly: true }),
      used: integer('thing.used', 0, 10, { readOnly: true }),
      parts: counter('thing.parts'),
    },
    list: { sorts: ['name'], defaultSort: { field: 'name', direction: 'asc' } },
    title: (row) => row.name,
  });

  it('check the fields the form edits only', async () => {
    const schema = entitySchema(thing);
    expect(Object.keys(schema.fields)).toEqual(['name', 'count']);
    for (const mode of MODES) {
      expect(await errorMessages(schema, { name: 'a', count: 2, state: 'bogus', used: 'x', parts: -1 }, mode)).toEqual(
        {},
      );
      expect(await errorMessages(schema, { name: '', count: 11 }, mode)).toEqual({
        name: 'validation.text',
        count: { key: 'validation.max', values: { max: 10 } },
      });
    }
    expect(Object.keys(fieldSchemas(thing.fields))).toEqual(['name', 'count', 'state', 'used', 'parts']);
    expect(Object.keys(fieldSchemas(thing.fields, ['count']))).toEqual(['count']);
  });

  it('take a refinement that gets the derived schemas and may replace or add some', async () => {
    const schema = entitySchema(thing, (schemas) => ({
      ...schemas,
      count: (schemas['count'] as yup.NumberSchema).test('even', 't.even', (v) => v === undefined || v % 2 === 0),
    }));
    expect(await errorMessages(schema, { name: 'a', count: 3 }, 'edit')).toEqual({ count: 't.even' });
    expect(await errorMessages(schema, { name: 'a', count: 11 }, 'edit')).toEqual({
      count: { key: 'validation.max', values: { max: 10 } },
    });
    expect(await errorMessages(schema, { name: 'a', count: 4 }, 'edit')).toEqual({});
  });

  it('cast what the form saves: trimmed texts and numbers read from what was typed', () => {
    expect(entitySchema(thing).cast({ name: ' Lamp ', count: '٤' }, { stripUnknown: true })).toEqual({
      name: 'Lamp',
      count: 4,
    });
  });
});

describe('message keys', () => {
  it('are in English and in Arabic', () => {
    const keys = [
      'validation.text',
      'validation.tooShort',
      'validation.tooLong',
      'validation.number',
      'validation.min',
      'validation.max',
      'validation.whole',
      'validation.decimals',
      'validation.select',
      'validation.date',
      'validation.dateRange',
      'validation.image',
      'validation.imagePath',
      'validation.email',
      'validation.phone',
      'validation.url',
      'validation.tooMany',
    ];
    // A count's message is a plural: its forms are `<key>_one`, `<key>_other` …
    const has = (texts: Record<string, string>, key: string) => key in texts || `${key}_other` in texts;
    for (const key of keys) {
      expect(has(allEn, key), key).toBe(true);
      expect(has(allAr, key), key).toBe(true);
    }
  });
});
