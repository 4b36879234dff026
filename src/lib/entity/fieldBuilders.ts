/**
 * The field builders a definition calls (`text`, `money`, `enumeration`, `reference`,
 * `list`…; docs/adding-an-entity.md): each returns the descriptor of ./fields.ts with
 * the defaults of its kind. Pure data: no React, no Firestore.
 */
import type { CollectionName } from '@/config/collections';
import { E164_PATTERN } from './phone';
import type {
  BooleanField,
  CounterField,
  DateField,
  EnumField,
  Field,
  Fields,
  ImageField,
  ListField,
  NumberField,
  ReferenceField,
  TextField,
} from './fields';

type Options<T extends Field> = Partial<Omit<T, 'kind' | 'label' | '__value' | '__form'>>;

const BASE = { required: true } as const;

/** A single-line (or `multiline`) text of at most `max` characters. */
export function text(label: string, max: number, options: Options<TextField> = {}): TextField {
  return { ...BASE, kind: 'text', label, max, ...options };
}

/** An email address (stored trimmed, shown left to right). */
export function email(label: string, options: Options<TextField> = {}): TextField {
  return {
    ...BASE,
    kind: 'email',
    label,
    max: 254,
    dir: 'ltr',
    pattern: { source: '^[^ @]+@[^ @]+[.][^ @]+$', messageKey: 'validation.email' },
    example: 'sample@example.com',
    ...options,
  };
}

/**
 * A phone number, stored in E.164 (+968…; ./phone.ts): typed with Latin or Arabic-Indic
 * digits, a local Omani number gets +968. Left to right.
 */
export function phone(label: string, options: Options<TextField> = {}): TextField {
  return {
    ...BASE,
    kind: 'phone',
    label,
    max: 20,
    dir: 'ltr',
    pattern: { source: E164_PATTERN, messageKey: 'validation.phone' },
    example: '+96891234567',
    ...options,
  };
}

/** A web address starting with https://. */
export function url(label: string, options: Options<TextField> = {}): TextField {
  return {
    ...BASE,
    kind: 'url',
    label,
    max: 2048,
    dir: 'ltr',
    pattern: { source: '^https://[^ ]+$', messageKey: 'validation.url' },
    example: 'https://example.com/sample',
    ...options,
  };
}

/**
 * A text in English and in Arabic: two stored fields `<base>En` (left to right) and
 * `<base>Ar` (right to left), labelled `<labelPrefix>En` and `<labelPrefix>Ar`.
 * @returns the two descriptors, to spread into a definition's fields
 */
export function bilingual<const B extends string>(
  base: B,
  labelPrefix: string,
  max: number,
  options: Options<TextField> = {},
): Readonly<Record<`${B}En` | `${B}Ar`, TextField>> {
  return {
    [`${base}En`]: text(`${labelPrefix}En`, max, { dir: 'ltr', ...options }),
    [`${base}Ar`]: text(`${labelPrefix}Ar`, max, { dir: 'rtl', ...options }),
  } as Record<`${B}En` | `${B}Ar`, TextField>;
}

/** A whole number between `min` and `max`. */
export function integer(label: string, min: number, max: number, options: Options<NumberField> = {}): NumberField {
  return { ...BASE, kind: 'integer', label, min, max, decimals: 0, ...options };
}

/** A decimal number with at most `decimals` decimals. */
export function decimal(
  label: string,
  min: number,
  max: number,
  decimals: number,
  options: Options<NumberField> = {},
): NumberField {
  return { ...BASE, kind: 'decimal', label, min, max, decimals, ...options };
}

/**
 * An amount of OMR with 3 decimals (spec §9). Stored as a whole number of baisa
 * (1 OMR = 1000 baisa) so that sums are exact; screens see baisa and show OMR.
 * @param min lowest amount in OMR
 * @param max highest amount in OMR
 */
export function money(label: string, min: number, max: number, options: Options<NumberField> = {}): NumberField {
  return { ...BASE, kind: 'money', label, min, max, decimals: 3, ...options };
}

/** A percentage from `min` to `max` (0–100), at most 2 decimals. */
export function percentage(label: string, min = 0, max = 100, options: Options<NumberField> = {}): NumberField {
  return { ...BASE, kind: 'percentage', label, min, max, decimals: 2, ...options };
}

/**
 * One of a fixed list of values (a type, a status).
 * @param labels i18n key prefix: the label of value `v` is `${labels}.${v}`
 */
export function enumeration<const V extends string>(
  label: string,
  values: readonly V[],
  labels: string,
  options: Partial<Omit<EnumField<V>, 'kind' | 'label' | 'values' | 'labels'>> = {},
): EnumField<V> {
  const initial = options.initial ?? values[0];
  if (initial === undefined) throw new Error(`enumeration ${label} has no values`);
  return { ...BASE, kind: 'enum', label, values, labels, ...options, initial };
}

/** A yes/no flag. */
export function boolean(label: string, initial = false, options: Options<BooleanField> = {}): BooleanField {
  return { kind: 'boolean', label, required: false, initial, ...options };
}

/** A calendar date (stored as a Timestamp). */
export function date(label: string, options: Options<DateField> = {}): DateField {
  return { ...BASE, kind: 'date', label, ...options };
}

/**
 * The id of another entity's document.
 * @param entity the registry name of the referenced entity (src/entities/registry.ts)
 */
export function reference(
  label: string,
  collection: CollectionName,
  entity: string,
  options: Options<ReferenceField> = {},
): ReferenceField {
  return { ...BASE, kind: 'reference', label, collection, entity, ...options };
}

/**
 * An image uploaded to Cloud Storage under the entity's collection folder (see
 * ImageField), or none; `required: true` asks "Please select Image" (spec §5).
 */
export function image(label: string, options: Options<ImageField> = {}): ImageField {
  return { kind: 'image', label, required: false, ...options };
}

/** A child counter kept by the data layer; never edited. */
export function counter(label: string, options: Options<CounterField> = {}): CounterField {
  return { kind: 'counter', label, required: false, readOnly: true, ...options };
}

/** An embedded list of objects with the fields `of`, at most `maxItems`. */
export function list<const I extends Fields>(
  label: string,
  of: I,
  maxItems: number,
  options: Partial<Omit<ListField<I>, 'kind' | 'label' | 'of' | 'maxItems'>> = {},
): ListField<I> {
  return { kind: 'list', label, of, maxItems, required: false, column: false, ...options };
}
