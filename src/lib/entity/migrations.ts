/**
 * Migrations of stored documents (docs/adding-an-entity.md, "Migrations"): the values a
 * stored document lacking a field gets, from its definition's `migrations`. Pure: the
 * seed completes its documents with them (scripts/seed-data/derived.ts) and
 * `npm run migrate` writes them into stored documents (scripts/lib/migrate.ts).
 */
import type { EntityDef, Migration } from './define';
import { mayBeMissing } from './define';
import type { Fields } from './fields';

/** What a migration needs of a definition. */
export type MigrationShape = Pick<EntityDef, 'name' | 'collection' | 'fields'> & {
  readonly scope?: { readonly field: string; readonly value: unknown };
  readonly stored?: { readonly lenient?: boolean; readonly migrations?: readonly Migration[] };
};

/**
 * Whether a stored document of the definition's collection is one of its documents
 * (a scoped definition, people, owns only the documents of its `type`).
 */
export function isDocumentOf(def: MigrationShape, data: Readonly<Record<string, unknown>>): boolean {
  return !def.scope || data[def.scope.field] === def.scope.value;
}

/**
 * The fields a stored document lacks that a migration fills, with their values.
 * A field holding null is not lacking: a migration never overwrites a value.
 * @param def the definition (its `migrations`)
 * @param data the stored document
 * @returns field → stored value; empty when nothing is to write
 */
export function migrationValues(
  def: MigrationShape,
  data: Readonly<Record<string, unknown>>,
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  if (!isDocumentOf(def, data)) return out;
  for (const step of def.stored?.migrations ?? []) if (data[step.field] === undefined) out[step.field] = step.value;
  return out;
}

/**
 * The fields a stored document lacks that the generated rules require of it: every
 * field of a definition that is not lenient, but counters and optional amounts
 * (`mayBeMissing`). A lenient definition (people, supplier accounts) may lack any.
 * @returns the missing field names, in declaration order
 */
export function missingStoredFields(def: MigrationShape, data: Readonly<Record<string, unknown>>): string[] {
  if (def.stored?.lenient || def.scope || !isDocumentOf(def, data)) return [];
  return Object.entries(def.fields as Fields)
    .filter(([name, field]) => data[name] === undefined && !mayBeMissing(field))
    .map(([name]) => name);
}
