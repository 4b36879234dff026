/**
 * What a definition declares (EntityConfig, docs/adding-an-entity.md) and the smaller
 * declarations it names: the list shape, the linked document a create names (CreatedFor),
 * claimed unique values, migrations, maker-checked proposals, the access policy and the
 * apps that write the documents. `defineEntity` (./define.ts) derives the rest from it.
 */
import type { CollectionName, UserType } from '@/config/collections';
import type { NavPath } from '@/config/navigation';
import type { AuditOptions, Filter, Frozen, Hierarchy, IdOptions, ResetOnEdit, Sort } from '@/lib/data/types';
import type { Check } from './checks';
import type { Row, TransitionsOf } from './decision';
import type { ColumnPriority, Fields } from './fields';

export type { AuditOptions, Hierarchy, IdOptions };

/** Whether a stored document is frozen (`EntityConfig.frozen`). */
export function isFrozen(frozen: Frozen | undefined, current: Readonly<Record<string, unknown>>): boolean {
  return frozen !== undefined && frozen.values.includes(String(current[frozen.field]));
}

/** The linked document a create names (`EntityConfig.createdFor`). */
export interface CreatedFor<K extends string = string> {
  readonly collection: CollectionName;
  /** The new document's field holding the linked document's id. */
  readonly idField: K;
  /** The linked document's fields and the values each must hold. */
  readonly when?: Readonly<Record<string, readonly string[]>>;
  /**
   * Conditions on the linked document that hold only in some of its states: while its
   * fields hold one of the `if` values, its `then` fields must hold one of theirs (a
   * cancelled order is refunded only when paid by card: a cash order is collected on
   * delivery). Checked on the create and again when a transfer of the same document
   * moves an amount (`is<Name>MovedOn<Linked>`).
   */
  readonly implies?: readonly {
    readonly if: Readonly<Record<string, readonly string[]>>;
    readonly then: Readonly<Record<string, readonly string[]>>;
  }[];
  /**
   * The new document's fields and the linked document's field each must equal (a field
   * that is not required is checked only when given: null passes).
   */
  readonly same?: Readonly<Partial<Record<K, string>>>;
  /** The new document's `amount` is at most the linked document's `of` less its `less` (missing, or no `less`: 0). */
  readonly fits?: { readonly amount: K; readonly of: string; readonly less?: string };
  /** The new document's id is these fields' values joined by `_` (one per order and person reviewed). */
  readonly idOf?: readonly K[];
  /** The field the caller's own users `type` must equal (a review's author type). */
  readonly callerType?: K;
  /**
   * Two parties of the linked document, each named by the linked document's field for
   * their users type (`fields`): the caller, of the type in the field `author`, and the
   * person in the field `subject.id`, of the type in `subject.type`; only the `pairs`
   * [author type, subject type] are allowed (a customer reviews the order's supplier or
   * rider, a rider the order's customer).
   */
  readonly parties?: {
    readonly fields: Readonly<Record<string, string>>;
    readonly author: K;
    readonly subject: { readonly type: K; readonly id: K };
    readonly pairs: readonly (readonly [string, string])[];
  };
}

/**
 * A field whose value one document at most may hold (a delivery company's code, which
 * its riders carry): `collection/{value}` names the holder in `ownerField`, written in
 * the same write as the holder (src/lib/data/claims.ts). A value held by another document
 * is refused with `takenKey`. The claim's rules are generated (scripts/rules/claimRules.ts:
 * the claims collection's match and `isUserClaimsKept`, called by `isPersonUpdate`).
 */
export interface Claim<K extends string = string> {
  readonly field: K;
  readonly collection: CollectionName;
  readonly ownerField: string;
  readonly takenKey: string;
}

/** The list shape: which sorts exist and which combine with a search or a filter. */
export interface ListShape<K extends string> {
  /** Sortable fields of the unfiltered list (a field alone needs no composite index). */
  readonly sorts: readonly (K | 'createdAt')[];
  readonly defaultSort: Sort & { readonly field: K | 'createdAt' };
  /** Words of these fields are searched by prefix; while searching only `sorts` apply. */
  readonly search?: { readonly fields: readonly K[]; readonly sorts: readonly (K | 'createdAt')[] };
  /** Equality filters offered above the list, each with the sorts it combines with. */
  readonly filters?: Readonly<Partial<Record<K, readonly (K | 'createdAt')[]>>>;
  /**
   * A date field the list can be limited to a range of (two dates above the list);
   * while a range is on, the list is sorted by that field only.
   */
  readonly dateRange?: K | 'createdAt';
  /**
   * How much the list's "Created" column matters on a narrow screen (ColumnPriority,
   * default 1: it is the row's date unless another date column is).
   */
  readonly createdPriority?: ColumnPriority;
}

/**
 * Who makes each kind of write on a definition's documents (`EntityConfig.writes`, the
 * lifecycle; docs/adding-an-entity.md, "Lifecycle"): the panel's staff, the marketplace's
 * apps (a create, by the people `EntityConfig.apps` names), or nobody through the rules
 * (the backend writes orders and withdrawals with the Admin SDK). The kinds are the
 * compiled policy's (./policy.ts): the rules generator and `can()` read this alone.
 */
export interface Writes<K extends string = string> {
  readonly create: 'panel' | 'apps' | 'none';
  /** An edit through the form (a definition whose form edits no field has none either way). */
  readonly edit: 'panel' | 'none';
  /** A decision: the definition's transitions (an assignment among them) and proposal steps. */
  readonly decide: 'panel' | 'none';
  /** Into the trash. */
  readonly delete: 'panel' | 'none';
  /** Fields that must be 0 before the document may be deleted (money still to pay out). */
  readonly deleteAtZero?: readonly K[];
}

/** The lifecycle of a definition that declares none: the panel creates, edits, decides and deletes. */
export const PANEL_WRITES: Writes<never> = { create: 'panel', edit: 'panel', decide: 'panel', delete: 'panel' };

/**
 * What a definition declares.
 * @typeParam F its fields
 * @typeParam D its transitions, by name (as declared: `def.transitions.<name>` has its kind)
 */
export interface EntityConfig<F extends Fields, D extends TransitionsOf<F> = TransitionsOf<F>> {
  /** Registry name, e.g. `coupon` (src/entities/registry.ts). */
  readonly name: string;
  readonly collection: CollectionName;
  readonly fields: F;
  /** A fixed filter: the definition sees only these documents, and creates them so. */
  readonly scope?: Filter & { readonly field: string; readonly value: string };
  readonly list: ListShape<keyof F & string>;
  /** The document ids (IdOptions): a field's value, or a singleton's one id. */
  readonly id?: IdOptions<keyof F & string>;
  /** Fields whose value one document at most holds (Claim), claimed with each write. */
  readonly claims?: readonly Claim<keyof F & string>[];
  /** A child counted on its parent, or a parent counting its children (Hierarchy). */
  readonly hierarchy?: Hierarchy<keyof F & string>;
  /**
   * Decisions by name, typed by the fields (AnyTransitionOf): status changes (approve,
   * reject…; TransitionOf), and an assignment of people to the document with its release
   * (dispatch: `kind: 'assign'` and `kind: 'release'`, ./assignment.ts).
   */
  readonly transitions?: D;
  /** The heading of a document in the locale. */
  readonly title: (row: Row<F>, locale: string) => string;
  /** Cross-field checks (src/lib/entity/checks.ts): compiled to the rules and to the form's yup schema. */
  readonly checks?: readonly Check[];
  /** Stored documents that may lack fields (Stored): read leniently, completed by migrations. */
  readonly stored?: Stored<keyof F & string>;
  /**
   * The lifecycle (Writes): who creates, edits, decides and deletes the documents.
   * Default PANEL_WRITES. Money records are made then decided (`{ create: 'panel', edit:
   * 'none', decide: 'panel', delete: 'none' }`: a refund proposed by mistake is rejected
   * and stays as history; its fields are all `fixed`), notifications kept as history
   * (only the create), orders and withdrawals written by the backend (only decisions),
   * records of the apps created by their people (`create: 'apps'` with `apps`).
   */
  readonly writes?: Writes<keyof F & string>;
  /** The audit trail of the writes (AuditOptions). */
  readonly audit?: AuditOptions<keyof F & string>;
  /**
   * CSV import (docs/import.md): holders of the screen may import rows; `key` is the
   * natural key, the fields whose values together name one document (a coupon's code,
   * a city's English name). A row whose key (or `id` column) is already stored is
   * skipped, so running a file again creates no duplicates. The rules accept one
   * `import` audit entry per import for these collections (`importedCollections()`).
   */
  readonly import?: { readonly key: readonly (keyof F & string)[] };
  /**
   * Money fields whose edit sends an approved document back for approval
   * (docs/access.md, "Money and trust"): the data layer sets `field` from `from` to `to`
   * when one of `fields` changes, and the generated rules refuse such an edit otherwise.
   */
  readonly resetOnEdit?: ResetOnEdit & { readonly fields: readonly (keyof F & string)[] };
  /**
   * A document whose `field` holds one of `values` is frozen (issue 49: an approved reward
   * or fine has moved money): no edit and no delete, refused by the data layer with
   * `key` and by the generated rules; a mistake is corrected by a new record.
   */
  readonly frozen?: Frozen;
  /**
   * Who uses the collection (docs/access.md, "Who may do what, per collection"): the
   * menu path that owns it (its holders read, write and decide) and the paths that only
   * read it, each with why. Required of every definition the panel writes; `npm run
   * generate` writes from it the rules' match blocks, src/config/owners.ts (for the
   * client's `can`, Storage and the audit paths) and the docs' tables. A people
   * definition (scoped by `type`) owns nothing here: USER_TYPE_PATH says who handles
   * each type.
   */
  readonly access?: AccessPolicy<keyof F & string>;
  /**
   * For `writes.create: 'apps'`: the people of the marketplace's apps who create these
   * documents through the rules (users types), the field that must hold the creator's
   * uid, and whether they read their own. docs/access.md, "Records from the apps". Holders
   * of the owner path read them and apply the transitions; validated by the rules like
   * the others.
   */
  readonly apps?: AppsWriters<keyof F & string>;
  /**
   * The document a create names, read by the rules on create (a refund's or a review's
   * order): it must hold one of the `when` values in each of those fields, its `same`
   * fields must equal the new document's (our field → its field), with `fits` the new
   * document's amount must be at most its `of` field less its `less` field (what is left
   * to refund), and with `parties` the caller and the subject must be its parties of the
   * allowed pairs of types (CreatedFor).
   * Generated as `is<Name>CreatedFor()` (scripts/rules/matchRules.ts); the screen that
   * creates one checks the same before writing (refundLeft of src/components/screens/refunds/screen.tsx).
   */
  readonly createdFor?: CreatedFor<keyof F & string>;
  /**
   * Fields changed under maker-checker (docs/access.md, "Money and trust"): never edited
   * directly; a holder proposes new values (each field's `proposed` twin, with who and
   * when), and another holder confirms them (they become the values, the proposal is
   * cleared) or rejects them (cleared). Every step is audited. The rules of the three
   * steps are generated (./matchRules.ts `proposalRules`).
   */
  readonly proposal?: Proposal<keyof F & string>;
}

/** Stored documents that may lack fields (`EntityConfig.stored`). */
export interface Stored<K extends string = string> {
  /**
   * Documents may lack fields (written by the marketplace's apps, or before a field
   * existed): the generated rules read a missing field as its initial value. Implied by
   * `scope` (people).
   */
  readonly lenient?: boolean;
  /**
   * Fields added after documents were stored (docs/adding-an-entity.md, "Migrations"):
   * each step gives the stored value a document lacking the field gets. `npm run migrate`
   * (scripts/migrate.ts) writes it into the stored documents; the seed completes its own
   * documents with it, so adding a required field needs no edit of scripts/seed-data.
   */
  readonly migrations?: readonly Migration<K>[];
}

/**
 * One migration step of a definition (`EntityConfig.stored.migrations`): documents stored
 * without `field` get `value`. Documents that have the field, even null, are left alone,
 * so running it twice writes nothing the second time.
 */
export interface Migration<K extends string = string> {
  /** The field old documents lack. */
  readonly field: K;
  /** Its stored value (money in baisa; a reference's id or null). Not a date. */
  readonly value: string | number | boolean | null;
  /** Why and since when, for the reader (e.g. "2026-11-27: FAQs ordered by position"). */
  readonly note?: string;
}

/** A definition's maker-checked fields (`EntityConfig.proposal`). */
export interface Proposal<K extends string = string> {
  /** Each confirmed field → the text field holding its proposed value ('' when none). */
  readonly fields: Readonly<Partial<Record<K, K>>>;
  /** The fields holding who proposed (a staff uid) and when (null when none). */
  readonly by: K;
  readonly at: K;
}

/** A definition's owner path and reading paths (`EntityConfig.access`). */
export interface AccessPolicy<K extends string = string> {
  readonly owner: NavPath;
  readonly readers?: readonly { readonly path: NavPath; readonly reason: string }[];
  /**
   * The field naming a users `type` whose menu path writes the document instead of the
   * owner (a notification is sent by holders of its audience's path).
   */
  readonly ownerTypeField?: K;
}

/** Who of the marketplace's apps writes a definition's documents (`EntityConfig.apps`). */
export interface AppsWriters<K extends string = string> {
  /** users types allowed to create one (docs/access.md). */
  readonly types: readonly UserType[];
  /** The field holding the creator's uid. */
  readonly ownerField: K;
  /** The creators read their own documents (a conversation in the app). */
  readonly readOwn?: boolean;
  /**
   * A conversation the creator holds in a `list` field of CONVERSATION_FIELDS: they open
   * the document with exactly one message of theirs, and while `field` is one of `from`
   * they append one more, which sets it to `to` (a customer's follow-up opens a request
   * again). Nothing else changes.
   */
  readonly conversation?: {
    readonly list: K;
    readonly field: K;
    readonly from: readonly string[];
    readonly to: string;
  };
}
