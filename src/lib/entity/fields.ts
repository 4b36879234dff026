/**
 * Field descriptors: the single source of an entity's fields (docs/adding-an-entity.md).
 * A definition (src/entities/) is a map from stored field name to one of these; the
 * types, converters, yup schema, empty and row values, columns, detail rows, form
 * fields, search, sorts, indexes and the rules' field validation all derive from it
 * (./define.ts, ./schema.ts, ./rules.ts, src/components/entity/). Builders here are
 * pure data: no React, no Firestore.
 */
import type { CollectionName } from '@/config/collections';
import { E164_PATTERN, latinDigits, normalisePhone } from './phone';
import type { IbanRule } from './iban';

/** Text direction of a value: English and codes `ltr`, Arabic `rtl`, free text `auto`. */
export type Dir = 'ltr' | 'rtl' | 'auto';

/**
 * How much a list column matters (docs/adding-an-entity.md, "Columns by priority"):
 * 1, what a row is about (its state, its date, its amount, what names it): never folds
 * away; 2, the default: folds away on a narrow screen when the row has no room left;
 * 3, secondary: folds away first. A folded column is still offered in the grid's column
 * menu and shown on the row's page.
 */
export type ColumnPriority = 1 | 2 | 3;

/** How a field shows in the default list columns. */
export interface ColumnHint {
  /** Fixed width in px (default by kind). */
  readonly width?: number;
  /** Share of the remaining width (texts). */
  readonly flex?: number;
  /** Listed in the column menu but hidden at first (secondary fields). */
  readonly hidden?: boolean;
  /** i18n key of a shorter header than the label. */
  readonly header?: string;
  /**
   * How much the column matters on a narrow screen (ColumnPriority); default 1 for a
   * state (an enumeration or boolean shown in colours), an amount (money) and a date,
   * 2 otherwise.
   */
  readonly priority?: ColumnPriority;
}

/**
 * A field's column priority on narrow screens: its hint's, else derived from its kind
 * (ColumnHint.priority).
 * @param field the descriptor
 * @returns 1 (never folds), 2 or 3 (folds first)
 */
export function columnPriority(field: Field): ColumnPriority {
  const given = field.column ? field.column.priority : undefined;
  if (given) return given;
  if (field.kind === 'money' || field.kind === 'date') return 1;
  if ((field.kind === 'enum' || field.kind === 'boolean') && field.colors) return 1;
  return 2;
}

/** What every descriptor has. */
export interface FieldCommon {
  /** i18n key of the label (form, column header, detail row). */
  readonly label: string;
  /** Must be filled in (default true, except booleans, images and lists). */
  readonly required: boolean;
  /** i18n key of the message when it is missing (default by kind, spec §5). */
  readonly requiredKey?: string;
  /**
   * Not edited in the form: written by a status action, the data layer (counters) or
   * the marketplace's apps. A read-only field still gets its `initial` value on create.
   */
  readonly readOnly?: boolean;
  /** Set when the document is created, fixed afterwards (shown disabled on edit). */
  readonly fixed?: boolean;
  /** Direction of the value as shown and typed. */
  readonly dir?: Dir;
  /** Column options, or false for no default column. */
  readonly column?: ColumnHint | false;
  /** Shown on the detail page (default true). */
  readonly detail?: boolean;
}

interface Typed<V, F> {
  /** Only carries the entity value type (never set). */
  readonly __value?: V;
  /** Only carries the form value type (never set). */
  readonly __form?: F;
}

export interface TextField extends FieldCommon, Typed<string, string> {
  readonly kind: 'text' | 'email' | 'phone' | 'url';
  readonly max: number;
  readonly min?: number;
  readonly multiline?: boolean;
  /**
   * Rich text: HTML written by the Tiptap editor, sanitised with DOMPurify before it is
   * shown (src/lib/html.ts); `max` counts the HTML's characters.
   */
  readonly rich?: boolean;
  /** A pattern the trimmed value must match, and the i18n key of its message. */
  readonly pattern?: { readonly source: string; readonly messageKey: string };
  /** A value matching `pattern`, for samples (./sample.ts); needed with a pattern. */
  readonly example?: string;
  /** Stored in upper case (codes). */
  readonly upperCase?: boolean;
  /**
   * Stored without whitespace and in Latin digits (an account number, an IBAN): typed
   * in groups or in Arabic-Indic digits, it is checked and stored as `storedText` gives it.
   */
  readonly compact?: boolean;
  /**
   * An IBAN of the declared countries, or '': the mod-97 check in the form's schema and
   * in the rules (./iban.ts), checked where the field is (on an update, when it changes).
   */
  readonly iban?: IbanRule;
  /**
   * Holds a character other than whitespace (the rules check its trimmed size): for
   * records written outside the entity forms (src/lib/entity/record.ts), whose writer
   * trims the value itself.
   */
  readonly notBlank?: boolean;
  /**
   * May be null instead of a text (a translation history entry's text before a key was
   * added): for records written outside the entity forms (src/lib/entity/record.ts).
   */
  readonly nullable?: boolean;
}

/** Numbers: the form holds the text as typed (Arabic digits accepted) or a number. */
export interface NumberField extends FieldCommon, Typed<number, number | string> {
  readonly kind: 'integer' | 'decimal' | 'money' | 'percentage';
  /** Inclusive bounds, in the unit shown (OMR for money, 0–100 for percentages). */
  readonly min: number;
  readonly max: number;
  /** The lower bound is excluded (a price above 0). */
  readonly minExclusive?: boolean;
  /** Decimals allowed (integer 0, money 3). */
  readonly decimals: number;
  /** An Intl unit shown beside the number (`meter`, `second`, `minute`). */
  readonly unit?: string;
  /** i18n keys of the messages of the bounds (default validation.min / validation.max). */
  readonly minKey?: string;
  readonly maxKey?: string;
  readonly decimalsKey?: string;
  /** The value a new document gets when the form does not edit it. */
  readonly initial?: number;
  /**
   * May be null: not given (a city's centre, an order's position before the apps write it).
   * Needs `required: false`; the form stores an empty box as null, the rules accept null.
   */
  readonly nullable?: boolean;
}

/**
 * The colour of a state's chip in lists (src/components/entity/StatusChip.tsx): a palette
 * colour, filled, or 'default', outlined in the page's text colour.
 */
export type StatusColor = 'default' | 'success' | 'warning' | 'error' | 'info';

export interface EnumField<V extends string = string> extends FieldCommon, Typed<V, V> {
  readonly kind: 'enum';
  readonly values: readonly V[];
  /** i18n key prefix of the values' labels: `${labels}.${value}`. */
  readonly labels: string;
  readonly initial: V;
  /** MUI colour of each value's chip in lists. */
  readonly colors?: Readonly<Partial<Record<V, StatusColor>>>;
}

export interface BooleanField extends FieldCommon, Typed<boolean, boolean> {
  readonly kind: 'boolean';
  readonly initial: boolean;
  /** i18n keys of the labels of false and true (default "No", "Yes"). */
  readonly labels?: readonly [string, string];
  /** MUI colours of false and true in lists. */
  readonly colors?: readonly [StatusColor, StatusColor];
}

export interface DateField extends FieldCommon, Typed<Date | null, Date | null> {
  readonly kind: 'date';
  /** Stored as the last moment of the picked day (expiry dates). */
  readonly endOfDay?: boolean;
  /** On create, not before today (i18n key of the message). */
  readonly notPastKey?: string;
}

export interface ReferenceField extends FieldCommon, Typed<string | null, string> {
  readonly kind: 'reference';
  /** The collection of the referenced documents. */
  readonly collection: CollectionName;
  /** Registry name of the referenced entity (for its label and lookups). */
  readonly entity: string;
  /**
   * For a reference to people of several types (users documents): the field of the same
   * document naming the referenced person's `type` (a fine's `personType`). Without it
   * a reference to a people definition (one scoped by `type`) must name a person of
   * that definition's type; the generated rules check either (`isPersonOfType`).
   */
  readonly typeField?: string;
}

/**
 * An image in Cloud Storage (docs/data-model.md, "Images"). The stored value is the
 * Storage path of the file, in the folder of its own document:
 * `<collection>/<docId>/<file>` (e.g. `categories/abc/1732250000000-k3x9.webp`), or
 * null. The folder comes from the entity's collection, so any definition calling
 * `image()` gets upload, thumbnails, storage.rules' folder check and firestore.rules'
 * path check without more arguments.
 */
export interface ImageField extends FieldCommon, Typed<string | null, string> {
  readonly kind: 'image';
}

/**
 * A file name inside an image folder (what the upload names it): letters, digits, `_`,
 * `-` and dots, not starting with a dot; the rules refuse `..` in it too.
 */
export const IMAGE_FILE_PATTERN = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,119}';

/**
 * The characters of a document id the panel creates (docs/access.md, "Document ids and image references"):
 * Firestore's random ids, coupon codes and users' uids all fit. firestore.rules refuse any
 * other id on create (`isSafeId`), so an id never carries `/`, `.` or pattern characters
 * into a Storage path.
 */
export const DOC_ID_PATTERN = '[A-Za-z0-9_-]{1,100}';

/**
 * Any stored image value: `<collection>/<docId>/<file>`. The rules further require the
 * collection and the document id of the document holding it, compared as strings
 * (firestore.rules isImagePath).
 */
export const IMAGE_PATTERN = `^[A-Za-z]{1,40}/${DOC_ID_PATTERN}/${IMAGE_FILE_PATTERN}$`;

/** Longest image value (a Storage path), in characters. */
export const MAX_IMAGE_LENGTH = 300;

/**
 * @returns the Storage folder of a document's images: `<collection>/<docId>`
 *   (docs/data-model.md, "Images")
 */
export function imageFolder(collection: string, docId: string): string {
  return `${collection}/${docId}`;
}

/** A child counter kept by the data layer (a category's sub-categories). */
export interface CounterField extends FieldCommon, Typed<number, number> {
  readonly kind: 'counter';
}

/** An embedded list of small objects (an order's items). */
export interface ListField<I extends Fields = Fields>
  extends FieldCommon, Typed<readonly EntityValues<I>[], readonly FormValues<I>[]> {
  readonly kind: 'list';
  readonly of: I;
  readonly maxItems: number;
}

export type Field =
  | TextField
  | NumberField
  | EnumField
  | BooleanField
  | DateField
  | ReferenceField
  | ImageField
  | CounterField
  | ListField;

export type Fields = Readonly<Record<string, Field>>;

/** The value of each field as screens see it. */
export type EntityValues<F extends Fields> = {
  readonly [K in keyof F]: NonNullable<F[K]['__value']> | Extract<F[K]['__value'], null>;
};

/** The value of each field as its form edits it. */
export type FormValues<F extends Fields> = {
  [K in keyof F]: NonNullable<F[K]['__form']> | Extract<F[K]['__form'], null>;
};

type Options<T extends Field> = Partial<Omit<T, 'kind' | 'label' | '__value' | '__form'>>;

const BASE = { required: true } as const;

/**
 * A text field's value as stored (and as its form checks it): trimmed; a phone number
 * normalised (./phone.ts); a compact field without whitespace, in Latin digits; an
 * upper-case field in upper case.
 * @param field the text field's descriptor
 * @param typed what was typed
 * @returns the stored text ('' for nothing typed)
 */
export function storedText(field: TextField, typed: string): string {
  const text = typed.trim();
  if (field.kind === 'phone') return normalisePhone(text);
  const compact = field.compact ? latinDigits(text).replace(/\s+/g, '') : text;
  return field.upperCase ? compact.toUpperCase() : compact;
}

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

/** Whether a field holds a number (the form parses what was typed). */
export function isNumberField(field: Field): field is NumberField {
  return field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money' || field.kind === 'percentage';
}

/** Whether a field holds text (email, phone and url included). */
export function isTextField(field: Field): field is TextField {
  return field.kind === 'text' || field.kind === 'email' || field.kind === 'phone' || field.kind === 'url';
}
