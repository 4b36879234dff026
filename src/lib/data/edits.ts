/**
 * What an edit really changes (docs/access.md, "Money and trust"): a stored value and
 * the value a form writes back are compared the way the form edits them, so that a
 * save with no change writes nothing and only a real change of a money field sends an
 * approved document back for approval. Pure: used by `updateOne` (src/lib/data/api.ts)
 * and tested with the seeded documents (tests/unit/money-edits.test.ts).
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { UNAUDITED_FIELDS } from './auditModel';
import type { ResetOnEdit } from './types';

/**
 * @param value a stored or written value
 * @returns its moment in milliseconds when it is a time (a Firestore Timestamp of the
 *   web or Admin SDK, or a Date), otherwise undefined
 */
function millis(value: unknown): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  return undefined;
}

/** @returns whether two moments fall on the same calendar day of this device (the day a date field shows). */
function sameLocalDay(a: number, b: number): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}

/** @returns the number a stored or written value stands for, or undefined when it is not one. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/**
 * Whether a form's value is the stored one as the form edits it: dates by their day
 * (a date field edits a day; the seed and the apps store any time of it, the form the
 * end or start of the day), numbers as numbers ("10" and 10, 10 and 10.0), anything
 * else by its JSON.
 * @param stored the value in the document
 * @param written the value the form writes
 * @returns true when saving `written` would change nothing a person edited
 */
export function sameAsEdited(stored: unknown, written: unknown): boolean {
  if (stored === written) return true;
  const a = millis(stored);
  const b = millis(written);
  if (a !== undefined || b !== undefined) return a !== undefined && b !== undefined && sameLocalDay(a, b);
  const x = asNumber(stored);
  const y = asNumber(written);
  if (x !== undefined || y !== undefined) return x === y;
  if (stored && written && typeof stored === 'object' && typeof written === 'object') {
    return JSON.stringify(stored) === JSON.stringify(written);
  }
  return false;
}

/**
 * The fields an edit really writes: each written value the same as the stored one (as
 * edited) is replaced by the stored value, so the document keeps it exactly (a seeded
 * expiry at noon stays at noon when its day is kept; the rules then see no change).
 * @param stored the document as stored
 * A null for a field the document does not have is left out (absent and null are both
 * no value: writing it would record a change that is none).
 * @param written the fields the form's values convert to
 * @returns a new object with the keys of `written`, but those nulls
 */
export function keepUnedited(stored: DocumentData, written: DocumentData): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(written)) {
    // Absent and null are the same "no value": a field the document lacks stays absent
    // (a phone edit records no "Area: —").
    if (value === null && !(key in stored)) continue;
    out[key] = key in stored && sameAsEdited(stored[key], value) ? stored[key] : value;
  }
  return out;
}

/**
 * @param stored the document as stored
 * @param written the fields an edit writes (after keepUnedited)
 * @returns the names of the fields it changes, bookkeeping (UNAUDITED_FIELDS: search
 *   prefixes, times and authors) left out; none: the save changes nothing
 */
export function editedFields(stored: DocumentData, written: DocumentData): string[] {
  return Object.keys(written).filter(
    (key) => !UNAUDITED_FIELDS.includes(key) && !(key in stored && sameAsEdited(stored[key], written[key])),
  );
}

/**
 * Whether an edit is a money edit that sends the document back for approval
 * (docs/access.md, "Money and trust"): its status is `reset.from` and one of
 * `reset.fields` really changes.
 * @param reset the definition's `resetOnEdit`, or undefined (never)
 * @param stored the document as stored
 * @param written the fields the edit writes
 * @returns true when the status must become `reset.to`
 */
export function isMoneyEdit(reset: ResetOnEdit | undefined, stored: DocumentData, written: DocumentData): boolean {
  if (!reset || stored[reset.field] !== reset.from) return false;
  const edited = editedFields(stored, written);
  return reset.fields.some((field) => edited.includes(field));
}

/** What a save did: nothing (no change), a save, or a save that sent the document back for approval. */
export type SaveResult = 'unchanged' | 'saved' | 'resubmitted';
