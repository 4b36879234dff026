/**
 * The field validation of firestore.rules, generated from the entity definitions
 * (docs/adding-an-entity.md, docs/access.md). `npm run generate` writes it between
 * the GENERATED markers of firestore.rules; tests/unit/generated.test.ts fails when
 * the file and the definitions disagree. For an entity named `coupon` it writes:
 * - `couponKeys()`: every stored field (a create writes exactly these);
 * - `couponEditable()`: what an edit may change;
 * - `isCoupon(data)`: types and bounds of every field, plus the definition's checks and rulesCheck;
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
 *   one staff message holding the reason to its list (`isStaffMessageAppended`, a
 *   hand-written helper of firestore.rules), and every other step keeps that list.
 */
import { DATE_RANGE } from '@/config/constants';
import {
  RESERVED_KEY_PARTS,
  TRANSLATION_KEY_PATTERN,
  TRANSLATION_IMPORT_COUNTS,
  TRANSLATION_LIMITS,
  VISIBLE_TEXT_PATTERN,
} from '@/config/translation';
import { MAX_PREFIX_LENGTH, MAX_PREFIXES } from '@/lib/data/convert';
import { MAX_VIEW_NAME, MAX_VIEW_QUERY, SAVED_VIEW_FIELDS, VIEW_QUERY_CHARACTERS } from '@/lib/data/savedViewsModel';
import { MAKER_FIELD } from '@/lib/data/maker';
import { COUNTED_CHILD_FIELD } from '@/lib/data/types';
import type { ResetOnEdit } from '@/lib/data/types';
import { checksRule } from './checks';
import type { EntityDef } from './define';
import { isEdited, MAX_REASON } from './define';
import { DOC_ID_PATTERN, IMAGE_FILE_PATTERN, isNumberField, isTextField, MAX_IMAGE_LENGTH, type Field } from './fields';

/** What the rules are generated from: a definition's name, collection, fields and decisions. */
export type RulesShape = Pick<
  EntityDef,
  | 'name'
  | 'collection'
  | 'fields'
  | 'rulesCheck'
  | 'checks'
  | 'transitions'
  | 'audit'
  | 'parent'
  | 'childCounter'
  | 'import'
  | 'makerField'
  | 'scope'
  | 'lenient'
> & { readonly resetOnEdit?: ResetOnEdit };

export { MAX_REASON };

/** A rules string literal of a pattern with backslashes (each written doubled, as rules strings escape). */
function escapedLiteral(value: string): string {
  if (/'/.test(value)) throw new Error(`Cannot put ${value} in a rules string`);
  return `'${value.replace(/\\/g, '\\\\')}'`;
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
 */
export function fieldCheck(name: string, field: Field, collection = '', lenient = false): string {
  // Lenient: the value is bound once by `let` (leniently), a rules request evaluates at most 1000 expressions.
  const v = lenient && field.kind !== 'counter' ? lenientName(name) : `data.${name}`;
  if (isTextField(field)) {
    const min = field.required ? Math.max(1, field.min ?? 0) : 0;
    const parts = [
      `${v} is string`,
      ...(min || !lenient ? [`${v}.size() >= ${min}`] : []),
      `${v}.size() <= ${field.max}`,
    ];
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
    case 'date': {
      const bounded = `${v} is timestamp && ${v} >= ${DATE_BOUNDS.from} && ${v} < ${DATE_BOUNDS.before}`;
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
 * The counter link of a definition among `defs`: as a child (its `parent`) or as a
 * parent (the one definition whose `parent` names its collection and `childCounter`).
 * @returns the link, or null when the definition counts nothing and is not counted
 * @throws Error when a parent's counter has no child definition, or several
 */
export function counterLink(def: RulesShape, defs: readonly RulesShape[]): CounterLink | null {
  if (def.parent) {
    const { collection, field, counter } = def.parent;
    return { parents: collection, children: def.collection, field, counter, named: COUNTED_CHILD_FIELD };
  }
  if (!def.childCounter) return null;
  const children = defs.filter((d) => d.parent?.collection === def.collection && d.parent.counter === def.childCounter);
  const child = children[0];
  if (!child?.parent || children.length > 1) {
    throw new Error(`${def.name}.${def.childCounter}: needs exactly one child definition counting on it`);
  }
  return {
    parents: def.collection,
    children: child.collection,
    field: child.parent.field,
    counter: def.childCounter,
    named: COUNTED_CHILD_FIELD,
  };
}

function linkRules(def: RulesShape, link: CounterLink): string {
  const map = (Object.entries(link) as [string, string][]).map(([k, v]) => `${literal(k)}: ${literal(v)}`).join(', ');
  return fn(`${def.name}${def.parent ? 'ParentLink' : 'ChildLink'}`, '', `{${map}}`);
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
  const auditId = def.audit === 'all' ? ['auditId'] : [];
  const maker = def.makerField ? [def.makerField] : [];
  const reset = def.resetOnEdit;
  const keys = [...entries.filter(([, f]) => f.kind !== 'counter').map(([n]) => n), ...auditId, ...maker];
  const editable = [
    ...entries.filter(([, f]) => isEdited(f) && !f.fixed).map(([n]) => n),
    ...auditId,
    ...maker,
    ...(reset ? [reset.field] : []),
  ];
  const lenient = Boolean(def.scope || def.lenient);
  const checks = entries.map(([n, f]) => fieldCheck(n, f, def.collection, lenient));
  // The declared cross-field checks (src/lib/entity/checks.ts), then the hand-written rest.
  const declared = checksRule(def.checks, def.fields);
  const crossCheck = declared && def.rulesCheck ? `${declared} && (${def.rulesCheck})` : (declared ?? def.rulesCheck);
  if (crossCheck) checks.push(`(${crossCheck})`);
  const edited = maker.length > 0 || reset !== undefined;
  if (edited) checks.push(`is${Name}Edited(data)`);
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
  let out = `    // ${def.collection}: generated from src/entities (${def.name}); do not edit by hand.\n`;
  out += fn(`${def.name}Keys`, '', `[${keys.map(literal).join(', ')}]`);
  out += fn(`${def.name}Editable`, '', `[${editable.map(literal).join(', ')}]`);
  if (lenient) {
    // A function binds at most 10 values: the fields are checked in parts of 10.
    const parts: string[] = [];
    for (let i = 0; i < entries.length; i += MAX_LETS) {
      const part = entries.slice(i, i + MAX_LETS);
      const partName = `is${Name}Part${parts.length + 1}`;
      const partChecks = part.map(([n, f]) => fieldCheck(n, f, def.collection, true));
      out += `    function ${partName}(data) {\n${lenientLets(part)}      return ${partChecks.join('\n        && ')};\n    }\n`;
      parts.push(`${partName}(data)`);
    }
    if (crossCheck) parts.push(`(${crossCheck})`);
    if (edited) parts.push(`is${Name}Edited(data)`);
    out += fn(`is${Name}`, 'data', parts.join('\n        && '));
  } else out += fn(`is${Name}`, 'data', checks.join('\n        && '));
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
      // Maker-checker: neither the creator nor the last editor (src/lib/data/maker.ts isMaker).
      const checker = t.makerChecker
        ? ` && request.auth.uid != before.get('createdBy', null) && request.auth.uid != before.get(${literal(MAKER_FIELD)}, null)`
        : '';
      return `(before.get(${literal(t.field)}, null) in [${t.from.map(value).join(', ')}] && data.${t.field} == ${value(t.to)}${reason}${size}${lists}${checker})`;
    });
    const body = [
      `data.diff(before).affectedKeys().hasOnly([${[...fields, 'decidedAt', 'decidedBy', 'decisionReason', 'updatedAt', 'updatedBy', ...(def.audit ? ['auditId'] : [])].map(literal).join(', ')}])`,
      'data.decidedAt == request.time',
      'data.decidedBy == request.auth.uid',
      'data.updatedAt == request.time',
      'data.updatedBy == request.auth.uid',
      `(data.decisionReason == null || (data.decisionReason is string && data.decisionReason.size() <= ${longest}))`,
      `(${steps.join('\n          || ')})`,
    ];
    out += `    function is${Name}Decision() {\n      let data = request.resource.data;\n      let before = resource.data;\n      return ${body.join('\n        && ')};\n    }\n`;
  }
  const link = counterLink(def, defs);
  if (link) out += linkRules(def, link);
  return out;
}

/**
 * The rules of the definitions sharing one collection, each scoped by the value of one
 * field (the users documents by `type`, docs/data-model.md "users/{uid}"). For the
 * collection `users` it writes:
 * - `userScopedKeys()`: every field of any of them (with `auditId` when audited);
 * - `userScopedEditable()`: by scope value, what an edit may change: that definition's
 *   editable fields, and the fields of the others (a type change sets them to null);
 * - `isUserScoped(data)`: the definition of `data`'s scope value accepts it
 *   (`is<Name>`), and every field of the others is null or absent.
 * The match of the collection (hand-written: Access grants, protected documents)
 * calls them.
 * @returns rules source text, or '' when no definition of `collection` is scoped
 */
export function scopedRules(collection: string, defs: readonly RulesShape[]): string {
  const scoped = defs.filter((d) => d.collection === collection && d.scope);
  const first = scoped[0]?.scope;
  if (!first) return '';
  const prefix = collection.replace(/s$/, '');
  const auditId = scoped.some((d) => d.audit === 'all') ? ['auditId'] : [];
  const all = [...new Set(scoped.flatMap((d) => Object.keys(d.fields)))];
  const others = (d: RulesShape) => all.filter((n) => !(n in d.fields));
  const editable = (d: RulesShape) => [
    ...Object.entries(d.fields)
      .filter(([, f]) => isEdited(f) && !f.fixed)
      .map(([n]) => n),
    ...others(d),
    ...(d.audit === 'all' ? ['auditId'] : []),
  ];
  const scopeValue = (d: RulesShape) => value(d.scope?.value);
  const field = `data.${first.field}`;
  let out = `    // ${collection}: the definitions scoped by ${first.field}, generated from src/entities; do not edit by hand.\n`;
  out += fn(`${prefix}ScopedKeys`, '', `[${[...all, ...auditId].map(literal).join(', ')}]`);
  out += fn(
    `${prefix}ScopedEditable`,
    '',
    `{\n${scoped.map((d) => `        ${scopeValue(d)}: [${editable(d).map(literal).join(', ')}]`).join(',\n')}\n      }`,
  );
  // The others' fields absent or null: a map of them to null differs from data on none.
  const cases = scoped.map((d) =>
    [
      `${field} == ${scopeValue(d)}`,
      `is${cap(d.name)}(data)`,
      ...(others(d).length
        ? [
            `{${others(d)
              .map((n) => `${literal(n)}: null`)
              .join(', ')}}.diff(data).changedKeys().size() == 0`,
          ]
        : []),
    ].join(' && '),
  );
  out += fn(`is${cap(prefix)}Scoped`, 'data', cases.map((c) => `(${c})`).join('\n        || '));
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
 * - `isVisibleText(text)`: a string of VISIBLE_TEXT_PATTERN (not blank, not only
 *   invisible characters), for a Translation text;
 * - `isTranslationMap(map)`: a Translation document's map within TRANSLATION_LIMITS
 *   (src/config/translation.ts): keys of TRANSLATION_KEY_PATTERN without a reserved part,
 *   texts that are strings, and bounded counts and lengths.
 * - `isImportCounts(counts)`: a translation import's dry-run counts, one whole number
 *   of rows per TRANSLATION_IMPORT_COUNTS kind (src/config/translation.ts);
 * - `isSavedView(data)`: a saved view of SAVED_VIEW_FIELDS (src/lib/data/savedViewsModel.ts):
 *   a name of 1 to MAX_VIEW_NAME characters, a menu path of the navigation (not All), a
 *   query of at most MAX_VIEW_QUERY characters of VIEW_QUERY_CHARACTERS, a boolean
 *   published and two times. Who writes it is the hand-written match's.
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
  const kinds = `[${TRANSLATION_IMPORT_COUNTS.map(literal).join(', ')}]`;
  const importCounts = [
    'counts is map',
    `counts.keys().hasAll(${kinds})`,
    `counts.keys().hasOnly(${kinds})`,
    ...TRANSLATION_IMPORT_COUNTS.map((k) => `counts.${k} is int && counts.${k} >= 0`),
  ];
  const viewKeys = `[${SAVED_VIEW_FIELDS.map(literal).join(', ')}]`;
  const savedView = [
    `data.keys().hasAll(${viewKeys})`,
    `data.keys().hasOnly(${viewKeys})`,
    'data.ownerId is string',
    `data.name is string && data.name.trim().size() > 0 && data.name.size() <= ${MAX_VIEW_NAME}`,
    "data.path is string && data.path in accessValues() && data.path != 'All'",
    `data.query is string && data.query.size() <= ${MAX_VIEW_QUERY} && data.query.matches(${literal(`[${VIEW_QUERY_CHARACTERS}]*`)})`,
    'data.published is bool',
    'data.createdAt is timestamp && data.updatedAt is timestamp',
  ];
  return (
    '    // Shared bounds: generated from src/lib/data/convert.ts, src/lib/entity/fields.ts and src/config/translation.ts.\n' +
    fn('isSearchPrefixes', 'value', prefixes.join('\n        && ')) +
    fn('isVisibleText', 'text', `text is string && text.matches(${escapedLiteral(VISIBLE_TEXT_PATTERN)})`) +
    fn('isSafeId', 'id', `id is string && id.matches(${literal(DOC_ID_PATTERN)})`) +
    `    function isImagePath(value, collection) {\n      let parts = string(value).split('/');\n      return ${image.join('\n        && ')};\n    }\n` +
    `    function isTranslationMap(map) {\n      let keys = map.keys().join(' ');\n      return ${translation.join('\n        && ')};\n    }\n` +
    fn('isImportCounts', 'counts', importCounts.join('\n        && ')) +
    fn('isSavedView', 'data', savedView.join('\n        && '))
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
