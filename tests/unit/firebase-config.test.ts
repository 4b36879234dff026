import { describe, expect, it } from 'vitest';
import { firebaseTarget } from '@/lib/firebase/config';

describe('firebaseTarget', () => {
  it('uses the offline demo project and the emulators when no project is configured', () => {
    const target = firebaseTarget({});
    expect(target.options.projectId).toBe('demo-admin-panel');
    expect(target.emulatorHost).toBe('127.0.0.1');
    expect(target.authEmulatorPort).toBe(9099);
    expect(target.firestoreEmulatorPort).toBe(8080);
  });

  it('talks to a real project when VITE_FIREBASE_* is set', () => {
    const target = firebaseTarget({
      VITE_FIREBASE_PROJECT_ID: 'acme-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_APP_ID: 'app',
    });
    expect(target.options).toMatchObject({ projectId: 'acme-prod', apiKey: 'key', appId: 'app' });
    expect(target.emulatorHost).toBeNull();
  });

  it('can point a real project id at the emulators on request', () => {
    const target = firebaseTarget({
      VITE_FIREBASE_PROJECT_ID: 'acme',
      VITE_USE_EMULATORS: 'true',
      VITE_EMULATOR_HOST: '10.0.0.5',
    });
    expect(target.emulatorHost).toBe('10.0.0.5');
  });

  it('chooses App Check from env: none on the emulators, the debug provider with a debug token, reCAPTCHA Enterprise on a real project', () => {
    // The emulators check no token; the debug exchange would only reach Google's API.
    expect(firebaseTarget({}).appCheck).toEqual({ provider: 'emulators' });
    expect(firebaseTarget({ VITE_APPCHECK_DEBUG_TOKEN: 'true' }).appCheck).toMatchObject({
      provider: 'debug',
      debugToken: true,
    });
    const real = { VITE_FIREBASE_PROJECT_ID: 'acme-prod', VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_APP_ID: 'app' };
    expect(firebaseTarget({ ...real, VITE_APPCHECK_SITE_KEY: 'site' }).appCheck).toEqual({
      provider: 'recaptcha-enterprise',
      siteKey: 'site',
    });
    // Without a site key the build has no App Check (npm run preflight refuses it).
    expect(firebaseTarget(real).appCheck).toEqual({ provider: 'none' });
    // CI against a real project: its registered debug token.
    expect(firebaseTarget({ ...real, VITE_APPCHECK_DEBUG_TOKEN: 'ci-token' }).appCheck).toMatchObject({
      provider: 'debug',
      debugToken: 'ci-token',
    });
  });
});
