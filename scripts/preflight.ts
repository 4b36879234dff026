#!/usr/bin/env node
/**
 * `npm run preflight`: what can be checked from the repository before a deploy, offline
 * (docs/deploy.md, "Preflight"; issue 51). Each item prints `ok` or `missing` with what it
 * measured; the run exits 1 when one is missing.
 * - generated: firestore.rules, storage.rules and firestore.indexes.json are what
 *   `npm run generate` writes (the definitions and the deployed files agree);
 * - rules size: the deployed Firestore rules (firestore.deployed.rules, what firebase.json
 *   deploys: docs/rules-limits.md) and storage.rules against the 256 KB source limit,
 *   with the headroom left;
 * - composite indexes: against the limit of 200 per database;
 * - target: the production build's Firebase project, from the production mode's env
 *   files (.env, .env.local, .env.production, .env.production.local) and VITE_* variables
 *   of the environment, as `vite build` reads them. Without VITE_FIREBASE_PROJECT_ID the
 *   build is the offline demo (the `demo-admin-panel` project on the emulators, which can
 *   never reach a real project): reported as such, and missing with `--production`.
 *   With one, it must not be a `demo-` project, must not set VITE_USE_EMULATORS, and needs
 *   the web configuration's API key, auth domain and app id;
 * - App Check: with a production project id, VITE_APPCHECK_SITE_KEY (the reCAPTCHA
 *   Enterprise site key) is set, no VITE_APPCHECK_DEBUG_TOKEN (a CI secret, never in a
 *   production build) is, and the panel's source initialises App Check;
 * - demo accounts: no demo e-mail address or demo password (scripts/seed-data/accounts.ts)
 *   in the panel's source, nor in dist/ when a build is there.
 * Usage: `npm run preflight` or `npm run preflight -- --production`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { DEMO_ACCOUNTS } from './seed-data/accounts';
import { generatedFiles } from './lib/generated';
import { COMPOSITE_INDEX_LIMIT } from './rules/indexes';
import { DEPLOYED_RULES_FILE } from './rules/deployedRules';

/** Firestore's (and Storage's) limit on a rules source, in bytes. */
export const RULES_SOURCE_LIMIT = 256 * 1024;

const root = join(import.meta.dirname, '..');
const production = process.argv.includes('--production');
const results: { ok: boolean; name: string; detail: string }[] = [];
const item = (name: string, ok: boolean, detail: string) => results.push({ ok, name, detail });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// Generated files in sync.
const files = await generatedFiles(root);
const stale = Object.entries(files)
  .filter(([file, content]) => readFileSync(join(root, file), 'utf8') !== content)
  .map(([file]) => file);
item(
  'generated rules and indexes',
  stale.length === 0,
  stale.length ? `out of date: ${stale.join(', ')} (run npm run generate)` : Object.keys(files).join(', '),
);

// Rules source size.
for (const file of [DEPLOYED_RULES_FILE, 'storage.rules']) {
  const bytes = statSync(join(root, file)).size;
  item(
    `${file} size`,
    bytes <= RULES_SOURCE_LIMIT,
    `${kb(bytes)} of ${kb(RULES_SOURCE_LIMIT)} (headroom ${kb(RULES_SOURCE_LIMIT - bytes)})`,
  );
}

// Composite indexes.
const indexes =
  (JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as { indexes?: unknown[] }).indexes ?? [];
item(
  'composite indexes',
  indexes.length <= COMPOSITE_INDEX_LIMIT,
  `${indexes.length} of ${COMPOSITE_INDEX_LIMIT} (headroom ${COMPOSITE_INDEX_LIMIT - indexes.length})`,
);

// The production build's target.
const env = loadEnv('production', root, 'VITE_');
const projectId = env['VITE_FIREBASE_PROJECT_ID'] ?? '';
if (!projectId) {
  item(
    'production target',
    !production,
    production
      ? 'no VITE_FIREBASE_PROJECT_ID: the build would be the offline demo on the emulators'
      : 'demo build: no VITE_FIREBASE_PROJECT_ID, so it runs on the emulators only and never reaches a real project (--production requires one)',
  );
} else {
  const problems = [
    ...(projectId.startsWith('demo-') ? [`${projectId} is an offline demo- project`] : []),
    ...(env['VITE_USE_EMULATORS'] === 'true' ? ['VITE_USE_EMULATORS=true points it at the emulators'] : []),
    ...['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_APP_ID']
      .filter((key) => !env[key])
      .map((key) => `${key} is not set`),
  ];
  item('production target', problems.length === 0, problems.length ? problems.join('; ') : `project ${projectId}`);
}

// App Check.
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : [path];
  });
const source = sourceFiles(join(root, 'src')).filter((f) => /\.(ts|tsx|json)$/.test(f));
if (projectId) {
  const initialised = source.some((f) => readFileSync(f, 'utf8').includes('initializeAppCheck('));
  const problems = [
    ...(env['VITE_APPCHECK_SITE_KEY'] ? [] : ['VITE_APPCHECK_SITE_KEY (reCAPTCHA Enterprise site key) is not set']),
    ...(env['VITE_APPCHECK_DEBUG_TOKEN']
      ? ['VITE_APPCHECK_DEBUG_TOKEN is set: a debug token is a CI secret, never part of a production build']
      : []),
    ...(initialised ? [] : ['the panel does not initialise App Check (no initializeAppCheck in src/)']),
  ];
  item('App Check', problems.length === 0, problems.length ? problems.join('; ') : 'reCAPTCHA Enterprise site key set');
} else {
  item('App Check', true, 'not needed for the demo build (no production project id)');
}

// Demo accounts and passwords.
const secrets = DEMO_ACCOUNTS.flatMap((a) => [a.email, a.password]);
const built = join(root, 'dist');
const scanned = [
  ...source,
  ...(existsSync(built) ? sourceFiles(built).filter((f) => /\.(js|html|json)$/.test(f)) : []),
];
const found = scanned.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return secrets
    .filter((s) => text.includes(s))
    .map((s) => `${relative(root, file)} holds ${s.includes('@') ? s : 'a demo password'}`);
});
item(
  'no demo accounts',
  found.length === 0,
  found.length
    ? found.slice(0, 5).join('; ')
    : `${DEMO_ACCOUNTS.length} demo accounts, none in src/${existsSync(built) ? ' or dist/' : ' (no dist/ to scan yet)'}`,
);

for (const r of results) console.log(`${r.ok ? 'ok     ' : 'missing'}  ${r.name}: ${r.detail}`);
const missing = results.filter((r) => !r.ok);
console.log(missing.length ? `\n${missing.length} missing: not ready to deploy.` : '\nEvery item ok.');
process.exit(missing.length ? 1 : 0);
