import type { UserCredential } from 'firebase/auth';
import type { Access } from '@/lib/access';

/** The signed-in staff member, as read from their users document. */
export interface StaffUser {
  readonly uid: string;
  readonly email: string;
  readonly name: string;
  readonly access: Access;
}

/**
 * Where the session stands (spec §4: signed in or out; the other states are ours):
 * - loading: Auth or the users document has not answered yet;
 * - unreachable: the users document could not be read in time (server down); the
 *   read is retried every few seconds and the state recovers by itself;
 * - denied: signed in, but the account is not a staff member;
 * - loggingOut: signed out, showing the logout alert before going to /.
 */
export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'signedOut' }
  | { readonly status: 'unreachable' }
  | { readonly status: 'denied' }
  | { readonly status: 'loggingOut' }
  | { readonly status: 'signedIn'; readonly user: StaffUser };

/**
 * Why the panel signed the person out by itself (docs/access.md, "Sessions"), shown on
 * the login page: `idle` after the session policy's minutes without input, `blocked`
 * when their users document stopped being an unblocked employee's; `unsaved` when a
 * form or dialog was open (its input was not saved).
 */
export interface SignOutNotice {
  readonly reason: 'idle' | 'blocked';
  readonly unsaved: boolean;
}

/** What the session context offers. */
export interface SessionContextValue {
  readonly session: Session;
  /**
   * While the session is loading on a page load: the staff profile last read for the
   * stored userId (storedStaffHint), from which the signed-in layout and the page's
   * heading render first; null otherwise. It grants nothing: no screen mounts and
   * nothing is read until the session is signed in.
   */
  readonly provisional?: StaffUser | null;
  /**
   * Signs in with email and password and stores `userId` (spec §7).
   * @throws FirebaseError from Firebase Auth (wrong password, network)
   */
  readonly signIn: (email: string, password: string) => Promise<void>;
  /**
   * Finishes a sign-in that Firebase Auth held for a second factor
   * (`auth/multi-factor-auth-required`; docs/access.md, "Second factor"): runs `attempt`
   * (the resolver's `resolveSignIn`) and stores `userId` as `signIn` does.
   * @throws what `attempt` throws (a wrong or expired code)
   */
  readonly finishSignIn?: (attempt: () => Promise<UserCredential>) => Promise<void>;
  /** Signs out of Auth and clears browser storage; the state becomes loggingOut. */
  readonly logout: () => Promise<void>;
  /** Ends loggingOut: the state becomes signedOut. */
  readonly finishLogout: () => void;
  /**
   * Signs out at once without the logout alert (idle, blocked), clearing browser
   * storage as logout does; the login page then shows `notice`.
   */
  readonly endSession?: (notice: SignOutNotice) => Promise<void>;
  /** Why the panel last signed out by itself; null once the person signs in again. */
  readonly notice?: SignOutNotice | null;
}
