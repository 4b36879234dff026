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
 * A queue for the menu's link prefetch (spec §9) that never competes with the open page
 * (docs/performance.md, Lighthouse): one load at a time, each started only when no query
 * of `queryClient` is fetching (the page's own reads come first) and the browser is
 * idle. Loading the screens all at once compiled and ran dozens of chunks in the same
 * moments as the page's first reads and renders.
 * @param queryClient the panel's TanStack Query client
 * @returns the queue; call stop() when its links go away
 */
export function createPrefetchQueue(queryClient: QueryClient): PrefetchQueue {
  const waiting: (() => Promise<unknown>)[] = [];
  let busy = false;
  let stopped = false;
  let cancel: (() => void) | undefined;

  const next = (): void => {
    if (stopped || busy || waiting.length === 0) return;
    busy = true;
    const start = () => {
      cancel = undefined;
      if (stopped) return;
      if (queryClient.isFetching() > 0) {
        // Wait for the page's reads, then for the browser to be idle again.
        const unsubscribe = queryClient.getQueryCache().subscribe(() => {
          if (queryClient.isFetching() > 0) return;
          unsubscribe();
          cancel = whenIdle(start);
        });
        cancel = unsubscribe;
        return;
      }
      const load = waiting.shift();
      if (!load) {
        busy = false;
        return;
      }
      void load()
        .catch(() => undefined)
        .finally(() => {
          busy = false;
          next();
        });
    };
    cancel = whenIdle(start);
  };

  return {
    add(load) {
      waiting.push(load);
      next();
    },
    stop() {
      stopped = true;
      waiting.length = 0;
      cancel?.();
    },
  };
}
