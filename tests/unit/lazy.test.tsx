/**
 * lazyWithPreload (src/lib/lazy.ts; docs/performance.md, Lighthouse): a preloaded
 * component renders at once, without its Suspense fallback; one not loaded yet suspends.
 */
import { act, render, screen } from '@testing-library/react';
import { Component as ReactComponent, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from '@/lib/lazy';

/** A component that greets `name`. */
function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

/** Renders `element` inside a Suspense boundary whose fallback is the text "Loading". */
function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>);
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component in the first commit, never showing the fallback', async () => {
    const { Component, preload } = lazyWithPreload(() => Promise.resolve(Greeting));
    await preload();
    renderInSuspense(<Component name="Salim" />);
    expect(screen.getByText('Hello Salim')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the fallback until a component not yet loaded is in', async () => {
    let finish: (component: typeof Greeting) => void = () => {};
    const { Component } = lazyWithPreload(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    renderInSuspense(<Component name="Aisha" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => finish(Greeting));
    expect(await screen.findByText('Hello Aisha')).toBeTruthy();
  });

  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const { preload } = lazyWithPreload(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toBe(Greeting);
    await preload();
    expect(calls).toBe(2);
  });
});

/** Shows "Failed" once a child throws (as RouteError does for a route). */
class Boundary extends ReactComponent<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

/** Renders `element` in a Suspense boundary inside an error boundary showing "Failed". */
function renderInBoundary(element: ReactNode) {
  return render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>{element}</Suspense>
    </Boundary>,
  );
}

describe('lazyWithPreload when the code does not arrive', () => {
  it('shows the error after one load, even when each load fails only after a while (a refetched chunk)', async () => {
    let calls = 0;
    const { Component } = lazyWithPreload<object>(() => {
      calls += 1;
      return new Promise((_, reject) => setTimeout(() => reject(new Error('offline')), 5));
    });
    renderInBoundary(<Component />);
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('renders a component mounted after a preload that succeeded, once its first load failed', async () => {
    let calls = 0;
    const { Component, preload } = lazyWithPreload<object>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <p>About</p>);
    });
    const first = renderInBoundary(<Component />);
    expect(await screen.findByText('Failed')).toBeTruthy();
    first.unmount();
    await preload();
    renderInSuspense(<Component />);
    expect(await screen.findByText('About')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
