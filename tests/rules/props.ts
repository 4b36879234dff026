/**
 * Generators of legitimate writes for the property-based rules tests (issue 30, item 3):
 * valid form values drawn from a definition's field descriptors (each optional field
 * set or empty, texts in English or Arabic at their shortest or longest, numbers at
 * their bounds, lists at their largest), the staff callers who may write a path, and
 * near misses (one field out of its bounds, one key too many). Nothing here lists a
 * definition's fields: everything follows src/entities through the registry.
 */
import fc from 'fast-check';
import { Timestamp, type DocumentData } from 'firebase/firestore';
import { COLLECTION_OWNERS, USER_TYPE_PATH, type UserType } from '../../src/config/collections';
import { CONVERSATION_FIELDS, type EntityDef } from '../../src/lib/entity/define';
import { isNumberField, isTextField, type Field, type Fields } from '../../src/lib/entity/fields';
import { sampleValue } from '../../src/lib/entity/sample';
import { entitySchema } from '../../src/lib/entity/schema';

/** The seed of every property (fixed, so a failure reproduces); PROPS_SEED overrides it. */
export const PROPS_SEED = Number(process.env['PROPS_SEED'] ?? 20261126);

/** Runs per property and caller kind; PROPS_RUNS overrides it. */
export const PROPS_RUNS = Number(process.env['PROPS_RUNS'] ?? 1);

/**
 * fast-check's parameters of a property: a seed fixed by PROPS_SEED and the property's
 * name (so two properties over the same arbitrary draw differently), and few runs. A
 * failure's message carries the seed, the path and the counterexample (fast-check
 * prints them); no shrinking, each step of which would be more emulator writes.
 * @param name the property's name (its test's title)
 * @param numRuns runs (default PROPS_RUNS)
 */
export function propsParams(name: string, numRuns = PROPS_RUNS): fc.Parameters<unknown> {
  let salt = 0;
  for (const char of name) salt = (salt * 31 + char.charCodeAt(0)) | 0;
  return { seed: (PROPS_SEED + salt) | 0, numRuns, endOnFailure: true, includeErrorInReport: true };
}

/** English and Arabic words a long text repeats. */
const WORDS = { en: 'Fresh dates from Nizwa ', ar: 'تمر طازج من نزوى ' } as const;

/**
 * A text of exactly `length` characters in one language (never ending or starting with
 * a space, which the converter would trim).
 * @param lang English or Arabic words
 * @param length its length, in characters
 */
export function textOf(lang: keyof typeof WORDS, length: number): string {
  if (length <= 0) return '';
  const text = WORDS[lang].repeat(Math.ceil(length / WORDS[lang].length) + 1).slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}.` : text;
}

/** Whether a list field is a conversation (its first message is its writer's, one only). */
const isConversation = (field: Field): boolean =>
  field.kind === 'list' && Object.keys(field.of).sort().join() === [...CONVERSATION_FIELDS].sort().join();

/** The enumerations naming the type of a referenced person (`typeField`): kept with their reference. */
function typeFields(fields: Fields): Set<string> {
  return new Set(Object.values(fields).flatMap((f) => (f.kind === 'reference' && f.typeField ? [f.typeField] : [])));
}

/**
 * The valid form values of one field, around `sample` (the fixture's realistic value,
 * which references a stored document): the sample itself, and by kind the bounds.
 * @param pinned the field keeps its sample (the type of a referenced person)
 */
export function fieldArb(
  name: string,
  field: Field,
  collection: string,
  id: string,
  sample: unknown,
  pinned = false,
): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constant(sample)];
  const optional = !field.required;
  if (pinned) return options[0] as fc.Arbitrary<unknown>;
  if (isTextField(field)) {
    if (field.pattern) {
      if (optional) options.push(fc.constant(''));
    } else if (field.rich) {
      for (const lang of ['en', 'ar'] as const) options.push(fc.constant(`<p>${textOf(lang, field.max - 7)}</p>`));
    } else {
      const shortest = Math.max(field.min ?? 0, optional ? 0 : 1);
      for (const lang of ['en', 'ar'] as const) {
        options.push(fc.constant(textOf(lang, field.max)), fc.constant(textOf(lang, Math.max(shortest, 1))));
      }
      if (shortest === 0) options.push(fc.constant(''));
    }
  } else if (isNumberField(field)) {
    const step = field.decimals === 0 ? 1 : 10 ** -field.decimals;
    options.push(fc.constant(field.max), fc.constant(field.minExclusive ? +(field.min + step).toFixed(3) : field.min));
  } else if (field.kind === 'enum') {
    options.push(fc.constantFrom(...field.values));
  } else if (field.kind === 'boolean') {
    options.push(fc.boolean());
  } else if (field.kind === 'date' || field.kind === 'reference' || field.kind === 'image') {
    if (optional && sample !== '' && sample !== null) options.push(fc.constant(field.kind === 'date' ? null : ''));
  } else if (field.kind === 'list' && !isConversation(field)) {
    const item =
      Array.isArray(sample) && sample.length > 0
        ? sample[0]
        : (sampleValue(name, field, collection, { id }) as unknown[])[0];
    options.push(fc.constant(Array.from({ length: field.maxItems }, () => item)));
    if (optional) options.push(fc.constant([]));
  }
  return fc.oneof(...options);
}

/**
 * Valid form values of a definition: each form field drawn by fieldArb around `sample`,
 * kept only when the definition's own form schema (its bounds and cross-field checks,
 * src/lib/entity/schema.ts) accepts them, as the panel's form would.
 * @param def the definition
 * @param sample the fixture's form values (references to stored documents)
 * @param id the document's id (image folders)
 */
export function formArb(
  def: EntityDef,
  sample: Readonly<Record<string, unknown>>,
  id: string,
): fc.Arbitrary<Record<string, unknown>> {
  const pinned = typeFields(def.fields);
  if (def.id?.field) pinned.add(def.id?.field);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of def.formFields) {
    const field = def.fields[name];
    // The form holds an empty reference or image as '' (the fixture may say null).
    const given = sample[name] === null && (field?.kind === 'reference' || field?.kind === 'image') ? '' : sample[name];
    if (field) record[name] = fieldArb(name, field, def.collection, id, given, pinned.has(name));
  }
  const schema = entitySchema(def);
  return (
    fc
      .record(record)
      .map((values) => ({ ...sample, ...values }))
      // The form's own schema: a draw it refuses is not a legitimate write.
      .filter((values) => schema.isValidSync(values, { context: { mode: 'create' } }))
  );
}

/** A staff caller of some menu paths. */
export interface Caller {
  /** 'all', 'only' or 'several': which kind of holder it is. */
  readonly kind: 'all' | 'only' | 'several';
  readonly uid: string;
  readonly access: readonly string[];
}

/** Every menu path that owns or reads a collection or a type of people. */
export const PATHS: readonly string[] = [
  ...new Set([...Object.values(COLLECTION_OWNERS).flat(), ...Object.values(USER_TYPE_PATH), '/dashboard']),
].sort();

/**
 * The staff callers who may write what `paths` own (all of them held together): an All
 * holder, a holder of exactly `paths`, and a holder of `paths` among five others.
 */
export function callersOf(paths: readonly string[]): readonly Caller[] {
  const others = PATHS.filter((p) => !paths.includes(p)).slice(0, 5);
  return [
    { kind: 'all', uid: 'props-all', access: ['All'] },
    { kind: 'only', uid: 'props-only', access: [...paths] },
    { kind: 'several', uid: 'props-several', access: [...others.slice(0, 2), ...paths, ...others.slice(2)] },
  ];
}

/** A caller who may not write what `paths` own: a holder of another path only. */
export function wrongCaller(paths: readonly string[]): Caller {
  const other = PATHS.find((p) => !paths.includes(p) && p !== '/dashboard') ?? '/dashboard';
  return { kind: 'only', uid: 'props-wrong', access: [other] };
}

/** A caller's users document. */
export function staffDoc(caller: Caller): DocumentData {
  return {
    type: 'employee',
    name: `${caller.kind} holder`,
    email: `${caller.uid}@example.com`,
    blocked: false,
    Access: [...caller.access],
  };
}

/** The menu path of a users type. */
export const pathOfType = (type: unknown): string => USER_TYPE_PATH[type as UserType] ?? '';

/** A near miss: what it breaks, and the stored data it writes instead. */
export interface NearMiss {
  readonly label: string;
  readonly data: DocumentData;
}

/**
 * The near misses of a write's stored data, from the definition: each text, number,
 * enumeration or list field one step out of its bounds (one field at a time), and one
 * key the definition does not declare.
 * @param def the definition
 * @param data the legitimate write's stored fields
 */
export function nearMisses(def: EntityDef, data: DocumentData): NearMiss[] {
  const out: NearMiss[] = [{ label: 'one key too many', data: { ...data, propsExtra: 'x' } }];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!(name in data)) continue;
    let bad: unknown;
    if (isTextField(field)) bad = textOf('ar', field.max + 1);
    else if (isNumberField(field)) {
      const unit = field.kind === 'money' ? 1000 : 1;
      const step = field.kind === 'money' || field.decimals === 0 ? 1 : 10 ** -field.decimals;
      bad = field.max * unit + step;
    } else if (field.kind === 'enum') bad = 'notAValue';
    else if (field.kind === 'list') {
      const item = Array.isArray(data[name]) && data[name].length > 0 ? data[name][0] : {};
      bad = Array.from({ length: field.maxItems + 1 }, () => item);
    } else continue;
    out.push({ label: `${name} out of bounds`, data: { ...data, [name]: bad } });
  }
  return out;
}

/** A moment in the past, for stored documents. */
export const PAST = Timestamp.fromMillis(Date.UTC(2025, 0, 15));
