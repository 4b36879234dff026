import type { User, UserCredential } from 'firebase/auth';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PROFILE_RETRY_MS } from '@/config/constants';
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/locale';
import { SETTINGS_STORAGE_KEY } from '@/lib/theme/settings';
import {
  clearSessionStorage,
  storedStaffHint,
  storedUserId,
  storeStaffHint,
  storeUserId,
  USER_ID_KEY,
} from './storage';
import { SessionContext } from './context';
import type { Session, SignOutNotice, StaffUser } from './types';
import type * as AuthClientModule from './authClient';
import { clearSessionCaches } from './sessionCaches';
import { sessionClock } from './clock';

type AuthClient = typeof AuthClientModule;

/** Loads Firebase Auth and what the session calls of it (its own chunk). */
const loadAuthClient = (): Promise<AuthClient> => import('./authClient');

/**
 * Provides the session (spec §4, §6): the Firebase Auth user, checked against the
 * stored `userId`, and their users document, read at sign-in and on each load. A
 * stored `userId` without the matching Auth user grants nothing. Without a stored
 * `userId` the person is signed out (spec §4) at once: Firebase Auth loads after the
 * login page has painted (or when they sign in), not before it.
 */
export function SessionProvider({ children }: { readonly children: ReactNode }) {
  const [authUser, setAuthUser] = useState<User | null | undefined>(undefined);
  const [session, setSession] = useState<Session>({ status: 'loading' });
  // The last profile read for the stored userId: what renders first on a page load
  // (docs/performance.md, Lighthouse); forgotten once Auth or the profile answers otherwise.
  const [hint, setHint] = useState<StaffUser | null>(storedStaffHint);
  const signingIn = useRef(false);
  const loggingOut = useRef(false);
  const [notice, setNotice] = useState<SignOutNotice | null>(null);

  // Firebase Auth, loaded once, with the Auth state followed from then on.
  const authReady = useRef<Promise<AuthClient> | null>(null);
  const ensureAuth = useCallback(() => {
    authReady.current ??= loadAuthClient().then((client) => {
      client.onAuthStateChanged(client.auth, setAuthUser);
      return client;
    });
    return authReady.current;
  }, []);

  useEffect(() => {
    if (storedUserId()) {
      void ensureAuth();
      return;
    }
    // Signed out (spec §4): show the login page now, load Auth once it has painted.
    setAuthUser(null);
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 1));
    idle(() => void ensureAuth());
  }, [ensureAuth]);

  // A sign-in's end, by password alone or with a second factor: `userId` stored and
  // the sign-in stamped while the Auth state follows.
  const finishSignIn = useCallback(async (attempt: () => Promise<UserCredential>) => {
    signingIn.current = true;
    try {
      const credential = await attempt();
      const uid = credential.user.uid;
      setNotice(null);
      storeUserId(uid);
      // The sign-in stamp (src/lib/data/signInStamp.ts), best effort: a refused one (not
      // staff) or a lost one never stops the sign-in.
      void credential.user
        .getIdTokenResult()
        .then(async (token) => {
          const { stampSignIn } = await import('@/lib/data/signInStamp');
          await stampSignIn(uid, token.signInSecondFactor != null);
        })
        .catch(() => {});
    } finally {
      signingIn.current = false;
    }
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const client = await ensureAuth();
      await finishSignIn(() => client.signInWithEmailAndPassword(client.auth, email, password));
    },
    [ensureAuth, finishSignIn],
  );

  const logout = useCallback(async () => {
    loggingOut.current = true;
    setHint(null);
    setSession({ status: 'loggingOut' });
    const client = await ensureAuth();
    await client.signOut(client.auth);
    clearSessionStorage([LOCALE_STORAGE_KEY, SETTINGS_STORAGE_KEY]);
    clearSessionCaches();
  }, [ensureAuth]);

  const finishLogout = useCallback(() => {
    loggingOut.current = false;
    setSession({ status: 'signedOut' });
  }, []);

  // Signed out by the panel itself (idle, blocked): at once, the login page says why.
  const endSession = useCallback(
    async (why: SignOutNotice) => {
      await logout();
      setNotice(why);
      finishLogout();
    },
    [logout, finishLogout],
  );

  useEffect(() => {
    if (loggingOut.current) return;
    if (authUser === undefined) return setSession({ status: 'loading' });
    if (authUser === null) {
      localStorage.removeItem(USER_ID_KEY);
      storeStaffHint(null);
      setHint(null);
      return setSession({ status: 'signedOut' });
    }
    if (!signingIn.current && storedUserId() !== authUser.uid) {
      // Stale or forged userId: the Auth user and the stored id disagree.
      void ensureAuth().then((client) => client.signOut(client.auth));
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
        if (cancelled) return;
        // The panel was showing this person as staff (their last profile) and now they
        // are blocked or no longer an employee: signed out, and the login page says why,
        // as when it happens while the panel is open (docs/access.md, "Sessions").
        if (!user && storedStaffHint()?.uid === authUser.uid) {
          storeStaffHint(null);
          setHint(null);
          return void endSession({ reason: 'blocked', unsaved: false });
        }
        // Kept for the next page load's first render; a refused account keeps nothing.
        storeStaffHint(user);
        if (!user) setHint(null);
        // A transition: the signed-in panel (menu, top bar, the page) is React's largest
        // render, done in slices that leave the browser free (docs/performance.md).
        if (!cancelled) startTransition(() => setSession(user ? { status: 'signedIn', user } : { status: 'denied' }));
      } catch {
        if (cancelled) return;
        setHint(null);
        setSession({ status: 'unreachable' });
        retryTimer = setTimeout(() => void load(), PROFILE_RETRY_MS);
      }
    };
    void load();
    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
    };
  }, [authUser, ensureAuth, endSession]);

  // While signed in, the users document is read again every checkMs and when the tab
  // comes back into view: a blocked employee's open panel signs out within a minute,
  // and an Access change applies (docs/access.md, "Sessions"). A failed read changes nothing.
  const signedInUser = session.status === 'signedIn' ? session.user : null;
  useEffect(() => {
    if (!signedInUser) return;
    let stopped = false;
    const check = async () => {
      try {
        const { loadProfile } = await import('./loadProfile');
        const user = await loadProfile(signedInUser.uid);
        if (stopped || loggingOut.current) return;
        if (!user) return void endSession({ reason: 'blocked', unsaved: false });
        if (JSON.stringify(user) !== JSON.stringify(signedInUser)) {
          storeStaffHint(user);
          setSession({ status: 'signedIn', user });
        }
      } catch {
        // Unreachable for now: the next check tries again.
      }
    };
    const timer = setInterval(() => void check(), sessionClock().checkMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedInUser, endSession]);

  const provisional = session.status === 'loading' ? hint : null;
  const value = useMemo(
    () => ({ session, provisional, signIn, finishSignIn, logout, finishLogout, endSession, notice }),
    [session, provisional, signIn, finishSignIn, logout, finishLogout, endSession, notice],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
