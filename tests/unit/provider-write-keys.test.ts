/**
 * The stale keys of the provider's other writes (src/lib/data/providerActions.ts
 * `ACTION_REFRESH`, run by `providerWrite`) and of a create about a person (`invalidates`
 * with the written values): each derived from the call's own arguments, so a write about
 * one person, one saved-views path or one proposal marks that one and leaves the others
 * fresh.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities/registry';
import { supplierBankEntity } from '@/entities/supplierBank';
import { ACTION_REFRESH } from '@/lib/data/providerActions';
import { afterWrite, entityQueries } from '@/lib/data/queries';
import type { AnyDefinition, Entity } from '@/lib/data/types';
import { appKeys, entityKeys, historyKey, invalidateKeys } from '@/lib/query/keys';

/** A client holding fresh reads: two people's History, two paths' saved views, a coupon list, two bank documents. */
function cache(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [
    appKeys.trail('p1', 'all'),
    appKeys.trail('p2', 'all'),
    appKeys.savedViews('/coupon'),
    appKeys.savedViews('/faq'),
    entityQueries(ENTITIES.coupon as AnyDefinition<Entity>).count({}).queryKey,
    entityQueries(ENTITIES.customer as AnyDefinition<Entity>).count({}).queryKey,
    entityKeys(supplierBankEntity).one('p1'),
    appKeys.trashExpired,
  ])
    client.setQueryData(key, 1);
  return client;
}

/** Every key the test cache holds (cache()). */
const KEYS: QueryKey[] = cache()
  .getQueryCache()
  .getAll()
  .map((q) => q.queryKey);

/**
 * The keys a write refreshed: dropped from the cache (no screen showed them) or marked
 * stale (src/lib/query/keys.ts invalidateKeys), in the cache's order.
 */
const stale = (client: QueryClient): QueryKey[] =>
  KEYS.filter((key) => {
    const state = client.getQueryState(key);
    return state === undefined || state.isInvalidated;
  });

describe('the stale keys of the provider’s other writes', () => {
  it("a block marks that person's lists and History, not another's, nor the coupons", async () => {
    const client = cache();
    await invalidateKeys(client, ACTION_REFRESH.setBlocked.keys('p1', true, null));
    expect(stale(client)).toEqual([
      appKeys.trail('p1', 'all'),
      entityQueries(ENTITIES.customer as AnyDefinition<Entity>).count({}).queryKey,
    ]);
  });

  it("a bank confirmation marks the supplier's bank document and History", async () => {
    const client = cache();
    await invalidateKeys(client, ACTION_REFRESH.confirmProposal.keys(supplierBankEntity, 'p1', {}));
    expect(stale(client)).toEqual(
      expect.arrayContaining([entityKeys(supplierBankEntity).one('p1'), appKeys.trail('p1', 'all')]),
    );
    expect(stale(client)).not.toContainEqual(appKeys.trail('p2', 'all'));
    expect(ACTION_REFRESH.confirmProposal.onFailure).toBe(true);
  });

  it("a saved view's change marks its own path's views only; a purge the trash only", async () => {
    const client = cache();
    await invalidateKeys(client, ACTION_REFRESH.deleteSavedView.keys({ id: 'v1', path: '/faq' }));
    expect(stale(client)).toEqual([appKeys.savedViews('/faq')]);
    const purged = cache();
    await invalidateKeys(purged, ACTION_REFRESH.purge.keys('e1'));
    expect(stale(purged)).toEqual([appKeys.trashExpired]);
  });

  it("a notification to one person marks their History (the definition's audit subject); to everyone, none", async () => {
    const notification = ENTITIES.notification;
    const one = cache();
    await afterWrite(one, notification, 'create', [], { userId: 'p1' });
    expect(stale(one)).toContainEqual(appKeys.trail('p1', 'all'));
    expect(stale(one)).not.toContainEqual(appKeys.trail('p2', 'all'));
    const all = cache();
    await afterWrite(all, notification, 'create', [], { userId: '' });
    expect(stale(all).some((key) => key[0] === historyKey('p1')[0])).toBe(false);
  });
});
