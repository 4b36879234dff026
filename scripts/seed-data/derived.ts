/**
 * Fields the data layer derives on every write, added to seeded documents the same
 * way, from the entity definitions the screens use: `searchPrefixes` (prefix search)
 * and the child counters of parents (a category's `subCategoryCount`). Add a screen's
 * definition to ENTITIES when it lands.
 */
import { searchPrefixes } from '../../src/lib/data/convert';
import type { EntityDefinition, Entity } from '../../src/lib/data/types';
import { faqEntity } from '../../src/features/faqs/entity';
import { couponEntity } from '../../src/features/coupons/entity';
import { subscriptionPackageEntity } from '../../src/features/subscriptionPackages/entity';
import { articleEntity } from '../../src/features/articles/entity';
import { areaEntity, cityEntity } from '../../src/features/cities/entity';
import { categoryEntity, subCategoryEntity } from '../../src/features/categories/entity';
import { supplierLookup } from '../../src/features/categories/supplierLookup';
import type { SeedDoc } from './build';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEntity = EntityDefinition<Entity, any>;

export const ENTITIES: readonly AnyEntity[] = [
  faqEntity,
  couponEntity,
  subscriptionPackageEntity,
  categoryEntity,
  subCategoryEntity,
  supplierLookup,
  cityEntity,
  areaEntity,
  articleEntity,
];

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
      if (entity.collection === doc.collection) {
        data['searchPrefixes'] = searchPrefixes(entity.searchFields.map((f) => data[f]));
        if (entity.childCounter)
          data[entity.childCounter] = counts.get(`${doc.collection}/${doc.id}/${entity.childCounter}`) ?? 0;
      }
    }
    return { ...doc, data };
  });
}
