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
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { preflightItems, preflightReport } from './lib/preflight';

const root = join(import.meta.dirname, '..');
const items = await preflightItems({
  root,
  env: loadEnv('production', root, 'VITE_'),
  production: process.argv.includes('--production'),
});
process.stdout.write(preflightReport(items));
process.exit(items.every((r) => r.ok) ? 0 : 1);
