/**
 * Fields the data layer derives on every write, added to seeded documents the same
 * way, from the entity definitions the screens use: `searchPrefixes` (prefix search)
 * and the child counters of parents (a category's `subCategoryCount`). Every definition of
 * src/entities/registry.ts counts. The seed's documents are also completed by the
 * definitions' migrations (docs/adding-an-entity.md, "Migrations"), as stored documents
 * are by `npm run migrate`: a field added to a definition needs no edit here.
 */
import { searchPrefixes } from '../../src/lib/data/convert';
import { migrationValues, missingStoredFields, type MigrationShape } from '../../src/lib/entity/migrations';
import { ENTITY_LIST } from '../../src/entities/registry';
import type { SeedDoc } from './build';

/** Every registered entity definition (src/entities/registry.ts): the one list. */
export const ENTITIES = ENTITY_LIST;

/**
 * The seeded documents completed by the definitions' migrations: a field the seed's data
 * does not give gets the value stored documents get (`npm run migrate`).
 * @param docs the seeded documents
 * @param definitions the definitions (default: the registry's)
 * @returns the documents, each with its definitions' migrated fields
 * @throws Error naming the document and the field when a document of a definition that
 *   is not lenient still lacks a field the rules require (declare a migration on the
 *   definition, or give the value in scripts/seed-data)
 */
export function withMigrations(docs: readonly SeedDoc[], definitions: readonly MigrationShape[] = ENTITIES): SeedDoc[] {
  return docs.map((doc) => {
    let data = doc.data;
    for (const entity of definitions) {
      if (entity.collection !== doc.collection) continue;
      data = { ...data, ...migrationValues(entity, data) };
      const missing = missingStoredFields(entity, data);
      if (missing.length > 0) {
        throw new Error(
          `Seed: ${doc.collection}/${doc.id} lacks ${missing.join(', ')} of the definition ${entity.name}. ` +
            'Declare a migration on the definition (its value for stored documents, docs/adding-an-entity.md) ' +
            'or give the value in scripts/seed-data.',
        );
      }
    }
    return data === doc.data ? doc : { ...doc, data };
  });
}

/**
 * @param docs the seeded documents
 * @returns the same documents completed by the migrations (withMigrations), with
 *   searchPrefixes and child counters set
 * @throws Error as withMigrations
 */
export function withDerivedFields(built: readonly SeedDoc[]): SeedDoc[] {
  const docs = withMigrations(built);
  const counts = new Map<string, number>();
  for (const entity of ENTITIES) {
    if (!entity.hierarchy?.parent) continue;
    for (const doc of docs) {
      const parentId = doc.data[entity.hierarchy?.parent.field];
      if (doc.collection === entity.collection && typeof parentId === 'string') {
        const key = `${entity.hierarchy?.parent.collection}/${parentId}/${entity.hierarchy?.parent.counter}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return docs.map((doc) => {
    const data = { ...doc.data };
    for (const entity of ENTITIES) {
      const scoped = !entity.scope || doc.data[entity.scope.field] === entity.scope.value;
      if (entity.collection === doc.collection && scoped) {
        data['searchPrefixes'] = searchPrefixes(entity.searchFields.map((f) => data[f]));
        if (entity.hierarchy?.childCounter)
          data[entity.hierarchy?.childCounter] =
            counts.get(`${doc.collection}/${doc.id}/${entity.hierarchy?.childCounter}`) ?? 0;
      }
    }
    return { ...doc, data };
  });
}
