/**
 * firestore.indexes.json covers every list query the data layer (src/lib/data/api.ts)
 * can make for the entity definitions of scripts/seed-data/derived.ts ENTITIES:
 * getMany orders by a sortable field (then the document id), optionally after an
 * equality filter (a child's parent field; `type` for a users lookup) and a prefix
 * search (`searchPrefixes` array-contains). The emulator does not enforce indexes;
 * production refuses such a query without its composite index, so this test lists
 * what is missing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../scripts/seed-data/derived';

/** SEARCH_FIELD of src/lib/data/api.ts (not imported: that module starts Firebase). */
const SEARCH_FIELD = 'searchPrefixes';

interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
  readonly arrayConfig?: 'CONTAINS';
}

interface Index {
  readonly collectionGroup: string;
  readonly queryScope: string;
  readonly fields: readonly IndexField[];
}

interface IndexFile {
  readonly indexes: readonly Index[];
  readonly fieldOverrides: readonly unknown[];
}

const FILE: IndexFile = JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8'));

/** The part of an entity definition that decides its queries. */
interface QueryShape {
  readonly collection: string;
  readonly sortableFields: readonly string[];
  readonly parent?: { readonly field: string };
}

/** One index as a comparable string, e.g. `areas: cityId ASC, nameEn DESC`. */
function describeIndex(collection: string, fields: readonly IndexField[]): string {
  const parts = fields
    .filter((f) => f.fieldPath !== '__name__')
    .map((f) => `${f.fieldPath} ${f.arrayConfig ?? (f.order === 'DESCENDING' ? 'DESC' : 'ASC')}`);
  return `${collection}: ${parts.join(', ')}`;
}

const eq = (fieldPath: string): IndexField => ({ fieldPath, order: 'ASCENDING' });
const search: IndexField = { fieldPath: SEARCH_FIELD, arrayConfig: 'CONTAINS' };

/**
 * The composite indexes the lists of one entity need.
 * @returns the indexes, described as by describeIndex
 */
export function requiredIndexes(entity: QueryShape): string[] {
  // A users lookup always filters on `type` (the rules prove reads on it); others list
  // unfiltered and, for a child, on its parent's page.
  const filters: (string | null)[] = entity.collection === 'users' ? ['type'] : [null];
  if (entity.parent) filters.push(entity.parent.field);
  const required: string[] = [];
  for (const field of entity.sortableFields) {
    for (const order of ['ASCENDING', 'DESCENDING'] as const) {
      const sort: IndexField = { fieldPath: field, order };
      for (const filter of filters) {
        const head = filter ? [eq(filter)] : [];
        // A filter and a sort alone: a composite index (unless sorting by the filter).
        if (filter && filter !== field) required.push(describeIndex(entity.collection, [...head, sort]));
        // A search, with or without a filter.
        required.push(describeIndex(entity.collection, [...head, search, sort]));
      }
    }
  }
  return [...new Set(required)];
}

/** The required indexes of the entities that the index file lacks. */
export function missingIndexes(entities: readonly QueryShape[], file: IndexFile): string[] {
  const present = new Set(file.indexes.map((index) => describeIndex(index.collectionGroup, index.fields)));
  return entities.flatMap(requiredIndexes).filter((index) => !present.has(index));
}

describe('firestore.indexes.json', () => {
  it('is well formed: collection indexes of two fields or more, each field ordered or array-contains', () => {
    expect(Array.isArray(FILE.fieldOverrides)).toBe(true);
    for (const index of FILE.indexes) {
      expect(index.queryScope).toBe('COLLECTION');
      expect(index.fields.length, index.collectionGroup).toBeGreaterThanOrEqual(2);
      for (const field of index.fields) {
        expect(Boolean(field.order) !== Boolean(field.arrayConfig), JSON.stringify(field)).toBe(true);
      }
    }
  });

  it('has no duplicate (deploying would fail)', () => {
    const all = FILE.indexes.map((index) => describeIndex(index.collectionGroup, index.fields));
    expect(all.filter((index, i) => all.indexOf(index) !== i)).toEqual([]);
  });

  it('covers every sort, search and filter of the registered entity definitions', () => {
    expect(ENTITIES.length).toBeGreaterThan(0);
    expect(missingIndexes(ENTITIES, FILE)).toEqual([]);
  });

  it('reports a missing index (the check itself)', () => {
    const entity: QueryShape = { collection: 'areas', sortableFields: ['nameEn'], parent: { field: 'cityId' } };
    expect(requiredIndexes(entity)).toEqual([
      'areas: searchPrefixes CONTAINS, nameEn ASC',
      'areas: cityId ASC, nameEn ASC',
      'areas: cityId ASC, searchPrefixes CONTAINS, nameEn ASC',
      'areas: searchPrefixes CONTAINS, nameEn DESC',
      'areas: cityId ASC, nameEn DESC',
      'areas: cityId ASC, searchPrefixes CONTAINS, nameEn DESC',
    ]);
    const lookup: QueryShape = { collection: 'users', sortableFields: ['name'] };
    expect(requiredIndexes(lookup)).toEqual([
      'users: type ASC, name ASC',
      'users: type ASC, searchPrefixes CONTAINS, name ASC',
      'users: type ASC, name DESC',
      'users: type ASC, searchPrefixes CONTAINS, name DESC',
    ]);
    const faqs = ENTITIES.find((e) => e.collection === 'faqs') ?? ENTITIES[0];
    if (!faqs) throw new Error('no entity');
    const needed = requiredIndexes(faqs);
    const withoutOne: IndexFile = {
      ...FILE,
      indexes: FILE.indexes.filter((index) => describeIndex(index.collectionGroup, index.fields) !== needed[0]),
    };
    expect(missingIndexes([faqs], withoutOne)).toEqual([needed[0]]);
    expect(missingIndexes([faqs], FILE)).toEqual([]);
  });
});
