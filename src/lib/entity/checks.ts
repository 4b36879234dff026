/**
 * Cross-field checks of an entity, declared once in its definition (`checks`) and
 * compiled both to the rules' condition on `data` (scripts/rules/rules.ts) and to
 * tests on the form's yup schema (src/lib/entity/schema.ts); docs/adding-an-entity.md
 * "Cross-field checks". Each check names the i18n key of its message and the field
 * the message is shown on.
 */
import type { Field, Fields } from './fields';

/** A term of a sum: a field (added), `minus(field)` (subtracted) or a number. */
export type Term = string | number | { readonly minus: string } | ByValue;

/** A number chosen by an enum field's value (the last entry is the fallback). */
export interface ByValue {
  readonly by: string;
  readonly values: Readonly<Record<string, number>>;
}

/** Where a check's message goes: its i18n key and the field it is shown on. */
export interface CheckMessage {
  readonly key: string;
  readonly on: string;
}

/** `left op sum(right)`: a comparison of a field with a sum of terms. */
export interface CompareCheck extends CheckMessage {
  readonly kind: 'compare';
  readonly left: string;
  readonly op: '<' | '<=' | '==' | '>';
  readonly right: readonly Term[];
  /** Either side may be missing (null): the check then holds (people's lenient documents). */
  readonly optional?: boolean;
}

/** `field == value` exactly when `target` is filled (a banner's target of its type). */
export interface IffCheck extends CheckMessage {
  readonly kind: 'iff';
  readonly field: string;
  readonly value: string;
  readonly target: string;
}

/** A flag chooses which comparison holds (a free package's price is 0, a paid one's more). */
export interface WhenCheck extends CheckMessage {
  readonly kind: 'when';
  readonly flag: string;
  readonly then: CompareCheck;
  readonly otherwise: CompareCheck;
}

/** One cross-field check of a definition. */
export type Check = CompareCheck | IffCheck | WhenCheck;

const compare =
  (op: CompareCheck['op']) =>
  (left: string, right: Term | readonly Term[], message: CheckMessage, optional = false): CompareCheck => ({
    kind: 'compare',
    left,
    op,
    right: Array.isArray(right) ? (right as readonly Term[]) : [right as Term],
    ...message,
    ...(optional ? { optional } : {}),
  });

/** `left <= right` (right a field, a number, or terms of a sum). */
export const lte = compare('<=');
/** `left < right`. */
export const lt = compare('<');
/** `left > right`. */
export const gt = compare('>');
/** `left == right` (e.g. a total and the sum of its parts). */
export const eq = compare('==');

/** A subtracted field in a sum. */
export const minus = (field: string): Term => ({ minus: field });

/** A number by an enum field's value: `{ by: 'durationUnit', values: { years: 9, … } }`. */
export const byValue = (by: string, values: Readonly<Record<string, number>>): ByValue => ({ by, values });

/**
 * `field == value` exactly when `target` is filled.
 * @param message the key shown on `on` (default `target`) when the type's target is empty
 */
export const iff = (field: string, value: string, target: string, key: string): IffCheck => ({
  kind: 'iff',
  field,
  value,
  target,
  key,
  on: target,
});

/** When `flag` is true `then` holds, otherwise `otherwise` (each with its own message). */
export const when = (flag: string, then: CompareCheck, otherwise: CompareCheck): WhenCheck => ({
  kind: 'when',
  flag,
  then,
  otherwise,
  key: otherwise.key,
  on: otherwise.on,
});

/**
 * The fields a check reads or shows its message on (defineEntity refuses unknown ones).
 * @returns field names, possibly repeated
 */
export function checkFields(check: Check): string[] {
  switch (check.kind) {
    case 'compare':
      return [
        check.left,
        check.on,
        ...check.right.flatMap((t) =>
          typeof t === 'number' ? [] : typeof t === 'string' ? [t] : 'minus' in t ? [t.minus] : [t.by],
        ),
      ];
    case 'iff':
      return [check.field, check.target, check.on];
    case 'when':
      return [check.flag, ...checkFields(check.then), ...checkFields(check.otherwise)];
  }
}

const literal = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function termRule(term: Term, first: boolean): string {
  if (typeof term === 'number') return `${first ? '' : '+ '}${term}`;
  if (typeof term === 'string') return `${first ? '' : '+ '}data.${term}`;
  if ('minus' in term) return `${first ? '-' : '- '}data.${term.minus}`;
  const entries = Object.entries(term.values);
  const last = entries.pop();
  if (!last) throw new Error(`byValue(${term.by}) has no values`);
  const chosen = entries.reduceRight(
    (rest, [value, n]) => `data.${term.by} == ${literal(value)} ? ${n} : ${rest}`,
    String(last[1]),
  );
  return `${first ? '' : '+ '}(${chosen})`;
}

function compareRule(check: CompareCheck): string {
  const right = check.right.map((t, i) => termRule(t, i === 0)).join(' ');
  const rule = `data.${check.left} ${check.op} ${right}`;
  if (!check.optional) return rule;
  const fields = [check.left, ...check.right.filter((t): t is string => typeof t === 'string')];
  return [...fields.map((f) => `data.get(${literal(f)}, null) == null`), rule].join(' || ');
}

/** Whether a field holds something, in the rules: text `!= ''`, others `!= null`. */
function filledRule(name: string, field: Field | undefined): string {
  const text =
    field && (field.kind === 'text' || field.kind === 'url' || field.kind === 'email' || field.kind === 'phone');
  return `data.${name} != ${text ? "''" : 'null'}`;
}

/**
 * The rules condition of one check over `data` (the stored document: money in baisa,
 * dates as timestamps; the comparisons read the same in either unit).
 * @param check the check
 * @param fields the definition's fields (a filled text is `''`-free, a filled reference non-null)
 * @returns a condition in the rules language
 */
export function checkRule(check: Check, fields: Fields): string {
  switch (check.kind) {
    case 'compare':
      return compareRule(check);
    case 'iff':
      return `(data.${check.field} == ${literal(check.value)}) == (${filledRule(check.target, fields[check.target])})`;
    case 'when':
      return `(data.${check.flag} ? ${compareRule(check.then)} : ${compareRule(check.otherwise)})`;
  }
}

/**
 * The rules condition of all checks (joined by `&&`), or undefined without checks.
 * @param checks the definition's checks
 * @param fields the definition's fields
 */
export function checksRule(checks: readonly Check[] | undefined, fields: Fields): string | undefined {
  if (!checks || checks.length === 0) return undefined;
  const rules = checks.map((c) => checkRule(c, fields));
  // An optional comparison is a disjunction: bracketed among others.
  return rules.length === 1 ? rules[0] : rules.map((r) => (r.includes(' || ') ? `(${r})` : r)).join(' && ');
}

/** A form value in the unit of the comparison: dates in ms, money in baisa; undefined when empty. */
function formNumber(value: unknown, field: Field | undefined): number | undefined {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'number' || Number.isNaN(value)) return undefined;
  return field?.kind === 'money' ? Math.round(value * 1000) : value;
}

function termValue(term: Term, values: Record<string, unknown>, fields: Fields): number | undefined {
  if (typeof term === 'number') return term;
  if (typeof term === 'string') return formNumber(values[term], fields[term]);
  if ('minus' in term) {
    const v = formNumber(values[term.minus], fields[term.minus]);
    return v === undefined ? undefined : -v;
  }
  const chosen = values[term.by];
  const entries = Object.entries(term.values);
  return typeof chosen === 'string' && chosen in term.values ? term.values[chosen] : entries[entries.length - 1]?.[1];
}

function compareHolds(check: CompareCheck, values: Record<string, unknown>, fields: Fields): boolean {
  const left = formNumber(values[check.left], fields[check.left]);
  let right = 0;
  for (const term of check.right) {
    const v = termValue(term, values, fields);
    // An empty or unparsed value: the field's own checks speak.
    if (v === undefined) return true;
    right += v;
  }
  if (left === undefined) return true;
  switch (check.op) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '==':
      return left === right;
  }
}

const isFilled = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/**
 * Evaluates a check on a form's values (dates as Date, money in OMR, compared in baisa).
 * Empty values pass: whether a field is required is its own check's business.
 * @returns null when it holds, else the message key and the field to show it on
 */
export function checkForm(check: Check, values: Record<string, unknown>, fields: Fields): CheckMessage | null {
  switch (check.kind) {
    case 'compare':
      return compareHolds(check, values, fields) ? null : check;
    case 'iff': {
      // The form empties another type's target when saved: only a missing target is an error.
      if (values[check.field] !== check.value) return null;
      return isFilled(values[check.target]) ? null : check;
    }
    case 'when': {
      const chosen = values[check.flag] === true ? check.then : check.otherwise;
      return compareHolds(chosen, values, fields) ? null : chosen;
    }
  }
}
