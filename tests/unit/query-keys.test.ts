/**
 * The entities' query keys (src/lib/query/keys.ts): a save marks stale the queries of
 * what it changed (its entity, its parent's counter, the documents its decisions move
 * amounts on, the menu's badges) and leaves every other cached read fresh.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities/registry';
import { BADGE_KEY, entityKeys, invalidateEntity } from '@/lib/query/keys';

/** A client holding one fresh read of each kind for the given entities. */
function cacheOf(...names: (keyof typeof ENTITIES)[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const name of names) {
    const keys = entityKeys(ENTITIES[name]);
    client.setQueryData(keys.list({ page: 0 }), ['row']);
    client.setQueryData(keys.count({}), 1);
    client.setQueryData(keys.one('a'), { id: 'a' });
    client.setQueryData(keys.ref('a'), { id: 'a' });
  }
  client.setQueryData([BADGE_KEY, '/coupon'], 3);
  client.setQueryData(['dashboard', 'perDay'], []);
  return client;
}

/** The entities (by registry name) some of whose cached reads are stale. */
function staleEntities(client: QueryClient): string[] {
  const stale = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => (query.queryKey[0] === 'entity' ? String(query.queryKey[2]) : String(query.queryKey[0])));
  return [...new Set(stale)].sort();
}

describe('invalidateEntity', () => {
  it("a coupon's save refreshes the coupons and the badges, nothing else", async () => {
    const client = cacheOf('coupon', 'faq', 'category');
    await invalidateEntity(client, ENTITIES.coupon);
    expect(staleEntities(client)).toEqual(['coupon', BADGE_KEY].sort());
  });

  it("a sub-category's save refreshes its category's counter too", async () => {
    const client = cacheOf('subCategory', 'category', 'city');
    await invalidateEntity(client, ENTITIES.subCategory);
    expect(staleEntities(client)).toEqual(['category', 'subCategory', BADGE_KEY].sort());
  });

  it("a withdrawal's decision refreshes the supplier accounts whose amounts it moves", async () => {
    const client = cacheOf('withdrawal', 'supplierAccount', 'product');
    await invalidateEntity(client, ENTITIES.withdrawal);
    expect(staleEntities(client)).toEqual(['supplierAccount', 'withdrawal', BADGE_KEY].sort());
  });

  it('a change to one person refreshes every people list on users (a type change moves them)', async () => {
    const client = cacheOf('supplier', 'customer', 'coupon');
    await invalidateEntity(client, ENTITIES.supplier);
    expect(staleEntities(client)).toEqual(['customer', 'supplier', BADGE_KEY].sort());
  });

  it('keys of one entity share its prefix and differ by kind and argument', () => {
    const keys = entityKeys(ENTITIES.faq);
    expect(keys.one('a').slice(0, keys.all.length)).toEqual([...keys.all]);
    expect(keys.one('a')).not.toEqual(keys.ref('a'));
    expect(keys.list(1)).not.toEqual(keys.list(2));
  });
});
