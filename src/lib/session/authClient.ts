/**
 * What the session needs of Firebase Auth, in one chunk loaded on demand
 * (docs/performance.md): the login page paints before Firebase Auth has loaded.
 */
export { auth } from '@/lib/firebase/auth';
export { onAuthStateChanged, sendPasswordResetEmail, signInWithEmailAndPassword, signOut } from 'firebase/auth';
