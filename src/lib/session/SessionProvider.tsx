import { onAuthStateChanged, signInWithEmailAndPassword, signOut, type User } from 'firebase/auth';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PROFILE_RETRY_MS } from '@/config/constants';
import { auth } from '@/lib/firebase/auth';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale';
import { SETTINGS_STORAGE_KEY } from '@/lib/theme/settings';
import { clearSessionStorage, storedUserId, storeUserId, USER_ID_KEY } from './storage';
import { SessionContext } from './context';
import type { Session } from './types';

/**
 * Provides the session (spec §4, §6): the Firebase Auth user, checked against the
 * stored `userId`, and their users document, read at sign-in and on each load. A
 * stored `userId` without the matching Auth user grants nothing.
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
    let cancelled = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // Firestore loads here, after sign-in, not with the login page. While the server
    // cannot be reached, the read is tried again every few seconds.
    const load = async () => {
      try {
        const { loadProfile } = await import('./loadProfile');
        const user = await loadProfile(authUser.uid);
        if (!cancelled) setSession(user ? { status: 'signedIn', user } : { status: 'denied' });
      } catch {
        if (cancelled) return;
        setSession({ status: 'unreachable' });
        retryTimer = setTimeout(() => void load(), PROFILE_RETRY_MS);
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
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

  const value = useMemo(() => ({ session, signIn, logout, finishLogout }), [session, signIn, logout, finishLogout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
