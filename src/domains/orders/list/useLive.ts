/**
 * Live updates of the order screens (spec §2: orders appear and change without a
 * reload when the marketplace's apps write): the rows on screen, the orders created
 * since the list was opened, and an open order. Listeners run on the full Firestore
 * SDK, loaded only by these screens (src/lib/data/live.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { orderEntity, type Order } from '@/entities/order';
import { dataProvider, type Unsubscribe } from '@/lib/data/provider';
import type { Filter } from '@/lib/data/types';
import { entityKeys, appKeys } from '@/lib/query/keys';

/**
 * Starts a listener and stops it on cleanup, even when it starts after the cleanup. A
 * listener stopped on purpose stops quietly: an error it reports after the cleanup (the
 * screen left, or a logout under way, spec §4) is not shown as a lost connection.
 * @param start starts listening, reporting failures to the `fail` it is given
 * @param onError called with a failure while the screen is still listening
 */
function useListener(
  start: (fail: (error: unknown) => void) => Promise<Unsubscribe>,
  onError: (error: unknown) => void,
  deps: readonly unknown[],
) {
  useEffect(() => {
    let stop: Unsubscribe | null = null;
    let done = false;
    const fail = (error: unknown) => {
      if (!done) onError(error);
    };
    start(fail).then((unsubscribe) => {
      if (done) unsubscribe();
      else stop = unsubscribe;
    }, fail);
    return () => {
      done = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/**
 * The rows on screen as they change, and the number of orders created since `since`
 * matching the list's equality filters.
 * @param ids the ids of the rows on screen
 * @param filters the list's equality filters
 * @param since when the list was (re)loaded
 * @returns changed rows by id, the count of new orders, and whether listening failed
 */
export function useLiveOrderList(ids: readonly string[], filters: readonly Filter[], since: Date) {
  const [changed, setChanged] = useState<ReadonlyMap<string, Order>>(new Map());
  const [failed, setFailed] = useState(false);
  const idsKey = ids.join(',');
  const filtersKey = JSON.stringify(filters);
  // The count belongs to the listener of one `since` and filters: a new `since` (the
  // person shows the new orders) hides the banner at once, and a count its previous
  // listener sends late is ignored.
  const freshKey = `${filtersKey}|${since.getTime()}`;
  const [fresh, setFresh] = useState({ key: freshKey, count: 0 });
  useListener(
    (fail) =>
      dataProvider.subscribeMany(
        orderEntity,
        ids,
        (row) => setChanged((current) => new Map(current).set(row.id, row)),
        fail,
      ),
    () => setFailed(true),
    [idsKey],
  );
  useListener(
    (fail) =>
      dataProvider.subscribeNew(orderEntity, since, filters, (count) => setFresh({ key: freshKey, count }), fail),
    () => setFailed(true),
    [filtersKey, since.getTime()],
  );
  return { changed, fresh: fresh.key === freshKey ? fresh.count : 0, failed };
}

/**
 * Keeps an open order fresh: each change is put into the query cache of the order
 * (['one', 'order', id]), so the page shows it and its timeline reloads.
 * @returns whether listening failed
 */
export function useLiveOrder(id: string): { failed: boolean } {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  useListener(
    (fail) =>
      dataProvider.subscribe(
        orderEntity,
        id,
        (row) => {
          if (!row) return;
          const key = entityKeys(orderEntity).one(id);
          const before = queryClient.getQueryData<Order>(key);
          if (before && before.updatedAt?.getTime() === row.updatedAt?.getTime()) return;
          queryClient.setQueryData(key, row);
          void queryClient.invalidateQueries({ queryKey: appKeys.timeline(id) });
          void queryClient.invalidateQueries({ queryKey: entityKeys(orderEntity).lists });
        },
        fail,
      ),
    () => setFailed(true),
    [id],
  );
  return { failed };
}
