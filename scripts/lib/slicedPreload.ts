/**
 * Module preload a few links per task (docs/performance.md, "A list's first visit: the
 * last long tasks"): a Vite plugin that gives the build's `vite/preload-helper` module
 * (what every dynamic `import()` calls first, `__vitePreload`) from
 * src/lib/modulePreload.ts instead of Vite's own, which adds every `<link
 * rel="modulepreload">` of an import in one task. Build only: the dev server does not
 * preload.
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The id Vite gives its preload helper (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER_ID = '\0vite/preload-helper.js';

/**
 * @param root the repository's root folder
 * @returns the plugin
 * @throws Error (at the end of a build) when the build had dynamic imports but never
 *   asked for Vite's helper by that id: a Vite upgrade renamed it, and the panel would
 *   silently be back to adding every link in one task
 */
export function slicedPreload(root: string): Plugin {
  const helper = join(root, 'src', 'lib', 'modulePreload.ts');
  let used = false;
  let dynamicImports = false;
  return {
    name: 'sliced-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === HELPER_ID ? id : undefined;
    },
    load(id) {
      if (id !== HELPER_ID) return undefined;
      used = true;
      return `export { __vitePreload } from ${JSON.stringify(helper)};`;
    },
    moduleParsed(info) {
      if (info.dynamicallyImportedIds.length > 0) dynamicImports = true;
    },
    buildEnd(error) {
      if (!error && dynamicImports && !used) {
        throw new Error(`sliced-preload: Vite no longer asks for ${JSON.stringify(HELPER_ID)}; see ${helper}`);
      }
    },
  };
}
