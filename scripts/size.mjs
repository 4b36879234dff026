#!/usr/bin/env node
/**
 * `npm run size`: builds the panel and prints the gzipped JavaScript a browser loads
 * for the login page (/), and what /dashboard adds after sign-in, read from Vite's
 * build manifest (the entry, its static imports, and each route's lazy chunk with
 * its static imports). Targets (issue: "Measured from the start"): / at most
 * 250 KiB, /dashboard at most 100 KiB more. It prints; it never fails on them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { ROOT } from './lib/emulators.mjs';

const OUT = join(ROOT, '.cache', 'size-dist');
// What each step loads beyond the entry: its lazy chunks (with their static imports).
const ROUTES = [
  {
    name: '/',
    targetKiB: 250,
    modules: ['src/features/auth/LoginPage.tsx', 'src/locales/en.ts'],
  },
  {
    name: '/dashboard (added after sign-in)',
    targetKiB: 100,
    modules: [
      'src/app/layout/AppLayout.tsx',
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
