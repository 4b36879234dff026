import { useMemo } from 'react';
import { ALL_ACCESS, can } from '@/lib/access';
import { useSession } from '@/lib/session/useSession';

/** What the signed-in person may do on the people screens (docs/access.md, "People"). */
export interface PeopleAccess {
  readonly uid: string | null;
  readonly isAdmin: boolean;
  /** Whether Access holds the path (or All): `can(access, 'open', path)` of src/lib/access.ts. */
  readonly holds: (path: string) => boolean;
}

/**
 * The signed-in person's Access as the people screens need it (the rules decide; this
 * only hides what they would refuse).
 * @returns uid, All, and a check of one menu path
 */
export function usePeopleAccess(): PeopleAccess {
  const { session } = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  return useMemo(() => {
    const access = user?.access ?? [];
    const isAdmin = access.includes(ALL_ACCESS);
    return { uid: user?.uid ?? null, isAdmin, holds: (path: string) => can(access, 'open', path) };
  }, [user]);
}
