/**
 * The build's module preload (docs/performance.md, "A list's first visit: the last long
 * tasks"; issue 33 item 1): what Vite's own preload helper does before a dynamic import,
 * a `<link rel="modulepreload">` for each chunk the imported one needs, so they all
 * download at once instead of one level of imports after the other. Vite's helper adds
 * them all in the task that asks for the import: 24 to 31 links for a list's screen,
 * 20 to 40 ms of a slow phone's main thread, and with the render around it a task over
 * 50 ms. Here the first few are added at once and the rest a few per task.
 *
 * Used in place of Vite's helper by the build (scripts/lib/slicedPreload.ts, which
 * re-exports `__vitePreload` as Vite's `vite/preload-helper` module); the dev server
 * does not preload. Imports nothing: it is part of the entry chunk's graph.
 */

/** Links added per task: each starts a request, about 1 ms at a 4× slower CPU. */
const LINKS_PER_TASK = 6;

/** Absolute URLs already preloaded or queued. */
const seen = new Set<string>();
/** URLs still to preload, in the order the imports named them. */
const queue: string[] = [];
let draining = false;
/** The links the page came with (index.html's modulepreload and stylesheet links), read once. */
let inDocument: Set<string> | undefined;

/** Adds the next LINKS_PER_TASK links, and schedules the rest in a later task. */
function drain(): void {
  for (const href of queue.splice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.setAttribute('as', 'script');
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  if (queue.length > 0) setTimeout(drain, 0);
  else draining = false;
}

/**
 * Loads a stylesheet a chunk needs before the chunk runs (as Vite's helper does).
 * @returns when it has loaded
 * @throws Error when it fails to load
 */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
    document.head.appendChild(link);
  });
}

/**
 * A failed import, told as Vite's helper tells it: a cancelable `vite:preloadError`
 * event on window; rethrown unless a listener prevented its default.
 * @throws the error, unless prevented
 */
function preloadError(error: unknown): never {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return undefined as never;
}

/**
 * Vite's `__vitePreload`: the build rewrites every dynamic `import()` of the panel into a
 * call of this function.
 * @param load the import itself
 * @param deps the chunks and stylesheets the imported chunk needs, relative to the
 *   build's base (`assets/x-hash.js`); absent when it needs none
 * @returns the import's module, once its stylesheets (if any) have loaded
 * @throws the import's error (after `vite:preloadError`, unless a listener prevented it)
 */
export function __vitePreload<T>(load: () => Promise<T>, deps?: readonly string[]): Promise<T> {
  const styles: Promise<void>[] = [];
  if (deps?.length && typeof document !== 'undefined') {
    inDocument ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    for (const dep of deps) {
      const href = new URL(import.meta.env.BASE_URL + dep, document.baseURI).href;
      if (seen.has(href) || inDocument.has(href)) continue;
      seen.add(href);
      if (href.endsWith('.css')) styles.push(loadStylesheet(href));
      else queue.push(href);
    }
    if (!draining && queue.length > 0) {
      draining = true;
      drain();
    }
  }
  const loaded = styles.length > 0 ? Promise.all(styles).then(load) : load();
  return loaded.catch(preloadError);
}
