/**
 * `sampleOf(definition)`: the form values of a valid document, built from the field
 * descriptors alone (docs/adding-an-entity.md), for the rules fixtures, unit tests and
 * the seed. A required field added to a definition gets a sample value without a hand
 * edit of any fixture. Fixtures pass `overrides` for what a test means (a real name, a
 * reference to a seeded document).
 *
 * The values are the smallest that pass the field's own bounds: a number's lower bound
 * (just above it when excluded), an enumeration's initial value, a date a month ahead
 * (the end of that day when the field keeps ends of days), a text within its length, a
 * patterned text its declared `example`. Cross-field checks (`checks`) and IBANs (`iban`) hold for
 * these values in the current definitions; a definition whose check they break passes
 * an override in its fixture.
 */
import type { EntityDef } from './define';
import { CONVERSATION_FIELDS } from './define';
import { imageFolder, isNumberField, isTextField, type Field, type Fields } from './fields';

/** What a sample needs besides the definition. */
export interface SampleOptions {
  /** The document id (image paths live in its folder; an id field takes it). */
  readonly id?: string;
  /** The uid writing it (a conversation's first message). */
  readonly uid?: string;
  /** A reference field's value by referenced entity name (default: `<entity>-1`). */
  readonly references?: Readonly<Record<string, string>>;
  /** The moment dates are counted from (default: now). */
  readonly now?: Date;
  /**
   * A document filled to its limits (the rules cost meter, issue 30): texts at their
   * maximum length (Arabic and English), optional references set, lists at their
   * maximum size, numbers at their upper bound. Default: the smallest valid values.
   */
  readonly full?: boolean;
}

/** Text of a full sample: English and Arabic words, cut to `max` characters. */
function fullText(name: string, max: number): string {
  const words = `${name} نص عربي كامل `;
  return words
    .repeat(Math.ceil(max / words.length))
    .slice(0, max)
    .trimEnd()
    .padEnd(max, '.');
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * A sample form value of one field.
 * @throws Error for a patterned text without an `example`
 */
export function sampleValue(name: string, field: Field, collection: string, options: SampleOptions = {}): unknown {
  const now = options.now ?? new Date();
  if (isTextField(field)) {
    if (field.pattern) {
      if (field.example === undefined) throw new Error(`${name}: a patterned text needs an example`);
      return field.example;
    }
    if (field.rich)
      return options.full ? `<p>${fullText(name, field.max - 7)}</p>` : '<p>Sample</p>'.slice(0, field.max);
    if (options.full && field.kind === 'text') return fullText(name, field.max);
    const text = `Sample ${name}`;
    return text.padEnd(field.min ?? 0, '.').slice(0, field.max);
  }
  if (isNumberField(field)) {
    if (options.full) return field.max;
    if (!field.minExclusive) return field.min;
    const step = field.decimals === 0 ? 1 : field.kind === 'money' ? 0.5 : 1;
    return Math.min(field.max, field.min + step);
  }
  switch (field.kind) {
    case 'enum':
      return field.initial;
    case 'boolean':
      return field.initial;
    case 'date':
      return new Date(now.getTime() + 30 * DAY_MS);
    case 'reference':
      if (!field.required && !options.full) return '';
      return options.references?.[field.entity] ?? `${field.entity}-1`;
    case 'image':
      return `${imageFolder(collection, options.id ?? 'sample')}/sample-1.webp`;
    case 'counter':
      return 0;
    case 'list': {
      const keys = Object.keys(field.of).sort().join();
      if (!field.required && !options.full) return [];
      const size = options.full ? field.maxItems : 1;
      // A conversation opens with one message of its writer (docs/data-model.md).
      if (keys === [...CONVERSATION_FIELDS].sort().join()) {
        return Array.from({ length: size }, () => ({
          text: 'Sample message',
          by: options.uid ?? 'sample',
          at: now,
          staff: false,
        }));
      }
      return Array.from({ length: size }, () =>
        Object.fromEntries(Object.entries(field.of).map(([n, f]) => [n, sampleValue(n, f, collection, options)])),
      );
    }
  }
  return null;
}

/** What a sample is built from. */
export type SampleShape = Pick<EntityDef, 'name' | 'collection' | 'fields' | 'formFields'> &
  Partial<Pick<EntityDef, 'id'>>;

/**
 * The form values of a valid new document of a definition: every field the form edits.
 * @param def the definition
 * @param options id, writer, referenced ids, time
 * @param overrides values replacing the built ones (what a test means)
 * @returns form values (money in OMR, dates as Date), ready for `def.toFirestore`
 * @throws Error when a patterned text field declares no example
 */
export function sampleOf(
  def: SampleShape,
  options: SampleOptions = {},
  overrides: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of def.formFields) {
    const field = (def.fields as Fields)[name];
    if (field) values[name] = sampleValue(name, field, def.collection, options);
  }
  if (def.id?.field && options.id !== undefined) values[def.id?.field] = options.id;
  return { ...values, ...overrides };
}
