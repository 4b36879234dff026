/**
 * The one place that initialises Firebase. Auth, Firestore and Firestore Lite each
 * have their own module beside this one, so a screen loads only the SDK parts it
 * uses (the login page never loads the full Firestore SDK).
 */
import { initializeApp } from 'firebase/app';
import { firebaseTarget } from './config';

/** Where the panel's calls go: the emulators or a real project (./config.ts). */
export const target = firebaseTarget(import.meta.env);
/** The Firebase app every SDK part is initialised on. */
export const firebaseApp = initializeApp(target.options);
