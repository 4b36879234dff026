/**
 * The yup schema of an entity's form, derived from its field descriptors (spec §5
 * messages as i18n keys; docs/adding-an-entity.md). Messages are i18n keys, or
 * `{ key, values }` when they carry a bound (translated by the form field).
 * The form passes `{ mode: 'create' | 'edit' }` as yup context.
 */
import * as yup from 'yup';
import { DATE_RANGE } from '@/config/constants';
import { checkForm } from './checks';
import type { EntityDef } from './define';
import {
  IMAGE_PATTERN,
  isNumberField,
  isTextField,
  MAX_IMAGE_LENGTH,
  storedText,
  type Field,
  type Fields,
} from './fields';
import { isIbanOf } from './iban';
import { hasAtMostDecimals, parseNumber } from './parse';

/** yup context of a form: whether it creates a document or edits one. */
export interface FormContext {
  readonly mode: 'create' | 'edit';
}

/** A message with values to interpolate, e.g. `{ key: 'validation.max', values: { max: 100 } }`. */
export interface MessageWithValues {
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
}

/** A field schema that the definition may extend (cross-field tests, async checks). */
export type FieldSchemas = Record<string, yup.AnySchema>;

/** Default message keys by kind when a required field is empty (spec §5). */
function requiredKey(field: Field): string {
  if (field.requiredKey) return field.requiredKey;
  if (field.kind === 'image') return 'validation.image';
  if (field.kind === 'date') return 'validation.date';
  if (field.kind === 'reference' || field.kind === 'enum') return 'validation.select';
  if (isNumberField(field)) return 'validation.number';
  return 'validation.text';
}

/** A calendar day `YYYY-MM-DD` as a local date at `hour` (0: its start, 24: the next day's start). */
function localDay(day: string, hour: number): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date, hour);
}

/**
 * Whether a date falls on a day of DATE_RANGE (src/config/constants.ts), in local time.
 * @returns true for null (emptiness is the required check's business)
 */
export function isInDateRange(value: Date | null | undefined): boolean {
  if (!value) return true;
  const time = value.getTime();
  return time >= localDay(DATE_RANGE.min, 0).getTime() && time < localDay(DATE_RANGE.max, 24).getTime();
}

const startOfToday = (): Date => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/**
 * The schema of one field.
 * @returns a yup schema whose messages are i18n keys (or keys with values)
 */
export function fieldSchema(field: Field): yup.AnySchema {
  const required = field.required && !field.readOnly;
  if (isTextField(field)) {
    let s = yup.string().trim();
    // A compact field is checked as it will be stored (grouped digits typed are fine).
    if (field.compact) s = s.transform((v: unknown) => (typeof v === 'string' ? storedText(field, v) : v));
    if (required) s = s.required(requiredKey(field));
    if (field.min) s = s.min(field.min, { key: 'validation.tooShort', values: { count: field.min } } as never);
    s = s.max(field.max, { key: 'validation.tooLong', values: { count: field.max } } as never);
    const pattern = field.pattern;
    if (pattern) {
      s = s.test(
        'pattern',
        pattern.messageKey,
        (v) => !v || new RegExp(pattern.source, 'u').test(storedText(field, v)),
      );
    }
    const iban = field.iban;
    if (iban)
      s = s.test(
        'iban',
        iban.messageKey,
        (v) => !v || isIbanOf(storedText({ ...field, compact: true, upperCase: true }, v), iban.lengths),
      );
    return s;
  }
  if (isNumberField(field)) {
    let s = yup
      .number()
      .transform((_value: unknown, original: unknown) => (original === null ? undefined : parseNumber(original)))
      .typeError('validation.number');
    if (required) s = s.required(requiredKey(field));
    else s = s.optional();
    const min = { key: field.minKey ?? 'validation.min', values: { min: field.min } } as never;
    s = field.minExclusive ? s.moreThan(field.min, min) : s.min(field.min, min);
    s = s.max(field.max, { key: field.maxKey ?? 'validation.max', values: { max: field.max } } as never);
    if (field.decimals === 0) s = s.integer(field.decimalsKey ?? 'validation.whole');
    else
      s = s.test(
        'decimals',
        { key: field.decimalsKey ?? 'validation.decimals', values: { count: field.decimals } } as never,
        (v) => v === undefined || hasAtMostDecimals(v, field.decimals),
      );
    return s;
  }
  switch (field.kind) {
    case 'enum': {
      const s = yup.string().oneOf(field.values as string[], requiredKey(field));
      return required ? s.required(requiredKey(field)) : s;
    }
    case 'boolean':
      return yup.boolean().default(field.initial);
    case 'date': {
      let s = yup.date().nullable().typeError('validation.date');
      if (required) s = s.required(requiredKey(field));
      const range = { min: Number(DATE_RANGE.min.slice(0, 4)), max: Number(DATE_RANGE.max.slice(0, 4)) };
      s = s.test('range', { key: 'validation.dateRange', values: range } as never, isInDateRange);
      const notPastKey = field.notPastKey;
      if (notPastKey) {
        s = s.test('notPast', notPastKey, function notPast(value) {
          const mode = (this.options.context as FormContext | undefined)?.mode;
          return mode !== 'create' || !value || value.getTime() >= startOfToday().getTime();
        });
      }
      return s;
    }
    case 'reference': {
      const s = yup.string().trim();
      return required ? s.required(requiredKey(field)) : s;
    }
    case 'image': {
      let s = yup
        .string()
        .trim()
        .max(MAX_IMAGE_LENGTH, { key: 'validation.tooLong', values: { count: MAX_IMAGE_LENGTH } } as never)
        .test('image', 'validation.imagePath', (v) => !v || new RegExp(IMAGE_PATTERN, 'u').test(v));
      if (required) s = s.required(requiredKey(field));
      return s;
    }
    case 'counter':
      return yup.number();
    case 'list':
      return yup
        .array(objectSchema(field.of))
        .max(field.maxItems, { key: 'validation.tooMany', values: { count: field.maxItems } } as never);
  }
  return yup.mixed();
}

/** The schemas of a map of fields (form-edited ones only when `editedOnly`). */
export function fieldSchemas(fields: Fields, edited?: readonly string[]): FieldSchemas {
  const out: FieldSchemas = {};
  for (const [name, field] of Object.entries(fields)) {
    if (!edited || edited.includes(name)) out[name] = fieldSchema(field);
  }
  return out;
}

function objectSchema(fields: Fields) {
  return yup.object(fieldSchemas(fields));
}

/**
 * The form schema of an entity: one schema per edited field, the definition's
 * cross-field checks (src/lib/entity/checks.ts; each message on its named field), then
 * the screen's own refinements (a coupon code's uniqueness, emptying unused fields).
 * @param def the entity definition
 * @param refine optional: adds or replaces field schemas (gets the derived ones)
 * @returns the yup object schema of the form
 */
export function entitySchema(
  def: Pick<EntityDef, 'fields' | 'formFields'> & Partial<Pick<EntityDef, 'checks'>>,
  refine?: (schemas: FieldSchemas) => FieldSchemas,
): yup.AnyObjectSchema {
  const schemas = fieldSchemas(def.fields, def.formFields);
  let out: yup.AnyObjectSchema = yup.object(refine ? refine(schemas) : schemas);
  (def.checks ?? []).forEach((check, i) => {
    out = out.test(`check${i}`, check.key, function crossField(value: Record<string, unknown> | undefined) {
      const failed = value ? checkForm(check, value, def.fields) : null;
      return failed ? this.createError({ path: failed.on, message: failed.key }) : true;
    });
  });
  return out;
}
