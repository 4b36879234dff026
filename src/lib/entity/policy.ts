/**
 * A collection's access policy, compiled once from its definition (docs/access.md, "Who
 * may do what, per collection"): which menu paths read its documents, which path writes
 * them, and which kinds of write the panel makes at all. The rules generator writes the
 * match blocks' `allow` statements from this (./matchRules.ts), and the client's `can()`
 * answers from the same function (src/lib/access.ts), so a screen never offers a write
 * the generated rules leave out, and never hides one they allow.
 *
 * Type imports only: the shell's `can()` loads this without the definitions' code.
 */
import type { EntityDef } from './define';
import type { Field } from './fields';

/** What a policy is compiled from: a definition's flags, or only its collection (then its owners' paths). */
export type PolicyShape = { readonly collection: string } & Partial<
  Pick<
    EntityDef,
    | 'name'
    | 'fields'
    | 'transitions'
    | 'decisionsOnly'
    | 'immutable'
    | 'readOnly'
    | 'source'
    | 'singletonId'
    | 'madeThenDecided'
    | 'ownerTypeField'
    | 'proposal'
    | 'assignment'
    | 'access'
  >
>;

/** The kinds of write the panel's staff make on a collection's documents. */
export type WriteKind = 'create' | 'edit' | 'decide' | 'delete';

/** A collection's compiled policy. */
export interface CollectionPolicy {
  /** Menu paths whose holders read the documents (All reads all). Owner first. */
  readonly read: readonly string[];
  /**
   * The menu path whose holders write (All writes all); null when a document field names
   * a users type whose path writes it instead (`ownerTypeField`: a notification's
   * audience), or when no path owns the collection (people: by their type's path, `can`'s
   * person targets).
   */
  readonly owner: string | null;
  /** The field naming that users type, when `owner` is null. */
  readonly ownerTypeField?: string;
  /** The writes the generated rules allow staff holding the owner path (or All). */
  readonly writes: Readonly<Record<WriteKind, boolean>>;
}

/** Whether the panel's form edits a field (its `fixed` fields are set once, at the create). */
const edited = (field: Field) => !field.readOnly && field.kind !== 'counter' && !field.fixed;

/**
 * @param def a definition (src/entities) or `{ collection }` alone
 * @param owners the collections' paths, owner first (src/config/owners.ts); used when
 *   `def` declares no `access`
 * @returns what the rules let staff do on its documents:
 *   - read: the owner and reading paths;
 *   - create: not for read-only or decisions-only definitions, nor app records
 *     (`source: 'apps'`: the apps' people create those);
 *   - edit: a panel-written, mutable definition (not made-then-decided) whose form edits
 *     a field that is not `fixed`;
 *   - decide: not immutable, with transitions, an assignment (dispatch) or maker-checked
 *     fields (`proposal`: a proposal's steps);
 *   - delete: into the trash, never for decisions-only, immutable, made-then-decided,
 *     app records or a singleton.
 *   A `{ collection }` alone (no flags known) is read by its paths and written by none
 *   but `decide` for its owner, as before: the screens ask that only of definitions.
 */
export function policyOf(def: PolicyShape, owners: Readonly<Record<string, readonly string[]>>): CollectionPolicy {
  const read = def.access
    ? [...new Set([def.access.owner, ...(def.access.readers ?? []).map((r) => r.path)])]
    : (owners[def.collection] ?? []);
  const owner = def.ownerTypeField ? null : (read[0] ?? null);
  const known = def.fields !== undefined;
  const panel = known && !def.readOnly && !def.decisionsOnly && def.source !== 'apps';
  const mutable = panel && !def.immutable;
  const transitions = Object.keys(def.transitions ?? {}).length > 0;
  const edits = Object.values(def.fields ?? {}).some(edited);
  return {
    read,
    owner,
    ...(def.ownerTypeField ? { ownerTypeField: def.ownerTypeField } : {}),
    writes: {
      create: panel,
      edit: mutable && !def.madeThenDecided && edits,
      decide: known
        ? !def.readOnly && !def.immutable && (transitions || Boolean(def.assignment) || Boolean(def.proposal))
        : true,
      delete: mutable && !def.singletonId && !def.madeThenDecided,
    },
  };
}
