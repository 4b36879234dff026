/**
 * App Check for the panel (issue 51 item 2; docs/deploy.md, "App Check"): every Auth,
 * Firestore and Storage request then carries a token proving it comes from this web app,
 * so a project that enforces App Check refuses scripts holding a stolen password but not
 * the panel. The provider is chosen from env by ./config.ts: reCAPTCHA Enterprise on a
 * real project, the debug provider with a debug token (CI), none on the emulators (which
 * check no token).
 */
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import type { AppCheckSetting } from './config';

/** The global the App Check SDK reads to switch to its debug provider. */
interface DebugGlobal {
  FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean;
}

/**
 * Initialises App Check on an app, before any of its SDK parts sends a request.
 * @param app the Firebase app (the panel's, or the short-lived one that creates accounts)
 * @param setting the build's provider (./config.ts `AppCheckSetting`)
 * @returns the App Check instance, or null when the build has none (`emulators`, or
 *   `none`, which `npm run preflight` refuses for a production project)
 */
export function startAppCheck(app: FirebaseApp, setting: AppCheckSetting): AppCheck | null {
  if (setting.provider === 'none' || setting.provider === 'emulators') return null;
  if (setting.provider === 'recaptcha-enterprise') {
    return initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(setting.siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  // The debug provider: the SDK reads this global once, at its first initializeAppCheck,
  // and then exchanges the debug token instead of asking the provider below (which is
  // never called, and loads no reCAPTCHA script). `true` makes it generate a token, keep
  // it in IndexedDB and print it (register it in the console to use it on a real project).
  (globalThis as DebugGlobal).FIREBASE_APPCHECK_DEBUG_TOKEN = setting.debugToken;
  const debugOnly = new CustomProvider({
    getToken: () => Promise.reject(new Error('App Check debug mode exchanges the debug token instead')),
  });
  return initializeAppCheck(app, { provider: debugOnly, isTokenAutoRefreshEnabled: true });
}
