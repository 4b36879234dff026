/**
 * `npm run preflight` (scripts/preflight.ts; docs/deploy.md): it passes on the repository
 * as configured for the demo, and fails, naming the item, on a build pointed at a
 * production project without App Check (the project set through the VITE_* variables
 * of the environment, as `vite build` reads them).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function preflight(env: Record<string, string> = {}, args: readonly string[] = []) {
  const result = spawnSync('npx', ['tsx', 'scripts/preflight.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout };
}

describe('npm run preflight', () => {
  it('passes on the repository as configured for the demo, printing each item ok', () => {
    const { status, out } = preflight();
    expect(out).toMatch(/^ok +generated rules and indexes/m);
    expect(out).toMatch(/^ok +firestore\.deployed\.rules size: [\d.]+ KB of 256\.0 KB \(headroom [\d.]+ KB\)/m);
    expect(out).toMatch(/^ok +composite indexes: \d+ of 200/m);
    expect(out).toMatch(/^ok +no demo accounts/m);
    expect(out).not.toMatch(/^missing/m);
    expect(status).toBe(0);
  }, 180_000);

  it('fails on a build pointed at a production project without App Check, naming the item', () => {
    const { status, out } = preflight({
      VITE_FIREBASE_PROJECT_ID: 'acme-admin-prod',
      VITE_FIREBASE_API_KEY: 'AIza-test-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'acme-admin-prod.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_APPCHECK_SITE_KEY: '',
    });
    expect(out).toMatch(/^ok +production target: project acme-admin-prod/m);
    expect(out).toMatch(/^missing +App Check: VITE_APPCHECK_SITE_KEY/m);
    expect(status).toBe(1);
  }, 180_000);

  it('passes App Check on a production project with a site key, and fails it with a debug token in the build', () => {
    const production = {
      VITE_FIREBASE_PROJECT_ID: 'acme-admin-prod',
      VITE_FIREBASE_API_KEY: 'AIza-test-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'acme-admin-prod.firebaseapp.com',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_APPCHECK_SITE_KEY: '6Lc-test-site-key',
    };
    const configured = preflight(production);
    expect(configured.out).toMatch(/^ok +App Check: reCAPTCHA Enterprise site key set/m);
    expect(configured.status).toBe(0);
    const debug = preflight({ ...production, VITE_APPCHECK_DEBUG_TOKEN: '0000-debug' });
    expect(debug.out).toMatch(/^missing +App Check: VITE_APPCHECK_DEBUG_TOKEN is set/m);
    expect(debug.status).toBe(1);
  }, 360_000);

  it('with --production, fails on the demo build and on a build pointed at the emulators', () => {
    expect(preflight({}, ['--production']).out).toMatch(/^missing +production target/m);
    const emulators = preflight({ VITE_FIREBASE_PROJECT_ID: 'acme-admin-prod', VITE_USE_EMULATORS: 'true' });
    expect(emulators.out).toMatch(/^missing +production target: .*VITE_USE_EMULATORS/m);
    expect(emulators.status).toBe(1);
  }, 360_000);
});
