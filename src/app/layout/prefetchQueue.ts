import pLimit from 'p-limit';
import type { QueryClient } from '@tanstack/react-query';

/** Runs `task` when the browser is idle (at the latest after two seconds). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/** Loads queued screens in the background (usePrefetchNearView in SideNav). */
export interface PrefetchQueue {
  /** Queues a load (a screen's code and texts); a failed one is forgotten. */
  readonly add: (load: () => Promise<unknown>) => void;
  /** Drops what is still queued; a load already started finishes on its own. */
  readonly stop: () => void;
}

/**
 * Resolves once no query of `queryClient` is fetching and the browser is then idle
 * (checked again after each wait); never while `stopped()` holds.
 * @returns a promise and a cancel function (the promise then never settles)
 */
function quietAndIdle(queryClient: QueryClient, stopped: () => boolean): [Promise<void>, () => void] {
  let cancel = () => {};
  const promise = new Promise<void>((resolve) => {
    const start = () => {
      if (stopped()) return;
      if (queryClient.isFetching() === 0) return resolve();
      // Wait for the page's reads, then for the browser to be idle again.
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        cancel = whenIdle(start);
      });
      cancel = unsubscribe;
    };
    cancel = whenIdle(start);
  });
  return [promise, () => cancel()];
}

/**
 * A queue for the menu's link prefetch (spec §9) that never competes with the open page
 * (docs/performance.md, Lighthouse): one load at a time (p-limit with a concurrency of
 * one), each started only when no query of `queryClient` is fetching (the page's own
 * reads come first) and the browser is idle. Loading the screens all at once compiled
 * and ran dozens of chunks in the same moments as the page's first reads and renders.
 * @param queryClient the panel's TanStack Query client
 * @returns the queue; call stop() when its links go away
 */
export function createPrefetchQueue(queryClient: QueryClient): PrefetchQueue {
  const limit = pLimit(1);
  let stopped = false;
  let cancelWait = () => {};
  return {
    add(load) {
      void limit(async () => {
        const [quiet, cancel] = quietAndIdle(queryClient, () => stopped);
        cancelWait = cancel;
        await quiet;
        if (!stopped) await load().catch(() => undefined);
      });
    },
    stop() {
      stopped = true;
      limit.clearQueue();
      cancelWait();
    },
  };
}
