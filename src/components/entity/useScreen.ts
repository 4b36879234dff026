import { useMemo } from 'react';
import { can, type Caller } from '@/lib/access';
import { useCan } from '@/lib/session/useCan';
import type { AnyScreen } from './types';

/**
 * Whether the person may decide on a collection's documents: `can(access, 'decide', …)`
 * of src/lib/access.ts (its owner menu path or All, as the generated match blocks of
 * firestore.rules).
 * @param access the signed-in person's Access
 * @param collection a collection name
 */
export function canWriteCollection(caller: Caller, collection: string): boolean {
  return can(caller, 'decide', { collection });
}

/**
 * Whether the signed-in person may apply the status changes (transitions) of the
 * screen's entity (docs/access.md): not for read-only screens, and only with the Access
 * that the rules require to write the collection (or the screen's `decisionPath`, which
 * the rules check instead for that collection). Records the panel only decides (`writes`
 * of `create: 'none'` or `'apps'`: orders, withdrawals, app-written records) are decided too.
 */
export function useCanDecide(screen: AnyScreen): boolean {
  const { caller } = useCan();
  return useMemo(
    () =>
      !screen.readOnly &&
      caller.uid !== null &&
      (screen.decisionPath ? can(caller, 'open', screen.decisionPath) : can(caller, 'decide', screen.entity)),
    [screen, caller],
  );
}

/**
 * Whether the signed-in person may create, edit and delete documents of the screen's
 * entity: as useCanDecide, and never for records whose `writes` leave the panel no create
 * or no edit (orders, withdrawals and the apps' records; nor those only made then decided:
 * refunds, proposed from an order's page).
 */
export function useCanWrite(screen: AnyScreen): boolean {
  const { caller } = useCan();
  return useMemo(
    () =>
      !screen.readOnly &&
      caller.uid !== null &&
      can(caller, 'edit', screen.entity) &&
      can(caller, 'create', screen.entity),
    [screen, caller],
  );
}
