import { useCallback, useMemo } from 'react';
import { can, type AccessTarget, type Action, type Caller } from '@/lib/access';
import { useSession } from './useSession';

/** The signed-in person's questions to `can()`, bound to them. */
export interface CanCheck {
  /** Who asks: uid and Access (none before sign-in, and nothing is then allowed). */
  readonly caller: Caller;
  /** `can(caller, action, target)` of src/lib/access.ts. */
  readonly can: (action: Action, target: AccessTarget) => boolean;
}

/**
 * The one access decision (src/lib/access.ts `can`, docs/access.md) for the signed-in
 * person: every screen and control asks it, none reads Access itself.
 * @returns the caller and a bound `can`
 */
export function useCan(): CanCheck {
  const { session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const caller = useMemo<Caller>(() => ({ uid: user?.uid ?? null, access: user?.access ?? [] }), [user]);
  const check = useCallback((action: Action, target: AccessTarget) => can(caller, action, target), [caller]);
  return useMemo(() => ({ caller, can: check }), [caller, check]);
}
