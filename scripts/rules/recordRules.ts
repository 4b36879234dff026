/**
 * The rules of the records (src/lib/entity/record.ts, src/entities/records.ts): the
 * collections the panel writes outside the entity screens (saved views, translation
 * imports, the secret key), generated from their declarations between the
 * `// BEGIN RECORDS` and `// END RECORDS` markers of firestore.rules (docs/access.md,
 * "Where the rules come from"). For a record named `savedView` it writes:
 * - `isSavedView(data)`: exactly the declared keys, each field checked as an entity's
 *   (`fieldCheck`; a `counts` map: its keys, each a whole number of at least 0), and the
 *   declared cross-field checks;
 * - its match: `read` by the `readers` (the owner, or a published record by the holders of
 *   its path: `holdsMenuPath`); `create` by the `writers`, valid, new (owner the caller,
 *   stamps the server time and the caller, read-only fields at their initial value), of a
 *   path held and published by All holders only; `update` by the writers (the owner's
 *   own), either an edit (valid, fixed fields and the owner unchanged, stamped, published
 *   rules as the create) or the one-time `finish`; `delete` by the owner when `remove`
 *   (a published one by All holders only); `linked` is required of every write;
 * - `optional` fields are checked when present; `opens`: the record a field names is
 *   open at the create (`is<Other>Open(id)`);
 * - `is<Flag>RaisedBy<Name>()` of a record with `raises`: the other document's update
 *   raising the flag beside the record's write (its generated match offers it,
 *   ./matchRules.ts);
 * - `is<Name>Open(id)` of a record with `finish` and an owner: the record exists, is the
 *   caller's (a writer's) and is not finished (its state one of `from`), for another
 *   collection's writes that name it (a translation history entry written by an import).
 */
import { ALWAYS_ALLOWED } from '@/config/navigation';
import { checksRule } from '@/lib/entity/checks';
import { plainFields, type RecordConfig, type RecordField } from '@/lib/entity/record';
import { fieldCheck } from './rules';
import { listLiteral, quote, replaceBlock } from './rulesBlocks';

const D = 'request.resource.data';
const R = 'resource.data';
const cap = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** `a && b && …` over the non-empty parts, one a line. */
const all = (parts: readonly (string | false | undefined)[]): string =>
  parts.filter((p): p is string => Boolean(p)).join('\n        && ');

/** The rules check of one record field (a counts map, or an entity field's check). */
function recordFieldCheck(name: string, field: RecordField, collection: string): string {
  if (field.kind !== 'counts') return fieldCheck(name, field, collection);
  const v = `data.${name}`;
  const keys = listLiteral(field.keys);
  return [
    `${v} is map`,
    `${v}.keys().hasAll(${keys})`,
    `${v}.keys().hasOnly(${keys})`,
    ...field.keys.map((k) => `${v}.${k} is int && ${v}.${k} >= 0`),
  ].join('\n        && ');
}

/** `is<Name>(data)`: the whole document valid. */
export function recordValidation(record: RecordConfig): string {
  const entries = Object.entries(record.fields);
  const optional = new Set<string>(record.optional ?? []);
  const keys = listLiteral(entries.map(([name]) => name));
  const required = listLiteral(entries.map(([name]) => name).filter((name) => !optional.has(name)));
  const cross = checksRule(record.checks, plainFields(record.fields));
  const check = (name: string, field: RecordField) => {
    const rule = recordFieldCheck(name, field, record.collection);
    return optional.has(name) ? `(!(${quote(name)} in data) || (${rule}))` : rule;
  };
  const body = all([
    `data.keys().hasAll(${required})`,
    `data.keys().hasOnly(${keys})`,
    ...entries.map(([name, field]) => check(name, field)),
    cross && `(${cross})`,
  ]);
  return `    function is${cap(record.name)}(data) {\n      return ${body};\n    }\n`;
}

/** The rules function a flag's document calls to accept its flag raised beside a write of `record`. */
export function raisedByName(record: RecordConfig): string {
  const flag = record.raises?.flag ?? '';
  return `is${cap(flag)}RaisedBy${cap(record.name)}`;
}

/**
 * `is<Flag>RaisedBy<Name>()` of a record with `raises`: the flag's document changes only
 * the flag (to true) and its stamps, and the record is written in the same batch (its
 * updatedAt is the server time after the write).
 * @returns a rules function, or '' without `raises`
 */
export function raisedByRule(record: RecordConfig): string {
  const raises = record.raises;
  if (!raises) return '';
  const at = record.stamps?.updatedAt ?? '';
  return (
    `    // ${raises.collection}/${raises.id}: its ${raises.flag} raised beside a write of ${record.collection}/${record.id?.singleton ?? '{id}'}.\n` +
    `    function ${raisedByName(record)}() {\n      let data = ${D};\n      return ${all([
      `data.diff(${R}).affectedKeys().hasOnly(${listLiteral([raises.flag, 'updatedAt', 'updatedBy'])})`,
      `data.${raises.flag} == true`,
      'data.updatedAt == request.time',
      'data.updatedBy == request.auth.uid',
      `getAfter(docPath(${quote(record.collection)}, ${quote(record.id?.singleton ?? '')})).data.get(${quote(at)}, null) == request.time`,
    ])};\n    }\n`
  );
}

/** The caller is one of the record's writers. */
function writer(record: RecordConfig): string {
  if (record.writers === 'staff') return 'isStaff()';
  if (record.writers === 'All') return 'isStaff() && isAdmin()';
  return `holds(${listLiteral([record.writers])})`;
}

/** The initial stored value of a read-only field, as a rules literal. */
function initialOf(field: RecordField): string {
  switch (field.kind) {
    case 'enum':
      return quote(field.initial);
    case 'boolean':
      return String(field.initial);
    case 'integer':
    case 'decimal':
    case 'percentage':
    case 'money':
      return String(field.initial ?? 0);
    case 'date':
    case 'reference':
    case 'image':
      return 'null';
    default:
      throw new Error(`a read-only ${field.kind} field of a record has no initial value`);
  }
}

/**
 * The match block of one record, with its validation.
 * @returns rules source text, indented for the `match /databases/...` block
 */
export function recordBlock(record: RecordConfig): string {
  const Name = cap(record.name);
  const { owner, stamps = {}, publish, finish } = record;
  const valid = `is${Name}(${D})`;
  const id = record.id?.singleton && `id == ${quote(record.id.singleton)}`;
  const mine = owner && `${R}.${owner} == request.auth.uid`;
  const stamped = [
    stamps.updatedAt && `${D}.${stamps.updatedAt} == request.time`,
    stamps.updatedBy && `${D}.${stamps.updatedBy} == request.auth.uid`,
  ];
  const held = publish && `holdsMenuPath(${D}.${publish.path})`;
  const raised =
    record.raises &&
    `getAfter(docPath(${quote(record.raises.collection)}, ${quote(record.raises.id)})).data.get(${quote(record.raises.flag)}, false) == true`;
  const readOnly = Object.entries(record.fields).filter(([, f]) => f.kind !== 'counts' && f.readOnly);
  const optional = new Set<string>(record.optional ?? []);
  const create = all([
    writer(record),
    id,
    valid,
    owner && `${D}.${owner} == request.auth.uid`,
    stamps.createdAt && `${D}.${stamps.createdAt} == request.time`,
    ...stamped,
    ...readOnly.map(([name, field]) => `${D}.${name} == ${initialOf(field)}`),
    held,
    publish && `(${D}.${publish.flag} == false || isAdmin())`,
    ...(record.opens ?? []).map(({ field, record: named }) => {
      const open = `is${cap(named.name)}Open(${D}.${field})`;
      return optional.has(field) ? `(!(${quote(field)} in ${D}) || ${open})` : open;
    }),
    raised,
    record.linked,
  ]);
  const kept = [
    ...(owner ? [owner] : []),
    ...(stamps.createdAt ? [stamps.createdAt] : []),
    ...Object.entries(record.fields)
      .filter(([name, f]) => f.kind !== 'counts' && (f.fixed || f.readOnly) && name !== owner)
      .map(([name]) => name)
      .filter((name) => name !== stamps.createdAt),
  ];
  const edit =
    record.edit &&
    all([
      writer(record),
      mine,
      id,
      valid,
      kept.length > 0 && `!${D}.diff(${R}).affectedKeys().hasAny(${listLiteral(kept)})`,
      ...stamped,
      held,
      publish && `((${D}.${publish.flag} == false && ${R}.${publish.flag} == false) || isAdmin())`,
      raised,
      record.linked,
    ]);
  const finished =
    finish &&
    all([
      writer(record),
      mine,
      id,
      `${R}.${finish.field} in ${listLiteral(finish.from)}`,
      `${D}.diff(${R}).affectedKeys().hasOnly(${listLiteral([finish.field, finish.at, ...finish.sets])})`,
      `${D}.${finish.field} in ${listLiteral(finish.to)}`,
      `${D}.${finish.at} == request.time`,
      valid,
      raised,
      record.linked,
    ]);
  const update = edit || finished;
  const read =
    record.readers === 'none'
      ? null
      : record.readers === 'staff'
        ? 'isStaff()'
        : `isStaff()\n        && (${R}.${owner} == request.auth.uid${
            publish ? `\n          || (${R}.${publish.flag} == true && holdsMenuPath(${R}.${publish.path}))` : ''
          })`;
  const remove =
    record.remove &&
    all([writer(record), mine, id, publish && `(${R}.${publish.flag} != true || isAdmin())`, record.linked]);
  const lines: string[] = [];
  const allow = (what: string, condition: string) => lines.push(`      allow ${what}: if ${condition};`);
  if (read) allow('read', read);
  if (update === create) allow('create, update', create);
  else {
    allow('create', create);
    if (update) allow('update', update);
  }
  if (remove) allow('delete', remove);
  // A finished record's open state, for the writes of other collections that name it
  // (a translation history entry written by an import).
  const open =
    finish && owner
      ? `    // Whether ${record.collection}/{id} is the caller's (a writer's) and not finished yet.\n` +
        `    function is${Name}Open(id) {\n      let path = docPath(${quote(record.collection)}, id);\n      return ${all(
          [
            writer(record),
            'isDocId(id)',
            'exists(path)',
            `get(path).data.${owner} == request.auth.uid`,
            `get(path).data.${finish.field} in ${listLiteral(finish.from)}`,
          ],
        )};\n    }\n`
      : '';
  const who =
    record.writers === 'staff' ? 'staff' : record.writers === 'All' ? 'All holders' : `holders of ${record.writers}`;
  return (
    `    // ${record.collection}: the record ${record.name} (src/entities/records.ts), written by ${who}.\n` +
    recordValidation(record) +
    `    match /${record.collection}/{id} {\n${lines.join('\n')}\n    }\n` +
    open +
    raisedByRule(record)
  );
}

/**
 * `holdsMenuPath(path)`: whether the caller (staff) holds a menu path (All holds every
 * path) or is shown it as every staff member is (ALWAYS_ALLOWED, src/config/navigation.ts).
 */
export function holdsMenuPathRule(): string {
  return (
    '    // Whether the caller (staff) holds a menu path, or is shown it like every staff member.\n' +
    `    function holdsMenuPath(path) {\n      return hasAccess([path]) || path in ${listLiteral(ALWAYS_ALLOWED)};\n    }\n`
  );
}

/** The block's name in firestore.rules. */
export const RECORDS_BLOCK = 'RECORDS';

/**
 * The RECORDS block for the given records.
 * @returns the text between and including the markers
 */
export function recordsBlock(records: readonly RecordConfig[]): string {
  const parts = [...(records.some((r) => r.publish) ? [holdsMenuPathRule()] : []), ...records.map(recordBlock)];
  return `    // BEGIN ${RECORDS_BLOCK} (npm run generate, from src/entities/records.ts)\n${parts.join('\n')}    // END ${RECORDS_BLOCK}`;
}

/**
 * firestore.rules with its RECORDS block written anew.
 * @throws Error when the markers are missing
 */
export function withGeneratedRecords(rules: string, records: readonly RecordConfig[]): string {
  return replaceBlock(rules, RECORDS_BLOCK, recordsBlock(records), 'firestore.rules');
}
