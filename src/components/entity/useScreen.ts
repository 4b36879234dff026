import { useMemo } from 'react';
import { COLLECTION_OWNERS } from '@/config/collections';
import { ALL_ACCESS, type Access } from '@/lib/access';
import { useSession } from '@/lib/session/useSession';
import type { AnyScreen } from './types';

/**
 * Whether the person may write a collection (create, edit, delete, decide): its owner
 * menu path (the first of COLLECTION_OWNERS) or All, as firestore.rules `canWrite`.
 * @param access the signed-in person's Access
 * @param collection a collection name
 */
export function canWriteCollection(access: Access, collection: string): boolean {
  if (access.includes(ALL_ACCESS)) return true;
  const owners = (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[collection];
  return Boolean(owners?.[0] && access.includes(owners[0]));
}

/**
 * Whether the signed-in person may apply the status changes (transitions) of the
 * screen's entity (docs/access.md): not for read-only screens or definitions, and only
 * with the Access that the rules require to write the collection (or the screen's
 * `decisionPath`, which the rules check instead for that collection). Records the panel only
 * decides (`decisionsOnly`: orders, withdrawals, app-written records) are decided too.
 */
export function useCanDecide(screen: AnyScreen): boolean {
  const { session } = useSession();
  const access = session.status === 'signedIn' ? session.user.access : null;
  return useMemo(
    () =>
      !screen.readOnly &&
      !screen.entity.readOnly &&
      access !== null &&
      (screen.decisionPath
        ? access.includes(ALL_ACCESS) || access.includes(screen.decisionPath)
        : canWriteCollection(access, screen.entity.collection)),
    [screen, access],
  );
}

/**
 * Whether the signed-in person may create, edit and delete documents of the screen's
 * entity: as useCanDecide, and never for records the panel only decides on
 * (`decisionsOnly`: orders, withdrawals and the records
 * written by the marketplace's apps, `source: 'apps'`).
 */
export function useCanWrite(screen: AnyScreen): boolean {
  const canDecide = useCanDecide(screen);
  return canDecide && !screen.entity.decisionsOnly;
}
