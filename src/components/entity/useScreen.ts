import { useMemo } from 'react';
import { canWriteCollection } from '@/lib/access';
import { useSession } from '@/lib/session/useSession';
import type { AnyScreen } from './types';

/**
 * Whether the signed-in person may create, edit, delete and decide documents of the
 * screen's entity (docs/access.md): not for read-only screens or definitions, and only
 * with the Access that the rules require to write the collection.
 */
export function useCanWrite(screen: AnyScreen): boolean {
  const { session } = useSession();
  const access = session.status === 'signedIn' ? session.user.access : null;
  return useMemo(
    () =>
      !screen.readOnly &&
      !screen.entity.readOnly &&
      access !== null &&
      canWriteCollection(access, screen.entity.collection),
    [screen, access],
  );
}
