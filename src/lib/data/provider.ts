/**
 * The data provider (issue 31 item 2, docs/adding-an-entity.md "The data seam"): every
 * read and write of an entity's documents that a screen makes goes through this one
 * interface, in the spirit of react-admin's DataProvider, in Firestore's terms. The
 * Firestore implementation below is the only one; it is also the only way into
 * `./api` from outside the data layer (a lint rule), and only the data layer imports
 * `firebase/firestore` (another). Each method's TanStack Query options are in
 * `./queries` (reads) and its invalidated keys in `invalidates` (an entity's writes) or
 * `ACTION_REFRESH` (the other writes, ./providerActions.ts). Counts and sums of declared
 * aggregations are the typed ones of ./aggregate.ts (one path: no string-typed sum).
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  AUDIT_KEY,
  BADGE_KEY,
  changedCollections,
  collectionKey,
  historyKey,
  TRASH_KEY,
  type InvalidatedEntity,
} from '@/lib/query/keys';
import type { Assignment, AssignmentRelease, Transitioned } from '@/lib/entity/define';
import {
  assignOne,
  countMany,
  createOne,
  deleteOne,
  getByIds,
  getMany,
  getOne,
  newDocumentId,
  releaseOne,
  transitionOne,
  updateOne,
  type StatusChange,
} from './api';
import { averageOf, countOf, sumOf, totalsOf } from './aggregate';
import type { SaveResult } from './edits';
import { recordHandover } from './handover';
import type { Handover, HandoverResult } from './handoverModel';
import type { ImportPlan, ImportProgress, ImportResult, ImportSource } from './import';
import { liveProvider, type LiveProvider, type Unsubscribe } from './liveProvider';
import { actionProvider, type ActionProvider } from './providerActions';

export type { Unsubscribe };
import { restoreTrashEntry, type ParentLink } from './trash';
import type { AnyDefinition, Entity, EntityDefinition, ListParams, Page, Sort } from './types';

/** What a count of a list asks for: its filters, search, date range and sort. */
export type CountParams = Pick<ListParams, 'filters' | 'search' | 'range'> & { readonly sort?: Sort };

/** A decision's options: the reason (none: null) and the `updatedAt` the person saw. */
export interface DecideOptions {
  readonly reason?: string | null;
  readonly expectedUpdatedAt?: Date | null;
}

/**
 * The reads and writes a screen makes on an entity's documents. Every method throws
 * what Firestore throws (FirebaseError `permission-denied`, `unavailable`) and the
 * data layer's DataError (src/lib/data/errors.ts: `not-found`, `stale`, `exists`, a
 * refusal with its i18n key); screens show them translated with a retry.
 */
export interface DataProvider extends ActionProvider {
  /** One page of a list (cursor in `params.after`), with the next page's cursor (null: last page). */
  getList<T extends Entity>(def: AnyDefinition<T>, params: ListParams): Promise<Page<T>>;
  /** The number of documents a list's filters match (an aggregation query, never a read of them). */
  getCount<T extends Entity>(def: AnyDefinition<T>, params: CountParams): Promise<number>;
  /** The number of documents a declared aggregation matches (src/entities/aggregations.ts; ./aggregate.ts `countOf`). */
  countOf: typeof countOf;
  /** The sum of one number field of a declared aggregation's documents (money: baisa; `sumOf`). */
  sumOf: typeof sumOf;
  /** A declared aggregation's count and up to four sums, in one query (`totalsOf`). */
  totalsOf: typeof totalsOf;
  /** A declared aggregation's average of one number field and how many documents it is over (`averageOf`). */
  averageOf: typeof averageOf;
  /** One document; throws DataError `not-found` when it does not exist or is out of the definition's scope. */
  getOne<T extends Entity>(def: AnyDefinition<T>, id: string): Promise<T>;
  /** The documents of these ids that exist, in no particular order (30 ids a query). */
  getMany<T extends Entity>(def: AnyDefinition<T>, ids: readonly string[]): Promise<T[]>;
  /** A new document id of the collection, for a write that needs it before saving (an image's path). */
  newId(def: Pick<EntityDefinition<Entity, unknown>, 'collection'>): string;
  /** Creates a document from form values (with its audit entry and counters); returns its id. */
  create<T extends Entity, V>(def: EntityDefinition<T, V>, values: V, id?: string): Promise<string>;
  /** Saves a form's edit if the document is still as loaded (`expectedUpdatedAt`; else DataError `stale`). */
  update<T extends Entity, V>(
    def: EntityDefinition<T, V>,
    id: string,
    values: V,
    expectedUpdatedAt: Date | null,
  ): Promise<SaveResult>;
  /** A decision: the definition's transition (status, its transfer of amounts, its history entry). */
  decide<T extends Entity>(
    def: AnyDefinition<T>,
    id: string,
    change: StatusChange,
    options?: DecideOptions,
  ): Promise<void>;
  /**
   * An assignment (a transition of kind `assign`): the people chosen (field → users id) of
   * the types required (field → type).
   */
  assign<T extends Entity>(
    def: AnyDefinition<T>,
    id: string,
    assignment: Assignment,
    people: Readonly<Record<string, string>>,
    types: Readonly<Record<string, string>>,
    options?: DecideOptions,
  ): Promise<void>;
  /** Takes an assignment back (a transition of kind `release`): the people and the stamp cleared, audited. */
  release<T extends Entity>(
    def: AnyDefinition<T> & Transitioned,
    id: string,
    release: AssignmentRelease,
    options?: DecideOptions,
  ): Promise<void>;
  /** Moves a document to the trash (docs/trash.md); returns the trash entry's id. */
  remove<T extends Entity>(def: AnyDefinition<T>, id: string, hasChildrenKey?: string): Promise<string>;
  /** Puts a trash entry's document back; returns where it went. */
  restore(entryId: string, parent?: ParentLink): Promise<{ collection: string; docId: string }>;
  /** Imports a CSV file's rows (docs/import.md), or checks them (`dry`); loads the import code on first use. */
  importRows(
    plan: ImportPlan,
    source: ImportSource,
    mode: 'dry' | 'write',
    onProgress?: (progress: ImportProgress) => void,
    signal?: AbortSignal,
  ): Promise<ImportResult>;
  /**
   * Records a delivery company's cash hand-over (./handover.ts): a pending remittance per
   * rider, HANDOVER_MAX_RIDERS riders per atomic commit; says which riders were recorded.
   */
  recordHandover<T extends Entity, V>(
    def: EntityDefinition<T, V> & { readonly emptyValues: object },
    handover: Handover,
  ): Promise<HandoverResult>;
  /** Listens to one document (null once deleted); resolves to the function that stops listening. */
  subscribe: LiveProvider['subscribe'];
  /** Listens to given documents (the rows on screen); `onRow` gets each row that changed after the first answer. */
  subscribeMany: LiveProvider['subscribeMany'];
  /** Listens to how many documents matching equality filters were created after `since` (at most MAX_NEW). */
  subscribeNew: LiveProvider['subscribeNew'];
  /** Listens to one indexed query (`==` and `in` conditions, one order, at most `max` rows). */
  subscribeQuery: LiveProvider['subscribeQuery'];
}

/** The Firestore implementation (Firestore Lite; listeners load the full SDK on first use). */
export const dataProvider: DataProvider = {
  getList: getMany,
  getCount: countMany,
  countOf,
  sumOf,
  totalsOf,
  averageOf,
  getOne,
  getMany: getByIds,
  newId: newDocumentId,
  create: (def, values, id) => createOne(def, values, id),
  update: updateOne,
  decide: (def, id, change, options) => transitionOne(def, id, change, options).then(() => undefined),
  assign: (def, id, assignment, people, types, options) =>
    assignOne(def, id, assignment, people, types, options).then(() => undefined),
  release: (def, id, release, options) => releaseOne(def, id, release, options),
  remove: (def, id, hasChildrenKey) => deleteOne(def, id, hasChildrenKey),
  restore: restoreTrashEntry,
  recordHandover,
  importRows: async (plan, source, mode, onProgress, signal) =>
    (await import('./import')).runImport(plan, source, mode, onProgress, signal),
  ...liveProvider,
  ...actionProvider,
};

/** The writes of the provider, by name. */
export type Write =
  'create' | 'update' | 'decide' | 'assign' | 'release' | 'remove' | 'restore' | 'importRows' | 'recordHandover';

/**
 * The query keys a write on `def` makes stale: every query on the collections it
 * changes (its own, its parent's counter, those its decisions move amounts on), the
 * menu's badge counts, and, per write, the trash (remove, restore) or the audit trail
 * (an import's entry), and the History of the person the written values are about (the
 * definition's `audit.subject`). Every invalidation after a write comes from here.
 * @param def the definition written (its collection, parent, transfers and audit subject)
 * @param write which write
 * @param values the values written, when the write had them (a create's, an update's)
 * @returns the key prefixes to invalidate
 */
export function invalidates(
  def: InvalidatedEntity & { readonly audit?: { readonly subject?: string } },
  write: Write,
  values?: object,
): readonly QueryKey[] {
  const changed: QueryKey[] = [...changedCollections(def).map(collectionKey), [BADGE_KEY]];
  if (write === 'remove' || write === 'restore') changed.push([TRASH_KEY]);
  if (write === 'importRows') changed.push([AUDIT_KEY]);
  const subject = def.audit?.subject && values ? (values as Record<string, unknown>)[def.audit?.subject] : null;
  if (typeof subject === 'string' && subject !== '') changed.push(historyKey(subject));
  return changed;
}
