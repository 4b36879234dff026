/**
 * The composite indexes an entity's lists need, derived from its list shape
 * (docs/performance.md, indexes). getMany orders by the sort field then the document
 * id, after the scope, one optional filter (a list filter or a child's parent field)
 * and an optional prefix search. Firestore's single-field indexes serve a sort alone;
 * everything else needs a composite index, in both directions. Which sorts combine
 * with a search or a filter is chosen per entity (ListShape), which keeps the total
 * well under Firestore's 200 per database.
 */
import type { EntityDef } from './define';

/** The stored field holding search prefixes (same as SEARCH_FIELD of the data layer). */
export const SEARCH_PREFIXES = 'searchPrefixes';

export interface IndexField {
  readonly fieldPath: string;
  readonly order?: 'ASCENDING' | 'DESCENDING';
  readonly arrayConfig?: 'CONTAINS';
}

export interface Index {
  readonly collectionGroup: string;
  readonly queryScope: 'COLLECTION';
  readonly fields: readonly IndexField[];
}

/** One index as a comparable string, e.g. `areas: cityId ASC, nameEn DESC`. */
export function describeIndex(index: Pick<Index, 'collectionGroup' | 'fields'>): string {
  const parts = index.fields
    .filter((f) => f.fieldPath !== '__name__')
    .map((f) => `${f.fieldPath} ${f.arrayConfig ?? (f.order === 'DESCENDING' ? 'DESC' : 'ASC')}`);
  return `${index.collectionGroup}: ${parts.join(', ')}`;
}

type Shape = Pick<EntityDef, 'collection' | 'list' | 'scope' | 'parent'>;

/**
 * The queries a list can make, as (equality fields, search, sort field) triples.
 * @returns every combination the list's UI allows
 */
function queryShapes(def: Shape): { eq: string[]; search: boolean; sort: string }[] {
  const scope = def.scope ? [def.scope.field] : [];
  const searchSorts: readonly string[] = def.list.search?.sorts ?? [];
  const shapes: { eq: string[]; search: boolean; sort: string }[] = [];
  const add = (eq: string[], sorts: readonly string[], withSearch: boolean) => {
    for (const sort of sorts) {
      shapes.push({ eq, search: false, sort });
      if (withSearch && searchSorts.includes(sort)) shapes.push({ eq, search: true, sort });
    }
  };
  add(scope, def.list.sorts, true);
  for (const [field, sorts] of Object.entries(def.list.filters ?? {})) {
    add([...scope, field], (sorts as readonly string[] | undefined) ?? [], true);
  }
  if (def.parent) add([...scope, def.parent.field], [def.list.defaultSort.field, ...searchSorts], true);
  return shapes;
}

/**
 * The composite indexes one entity's lists need.
 * @returns index definitions in firestore.indexes.json form, without duplicates
 */
export function requiredIndexes(def: Shape): Index[] {
  const out = new Map<string, Index>();
  for (const shape of queryShapes(def)) {
    for (const order of ['ASCENDING', 'DESCENDING'] as const) {
      const eq = shape.eq.filter((f) => f !== shape.sort);
      const fields: IndexField[] = [
        ...eq.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
        ...(shape.search ? [{ fieldPath: SEARCH_PREFIXES, arrayConfig: 'CONTAINS' as const }] : []),
        { fieldPath: shape.sort, order },
      ];
      // A sort alone (or after equality on that same field) is served by single-field indexes.
      if (fields.length < 2) continue;
      const index: Index = { collectionGroup: def.collection, queryScope: 'COLLECTION', fields };
      out.set(describeIndex(index), index);
    }
  }
  return [...out.values()];
}

/**
 * The whole index file for the given definitions (several definitions may share a
 * collection: their indexes are merged) and the indexes of queries written by hand
 * (`extra`, e.g. the audit trail's).
 * @returns the content of firestore.indexes.json
 */
export function indexFile(
  defs: readonly Shape[],
  extra: readonly Index[] = [],
): { indexes: Index[]; fieldOverrides: [] } {
  const all = new Map<string, Index>();
  for (const def of defs) for (const index of requiredIndexes(def)) all.set(describeIndex(index), index);
  for (const index of extra) all.set(describeIndex(index), index);
  const indexes = [...all.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, index]) => index);
  return { indexes, fieldOverrides: [] };
}
