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
 * A mounted component keeps the type it started with, so it is never mounted twice; a
 * component mounted after a failed load (RouteError's "Try again") loads anew.
 * @param load loads the component (a dynamic import, with anything it needs first)
 * @returns the component and its preload
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // React.lazy keeps a failed load for good: after a failure the next mount gets a new one.
  const makeLazy = () => lazy(() => preload().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const preload = () => {
    if (!loading) {
      const started = load().then((component) => {
        loaded = component;
        return component;
      });
      started.catch(() => {
        if (loading !== started) return;
        loading = undefined;
        Lazy = makeLazy();
      });
      loading = started;
    }
    return loading;
  };
  function Component(props: P) {
    const [Type] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(Type, props);
  }
  return { Component, preload };
}
