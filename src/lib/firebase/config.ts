/**
 * Reads the Firebase web configuration from `VITE_FIREBASE_*` variables (README,
 * "Pointing at a real project"). Without `VITE_FIREBASE_PROJECT_ID` the panel runs on
 * the local emulators under the offline `demo-admin-panel` project, which can never
 * reach a real project.
 */
import type { FirebaseOptions } from 'firebase/app';

/** Where the panel's Firebase calls go. */
export interface FirebaseTarget {
  readonly options: FirebaseOptions;
  /** Host (without port) of the Auth, Firestore and Storage emulators, or null for a real project. */
  readonly emulatorHost: string | null;
  readonly authEmulatorPort: number;
  readonly firestoreEmulatorPort: number;
  readonly storageEmulatorPort: number;
  /** How the panel proves to App Check that it is itself (./appCheck.ts; docs/deploy.md, "App Check"). */
  readonly appCheck: AppCheckSetting;
}

/**
 * App Check's provider for this build:
 * - `recaptcha-enterprise`: a real project, with `VITE_APPCHECK_SITE_KEY` (the reCAPTCHA
 *   Enterprise website key);
 * - `debug`: CI (or a developer) with `VITE_APPCHECK_DEBUG_TOKEN`, against a real project or
 *   the emulators (`true` lets the SDK make up a token and print it);
 * - `emulators`: the emulators without a debug token: no App Check at all. The emulators
 *   check no App Check token, and the debug provider would send every request's token
 *   exchange to Google's App Check API (refused offline, an error in the console each time);
 * - `none`: a real project without a site key (`npm run preflight` refuses that build).
 */
export type AppCheckSetting =
  | { readonly provider: 'recaptcha-enterprise'; readonly siteKey: string }
  | { readonly provider: 'debug'; readonly siteKey: string; readonly debugToken: string | true }
  | { readonly provider: 'emulators' }
  | { readonly provider: 'none' };

/**
 * Builds the target from Vite's env object.
 * @param env `import.meta.env` or an equivalent map of strings
 * @returns the options for initializeApp and whether to connect to the emulators
 */
export function firebaseTarget(env: Record<string, string | boolean | undefined>): FirebaseTarget {
  const str = (key: string): string | undefined => {
    const v = env[key];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const realProject = str('VITE_FIREBASE_PROJECT_ID');
  const useEmulators = str('VITE_USE_EMULATORS') === 'true' || !realProject;
  const options: FirebaseOptions = realProject
    ? {
        apiKey: str('VITE_FIREBASE_API_KEY'),
        authDomain: str('VITE_FIREBASE_AUTH_DOMAIN'),
        projectId: realProject,
        storageBucket: str('VITE_FIREBASE_STORAGE_BUCKET'),
        messagingSenderId: str('VITE_FIREBASE_MESSAGING_SENDER_ID'),
        appId: str('VITE_FIREBASE_APP_ID'),
      }
    : demoOptions(str('VITE_DEMO_PROJECT_ID') ?? 'demo-admin-panel');
  const siteKey = str('VITE_APPCHECK_SITE_KEY');
  const debugToken = str('VITE_APPCHECK_DEBUG_TOKEN');
  const debugValue = debugToken === 'true' ? true : debugToken;
  const appCheck: AppCheckSetting = debugValue
    ? { provider: 'debug', siteKey: siteKey ?? 'emulator-debug', debugToken: debugValue }
    : useEmulators
      ? { provider: 'emulators' }
      : siteKey
        ? { provider: 'recaptcha-enterprise', siteKey }
        : { provider: 'none' };
  return {
    options,
    emulatorHost: useEmulators ? (str('VITE_EMULATOR_HOST') ?? '127.0.0.1') : null,
    authEmulatorPort: Number(str('VITE_AUTH_EMULATOR_PORT') ?? 9099),
    firestoreEmulatorPort: Number(str('VITE_FIRESTORE_EMULATOR_PORT') ?? 8080),
    storageEmulatorPort: Number(str('VITE_STORAGE_EMULATOR_PORT') ?? 9199),
    appCheck,
  };
}

/** The options of an offline `demo-` project; its Storage bucket is `<id>.appspot.com`. */
function demoOptions(projectId: string): FirebaseOptions {
  return { apiKey: 'demo-api-key', authDomain: 'localhost', projectId, storageBucket: `${projectId}.appspot.com` };
}
