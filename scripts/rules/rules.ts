/**
 * The field validation of firestore.rules, generated from the entity definitions
 * (docs/adding-an-entity.md, docs/access.md). `npm run generate` writes it between
 * the GENERATED markers of firestore.rules; tests/unit/generated.test.ts fails when
 * the file and the definitions disagree. For an entity named `coupon` it writes:
 * - `couponKeys()`: every stored field (a create writes exactly these);
 * - `couponEditable()`: what an edit may change;
 * - `isCoupon(data)`: types and bounds of every field, plus the definition's checks;
 * - `isCouponNew(data)`: read-only fields at their initial values on create, and dates
 *   that may not be in the past still ahead;
 * - `isCouponDecision()` (with transitions): a status change along an allowed step,
 *   stamped with the caller and the server time; a `makerChecker` step refuses the
 *   document's creator and last editor (`createdBy`, `editedBy`);
 * - `isCouponEdited(data)` (with `makerField` or `resetOnEdit`, part of `isCoupon`): an edit
 *   (not a decision, which sets decidedAt) names its caller in `editedBy`, and changing a
 *   money field of `resetOnEdit` while `from` moves the status to `to`, which otherwise
 *   stays (docs/access.md, "Money and trust");
 * - `<child>ParentLink()` / `<parent>ChildLink()` (a counted child and its parent): the
 *   link the counter checks of firestore.rules take, {parents, children, field, counter, named}
 *   (docs/data-model.md, "Child counters").
 *   stamped with the caller and the server time; a step with `append` adds exactly
 *   one staff message holding the reason to its list (`isMessageAppended` with
 *   `staff` true, of rules/library/messages.rules), and every other step keeps that list.
 */
import { DATE_RANGE } from '@/config/constants';
import {
  RESERVED_KEY_PARTS,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_LIMITS,
  BLANK_CHARACTERS_PATTERN,
  VISIBLE_TEXT_PATTERN,
} from '@/config/translation';
import { MAX_PREFIX_LENGTH, MAX_PREFIXES } from '@/lib/data/convert';
import { decisionFactor } from './secondFactorRules';
import { COUNTED_CHILD_FIELD } from '@/lib/data/types';
import type { ResetOnEdit } from '@/lib/data/types';
import { checksRule } from '@/lib/entity/checks';
import { ibanCountryDigits } from '@/lib/entity/iban';
import type { EntityDef } from '@/lib/entity/define';
import {
  isEdited,
  MAX_REASON,
  releasedAssignment,
  transitionsOfKind,
  type Assignment,
  type AssignmentRelease,
} from '@/lib/entity/define';
import {
  DOC_ID_PATTERN,
  IMAGE_FILE_PATTERN,
  isNumberField,
  isTextField,
  MAX_IMAGE_LENGTH,
  type Field,
} from '@/lib/entity/fields';

/** What the rules are generated from: a definition's name, collection, fields and decisions. */
export type RulesShape = Pick<
  EntityDef,
  | 'name'
  | 'collection'
  | 'fields'
  | 'checks'
  | 'transitions'
  | 'audit'
  | 'hierarchy'
  | 'import'
  | 'makerField'
  | 'scope'
  | 'stored'
> & { readonly resetOnEdit?: ResetOnEdit };

export { MAX_REASON };

/** A rules string literal of a pattern with backslashes (each written doubled, as rules strings escape). */
function escapedLiteral(value: string): string {
  if (/'/.test(value)) throw new Error(`Cannot put ${value} in a rules string`);
  return `'${value.replace(/\\/g, '\\\\')}'`;
}

/**
 * The rules condition that `v` is an IBAN of the declared countries (a text field's `iban`
 * option, src/lib/entity/iban.ts): the country's length, then the hand-written
 * `ibanMod97` of firestore.rules on the country code as digits (the rules language has
 * no character codes: a map of the declared countries gives them).
 */
function ibanRule(v: string, lengths: Readonly<Record<string, number>>): string {
  const countries = Object.keys(lengths);
  const map = (value: (code: string) => string) => `{${countries.map((c) => `'${c}': ${value(c)}`).join(', ')}}`;
  const size = map((c) => String(lengths[c]));
  const digits = map((c) => `'${ibanCountryDigits(c)}'`);
  return `(${v}.size() == ${size}.get(${v}[0:2], 0) && ibanMod97(${v}, ${digits}[${v}[0:2]]) == 1)`;
}

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

/** A calendar day `YYYY-MM-DD` moved by `days`, as a rules `timestamp.date(y, m, d)` (UTC midnight). */
function ruleDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `timestamp.date(${date.getUTCFullYear()}, ${date.getUTCMonth() + 1}, ${date.getUTCDate()})`;
}

/**
 * The rules' bounds of a date (DATE_RANGE of src/config/constants.ts): a day of margin on
 * each side, so a day of the range picked in any time zone (stored as its local start or
 * end) is accepted, and nothing near the year 1900 or 9999 is.
 */
export const DATE_BOUNDS = { from: ruleDay(DATE_RANGE.min, -1), before: ruleDay(DATE_RANGE.max, 2) };

/**
 * The rules condition that one stored field is well formed.
 * @param collection the document's collection (an image must be in its folder)
 * @param lenient a missing field reads as its initial value (documents of a scoped
 *   definition, which the marketplace's apps also write: people)
 * @param valueOf the rules expression of the value (default: its `let` name when
 *   lenient, else `data.<name>`)
 */
export function fieldCheck(name: string, field: Field, collection = '', lenient = false, valueOf?: string): string {
  // Lenient: the value is bound once by `let` (leniently), a rules request evaluates at most 1000 expressions.
  const v = valueOf ?? (lenient && field.kind !== 'counter' ? lenientName(name) : `data.${name}`);
  if (isTextField(field)) {
    const min = field.required ? Math.max(1, field.min ?? 0) : 0;
    const parts = [
      // Strict: the shared isText (./sharedRules.ts); leniently (people) written out, cheaper on their costliest writes.
      ...(lenient
        ? [`${v} is string`, ...(min ? [`${v}.size() >= ${min}`] : []), `${v}.size() <= ${field.max}`]
        : [`isText(${v}, ${min}, ${field.max})`]),
      ...(field.notBlank ? [`${v}.trim().size() > 0`] : []),
    ];
    if (field.pattern) {
      const match = `${v}.matches(${literal(field.pattern.source)})`;
      parts.push(field.required ? match : `(${v} == '' || ${match})`);
    }
    if (field.iban) parts.push(`(${v} == '' || ${ibanRule(v, field.iban.lengths)})`);
    return field.nullable ? `(${v} == null || (${parts.join(' && ')}))` : parts.join(' && ');
  }
  if (field.kind === 'money' && !field.required && !lenient && !valueOf) {
    // An optional amount added to documents written before it existed (an order's
    // refundedAmount): a missing one reads as its initial value.
    return fieldCheck(name, field, collection, lenient, `data.get(${literal(name)}, ${field.initial ?? field.min})`);
  }
  if (field.kind === 'date' && !field.required && field.readOnly && !lenient && !valueOf) {
    // An optional time the panel does not edit, added to documents written before it
    // existed (an order's assignedAt, issue 50 item 3): a missing one reads as null.
    return fieldCheck(name, field, collection, lenient, `data.get(${literal(name)}, null)`);
  }
  if (field.kind === 'list' && !field.required && !field.readOnly && !lenient && !valueOf) {
    // An optional list the form edits, added to documents written before it existed (an
    // area's zone): a missing one reads as empty.
    return fieldCheck(name, field, collection, lenient, `data.get(${literal(name)}, [])`);
  }
  if (isNumberField(field)) {
    const scale = field.kind === 'money' ? 1000 : 1;
    const type = field.decimals === 0 || field.kind === 'money' ? 'int' : 'number';
    const lower = field.minExclusive ? '>' : '>=';
    // Strict whole numbers: the shared isInt (./sharedRules.ts); above an exclusive minimum m is at least m + 1.
    const bounds =
      type === 'int' && !lenient
        ? `isInt(${v}, ${field.min * scale + (field.minExclusive ? 1 : 0)}, ${field.max * scale})`
        : `${v} is ${type} && ${v} ${lower} ${field.min * scale} && ${v} <= ${field.max * scale}`;
    // Leniently, a read-only number of the apps may be null: not set yet (a rating before
    // the first review, or after a type change cleared it).
    const orNull = (check: string) =>
      (lenient && field.readOnly) || field.nullable ? `(${v} == null || (${check}))` : check;
    if (type === 'int') return orNull(bounds);
    // At most `decimals` decimals, within float error.
    const scaled = `${v} * ${10 ** field.decimals}`;
    return orNull(`${bounds} && math.abs(${scaled} - math.round(${scaled})) < 0.000001`);
  }
  switch (field.kind) {
    case 'enum':
      return `${v} in [${field.values.map(literal).join(', ')}]`;
    case 'boolean':
      return `${v} is bool`;
    case 'date': {
      const bounded = lenient
        ? `${v} is timestamp && ${v} >= ${DATE_BOUNDS.from} && ${v} < ${DATE_BOUNDS.before}`
        : `isTime(${v})`;
      return field.required ? bounded : `(${v} == null || (${bounded}))`;
    }
    case 'reference':
      return field.required ? `isDocId(${v})` : `(${v} == null || isDocId(${v}))`;
    case 'image': {
      // isImagePath (sharedRules): a path in this document's own Storage folder.
      const path = `isImagePath(${v}, ${literal(collection)})`;
      return field.required ? path : `(${v} == null || ${path})`;
    }
    case 'counter':
      return `isCount(data.get(${literal(name)}, 0))`;
    case 'list':
      return `${v} is list && ${v}.size() <= ${field.maxItems}`;
  }
  return 'false';
}

/**
 * A strict part of at most 10 fields (`is<Name>FieldsN(data)`), each field's checks as
 * `fieldCheck` writes them, with a field its checks read more than once bound once by
 * `let` (fewer expressions evaluated and a smaller compiled tree; docs/rules-limits.md
 * "Shared functions"). A missing field fails the `let` as it failed the checks (refused).
 */
function boundPart(name: string, part: readonly (readonly [string, Field])[], collection: string): string {
  const lets: string[] = [];
  const checks = part.map(([n, f]) => {
    const check = fieldCheck(n, f, collection);
    // The value as the checks read it: `data.<n>`, or `data.get('<n>', …)` for a field
    // that documents written before it may lack.
    const read = new RegExp(`data\\.(?:${n}(?![\\w(])|get\\('${n}', [^()]*\\))`, 'g');
    const found = check.match(read) ?? [];
    if (found.length < 2 || new Set(found).size !== 1) return check;
    lets.push(`      let ${lenientName(n)} = ${found[0]};\n`);
    return check.replace(read, lenientName(n));
  });
  return `    function ${name}(data) {\n${lets.join('')}      return ${checks.join('\n        && ')};\n    }\n`;
}

/** Most `let` bindings one rules function may hold (the rules compiler's limit). */
const MAX_LETS = 10;

/** The `let` name of a field's value in a lenient check. */
const lenientName = (name: string) => `f${cap(name)}`;

/** The `let` bindings of a lenient check: each field read once, a missing one as its initial value. */
function lenientLets(entries: readonly (readonly [string, Field])[]): string {
  return entries
    .filter(([, f]) => f.kind !== 'counter')
    .map(([n, f]) => `      let ${lenientName(n)} = data.get(${literal(n)}, ${initialLiteral(f)});\n`)
    .join('');
}

/** The initial stored value of a read-only field, as a rules literal. */
function initialLiteral(field: Field): string | null {
  if (field.kind === 'enum' || field.kind === 'boolean') return value(field.initial);
  if (isNumberField(field) && field.nullable && field.initial === undefined) return 'null';
  if (isNumberField(field)) return value((field.initial ?? 0) * (field.kind === 'money' ? 1000 : 1));
  if (field.kind === 'counter') return '0';
  if (field.kind === 'reference' || field.kind === 'image' || field.kind === 'date') return 'null';
  if (isTextField(field)) return "''";
  if (field.kind === 'list') return '[]';
  return null;
}

function fn(name: string, params: string, body: string): string {
  return `    function ${name}(${params}) {\n      return ${body};\n    }\n`;
}

/** A counted child and its parent, as the rules' counter checks take it. */
export interface CounterLink {
  readonly parents: string;
  readonly children: string;
  /** The child's field holding the parent id. */
  readonly field: string;
  /** The parent's field counting its children. */
  readonly counter: string;
  /** The parent's field naming the child that paid for the last step (COUNTED_CHILD_FIELD). */
  readonly named: string;
}

/**
 * The counter link of a definition among `defs`: as a child (its `hierarchy.parent`) or as
 * a parent (the one definition whose `hierarchy.parent` names its collection and `childCounter`).
 * @returns the link, or null when the definition counts nothing and is not counted
 * @throws Error when a parent's counter has no child definition, or several
 */
export function counterLink(def: RulesShape, defs: readonly RulesShape[]): CounterLink | null {
  const { parent, childCounter } = def.hierarchy ?? {};
  if (parent) {
    const { collection, field, counter } = parent;
    return { parents: collection, children: def.collection, field, counter, named: COUNTED_CHILD_FIELD };
  }
  if (!childCounter) return null;
  const [child, ...more] = defs.filter(
    (d) => d.hierarchy?.parent?.collection === def.collection && d.hierarchy.parent.counter === childCounter,
  );
  const link = child?.hierarchy?.parent;
  if (!child || !link || more.length > 0) {
    throw new Error(`${def.name}.${childCounter}: needs exactly one child definition counting on it`);
  }
  return {
    parents: def.collection,
    children: child.collection,
    field: link.field,
    counter: childCounter,
    named: COUNTED_CHILD_FIELD,
  };
}

function linkRules(def: RulesShape, link: CounterLink): string {
  const map = (Object.entries(link) as [string, string][]).map(([k, v]) => `${literal(k)}: ${literal(v)}`).join(', ');
  return fn(`${def.name}${def.hierarchy?.parent ? 'ParentLink' : 'ChildLink'}`, '', `{${map}}`);
}

/**
 * The generated rules functions of one entity.
 * @param defs every validated definition (a parent's child link is found among them)
 * @returns rules source text, indented for the `match /databases/...` block
 */
export function entityRules(def: RulesShape, defs: readonly RulesShape[] = [def]): string {
  const entries = Object.entries(def.fields);
  const Name = cap(def.name);
  // An entity audited on every write carries the id of its latest entry (src/lib/data/audit.ts).
  const auditId = def.audit?.of === 'all' ? ['auditId'] : [];
  const maker = def.makerField ? [def.makerField] : [];
  const reset = def.resetOnEdit;
  const keys = [...entries.filter(([, f]) => f.kind !== 'counter').map(([n]) => n), ...auditId, ...maker];
  const editable = [
    ...entries.filter(([, f]) => isEdited(f) && !f.fixed).map(([n]) => n),
    ...auditId,
    ...maker,
    ...(reset ? [reset.field] : []),
  ];
  const lenient = Boolean(def.scope || def.stored?.lenient);
  // The declared cross-field checks (src/lib/entity/checks.ts).
  const crossCheck = checksRule(def.checks, def.fields);
  const edited = maker.length > 0 || reset !== undefined;
  const fresh = [
    // The new document's id: a safe one (DOC_ID_PATTERN), since it names a Storage folder.
    'isSafeId(request.path[4])',
    ...entries
      .filter(([, f]) => !isEdited(f))
      .map(([n, f]) => (f.kind === 'counter' ? `data.${n} == 0` : `data.${n} == ${initialLiteral(f)}`)),
    // Dates that may not be in the past when created (a coupon's expiry).
    ...entries.filter(([, f]) => f.kind === 'date' && f.notPastKey).map(([n]) => `data.${n} > request.time`),
    ...maker.map((n) => `data.${n} == request.auth.uid`),
  ];
  let out = `    // ${def.collection}: from the definition ${def.name}.\n`;
  out += fn(`${def.name}Keys`, '', `[${keys.map(literal).join(', ')}]`);
  // People's edits are scoped by type (userEditableOf, scopedRules).
  if (!def.scope) out += fn(`${def.name}Editable`, '', `[${editable.map(literal).join(', ')}]`);
  const whole = [...(crossCheck ? [`(${crossCheck})`] : []), ...(edited ? [`is${Name}Edited(data)`] : [])];
  // A single part with nothing else to check is `is<Name>` itself (no wrapper: one call less).
  const single = entries.length <= MAX_LETS && whole.length === 0;
  if (lenient) {
    // A function binds at most 10 values: the fields are checked in parts of 10.
    const parts: string[] = [];
    for (let i = 0; i < entries.length; i += MAX_LETS) {
      const part = entries.slice(i, i + MAX_LETS);
      const partName = single ? `is${Name}` : `is${Name}Part${parts.length + 1}`;
      const partChecks = part.map(([n, f]) => fieldCheck(n, f, def.collection, true));
      out += `    function ${partName}(data) {\n${lenientLets(part)}      return ${partChecks.join('\n        && ')};\n    }\n`;
      parts.push(`${partName}(data)`);
    }
    if (!single) out += fn(`is${Name}`, 'data', [...parts, ...whole].join('\n        && '));
    // Each changed field checked as written (changedRules): a part's `let`s cost more.
    out += changedRules(def, crossCheck, edited, defs);
  } else {
    // Parts of at most 10 fields, each checked whole when an update changes one of them
    // (is<Name>Changed); the cross-field checks and the maker's on every write: they are
    // invariants of the whole document (a decision must not act on one that breaks them).
    const parts: string[] = [];
    const guarded: string[] = [];
    for (let i = 0; i < entries.length; i += MAX_LETS) {
      const part = entries.slice(i, i + MAX_LETS);
      const partName = single ? `is${Name}` : `is${Name}Fields${parts.length + 1}`;
      out += boundPart(partName, part, def.collection);
      parts.push(`${partName}(data)`);
      guarded.push(`(!changed.hasAny([${part.map(([n]) => literal(n)).join(', ')}]) || ${partName}(data))`);
    }
    if (!single) out += fn(`is${Name}`, 'data', [...parts, ...whole].join('\n        && '));
    out += fn(`is${Name}Changed`, 'data, changed', [...guarded, ...whole].join('\n        && '));
  }
  out += fn(`is${Name}New`, 'data', fresh.join('\n        && '));
  if (edited) {
    const rules = [
      ...maker.map((n) => `data.get(${literal(n)}, null) == request.auth.uid`),
      ...(reset
        ? [
            `(before.get(${literal(reset.field)}, null) == ${value(reset.from)} && data.diff(before).affectedKeys().hasAny([${reset.fields.map(literal).join(', ')}])\n          ? data.${reset.field} == ${value(reset.to)}\n          : data.get(${literal(reset.field)}, null) == before.get(${literal(reset.field)}, null))`,
          ]
        : []),
    ];
    out += `    function is${Name}Edited(data) {\n      let before = resource == null ? data : resource.data;\n      return resource == null\n        || data.get('decidedAt', null) != before.get('decidedAt', null)\n        || (${rules.join('\n          && ')});\n    }\n`;
  }
  // The status changes (the default kind); an assignment and its release have their own functions.
  const named = transitionsOfKind(def, 'state');
  const transitions = named.map(([, t]) => t);
  if (transitions.length) {
    const appended = [...new Set(transitions.flatMap((t) => (t.append ? [t.append] : [])))];
    const fields = [...new Set([...transitions.map((t) => t.field), ...appended])];
    const longest = Math.max(...transitions.map((t) => t.reasonMax ?? MAX_REASON));
    const steps = named.map(([stepName, t]) => {
      const max = t.reasonMax ?? MAX_REASON;
      const reason = t.reasonRequired ? ` && hasDecisionReason(data)` : '';
      const size = max === longest ? '' : ` && (data.decisionReason == null || data.decisionReason.size() <= ${max})`;
      const lists = appended
        .map((list) =>
          list === t.append
            ? ` && isMessageAppended(before.get(${literal(list)}, []), data.${list}, data.decisionReason, true)`
            : ` && data.get(${literal(list)}, []) == before.get(${literal(list)}, [])`,
        )
        .join('');
      // Maker-checker: neither the creator nor the last editor (src/lib/data/maker.ts isMaker).
      const checker = t.makerChecker ? ` && isOthersToCheck(before)` : '';
      // The second-factor policy (src/config/secondFactor.ts): money approvals.
      const factor = decisionFactor(def.collection, stepName);
      return `(before.get(${literal(t.field)}, null) in [${t.from.map(value).join(', ')}] && data.${t.field} == ${value(t.to)}${reason}${size}${lists}${checker}${factor})`;
    });
    const body = [
      // The changed keys, the stamps and the reason's length: shared (./sharedRules.ts).
      `isDecisionStamped(data, before, [${[...fields, 'decidedAt', 'decidedBy', 'decisionReason', 'updatedAt', 'updatedBy', ...(def.audit ? ['auditId'] : [])].map(literal).join(', ')}], ${longest})`,
      `(${steps.join('\n          || ')})`,
    ];
    out += `    function is${Name}Decision() {\n      let data = request.resource.data;\n      let before = resource.data;\n      return ${body.join('\n        && ')};\n    }\n`;
  }
  for (const [, a] of transitionsOfKind(def, 'assign')) out += assignmentRules(def, a, defs);
  for (const [, r] of transitionsOfKind(def, 'release')) out += releaseRules(def, r);
  const link = counterLink(def, defs);
  if (link) out += linkRules(def, link);
  return out;
}

/**
 * `is<Name>Assignment()` of a definition's assignment (a transition of kind `assign`,
 * src/lib/entity/assignment.ts Assignment, docs/data-model.md "Dispatch"): only the
 * assigned people, the `sets` fields and the decision's stamps change; the `when` fields held one of their values before; each
 * person is an unblocked users document of the reference's type (`isAssignablePerson`,
 * rules/library/people.rules); each link holds (one more read of a person already read: cached).
 * @throws Error when an assigned field is no reference to a people definition
 */
function assignmentRules(def: RulesShape, a: Assignment, defs: readonly RulesShape[]): string {
  const changed = [
    ...a.people,
    ...Object.keys(a.sets),
    ...(a.stampedAt ? [a.stampedAt] : []),
    'decidedAt',
    'decidedBy',
    'decisionReason',
    'updatedAt',
    'updatedBy',
    ...(def.audit ? ['auditId'] : []),
  ];
  const people = a.people.map((name) => {
    const field = def.fields[name];
    const target = field?.kind === 'reference' ? defs.find((d) => d.name === field.entity) : undefined;
    if (field?.kind !== 'reference' || field.collection !== 'users' || target?.scope?.field !== 'type') {
      throw new Error(`${def.name}.${name}: an assignment names people (a reference to a people definition)`);
    }
    return `isAssignablePerson(data.${name}, ${literal(String(target.scope.value))})`;
  });
  const links = (a.links ?? []).map(
    (l) =>
      `get(/databases/$(database)/documents/users/$(data.${l.field})).data.get(${literal(l.personField)}, null) == data.${l.equals}`,
  );
  // A person's account under a setting's limit (two reads: the setting and the account).
  const limits = (a.limits ?? []).map((l) => {
    const setting = `/databases/$(database)/documents/${l.setting.collection}/${l.setting.id}`;
    const account = `/databases/$(database)/documents/${l.account.collection}/$(data.${l.field})`;
    const limit = `get(${setting}).data.get(${literal(l.setting.field)}, 0)`;
    return `(!exists(${setting}) || ${limit} == 0 || !exists(${account})\n          || get(${account}).data.get(${literal(l.account.field)}, 0) < ${limit})`;
  });
  const body = [
    `data.diff(before).affectedKeys().hasOnly([${changed.map(literal).join(', ')}])`,
    'data.decidedAt == request.time',
    'data.decidedBy == request.auth.uid',
    'data.updatedAt == request.time',
    'data.updatedBy == request.auth.uid',
    `(data.decisionReason == null || (data.decisionReason is string && data.decisionReason.size() <= ${MAX_REASON}))`,
    ...Object.entries(a.when).map(
      ([name, values]) => `before.get(${literal(name)}, null) in [${(values ?? []).map(value).join(', ')}]`,
    ),
    ...Object.entries(a.sets).map(([name, v]) => `data.${name} == ${value(v)}`),
    ...(a.stampedAt ? [`data.${a.stampedAt} == request.time`] : []),
    ...people,
    ...links,
    ...limits,
  ];
  return `    function is${cap(def.name)}Assignment() {\n      let data = request.resource.data;\n      let before = resource.data;\n      return ${body.join('\n        && ')};\n    }\n`;
}

/**
 * `is<Name>Release()` of a definition's release of its assignment (a transition of kind
 * `release`, src/lib/entity/assignment.ts AssignmentRelease, docs/data-model.md
 * "Dispatch"): only the people its assignment (`of`) names (cleared), the assignment's
 * `stampedAt` (cleared), the `sets` fields and the decision's stamps change; the `when`
 * fields held one of their values before; with `after`, the setting's seconds (its default when the
 * setting or its field is missing: one read) have passed since the stored stamp, unless
 * there is none.
 * @throws Error when `after` is given without the assignment's `stampedAt`, or `of` names
 *   no assignment of the definition
 */
function releaseRules(def: RulesShape, r: AssignmentRelease): string {
  const a = releasedAssignment(def, r);
  if (r.after && !a.stampedAt) throw new Error(`${def.name}: a release waiting on a setting needs stampedAt`);
  const stamp = a.stampedAt;
  const cleared = [...a.people, ...(stamp ? [stamp] : [])];
  const changed = [
    ...cleared,
    ...Object.keys(r.sets),
    'decidedAt',
    'decidedBy',
    'decisionReason',
    'updatedAt',
    'updatedBy',
    ...(def.audit ? ['auditId'] : []),
  ];
  let wait: string[] = [];
  if (r.after && stamp) {
    const setting = `/databases/$(database)/documents/${r.after.setting.collection}/${r.after.setting.id}`;
    const seconds = `(exists(${setting}) ? get(${setting}).data.get(${literal(r.after.setting.field)}, ${r.after.defaultSeconds}) : ${r.after.defaultSeconds})`;
    wait = [
      `(before.get(${literal(stamp)}, null) == null\n          || request.time > before.${stamp} + duration.value(${seconds}, 's'))`,
    ];
  }
  // The states before first, the fewest values first (a list literal costs an expression
  // a value), then the fixed values: every other write of the document (a refund's move
  // of an order's refunded sum, a decision, an assignment) fails here in a few
  // expressions, before the diff (docs/access.md "Rules cost").
  const when = Object.entries(r.when).sort(([, a], [, b]) => (a?.length ?? 0) - (b?.length ?? 0));
  const body = [
    ...when.map(([name, values]) => `before.get(${literal(name)}, null) in [${(values ?? []).map(value).join(', ')}]`),
    ...Object.entries(r.sets).map(([name, v]) => `data.${name} == ${value(v)}`),
    `data.diff(before).affectedKeys().hasOnly([${changed.map(literal).join(', ')}])`,
    'data.decidedAt == request.time',
    'data.decidedBy == request.auth.uid',
    'data.updatedAt == request.time',
    'data.updatedBy == request.auth.uid',
    `(data.decisionReason == null || (data.decisionReason is string && data.decisionReason.size() <= ${MAX_REASON}))`,
    ...cleared.map((name) => `data.get(${literal(name)}, null) == null`),
    ...wait,
  ];
  return `    function is${cap(def.name)}Release() {\n      let data = request.resource.data;\n      let before = resource.data;\n      return ${body.join('\n        && ')};\n    }\n`;
}

/**
 * The name of the rules function checking one field of a scoped definition (written once
 * by scopedRules): `is<Prefix><Field>` when every definition of the collection holding
 * the field checks it alike, else `is<Name><Field>`; `Leniently` when a missing field
 * reads as its initial value.
 */
function scopedCheckName(def: RulesShape, name: string, defs: readonly RulesShape[], lenient: boolean): string {
  const text = (d: RulesShape) => scopedCheck(d, name, lenient);
  const same = defs.filter((d) => d.scope && d.collection === def.collection && name in d.fields);
  const owner = same.every((d) => text(d) === text(def)) ? def.collection.replace(/s$/, '') : def.name;
  return `is${cap(owner)}${cap(name)}${lenient ? 'Leniently' : ''}`;
}

/**
 * The rules check of one field of a scoped definition; leniently (a type change), a
 * missing field reads as its initial value and an optional one may be null.
 */
function scopedCheck(def: RulesShape, name: string, lenient: boolean): string {
  const f = def.fields[name] as Field;
  if (!lenient) return fieldCheck(name, f, def.collection);
  // The value read once (`let`, docs/access.md "Rules cost"): a missing field reads as
  // its initial value.
  const value = lenientName(name);
  const check = fieldCheck(name, f, def.collection, true, value);
  // A field an earlier type change cleared is null: not set, as if absent (said once:
  // a reference, date or image check already accepts null).
  const orNull = `(${value} == null || `;
  return f.required || check.startsWith(orNull) ? check : `${orNull}(${check}))`;
}

/** The body of a scoped field's check function: leniently, its value bound once first. */
function scopedCheckFn(def: RulesShape, name: string, lenient: boolean, fnName: string): string {
  const body = scopedCheck(def, name, lenient);
  if (!lenient) return fn(fnName, 'data', body);
  const f = def.fields[name] as Field;
  return `    function ${fnName}(data) {
      let ${lenientName(name)} = data.get(${literal(name)}, ${initialLiteral(f)});
      return ${body};
    }
`;
}

/**
 * Where a person's edit sets a reference anew, the document it names exists: a users
 * document of the referenced type (a rider's delivery company), else a document of the
 * referenced collection (a supplier's subscription package, a city, an area). Checked
 * only when the field changes (one document read then); docs/access.md "People".
 * @returns the rules condition, or null for a field that is no reference the panel edits
 */
function referenceLink(name: string, field: Field, defs: readonly RulesShape[]): string | null {
  if (field.kind !== 'reference' || field.readOnly) return null;
  const v = `data.${name}`;
  if (field.collection === 'users') {
    const target = defs.find((d) => d.name === field.entity);
    if (target?.scope?.field !== 'type') throw new Error(`${name}: ${field.entity} is not a people definition`);
    return `(${v} == null || isPersonOfType(${v}, ${literal(String(target.scope.value))}))`;
  }
  return `(${v} == null || exists(docPath(${literal(field.collection)}, ${v})))`;
}

/**
 * `is<Name>Changed(data, changed)` of a lenient definition (a type of people, a supplier
 * account): an update (for people: keeping the type) checked on what it changes (issue 30, docs/access.md "Rules cost");
 * the fields it leaves as stored were accepted when written (or by the apps). Each part
 * of at most 10 fields is looked at only when `changed` holds one of them, and then each
 * changed field of it is checked as written (for people the field's function, shared by
 * the types: scopedRules); the cross-field check always (for people only when a field it
 * names changes); the maker's and a money edit's checks (`is<Name>Edited`) always.
 * @param crossCheck the rules text of the definition's cross-field checks, if any
 * @param edited whether the definition has `is<Name>Edited` (a maker field or a reset)
 * @param defs every definition (the field checks are shared by the scoped ones)
 */
function changedRules(
  def: RulesShape,
  crossCheck: string | undefined,
  edited: boolean,
  defs: readonly RulesShape[],
): string {
  const entries = Object.entries(def.fields);
  const checks: string[] = [];
  for (let i = 0; i < entries.length; i += MAX_LETS) {
    const part = entries.slice(i, i + MAX_LETS);
    const names = `[${part.map(([name]) => literal(name)).join(', ')}]`;
    const each = part
      .map(([name, field]) => {
        const check = def.scope
          ? `${scopedCheckName(def, name, defs, false)}(data)`
          : fieldCheck(name, field, def.collection);
        const link = def.scope ? referenceLink(name, field, defs) : null;
        return `(!changed.hasAny([${literal(name)}]) || ${link ? `(${check} && ${link})` : check})`;
      })
      .join('\n          && ');
    // People: each field's guard alone (their checks are shared functions); a part's
    // guard first where the checks are written out.
    checks.push(def.scope ? each : `(!changed.hasAny(${names})\n          || (${each}))`);
  }
  if (crossCheck && !def.scope) checks.push(`(${crossCheck})`);
  else if (crossCheck) {
    // People's documents are written by the apps too: a check is made when a field it
    // names changes (a stored supplier breaking one is still edited). The fields the
    // check reads: the definition's fields named in its text; naming none, always.
    const named = Object.keys(def.fields).filter((name) => new RegExp(`\\b${name}\\b`).test(crossCheck));
    checks.push(
      named.length ? `(!changed.hasAny([${named.map(literal).join(', ')}]) || (${crossCheck}))` : `(${crossCheck})`,
    );
  }
  // The maker and the reset of a money edit hold on every write.
  if (edited) checks.push(`is${cap(def.name)}Edited(data)`);
  return fn(`is${cap(def.name)}Changed`, 'data, changed', checks.join('\n        && '));
}

/**
 * The rules of the definitions sharing one collection, each scoped by the value of one
 * field (the users documents by `type`, docs/data-model.md "users/{uid}"). For the
 * collection `users` it writes (each picks by the document's type with a chain of
 * conditions, so only the chosen list is built; docs/access.md "Rules cost"):
 * - `userEditableOf(data)`: what an edit keeping the type may change;
 * - `userRetypeEditableOf(data)`: what a type change may change (the other types'
 *   fields, which it clears);
 * - `isUserScopedChange(data, changed)`: the type's `is<Name>Changed`;
 * - `isUserScopedRetype(data, before)`: a type change's new document: what the new type
 *   checks that the old one did not, and the other types' fields null or absent;
 * - one function per field check, shared by the types that check it alike.
 * The match of the collection (hand-written: Access grants, protected documents)
 * calls them.
 * @returns rules source text, or '' when no definition of `collection` is scoped
 */
export function scopedRules(collection: string, defs: readonly RulesShape[]): string {
  const scoped = defs.filter((d) => d.collection === collection && d.scope);
  const first = scoped[0]?.scope;
  if (!first) return '';
  const prefix = collection.replace(/s$/, '');
  const all = [...new Set(scoped.flatMap((d) => Object.keys(d.fields)))];
  const others = (d: RulesShape) => all.filter((n) => !(n in d.fields));
  const scopeValue = (d: RulesShape) => value(d.scope?.value);
  const field = `data.${first.field}`;
  let out = `    // ${collection}: the definitions scoped by ${first.field}, generated from src/entities; do not edit by hand.\n`;
  // One scope value's lists and checks chosen by a chain of conditions: only the chosen
  // list is built (a map of every type's lists costs an expression per element).
  const chain = (pick: (d: RulesShape) => string, otherwise: string) =>
    `${scoped.map((d) => `${field} == ${scopeValue(d)} ? ${pick(d)}`).join('\n        : ')}\n        : ${otherwise}`;
  const own = (d: RulesShape) => [
    ...Object.entries(d.fields)
      .filter(([, f]) => isEdited(f) && !f.fixed)
      .map(([n]) => n),
    ...(d.audit?.of === 'all' ? ['auditId'] : []),
  ];
  out += fn(
    `${prefix}EditableOf`,
    'data',
    chain((d) => `[${own(d).map(literal).join(', ')}]`, '[]'),
  );
  out += fn(
    `${prefix}RetypeEditableOf`,
    'data',
    chain((d) => `[${[...others(d), ...(d.audit?.of === 'all' ? ['auditId'] : [])].map(literal).join(', ')}]`, '[]'),
  );
  out += fn(
    `is${cap(prefix)}ScopedChange`,
    'data, changed',
    chain((d) => `is${cap(d.name)}Changed(data, changed)`, 'false'),
  );
  // A type change writes the type, clears the other types' fields and Access (nothing
  // else: userRetypeEditableOf). What the new type checks that the old one did not (its
  // fields the old type lacks, or checks differently) is checked, leniently (a missing
  // field reads as its initial value); the rest was accepted under the old type.
  const newNames = (d: RulesShape, b: RulesShape | null) =>
    Object.keys(d.fields).filter((n) => !b || !(n in b.fields) || scopedCheck(d, n, true) !== scopedCheck(b, n, true));
  const checkName = (d: RulesShape, n: string) => scopedCheckName(d, n, scoped, true);
  // The field checks, each written once: as written (an edit), and leniently (a type change).
  const written = new Set<string>();
  for (const d of scoped) {
    const retyped = new Set(scoped.filter((b) => b !== d).flatMap((b) => newNames(d, b)));
    for (const n of Object.keys(d.fields)) {
      for (const lenient of retyped.has(n) ? [false, true] : [false]) {
        const name = scopedCheckName(d, n, scoped, lenient);
        if (written.has(name)) continue;
        written.add(name);
        out += scopedCheckFn(d, n, lenient, name);
      }
    }
  }
  // Of the new type, the fields some other type lacks or checks differently (a known old
  // type with the same check accepted them already; the few rechecked otherwise cost
  // less than choosing them by the old type); an unknown old type: the whole document.
  const newChecks = (d: RulesShape) => {
    const names = new Set(scoped.filter((b) => b !== d).flatMap((b) => newNames(d, b)));
    const checks = Object.keys(d.fields).filter((n) => names.has(n));
    return checks.length ? checks.map((n) => `${checkName(d, n)}(data)`).join('\n            && ') : 'true';
  };
  const known = scoped.map((d) => scopeValue(d)).join(', ');
  const retype = chain(
    (d) =>
      [
        `(before.${first.field} in [${known}] ? ${newChecks(d)} : is${cap(d.name)}(data))`,
        ...(others(d).length
          ? [
              `{${others(d)
                .map((n) => `${literal(n)}: null`)
                .join(', ')}}.diff(data).changedKeys().size() == 0`,
            ]
          : []),
      ].join('\n          && '),
    'false',
  );
  out += fn(`is${cap(prefix)}ScopedRetype`, 'data, before', retype);
  return out;
}

/** Markers of the generated block in firestore.rules. */
export const RULES_BEGIN = '    // BEGIN GENERATED VALIDATION';
export const RULES_END = '    // END GENERATED VALIDATION';

/**
 * Joins the texts of a Translation map to check they are all strings: a character no
 * translator types (U+241E, the symbol for a record separator).
 */
const TEXT_SEPARATOR = '\u241e';

/**
 * The bounds shared by every collection, from the constants the app writes with:
 * - `isSearchPrefixes(value)`: at most MAX_PREFIXES strings of 1 to MAX_PREFIX_LENGTH
 *   characters without '/' (what searchPrefixes() of src/lib/data/convert.ts makes:
 *   letters, digits and spaces). A regular expression over the joined list checks every
 *   element's length; splitting it back must give the list itself, which holds only
 *   when every element is a string (`join` writes numbers, booleans and null as text;
 *   verified on the emulator).
 * - `isSafeId(id)`: a document id of DOC_ID_PATTERN (what a create may use);
 * - `isImagePath(value, collection)`: an image value is exactly
 *   `<collection>/<id>/<file>` of the document being written (request.path), split on
 *   '/' and each part compared as a string (never put into a pattern), the file name of
 *   IMAGE_FILE_PATTERN without `..`;
 * - `isVisibleText(text)`: a string holding a letter, digit, punctuation mark or symbol
 *   (VISIBLE_TEXT_PATTERN, an allow-list) once the blank ones are removed
 *   (BLANK_CHARACTERS_PATTERN), for a Translation text; isVisibleText() of
 *   src/config/translation.ts is the same test on the client;
 * - `isTranslationMap(map)`: a Translation document's map within TRANSLATION_LIMITS
 *   (src/config/translation.ts): keys of TRANSLATION_KEY_PATTERN without a reserved part,
 *   texts that are strings, and bounded counts and lengths.
 * Saved views and translation imports are records, validated from their declarations
 * (src/entities/records.ts, ./recordRules.ts); an assignment's person is checked by
 * `isAssignablePerson` of rules/library/people.rules.
 * @returns rules source text, indented for the `match /databases/...` block
 */
export function sharedRules(): string {
  const item = `[^/]{1,${MAX_PREFIX_LENGTH}}`;
  const prefixes = [
    'value is list',
    `value.size() <= ${MAX_PREFIXES}`,
    `(value.size() == 0 || value.join('/').matches(${literal(`${item}(/${item})*`)}))`,
    // join() writes numbers, booleans and null as text: splitting back gives strings only,
    // so the list equals it only when every element is a string.
    `(value.size() == 0 || value.join('/').split('/') == value)`,
  ];
  const limits = TRANSLATION_LIMITS;
  const key = `[^ ]{1,${limits.keyLength}}`;
  const reserved = RESERVED_KEY_PARTS.join('|');
  const keysMatch = (pattern: string) => `(map.size() == 0 || keys.matches(${literal(pattern)}))`;
  const translation = [
    'map is map',
    `map.size() <= ${limits.keys}`,
    // The joined keys hold a space between two keys.
    `keys.size() <= ${limits.keyCharacters + limits.keys}`,
    // A key holding the separator would read as two keys: split back, the count differs.
    `(map.size() == 0 || keys.split(' ').size() == map.size())`,
    keysMatch(`${TRANSLATION_KEY_PATTERN}( ${TRANSLATION_KEY_PATTERN})*`),
    keysMatch(`${key}( ${key})*`),
    `!keys.matches(${literal(`(.*[ .])?(${reserved})([ .].*)?`)})`,
    `map.values().join('').size() <= ${limits.textCharacters}`,
    // Only strings (see isSearchPrefixes); a text holding the separator is refused too.
    `(map.size() == 0 || map.values().join(${literal(TEXT_SEPARATOR)}).split(${literal(TEXT_SEPARATOR)}) == map.values())`,
  ];
  const image = [
    'value is string',
    `value.size() <= ${MAX_IMAGE_LENGTH}`,
    'request.path[3] == collection',
    'parts.size() == 3',
    'parts[0] == collection',
    'parts[1] == request.path[4]',
    `parts[2].matches(${literal(IMAGE_FILE_PATTERN)})`,
    `!parts[2].matches('.*[.][.].*')`,
  ];
  return (
    '    // Shared bounds: generated from src/lib/data/convert.ts, src/lib/entity/fields.ts and src/config/translation.ts.\n' +
    fn('isSearchPrefixes', 'value', prefixes.join('\n        && ')) +
    fn(
      'isVisibleText',
      'text',
      `text is string && text.replace(${escapedLiteral(BLANK_CHARACTERS_PATTERN)}, '').matches(${escapedLiteral(VISIBLE_TEXT_PATTERN)})`,
    ) +
    fn('isSafeId', 'id', `id is string && id.matches(${literal(DOC_ID_PATTERN)})`) +
    `    function isImagePath(value, collection) {\n      let parts = string(value).split('/');\n      return ${image.join('\n        && ')};\n    }\n` +
    `    function isTranslationMap(map) {\n      let keys = map.keys().join(' ');\n      return ${translation.join('\n        && ')};\n    }\n`
  );
}

/**
 * The whole generated block for the given definitions (those the rules validate).
 * @returns the text between and including the markers
 */
export function generatedRules(defs: readonly RulesShape[]): string {
  const scopedCollections = [...new Set(defs.filter((d) => d.scope).map((d) => d.collection))];
  const entities = [
    ...defs.map((def) => entityRules(def, defs)),
    ...scopedCollections.map((collection) => scopedRules(collection, defs)),
  ].join('\n');
  return `${RULES_BEGIN} (npm run generate)\n${sharedRules()}\n${importRules(defs)}\n${entities}${RULES_END}`;
}

/**
 * `importedCollections()`: the collections of the definitions with `import` (CSV
 * import, docs/import.md), whose holders may write one `import` audit entry per import
 * (firestore.rules `isImportAuditEntry`).
 */
export function importRules(defs: readonly RulesShape[]): string {
  const collections = [...new Set(defs.filter((def) => def.import).map((def) => def.collection))];
  return (
    '    // CSV import: generated from the definitions with `import` (docs/import.md).\n' +
    fn('importedCollections', '', `[${collections.map(literal).join(', ')}]`)
  );
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
