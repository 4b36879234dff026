/**
 * `defineEntity`: one declaration per entity (docs/adding-an-entity.md). From the
 * field descriptors of ./fields.ts it derives the inferred row and form types, the
 * pure Firestore converters, empty values, the form values of a row, and the list
 * shape (search, sorts, filters) from which the data layer queries and the composite
 * indexes follow (./indexes.ts). The yup schema is ./schema.ts, the rules' field
 * validation ./rules.ts, columns, details and form fields src/components/entity/.
 */
import type { DocumentData } from 'firebase/firestore/lite';
import type { CollectionName, UserType } from '@/config/collections';
import type { NavPath } from '@/config/navigation';
import {
  readAudit,
  readBoolean,
  readDate,
  readNullableString,
  readNumber,
  readString,
  toTimestamp,
} from '@/lib/data/convert';
import { MAKER_FIELD } from '@/lib/data/maker';
import type { Entity, EntityDefinition, Filter, ResetOnEdit, Sort, WriteMode } from '@/lib/data/types';
import {
  isNumberField,
  isTextField,
  type BooleanField,
  type ColumnPriority,
  type EntityValues,
  type EnumField,
  type Field,
  type Fields,
  type FormValues,
} from './fields';
import { checkFields, type Check } from './checks';
import { baisaToOmr, omrToBaisa, parseNumber } from './parse';
import { normalisePhone } from './phone';

/** The stored fields of a decision (a status action): who, when, why; and who last made the document. */
export interface Decision {
  readonly decidedAt: Date | null;
  readonly decidedBy: string | null;
  readonly decisionReason: string | null;
  /** Who last created or edited it (MAKER_FIELD), on maker-checked entities; else null. */
  readonly editedBy: string | null;
}

/** A row of an entity: its document id, audit fields, decision and field values. */
export type Row<F extends Fields> = Entity & Decision & EntityValues<F>;

/**
 * A status change done after a confirmation (spec §4: approve, reject, block,
 * activate…). The data layer checks `from` inside the transaction and stamps the
 * decision; the rules allow the same steps only (./rules.ts).
 * @typeParam K the field it changes
 * @typeParam V that field's values
 */
export interface Transition<K extends string = string, V extends string | boolean = string | boolean> {
  /** The field it changes (an enum or a boolean). */
  readonly field: K;
  /** Values the field may have before. */
  readonly from: readonly V[];
  readonly to: V;
  /** i18n keys: button and dialog title, dialog text, success message. */
  readonly labelKey: string;
  readonly confirmKey: string;
  readonly successKey: string;
  readonly danger?: boolean;
  /** A reason must be typed (rejections). */
  readonly reasonRequired?: boolean;
  /** An amount moved on a linked document in the same transaction (approving a withdrawal). */
  readonly transfer?: AmountTransfer;
  /**
   * i18n key of the label of the text asked with the confirmation ("Note", "Reply").
   * Without it a text is asked only when `reasonRequired` (labelled "Reason"). The
   * text is stored as `decisionReason`.
   */
  readonly reasonLabelKey?: string;
  /** Longest text, in characters (default MAX_REASON, 500). */
  readonly reasonMax?: number;
  /**
   * A `list` field of conversation messages (CONVERSATION_MESSAGE) to which the typed
   * text is appended as a staff message in the same write (a reply). Needs
   * `reasonRequired`. docs/data-model.md, decisions.
   */
  readonly append?: string;
  /**
   * Maker-checker (docs/access.md, "Money and trust"): the person who created or last
   * edited the document (`createdBy`, MAKER_FIELD) may not apply this step. The data
   * layer refuses before writing; the rules refuse the same (generated).
   */
  readonly makerChecker?: boolean;
}

export { MAKER_FIELD };

/**
 * A decision that moves an amount between two fields of a linked document in its own
 * transaction (docs/data-model.md, Decisions): the data layer reads the linked document,
 * refuses when `from` holds less than the amount, and writes `from − amount`,
 * `to + amount` and the deciding document's id in `linkField`. The rules check both
 * sides (firestore.rules `isAmountMoved`, `isMovedByDecision`).
 */
export interface AmountTransfer {
  /** The linked document's collection. */
  readonly collection: CollectionName;
  /** The field of the decided document holding the linked document's id. */
  readonly idField: string;
  /** The field of the decided document holding the amount (a money field: baisa). */
  readonly amountField: string;
  /** The linked document's fields the amount leaves and joins. */
  readonly from: string;
  readonly to: string;
  /** The linked document's field naming the decided document (so its rules can find it). */
  readonly linkField: string;
  /** i18n key of the refusal when `from` holds less than the amount. */
  readonly shortKey: string;
}

/**
 * An assignment (issue 32, dispatch; docs/data-model.md "Dispatch"): a decision that
 * names people in reference fields of the document (an order's delivery company and
 * rider), confirmed, stamped and audited like a Transition. Each person must be a users
 * document of the reference's type that is not blocked; a `link` asks that a person's
 * own field names another assigned person (the rider's `deliveryCompanyId` is the
 * order's new company). Allowed only while the `when` fields hold one of their values;
 * it also writes the `sets` values. Nothing else may change. The data layer checks the
 * same inside its transaction (src/lib/data/api.ts `assignOne`); the rules are generated
 * (./rules.ts `is<Name>Assignment`, ./matchRules.ts).
 * @typeParam K the definition's field names
 */
export interface Assignment<K extends string = string> {
  /** i18n keys: button and dialog title, dialog text, success message. */
  readonly labelKey: string;
  readonly confirmKey: string;
  readonly successKey: string;
  /** The reference fields to people that it sets, in the order they are chosen. */
  readonly people: readonly K[];
  /** A person's field (`personField` of the person in `field`) must equal the document's `equals`. */
  readonly links?: readonly { readonly field: K; readonly personField: string; readonly equals: K }[];
  /** Values fields must hold before (an order neither delivered nor cancelled). */
  readonly when: Readonly<Partial<Record<K, readonly string[]>>>;
  /** Fields it sets to a fixed value (the delivery status `assigned`). */
  readonly sets: Readonly<Partial<Record<K, string>>>;
}

/** The fields of F a transition can change: enumerations and booleans. */
export type StateField<F extends Fields> = {
  [K in keyof F & string]: F[K] extends EnumField | BooleanField ? K : never;
}[keyof F & string];

/** The values a state field holds: an enumeration's values, or true and false. */
export type StateValue<D> = D extends EnumField<infer V> ? V : D extends BooleanField ? boolean : never;

/**
 * A transition of a definition with fields F: its `field` is one of F's enumerations
 * or booleans, and `from` and `to` are values of that field (a misspelt state does not
 * compile). Over fields not known (`Fields`) it is any Transition.
 */
export type TransitionOf<F extends Fields> = string extends keyof F
  ? Transition
  : { [K in StateField<F>]: Transition<K, StateValue<F[K]>> }[StateField<F>];
/** Longest decision text by default, in characters (the rules check the same). */
export const MAX_REASON = 500;

/**
 * A message of a conversation (`list` field appended to by a transition's `append`):
 * its text, the uid of the writer, the writer's device time (Firestore cannot put a
 * server time inside a list; the rules keep it within minutes of the server's), and
 * whether staff wrote it.
 */
export interface ConversationMessage {
  readonly text: string;
  readonly by: string;
  readonly at: Date | null;
  readonly staff: boolean;
}

/** The fields a conversation's items must declare (checked by defineEntity). */
export const CONVERSATION_FIELDS = ['text', 'by', 'at', 'staff'] as const;

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
 * What a definition declares.
 * @typeParam F its fields
 * @typeParam T the names of its transitions
 */
export interface EntityConfig<F extends Fields, T extends string = string> {
  /** Registry name, e.g. `coupon` (src/entities/registry.ts). */
  readonly name: string;
  readonly collection: CollectionName;
  readonly fields: F;
  /** A fixed filter: the definition sees only these documents, and creates them so. */
  readonly scope?: Filter & { readonly field: string; readonly value: string };
  readonly list: ListShape<keyof F & string>;
  /** The document id is this field's value (normalised): unique values. */
  readonly idField?: keyof F & string;
  /** i18n key of the refusal when that id exists. */
  readonly existsKey?: string;
  /** A child counted on its parent: the field holding the parent id and the counter. */
  readonly parent?: { readonly field: keyof F & string; readonly collection: CollectionName; readonly counter: string };
  /** A parent's counter field (a `counter` descriptor): deleted only at 0. */
  readonly childCounter?: keyof F & string;
  /** Status changes by name (approve, reject…), typed by the fields (TransitionOf). */
  readonly transitions?: Readonly<Record<T, TransitionOf<F>>>;
  /** The assignment decision of people to the document (dispatch), if any. */
  readonly assignment?: Assignment<keyof F & string>;
  /** The heading of a document in the locale. */
  readonly title: (row: Row<F>, locale: string) => string;
  /** Cross-field checks (src/lib/entity/checks.ts): compiled to the rules and to the form's yup schema. */
  readonly checks?: readonly Check[];
  /** A condition the shared checks cannot say, in the rules language (rules only; say why beside it). */
  readonly rulesCheck?: string;
  /**
   * Documents may lack fields (written by the marketplace's apps, or before a field
   * existed): the generated rules read a missing field as its initial value. Implied by
   * `scope` (people).
   */
  readonly lenient?: boolean;
  /** Read-only for the panel: no create, edit or delete, no rules validation (lookups). */
  readonly readOnly?: boolean;
  /**
   * Written once and kept as history (notifications): the panel creates them, nobody
   * edits or deletes them, and the rules allow only the create.
   */
  readonly immutable?: boolean;
  /**
   * Written outside the panel (orders and withdrawals by the marketplace's backend,
   * records with `source: 'apps'` by the apps' users); the panel only takes the
   * definition's `transitions`: no create, edit or delete. Implied by `source: 'apps'`.
   */
  readonly decisionsOnly?: boolean;
  /**
   * Which writes are recorded in the audit trail (src/lib/data/audit.ts): decisions
   * only, or every create, edit and decision. The rules refuse them without their
   * entry (the generated functions require `auditId`; the match calls `isAudited`).
   */
  readonly audit?: 'decisions' | 'all';
  /** For an audited entity: the reference field naming the person a change is about. */
  readonly auditSubject?: keyof F & string;
  /**
   * `apps`: documents created by the marketplace's apps (contact messages, requests,
   * reports) through the rules. The panel never creates, edits or deletes them
   * (`decisionsOnly` follows); holders of the owner path
   * read them and apply the transitions. Validated by the rules like the others, whose
   * hand-written match says which app writes are allowed (docs/access.md).
   */
  readonly source?: 'apps';
  /** The only document id of a singleton (app settings); the rules refuse others. */
  readonly singletonId?: string;
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
   * Who uses the collection (docs/access.md, "Who may do what, per collection"): the
   * menu path that owns it (its holders read, write and decide) and the paths that only
   * read it, each with why. Required of every definition the panel writes; `npm run
   * generate` writes from it the rules' match blocks, src/config/owners.ts (for the
   * client's `can`, Storage and the audit paths) and the docs' tables. A people
   * definition (scoped by `type`) owns nothing here: USER_TYPE_PATH says who handles
   * each type.
   */
  readonly access?: AccessPolicy;
  /**
   * For `source: 'apps'`: the people of the marketplace's apps who create these
   * documents through the rules (users types), the field that must hold the creator's
   * uid, and whether they read their own. docs/access.md, "Records from the apps".
   */
  readonly apps?: AppsWriters<keyof F & string>;
  /**
   * The field naming a users `type` whose menu path writes the document instead of the
   * collection's owner (a notification is sent by holders of its audience's path).
   */
  readonly ownerTypeField?: keyof F & string;
  /** Fields that must be 0 before the document may be deleted (money still to pay out). */
  readonly deleteAtZero?: readonly (keyof F & string)[];
  /**
   * Hand-written firestore.rules functions the generated match calls where a definition
   * cannot say the rule (./matchRules.ts): `create` is also required of every create,
   * `update` is an alternative to an edit or decision of the owner (a flag raised with a
   * secret), `otherUpdates` are updates by someone else (a customer's message, a
   * withdrawal's amount move). Each is a call written as the rules write it, e.g.
   * `isSecretKeyFlagged()`; the match's document id is `id`.
   */
  readonly handRules?: {
    readonly create?: string;
    readonly update?: string;
    readonly otherUpdates?: readonly string[];
  };
  /**
   * Fields changed under maker-checker (docs/access.md, "Money and trust"): never edited
   * directly; a holder proposes new values (each field's `proposed` twin, with who and
   * when), and another holder confirms them (they become the values, the proposal is
   * cleared) or rejects them (cleared). Every step is audited. The rules of the three
   * steps are generated (./matchRules.ts `proposalRules`).
   */
  readonly proposal?: Proposal<keyof F & string>;
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
export interface AccessPolicy {
  readonly owner: NavPath;
  readonly readers?: readonly { readonly path: NavPath; readonly reason: string }[];
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

/** A defined entity: its declaration plus everything derived from it. */
export interface EntityDef<F extends Fields = Fields, T extends string = string>
  extends
    EntityDefinition<Row<F>, FormValues<F>>,
    Omit<EntityConfig<F, T>, 'parent' | 'childCounter' | 'scope' | 'auditSubject' | 'resetOnEdit'> {
  readonly emptyValues: FormValues<F>;
  readonly toValues: (row: Row<F>) => FormValues<F>;
  /** Fields the form edits, in declaration order. */
  readonly formFields: readonly (keyof F & string)[];
  /** The sorts a list may use with a search and these filter fields (allowedSorts). */
  readonly sortsFor: (searching: boolean, filterFields: readonly string[]) => readonly string[];
  /** The date field a list range limits (`list.dateRange`). */
  readonly dateRangeField?: string;
  /** A filter's value as typed in a URL, converted to the stored type. */
  readonly filterValue: (field: string, text: string) => string | number | boolean | null;
}

/** @returns the last moment of the day of `value` (local time), or null. */
export function endOfDay(value: Date | null): Date | null {
  if (!value) return null;
  const end = new Date(value);
  end.setHours(23, 59, 59, 999);
  return end;
}

/** Reads one stored value of a field (pure; missing or wrong types get a default). */
export function readField(field: Field, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'phone':
    case 'url':
      return readString(value);
    case 'integer':
    case 'decimal':
    case 'money':
    case 'percentage':
    case 'counter':
      return readNumber(value);
    case 'enum':
      return (field.values as readonly unknown[]).includes(value) ? value : field.initial;
    case 'boolean':
      return readBoolean(value, field.initial);
    case 'date':
      return readDate(value);
    case 'reference':
    case 'image':
      return readNullableString(value) || null;
    case 'list':
      return Array.isArray(value) ? value.map((item) => readObject(field.of, item ?? {})) : [];
  }
}

function readObject(fields: Fields, data: DocumentData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) out[name] = readField(field, data[name]);
  return out;
}

/** Converts one form value of a field to its stored value (pure). */
export function storeField(field: Field, value: unknown): unknown {
  if (isTextField(field)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (field.kind === 'phone') return normalisePhone(text);
    return field.upperCase ? text.toUpperCase() : text;
  }
  if (isNumberField(field)) {
    const number = parseNumber(value);
    const known = number === undefined || Number.isNaN(number) ? (field.initial ?? 0) : number;
    return field.kind === 'money' ? omrToBaisa(known) : known;
  }
  switch (field.kind) {
    case 'enum':
      return (field.values as readonly unknown[]).includes(value) ? value : field.initial;
    case 'boolean':
      return typeof value === 'boolean' ? value : field.initial;
    case 'date':
      return toTimestamp(field.endOfDay ? endOfDay(value as Date | null) : (value as Date | null));
    case 'reference':
    case 'image':
      return typeof value === 'string' && value.trim() ? value.trim() : null;
    case 'counter':
      return typeof value === 'number' ? value : 0;
    case 'list':
      return Array.isArray(value) ? value.map((item: Record<string, unknown>) => storeObject(field.of, item)) : [];
  }
  return null;
}

function storeObject(fields: Fields, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) out[name] = storeField(field, values[name]);
  return out;
}

/** The form value of a stored (read) value. */
function formValue(field: Field, value: unknown): unknown {
  if (field.kind === 'money') return baisaToOmr(Number(value ?? 0));
  if (field.kind === 'reference' || field.kind === 'image') return value ?? '';
  if (field.kind === 'list') {
    return Array.isArray(value)
      ? value.map((item: Record<string, unknown>) => {
          const out: Record<string, unknown> = {};
          for (const [name, f] of Object.entries(field.of)) out[name] = formValue(f, item[name]);
          return out;
        })
      : [];
  }
  return value;
}

/** The value an empty form starts with. */
function emptyValue(field: Field): unknown {
  if (isNumberField(field)) return field.initial ?? '';
  switch (field.kind) {
    case 'enum':
    case 'boolean':
      return field.initial;
    case 'date':
      return null;
    case 'list':
      return [];
    case 'counter':
      return 0;
    default:
      return '';
  }
}

/** Whether the form edits a field (not read-only, not a counter). */
export function isEdited(field: Field): boolean {
  return !field.readOnly && field.kind !== 'counter';
}

/**
 * Declares an entity and derives its converters and values (docs/adding-an-entity.md).
 * @param config fields, collection, list shape and options
 * @returns the definition, usable by the data layer, the generic screens and scripts
 * @throws Error when the declaration names a field it does not have (caught by the
 *   registry test at once)
 */
export function defineEntity<const F extends Fields, const T extends string = string>(
  config: EntityConfig<F, T>,
): EntityDef<F, T> {
  const entries = Object.entries(config.fields) as [keyof F & string, Field][];
  const known = new Set<string>([...entries.map(([name]) => name), 'createdAt']);
  const named = [
    ...config.list.sorts,
    config.list.defaultSort.field,
    ...(config.list.search?.fields ?? []),
    ...(config.resetOnEdit ? [...config.resetOnEdit.fields, config.resetOnEdit.field] : []),
    ...(config.list.search?.sorts ?? []),
    ...Object.keys(config.list.filters ?? {}),
    ...Object.values(config.list.filters ?? {}).flat(),
    ...(config.idField ? [config.idField] : []),
    ...(config.parent ? [config.parent.field] : []),
    ...(config.childCounter ? [config.childCounter] : []),
    ...(config.list.dateRange ? [config.list.dateRange] : []),
    ...(config.import?.key ?? []),
    ...(config.apps ? [config.apps.ownerField] : []),
    ...(config.apps?.conversation ? [config.apps.conversation.list, config.apps.conversation.field] : []),
    ...(config.ownerTypeField ? [config.ownerTypeField] : []),
    ...(config.deleteAtZero ?? []),
    ...(config.proposal
      ? [...Object.entries(config.proposal.fields).flat(), config.proposal.by, config.proposal.at]
      : []),
    ...(config.checks ?? []).flatMap(checkFields),
    ...entries.flatMap(([, f]) => (f.kind === 'reference' && f.typeField ? [f.typeField] : [])),
    ...(config.assignment
      ? [
          ...config.assignment.people,
          ...Object.keys(config.assignment.when),
          ...Object.keys(config.assignment.sets),
          ...(config.assignment.links ?? []).flatMap((l) => [l.field, l.equals]),
        ]
      : []),
    ...Object.values<Transition>(config.transitions ?? {}).map((t) => t.field),
    ...Object.values<Transition>(config.transitions ?? {}).flatMap((t) =>
      t.transfer ? [t.transfer.idField, t.transfer.amountField] : [],
    ),
  ];
  for (const name of named) {
    if (typeof name === 'string' && !known.has(name)) throw new Error(`${config.name}: no field ${name}`);
  }
  for (const [key, tr] of Object.entries<Transition>(config.transitions ?? {})) {
    if (!tr.append) continue;
    const target = (config.fields as Fields)[tr.append];
    const items = target?.kind === 'list' ? Object.keys(target.of).sort().join() : '';
    if (items !== [...CONVERSATION_FIELDS].sort().join() || !tr.reasonRequired) {
      throw new Error(`${config.name}.${key}: append needs a list of ${CONVERSATION_FIELDS.join(', ')} and a reason`);
    }
  }
  const formFields = entries.filter(([, f]) => isEdited(f)).map(([name]) => name);
  const emptyValues = Object.fromEntries(entries.map(([name, f]) => [name, emptyValue(f)])) as FormValues<F>;

  const fromFirestore = (id: string, data: DocumentData): Row<F> =>
    ({
      id,
      ...readAudit(data),
      decidedAt: readDate(data['decidedAt']),
      decidedBy: readNullableString(data['decidedBy']),
      decisionReason: readNullableString(data['decisionReason']),
      editedBy: readNullableString(data[MAKER_FIELD]),
      ...readObject(config.fields, data),
    }) as Row<F>;

  const toFirestore = (values: FormValues<F>, mode: WriteMode = 'create'): DocumentData => {
    const out: DocumentData = {};
    const given = values as Record<string, unknown>;
    for (const [name, field] of entries) {
      const edited = isEdited(field);
      if (mode === 'update' && (!edited || field.fixed)) continue;
      out[name] = storeField(field, edited ? given[name] : emptyValue(field));
    }
    if (mode === 'create' && config.scope) out[config.scope.field] = config.scope.value;
    return out;
  };

  const toValues = (row: Row<F>): FormValues<F> =>
    Object.fromEntries(
      entries.map(([name, f]) => [name, formValue(f, (row as Record<string, unknown>)[name])]),
    ) as FormValues<F>;

  const idField = config.idField;
  const filterValue = (field: string, text: string) => {
    const descriptor = (config.fields as Fields)[field];
    if (descriptor?.kind === 'boolean') return text === 'true';
    if (descriptor && isNumberField(descriptor)) return Number(text);
    return text;
  };
  const decisionsOnly = config.decisionsOnly ?? config.source === 'apps';
  const makerChecked = Object.values<Transition>(config.transitions ?? {}).some((t) => t.makerChecker);
  const def = {
    ...config,
    decisionsOnly,
    ...(makerChecked && !decisionsOnly ? { makerField: MAKER_FIELD } : {}),
    filterValue,
    emptyValues,
    toValues,
    formFields,
    fromFirestore,
    toFirestore,
    searchFields: config.list.search?.fields ?? [],
    defaultSort: config.list.defaultSort,
    sortableFields: config.list.sorts,
    ...(config.list.dateRange ? { dateRangeField: config.list.dateRange } : {}),
    ...(idField
      ? {
          idFrom: (values: FormValues<F>) =>
            String(storeField(config.fields[idField] as Field, (values as Record<string, unknown>)[idField])),
        }
      : {}),
    ...(config.parent ? { parent: config.parent } : {}),
    ...(config.childCounter ? { childCounter: config.childCounter } : {}),
  };
  return { ...def, sortsFor: (searching, filterFields) => allowedSorts(def, searching, filterFields) };
}

/**
 * The sorts a list may use now (docs/performance.md: each combination is an index).
 * @returns the sortable fields for the given search term and filters
 */
export function allowedSorts(
  def: Pick<EntityConfig<Fields>, 'list' | 'parent'> & { readonly scope?: { readonly field: string } },
  searching: boolean,
  filterFields: readonly string[],
): readonly string[] {
  let sorts: readonly string[] = def.list.sorts;
  if (searching) sorts = def.list.search?.sorts ?? [];
  for (const field of filterFields) {
    if (field === def.scope?.field) continue;
    const withFilter: readonly string[] =
      field === def.parent?.field
        ? [def.list.defaultSort.field, ...(def.list.search?.sorts ?? [])]
        : ((def.list.filters as Record<string, readonly string[]> | undefined)?.[field] ?? []);
    sorts = sorts.filter((s) => withFilter.includes(s));
  }
  return sorts;
}

/**
 * The sort a list reads with (useEntityList), given what it may sort by now: the
 * requested sort when allowed, else the default sort when allowed, else the first
 * allowed field (or the default field when none is) in the default direction. While a
 * date range is on, only the range's field is allowed. The index generator
 * (indexes.ts) calls it for every state a list can be in, so every sort read is indexed.
 * @param allowed the sorts allowed for the search and filters (allowedSorts)
 * @param defaultSort the list's default sort
 * @param rangeField the date range's field while a range is on, else null
 * @param requested the URL's `sort` as field and direction text ('' when absent)
 * @returns the sortable fields now and the sort used
 */
export function listSort(
  allowed: readonly string[],
  defaultSort: Sort,
  rangeField: string | null,
  requested: { readonly field: string; readonly direction: string },
): { sortable: readonly string[]; sort: Sort } {
  const sortable = rangeField ? allowed.filter((s) => s === rangeField) : allowed;
  if (requested.field && sortable.includes(requested.field))
    return { sortable, sort: { field: requested.field, direction: requested.direction === 'asc' ? 'asc' : 'desc' } };
  if (sortable.includes(defaultSort.field)) return { sortable, sort: defaultSort };
  return { sortable, sort: { field: sortable[0] ?? defaultSort.field, direction: defaultSort.direction } };
}
