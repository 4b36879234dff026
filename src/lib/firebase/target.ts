/**
 * Where the panel's Firebase calls go (./config.ts), read once from Vite's env, without
 * initialising Firebase: the login page's stored translations are read over REST with
 * it (src/lib/i18n/remote.ts), and Firebase's app core (about 11 KiB gzipped) then loads
 * with Auth or Firestore, not with the login page (docs/performance.md).
 */
import { firebaseTarget } from './config';

/** Where the panel's calls go: the emulators or a real project. */
export const target = firebaseTarget(import.meta.env);
