/**
 * The people policy, declared once (issue 46 item 1; docs/access.md "People"): who reads
 * and writes the users documents of each type, and their pictures in Storage. Nothing
 * else states it; `npm run generate` writes it into
 * - firestore.rules, the PEOPLE_POLICY block (typePaths, typeReaders, isAllHolder,
 *   isPersonCreate, isPersonUpdate: the checks by type and menu path) and the
 *   PEOPLE_ALLOWS block of `match /users/{uid}` (scripts/rules/peopleRules.ts);
 * - storage.rules, the PEOPLE_IMAGES block (who reads and writes `users/{uid}/…`);
 * and `can()` answers on one person from it (src/lib/access.ts `canOnPerson`), so the
 * screens show what the rules allow. tests/rules/peoplePolicy.test.ts and the people
 * part of tests/rules/storage.test.ts compare `can()` with the emulator's rules.
 */
import type { NavPath } from './navigation';

/** The value of `type` on a users document (spec §3, User). */
export const USER_TYPES = ['user', 'supplier', 'deliveryCompany', 'rider', 'employee'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A menu path that reads documents it does not own, and why (docs/access.md). */
export interface Reader {
  readonly path: NavPath;
  readonly reason: string;
}

/** What the policy says about the people of one type. */
export interface PersonTypePolicy {
  /**
   * The menu path owning the type: its holders (and All) read these people, open their
   * pages, edit, block and re-type them (a re-type needs the old and the new type's path),
   * and write their pictures.
   */
  readonly path: NavPath;
  /** Menu paths that read these users documents without owning them (pickers, names on other records). */
  readonly readers: readonly Reader[];
  /** Whether the panel creates people of this type (by the type's path holders); the others sign up in the apps. */
  readonly createdByPanel: boolean;
  /** Whether the panel sends these people notifications. */
  readonly notified: boolean;
  /** Whether these people hold an `Access` list (set by the type's path holders; All only by All holders). */
  readonly holdsAccess: boolean;
}

const ORDER_SCREENS = [
  '/allOrders',
  '/supplierCancelledOrders',
  '/user',
  '/supplier',
  '/deliveryCompany',
  '/rider',
] as const;
const orderReaders = (): Reader[] =>
  ORDER_SCREENS.map((path) => ({ path, reason: 'names the parties of the orders it lists' }));

/** The marketplace's people: signed up in the apps, notified from the panel, no Access. */
const marketplace = (path: NavPath, readers: readonly Reader[]): PersonTypePolicy => ({
  path,
  readers,
  createdByPanel: false,
  notified: true,
  holdsAccess: false,
});

/** The fields of a users document that only their own audited steps change (src/lib/data/people.ts). */
export type SensitiveField = 'Access' | 'blocked' | 'type';

/** The shape of the people policy. */
export interface PeoplePolicy {
  /** What the policy says about each type. */
  readonly types: Readonly<Record<UserType, PersonTypePolicy>>;
  /**
   * Only All holders change, block, re-type or write the pictures of an All holder (an
   * employee whose Access holds All), and only they grant or take All.
   */
  readonly allHoldersByAllOnly: boolean;
  /** The fields nobody changes on their own document (a new account cannot make itself staff). */
  readonly notOnSelf: readonly SensitiveField[];
  /** Whether anyone deletes a person. */
  readonly deletable: boolean;
}

/** The people policy (docs/access.md "People"). */
export const PEOPLE_POLICY: PeoplePolicy = {
  types: {
    user: marketplace('/user', [
      ...orderReaders(),
      { path: '/customerService', reason: 'names the customer of a request' },
      { path: '/contact', reason: 'names the writer of a message' },
      { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
    ]),
    supplier: marketplace('/supplier', [
      ...orderReaders(),
      { path: '/Category', reason: "picks a sub-category's supplier" },
      { path: '/Products', reason: "picks a product's supplier" },
      { path: '/advertise', reason: "picks an advertisement's supplier" },
      { path: '/banners', reason: "picks a banner's supplier" },
      { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
      { path: '/refunds', reason: 'names the supplier of a refund' },
      { path: '/withdraw', reason: 'picks the supplier of an adjustment' },
    ]),
    deliveryCompany: marketplace('/deliveryCompany', [
      ...orderReaders(),
      { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
      { path: '/withdraw', reason: 'picks the delivery company of a payout or an adjustment' },
    ]),
    rider: marketplace('/rider', [
      ...orderReaders(),
      { path: '/prizesFines', reason: 'picks who a fine or reward applies to' },
      { path: '/RiderService', reason: 'names the rider of a report' },
      { path: '/withdraw', reason: 'picks the rider of a cash remittance or an adjustment' },
    ]),
    // Nobody but /Admins and All reads employees.
    employee: { path: '/Admins', readers: [], createdByPanel: true, notified: false, holdsAccess: true },
  },
  allHoldersByAllOnly: true,
  notOnSelf: ['Access', 'blocked', 'type'],
  // Blocking is the audited, reversible way (decision, issue 30).
  deletable: false,
};

/** The menu path that owns the users documents of each type (PEOPLE_POLICY). */
export const USER_TYPE_PATH: Readonly<Record<UserType, NavPath>> = Object.fromEntries(
  USER_TYPES.map((type) => [type, PEOPLE_POLICY.types[type].path]),
) as Record<UserType, NavPath>;

/**
 * Menu paths that read the users documents of a type without owning them (PEOPLE_POLICY;
 * firestore.rules `typeReaders()`): pickers and the names shown on other records. The
 * owner (USER_TYPE_PATH) and All read them too.
 */
export const USER_TYPE_READERS: Readonly<Record<UserType, readonly Reader[]>> = Object.fromEntries(
  USER_TYPES.map((type) => [type, PEOPLE_POLICY.types[type].readers]),
) as Record<UserType, readonly Reader[]>;

/** The types the panel creates (only employees: the others sign up in the apps). */
export const CREATED_TYPES: readonly UserType[] = USER_TYPES.filter((type) => PEOPLE_POLICY.types[type].createdByPanel);

/** The types whose people hold an `Access` list (employees). */
export const ACCESS_TYPES: readonly UserType[] = USER_TYPES.filter((type) => PEOPLE_POLICY.types[type].holdsAccess);
