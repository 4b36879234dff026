/**
 * The trash's model, pure (no Firebase): its collection, how long entries are kept, the
 * id of an entry, what an entry holds, and the indexes of its queries (docs/data-model.md
 * "Trash", docs/access.md "Trash"). The writes and reads are in ./trash.ts; firestore.rules'
 * "the trash" section checks the same shapes.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import { COLLECTION_OWNERS } from '@/config/collections';
import type { Index } from '@/lib/entity/indexShapes';
import { readDate } from './convert';

/** The trash collection. */
export const TRASH_COLLECTION = 'trash';

/** Days an entry is kept after its delete (firestore.rules: `duration.value(30, 'd')`). */
export const TRASH_DAYS = 30;

/** One day in milliseconds. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The fields of a trash entry, as ./trash.ts writes them (firestore.rules `isTrashEntry`). */
export const TRASH_ENTRY_FIELDS = [
  'collection',
  'docId',
  'data',
  'path',
  'deletedBy',
  'deletedAt',
  'expiresAt',
  'auditId',
] as const;

/** The field of a trash step's audit entry naming its trash entry (besides AUDIT_ENTRY_FIELDS). */
export const TRASH_ID_FIELD = 'trashId';

/** Seconds after a delete during which its message offers Undo. */
export const UNDO_SECONDS = 10;

/** Audit actions of the trash steps (firestore.rules `isTrashAuditEntry`). */
export type TrashStep = 'delete' | 'restore' | 'purge';

/** The menu path whose holders see a collection's entries: its owner (firestore.rules `collectionOwner`), else All. */
export function trashPath(collectionName: string): string {
  return (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[collectionName]?.[0] ?? 'All';
}

/**
 * A stored time as firestore.rules' `timeKey` writes it: milliseconds since 1970, a dot,
 * the nanoseconds of its second (exact); `0` when not a timestamp.
 */
export function timeKey(value: unknown): string {
  if (value && typeof value === 'object' && 'seconds' in value && 'nanoseconds' in value) {
    const { seconds, nanoseconds } = value as { seconds: number; nanoseconds: number };
    if (typeof seconds === 'number' && typeof nanoseconds === 'number') {
      return `${seconds * 1000 + Math.floor(nanoseconds / 1e6)}.${nanoseconds}`;
    }
  }
  return '0';
}

/**
 * The id of the trash entry of one version of a document (firestore.rules
 * `trashEntryId`): `<collection>~<docId>~<updatedAt>`, so the rules of the delete and of
 * the restore find it from the document alone.
 * @param data the document's data (its `updatedAt`)
 */
export function trashEntryId(collection: string, docId: string, data: DocumentData): string {
  return `${collection}~${docId}~${timeKey(data['updatedAt'])}`;
}

/**
 * The id of the audit entry of a restore or purge (firestore.rules `trashStepAuditId`).
 * @param deletedAt the entry's stored `deletedAt`
 */
export function trashStepAuditId(step: Exclude<TrashStep, 'delete'>, entryId: string, deletedAt: unknown): string {
  return `${step}~${entryId}~${timeKey(deletedAt)}`;
}

/** One trash entry as screens see it. */
export interface TrashEntry {
  readonly id: string;
  /** The collection and id the document came from, and where a restore puts it back. */
  readonly collection: string;
  readonly docId: string;
  /** The document exactly as it was (Firestore values: Timestamps stay Timestamps). */
  readonly data: DocumentData;
  /** The menu path whose holders see the entry (the collection's owner). */
  readonly path: string;
  readonly deletedBy: string;
  readonly deletedAt: Date | null;
  readonly expiresAt: Date | null;
  /** The stored deletedAt as Firestore holds it (ids of the restore and purge audits). */
  readonly deletedAtStored: unknown;
}

/** Pure: a stored entry to what screens see. */
export function toTrashEntry(id: string, data: DocumentData): TrashEntry {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const held: unknown = data['data'];
  return {
    id,
    collection: text(data['collection']),
    docId: text(data['docId']),
    data: held && typeof held === 'object' ? (held as DocumentData) : {},
    path: text(data['path']),
    deletedBy: text(data['deletedBy']),
    deletedAt: readDate(data['deletedAt']),
    expiresAt: readDate(data['expiresAt']),
    deletedAtStored: data['deletedAt'],
  };
}

/**
 * The oldest delete time still shown: entries deleted before it have expired (they are
 * removed by the TTL policy or purged by All holders, docs/data-model.md "Trash").
 * @param now the current time
 */
export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_DAYS * DAY_MS);
}

/**
 * The Storage paths of a document's images (docs/data-model.md "Images"): its string
 * values that are files of its own folder `<collection>/<docId>/<file>`.
 */
export function imagePathsOf(collection: string, docId: string, data: DocumentData): string[] {
  const prefix = `${collection}/${docId}/`;
  return Object.values(data).filter(
    (value): value is string =>
      typeof value === 'string' && value.startsWith(prefix) && !value.slice(prefix.length).includes('/'),
  );
}

/**
 * The composite indexes of the trash's queries (firestore.indexes.json): a path's
 * entries newest first. All holders' unfiltered list needs only the single-field index.
 */
export const TRASH_INDEXES: readonly Index[] = [
  {
    collectionGroup: TRASH_COLLECTION,
    queryScope: 'COLLECTION',
    fields: [
      { fieldPath: 'path', order: 'ASCENDING' },
      { fieldPath: 'deletedAt', order: 'DESCENDING' },
    ],
  },
];
