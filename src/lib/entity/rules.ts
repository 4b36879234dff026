/**
 * The field validation of firestore.rules, generated from the entity definitions
 * (docs/adding-an-entity.md, docs/access.md). `npm run generate` writes it between
 * the GENERATED markers of firestore.rules; tests/unit/generated.test.ts fails when
 * the file and the definitions disagree. For an entity named `coupon` it writes:
 * - `couponKeys()`: every stored field (a create writes exactly these);
 * - `couponEditable()`: what an edit may change;
 * - `isCoupon(data)`: types and bounds of every field, plus the definition's rulesCheck;
 * - `isCouponNew(data)`: read-only fields at their initial values on create, and dates
 *   that may not be in the past still ahead;
 * - `isCouponDecision()` (with transitions): a status change along an allowed step,
 *   stamped with the caller and the server time; a step with `append` adds exactly
 *   one staff message holding the reason to its list (`isStaffMessageAppended`, a
 *   hand-written helper of firestore.rules), and every other step keeps that list.
 */
import type { EntityDef } from './define';
import { isEdited, MAX_REASON } from './define';
import { IMAGE_PATTERN, isNumberField, isTextField, MAX_IMAGE_LENGTH, type Field } from './fields';

/** What the rules are generated from: a definition's name, collection, fields and decisions. */
export type RulesShape = Pick<EntityDef, 'name' | 'collection' | 'fields' | 'rulesCheck' | 'transitions'>;

export { MAX_REASON };

/** A rules string literal (patterns are written without backslashes or quotes). */
function literal(value: string): string {
  if (/['\\]/.test(value)) throw new Error(`Cannot put ${value} in a rules string`);
  return `'${value}'`;
}

function value(v: unknown): string {
  if (typeof v === 'string') return literal(v);
  if (v === null || v === undefined) return 'null';
  return String(v);
}

const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The rules condition that one stored field is well formed. */
export function fieldCheck(name: string, field: Field): string {
  const v = `data.${name}`;
  if (isTextField(field)) {
    const min = field.required ? Math.max(1, field.min ?? 0) : 0;
    const parts = [`${v} is string`, `${v}.size() >= ${min}`, `${v}.size() <= ${field.max}`];
    if (field.pattern) {
      const match = `${v}.matches(${literal(field.pattern.source)})`;
      parts.push(field.required ? match : `(${v} == '' || ${match})`);
    }
    return parts.join(' && ');
  }
  if (isNumberField(field)) {
    const scale = field.kind === 'money' ? 1000 : 1;
    const type = field.decimals === 0 || field.kind === 'money' ? 'int' : 'number';
    const lower = field.minExclusive ? '>' : '>=';
    const bounds = `${v} is ${type} && ${v} ${lower} ${field.min * scale} && ${v} <= ${field.max * scale}`;
    if (type === 'int') return bounds;
    // At most `decimals` decimals, within float error.
    const scaled = `${v} * ${10 ** field.decimals}`;
    return `${bounds} && math.abs(${scaled} - math.round(${scaled})) < 0.000001`;
  }
  switch (field.kind) {
    case 'enum':
      return `${v} in [${field.values.map(literal).join(', ')}]`;
    case 'boolean':
      return `${v} is bool`;
    case 'date':
      return field.required ? `${v} is timestamp` : `(${v} == null || ${v} is timestamp)`;
    case 'reference':
      return field.required ? `isDocId(${v})` : `(${v} == null || isDocId(${v}))`;
    case 'image': {
      const url = `(${v} is string && ${v}.size() <= ${MAX_IMAGE_LENGTH} && ${v}.matches(${literal(IMAGE_PATTERN)}))`;
      return field.required ? url : `(${v} == null || ${url})`;
    }
    case 'counter':
      return `isCount(data.get(${literal(name)}, 0))`;
    case 'list':
      return `${v} is list && ${v}.size() <= ${field.maxItems}`;
  }
  return 'false';
}

/** The initial stored value of a read-only field, as a rules literal. */
function initialLiteral(field: Field): string | null {
  if (field.kind === 'enum' || field.kind === 'boolean') return value(field.initial);
  if (isNumberField(field)) return value((field.initial ?? 0) * (field.kind === 'money' ? 1000 : 1));
  if (field.kind === 'counter') return '0';
  if (field.kind === 'reference' || field.kind === 'image' || field.kind === 'date') return 'null';
  if (isTextField(field)) return "''";
  return null;
}

function fn(name: string, params: string, body: string): string {
  return `    function ${name}(${params}) {\n      return ${body};\n    }\n`;
}

/**
 * The generated rules functions of one entity.
 * @returns rules source text, indented for the `match /databases/...` block
 */
export function entityRules(def: RulesShape): string {
  const entries = Object.entries(def.fields);
  const Name = cap(def.name);
  const keys = entries.filter(([, f]) => f.kind !== 'counter').map(([n]) => n);
  const editable = entries.filter(([, f]) => isEdited(f) && !f.fixed).map(([n]) => n);
  const checks = entries.map(([n, f]) => fieldCheck(n, f));
  if (def.rulesCheck) checks.push(`(${def.rulesCheck})`);
  const fresh = [
    ...entries
      .filter(([, f]) => !isEdited(f))
      .map(([n, f]) => (f.kind === 'counter' ? `data.${n} == 0` : `data.${n} == ${initialLiteral(f)}`)),
    // Dates that may not be in the past when created (a coupon's expiry).
    ...entries.filter(([, f]) => f.kind === 'date' && f.notPastKey).map(([n]) => `data.${n} > request.time`),
  ];
  let out = `    // ${def.collection}: generated from src/entities (${def.name}); do not edit by hand.\n`;
  out += fn(`${def.name}Keys`, '', `[${keys.map(literal).join(', ')}]`);
  out += fn(`${def.name}Editable`, '', `[${editable.map(literal).join(', ')}]`);
  out += fn(`is${Name}`, 'data', checks.join('\n        && '));
  out += fn(`is${Name}New`, 'data', fresh.length ? fresh.join('\n        && ') : 'true');
  const transitions = Object.values(def.transitions ?? {});
  if (transitions.length) {
    const appended = [...new Set(transitions.flatMap((t) => (t.append ? [t.append] : [])))];
    const fields = [...new Set([...transitions.map((t) => t.field), ...appended])];
    const longest = Math.max(...transitions.map((t) => t.reasonMax ?? MAX_REASON));
    const steps = transitions.map((t) => {
      const max = t.reasonMax ?? MAX_REASON;
      const reason = t.reasonRequired
        ? ` && data.decisionReason is string && data.decisionReason.trim().size() > 0`
        : '';
      const size = max === longest ? '' : ` && (data.decisionReason == null || data.decisionReason.size() <= ${max})`;
      const lists = appended
        .map((list) =>
          list === t.append
            ? ` && isStaffMessageAppended(before.get(${literal(list)}, []), data.${list}, data.decisionReason)`
            : ` && data.get(${literal(list)}, []) == before.get(${literal(list)}, [])`,
        )
        .join('');
      return `(before.get(${literal(t.field)}, null) in [${t.from.map(value).join(', ')}] && data.${t.field} == ${value(t.to)}${reason}${size}${lists})`;
    });
    const body = [
      `data.diff(before).affectedKeys().hasOnly([${[...fields, 'decidedAt', 'decidedBy', 'decisionReason', 'updatedAt', 'updatedBy'].map(literal).join(', ')}])`,
      'data.decidedAt == request.time',
      'data.decidedBy == request.auth.uid',
      'data.updatedAt == request.time',
      'data.updatedBy == request.auth.uid',
      `(data.decisionReason == null || (data.decisionReason is string && data.decisionReason.size() <= ${longest}))`,
      `(${steps.join('\n          || ')})`,
    ];
    out += `    function is${Name}Decision() {\n      let data = request.resource.data;\n      let before = resource.data;\n      return ${body.join('\n        && ')};\n    }\n`;
  }
  return out;
}

/** Markers of the generated block in firestore.rules. */
export const RULES_BEGIN = '    // BEGIN GENERATED VALIDATION';
export const RULES_END = '    // END GENERATED VALIDATION';

/**
 * The whole generated block for the given definitions (those the rules validate).
 * @returns the text between and including the markers
 */
export function generatedRules(defs: readonly RulesShape[]): string {
  return `${RULES_BEGIN} (npm run generate)\n${defs.map(entityRules).join('\n')}${RULES_END}`;
}

/**
 * Replaces the generated block of a rules file.
 * @param rules the current firestore.rules text
 * @returns the text with the block regenerated
 * @throws Error when the markers are missing
 */
export function withGeneratedRules(rules: string, defs: readonly RulesShape[]): string {
  const start = rules.indexOf(RULES_BEGIN);
  const end = rules.indexOf(RULES_END);
  if (start < 0 || end < start) throw new Error('firestore.rules has no GENERATED VALIDATION markers');
  return rules.slice(0, start) + generatedRules(defs) + rules.slice(end + RULES_END.length);
}
