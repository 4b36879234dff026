/**
 * The composite indexes an entity's lists need (docs/performance.md, "Every query
 * indexed, proven"). The generator walks every state a list can be in — each set of its
 * filters (and a related list's parent field), with and without a search (the search
 * box is on every list), with and without its date range, each sort the URL may ask for
 * in both directions — resolves the sort the list then reads with (listSort, the same
 * function useEntityList calls), and builds the page query and the count query exactly
 * as the data layer does (src/lib/data/api.ts getMany, countMany). A query already
 * served by the indexes so far (Firestore's index rules, indexRules.ts, with index
 * merging) adds nothing; any other adds its exact index. Queries with fewer filters come
 * first, so a combination of filters is served by merging the indexes of each.
 */
import { allowedSorts, listSort, type EntityDef } from '@/lib/entity/define';
import { indexFor, isServed, type Index, type QueryShape } from './indexRules';

export type { Index, IndexField, QueryShape } from './indexRules';

/** The stored field holding search prefixes (same as SEARCH_FIELD of the data layer). */
export const SEARCH_PREFIXES = 'searchPrefixes';

/** Firestore's limit of composite indexes per database without billing. */
export const COMPOSITE_INDEX_LIMIT = 200;

/** One index as a comparable string, e.g. `areas: cityId ASC, nameEn DESC`. */
export function describeIndex(index: Pick<Index, 'collectionGroup' | 'fields'>): string {
  const parts = index.fields
    .filter((f) => f.fieldPath !== '__name__')
    .map((f) => `${f.fieldPath} ${f.arrayConfig ?? (f.order === 'DESCENDING' ? 'DESC' : 'ASC')}`);
  return `${index.collectionGroup}: ${parts.join(', ')}`;
}

type Shape = Pick<EntityDef, 'collection' | 'list' | 'scope' | 'hierarchy'>;

/** Every subset of `items`, smallest first (the empty one included). */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const set of [...out]) out.push([...set, item]);
  return out.sort((a, b) => a.length - b.length);
}

/**
 * Every query an entity's lists can send: for each state of the list, its page query
 * (sort field and `__name__` in the sort's direction) and its count query (sort field
 * ascending), as QueryShapes.
 * @param def the definition's collection, list shape, scope and parent
 * @returns the queries, those with fewer filters first
 */
export function listQueries(def: Shape): QueryShape[] {
  const scope = def.scope ? [def.scope.field] : [];
  const filterFields = [
    ...Object.keys(def.list.filters ?? {}),
    ...(def.hierarchy?.parent && !(def.hierarchy?.parent.field in (def.list.filters ?? {}))
      ? [def.hierarchy?.parent.field]
      : []),
  ];
  const requestable = [
    '',
    ...new Set([
      def.list.defaultSort.field,
      ...def.list.sorts,
      ...(def.list.search?.sorts ?? []),
      ...Object.values(def.list.filters ?? {}).flatMap((sorts) => (sorts as readonly string[] | undefined) ?? []),
      ...(def.list.dateRange ? [def.list.dateRange] : []),
    ]),
  ];
  const rangeFields = [null, ...(def.list.dateRange ? [def.list.dateRange] : [])];
  const out = new Map<string, QueryShape>();
  for (const filters of subsets(filterFields)) {
    for (const searching of def.list.search ? [false, true] : [false]) {
      const allowed = allowedSorts(def, searching, filters);
      for (const rangeField of rangeFields) {
        for (const field of requestable) {
          for (const direction of ['asc', 'desc']) {
            const { sort } = listSort(allowed, def.list.defaultSort, rangeField, { field, direction });
            const base = {
              collectionGroup: def.collection,
              queryScope: 'COLLECTION' as const,
              equality: [...scope, ...filters],
              contains: searching ? [SEARCH_PREFIXES] : [],
              inequality: rangeField ? [rangeField] : [],
            };
            const order = sort.direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const);
            const page = {
              ...base,
              orderBy: [
                { field: sort.field, direction: order },
                { field: '__name__', direction: order },
              ],
            };
            const count = { ...base, orderBy: [{ field: sort.field, direction: 'ASCENDING' as const }] };
            for (const q of [page, count]) out.set(JSON.stringify(q), q);
          }
        }
      }
    }
  }
  return [...out.values()];
}

/**
 * Adds to `indexes` the exact index of each query the indexes so far do not serve.
 * @param queries the queries, in the order they are considered
 * @param indexes the indexes so far (changed in place)
 */
function cover(queries: readonly QueryShape[], indexes: Index[]): void {
  for (const q of queries) {
    if (isServed(q, indexes)) continue;
    const index = indexFor(q);
    if (index) indexes.push(index);
  }
}

/**
 * The composite indexes one entity's lists need.
 * @returns index definitions in firestore.indexes.json form, without duplicates
 */
export function requiredIndexes(def: Shape): Index[] {
  const indexes: Index[] = [];
  cover(listQueries(def), indexes);
  return indexes;
}

/**
 * The whole index file for the given definitions (several definitions may share a
 * collection: their queries are covered together), the indexes of queries written by
 * hand (`extra`, e.g. the audit trail's), which are kept as given, and the shapes of
 * other hand-written queries (`queries`: the reports', the late queues'), which, like
 * the lists', add an index only when the others (merged) do not serve them.
 * @returns the content of firestore.indexes.json
 */
export function indexFile(
  defs: readonly Shape[],
  extra: readonly Index[] = [],
  declared: readonly QueryShape[] = [],
): { indexes: Index[]; fieldOverrides: [] } {
  const queries = [...defs.flatMap(listQueries), ...declared];
  const byFilters = (q: QueryShape) => q.equality.length + q.contains.length + q.inequality.length;
  const all: Index[] = [...extra];
  cover(
    queries
      .map((q, i) => ({ q, i }))
      .sort((a, b) => byFilters(a.q) - byFilters(b.q) || a.i - b.i)
      .map(({ q }) => q),
    all,
  );
  const unique = new Map(all.map((index) => [describeIndex(index), index]));
  const indexes = [...unique.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, index]) => index);
  return { indexes, fieldOverrides: [] };
}
