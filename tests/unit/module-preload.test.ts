/**
 * The build's module preload (src/lib/modulePreload.ts, docs/performance.md "A list's
 * first visit: the last long tasks"): every chunk an import needs gets its
 * modulepreload link, a few per task, none twice, and failures are told as Vite tells
 * them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { __vitePreload } from '@/lib/modulePreload';

let preload: typeof __vitePreload;
/** What the head held before a test: the unit files share one jsdom (emotion's style elements). */
let kept: Node[] = [];

beforeEach(async () => {
  vi.resetModules(); // the helper keeps what it has preloaded per page
  kept = [...document.head.childNodes];
  document.head.replaceChildren();
  ({ __vitePreload: preload } = await import('@/lib/modulePreload'));
});
afterEach(() => {
  document.head.replaceChildren(...kept);
});

const links = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'), (link) => ({
    rel: link.rel,
    href: link.href.replace(document.baseURI, '/'),
  }));
const chunks = (from: number, count: number) => Array.from({ length: count }, (_, i) => `assets/c${from + i}.js`);

describe('__vitePreload', () => {
  it('adds six links in the calling task and the rest in later tasks, in order', async () => {
    const module = { default: 'page' };
    const loaded = preload(() => Promise.resolve(module), chunks(0, 14));
    expect(links()).toHaveLength(6);
    expect(links()[0]).toEqual({ rel: 'modulepreload', href: '/assets/c0.js' });
    await expect(loaded).resolves.toBe(module);
    await vi.waitFor(() => expect(links()).toHaveLength(14));
    expect(links().map((l) => l.href)).toEqual(chunks(0, 14).map((c) => `/${c}`));
    const link = document.head.querySelector('link')!;
    expect(link.crossOrigin).toBe('');
    expect(link.getAttribute('as')).toBe('script');
  });

  it('never preloads a chunk twice, nor one the page came with', async () => {
    document.head.innerHTML = `<link rel="modulepreload" href="/assets/c1.js">`;
    await preload(() => Promise.resolve(1), chunks(0, 3));
    await preload(() => Promise.resolve(2), chunks(2, 3));
    await vi.waitFor(() => expect(links()).toHaveLength(5));
    expect(links().map((l) => l.href)).toEqual([
      '/assets/c1.js',
      '/assets/c0.js',
      '/assets/c2.js',
      '/assets/c3.js',
      '/assets/c4.js',
    ]);
  });

  it('imports at once when nothing is to be preloaded', async () => {
    await expect(preload(() => Promise.resolve('none'))).resolves.toBe('none');
    await expect(preload(() => Promise.resolve('empty'), [])).resolves.toBe('empty');
    expect(links()).toEqual([]);
  });

  it('tells a failed import with a cancelable vite:preloadError, and rethrows unless prevented', async () => {
    const failure = new Error('chunk gone');
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    try {
      await expect(preload(() => Promise.reject(failure), chunks(0, 1))).rejects.toBe(failure);
      expect(seen).toEqual([failure]);
      const prevent = (event: Event) => event.preventDefault();
      window.addEventListener('vite:preloadError', prevent);
      await expect(preload(() => Promise.reject(failure))).resolves.toBeUndefined();
      window.removeEventListener('vite:preloadError', prevent);
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });

  it('runs a chunk that needs a stylesheet once the stylesheet has loaded', async () => {
    const load = vi.fn(() => Promise.resolve('styled'));
    const loaded = preload(load, ['assets/page.css', 'assets/page.js']);
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
    expect(sheet.href).toMatch(/\/assets\/page\.css$/);
    expect(load).not.toHaveBeenCalled();
    sheet.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe('styled');
    expect(load).toHaveBeenCalledOnce();
  });
});
