/**
 * The Access check (spec §6, plus route-level enforcement decided in docs/access.md).
 * A users document's `Access` is a list of menu paths, or holds `All`. One function,
 * `can(caller, action, target)`, decides everything the client shows or hides: the side
 * menu, the routes, the screens' New / Edit / Delete and decision controls, the row
 * actions and the people screens' actions. It answers what firestore.rules would: the
 * owner path of a collection writes it (the generated match blocks), the paths of
 * COLLECTION_OWNERS read it, the people policy (src/config/people.ts) decides on people. The rules
 * decide; this only hides what they would refuse.
 */
import { COLLECTION_OWNERS, USER_TYPE_PATH, type UserType } from '@/config/collections';
import { ALWAYS_ALLOWED, NAV_ITEMS, type NavItem } from '@/config/navigation';
import { PEOPLE_POLICY, type SensitiveField } from '@/config/people';
import { policyOf, type PolicyShape, type WriteKind } from '@/lib/entity/policy';

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
 * @param access an Access value (normalised)
 * @returns whether it holds All (an All holder: changed only by All holders)
 */
export function holdsAll(access: Access): boolean {
  return access.includes(ALL_ACCESS);
}

/**
 * What is asked: `open` a screen (a menu path), `read` documents, `create`, `edit` or
 * `delete` them, `decide` (apply a definition's transitions), or `handle` people of a
 * type (a list's "Notify all", a new employee). On one person (PersonTarget): `edit`
 * their form, `block` or unblock them, `retype` them, `setAccess` (an employee's),
 * `grantAll` (give or take `All`), `notify` them, send a `resetPassword` e-mail.
 */
export type Action =
  | 'open'
  | 'read'
  | 'create'
  | 'edit'
  | 'delete'
  | 'decide'
  | 'handle'
  | 'block'
  | 'retype'
  | 'setAccess'
  | 'grantAll'
  | 'notify'
  | 'resetPassword';

/** Who asks: the signed-in staff member's users document id and Access. */
export interface Caller {
  /** Null before the session is known: no person action is then offered. */
  readonly uid: string | null;
  readonly access: Access;
}

/** One person, as the people rules see them (docs/access.md, "People"). */
export interface PersonTarget {
  readonly person: {
    readonly id: string;
    readonly type: UserType;
    /** An employee whose Access holds All (only All holders change them); absent: not known to. */
    readonly holdsAll?: boolean;
  };
}

/**
 * A collection, as its definition (src/entities) declares it: `can` compiles its policy
 * with the rules generator's own `policyOf` (src/lib/entity/policy.ts). A bare
 * `{ collection }` is read by its COLLECTION_OWNERS paths and decided by the first.
 */
export type EntityTarget = PolicyShape;

/**
 * What the rules let only All holders do (docs/access.md): import translations from a
 * CSV, purge the trash's expired entries or delete one for good, publish a saved view
 * to everyone, read the whole audit trail, set the sign-in policies (the second factor
 * required, the idle minutes), and search people of every type in one query (others
 * query each type they hold).
 */
export type AllOnlyTask =
  'importTranslations' | 'purgeTrash' | 'publishViews' | 'readWholeTrail' | 'setSignInPolicies' | 'searchAllPeople';

/** A menu path, a definition's collection, the people of one users type, one person, or an All-only task. */
export type AccessTarget =
  string | EntityTarget | { readonly userType: UserType } | PersonTarget | { readonly task: AllOnlyTask };

const holds = (access: Access, paths: readonly string[]) =>
  access.includes(ALL_ACCESS) || paths.some((path) => access.includes(path));

/**
 * Whether the signed-in person may do `action` on `target` (docs/access.md, "Who may do
 * what, per collection", "Writing controls on entity screens" and "People"): the one
 * access decision of the panel's screens.
 * @param caller the person's uid (null before it is known: no person action) and Access (normalised)
 * @param target a menu path (`open`: the screen; ALWAYS_ALLOWED paths are open to all
 *   staff, an item `shownWith` a held path to its holders); a definition, whose policy
 *   is compiled by `policyOf` (src/lib/entity/policy.ts), the same the rules generator
 *   writes the match blocks from (`read`: any of its paths; `create`, `edit`, `decide`,
 *   `delete`: its owner path, and only the writes the policy has; compared with the
 *   emulator's rules in tests/rules/can.test.ts); `{ userType }` (any action: the
 *   type's menu path, USER_TYPE_PATH); one person (the people policy, PEOPLE_POLICY of
 *   src/config/people.ts, which the people rules are generated from); or an All-only task
 * @returns whether to show the control (All holds everything)
 */
export function can(caller: Caller, action: Action, target: AccessTarget): boolean {
  const access = caller.access;
  if (typeof target !== 'string' && 'person' in target) return canOnPerson(caller, action, target.person);
  if (typeof target !== 'string' && 'task' in target) return holdsAll(access);
  if (typeof target === 'string') {
    return (
      holds(access, [target]) || (ALWAYS_ALLOWED as readonly string[]).includes(target) || shownWithHeld(access, target)
    );
  }
  if ('userType' in target) return holds(access, [USER_TYPE_PATH[target.userType]]);
  const policy = policyOf(target, COLLECTION_OWNERS);
  if (action === 'read' || action === 'open') return holds(access, policy.read);
  // A collection whose documents name the users type that writes them (a notification's
  // audience): written by the holders of some type's path; each document, by its type's.
  const writers = policy.owner ? [policy.owner] : policy.ownerTypeField ? Object.values(USER_TYPE_PATH) : [];
  if (!WRITE_KINDS.includes(action as WriteKind) || writers.length === 0 || !holds(access, writers)) return false;
  return policy.writes[action as WriteKind];
}

const WRITE_KINDS: readonly string[] = ['create', 'edit', 'decide', 'delete'] satisfies readonly WriteKind[];

/**
 * One person's actions, decided from the people policy (src/config/people.ts,
 * PEOPLE_POLICY), which firestore.rules' people blocks and storage.rules' people pictures
 * are generated from (docs/access.md, "People"): `read` their document: the type's menu
 * path, a path reading the type, or All; `open` their page, `resetPassword`, `edit`:
 * the type's path (or All); `create` a person of a type the panel creates; `block`,
 * `retype`, `setAccess` never on oneself (the policy's `notOnSelf` fields); an All
 * holder changed only by All holders, All granted or taken only by them; Access on the
 * types that hold it; `notify` the types the panel notifies; `delete` only if the policy
 * lets anyone. Compared with the emulator's rules in tests/rules/peoplePolicy.test.ts.
 */
function canOnPerson(caller: Caller, action: Action, person: PersonTarget['person']): boolean {
  const policy = PEOPLE_POLICY.types[person.type];
  const all = holdsAll(caller.access);
  const known = caller.uid !== null;
  const self = known && caller.uid === person.id;
  const guarded = PEOPLE_POLICY.allHoldersByAllOnly && person.holdsAll === true && !all;
  const holdsType = holds(caller.access, [policy.path]);
  /** Whether the caller may change `field` on this person's document: never on their own when the policy says so. */
  const mayChange = (field: SensitiveField) => known && !(self && PEOPLE_POLICY.notOnSelf.includes(field));
  switch (action) {
    case 'read':
      return holds(caller.access, [policy.path, ...policy.readers.map((reader) => reader.path)]);
    case 'open':
    case 'resetPassword':
      return holdsType;
    case 'create':
      return known && policy.createdByPanel && holdsType && !self && !guarded;
    case 'edit':
      return holdsType && !guarded;
    case 'notify':
      return holdsType && policy.notified;
    case 'block':
      return holdsType && !guarded && mayChange('blocked');
    case 'retype':
      return holdsType && !guarded && mayChange('type');
    case 'setAccess':
      return policy.holdsAccess && holdsType && !guarded && mayChange('Access');
    case 'grantAll':
      return policy.holdsAccess && (PEOPLE_POLICY.allHoldersByAllOnly ? all : holdsType) && mayChange('Access');
    case 'delete':
      return PEOPLE_POLICY.deletable && holdsType && !guarded;
    default:
      return false;
  }
}

/**
 * @param caller the signed-in person
 * @param path a menu path such as `/coupon`
 * @returns whether the person may open the screen at that path (`can(caller, 'open', path)`)
 */
export function canAccess(caller: Caller, path: string): boolean {
  return can(caller, 'open', path);
}

/** Whether the item at `path` is shown with a path the person holds (NavItem.shownWith: the Trash). */
function shownWithHeld(access: Access, path: string): boolean {
  const item: NavItem | undefined = NAV_ITEMS.find((i) => i.path === path);
  return item?.shownWith?.some((p) => access.includes(p)) ?? false;
}

/**
 * @param caller the signed-in person
 * @returns the menu items to show, in menu order (spec §6)
 */
export function visibleNavItems(caller: Caller): readonly NavItem[] {
  return NAV_ITEMS.filter((item) => canAccess(caller, item.path));
}
