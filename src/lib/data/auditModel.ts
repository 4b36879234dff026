/**
 * The audit trail's model, pure (no Firebase): its collection, what an entry records,
 * the menu path that reads it, and the indexes of its queries (docs/access.md,
 * "Audit trail"). The writes and reads are in ./audit.ts.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { COLLECTION_OWNERS, COLLECTIONS, USER_TYPE_PATH, type CollectionName } from '@/config/collections';
import type { Index } from '@/lib/entity/indexShapes';
import { isNoValue } from '@/lib/entity/parse';
import { readDate } from './convert';
import { MAKER_FIELD } from './maker';

/** The audit collection. */
export const AUDIT_COLLECTION = COLLECTIONS.auditLog;

/** The audit trail as an access target: `can('read', AUDIT_TRAIL)` (All holders only, docs/access.md "Audit trail"). */
export const AUDIT_TRAIL = { collection: AUDIT_COLLECTION } as const;

/** The field of an audited document naming its latest audit entry. */
export const AUDIT_ID_FIELD = 'auditId';

/** Longest action name, in characters (firestore.rules `isAuditEntry`). */
export const MAX_ACTION = 60;

/**
 * The field of an entry holding its author's name: the caller's users document's
 * AUTHOR_SOURCE_FIELD at write time, checked by the rules (generated `isByCaller`).
 */
export const AUTHOR_NAME_FIELD = 'byName';

/** The field of a users document an entry's author name is copied from. */
export const AUTHOR_SOURCE_FIELD = 'name';

/** The fields of every entry, as addAuditEntry (./audit.ts) writes them (firestore.rules `auditEntryKeys()`). */
export const AUDIT_ENTRY_FIELDS = [
  'action',
  'collection',
  'docId',
  'path',
  'subjectId',
  'before',
  'after',
  'reason',
  'actor',
  AUTHOR_NAME_FIELD,
  'at',
] as const;

/** Most fields one entry records in `before` or `after` (firestore.rules `isAuditEntry`). */
export const MAX_AUDITED_FIELDS = 30;

/** Fields that change on every write and are never recorded (they are the entry itself). */
export const UNAUDITED_FIELDS: readonly string[] = [
  'searchPrefixes',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'decidedAt',
  'decidedBy',
  'decisionReason',
  // Who last created or edited a maker-checked document: the entry's actor (src/lib/data/maker.ts).
  MAKER_FIELD,
  AUDIT_ID_FIELD,
];

/**
 * The menu path whose holders read the entries of a document (firestore.rules
 * `auditPath`, the same rule): for users documents the path of the type (after the
 * change), otherwise the owner of the collection.
 * @param collection the changed document's collection
 * @param data the document after the change
 * @returns a menu path, or 'All' when no path owns it (only All holders read)
 */
export function auditPath(collection: CollectionName, data: DocumentData): string {
  if (collection === COLLECTIONS.users) {
    return (USER_TYPE_PATH as Readonly<Record<string, string>>)[String(data['type'])] ?? 'All';
  }
  // A notification belongs to the people screen of its audience (docs/access.md).
  if (collection === COLLECTIONS.notifications) {
    return (USER_TYPE_PATH as Readonly<Record<string, string>>)[String(data['audience'])] ?? 'All';
  }
  // A review belongs to the people screen of the person it is about (docs/access.md "Reviews").
  if (collection === COLLECTIONS.reviews) {
    return (USER_TYPE_PATH as Readonly<Record<string, string>>)[String(data['subjectType'])] ?? 'All';
  }
  return (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[collection]?.[0] ?? 'All';
}

/**
 * The actions a write records (docs/access.md, "Audit trail"): exactly those firestore.rules
 * accept in an entry's `action` (`isActionOf`, `isImportAudit`, the create and trash
 * steps; tests/unit/audit-actions.test.ts holds the two equal): a document created, edited
 * or decided; a person's access, block or type; a CSV import; the trash's delete, restore
 * and purge; the bank details' steps. The History's action filter offers these and no
 * other, so every choice can find entries.
 */
export const RECORDED_ACTIONS = [
  'create',
  'update',
  'decision',
  'access',
  'block',
  'unblock',
  'type',
  'import',
  'delete',
  'restore',
  'purge',
  'bank.propose',
  'bank.confirm',
  'bank.reject',
] as const;
/** An action the panel's writes record (RECORDED_ACTIONS). */
export type AuditAction = (typeof RECORDED_ACTIONS)[number];

/**
 * Every action an entry may name and the History names (`people.actions.<action>`, in
 * both languages): the recorded ones and two no write of the panel records, but entries
 * written outside the rules (the demo seed's order steps by the marketplace's apps,
 * `status`, and its notifications, `notify`) carry. Named when shown, never offered as a
 * filter.
 */
export const AUDIT_ACTIONS = [...RECORDED_ACTIONS, 'status', 'notify'] as const;

/** The bank details' steps under maker-checker (src/lib/data/proposal.ts; rules/library/audit.rules). */
export const BANK_ACTIONS = {
  propose: 'bank.propose',
  confirm: 'bank.confirm',
  reject: 'bank.reject',
} as const satisfies Record<string, AuditAction>;

/**
 * The audit actions of each collection whose definition declares a `proposal`
 * (src/lib/data/proposal.ts): its steps' entries, named in the History.
 */
export const PROPOSAL_ACTIONS = { supplierBanks: BANK_ACTIONS } as const satisfies Partial<
  Record<CollectionName, Readonly<Record<'propose' | 'confirm' | 'reject', AuditAction>>>
>;

/** One change to record. */
export interface AuditInput {
  /** What was done (RECORDED_ACTIONS). */
  readonly action: AuditAction;
  readonly collection: CollectionName;
  readonly docId: string;
  /**
   * The menu path whose holders may read the entry (spec §6): the owner of the
   * collection, or for a users document the path of its type (src/config/collections.ts).
   */
  readonly path: string;
  /** The person the change is about (a users document id), or null. */
  readonly subjectId?: string | null;
  /** The recorded fields before (null: the document is new). */
  readonly before: DocumentData | null;
  /** The same fields after, as the document stores them (no server timestamps). */
  readonly after: DocumentData;
  /** The reason typed with a decision, or null. */
  readonly reason?: string | null;
}

/**
 * The changed fields of a write, as `before`/`after` maps for an entry: the fields of
 * `after` whose value differs from `before` (deep comparison by JSON), bookkeeping
 * fields left out.
 * @param before the stored document before (null: created)
 * @param after the fields written (plain values, no sentinels)
 * @returns the two maps (`before` lacks the fields the document did not have)
 */
export function changedFields(
  before: DocumentData | null,
  after: DocumentData,
): { before: DocumentData | null; after: DocumentData } {
  const keys = Object.keys(after).filter(
    (key) => !UNAUDITED_FIELDS.includes(key) && (!before || !sameValue(before[key], after[key])),
  );
  return {
    // Only fields the document had: the rules compare each recorded value with it.
    before: before ? Object.fromEntries(keys.filter((key) => key in before).map((key) => [key, before[key]])) : null,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Whether a write records something in the audit trail: a create always does; an edit
 * only when a recorded field (bookkeeping aside) takes a new value. firestore.rules
 * `isAuditEntry` refuses an entry of an edit that records nothing, so every audited
 * writer skips such an edit instead of sending it (nothing would change anyway).
 * @param before the stored document before (null: created)
 * @param written the fields the write sets
 * @returns false for an edit whose entry would record no field
 */
export function recordsChange(before: DocumentData | null, written: DocumentData): boolean {
  return before === null || Object.keys(changedFields(before, written).after).length > 0;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const time = (v: object) => ('toMillis' in v && typeof v.toMillis === 'function' ? v.toMillis() : undefined);
    const ta = time(a);
    if (ta !== undefined) return ta === time(b);
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return false;
}

/** One entry as screens see it. */
export interface AuditEntry {
  readonly id: string;
  readonly action: string;
  readonly collection: string;
  readonly docId: string;
  readonly path: string;
  readonly subjectId: string | null;
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly after: Readonly<Record<string, unknown>>;
  readonly reason: string | null;
  readonly actor: string;
  /**
   * The author's name as their users document held it when they wrote the entry (checked
   * by the rules), so every reader of the entry sees who did it without reading the
   * author's document; null in entries written before it was recorded.
   */
  readonly byName: string | null;
  readonly at: Date | null;
}

/** The actions that clear a pending proposal (src/lib/data/proposal.ts): its fields are emptied, not changed. */
const CLEARING_ACTIONS: readonly string[] = [BANK_ACTIONS.confirm, BANK_ACTIONS.reject];

/**
 * The fields of an entry shown as changes in the History (pure): each recorded field but
 * those that are no change to a person, which older entries may still hold:
 * - no value before and no value after (an absent Area written as null: absent, null and
 *   empty text are the same "no value");
 * - of a confirmation or rejection of bank details, the proposal's fields it clears
 *   (`proposed…` emptied): the proposal was applied or dropped, the details not removed;
 * - of a proposal, its author and time (the entry's own author and time say them).
 * @param entry the entry's action and its `before`/`after` maps
 * @returns the field names, in the order recorded
 */
export function shownChanges(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  return Object.keys(entry.after).filter((field) => {
    const after = entry.after[field];
    if (isNoValue(after) && isNoValue(entry.before?.[field])) return false;
    // A proposal's author and time are the entry's own (its By and When columns).
    if (entry.action === BANK_ACTIONS.propose && (field === 'proposedBy' || field === 'proposedAt')) return false;
    return !(CLEARING_ACTIONS.includes(entry.action) && field.startsWith('proposed') && isNoValue(after));
  });
}

/** Which entries to list, newest first. */
export interface AuditQuery {
  /** Entries about this person. */
  readonly subjectId?: string;
  /** Entries about one document (its id; an order's status timeline). */
  readonly docId?: string;
  /**
   * Entries about any of these documents (an order's refunds, at most 30: one `in`
   * filter, served by the `docId` + `path` index like `docId`); never empty.
   */
  readonly docIds?: readonly string[];
  /** Entries of one action (`access`, `block`, `decision`…). */
  readonly action?: string;
  /** Entries written by this person (their uid, the entry's `actor`). */
  readonly actor?: string;
  /** Entries written at or after this moment. */
  readonly from?: Date;
  /** Entries written before this moment. */
  readonly to?: Date;
  /**
   * The reader's menu path: required for everyone but All holders, whose query the
   * rules can only prove when it is filtered to a path they hold.
   */
  readonly path?: string;
  readonly pageSize: number;
  /** The last entry of the previous page. */
  readonly after?: { readonly at: Date; readonly id: string } | null;
}

/** The equality filters the trail's lists combine (the /Admins trail, a person's History). */
const AUDIT_FILTERS = ['action', 'actor', 'subjectId', 'path'] as const;

/**
 * The composite indexes of the queries of {@link listAuditEntries} (firestore.indexes.json):
 * every combination of the equality filters (action, author, person) and, for a person's
 * History read without All, the same with that person's path (the whole trail is read by
 * All holders only, who give no path); and a document's timeline. Each is ordered by
 * `at` descending, which also serves a date range on `at`.
 */
export const AUDIT_INDEXES: readonly Index[] = [
  ...Array.from({ length: 2 ** AUDIT_FILTERS.length - 1 }, (_, mask) =>
    AUDIT_FILTERS.filter((_, bit) => ((mask + 1) >> bit) & 1),
  ).filter((equal) => !equal.includes('path') || equal.includes('subjectId')),
  ['docId', 'path'],
].map((equal) => ({
  collectionGroup: AUDIT_COLLECTION,
  queryScope: 'COLLECTION' as const,
  fields: [
    ...equal.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    { fieldPath: 'at', order: 'DESCENDING' as const },
  ],
}));

/** Pure: a stored entry to what screens see. */
export function toAuditEntry(id: string, data: DocumentData): AuditEntry {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const map = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  return {
    id,
    action: text(data['action']) ?? '',
    collection: text(data['collection']) ?? '',
    docId: text(data['docId']) ?? '',
    path: text(data['path']) ?? '',
    subjectId: text(data['subjectId']),
    before: map(data['before']),
    after: map(data['after']) ?? {},
    reason: text(data['reason']),
    actor: text(data['actor']) ?? '',
    byName: text(data[AUTHOR_NAME_FIELD]) || null,
    at: readDate(data['at']),
  };
}
