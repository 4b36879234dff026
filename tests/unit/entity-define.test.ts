/**
 * The generic mechanism of src/lib/entity/define.ts, on small definitions of this
 * file's own (no registry entity): every field kind read with safe defaults, stored
 * (trimmed, upper case, money in baisa, Arabic digits, end of day, empty reference or
 * image as null), create vs update writes, empty and form values, the checks of
 * defineEntity, and the sorts a list may use with a search and filters.
 */
import { Timestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@/config/collections';
import { allowedSorts, defineEntity, endOfDay, isEdited, readField, storeField } from '@/lib/entity/define';
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
  money,
  percentage,
  phone,
  reference,
  text,
  url,
  type FormValues,
} from '@/lib/entity/fields';

const KINDS = ['small', 'large'] as const;
const STATES = ['draft', 'done'] as const;

/** One field of every kind, plus read-only and fixed ones, scoped to type == 'thing'. */
const thing = defineEntity({
  name: 'thing',
  collection: COLLECTIONS.products,
  scope: { field: 'type', value: 'thing' },
  fields: {
    name: text('thing.name', 50),
    code: text('thing.code', 10, { upperCase: true, fixed: true }),
    mail: email('thing.mail', { required: false }),
    tel: phone('thing.tel', { required: false }),
    site: url('thing.site', { required: false }),
    count: integer('thing.count', 0, 10),
    ratio: decimal('thing.ratio', 0, 1, 2),
    price: money('thing.price', 0, 1000),
    share: percentage('thing.share'),
    size: enumeration('thing.size', KINDS, 'thing.sizes', { initial: 'large' }),
    shown: boolean('thing.shown', true),
    day: date('thing.day'),
    until: date('thing.until', { endOfDay: true }),
    ownerId: reference('thing.owner', COLLECTIONS.users, 'supplier'),
    picture: image('thing.picture'),
    parts: counter('thing.parts'),
    lines: list(
      'thing.lines',
      { label: text('line.label', 20), qty: integer('line.qty', 1, 9), cost: money('line.cost', 0, 100) },
      5,
    ),
    state: enumeration('thing.state', STATES, 'thing.states', { readOnly: true }),
    used: integer('thing.used', 0, 100, { readOnly: true, initial: 7 }),
    approverId: reference('thing.approver', COLLECTIONS.users, 'staff', { readOnly: true, required: false }),
    note: text('thing.note', 100, { readOnly: true }),
  },
  id: { field: 'code' },
  hierarchy: { childCounter: 'parts' },
  list: {
    sorts: ['name', 'count', 'createdAt'],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    search: { fields: ['name', 'code'], sorts: ['name', 'createdAt'] },
    filters: { size: ['count', 'createdAt'], shown: ['name'] },
  },
  title: (row) => row.name,
});

/** A child counted on its parent thing. */
const part = defineEntity({
  name: 'part',
  collection: COLLECTIONS.subCategories,
  fields: {
    thingId: reference('part.thing', COLLECTIONS.products, 'thing'),
    label: text('part.label', 20),
    weight: integer('part.weight', 0, 100),
  },
  hierarchy: { parent: { field: 'thingId', collection: COLLECTIONS.products, counter: 'parts' } },
  list: {
    sorts: ['label', 'weight', 'createdAt'],
    defaultSort: { field: 'label', direction: 'asc' },
    search: { fields: ['label'], sorts: ['createdAt'] },
  },
  title: (row) => row.label,
});

type ThingValues = FormValues<typeof thing.fields>;

const DAY = new Date(2026, 2, 14, 9, 30);

/** Values of a filled form, already as the form normalises them (trimmed, upper case). */
const filled = (extra: Partial<ThingValues> = {}): ThingValues => ({
  ...thing.emptyValues,
  name: 'Lamp',
  code: 'LMP1',
  mail: 'a@b.om',
  tel: '+96891234567',
  site: 'https://b.om',
  count: 3,
  ratio: 0.25,
  price: 12.345,
  share: 12.5,
  size: 'small',
  shown: false,
  day: DAY,
  until: endOfDay(DAY),
  ownerId: 's1',
  picture: 'https://cdn.b.om/a.png',
  lines: [{ label: 'bulb', qty: 2, cost: 1.5 }],
  ...extra,
});

describe('reading stored values', () => {
  it('gives every kind a safe default when the value is missing', () => {
    const row = thing.fromFirestore('t1', {});
    expect(row).toEqual({
      id: 't1',
      createdAt: null,
      updatedAt: null,
      createdBy: null,
      updatedBy: null,
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
      editedBy: null,
      name: '',
      code: '',
      mail: '',
      tel: '',
      site: '',
      count: 0,
      ratio: 0,
      price: 0,
      share: 0,
      size: 'large',
      shown: true,
      day: null,
      until: null,
      ownerId: null,
      picture: null,
      parts: 0,
      lines: [],
      state: 'draft',
      used: 0,
      approverId: null,
      note: '',
    });
  });

  it('gives every kind a safe default when the value has the wrong type', () => {
    const row = thing.fromFirestore('t2', {
      name: 5,
      code: null,
      mail: ['x'],
      count: '3',
      ratio: Number.NaN,
      price: Number.POSITIVE_INFINITY,
      share: true,
      size: 'huge',
      shown: 'yes',
      day: 'tomorrow',
      until: 1_700_000_000_000,
      ownerId: 42,
      picture: '',
      parts: '2',
      lines: 'many',
      state: 3,
      decidedAt: 'now',
      decidedBy: 9,
      createdAt: { toDate: () => 'not a date' },
    });
    expect(row).toMatchObject({
      name: '',
      code: '',
      mail: '',
      count: 0,
      ratio: 0,
      price: 0,
      share: 0,
      size: 'large',
      shown: true,
      day: null,
      until: null,
      ownerId: null,
      picture: null,
      parts: 0,
      lines: [],
      state: 'draft',
      decidedAt: null,
      decidedBy: null,
      createdAt: null,
    });
  });

  it('reads good values as they are, times as Dates, list items field by field', () => {
    const row = thing.fromFirestore('t3', {
      name: 'Lamp',
      size: 'small',
      shown: false,
      price: 12_345,
      day: Timestamp.fromDate(DAY),
      until: DAY,
      ownerId: 's1',
      lines: [{ label: 'bulb', qty: 2, cost: 1500 }, null, { label: 7, qty: 'x' }],
      decidedAt: Timestamp.fromDate(DAY),
      decidedBy: 'u9',
      decisionReason: 'ok',
      searchPrefixes: ['l'],
      type: 'thing',
    });
    expect(row).toMatchObject({
      name: 'Lamp',
      size: 'small',
      shown: false,
      price: 12_345,
      day: DAY,
      until: DAY,
      ownerId: 's1',
      decidedAt: DAY,
      decidedBy: 'u9',
      decisionReason: 'ok',
    });
    expect(row.lines).toEqual([
      { label: 'bulb', qty: 2, cost: 1500 },
      { label: '', qty: 0, cost: 0 },
      { label: '', qty: 0, cost: 0 },
    ]);
    expect(row).not.toHaveProperty('searchPrefixes');
    expect(row).not.toHaveProperty('type');
  });

  it('readField is the same reader, one field at a time', () => {
    expect(readField(thing.fields.size, 'small')).toBe('small');
    expect(readField(thing.fields.size, 'SMALL')).toBe('large');
    expect(readField(thing.fields.shown, 0)).toBe(true);
    expect(readField(thing.fields.picture, 'https://a.om/x.png')).toBe('https://a.om/x.png');
    expect(readField(thing.fields.parts, 4)).toBe(4);
  });
});

describe('storing form values', () => {
  it('trims texts and writes codes in upper case', () => {
    expect(storeField(thing.fields.name, '  Lamp  ')).toBe('Lamp');
    expect(storeField(thing.fields.code, ' lmp-1 ')).toBe('LMP-1');
    expect(storeField(thing.fields.name, undefined)).toBe('');
    expect(storeField(thing.fields.name, 12)).toBe('');
  });

  it('reads numbers as typed, Arabic digits and separators included, money as whole baisa', () => {
    expect(storeField(thing.fields.count, '٣')).toBe(3);
    expect(storeField(thing.fields.count, ' 1,000 ')).toBe(1000);
    expect(storeField(thing.fields.ratio, '٠٫٢٥')).toBe(0.25);
    expect(storeField(thing.fields.share, 12.5)).toBe(12.5);
    expect(storeField(thing.fields.price, 12.345)).toBe(12_345);
    expect(storeField(thing.fields.price, '١٢٫٣٤٥')).toBe(12_345);
    expect(storeField(thing.fields.price, 0.1 + 0.2)).toBe(300);
    expect(storeField(thing.fields.price, 1.0005)).toBe(1001);
  });

  it('writes a number field left empty or not a number as its initial value, else 0', () => {
    expect(storeField(thing.fields.count, '')).toBe(0);
    expect(storeField(thing.fields.count, 'abc')).toBe(0);
    expect(storeField(thing.fields.count, null)).toBe(0);
    expect(storeField(thing.fields.used, '')).toBe(7);
    expect(storeField(thing.fields.price, '')).toBe(0);
  });

  it('keeps known enum and boolean values, else the initial one', () => {
    expect(storeField(thing.fields.size, 'small')).toBe('small');
    expect(storeField(thing.fields.size, 'huge')).toBe('large');
    expect(storeField(thing.fields.shown, false)).toBe(false);
    expect(storeField(thing.fields.shown, 'false')).toBe(true);
  });

  it('writes dates as Timestamps, end-of-day dates at the last moment of their day', () => {
    expect(storeField(thing.fields.day, DAY)).toEqual(Timestamp.fromDate(DAY));
    expect(storeField(thing.fields.day, DAY)).toBeInstanceOf(Timestamp);
    expect(storeField(thing.fields.until, DAY)).toEqual(Timestamp.fromDate(new Date(2026, 2, 14, 23, 59, 59, 999)));
    expect(storeField(thing.fields.day, null)).toBeNull();
    expect(storeField(thing.fields.until, null)).toBeNull();
    expect(endOfDay(DAY)).toEqual(new Date(2026, 2, 14, 23, 59, 59, 999));
    expect(DAY).toEqual(new Date(2026, 2, 14, 9, 30));
  });

  it('writes an empty reference or image as null, others trimmed', () => {
    expect(storeField(thing.fields.ownerId, '')).toBeNull();
    expect(storeField(thing.fields.ownerId, '   ')).toBeNull();
    expect(storeField(thing.fields.ownerId, undefined)).toBeNull();
    expect(storeField(thing.fields.ownerId, ' s1 ')).toBe('s1');
    expect(storeField(thing.fields.picture, '')).toBeNull();
    expect(storeField(thing.fields.picture, ' https://a.om/x.png ')).toBe('https://a.om/x.png');
  });

  it('writes counters as numbers and list items field by field', () => {
    expect(storeField(thing.fields.parts, 3)).toBe(3);
    expect(storeField(thing.fields.parts, '3')).toBe(0);
    expect(storeField(thing.fields.lines, [{ label: ' bulb ', qty: '٢', cost: '1.5' }])).toEqual([
      { label: 'bulb', qty: 2, cost: 1500 },
    ]);
    expect(storeField(thing.fields.lines, 'x')).toEqual([]);
  });
});

describe('create and update writes', () => {
  it('create writes every field, read-only ones with their initial values, and the scope', () => {
    const data = thing.toFirestore(
      filled({ name: ' Lamp ', code: ' lmp1 ', state: 'done', used: 50, approverId: 'u1', note: 'x', parts: 4 }),
      'create',
    );
    expect(data).toEqual({
      name: 'Lamp',
      code: 'LMP1',
      mail: 'a@b.om',
      tel: '+96891234567',
      site: 'https://b.om',
      count: 3,
      ratio: 0.25,
      price: 12_345,
      share: 12.5,
      size: 'small',
      shown: false,
      day: Timestamp.fromDate(DAY),
      until: Timestamp.fromDate(new Date(2026, 2, 14, 23, 59, 59, 999)),
      ownerId: 's1',
      picture: 'https://cdn.b.om/a.png',
      parts: 0,
      lines: [{ label: 'bulb', qty: 2, cost: 1500 }],
      state: 'draft',
      used: 7,
      approverId: null,
      note: '',
      type: 'thing',
    });
    expect(thing.toFirestore(filled())).toEqual(thing.toFirestore(filled(), 'create'));
  });

  it('update writes only what the form edits: no read-only, counter, fixed or scope field', () => {
    const data = thing.toFirestore(filled({ code: 'OTHER', state: 'done', used: 50, parts: 4 }), 'update');
    expect(Object.keys(data).sort()).toEqual(
      [
        'name',
        'mail',
        'tel',
        'site',
        'count',
        'ratio',
        'price',
        'share',
        'size',
        'shown',
        'day',
        'until',
        'ownerId',
        'picture',
        'lines',
      ].sort(),
    );
    expect(data['price']).toBe(12_345);
  });

  it('derives the form fields, the id and the list parts from the declaration', () => {
    expect(thing.formFields).toEqual([
      'name',
      'code',
      'mail',
      'tel',
      'site',
      'count',
      'ratio',
      'price',
      'share',
      'size',
      'shown',
      'day',
      'until',
      'ownerId',
      'picture',
      'lines',
    ]);
    expect(isEdited(thing.fields.code)).toBe(true);
    expect(isEdited(thing.fields.state)).toBe(false);
    expect(isEdited(thing.fields.parts)).toBe(false);
    expect(thing.idFrom?.(filled({ code: ' lmp-2 ' }))).toBe('LMP-2');
    expect(part.idFrom).toBeUndefined();
    expect(thing.searchFields).toEqual(['name', 'code']);
    expect(thing.sortableFields).toEqual(['name', 'count', 'createdAt']);
    expect(thing.defaultSort).toEqual({ field: 'createdAt', direction: 'desc' });
    expect(thing.hierarchy?.childCounter).toBe('parts');
    expect(thing.hierarchy?.parent).toBeUndefined();
    expect(part.hierarchy?.parent).toEqual({ field: 'thingId', collection: 'products', counter: 'parts' });
    expect(part.hierarchy?.childCounter).toBeUndefined();
    expect(part.scope).toBeUndefined();
    expect(part.toFirestore({ thingId: 't1', label: 'a', weight: 1 }, 'create')).not.toHaveProperty('type');
  });

  it('converts a filter value typed in a URL to the stored type', () => {
    expect(thing.filterValue('shown', 'true')).toBe(true);
    expect(thing.filterValue('shown', 'false')).toBe(false);
    expect(thing.filterValue('count', '3')).toBe(3);
    expect(thing.filterValue('size', 'small')).toBe('small');
    expect(thing.filterValue('unknown', '3')).toBe('3');
  });
});

describe('empty and form values', () => {
  it('starts an empty form with blank texts and numbers, initial choices, no date and no items', () => {
    expect(thing.emptyValues).toEqual({
      name: '',
      code: '',
      mail: '',
      tel: '',
      site: '',
      count: '',
      ratio: '',
      price: '',
      share: '',
      size: 'large',
      shown: true,
      day: null,
      until: null,
      ownerId: '',
      picture: '',
      parts: 0,
      lines: [],
      state: 'draft',
      used: 7,
      approverId: '',
      note: '',
    });
  });

  it('writes an empty form as the safe defaults', () => {
    expect(thing.toFirestore(thing.emptyValues, 'create')).toMatchObject({
      name: '',
      count: 0,
      price: 0,
      size: 'large',
      shown: true,
      day: null,
      ownerId: null,
      picture: null,
      lines: [],
    });
  });

  it('gives back the form values a document was written from (money in OMR, no reference as "")', () => {
    const values = filled();
    const row = thing.fromFirestore('t1', thing.toFirestore(values, 'create'));
    expect(thing.toValues(row)).toEqual({
      ...values,
      day: DAY,
      until: endOfDay(DAY),
      state: 'draft',
      used: 7,
      approverId: '',
      note: '',
      parts: 0,
    });
    const bare = thing.fromFirestore('t2', thing.toFirestore({ ...values, ownerId: '', picture: '' }));
    expect(thing.toValues(bare)).toMatchObject({ ownerId: '', picture: '' });
    expect(thing.fromFirestore('t3', thing.toFirestore(thing.toValues(row), 'create'))).toEqual({ ...row, id: 't3' });
  });
});

describe('defineEntity checks the names it is given', () => {
  const base = {
    name: 'check',
    collection: COLLECTIONS.faqs,
    fields: { a: text('a', 10), b: integer('b', 0, 9), c: counter('c') },
    list: { sorts: ['a', 'createdAt'], defaultSort: { field: 'a', direction: 'asc' } },
    title: () => '',
  } as const;
  const define = (extra: object) => () => defineEntity({ ...base, ...extra } as never);
  const listed = (list: object) => define({ list: { ...base.list, ...list } });

  it('accepts its own fields and createdAt', () => {
    expect(define({})).not.toThrow();
    expect(listed({ search: { fields: ['a'], sorts: ['createdAt'] }, filters: { b: ['a'] } })).not.toThrow();
  });

  it.each([
    ['a sort', { sorts: ['a', 'z'] }],
    ['the default sort', { defaultSort: { field: 'z', direction: 'asc' } }],
    ['a search field', { search: { fields: ['z'], sorts: [] } }],
    ['a search sort', { search: { fields: ['a'], sorts: ['z'] } }],
    ['a filter', { filters: { z: ['a'] } }],
    ['a sort with a filter', { filters: { b: ['z'] } }],
  ])('throws naming an unknown field in %s', (_where, list) => {
    expect(listed(list)).toThrow('check: no field z');
  });

  it('throws naming an unknown id, parent, counter or transition field', () => {
    expect(define({ id: { field: 'z' } })).toThrow('check: no field z');
    expect(define({ hierarchy: { parent: { field: 'z', collection: COLLECTIONS.faqs, counter: 'n' } } })).toThrow(
      'check: no field z',
    );
    expect(define({ hierarchy: { childCounter: 'z' } })).toThrow('check: no field z');
    const transition = { field: 'z', from: [false], to: true, labelKey: 'l', confirmKey: 'c', successKey: 's' };
    expect(define({ transitions: { go: transition } })).toThrow('check: no field z');
  });

  it('throws naming an unknown field of an assignment or a release, or a release of no assignment', () => {
    const keys = { labelKey: 'l', confirmKey: 'c', successKey: 's' };
    const assign = { kind: 'assign', people: ['a'], when: {}, sets: {}, ...keys };
    const release = { kind: 'release', of: 'give', when: {}, sets: {}, ...keys };
    expect(define({ transitions: { give: assign, back: release } })).not.toThrow();
    expect(define({ transitions: { give: { ...assign, people: ['z'] } } })).toThrow('check: no field z');
    expect(define({ transitions: { give: { ...assign, stampedAt: 'z' } } })).toThrow('check: no field z');
    expect(define({ transitions: { give: assign, back: { ...release, sets: { z: 'x' } } } })).toThrow(
      'check: no field z',
    );
    expect(define({ transitions: { give: assign, back: { ...release, of: 'back' } } })).toThrow(
      'check: release of back, which is no assign transition',
    );
    expect(define({ transitions: { give: assign, again: assign } })).toThrow('check: more than one assign transition');
  });
});

describe('typed transitions', () => {
  // Checked by `npm run typecheck` (tests are type-checked): each @ts-expect-error line must
  // be an error, or the compiler fails on the unused directive.
  const base = {
    name: 'decided',
    collection: COLLECTIONS.faqs,
    fields: { state: enumeration('d.state', STATES, 'd.states'), open: boolean('d.open'), note: text('d.note', 9) },
    list: { sorts: ['createdAt'], defaultSort: { field: 'createdAt', direction: 'desc' } },
    title: () => '',
  } as const;
  const keys = { labelKey: 'l', confirmKey: 'c', successKey: 's' };
  const typed = defineEntity({
    ...base,
    transitions: {
      finish: { field: 'state', from: ['draft'], to: 'done', ...keys },
      close: { field: 'open', from: [true], to: false, ...keys },
    },
  });
  type Declared = NonNullable<Parameters<typeof defineEntity<typeof base.fields>>[0]['transitions']>;
  const define = (transitions: Declared) => () => defineEntity({ ...base, transitions });

  it('knows its transition names and their fields and values', () => {
    const finish = typed.transitions?.finish;
    expect(finish).toMatchObject({ field: 'state', from: ['draft'], to: 'done' });
    if (finish?.field === 'state') {
      const to: 'draft' | 'done' = finish.to;
      expect(to).toBe('done');
    }
    // @ts-expect-error: no transition of that name
    expect(typed.transitions?.finnish).toBeUndefined();
  });

  it('types an assignment and its release, declared among the transitions, by their kind', () => {
    const dispatched = defineEntity({
      ...base,
      fields: { ...base.fields, carrier: text('d.carrier', 9) },
      transitions: {
        finish: { field: 'state', from: ['draft'], to: 'done', ...keys },
        give: { kind: 'assign', people: ['carrier'], when: { state: ['draft'] }, sets: {}, ...keys },
        back: { kind: 'release', of: 'give', when: { state: ['draft'] }, sets: {}, ...keys },
      },
    });
    const people: readonly ('state' | 'open' | 'note' | 'carrier')[] | undefined = dispatched.transitions?.give.people;
    expect(people).toEqual(['carrier']);
    expect(dispatched.transitions?.back.of).toBe('give');
    // A status change keeps its optional options readable.
    expect(dispatched.transitions?.finish.reasonRequired).toBeUndefined();
    // @ts-expect-error: an assignment has no `from`
    expect(dispatched.transitions?.give.from).toBeUndefined();
    // @ts-expect-error: an assignment names fields of the definition
    expect(define({ go: { kind: 'assign', people: ['carier'], when: {}, sets: {}, ...keys } })).toThrow();
  });

  it('refuses, at compile time, a value the field does not have or a field that holds no state', () => {
    expect(define({ go: { field: 'state', from: ['done'], to: 'draft', ...keys } })).not.toThrow();
    // @ts-expect-error: 'finished' is not a value of state
    expect(define({ go: { field: 'state', from: ['draft'], to: 'finished', ...keys } })).not.toThrow();
    // @ts-expect-error: a boolean field takes booleans
    expect(define({ go: { field: 'open', from: ['yes'], to: false, ...keys } })).not.toThrow();
    // @ts-expect-error: the values of another field
    expect(define({ go: { field: 'open', from: ['draft'], to: 'done', ...keys } })).not.toThrow();
    // @ts-expect-error: a text field holds no state
    expect(define({ go: { field: 'note', from: ['a'], to: 'b', ...keys } })).not.toThrow();
  });
});

describe('sorts allowed with a search and filters', () => {
  it('uses the list sorts alone, the search sorts while searching', () => {
    expect(thing.sortsFor(false, [])).toEqual(['name', 'count', 'createdAt']);
    expect(thing.sortsFor(true, [])).toEqual(['name', 'createdAt']);
  });

  it('keeps only the sorts each filter combines with', () => {
    expect(thing.sortsFor(false, ['size'])).toEqual(['count', 'createdAt']);
    expect(thing.sortsFor(true, ['size'])).toEqual(['createdAt']);
    expect(thing.sortsFor(false, ['shown'])).toEqual(['name']);
    expect(thing.sortsFor(true, ['shown'])).toEqual(['name']);
    expect(thing.sortsFor(false, ['size', 'shown'])).toEqual([]);
    expect(thing.sortsFor(false, ['count'])).toEqual([]);
  });

  it('ignores the scope field, and lets a parent filter keep the default and search sorts', () => {
    expect(thing.sortsFor(false, ['type'])).toEqual(['name', 'count', 'createdAt']);
    expect(thing.sortsFor(true, ['type', 'size'])).toEqual(['createdAt']);
    expect(part.sortsFor(false, ['thingId'])).toEqual(['label', 'createdAt']);
    expect(part.sortsFor(true, ['thingId'])).toEqual(['createdAt']);
  });

  it('is the same as allowedSorts on the declaration', () => {
    const declaration = { list: thing.list, scope: { field: 'type', value: 'thing' } };
    for (const searching of [false, true]) {
      for (const filters of [[], ['size'], ['shown'], ['type'], ['size', 'shown']]) {
        expect(allowedSorts(declaration, searching, filters), `${searching} ${filters.join()}`).toEqual(
          thing.sortsFor(searching, filters),
        );
      }
    }
    expect(allowedSorts({ list: { sorts: ['a'], defaultSort: { field: 'a', direction: 'asc' } } }, true, [])).toEqual(
      [],
    );
  });
});
