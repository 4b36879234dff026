/**
 * Records: collections the panel writes outside the entity screens (a person's saved
 * views, the record of a translation import, the write-only secret key), declared like a
 * definition so that their rules are generated, not written by hand (docs/access.md,
 * "Where the rules come from"; docs/adding-an-entity.md, "Records"). A record has no
 * screen, list, menu entry, index or `can()` answer of its own: its declarations live in
 * src/entities/records.ts, apart from the entity registry, and only the rules generator
 * (scripts/rules/recordRules.ts) reads them.
 *
 * What a record declares, and what the generated match makes of it:
 * - `fields`: ordinary field descriptors (./fields.ts), each checked as an entity's
 *   (`fieldCheck`), plus `counts` (a map of whole numbers, one per key); the document
 *   holds exactly these keys; `checks` are cross-field checks (./checks.ts);
 * - `writers`: who creates and writes it: any staff member (`'staff'`), or the holders of
 *   a menu path (All holds every path);
 * - `readers`: nobody (`'none'`: write-only), any staff member, or its owner only;
 * - `owner`: the field holding its creator's uid: the caller's at the create, fixed; every
 *   later write is the owner's alone (still a writer);
 * - `stamps`: fields set to the server time at the create (`createdAt`, then fixed), at
 *   every write (`updatedAt`), and to the caller's uid at every write (`updatedBy`);
 * - `publish`: a flag shown to the holders of the menu path another field names: every
 *   write needs that path held (or one every staff member is shown); raising the flag,
 *   or editing or deleting a record that has it, is for All holders only;
 * - `edit`: the writers (the owner, when declared) change its fields other than the
 *   fixed ones; `finish`: instead, it is finished once: `field` moves from one of `from`
 *   to one of `to`, `at` takes the server time, and only `sets` change besides;
 * - `remove`: the owner (or the writers) delete it; else nobody does;
 * - `optional`: fields that may be absent (checked when present); `opens`: fields naming
 *   a record that must be open at the create (a history entry's running import);
 * - `id.singleton`: the only document id (an entity's `IdOptions` term); `raises`: a flag of another document raised
 *   beside every write (the secret key's appInfo/main.secretKeySet), checked on both
 *   sides; `linked`: a named hand-written rules function (an exception, firestore.rules)
 *   every write must also satisfy.
 * Fields that are `readOnly` hold their initial value at the create (import counts at 0).
 */
import type { NavPath } from '@/config/navigation';
import type { IdOptions } from '@/lib/data/types';
import type { Check } from './checks';
import { checkFields } from './checks';
import type { Field, Fields } from './fields';

/** A map of whole numbers of at least 0, exactly one per key (an import's counts by kind of row). */
export interface CountsField {
  readonly kind: 'counts';
  readonly label: string;
  readonly required: true;
  readonly keys: readonly string[];
}

/** A map of whole numbers, one per key. */
export function counts(label: string, keys: readonly string[]): CountsField {
  return { kind: 'counts', label, required: true, keys };
}

/** A field of a record: an entity's field descriptor, or a map of counts. */
export type RecordField = Field | CountsField;

/** A record's fields. */
export type RecordFields = Readonly<Record<string, RecordField>>;

/** A record's one-time finishing step (`RecordConfig.finish`). */
export interface RecordFinish<K extends string = string> {
  /** The state field (an enumeration). */
  readonly field: K;
  readonly from: readonly string[];
  readonly to: readonly string[];
  /** The date field set to the server time. */
  readonly at: K;
  /** The other fields the step may change. */
  readonly sets: readonly K[];
}

/**
 * A record's declaration.
 * @typeParam F its fields
 * @typeParam K their names (a parameter of its own, so that every record is a
 *   `RecordConfig` of any fields)
 */
export interface RecordConfig<F extends RecordFields = RecordFields, K extends string = string> {
  /** Its name in the rules' functions (`is<Name>(data)`). */
  readonly name: string;
  readonly collection: string;
  readonly fields: F;
  readonly writers: 'staff' | NavPath | 'All';
  readonly readers: 'none' | 'staff' | 'owner';
  readonly owner?: K;
  readonly stamps?: {
    readonly createdAt?: K;
    readonly updatedAt?: K;
    readonly updatedBy?: K;
  };
  readonly publish?: { readonly flag: K; readonly path: K };
  readonly edit?: boolean;
  readonly finish?: RecordFinish<K>;
  readonly remove?: boolean;
  /** The only document id of a singleton (an entity's `id.singleton`); the rules refuse others. */
  readonly id?: Pick<IdOptions, 'singleton'>;
  /** Fields that may be absent (checked when present; a history entry's importId). */
  readonly optional?: readonly K[];
  /**
   * Fields naming a record that must be open at the create (`is<Name>Open`: the
   * caller's, not finished): a translation history entry's importId names the running
   * import that writes it.
   */
  readonly opens?: readonly { readonly field: K; readonly record: RecordConfig<RecordFields, string> }[];
  /** Cross-field checks over its fields (./checks.ts), held by every write. */
  readonly checks?: readonly Check[];
  /**
   * A call of a hand-written rules function of firestore.rules that every write must
   * also satisfy (an exception: say there why no declaration can).
   */
  readonly linked?: string;
  /**
   * A boolean flag of another document raised in the same batch as every write of this
   * record (appInfo/main's secretKeySet beside the secret key): the record's writes
   * need the flag true after the write, and that document accepts an update raising the
   * flag (nothing else changed but its stamps) only beside a write of this record
   * (`is<Flag>RaisedBy<Name>()`, which its generated match offers as a way of updating).
   * Needs `stamps.updatedAt` and an `id.singleton`.
   */
  readonly raises?: { readonly collection: string; readonly id: string; readonly flag: string };
}

/**
 * Declares a record (src/entities/records.ts).
 * @returns the declaration, checked
 * @throws Error when it names a field it does not have, or declares both `edit` and
 *   `finish`, or a `publish` or `remove` without an owner
 */
export function defineRecord<const F extends RecordFields>(
  config: RecordConfig<F, keyof F & string>,
): RecordConfig<F, keyof F & string> {
  const known = new Set(Object.keys(config.fields));
  const named = [
    ...(config.owner ? [config.owner] : []),
    ...Object.values(config.stamps ?? {}),
    ...(config.publish ? [config.publish.flag, config.publish.path] : []),
    ...(config.finish ? [config.finish.field, config.finish.at, ...config.finish.sets] : []),
    ...(config.checks ?? []).flatMap(checkFields),
    ...(config.optional ?? []),
    ...(config.opens ?? []).map((o) => o.field),
  ];
  for (const name of named) {
    if (!known.has(name)) throw new Error(`${config.name}: no field ${name}`);
  }
  if (config.edit && config.finish) throw new Error(`${config.name}: edit or finish, not both`);
  for (const { record } of config.opens ?? []) {
    if (!record.finish || !record.owner)
      throw new Error(`${config.name}: ${record.name} is never open (finish, owner)`);
  }
  if (config.raises && (!config.stamps?.updatedAt || !config.id?.singleton)) {
    throw new Error(`${config.name}: raises needs stamps.updatedAt and an id.singleton`);
  }
  if ((config.publish || config.readers === 'owner') && !config.owner) {
    throw new Error(`${config.name}: a published or owner-read record needs an owner`);
  }
  const stateField = config.finish ? config.fields[config.finish.field] : undefined;
  if (config.finish && stateField?.kind !== 'enum') throw new Error(`${config.name}: finish needs an enumeration`);
  return config;
}

/** The ordinary field descriptors of a record (its counts apart). */
export function plainFields(fields: RecordFields): Fields {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, Field] => entry[1].kind !== 'counts'),
  );
}
