import { useMemo } from 'react';
import { can, type Access } from '@/lib/access';
import { useSession } from '@/lib/session/useSession';
import type { AnyScreen } from './types';

/**
 * Whether the person may decide on a collection's documents: `can(access, 'decide', …)`
 * of src/lib/access.ts (its owner menu path or All, as the generated match blocks of
 * firestore.rules).
 * @param access the signed-in person's Access
 * @param collection a collection name
 */
export function canWriteCollection(access: Access, collection: string): boolean {
  return can(access, 'decide', { collection });
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
      access !== null &&
      (screen.decisionPath
        ? !screen.entity.readOnly && can(access, 'open', screen.decisionPath)
        : can(access, 'decide', screen.entity)),
    [screen, access],
  );
}

/**
 * Whether the signed-in person may create, edit and delete documents of the screen's
 * entity: as useCanDecide, and never for records the panel only decides on
 * (`decisionsOnly`: orders, withdrawals and the records; nor those only made then decided,
 * `madeThenDecided`: refunds, proposed from an order's page)
 * written by the marketplace's apps, `source: 'apps'`).
 */
export function useCanWrite(screen: AnyScreen): boolean {
  const { session } = useSession();
  const access = session.status === 'signedIn' ? session.user.access : null;
  return useMemo(
    () =>
      !screen.readOnly && access !== null && can(access, 'edit', screen.entity) && can(access, 'create', screen.entity),
    [screen, access],
  );
}
