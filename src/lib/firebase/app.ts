/**
 * The one place that initialises Firebase. Auth, Firestore and Firestore Lite each
 * have their own module beside this one, so a screen loads only the SDK parts it
 * uses (the login page never loads the full Firestore SDK).
 */
import { initializeApp } from 'firebase/app';
import { target } from './target';

export { target };
/** The Firebase app every SDK part is initialised on. */
export const firebaseApp = initializeApp(target.options);
