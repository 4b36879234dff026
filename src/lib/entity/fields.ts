/**
 * Field descriptors: the single source of an entity's fields (docs/adding-an-entity.md).
 * A definition (src/entities/) is a map from stored field name to one of these; the
 * types, converters, yup schema, empty and row values, columns, detail rows, form
 * fields, search, sorts, indexes and the rules' field validation all derive from it
 * (./define.ts, ./schema.ts, ./rules.ts, src/components/entity/). The builders that make
 * them are ./fieldBuilders.ts and an image's paths ./imagePaths.ts, re-exported here (the
 * import path every definition uses). Pure data: no React, no Firestore.
 */
import type { CollectionName } from '@/config/collections';
import { latinDigits, normalisePhone } from './phone';
import type { IbanRule } from './iban';

export * from './fieldBuilders';
export * from './imagePaths';

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

/** Whether a field holds a number (the form parses what was typed). */
export function isNumberField(field: Field): field is NumberField {
  return field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money' || field.kind === 'percentage';
}

/** Whether a field holds text (email, phone and url included). */
export function isTextField(field: Field): field is TextField {
  return field.kind === 'text' || field.kind === 'email' || field.kind === 'phone' || field.kind === 'url';
}
