/**
 * Fields the data layer derives on every write, added to seeded documents the same
 * way, from the entity definitions the screens use: `searchPrefixes` (prefix search)
 * and the child counters of parents (a category's `subCategoryCount`). Every definition of
 * src/entities/registry.ts counts.
 */
import { searchPrefixes } from '../../src/lib/data/convert';
import { ENTITY_LIST } from '../../src/entities/registry';
import type { SeedDoc } from './build';

/** Every registered entity definition (src/entities/registry.ts): the one list. */
export const ENTITIES = ENTITY_LIST;

/**
 * @param docs the seeded documents
 * @returns the same documents with searchPrefixes and child counters set
 */
export function withDerivedFields(docs: readonly SeedDoc[]): SeedDoc[] {
  const counts = new Map<string, number>();
  for (const entity of ENTITIES) {
    if (!entity.parent) continue;
    for (const doc of docs) {
      const parentId = doc.data[entity.parent.field];
      if (doc.collection === entity.collection && typeof parentId === 'string') {
        const key = `${entity.parent.collection}/${parentId}/${entity.parent.counter}`;
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
        if (entity.childCounter)
          data[entity.childCounter] = counts.get(`${doc.collection}/${doc.id}/${entity.childCounter}`) ?? 0;
      }
    }
    return { ...doc, data };
  });
}
