/**
 * `npm run preflight` (scripts/preflight.ts; docs/deploy.md): it passes on the repository
 * as configured for the demo, and fails, naming the item, on a build pointed at a
 * production project without App Check (the project set through the VITE_* variables
 * of the environment, as `vite build` reads them). The command itself runs twice (its
 * output and exit status, the environment read as `vite build` reads it); the other
 * cases check the same items in this process (scripts/lib/preflight.ts), with the
 * generated files made once.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { generatedFiles } from '../../scripts/lib/generated';
import { preflightItems, preflightReport } from '../../scripts/lib/preflight';

const ROOT = resolve(import.meta.dirname, '../..');

/** `npm run preflight -- ...args` with these variables added to the environment: its output and exit status. */
function preflightCommand(env: Record<string, string> = {}, args: readonly string[] = []) {
  const result = spawnSync('npx', ['tsx', 'scripts/preflight.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout };
}

const PRODUCTION = {
  VITE_FIREBASE_PROJECT_ID: 'acme-admin-prod',
  VITE_FIREBASE_API_KEY: 'AIza-test-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'acme-admin-prod.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('npm run preflight', () => {
  let generated: Record<string, string>;
  beforeAll(async () => {
    generated = await generatedFiles(ROOT);
  }, 120_000);

  /** The preflight's report and verdict in this process, for these variables added to the environment's. */
  async function preflight(env: Record<string, string> = {}, production = false) {
    const items = await preflightItems({
      root: ROOT,
      env: { ...loadEnv('production', ROOT, 'VITE_'), ...env },
      production,
      generated,
    });
    return { status: items.every((r) => r.ok) ? 0 : 1, out: preflightReport(items) };
  }

  it('passes on the repository as configured for the demo, printing each item ok', () => {
    const { status, out } = preflightCommand();
    expect(out).toMatch(/^ok +generated rules and indexes/m);
    expect(out).toMatch(/^ok +firestore\.deployed\.rules size: [\d.]+ KB of 256\.0 KB \(headroom [\d.]+ KB\)/m);
    expect(out).toMatch(/^ok +composite indexes: \d+ of 200/m);
    expect(out).toMatch(/^ok +no demo accounts/m);
    expect(out).toMatch(/^Every item ok\.$/m);
    expect(out).not.toMatch(/^missing/m);
    expect(status).toBe(0);
  }, 180_000);

  it('fails on a build pointed at a production project without App Check, naming the item', () => {
    const { status, out } = preflightCommand({ ...PRODUCTION, VITE_APPCHECK_SITE_KEY: '' }, ['--production']);
    expect(out).toMatch(/^ok +production target: project acme-admin-prod/m);
    expect(out).toMatch(/^missing +App Check: VITE_APPCHECK_SITE_KEY/m);
    expect(out).toMatch(/^1 missing: not ready to deploy\.$/m);
    expect(status).toBe(1);
  }, 180_000);

  it('passes App Check on a production project with a site key, and fails it with a debug token in the build', async () => {
    const production = { ...PRODUCTION, VITE_APPCHECK_SITE_KEY: '6Lc-test-site-key' };
    const configured = await preflight(production);
    expect(configured.out).toMatch(/^ok +App Check: reCAPTCHA Enterprise site key set/m);
    expect(configured.status).toBe(0);
    const debug = await preflight({ ...production, VITE_APPCHECK_DEBUG_TOKEN: '0000-debug' });
    expect(debug.out).toMatch(/^missing +App Check: VITE_APPCHECK_DEBUG_TOKEN is set/m);
    expect(debug.status).toBe(1);
  });

  it('with --production, fails on the demo build and on a build pointed at the emulators', async () => {
    expect((await preflight({}, true)).out).toMatch(/^missing +production target/m);
    const emulators = await preflight({ VITE_FIREBASE_PROJECT_ID: 'acme-admin-prod', VITE_USE_EMULATORS: 'true' });
    expect(emulators.out).toMatch(/^missing +production target: .*VITE_USE_EMULATORS/m);
    expect(emulators.status).toBe(1);
  });

  it('says which generated file is out of date', async () => {
    const items = await preflightItems({
      root: ROOT,
      env: {},
      production: false,
      generated: { ...generated, 'firestore.indexes.json': '{}\n' },
    });
    expect(preflightReport(items)).toMatch(
      /^missing +generated rules and indexes: out of date: firestore\.indexes\.json \(run npm run generate\)$/m,
    );
  });
});
