/**
 * The rules library and the helpers generated beside it (docs/access.md, "Where the
 * rules come from"). The generic machinery every generated match calls (create and
 * update bookkeeping, people references, conversations, child counters, the audit link,
 * the trash) is hand-written in the rules language, once, in `rules/library/*.rules`.
 * `npm run generate` includes into firestore.rules the library files some definition
 * needs, between `// BEGIN LIBRARY` and `// BEGIN TRASH_LIBRARY` markers (the trash's
 * restore match stays last in the file), and writes the HELPERS block: the constants the
 * library calls, taken from the TypeScript that writes the same data
 * (src/lib/data/auditModel.ts, importModel.ts, trashModel.ts; CONVERSATION_FIELDS), and
 * the functions that vary by definition (a document's audit path, the children a restore
 * counts again). `npm run rules:stats` counts the library's lines as hand-written.
 */
import {
  AUDIT_ENTRY_FIELDS,
  AUTHOR_NAME_FIELD,
  AUTHOR_SOURCE_FIELD,
  MAX_AUDITED_FIELDS,
  UNAUDITED_FIELDS,
} from '@/lib/data/auditModel';
import { IMPORT_COUNTS, MAX_IMPORT_COUNT } from '@/lib/data/importModel';
import { TRASH_DAYS, TRASH_ENTRY_FIELDS, TRASH_ID_FIELD } from '@/lib/data/trashModel';
import { assignmentOf, CONVERSATION_FIELDS, stateTransitions } from '@/lib/entity/define';
import type { MatchShape } from './matchRules';
import { deletesIntoTrash, personReferences } from './matchRules';
import { listLiteral, quote, replaceBlock } from './rulesBlocks';
import { secondFactorRule } from './secondFactorRules';
import { sharedRules } from './sharedRules';
import { DATE_BOUNDS } from './rules';

/** The files of rules/library, each included when a definition needs it. */
export const LIBRARY_FILES = ['access', 'core', 'messages', 'counters', 'audit', 'people', 'trash'] as const;
export type LibraryFile = (typeof LIBRARY_FILES)[number];

/** The library's texts by file (scripts/lib/generated.ts reads them from rules/library). */
export type Library = Readonly<Record<LibraryFile, string>>;

/** A rules function returning a constant. */
const constant = (comment: string, name: string, value: string) =>
  `    // ${comment}\n    function ${name}() {\n      return ${value};\n    }\n\n`;

/**
 * The constants the library calls, from the TypeScript that writes the same data (the
 * unused ones are removed with the HELPERS block's other unused functions).
 */
function constants(): string {
  const counts = IMPORT_COUNTS.map(
    (k) => `after.${k} is int && after.${k} >= ${k === 'created' ? 1 : 0} && after.${k} <= ${MAX_IMPORT_COUNT}`,
  );
  return (
    constant(
      'The fields of every audit entry (AUDIT_ENTRY_FIELDS, src/lib/data/auditModel.ts).',
      'auditEntryKeys',
      listLiteral(AUDIT_ENTRY_FIELDS),
    ) +
    constant(
      'Fields an entry never records: they change on every write.',
      'unauditedFields',
      listLiteral(UNAUDITED_FIELDS),
    ) +
    constant(
      'Most fields one audit entry records (MAX_AUDITED_FIELDS).',
      'maxAuditedFields',
      String(MAX_AUDITED_FIELDS),
    ) +
    constant(
      'The fields of one message of a conversation (CONVERSATION_FIELDS).',
      'conversationFields',
      listLiteral(CONVERSATION_FIELDS),
    ) +
    constant(
      'The fields of a trash entry (TRASH_ENTRY_FIELDS, src/lib/data/trashModel.ts).',
      'trashEntryKeys',
      listLiteral(TRASH_ENTRY_FIELDS),
    ) +
    constant(
      "The fields of a trash step's audit entry: an entry's and the trash entry's id.",
      'trashAuditKeys',
      listLiteral([...AUDIT_ENTRY_FIELDS, TRASH_ID_FIELD]),
    ) +
    constant('How many days a deleted document stays in the trash (TRASH_DAYS).', 'trashDays', String(TRASH_DAYS)) +
    '    // Whether an audit entry names its author truly (docs/access.md, "Audit trail"): the\n' +
    `    // caller as \`actor\`, and as \`${AUTHOR_NAME_FIELD}\` exactly the \`${AUTHOR_SOURCE_FIELD}\` of their users document ('' when\n` +
    '    // it has none; AUTHOR_NAME_FIELD, src/lib/data/auditModel.ts), so every reader of the entry\n' +
    "    // sees who did it without reading the author's document. callerDoc() is the document\n" +
    '    // isStaff() has read already in this request (one read).\n' +
    '    function isByCaller(entry) {\n' +
    '      return entry.actor == request.auth.uid\n' +
    `        && entry.${AUTHOR_NAME_FIELD} == callerDoc().data.get('${AUTHOR_SOURCE_FIELD}', '');\n` +
    '    }\n\n' +
    "    // The counts of a CSV import's entry (IMPORT_COUNTS of src/lib/data/importModel.ts):\n" +
    '    // exactly those, whole numbers, at least one created.\n' +
    '    function isEntityImportCounts(after) {\n' +
    `      return after is map\n        && after.keys().hasAll(${listLiteral(IMPORT_COUNTS)})\n        && after.keys().hasOnly(${listLiteral(IMPORT_COUNTS)})\n` +
    counts.map((c) => `        && ${c}`).join('\n') +
    ';\n    }\n\n'
  );
}

/** Markers of the library's two blocks and of the generated helpers. */
export const LIBRARY_BLOCK = 'LIBRARY';
export const TRASH_LIBRARY_BLOCK = 'TRASH_LIBRARY';
export const HELPERS_BLOCK = 'HELPERS';

/** A library file's text indented into the rules' `match /databases/...` block. */
const indented = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n') + '\n\n';

/** The library files the definitions need (the trash apart: it goes last). */
export function libraryFiles(defs: readonly MatchShape[], everyDef: readonly MatchShape[] = defs): LibraryFile[] {
  const needs: Record<Exclude<LibraryFile, 'trash'>, boolean> = {
    access: true,
    core: true,
    messages: defs.some((d) => d.apps?.conversation || stateTransitions(d).some((t) => t.append)),
    counters: defs.some((d) => d.hierarchy?.parent),
    audit: true,
    people: defs.some((d) => personReferences(d, everyDef).length > 0 || d.apps || assignmentOf(d) !== undefined),
  };
  return LIBRARY_FILES.filter((file): file is Exclude<LibraryFile, 'trash'> => file !== 'trash' && needs[file]);
}

/**
 * `auditPath(collection, data)`: the menu path whose holders read a document's audit
 * entries, as auditPath() of src/lib/data/auditModel.ts: a users document's type path,
 * the path of the users type named by a definition's `ownerTypeField` (a notification's
 * audience, a review's reviewed person), else the collection's owner.
 */
function auditPathRule(defs: readonly MatchShape[]): string {
  const byType: [string, string][] = [
    ['users', 'type'],
    ...defs.flatMap((d): [string, string][] =>
      d.access?.ownerTypeField ? [[d.collection, d.access?.ownerTypeField]] : [],
    ),
  ];
  let body = "collectionOwner().get(collection, 'All')";
  for (const [collection, field] of [...byType].reverse()) {
    body = `collection == ${quote(collection)}\n        ? typePaths().get(data.get(${quote(field)}, ''), 'All')\n        : ${body.replace(/\n/g, '\n  ')}`;
  }
  return (
    '    // The menu path whose holders read the entries of a document (auditPath() in\n' +
    "    // src/lib/data/auditModel.ts): a users document's type path, the path of the type a\n" +
    "    // definition's ownerTypeField names, else the collection's owner.\n" +
    `    function auditPath(collection, data) {\n      return ${body};\n    }\n\n`
  );
}

/**
 * `isRestoredChildCounted(coll, docId)`: a restored child (a definition with `parent`)
 * is counted on its parent again in the same write, naming itself; other collections
 * pass.
 */
function restoredChildRule(defs: readonly MatchShape[]): string {
  const children = defs.filter((d) => d.hierarchy?.parent);
  const cases = children.map(
    (d) =>
      `(coll != ${quote(d.collection)}\n          || isSteppedFor(${d.name}ParentLink(), data.get(${quote(d.hierarchy?.parent?.field ?? '')}, null), docId, 1))`,
  );
  return (
    '    // A restored child is counted on its parent again (the definitions with a parent).\n' +
    '    function isRestoredChildCounted(coll, docId) {\n' +
    '      let data = request.resource.data;\n' +
    `      return ${cases.length ? cases.join('\n        && ') : 'true'};\n    }\n\n`
  );
}

/**
 * The LIBRARY block: the library files the definitions need, as written in rules/library.
 * @returns the block's text between and including its markers
 */
export function libraryBlock(
  library: Library,
  defs: readonly MatchShape[],
  everyDef: readonly MatchShape[] = defs,
): string {
  const files = libraryFiles(defs, everyDef);
  const body = files.map((file) => indented(library[file])).join('');
  return `    // BEGIN ${LIBRARY_BLOCK} (hand-written: rules/library/{${files.join(',')}}.rules)\n${body.trimEnd()}\n    // END ${LIBRARY_BLOCK}`;
}

/**
 * The HELPERS block: the library's constants and the functions that vary by definition.
 * @param defs the definitions the rules validate; `everyDef` all (people references)
 * @returns the block's text between and including its markers
 */
export function helpersBlock(defs: readonly MatchShape[]): string {
  const parts = [
    constants(),
    auditPathRule(defs),
    defs.some(deletesIntoTrash) && restoredChildRule(defs),
    secondFactorRule(),
    sharedRules(DATE_BOUNDS),
  ];
  return `    // BEGIN ${HELPERS_BLOCK} (npm run generate, scripts/rules/runtimeRules.ts)\n${parts.filter(Boolean).join('').trimEnd()}\n    // END ${HELPERS_BLOCK}`;
}

/**
 * The TRASH_LIBRARY block, last in the rules (after the matches): rules/library/trash.rules,
 * the trash's functions, its match, the audit entries of its steps and the restore
 * match. Empty of rules when no definition is deleted into the trash.
 */
export function trashBlock(library: Library, defs: readonly MatchShape[]): string {
  const body = defs.some(deletesIntoTrash) ? indented(library.trash) : '';
  return `    // BEGIN ${TRASH_LIBRARY_BLOCK} (hand-written: rules/library/trash.rules)\n${body.trimEnd()}\n    // END ${TRASH_LIBRARY_BLOCK}`;
}

/**
 * firestore.rules with its LIBRARY, HELPERS and TRASH_LIBRARY blocks written anew.
 * @param library the texts of rules/library
 * @throws Error when a block's markers are missing
 */
export function withRuntimeRules(
  rules: string,
  library: Library,
  defs: readonly MatchShape[],
  everyDef: readonly MatchShape[] = defs,
): string {
  const withLibrary = replaceBlock(rules, LIBRARY_BLOCK, libraryBlock(library, defs, everyDef), 'firestore.rules');
  const withHelpers = replaceBlock(withLibrary, HELPERS_BLOCK, helpersBlock(defs), 'firestore.rules');
  return replaceBlock(withHelpers, TRASH_LIBRARY_BLOCK, trashBlock(library, defs), 'firestore.rules');
}
