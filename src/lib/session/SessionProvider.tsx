import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { doc, onSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { COLLECTIONS } from '@/config/collections';
import { SERVER_WAIT_MS } from '@/config/constants';
import { auth, db } from '@/lib/firebase';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale';
import { SETTINGS_STORAGE_KEY } from '@/lib/theme/settings';
import { staffFromSnapshot } from './profile';
import { clearSessionStorage, storedUserId, storeUserId, USER_ID_KEY } from './storage';
import { SessionContext } from './context';
import type { Session } from './types';

/**
 * Provides the session (spec §4, §6): the Firebase Auth user, checked against the
 * stored `userId`, and their users document (live, so an Access change applies at
 * once). A stored `userId` without the matching Auth user grants nothing.
 */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [authUser, setAuthUser] = useState<User | null | undefined>(undefined);
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const signingIn = useRef(false);
  const loggingOut = useRef(false);

  useEffect(() => onAuthStateChanged(auth, setAuthUser), []);

  useEffect(() => {
    if (loggingOut.current) return;
    if (authUser === undefined) return setSession({ status: 'loading' });
    if (authUser === null) {
      localStorage.removeItem(USER_ID_KEY);
      return setSession({ status: 'signedOut' });
    }
    if (!signingIn.current && storedUserId() !== authUser.uid) {
      // Stale or forged userId: the Auth user and the stored id disagree.
      void signOut(auth);
      return;
    }
    setSession({ status: 'loading' });
    const timer = setTimeout(() => setSession({ status: 'unreachable' }), SERVER_WAIT_MS);
    const stop = onSnapshot(
      doc(db, COLLECTIONS.users, authUser.uid),
      (snapshot) => {
        clearTimeout(timer);
        const user = staffFromSnapshot(snapshot);
        setSession(user ? { status: 'signedIn', user } : { status: 'denied' });
      },
      () => {
        clearTimeout(timer);
        setSession({ status: 'unreachable' });
      },
    );
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [authUser]);

  const signIn = useCallback(async (email: string, password: string) => {
    signingIn.current = true;
    try {
      const credential = await signInWithEmailAndPassword(auth, email, password);
      storeUserId(credential.user.uid);
    } finally {
      signingIn.current = false;
    }
  }, []);

  const logout = useCallback(async () => {
    loggingOut.current = true;
    setSession({ status: 'loggingOut' });
    await signOut(auth);
    clearSessionStorage([LOCALE_STORAGE_KEY, SETTINGS_STORAGE_KEY]);
  }, []);

  const finishLogout = useCallback(() => {
    loggingOut.current = false;
    setSession({ status: 'signedOut' });
  }, []);

  const value = useMemo(
    () => ({ session, signIn, logout, finishLogout }),
    [session, signIn, logout, finishLogout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
