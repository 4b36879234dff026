/**
 * A field's values, pure (no Firestore calls): a stored value as read (missing or wrong
 * types get a default), a form value as stored, a stored value as the form edits it, an
 * empty form's value, and whether a field may be missing from a stored document.
 * `defineEntity` (./define.ts) builds a definition's converters from them.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { readBoolean, readDate, readNullableString, readNumber, readString, toTimestamp } from '@/lib/data/convert';
import { isNumberField, isTextField, storedText, type Field, type Fields } from './fields';
import { baisaToOmr, omrToBaisa, parseNumber } from './parse';

/**
 * Whether a stored document may lack a field and still pass the generated rules: a
 * counter, an optional amount and an optional edited list are read with a default (scripts/rules/rules.ts
 * `fieldCheck`). Every other field of a definition that is not lenient must be stored.
 */
export function mayBeMissing(field: Field): boolean {
  return (
    field.kind === 'counter' ||
    (field.kind === 'money' && !field.required) ||
    (field.kind === 'list' && !field.required && !field.readOnly)
  );
}

/** @returns the last moment of the day of `value` (local time), or null. */
export function endOfDay(value: Date | null): Date | null {
  if (!value) return null;
  const end = new Date(value);
  end.setHours(23, 59, 59, 999);
  return end;
}

/** Reads one stored value of a field (pure; missing or wrong types get a default). */
export function readField(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
      return readString(value);
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percentage':
      return field.nullable && typeof value !== 'number' ? null : readNumber(value);
    case 'counter':
      return readNumber(value);
    case 'enum':
      return (field.values as readonly unknown[]).includes(value) ? value : field.initial;
    case 'boolean':
      return readBoolean(value, field.initial);
    case 'date':
      return readDate(value);
    case 'reference':
    case 'image':
      return readNullableString(value) || null;
    case 'list':
      return Array.isArray(value) ? value.map((item) => readObject(field.of, item ?? {})) : [];
  }
}

/** Reads a stored object's fields (readField of each; a list's items, a row's fields). */
export function readObject(fields: Fields, data: DocumentData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) out[name] = readField(field, data[name]);
  return out;
}

/** Converts one form value of a field to its stored value (pure). */
export function storeField(field: Field, value: unknown): unknown {
  if (isTextField(field)) {
    return storedText(field, typeof value === 'string' ? value : '');
  }
  if (isNumberField(field)) {
    const number = parseNumber(value);
    if (field.nullable && (number === undefined || Number.isNaN(number))) return null;
    const known = number === undefined || Number.isNaN(number) ? (field.initial ?? 0) : number;
    return field.kind === 'money' ? omrToBaisa(known) : known;
  }
  switch (field.kind) {
    case 'enum':
      return (field.values as readonly unknown[]).includes(value) ? value : field.initial;
    case 'boolean':
      return typeof value === 'boolean' ? value : field.initial;
    case 'date':
      return toTimestamp(field.endOfDay ? endOfDay(value as Date | null) : (value as Date | null));
    case 'reference':
    case 'image':
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    case 'counter':
      return typeof value === 'number' ? value : 0;
    case 'list':
      return Array.isArray(value) ? value.map((item: Record<string, unknown>) => storeObject(field.of, item)) : [];
  }
  return null;
}

function storeObject(fields: Fields, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) out[name] = storeField(field, values[name]);
  return out;
}

/** The form value of a stored (read) value. */
export function formValue(field: Field, value: unknown): unknown {
  if (field.kind === 'money') return baisaToOmr(Number(value ?? 0));
  if (isNumberField(field) && field.nullable && value === null) return '';
  if (field.kind === 'reference' || field.kind === 'image') return value ?? '';
  if (field.kind === 'list') {
    return Array.isArray(value)
      ? value.map((item: Record<string, unknown>) => {
          const out: Record<string, unknown> = {};
          for (const [name, f] of Object.entries(field.of)) out[name] = formValue(f, item[name]);
          return out;
        })
      : [];
  }
  return value;
}

/** The value an empty form starts with. */
export function emptyValue(field: Field): unknown {
  if (isNumberField(field)) return field.initial ?? '';
  switch (field.kind) {
    case 'enum':
    case 'boolean':
      return field.initial;
    case 'date':
      return null;
    case 'list':
      return [];
    case 'counter':
      return 0;
    default:
      return '';
  }
}

/** Whether the form edits a field (not read-only, not a counter). */
export function isEdited(field: Field): boolean {
  return !field.readOnly && field.kind !== 'counter';
}
