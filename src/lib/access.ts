/**
 * The Access check (spec §6, plus route-level enforcement decided in docs/access.md).
 * A users document's `Access` is a list of menu paths, or holds `All`. One function,
 * `can(access, action, target)`, decides everything the client shows or hides: the side
 * menu, the routes, the screens' New / Edit / Delete and decision controls, the row
 * actions and the people screens' actions. It answers what firestore.rules would: the
 * owner path of a collection writes it (the generated match blocks), the paths of
 * COLLECTION_OWNERS read it, the type's path handles people of that type. The rules
 * decide; this only hides what they would refuse.
 */
import { COLLECTION_OWNERS, USER_TYPE_PATH, type UserType } from '@/config/collections';
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
 * What is asked: `open` a screen (a menu path), `read` documents, `create`, `edit` or
 * `delete` them, `decide` (apply a definition's transitions), or `handle` people of a
 * type (the people screens' actions: block, notify, change type, reset a password).
 */
export type Action = 'open' | 'read' | 'create' | 'edit' | 'delete' | 'decide' | 'handle';

/** What a definition tells `can` about its collection (src/entities, EntityDef). */
export interface EntityTarget {
  readonly collection: string;
  /** Read-only lookups (people, staff): nothing is written through them. */
  readonly readOnly?: boolean;
  /** Backend or apps records: the panel only decides. */
  readonly decisionsOnly?: boolean;
  /** Written once, never edited or deleted. */
  readonly immutable?: boolean;
  /** A singleton: never deleted. */
  readonly singletonId?: string;
}

/** A menu path, a definition's collection, or the people of one users type. */
export type AccessTarget = string | EntityTarget | { readonly userType: UserType };

const holds = (access: Access, paths: readonly string[]) =>
  access.includes(ALL_ACCESS) || paths.some((path) => access.includes(path));

/**
 * Whether the signed-in person may do `action` on `target` (docs/access.md, "Who may do
 * what, per collection" and "Writing controls on entity screens").
 * @param access the person's Access (normalised)
 * @param target a menu path (`open`: the screen; ALWAYS_ALLOWED paths are open to all
 *   staff, an item `shownWith` a held path to its holders); a definition (`read`: any path of its COLLECTION_OWNERS entry; `decide`:
 *   its owner path; `create`, `edit`, `delete`: the owner path, never for read-only,
 *   decisions-only or (edit, delete) write-once definitions, never deleting a singleton);
 *   or `{ userType }` (any action: the type's menu path, USER_TYPE_PATH)
 * @returns whether to show the control (All holds everything)
 */
export function can(access: Access, action: Action, target: AccessTarget): boolean {
  if (typeof target === 'string') {
    return (
      holds(access, [target]) || (ALWAYS_ALLOWED as readonly string[]).includes(target) || shownWithHeld(access, target)
    );
  }
  if ('userType' in target) return holds(access, [USER_TYPE_PATH[target.userType]]);
  const paths = (COLLECTION_OWNERS as Readonly<Record<string, readonly string[]>>)[target.collection] ?? [];
  if (action === 'read' || action === 'open') return holds(access, paths);
  if (!paths[0] || !holds(access, [paths[0]]) || target.readOnly) return false;
  switch (action) {
    case 'decide':
      return true;
    case 'create':
      return !target.decisionsOnly;
    case 'edit':
      return !target.decisionsOnly && !target.immutable;
    case 'delete':
      return !target.decisionsOnly && !target.immutable && !target.singletonId;
    default:
      return false;
  }
}

/**
 * @param access the signed-in person's Access
 * @param path a menu path such as `/coupon`
 * @returns whether the person may open the screen at that path (`can(access, 'open', path)`)
 */
export function canAccess(access: Access, path: string): boolean {
  return can(access, 'open', path);
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
