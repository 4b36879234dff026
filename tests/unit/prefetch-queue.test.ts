/**
 * The menu's link prefetch queue (src/app/layout/prefetchQueue.ts; spec §9, docs/performance.md
 * "Lighthouse"): screens load one at a time, only once the open page's queries are in.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrefetchQueue } from '@/app/layout/prefetchQueue';

/** Resolves after `ms` milliseconds. */
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise with its resolve function. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the menu prefetch queue', () => {
  const queryClient = new QueryClient();
  afterEach(() => queryClient.clear());

  it("waits for the page's reads, then loads one screen at a time", async () => {
    const read = deferred();
    void queryClient.fetchQuery({ queryKey: ['page'], queryFn: () => read.promise.then(() => 1) });
    const queue = createPrefetchQueue(queryClient);
    const started: string[] = [];
    const first = deferred();
    queue.add(() => {
      started.push('coupons');
      return first.promise;
    });
    queue.add(() => {
      started.push('faqs');
      return Promise.resolve();
    });

    await wait(500);
    expect(started).toEqual([]); // the page is still reading

    read.resolve();
    await wait(500);
    expect(started).toEqual(['coupons']); // the second waits for the first

    first.resolve();
    await wait(500);
    expect(started).toEqual(['coupons', 'faqs']);
    queue.stop();
  });

  it('goes on after a failed load and drops what is queued when stopped', async () => {
    const queue = createPrefetchQueue(queryClient);
    const started: string[] = [];
    queue.add(() => {
      started.push('broken');
      return Promise.reject(new Error('offline'));
    });
    queue.add(() => {
      started.push('coupons');
      return Promise.resolve();
    });
    await wait(700);
    expect(started).toEqual(['broken', 'coupons']);

    queue.add(() => {
      started.push('faqs');
      return Promise.resolve();
    });
    queue.stop();
    await wait(500);
    expect(started).toEqual(['broken', 'coupons']);
  });
});
