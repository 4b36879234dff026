import type { ReactNode } from 'react';
import type { AccessTarget, Action } from '@/lib/access';
import { useCan } from '@/lib/session/useCan';

/**
 * Shows its children only when the signed-in person may do `action` on `target`
 * (`can()`, docs/access.md), in the manner of Refine's `<CanAccess>`: the rules decide;
 * this hides what they would refuse.
 * @param props.action what is asked
 * @param props.target a menu path, a definition, the people of a type, or one person
 * @param props.fallback shown instead (nothing by default)
 */
export function Can(props: {
  readonly action: Action;
  readonly target: AccessTarget;
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}) {
  const { can } = useCan();
  return <>{can(props.action, props.target) ? props.children : (props.fallback ?? null)}</>;
}
