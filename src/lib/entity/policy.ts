/**
 * A collection's access policy, compiled from its definition (docs/access.md, "Who may do
 * what, per collection"): the paths reading it and writing it, and the writes its declared
 * lifecycle (`writes`, ./config.ts) lets the panel make. The rules generator
 * (scripts/rules/matchRules.ts) and the client's `can()` (src/lib/access.ts) both answer from
 * it. Type imports only: the shell's `can()` loads this without the definitions' code.
 */
import type { EntityDef } from './define';
import type { Field } from './fields';

/** A definition, or only its collection (then its owners' paths, and no writes but `decide`). */
export type PolicyShape = { readonly collection: string } & Partial<
  Pick<EntityDef, 'fields' | 'transitions' | 'writes' | 'proposal' | 'access'>
>;
/** The kinds of write the panel's staff make on a collection's documents. */
export type WriteKind = 'create' | 'edit' | 'decide' | 'delete';
/** Readers (owner first), the writing path (null: by `ownerTypeField`'s type, or none), the writes. */
export interface CollectionPolicy {
  readonly read: readonly string[];
  readonly owner: string | null;
  readonly ownerTypeField?: string | undefined;
  readonly writes: Readonly<Record<WriteKind, boolean>>;
}

/**
 * @param def a definition, or `{ collection }`; @param owners paths of one without `access` (src/config/owners.ts)
 * @returns the paths, and the writes `def.writes` gives the panel that have something to write (an
 *   edit a field the form edits, not `fixed`; a decision transitions of any kind or a proposal)
 */
export function policyOf(def: PolicyShape, owners: Readonly<Record<string, readonly string[]>>): CollectionPolicy {
  const { owner: path, readers = [], ownerTypeField } = def.access ?? { owner: undefined };
  const read = path ? [...new Set([path, ...readers.map((r) => r.path)])] : (owners[def.collection] ?? []);
  const by = (kind: WriteKind) => def.writes?.[kind] === 'panel';
  const edits = Object.values<Field>(def.fields ?? {}).some((f) => !f.readOnly && f.kind !== 'counter' && !f.fixed);
  const decides = Object.keys(def.transitions ?? {}).length > 0 || Boolean(def.proposal);
  const decide = def.writes ? by('decide') && decides : true;
  const owner = ownerTypeField ? null : (read[0] ?? null);
  const writes = { create: by('create'), edit: by('edit') && edits, decide, delete: by('delete') };
  return { read, owner, ownerTypeField, writes };
}
