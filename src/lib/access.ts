/**
 * The Access check (spec §6, plus route-level enforcement decided in docs/access.md).
 * A users document's `Access` is a list of menu paths, or holds `All`. The same
 * function filters the side menu and guards each route, so the two never disagree.
 */
import { ALWAYS_ALLOWED, NAV_ITEMS, type NavItem } from '@/config/navigation';

export const ALL_ACCESS = 'All';

/** The Access of a signed-in staff member: menu paths, or `All`. */
export type Access = readonly string[];

/**
 * Normalises a stored Access value.
 * @param raw `Access` as read from Firestore: a list of strings or the string `All`
 * @returns a list of strings (empty when missing or malformed)
 */
export function normaliseAccess(raw: unknown): Access {
  if (raw === ALL_ACCESS) return [ALL_ACCESS];
  if (!Array.isArray(raw)) return [];
  return raw.filter((p): p is string => typeof p === 'string');
}

/**
 * @param access the signed-in person's Access
 * @param path a menu path such as `/coupon`
 * @returns whether the person may open the screen at that path
 */
export function canAccess(access: Access, path: string): boolean {
  return (
    access.includes(ALL_ACCESS) ||
    access.includes(path) ||
    (ALWAYS_ALLOWED as readonly string[]).includes(path) ||
    shownWithHeld(access, path)
  );
}

/** Whether the item at `path` is shown with a path the person holds (NavItem.shownWith: the Trash). */
function shownWithHeld(access: Access, path: string): boolean {
  const item: NavItem | undefined = NAV_ITEMS.find((i) => i.path === path);
  return item?.shownWith?.some((p) => access.includes(p)) ?? false;
}

/**
 * @param access the signed-in person's Access
 * @returns the menu items to show, in menu order (spec §6)
 */
export function visibleNavItems(access: Access): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => canAccess(access, item.path));
}
