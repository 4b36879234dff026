/**
 * Types of the data layer (docs/adding-an-entity.md): one typed data layer over
 * Firestore for every entity. Screens use these and the functions of ./api, never
 * Firestore directly.
 */
import type { DocumentData, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { CollectionName } from '@/config/collections';

/** Audit fields the data layer writes on every document (docs/data-model.md). */
export interface Audit {
  readonly createdAt: Date | null;
  readonly updatedAt: Date | null;
  readonly createdBy: string | null;
  readonly updatedBy: string | null;
}

/** Every entity read through the data layer has its document id and audit fields. */
export interface Entity extends Audit {
  readonly id: string;
}

export type SortDirection = 'asc' | 'desc';

export interface Sort {
  readonly field: string;
  readonly direction: SortDirection;
}

/** An equality filter, e.g. sub-categories of one category. */
export interface Filter {
  readonly field: string;
  readonly value: string | number | boolean | null;
}

/**
 * A position in a list: the sort value and document id of the last document of the
 * previous page. Plain data, so it can be kept in the URL (a list shared as a link
 * opens on the same page without reading the pages before it).
 */
export interface Cursor {
  /**
   * The sort field's value: a string, number, boolean, null or, for times, seconds and
   * nanoseconds (`{ s, ns }`: Firestore keeps microseconds, so milliseconds would
   * repeat a row at a page boundary).
   */
  readonly value: string | number | boolean | null | { readonly s: number; readonly ns: number };
  readonly id: string;
}

/** A range of dates on one field, ends included; null ends are open. */
export interface DateRange {
  readonly field: string;
  readonly from: Date | null;
  readonly to: Date | null;
}

/** A stored document as the data layer reads it. */
export type Snapshot = QueryDocumentSnapshot;

/** Create writes every field; update only what the form edits. */
export type WriteMode = 'create' | 'update';

/** Any definition whose rows are T (its form values do not matter for reads). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition<T extends Entity> = EntityDefinition<T, any>;

/** What one page of a list asks for. */
export interface ListParams {
  /** Documents per page (10, 25, 50 or 100 in the tables). */
  readonly pageSize: number;
  readonly sort: Sort;
  /** Words typed in the search box; matches the start of any word of the search fields. */
  readonly search?: string;
  readonly filters?: readonly Filter[];
  /**
   * A date range on one field, both ends included (null: open); the list is then
   * sorted by that field (Firestore orders a range by its field first).
   */
  readonly range?: DateRange | null;
  /** Start after this document (null or absent: the first page). */
  readonly after?: Cursor | null;
}

export interface Page<T> {
  readonly rows: readonly T[];
  /** The cursor of the next page, or null on the last page. */
  readonly next: Cursor | null;
}

/**
 * The parent's field naming the child whose create, delete or move made the last step
 * of its counter: the rules accept a step only for the child it names, and a child's
 * write only with a step naming it (docs/data-model.md, "Child counters").
 */
export const COUNTED_CHILD_FIELD = 'lastCountedChild';

/**
 * A parent whose children are counted on it, so that it can only be deleted once it
 * has none (spec §4: a category is deleted only after its sub-categories). Creating,
 * deleting or moving a child steps the count by one in the same transaction, naming the
 * child in COUNTED_CHILD_FIELD.
 */
export interface ParentLink<K extends string = string> {
  readonly collection: CollectionName;
  /** The child's field holding the parent's id, e.g. `categoryId`. */
  readonly field: K;
  /** The parent's field counting its children, e.g. `subCategoryCount`. */
  readonly counter: string;
}

/** How a definition's document ids are made (`EntityConfig.id` of src/lib/entity/config.ts); without it, generated ids. */
export interface IdOptions<K extends string = string> {
  /** The document id is this field's value (normalised): unique values. */
  readonly field?: K;
  /** i18n key of the refusal when that id exists (default `error.exists`). */
  readonly existsKey?: string;
  /** The only document id of a singleton (app settings); the rules refuse others. */
  readonly singleton?: string;
}

/** A child counted on its parent, or a parent counting its children (`EntityConfig.hierarchy`). */
export interface Hierarchy<K extends string = string> {
  /** A child: the field holding the parent id, the parent's collection and its counter. */
  readonly parent?: ParentLink<K>;
  /** A parent's counter field (a `counter` descriptor): deleted only at 0. */
  readonly childCounter?: K;
}

/**
 * Which writes are recorded in the audit trail (./audit.ts,
 * `EntityConfig.audit`): decisions only, or every create, edit and decision. The rules
 * refuse them without their entry (the generated functions require `auditId`; the match
 * calls `isAudited`).
 */
export interface AuditOptions<K extends string = string> {
  readonly of: 'decisions' | 'all';
  /** The reference field naming the person a change is about. */
  readonly subject?: K;
}

/** A claimed field (src/lib/entity/define.ts `Claim`): its claims' collection, owner field and refusal. */
export interface ClaimShape {
  readonly field: string;
  readonly collection: CollectionName;
  readonly ownerField: string;
  readonly takenKey: string;
}

/**
 * How one entity is stored: its collection, pure converters, search and sort.
 * @typeParam T the entity as screens see it
 * @typeParam V the values its form edits
 */
export interface EntityDefinition<T extends Entity, V> {
  readonly collection: CollectionName;
  /** Pure: a stored document to the entity (Timestamps become Dates). */
  readonly fromFirestore: (id: string, data: DocumentData) => T;
  /** Registry name (src/entities/registry.ts). */
  readonly name: string;
  /**
   * A fixed filter: list, count and get see only documents matching it (others are
   * "not found"), and create writes it (users of one type).
   */
  readonly scope?: Filter;
  /** Pure: form values to stored fields (Dates become Timestamps); no audit fields. */
  readonly toFirestore: (values: V, mode?: WriteMode) => DocumentData;
  /** Stored fields whose words the search box matches by prefix. */
  readonly searchFields: readonly string[];
  readonly defaultSort: Sort;
  /** Fields a list may be sorted by (each has its indexes in firestore.indexes.json). */
  readonly sortableFields: readonly string[];
  /**
   * A document id derived from the values (e.g. a coupon's code), making the field
   * unique; creating a second document with the same id is refused.
   */
  readonly idFrom?: (values: V) => string;
  /** How its ids are made: the refusal when one exists, a singleton's one id (IdOptions). */
  readonly id?: IdOptions;
  /** Fields one document at most holds, claimed with each write (src/lib/data/claims.ts). */
  readonly claims?: readonly ClaimShape[];
  /** A child whose parent counts its children, or that parent (Hierarchy). */
  readonly hierarchy?: Hierarchy;
  /**
   * Which writes record an audit entry in the same transaction (./audit.ts), which the
   * rules then require (docs/access.md, "Audit trail"), and the person they are about.
   */
  readonly audit?: AuditOptions;
  /**
   * The field recording who last created or edited a document (`editedBy`), for an
   * entity with a maker-checker decision (docs/access.md, "Money and trust"): the data
   * layer writes the caller there on create and edit; decisions leave it.
   */
  readonly makerField?: string;
  /** Edits of these fields move `field` from `from` back to `to` (an approved coupon to pending). */
  readonly resetOnEdit?: ResetOnEdit;
  /** A document whose field holds one of these values is no longer edited nor deleted (an approved reward or fine). */
  readonly frozen?: Frozen;
}

/** `frozen` (src/lib/entity/define.ts): the values of a field that freeze a document, and the refusal's i18n key. */
export interface Frozen<K extends string = string> {
  readonly field: K;
  readonly values: readonly string[];
  readonly key: string;
}

/**
 * A status a money edit sends back (docs/access.md, "Money and trust"): an edit changing
 * any of `fields` of a document whose `field` is `from` also sets it to `to`; the rules
 * refuse the edit otherwise (generated from the definition).
 */
export interface ResetOnEdit {
  readonly fields: readonly string[];
  readonly field: string;
  readonly from: string;
  readonly to: string;
}
