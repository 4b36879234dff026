/**
 * The one place that initialises Firebase. Auth, Firestore and Firestore Lite each
 * have their own module beside this one, so a screen loads only the SDK parts it
 * uses (the login page never loads the full Firestore SDK). App Check (./appCheck.ts)
 * is initialised here, with the app, before any SDK part is.
 */
import { initializeApp } from 'firebase/app';
import { startAppCheck } from './appCheck';
import { target } from './target';

export { target };
/** The Firebase app every SDK part is initialised on. */
export const firebaseApp = initializeApp(target.options);
// App Check first, so Auth's and Firestore's first requests already carry its token.
startAppCheck(firebaseApp, target.appCheck);
