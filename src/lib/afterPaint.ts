/**
 * Waiting for the page's first paint (docs/performance.md, Lighthouse): a screen's reads
 * start once its heading and skeletons are on screen, so its first paint does not wait
 * behind the browser starting dozens of requests.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * @returns false on the first render, true once the frame of the component's first commit
 *   has been shown (two animation frames, then a task after them). The re-render it
 *   causes is a transition: React renders the component's tree again in slices, where
 *   an update from a timer would render a whole list page in one task
 *   (docs/performance.md, "A list's first visit: the last long tasks").
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paint = () => startTransition(() => setPainted(true));
    if (typeof requestAnimationFrame !== 'function') {
      timer = setTimeout(paint, 0);
      return () => clearTimeout(timer);
    }
    // The frame after the next: the first one has then been shown, not only drawn.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(paint, 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * @returns a promise resolved in a later task (a zero timeout): work after it starts a
 *   task of its own, so the browser may paint and answer input in between. A page that
 *   starts many reads at once starts each in its own task (a fetch costs several ms of
 *   a slow phone's main thread; docs/performance.md, Lighthouse).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` when the browser is idle, not before `delayMs` have passed.
 * @returns a function that cancels it
 */
export function whenIdleAfter(delayMs: number, task: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: 2000 });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

let screenPainted = false;
const screenListeners = new Set<() => void>();

/** Notes that the signed-in layout's first screen is on screen (once per page load). */
export function markScreenPainted(): void {
  if (screenPainted) return;
  screenPainted = true;
  for (const listener of screenListeners) listener();
}

/**
 * @returns whether the first screen of the signed-in layout has been shown
 *   (markScreenPainted): what the menu reads (its badges) waits for it.
 */
export function useScreenPainted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      screenListeners.add(listener);
      return () => screenListeners.delete(listener);
    },
    () => screenPainted,
    () => screenPainted,
  );
}
