/**
 * The data provider's keys (src/lib/data/provider.ts `invalidates`, src/lib/data/queries.ts,
 * src/lib/query/keys.ts): a write marks stale the queries of what it changed (its entity,
 * its parent's counter, the documents its decisions move amounts on, the menu's badges,
 * the trash or the audit trail by kind of write) and leaves every other cached read fresh.
 * The keys are the queryOptions factories' own, so a screen's query and a write's
 * invalidation cannot drift apart.
 */
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { REVIEW_AGGREGATIONS } from '@/entities/aggregations';
import { ENTITIES } from '@/entities/registry';
import { afterWrite, entityQueries, findQueries } from '@/lib/data/queries';
import { appKeys, entityKeys } from '@/lib/query/keys';
import type { AnyDefinition, Entity } from '@/lib/data/types';

/** The keys each test client was given (cacheOf), to tell the reads a write dropped. */
const given = new WeakMap<QueryClient, QueryKey[]>();

/**
 * Whether a write refreshed the read under `key`: dropped from the cache (no screen showed
 * it: the next one reads it anew) or marked stale (on screen: read again).
 */
function refreshed(client: QueryClient, key: QueryKey): boolean {
  const state = client.getQueryState(key);
  return state === undefined || state.isInvalidated;
}

/** A client holding one fresh read of each kind for the given entities, and of the app's other reads. */
function cacheOf(...names: (keyof typeof ENTITIES)[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const name of names) {
    const queries = entityQueries(ENTITIES[name] as AnyDefinition<Entity>);
    const params = { pageSize: 10, sort: { field: 'createdAt', direction: 'desc' as const } };
    client.setQueryData(queries.list(params).queryKey, { rows: [], next: null });
    client.setQueryData(queries.count({}).queryKey, 1);
    client.setQueryData(queries.one('a').queryKey, { id: 'a' } as never);
    client.setQueryData(entityKeys(ENTITIES[name]).ref('a'), { id: 'a' });
  }
  client.setQueryData(appKeys.badge('/coupon'), 3);
  client.setQueryData(appKeys.trashExpired, 2);
  client.setQueryData(appKeys.trail('', '/coupon'), { pages: [] });
  client.setQueryData(appKeys.savedViews('/coupon'), []);
  given.set(
    client,
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey),
  );
  return client;
}

/** The entities (by registry name) and app keys some of whose cached reads a write refreshed. */
function staleEntities(client: QueryClient): string[] {
  const stale = (given.get(client) ?? [])
    .filter((key) => refreshed(client, key))
    .map((key) => (key[0] === 'entity' ? String(key[2]) : String(key[0])));
  return [...new Set(stale)].sort();
}

describe('afterWrite (the provider’s invalidates)', () => {
  it("a coupon's save refreshes the coupons and the badges, nothing else", async () => {
    const client = cacheOf('coupon', 'faq', 'category');
    await afterWrite(client, ENTITIES.coupon, 'update');
    expect(staleEntities(client)).toEqual(['coupon', appKeys.badges[0]].sort());
  });

  it("a sub-category's create refreshes its category's counter too", async () => {
    const client = cacheOf('subCategory', 'category', 'city');
    await afterWrite(client, ENTITIES.subCategory, 'create');
    expect(staleEntities(client)).toEqual(['category', 'subCategory', appKeys.badges[0]].sort());
  });

  it("a withdrawal's decision refreshes the supplier accounts whose amounts it moves", async () => {
    const client = cacheOf('withdrawal', 'supplierAccount', 'product');
    await afterWrite(client, ENTITIES.withdrawal, 'decide');
    expect(staleEntities(client)).toEqual(['supplierAccount', 'withdrawal', appKeys.badges[0]].sort());
  });

  it('a change to one person refreshes every people list on users (a type change moves them)', async () => {
    const client = cacheOf('supplier', 'customer', 'coupon');
    await afterWrite(client, ENTITIES.supplier, 'update');
    expect(staleEntities(client)).toEqual(['customer', 'supplier', appKeys.badges[0]].sort());
  });

  it('a delete and a restore refresh the trash too; an import the audit trail', async () => {
    const removed = cacheOf('coupon', 'faq');
    await afterWrite(removed, ENTITIES.faq, 'remove');
    expect(staleEntities(removed)).toEqual(['faq', appKeys.badges[0], appKeys.trash[0]].sort());
    const restored = cacheOf('coupon', 'faq');
    await afterWrite(restored, ENTITIES.coupon, 'restore');
    expect(staleEntities(restored)).toEqual(['coupon', appKeys.badges[0], appKeys.trash[0]].sort());
    const imported = cacheOf('coupon', 'faq');
    await afterWrite(imported, ENTITIES.coupon, 'importRows');
    expect(staleEntities(imported)).toEqual(['coupon', appKeys.badges[0], 'audit'].sort());
  });

  it("hiding a review refreshes the reviewed person's average (issue 31: it stayed stale)", async () => {
    const client = cacheOf('faq');
    const average = entityQueries(ENTITIES.review).average(
      REVIEW_AGGREGATIONS.ofSubjectInStatus,
      { subjectId: 'p1', status: 'visible' },
      'rating',
    );
    client.setQueryData(average.queryKey, { average: 4, count: 2 });
    await afterWrite(client, ENTITIES.review, 'decide');
    expect(refreshed(client, average.queryKey)).toBe(true);
  });

  it("the palette's and the order search's look-ups refresh with the collection they read", async () => {
    const client = cacheOf('faq');
    const orders = findQueries.byIdPrefix(ENTITIES.order, 'AB');
    const people = findQueries.people('sa', ['supplier']);
    const coupons = findQueries.bySearch(ENTITIES.coupon, 'sum');
    client.setQueryData(orders.queryKey, []);
    client.setQueryData(people.queryKey, []);
    client.setQueryData(coupons.queryKey, []);
    await afterWrite(client, ENTITIES.order, 'assign');
    expect(refreshed(client, orders.queryKey)).toBe(true);
    expect(refreshed(client, people.queryKey)).toBe(false);
    await afterWrite(client, ENTITIES.customer, 'update');
    expect(refreshed(client, people.queryKey)).toBe(true);
    expect(refreshed(client, coupons.queryKey)).toBe(false);
  });

  it('drops what no screen shows, so it is never shown from before the write; marks stale and reads again what one shows', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const coupons = entityQueries(ENTITIES.coupon as AnyDefinition<Entity>);
    const shown = coupons.one('shown').queryKey;
    const left = coupons.one('left').queryKey;
    const other = entityQueries(ENTITIES.faq as AnyDefinition<Entity>).one('a').queryKey;
    for (const key of [shown, left, other]) client.setQueryData(key, { id: 'before' } as never);
    // A screen shows `shown`: its observer reads it again after the write.
    let reads = 0;
    const observer = new QueryObserver(client, {
      queryKey: shown,
      queryFn: () => ({ id: `after ${++reads}` }),
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await afterWrite(client, ENTITIES.coupon, 'update');
    expect(client.getQueryState(left)).toBeUndefined();
    expect(client.getQueryData(shown)).toEqual({ id: 'after 1' });
    expect(client.getQueryData(other)).toEqual({ id: 'before' });
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it('keys of one entity share its prefix and differ by kind and argument', () => {
    const keys = entityKeys(ENTITIES.faq);
    expect(keys.one('a').slice(0, keys.all.length)).toEqual([...keys.all]);
    expect(keys.one('a')).not.toEqual(keys.ref('a'));
    expect(keys.list(1)).not.toEqual(keys.list(2));
  });
});
