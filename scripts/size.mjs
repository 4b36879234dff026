#!/usr/bin/env node
/**
 * `npm run size`: builds the panel and prints the gzipped JavaScript a browser loads
 * for the login page (/), and what /dashboard adds after sign-in, read from Vite's
 * build manifest (the entry, its static imports, and each route's lazy chunk with
 * its static imports). Targets (issue 46 item 6): / at most 225 KiB, /dashboard
 * at most 100 KiB more. Then the largest screen: what opening
 * one menu screen adds after /dashboard (its chunk with its static imports and its
 * English texts; each screen of src/app/screens.ts is measured), and the dashboard's
 * order charts, which load when they come near the viewport. It prints; it never
 * fails on the targets.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from './lib/emulators.mjs';

const OUT = join(ROOT, '.cache', 'size-dist');
// What each step loads beyond the entry: its lazy chunks (with their static imports).
const ROUTES = [
  {
    name: '/',
    targetKiB: 225,
    modules: ['src/features/auth/LoginPage.tsx', 'src/locales/en/common.json'],
  },
  {
    name: '/dashboard (added after sign-in)',
    targetKiB: 100,
    // The session's Firebase Auth (a dynamic import of SessionProvider) is counted here
    // by name: every signed-in page loads it, whichever of the layout's modules import it.
    modules: [
      'src/app/layout/AppLayout.tsx',
      'src/lib/session/authClient.ts',
      'src/lib/session/loadProfile.ts',
      'src/features/dashboard/DashboardPage.tsx',
    ],
  },
];

await build({ root: ROOT, logLevel: 'error', build: { outDir: OUT, emptyOutDir: true, manifest: true } });
const manifest = JSON.parse(readFileSync(join(OUT, '.vite', 'manifest.json'), 'utf8'));

/** Adds a manifest entry's file and its static imports, recursively, to `files`. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipKiB = (file) => gzipSync(readFileSync(join(OUT, file))).length / 1024;
const loaded = new Set();
collect('index.html', loaded);

console.log('Gzipped JavaScript per route');
for (const route of ROUTES) {
  const files = new Set();
  for (const module of route.modules) if (!manifest[module]) throw new Error(`${module} is not a chunk any more`);
  for (const module of route.modules) collect(module, files);
  if (route.name === '/') for (const f of loaded) files.add(f);
  const added = [...files].filter((f) => route.name === '/' || !loaded.has(f));
  for (const f of added) loaded.add(f);
  const kib = added.reduce((sum, f) => sum + gzipKiB(f), 0);
  const verdict = kib <= route.targetKiB ? 'within' : 'OVER';
  console.log(
    `  ${route.name.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB  (${added.length} files; target ${route.targetKiB} KiB: ${verdict})`,
  );
}

/**
 * The screens of src/app/screens.ts: each lazyScreen(() => import('@/…'), namespaces).
 * @returns module path (as in the manifest) and English text files, per screen
 */
function screens() {
  const source = readFileSync(join(ROOT, 'src', 'app', 'screens.ts'), 'utf8');
  const entries = [
    ...source.matchAll(/'(\/[^']+)': lazyScreen\(\s*\(\) => import\('@\/([^']+)'\),?\s*(\[[^\]]*\]|'all')?/g),
  ];
  if (entries.length === 0) throw new Error('No screens found in src/app/screens.ts');
  const namespaces = Object.keys(manifest)
    .filter((key) => /^src\/locales\/en\/[^/]+\.json$/.test(key))
    .map((key) => key.slice('src/locales/en/'.length, -'.json'.length));
  return entries.map(([, path, module, list]) => {
    const names =
      list === "'all'"
        ? namespaces
        : [...(list ?? '').matchAll(/'([^']+)'|ENTITY/g)].map((m) => (m[0] === 'ENTITY' ? 'entity' : m[1]));
    const file = Object.keys(manifest).find((key) => key.startsWith(`src/${module}.`));
    if (!file) throw new Error(`${module} is not a chunk any more`);
    return { path, modules: [file, ...names.map((n) => `src/locales/en/${n}.json`)] };
  });
}

const measured = screens().map((screen) => {
  const files = new Set();
  for (const module of screen.modules) collect(module, files);
  const added = [...files].filter((f) => !loaded.has(f));
  return { ...screen, kib: added.reduce((sum, f) => sum + gzipKiB(f), 0), count: added.length, files: added };
});
const largest = measured.reduce((a, b) => (b.kib > a.kib ? b : a));
console.log(
  `  ${`largest screen: ${largest.path}`.padEnd(34)} ${largest.kib.toFixed(1).padStart(7)} KiB  (${largest.count} files; ${relative('src', largest.modules[0])} with its texts, beyond /dashboard)`,
);
// The full Firestore SDK, loaded on demand (a dynamic import) only by the screens that
// listen live (orders); the rest of the panel uses Firestore Lite (docs/performance.md).
const liveKey = 'src/lib/firebase/liveFirestore.ts';
if (manifest[liveKey]) {
  const files = new Set();
  collect(liveKey, files);
  const orders = measured.find((screen) => screen.path === '/allOrders')?.files ?? [];
  const added = [...files].filter((f) => !loaded.has(f) && !orders.includes(f));
  const kib = added.reduce((sum, f) => sum + gzipKiB(f), 0);
  console.log(
    `  ${'live updates (full Firestore SDK)'.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB  (on demand, beyond /allOrders)`,
  );
}
// The dashboard's order charts, loaded when they come near the viewport (at once on a wide
// screen, where they are in the first view; on scroll on a phone): their queries, tables and
// cards, then their drawings (MUI X Charts). Not in /dashboard's figure; printed so they stay seen.
for (const [label, key] of [
  ['dashboard charts (near view)', 'src/features/dashboard/OrderChartsContent.tsx'],
  ['  and their drawings', 'src/features/dashboard/drawings.ts'],
]) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk any more`);
  const files = new Set();
  collect(key, files);
  if (key.endsWith('drawings.ts')) collect('src/features/dashboard/OrderChartsContent.tsx', files);
  const added = [...files].filter((f) => !loaded.has(f));
  const kib = added.reduce((sum, f) => sum + gzipKiB(f), 0);
  console.log(
    `  ${label.padEnd(34)} ${kib.toFixed(1).padStart(7)} KiB  (on demand, beyond /dashboard${key.endsWith('drawings.ts') ? ', with the charts' : ''})`,
  );
}
// Every screen, largest first.
console.log('Each screen beyond /dashboard (KiB gzipped):');
for (const screen of [...measured].sort((a, b) => b.kib - a.kib)) {
  console.log(`  ${screen.path.padEnd(26)} ${screen.kib.toFixed(1).padStart(7)}`);
}

// An entity list page must not download what only forms use (docs/performance.md):
// its chunk and static imports hold no date picker.
const listFiles = new Set();
collect('src/components/entity/EntityListPage.tsx', listFiles);
const picker = manifest['src/components/form/FormikDateField.tsx']?.file;
const withPicker = picker !== undefined && listFiles.has(picker);
console.log(`  entity list page loads the date picker: ${withPicker ? 'YES (it should not)' : 'no'}`);
