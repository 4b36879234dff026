/**
 * TanStack Query options of the data provider's reads (issue 31 item 2; bulletproof-react's
 * `queryOptions` beside each fetch): one factory per read, its key from the entity's key
 * factory (src/lib/query/keys.ts), so a screen never builds a key by hand and a write's
 * `invalidates` (./provider.ts) reaches every query it makes stale.
 */
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { nextTask } from '@/lib/afterPaint';
import { appKeys, entityKeys, invalidateKeys, type InvalidatedEntity } from '@/lib/query/keys';
import { listAuditEntries } from './audit';
import { getAccess } from './people';
import { listSavedViews } from './savedViews';
import { countExpiredTrash, listTrash, type TrashCursor } from './trash';
import { dataProvider, invalidates, type CountParams, type Write } from './provider';
import { ACTION_REFRESH, type ActionName, type ActionProvider } from './providerActions';
import type { UserType } from '@/config/collections';
import { FIND_LIMIT, findByIdPrefix, findPeople } from './find';
import type { Aggregation, EqualityValues, NumberKeys } from './aggregation';
import type { AnyDefinition, Entity, Filter, ListParams } from './types';

/** The key prefix every person's query shares: people of every type are users documents. */
const USERS_KEYED = { name: 'people', collection: 'users' } as const;

/**
 * The read options of one entity.
 * @param def the entity's definition
 * @returns a factory per read: `list(params, ...keyParts)` one page (the key holds the
 *   params, or the given parts when the params hold values that are not keys),
 *   `count(params, ...keyParts)` (an aggregation query, its request started in a task
 *   of its own) and `average(field, filters)` (aggregation queries),
 *   `one(id)` (disabled without an id) and `options(search, params)` (a picker's page)
 */
export function entityQueries<T extends Entity>(def: AnyDefinition<T>) {
  const keys = entityKeys(def);
  return {
    list: (params: ListParams, ...keyParts: readonly unknown[]) =>
      queryOptions({
        queryKey: keys.list(...(keyParts.length > 0 ? keyParts : [params])),
        queryFn: () => dataProvider.getList(def, params),
      }),
    // A count's request starts in a task of its own (nextTask), not in the one that
    // starts the page's read beside it: two Firestore requests started in one task were
    // a task over 50 ms on a slow phone (docs/performance.md, "A list's first visit:
    // the last long tasks").
    count: (params: CountParams, ...keyParts: readonly unknown[]) =>
      queryOptions({
        queryKey: keys.count(...(keyParts.length > 0 ? keyParts : [params])),
        queryFn: () => nextTask().then(() => dataProvider.getCount(def, params)),
      }),
    // Under the entity's count key: a write to the collection (its `invalidates`) refreshes it.
    average: <R, E extends string, const F extends NumberKeys<R>>(
      declared: Aggregation<R, E, never>,
      values: EqualityValues<R, E>,
      field: F,
    ) =>
      queryOptions({
        queryKey: keys.count('average', declared.equality, values, field),
        queryFn: () => dataProvider.averageOf(declared, values, null, field),
      }),
    one: (id: string | null | undefined) =>
      queryOptions({
        queryKey: keys.one(id),
        queryFn: () => dataProvider.getOne(def, id ?? ''),
        enabled: Boolean(id),
      }),
    options: (search: string, params: ListParams) =>
      queryOptions({
        queryKey: keys.options(search),
        queryFn: () => dataProvider.getList(def, params),
      }),
  };
}

/**
 * After a write through the data provider: marks stale what it changed (the provider's
 * `invalidates`), leaving the rest of the cache alone.
 * @param client the app's QueryClient
 * @param def the definition written
 * @param write which of the provider's writes ran
 * @param extra further keys the write changed (an order's timeline)
 * @param values the values written, if any: their audit subject's History is stale too
 * @returns a promise settled once the active queries have refetched
 */
export function afterWrite(
  client: QueryClient,
  def: InvalidatedEntity & { readonly auditSubject?: string },
  write: Write,
  extra: readonly QueryKey[] = [],
  values?: object,
): Promise<void> {
  return invalidateKeys(client, [...invalidates(def, write, values), ...extra]);
}

/**
 * Runs one of the provider's other writes (./providerActions.ts: a proposal step, a
 * person's block, a translation, a purge, a saved view…) and marks stale what it
 * changed: the keys `ACTION_REFRESH` derives from the same arguments, after success
 * (and after a refusal where the screen may have been stale). A screen names no key.
 * @param client the app's QueryClient
 * @param name the provider's method
 * @param args its arguments
 * @returns what the method returns (a new id, a count)
 * @throws what the method throws, unchanged (the screen says why; nothing was written)
 */
export async function providerWrite<K extends ActionName>(
  client: QueryClient,
  name: K,
  ...args: Parameters<ActionProvider[K]>
): Promise<Awaited<ReturnType<ActionProvider[K]>>> {
  const refresh = ACTION_REFRESH[name] as {
    readonly keys: (...a: Parameters<ActionProvider[K]>) => readonly QueryKey[];
    readonly onFailure?: true;
    readonly settle?: true;
  };
  const method = dataProvider[name] as (...a: Parameters<ActionProvider[K]>) => ReturnType<ActionProvider[K]>;
  const refreshed = () => invalidateKeys(client, refresh.keys(...args));
  try {
    const result = await method(...args);
    if (refresh.settle) await refreshed();
    else void refreshed();
    return result;
  } catch (error) {
    if (refresh.onFailure && refresh.settle) await refreshed();
    else if (refresh.onFailure) void refreshed();
    throw error;
  }
}

/**
 * The look-ups by a typed term (src/lib/data/find.ts), keyed under the collection they
 * read, so that a write there refreshes them.
 * @returns `people(term, types)`: people of those types (null: every type) by name or
 *   phone, under the users' key; `byIdPrefix(def, term, filters)`: documents whose id
 *   starts with the term; `bySearch(def, term)`: the first FIND_LIMIT documents whose
 *   search words start with the term, newest first
 */
export const findQueries = {
  people: (term: string, types: readonly UserType[] | null) =>
    queryOptions({
      // Every person is a users document: one prefix for all types.
      queryKey: entityKeys(USERS_KEYED).find(term, types ?? 'all'),
      queryFn: () => findPeople(term, types),
    }),
  byIdPrefix: <T extends Entity>(def: AnyDefinition<T>, term: string, filters: readonly Filter[] = []) =>
    queryOptions({
      queryKey: entityKeys(def).find(term, 'id', filters),
      queryFn: () => findByIdPrefix(def, term, filters),
    }),
  bySearch: <T extends Entity>(def: AnyDefinition<T>, term: string) =>
    queryOptions({
      queryKey: entityKeys(def).find(term, 'search'),
      queryFn: async (): Promise<T[]> => [
        ...(
          await dataProvider.getList(def, {
            search: term,
            sort: { field: 'createdAt', direction: 'desc' },
            pageSize: FIND_LIMIT,
          })
        ).rows,
      ],
    }),
};

/** The trash's reads (./trash.ts): a page of entries of the reader's paths, the expired count. */
export const trashQueries = {
  page: (paths: readonly string[] | 'all', pageSize: number, cursor: TrashCursor | null) =>
    queryOptions({
      queryKey: appKeys.trashPage(paths, cursor),
      queryFn: () => listTrash(paths, pageSize, cursor),
      enabled: paths === 'all' || paths.length > 0,
    }),
  expired: () => queryOptions({ queryKey: appKeys.trashExpired, queryFn: () => countExpiredTrash() }),
};

/** A document's timeline: its audit entries (./audit.ts), oldest first, for the version shown. */
export const auditQueries = {
  timeline: (docId: string, path: string, pageSize: number, version: number | null) =>
    queryOptions({
      queryKey: appKeys.timeline(docId, version),
      queryFn: () => listAuditEntries({ docId, path, pageSize }),
    }),
};

/** A person's saved views of one menu path (./savedViews.ts). */
export const savedViewQueries = {
  list: (path: string) => queryOptions({ queryKey: appKeys.savedViews(path), queryFn: () => listSavedViews(path) }),
};

/** An employee's Access (./people.ts), under the users' key: every write about a person refreshes it. */
export const peopleQueries = {
  access: (uid: string) => queryOptions({ queryKey: appKeys.access(uid), queryFn: () => getAccess(uid) }),
};
