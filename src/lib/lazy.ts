import { createElement, lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component and the function that starts loading it. */
export interface Preloadable<P extends object> {
  /** Suspends (Suspense fallback) until loaded; renders at once when it already is. */
  readonly Component: ComponentType<P>;
  /**
   * Starts loading once; later calls return the same load (a new one after a failure).
   * @returns the component when it is in
   * @throws whatever `load` throws
   */
  readonly preload: () => Promise<ComponentType<P>>;
}

/**
 * React.lazy that renders without suspending once its module is in (preloaded, or
 * rendered before). React.lazy suspends on its first render even then, for a tick, and
 * a Suspense boundary that mounts then shows its fallback and reveals the component
 * only 300 ms after it (React's fallback throttle): on a returning staff member's page
 * that held the layout and the page back by 300 ms (docs/performance.md, Lighthouse).
 * A mounted component keeps the type it started with, so it is never mounted twice.
 *
 * A load that rendering started and that failed stays failed for rendering: the error
 * reaches the error boundary (RouteError) once. Only an explicit `preload()` (a menu
 * link's prefetch, the layout's preload, "Try again") starts a new load, and a
 * component mounted after it renders that one. Swapping in a new load on every failure
 * let React's retry of a never-committed mount start a new load each time: where a
 * failed module import is fetched again (Chromium 156.0.8078.108 does; earlier builds
 * answered from the failed module map entry at once), the page re-requested its chunk
 * for ever and never showed the error (docs/testing.md, "A screen whose code does not
 * arrive").
 * @param load loads the component (a dynamic import, with anything it needs first)
 * @returns the component and its preload
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => {
    const started = load().then((component) => {
      loaded = component;
      return component;
    });
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
    return started;
  };
  // React.lazy keeps a failed load for good; the next explicit preload makes a new one.
  const makeLazy = () => lazy(() => (loading ?? start()).then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const preload = () => {
    if (loading) return loading;
    const started = start();
    Lazy = makeLazy();
    return started;
  };
  function Component(props: P) {
    const [Type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Type, props);
  }
  return { Component, preload };
}
